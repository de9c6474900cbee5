// Storage that is not there: localStorage that throws when read, a full quota, storage that
// fills up mid-game, and another app's saves on the same origin. The app must play on in
// memory, say why it cannot save and offer a file, save again as soon as there is room
// (nothing lost), and never list or touch keys outside its own prefix.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { openApp, playSteps, logLines, screenshot, startNewGame, assertAccessible, fillLocalStorage } from './browser.mjs';

/** Opens the app with `breakStorage` run before any of its scripts, on every load. */
async function openBroken(t, breakStorage) {
  const app = await openApp();
  t.after(() => app.close());
  await app.page.addInitScript(breakStorage);
  await app.page.reload();
  await app.page.waitForSelector('.home');
  return app;
}

/** Starts a game, plays, goes home and resumes it from memory; the play screen says `why`
 *  it is not saved. */
async function playsInMemory(page, why) {
  await page.click('article[data-game="vaccine-race"] a.primary');
  await page.click('#start');
  await page.waitForSelector('.play .warn');
  assert.match(await page.locator('.play .warn').textContent(), why);
  assert.equal(await page.locator('.play .warn #save-file-now').count(), 1, 'a file is offered at once');
  await playSteps(page, 6);
  const played = await logLines(page);
  assert.ok(played.length > 3, 'the game plays');
  await page.click('nav a[href="#/"]');
  await page.click('#saves a.button');
  await page.waitForSelector('svg.track');
  assert.deepEqual((await logLines(page)).slice(0, played.length), played, 'resumed from memory');
}

test('localStorage that throws when read: the app starts, plays and says it cannot save', async (t) => {
  const app = await openBroken(t, () => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    });
  });
  assert.match(await app.page.locator('.notices').textContent(), /Saving is not possible here/);
  await playsInMemory(app.page, /Saving is not possible here: this browser keeps nothing for this page/);
  await screenshot(app.page, 'storage-throws');
  app.assertNoErrors();
});

