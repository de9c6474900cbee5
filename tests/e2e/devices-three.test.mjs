// Issue 33, across devices without a server: seats that belong to a device, one history.
// Three devices play Vaccine Race and Lab Race, each link sent to the device whose person is
// to play; a fourth that opens a link not sent to it watches and cannot act; an old link
// opened again changes nothing and says so; a fork keeps both ways; undo stops at the last
// move sent.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, assertAccessible } from './browser.mjs';
import { device, move, open, playHere, sendMove, setUp } from './devices.mjs';

let app;
before(async () => {
  app = await openApp();
});
after(() => app?.close());

/** The seat whose turn it is at `page`, from the banner's colour chip. */
const seatToPlay = (page) => page.getAttribute('#turn-banner', 'data-seat');

async function playAcrossThreeDevices(t, game) {
  const devices = [{ page: app.page, errors: [] }, await device(app), await device(app)];
  t.after(() => devices.slice(1).forEach((d) => d.close()));
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
    await open(here.page, link);
    owner[seat] ??= here;
    assert.equal(await here.page.locator('[data-notice="watching"]').count(), 0, `${game}: seat ${seat} plays here`);
    sender = here;
    link = await playHere(here.page);
    if (link) links.push(link);
    // The first link made once every seat has its device: it is for a seat taken.
    if (link && !checked && Object.keys(owner).length === 3) {
      await aFourthDeviceWatches(t, link, game);
      await anOlderLinkChangesNothing(here.page, links[0], game);
      checked = true;
    }
  }
  assert.ok(checked, `${game}: every seat found its device`);
  assert.ok(links.length > 6, `${game}: the game went round the devices (${links.length} links)`);
  for (const d of devices) assert.deepEqual(d.errors, []);
}

/** A device sent no link: it opens the one sent to another, holds no seat and watches. */
async function aFourthDeviceWatches(t, link, game) {
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

test('three devices play Vaccine Race and Lab Race by link; a fourth watches; an old link changes nothing', async (t) => {
  for (const game of ['vaccine-race', 'lab-race']) await playAcrossThreeDevices(t, game);
});

// "A fork (both sides moved from the same point) shows both continuations with their moves,
// asks which one the table plays on, and keeps the other as a file or a save."
test('a link opened on two devices, each moving its own way, is a fork that keeps both ways', async (t) => {
  const a = app.page;
  const [b, b2] = [await device(app), await device(app)];
  t.after(() => [b, b2].forEach((d) => d.close()));
  await setUp(app, a, 'carcassonne');
  const first = await playHere(a);
  await open(b.page, first);
  const one = await playHere(b.page);
  await open(b2.page, first);
  const other = await playHere(b2.page, { last: true });
  await open(a, one);
  await a.goto(other);
  await a.waitForSelector('[data-arrival="forked"]');
  assert.equal(await a.evaluate(() => document.activeElement?.id), 'fork-title', 'the question takes focus');
  assert.match(await a.textContent('#way-here'), /^Here: \d+ moves? \(/);
  assert.match(await a.textContent('#way-link'), /^In the link: \d+ moves? \(/);
  await assertAccessible(a, 'a fork');
  await a.click('#play-on-here');
  await a.waitForSelector('#turn-banner');
  await a.goto(app.server.url + '#/');
  await a.waitForSelector('li.save');
  const rows = await a.locator('li.save .what').allTextContents();
  assert.equal(rows.filter((r) => r.startsWith('Carcassonne')).length, 2, `both ways are kept: ${rows}`);
  assert.ok(rows.some((r) => /the other way after move \d+/.test(r)), `the way set aside says so: ${rows}`);
  for (const d of [b, b2]) assert.deepEqual(d.errors, []);
});
