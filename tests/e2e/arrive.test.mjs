// A game's arrival as one pass: each device a browser context of its own. A device
// that watches takes a seat handed to it; of two devices that open the virus's first link of a
// sealed game, the second is told that the hero's seat was taken (on the virus's device, and on
// its own when the virus's answer reaches it); a link pasted with a ")" or "." after it opens;
// a game file offering a seat says it is a file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { openApp, assertAccessible, fixRandom } from './browser.mjs';
import { device, playHere, sendMove, setUp } from './devices.mjs';
import { tap } from './catch-me.mjs';

let app;
before(async () => {
  app = await openApp();
});
after(() => app?.close());

/** The seats of the game on screen at `page`, as its storage keeps them. */
const seatsOf = (page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem(`quarantable.save.${location.hash.split('/').at(-1)}`)).seats);

/** Opens `link` at `page` and waits for the arrival's question, refusal or table. */
async function arrive(page, link, what) {
  await page.goto(app.server.url + '#/');
  await page.goto(link);
  await page.waitForSelector(`${what}, [data-problem], [data-arrival], #turn-banner`);
  assert.equal(await page.locator(what).count(), 1, `${what} is shown: ${await page.textContent('main')}`);
}

// A device already watching can take a seat handed to it ("Play them here" is offered to it).
// The tablet plays two seats of three; the phone opens the link sent for the third
// and watches; the tablet then hands it Orange with no move made since: the phone plays it.
test('a watching device takes a seat handed to it', async (t) => {
  const tablet = app.page;
  const phone = await device(app);
  t.after(() => phone.close());
  await setUp(app, tablet, 'vaccine-race', { players: 3, elsewhere: [2] });
  const sent = await playHere(tablet);
  await arrive(phone.page, sent, '#just-watch');
  await phone.page.click('#just-watch');
  await phone.page.waitForSelector('[data-notice="watching"]');
  await tablet.click('#share');
  await tablet.click('#share-dialog[open] [data-give-seat="1"]');
  const handed = await tablet.inputValue('#share-link');
  await tablet.click('#close-share');
  await arrive(phone.page, handed, '#play-here');
  assert.equal(await phone.page.locator('.seat-here input:checked').count(), 1, 'Orange is offered, ticked');
  await phone.page.click('#play-here');
  await phone.page.waitForSelector('#turn-banner');
  assert.equal(await phone.page.locator('[data-notice="watching"]').count(), 0, 'the phone no longer watches');
  const orange = (await seatsOf(phone.page))[1];
  assert.deepEqual([orange.controller, orange.handed], ['Person', 1], 'Orange is played on the phone');
  assert.deepEqual(phone.errors, []);
});

/** The hero's first turn at `page`, up to the move to send: its link. */
async function heroMoves(page) {
  for (let actions = 0; actions < 20 && !(await page.locator('#send-move').count()); actions++) await tap(page);
  return (await sendMove(page)).link;
}

// When two devices open the virus's first link only the first becomes the hero, and the second
// is told "the hero's seat was taken", not that its links were "edited, or made wrong".
test('of two devices at the virus\'s first link, the second is told the hero\'s seat was taken', async (t) => {
  const virus = app.page;
  const [first, second] = [await device(app), await device(app)];
  t.after(() => Promise.all([first.close(), second.close()]));
  await virus.goto(app.server.url + '#/catch-me/new');
  await fixRandom(virus, 46);
  await virus.check('input[name="mode"][value="quarantine"]');
  await virus.selectOption('li[data-seat="0"] select.controller', 'elsewhere');
  await virus.click('#start');
  const start = (await sendMove(virus)).link;
  await arrive(first.page, start, '#turn-banner');
  await arrive(second.page, start, '#turn-banner');
  await arrive(virus, await heroMoves(first.page), '#turn-banner');
  const [table, held] = [virus.url(), await seatsOf(virus)];
  await arrive(virus, await heroMoves(second.page), '[data-arrival="taken"]');
  assert.match(await virus.textContent('#taken-title'), /^The seat of .*Hero.* is taken$/);
  assert.match(await virus.textContent('[data-arrival="taken"] p'), /Another device took this seat first/);
  assert.equal(await virus.evaluate(() => document.activeElement?.id), 'taken-title', 'the message takes focus');
  await assertAccessible(virus, 'the hero\'s seat taken');
  // The virus's game goes on with the first device's moves: its answer reaches the second.
  await virus.goto(table);
  await virus.waitForSelector('#turn-banner');
  assert.deepEqual(await seatsOf(virus), held, 'nothing changed on the virus\'s device');
  for (let actions = 0; actions < 20 && !(await virus.locator('#send-move').count()); actions++) await tap(virus);
  const answer = (await sendMove(virus)).link;
  await arrive(second.page, answer, '[data-arrival="taken"]');
  await arrive(first.page, answer, '#turn-banner');
  assert.deepEqual([...first.errors, ...second.errors], []);
});

// A trailing "." or ")" on a pasted link, from the sentence around it, is not part of the link.
test('a link pasted with a ")" or a "." after it opens; a file offering a seat says it is a file', async (t) => {
  const tablet = app.page;
  const phone = await device(app);
  t.after(() => phone.close());
  await setUp(app, tablet, 'vaccine-race', { elsewhere: [1] });
  const link = await playHere(tablet);
  for (const after of [')', '.', ').', '%3E']) {
    await arrive(phone.page, `${link}${after}`, '#play-here');
  }
  await tablet.click('#share');
  const [download] = await Promise.all([tablet.waitForEvent('download'), tablet.click('#share-dialog[open] #save-file')]);
  await tablet.click('#close-share');
  await phone.page.goto(app.server.url + '#/');
  await phone.page.setInputFiles('#open-file', { name: 'game.json', mimeType: 'application/json', buffer: fs.readFileSync(await download.path()) });
  await phone.page.waitForSelector('#play-here');
  assert.match(await phone.page.textContent('.ask p'), /^This file is for /);
  assert.deepEqual(phone.errors, []);
});