test('a full quota: the game plays on in memory and the page says it is not saved', async (t) => {
  const app = await openBroken(t, () => {
    Storage.prototype.setItem = function full() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  assert.equal(await app.page.locator('.notices').count(), 0, 'storage can be read: no warning yet');
  await playsInMemory(app.page, /Saving is not possible here: this device's storage is full/);
  assert.equal(await app.page.locator('#make-room').count(), 0, 'no finished game to make room with');
  app.assertNoErrors();
});

/** The moves of the game in progress as storage holds them. */
const storedMoves = (page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('quarantable.save.') && !k.endsWith('.done'));
    return JSON.parse(localStorage.getItem(key)).actions;
  });

/** The home list's "N moves" of the game in progress. */
async function listedMoves(page) {
  await page.waitForSelector('#saves [data-saves="in-progress"] li');
  const text = await page.locator('#saves [data-saves="in-progress"] li .when').first().textContent();
  return Number(text.match(/(\d+) moves?/)[1]);
}

// Six moves played, the origin's storage filled (as other apps of a school's site can),
// thirteen more played: the page says that storage is full and offers a file, the home screen
// counts the moves played, not the six stored, and once there is room no move is lost.
test('storage that fills up mid-game: the page says so, offers a file and room, and no move is lost', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page } = app;
  await startNewGame(app);
  await playSteps(page, 6);
  const six = await storedMoves(page);
  // A finished game of this app, large enough that removing it makes room.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('quarantable.save.'));
    const save = JSON.parse(localStorage.getItem(key));
    Object.assign(save, { id: 'done', finished: true, updated_ms: 1 });
    save.seats[0].name = 'Old game '.repeat(20000);
    localStorage.setItem('quarantable.save.done', JSON.stringify(save));
  });
  await page.evaluate(fillLocalStorage);
  await playSteps(page, 13);
  const unsaved = page.locator('[data-notice="unsaved"]');
  await unsaved.waitFor();
  assert.equal(await unsaved.getAttribute('data-cause'), 'full');
  assert.match(await unsaved.textContent(), /storage is full/);
  assert.equal(await storedMoves(page), six, 'storage refused the moves since');
  await screenshot(page, 'storage-full-notice');
  await assertAccessible(page, 'storage full');

  // "Save as file" at once: the file holds every move.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-file-now')]);
  const filed = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  assert.ok(filed.actions > six, `the file has the moves storage refused: ${filed.actions} > ${six}`);

  // The home list counts the moves in memory, not the stale stored ones, and says so.
  const lines = await logLines(page);
  await page.click('nav a[href="#/"]');
  const inMemory = await listedMoves(page);
  assert.equal(inMemory, filed.actions, 'the list shows the game as played');
  assert.match(await page.locator('#saves li [data-notice="in-memory"]').textContent(), /Not saved on this device/);

  // Room made from the finished games, asked first: the game is saved at once.
  await page.click('#saves [data-saves="in-progress"] a.button');
  await page.click('#make-room');
  assert.match(await page.textContent('#make-room-question'), /Remove 1 finished game/);
  await page.click('#remove-finished');
  await page.waitForSelector('[data-notice="saved-again"]');
  assert.equal(await storedMoves(page), inMemory, 'saved as soon as there was room');
  assert.equal(await page.evaluate(() => localStorage.getItem('quarantable.save.done')), null, 'the finished game went');
  await page.reload();
  await page.waitForSelector('#log li');
  assert.deepEqual(await logLines(page), lines, 'no move lost');

  // Full again, then room freed by the other app: the next move is saved.
  await page.evaluate(fillLocalStorage);
  await playSteps(page, 2);
  await unsaved.waitFor();
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('other-app.')).forEach((k) => localStorage.removeItem(k)));
  // The notice lasts until the next move, which the computer, hurried, may make within a frame:
  // the page notes that it was shown at all.
  await page.evaluate(() => {
    const seen = () => document.querySelector('[data-notice="saved-again"]');
    window.savedAgainSeen = false;
    new MutationObserver((_, watch) => seen() && ((window.savedAgainSeen = true), watch.disconnect()))
      .observe(document.body, { childList: true, subtree: true });
  });
  await playSteps(page, 1);
  await page.waitForFunction(() => window.savedAgainSeen);
  const saved = await storedMoves(page);
  await page.goto(app.server.url + '#/');
  await page.reload();
  assert.equal(await listedMoves(page), saved, 'the home list and storage agree after a reload');
  assert.ok(saved > inMemory);
  app.assertNoErrors();
});

test("another app's keys on the same origin are neither listed nor touched", async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page } = app;
  const others = {
    'otherapp.save.1': '{"game":"vaccine-race","id":"1"}',
    'save.2': 'not ours',
    'quarantable.saved': 'not under our prefix either',
  };
  await page.evaluate((o) => Object.entries(o).forEach(([k, v]) => localStorage.setItem(k, v)), others);
  await page.goto(app.server.url + '#/vaccine-race/new');
  await page.click('#start');
  await playSteps(page, 4);
  await page.click('nav a[href="#/"]');
  await page.waitForSelector('#saves li');
  assert.equal(await page.locator('#saves li').count(), 1, 'only our own game is listed');
  await page.click('#saves button.delete');
  await page.waitForSelector('#saves', { state: 'detached' });

  const left = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
  // The language chosen is remembered under our own key, and this device's flags (a tip told,
  // a game visited) under our own prefix; the game's save is gone.
  const flags = Object.keys(left).filter((k) => k.startsWith('quarantable.flag.'));
  flags.forEach((k) => delete left[k]);
  assert.ok(flags.length > 0, 'the device remembers the game visited under our prefix');
  assert.deepEqual(left, { ...others, 'quarantable.lang': 'en' }, 'the other keys are as they were, and ours is gone');
  app.assertNoErrors();
});
