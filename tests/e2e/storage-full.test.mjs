// Storage that loses no seat and no secret: the origin's localStorage full (the
// quota is shared with every page of a school's host), each device a browser context of its own.
// Before the first visit: the setup and a link's welcome say so before a seat is taken; a move
// made on a game of several devices survives a reload of its tab, which says it is not saved.
// In a sealed Catch Me game: the hero's moves survive a reload and the virus's next link opens;
// the virus's "Save as file" holds no secret and is refused, with nothing written, on the hero's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { openApp, assertAccessible, fillLocalStorage, refuseLocalWrites, fixRandom, fixRandomFromStart, logLines, screenshot } from './browser.mjs';
import { device, move, open, sendMove, setUp } from './devices.mjs';
import { tap } from './catch-me.mjs';

let app;
before(async () => {
  app = await openApp();
});
after(() => app?.close());

/** A device whose storage is full before its first visit. */
async function fullDevice(t) {
  const full = await device(app);
  t.after(() => full.close());
  await full.page.context().addInitScript(fillLocalStorage, true);
  return full;
}

/** What a person does on Vaccine Race's table: a choice to tap. */
const CHOICES = { step: move, ready: '.actions button' };
/** And on Catch Me's board (`tap`). */
const BOARD = { step: tap, ready: '#cover, #dice:not([disabled]), .cm-cell.end, .cm-cell.next, #hurry' };

/** Plays this device's moves (`how`) until one is to be sent, and leaves it unsent. */
async function playUntilSend(page, how = CHOICES) {
  for (let moves = 0; moves < 300; moves++) {
    await page.waitForSelector(`#send-move, #winner, ${how.ready}`);
    if (await page.locator('#send-move').count()) return;
    await how.step(page);
  }
  throw new Error('no move to send after 300 actions');
}

/** Reloads the table at `page`: it is reopened from its tab, and says it is not saved here. */
async function reloadUnsaved(page) {
  await page.reload();
  await page.waitForSelector('#turn-banner');
  const notice = page.locator('[data-notice="unsaved"]');
  await notice.waitFor();
  assert.equal(await notice.getAttribute('data-cause'), 'full');
  assert.match(await notice.locator('[data-notice="reopened"]').textContent(), /^Reopened from this tab: this game was not saved on this device/);
  assert.equal(await notice.locator('#save-file-now').count(), 1, 'a file is offered to keep it');
  assert.equal(await page.locator('[data-notice="watching"]').count(), 0, 'its own seat still plays here');
}

test('storage full before the first visit: told before a seat is taken, and a move of Vaccine Race by link survives a reload', async (t) => {
  // The setup of a game on several devices says it before Start.
  const { page: here } = await fullDevice(t);
  await here.goto(app.server.url + '#/vaccine-race/new');
  await here.selectOption('li[data-seat="1"] select.controller', 'elsewhere');
  const before = here.locator('[data-notice="seat-unkept"]');
  await before.waitFor();
  assert.equal(await before.getAttribute('data-cause'), 'full');
  assert.match(await before.textContent(), /storage is full: it cannot keep that this seat is played here.*play on one device/);
  await screenshot(here, 'storage-full-setup');
  await here.selectOption('li[data-seat="1"] select.controller', 'person');
  assert.equal(await before.count(), 0, 'a game of one device loses no seat: nothing to say');

  // A link from a device that saves: its welcome says so, the seat is taken anyway, a move made.
  await setUp(app, app.page, 'vaccine-race');
  await playUntilSend(app.page);
  await here.goto((await sendMove(app.page)).link);
  await here.waitForSelector('#play-here');
  assert.match(await here.textContent('[data-notice="seat-unkept"]'), /watch here and open the link on a device that can save/);
  await assertAccessible(here, 'a welcome on a device whose storage is full');
  await here.click('#play-here');
  await here.waitForSelector('#turn-banner');
  await playUntilSend(here);
  const played = await logLines(here);
  await reloadUnsaved(here);
  assert.deepEqual(await logLines(here), played, 'the unsent move is there after the reload');
  await screenshot(here, 'storage-full-reopened');
  await assertAccessible(here, 'a game reopened from its tab');
  // And it is sent: the other device takes it.
  const back = await sendMove(here);
  await open(app.page, back.link);
  assert.deepEqual((await logLines(app.page)).slice(0, played.length), played);
});

test('a sealed game with storage full: the hero loses no move and opens the next link; the virus\'s file is refused on the hero\'s device', async (t) => {
  const virus = app.page;
  const hero = (await device(app)).page;
  t.after(() => hero.context().close());
  await fixRandomFromStart(hero, 12);
  await virus.goto(app.server.url + '#/catch-me/new');
  await fixRandom(virus, 11);
  await virus.check('input[name="mode"][value="quarantine"]');
  await virus.selectOption('li[data-seat="0"] select.controller', 'elsewhere');
  await virus.selectOption('li[data-seat="1"] select.controller', 'person');
  await virus.click('#start');
  await open(hero, (await sendMove(virus)).link);

  // Mid-game, the hero's storage fills; its moves survive a reload, and the virus's next link opens.
  await hero.evaluate(fillLocalStorage);
  await playUntilSend(hero, BOARD);
  const heroMoves = await logLines(hero);
  await reloadUnsaved(hero);
  assert.deepEqual(await logLines(hero), heroMoves, 'the hero\'s moves are there after the reload');
  await open(virus, (await sendMove(hero)).link);

  // The virus's storage fills: its "Save as file" is its own backup, without the secret.
  await virus.evaluate(fillLocalStorage);
  await virus.evaluate(refuseLocalWrites);
  await playUntilSend(virus, BOARD);
  await virus.waitForSelector('[data-notice="unsaved"] #save-file-now');
  const truth = await virus.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('quarantable.save.'));
    return JSON.parse(sessionStorage.getItem(key));
  });
  const [download] = await Promise.all([virus.waitForEvent('download'), virus.click('#save-file-now')]);
  const file = fs.readFileSync(await download.path(), 'utf8');
  assert.ok(!file.includes(truth.sealing.key.join(',')), 'no key in the file');
  assert.ok(!file.includes('"sealing"') && !file.includes('"record"'), 'no save in clear in the file');
  await open(hero, (await sendMove(virus)).link);
  assert.equal(await hero.locator('[data-problem]').count(), 0, 'the virus\'s link after the reload opens');

  // On the hero's device the file is refused, and nothing is written.
  const kept = () => hero.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  const storedBefore = await kept();
  await hero.goto(app.server.url + '#/');
  await hero.setInputFiles('#open-file', { name: 'catch-me.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await hero.waitForSelector('[data-problem="file"]');
  assert.match(await hero.textContent('[data-problem="file"]'), /the virus's own backup .* opens only on the device that saved it/);
  assert.equal(await kept(), storedBefore, 'nothing written on the hero\'s device');
  await screenshot(hero, 'storage-full-virus-file-refused');
});
