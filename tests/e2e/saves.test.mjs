// The home screen's games in progress: resume and delete, and saves that cannot be read
// (corrupt, or from a newer version) reported by name, left alone, never stopping the app.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, screenshot, playSteps, startNewGame } from './browser.mjs';

test('saves: resume, delete, and unreadable saves reported and left alone', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page } = app;

  await startNewGame(app);
  await playSteps(page, 4);
  const playing = page.url();

  const corrupt = '{"format":1,"id":"broken"';
  const newer = JSON.stringify({ format: 99, id: 'future', game: 'vaccine-race' });
  await page.evaluate(([c, n]) => {
    localStorage.setItem('quarantable.save.broken', c);
    localStorage.setItem('quarantable.save.future', n);
  }, [corrupt, newer]);
  await page.goto(app.server.url + '#/');
  await page.reload();
  await page.waitForSelector('#saves');

  const problems = await page.locator('#saves li.unreadable').allTextContents();
  assert.equal(problems.length, 2, problems.join(' | '));
  assert.ok(problems.some((p) => p.includes('quarantable.save.broken') && p.includes('damaged')));
  assert.ok(problems.some((p) => p.includes('quarantable.save.future') && p.includes('newer version')));
  await screenshot(page, 'saves-home');

  const resume = page.locator('#saves li.save:not(.unreadable) a.button');
  assert.equal(await resume.count(), 1, 'the game in progress is listed');
  await resume.click();
  assert.equal(page.url(), playing, 'Resume opens the same game');
  await page.waitForSelector('#log li');

  await page.goto(app.server.url + '#/vaccine-race/play/broken');
  assert.match(await page.locator('main [role=alert]').textContent(), /cannot be opened/);

  // Issue 11: a save that is valid JSON but inconsistent (fewer seats than players) is
  // refused by name instead of stopping the app.
  const key = await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('quarantable.save.') && !/broken|future/.test(k)));
  await page.evaluate((k) => {
    const save = JSON.parse(localStorage.getItem(k));
    save.seats = save.seats.slice(0, 1);
    save.id = 'oneseat';
    localStorage.setItem('quarantable.save.oneseat', JSON.stringify(save));
  }, key);
  await page.goto(app.server.url + '#/vaccine-race/play/oneseat');
  assert.match(await page.locator('main [role=alert]').textContent(), /do not fit together/);
  await page.evaluate(() => localStorage.removeItem('quarantable.save.oneseat'));

  await page.goto(app.server.url + '#/');
  await page.locator('#saves li.save:not(.unreadable) button.delete').click();
  assert.equal(await page.locator('#saves li.save:not(.unreadable)').count(), 0, 'deleted');
  const left = await page.evaluate(() => [localStorage.getItem('quarantable.save.broken'), localStorage.getItem('quarantable.save.future')]);
  assert.deepEqual(left, [corrupt, newer], 'unreadable saves are left as they were');
  // Issue 11: "Delete has no confirmation or undo": it has an undo now.
  await page.click('#undo-delete');
  assert.equal(await page.locator('#saves li.save:not(.unreadable)').count(), 1, 'brought back');
  // ... and an unreadable save can be deleted too.
  await page.locator('#saves li.unreadable button.delete').first().click();
  assert.equal(await page.locator('#saves li.unreadable').count(), 1);
  app.assertNoErrors();
});
