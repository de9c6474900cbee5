// Issue 24, play across devices by link: a Vaccine Race and a Carcassonne game set up with one
// person here and one "on another device", played to the end by two browsers with separate
// storage, each sending its move as a link that the other opens. Each device plays only its
// own seat, waits for the other's, and tells the moves made there since it last played.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, assertAccessible, logLines, screenshot } from './browser.mjs';

let app;
before(async () => {
  app = await openApp();
});
after(() => app?.close());

/** Another device: a fresh browser context, its own storage. */
async function device() {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

/** One move of the person at `page`: Carcassonne's on the board (a spot, Place tile, no
 *  meeple), the others' first choice. */
async function move(page) {
  if (await page.locator('.cc-spot').count()) {
    const tiles = await page.locator('.cc-tile').count();
    await page.locator('.cc-spot').first().dispatchEvent('click');
    await page.click('#cc-confirm');
    await page.waitForFunction((n) => document.querySelectorAll('.cc-tile').length > n, tiles);
  } else {
    await page.locator('.actions button').first().click();
  }
}

/** Plays this device's moves until the other device is to move (returns its link) or the end. */
async function playHere(page) {
  for (let moves = 0; moves < 40; moves++) {
    await page.waitForSelector('#winner, #send-move, .actions button, .cc-spot');
    if (await page.locator('#winner').count()) return null;
    if (await page.locator('#send-move').count()) {
      await page.click('#send-move');
      const link = await page.inputValue('#share-dialog[open] #share-link');
      await page.click('#close-share');
      return link;
    }
    await move(page);
  }
  throw new Error('no end and no move to send after 40 moves');
}

/** Sets up `game` on `page` with seat 2 on another device, and starts it. */
async function setUp(page, game) {
  await page.goto(app.server.url + `#/${game}/new`);
  await page.selectOption('li[data-seat="1"] select.controller', 'elsewhere');
  await page.click('#start');
  await page.waitForSelector('#turn-banner');
}

async function playAcrossTwoDevices(t, game) {
  const a = { page: app.page, errors: [] };
  const b = await device();
  t.after(() => b.close());
  await setUp(a.page, game);
  let [here, there] = [a, b];
  let sent = 0;
  let told = 0;
  for (let link = await playHere(here.page); link; link = await playHere(here.page)) {
    sent++;
    assert.ok(link.length < 1500, `${game}: the link fits 1,500 characters (${link.length})`);
    [here, there] = [there, here];
    await here.page.goto(link);
    await here.page.waitForSelector('#turn-banner');
    // Nothing of the other seat's is acted on here: it is this device's turn or the end.
    if (!(await here.page.locator('#winner').count())) {
      assert.equal(await here.page.locator('#send-move').count(), 0, `${game}, link ${sent}: this device's turn`);
    }
    if (sent > 1 && (await here.page.textContent('#last-move')).startsWith('Since your last move:')) told++;
    if (sent === 3) {
      await screenshot(here.page, `devices-${game}`);
      await assertAccessible(here.page, `${game} on the second device`);
      // The moves made on the other device, shown on the board: the replay from before them.
      const ply = Number((await here.page.locator('#replay-at').count()) || 0);
      assert.equal(ply, 0, 'no replay yet');
      await here.page.click('#show-since');
      const [at, total] = (await here.page.textContent('#replay-at')).split(' / ').map(Number);
      assert.ok(at < total, `${game}: the replay starts before the other device's moves (${at} / ${total})`);
      await here.page.click('#replay-end');
      await here.page.click('#replay-leave');
    }
  }
  assert.ok(sent > 4, `${game}: the move went back and forth (${sent} links)`);
  assert.ok(told >= sent - 2, `${game}: the moves made on the other device are told (${told} of ${sent})`);
  assert.ok(await here.page.locator('#winner').count(), `${game}: the game ended on the device that moved last`);
  assert.ok((await logLines(here.page)).length > sent, `${game}: every move is in the log`);
  assert.deepEqual(b.errors, []);
  return { sent };
}

test('Vaccine Race and Carcassonne are played to the end by two devices sending moves by link', async (t) => {
  for (const game of ['vaccine-race', 'carcassonne']) {
    const { sent } = await playAcrossTwoDevices(t, game);
    console.log(`# ${game}: ${sent} links passed between two devices`);
  }
});

test('a device never shows the other device\'s player the hidden virus of Catch Me', async (t) => {
  // The hero here; the virus on another device, in Pandemic mode: each device shows only its
  // own person's view, though the links carry the whole game.
  const { page } = app;
  await page.goto(app.server.url + '#/catch-me/new');
  await page.check('input[name="mode"][value="pandemic"]');
  await page.selectOption('li[data-seat="1"] select.controller', 'elsewhere');
  await page.click('#start');
  const b = await device();
  t.after(() => b.close());
  let checked = false;
  for (let round = 0; round < 12 && !checked; round++) {
    const link = await playHere(page);
    if (!link) break;
    await b.page.goto(link);
    await b.page.waitForSelector('#turn-banner');
    assert.equal(await b.page.locator('#cover').count(), 0, 'one person per device: no cover screen');
    assert.equal(await b.page.locator('.cm-piece.virus.ghost').count(), 0, 'the virus sees itself where it is');
    const back = await playHere(b.page);
    if (!back) break;
    await page.goto(back);
    await page.waitForSelector('#turn-banner');
    // The truth, from this device's own save: where the virus is, and where it was last seen.
    const state = await page.evaluate(() => JSON.parse(localStorage.getItem(`quarantable.save.${location.hash.split('/').at(-1)}`)).state);
    if (state.virus === state.seen || state.phase.Over) continue;
    const drawn = await page.locator('[data-virus-square]').evaluateAll((els) => els.filter((e) => !e.classList.contains('ghost')).length);
    assert.equal(drawn, 0, 'the hero device does not draw the hidden virus');
    checked = true;
  }
  assert.ok(checked, 'the virus was out of sight at some point');
  assert.deepEqual(b.errors, []);
});

test('with three devices, the first arrival asks which players play on this device', async (t) => {
  const { page } = app;
  await page.goto(app.server.url + '#/vaccine-race/new');
  await page.selectOption('#players', '3');
  await page.selectOption('li[data-seat="1"] select.controller', 'elsewhere');
  await page.selectOption('li[data-seat="2"] select.controller', 'elsewhere');
  await page.click('#start');
  const link = await playHere(page);
  const b = await device();
  t.after(() => b.close());
  await b.page.goto(link);
  await b.page.waitForSelector('#play-here');
  await assertAccessible(b.page, 'which players play here');
  assert.equal(await b.page.locator('input[type=checkbox][data-seat]').count(), 2, 'the two players not on the sender\'s device');
  await b.page.uncheck('input[data-seat="2"]');
  await b.page.click('#play-here');
  await b.page.waitForSelector('#turn-banner');
  const seats = await b.page.evaluate(() => JSON.parse(localStorage.getItem(`quarantable.save.${location.hash.split('/').at(-1)}`)).seats.map((s) => s.controller));
  assert.deepEqual(seats, ['Elsewhere', 'Person', 'Elsewhere'], 'this device plays the second player only');
  assert.deepEqual(b.errors, []);
});
