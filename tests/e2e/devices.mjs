// Devices that play one game by link: each a browser context of its own,
// with its own storage, sharing one browser.
import assert from 'node:assert/strict';
import { assertAccessible, confirmIfAsked, plyNow, tapUnlessPlayed } from './browser.mjs';

/** Another device: a fresh browser context, its own storage. */
export async function device(app, viewport = { width: 1280, height: 800 }) {
  const context = await app.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

/** One move of the person at `page`: where the board alone asks (places to tap, `[data-can]`,
 *  and no action button: Carcassonne's spots), a place on it (`last` or the first) and its
 *  confirm (`[data-confirm]`, Place tile) where it has one; else the first choice, unless that
 *  choice was the only one and played itself (`Table::forced`: Carcassonne's "no Meeple" where
 *  no Meeple can go). The board is read through its page contract: docs/board-contract.md. */
export async function move(page, { last = false } = {}) {
  const places = page.locator('.board-wrap [data-can]');
  if ((await places.count()) && !(await page.locator('.actions button').count())) {
    const ply = await plyNow(page);
    await places.nth(last ? -1 : 0).dispatchEvent('click');
    if (await page.locator('[data-confirm]').count()) await page.click('[data-confirm]');
    await page.waitForFunction((at) => Number(document.querySelector('section.play')?.dataset.ply) !== at, ply);
  } else {
    // The choices seen may go while the moves that arrived walk on the board, longer
    // on a busy machine than a tap waits: wait for them, or for the move to have played itself.
    const ply = await plyNow(page);
    await page.waitForFunction(
      (at) => document.querySelector('.actions button') || Number(document.querySelector('section.play')?.dataset.ply) !== at,
      ply,
      { timeout: 20000 },
    );
    await tapUnlessPlayed(page, ply, page.locator('.actions button').first());
    await confirmIfAsked(page);
  }
}

/** The link of the game at `page`, as "Send your move" gives it. */
export async function sendMove(page) {
  await page.click('#send-move');
  const link = await page.inputValue('#share-dialog[open] #share-link');
  const title = await page.textContent('#share-title');
  const file = await page.locator('#share-dialog[open] #save-file').count();
  await page.click('#close-share');
  return { link, title, file };
}

/** Plays this device's moves until another device is to move (returns its link) or the end. */
export async function playHere(page, options) {
  for (let moves = 0; moves < 40; moves++) {
    await page.waitForSelector('#winner, #send-move, .actions button, .board-wrap [data-can]');
    if (await page.locator('#winner').count()) return null;
    if (await page.locator('#send-move').count()) return (await sendMove(page)).link;
    await move(page, options);
  }
  throw new Error('no end and no move to send after 40 moves');
}


/** Opens `link` at `page`: takes the seat it offers where it asks, and waits for the table. */
export async function open(page, link) {
  await page.goto(link);
  // Where the page already shows a table, a link changes only the URL's hash, and the table
  // stays until the app takes the hash: wait for the arrival's question or the table it opens
  // (its hash rewritten to the game's), never the table still shown (a flaky failure in CI).
  await page.waitForFunction(() =>
    location.hash.startsWith('#/open/')
      ? document.querySelector('#play-here, [data-arrival]') !== null
      : document.querySelector('#turn-banner') !== null,
  );
  if (await page.locator('#play-here').count()) {
    await page.click('#play-here');
    await page.waitForSelector('#turn-banner, [data-arrival]');
  }
}

/** Sets up `game` at `page` with `elsewhere` seats on other devices, and starts it. */
export async function setUp(app, page, game, { players, elsewhere = [1] } = {}) {
  await page.goto(app.server.url + `#/${game}/new`);
  if (players) await page.selectOption('#players', String(players));
  for (const seat of elsewhere) await page.selectOption(`li[data-seat="${seat}"] select.controller`, 'elsewhere');
  await page.click('#start');
  await page.waitForSelector('#turn-banner');
}

// Three devices play a game to its end, each link opened by the device whose person
// is to play; a fourth that opens a link for a seat taken watches; an old link changes nothing.
/** The seat whose turn it is at `page`, from the banner's colour chip. */
const seatToPlay = (page) => page.getAttribute('#turn-banner', 'data-seat');

export async function playAcrossThreeDevices(app, t, game) {
  const devices = [{ page: app.page, errors: [] }, await device(app), await device(app)];
  t.after(() => Promise.all(devices.slice(1).map((d) => d.close())));
  await setUp(app, devices[0].page, game, { players: 3, elsewhere: [1, 2] });
  // Before a link is made, the person's own move may be taken back; once sent, it is final.
  let link = await playHere(devices[0].page);
  const undone = await devices[0].page.isDisabled('#undo');
  assert.ok(undone, `${game}: undo stops at the move sent`);
  // Which device plays each seat: the first to open a link for it takes it.
  const owner = { 0: devices[0] };
  const links = [link];
  let sender = devices[0];
  let checked = false;
  while (link && links.length < 200) {
    const seat = await seatToPlay(sender.page);
    const here = owner[seat] ?? devices.find((d) => !Object.values(owner).includes(d));
    if (!owner[seat]) await aSeatIsOffered(here.page, link, game);
    await open(here.page, link);
    owner[seat] ??= here;
    assert.equal(await here.page.locator('[data-notice="watching"]').count(), 0, `${game}: seat ${seat} plays here`);
    sender = here;
    link = await playHere(here.page);
    if (link) links.push(link);
    // The first link made once every seat has its device: it is for a seat taken.
    if (link && !checked && Object.keys(owner).length === 3) {
      await aFourthDeviceWatches(app, t, link, game);
      await anOlderLinkChangesNothing(here.page, links[0], game);
      checked = true;
    }
  }
  assert.ok(checked, `${game}: every seat found its device`);
  assert.ok(links.length > 6, `${game}: the game went round the devices (${links.length} links)`);
  for (const d of devices) assert.deepEqual(d.errors, []);
}

/** The first link a device opens names the game, its sender and the seat offered, ticked. */
async function aSeatIsOffered(page, link, game) {
  await page.goto(link);
  await page.waitForSelector('#play-here');
  assert.match(await page.textContent('#arrival-title'), /, sent by /, `${game}: the game and its sender`);
  assert.equal(await page.locator('.seat-here input:checked').count(), 1, `${game}: the one seat offered is ticked`);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'arrival-title', 'the question takes focus');
  await assertAccessible(page, `${game}, a seat offered`);
}

/** A device sent no link: it opens the one sent to another, holds no seat and watches. */
async function aFourthDeviceWatches(app, t, link, game) {
  const d = await device(app);
  t.after(() => d.close());
  await d.page.goto(link);
  await d.page.waitForSelector('#turn-banner');
  assert.equal(await d.page.locator('[data-notice="watching"]').count(), 1, `${game}: the fourth device watches`);
  assert.equal(await d.page.locator('.actions button, #send-move').count(), 0, `${game}: and has nothing to do`);
  await assertAccessible(d.page, `${game}, a watching device`);
}

/** The first link opened again where the game went on: nothing changes, and it says so. */
async function anOlderLinkChangesNothing(page, old, game) {
  const url = page.url();
  await page.goto(old);
  await page.waitForSelector('[data-arrival="older"]');
  assert.match(await page.textContent('#older-title'), /older than the game here: \d+ moves? against \d+ moves/);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'older-title', 'the message takes focus');
  await page.click('#open-held');
  await page.waitForSelector('#turn-banner');
  assert.equal(page.url(), url, `${game}: the game held opens, as it was`);
}

