// Storage that is not there: localStorage that throws when read, a full quota, and another
// app's saves on the same origin. The app must play on in memory and say it cannot save, and
// must never list or touch keys outside its own prefix.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, playSteps, logLines, screenshot } from './browser.mjs';

/** Opens the app with `breakStorage` run before any of its scripts, on every load. */
async function openBroken(t, breakStorage) {
  const app = await openApp();
  t.after(() => app.close());
  await app.page.addInitScript(breakStorage);
  await app.page.reload();
  await app.page.waitForSelector('.home');
  return app;
}

/** Starts a game, plays, goes home and resumes it from memory. */
async function playsInMemory(page) {
  await page.click('article[data-game="vaccine-race"] a.primary');
  await page.click('#start');
  await page.waitForSelector('.play .warn');
  assert.match(await page.locator('.play .warn').textContent(), /Saving is not possible here/);
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
  await playsInMemory(app.page);
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
  await playsInMemory(app.page);
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
  // a game visited: issue 32) under our own prefix; the game's save is gone.
  const flags = Object.keys(left).filter((k) => k.startsWith('quarantable.flag.'));
  flags.forEach((k) => delete left[k]);
  assert.ok(flags.length > 0, 'the device remembers the game visited under our prefix');
  assert.deepEqual(left, { ...others, 'quarantable.lang': 'en' }, 'the other keys are as they were, and ours is gone');
  app.assertNoErrors();
});
