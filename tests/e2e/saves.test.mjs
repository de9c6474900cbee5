// The home screen's games in progress: resume and delete, and saves that cannot be read
// (corrupt, from a newer version, edited into an impossible state) reported by game and date,
// left alone, never stopping the app; and whose turn each game waits for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, screenshot, playSteps, startNewGame, assertAccessible } from './browser.mjs';

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
  // Named by their game and date where those can be read, never by a storage key.
  assert.ok(problems.some((p) => p.includes('A saved game cannot be opened') && p.includes('damaged')), problems.join(' | '));
  assert.ok(problems.some((p) => p.includes('A saved game of Vaccine Race cannot be opened') && p.includes('newer version')));
  assert.ok(problems.every((p) => !p.includes('quarantable.save.')), 'no storage key');
  await screenshot(page, 'saves-home');

  const resume = page.locator('#saves li.save:not(.unreadable) a.button');
  assert.equal(await resume.count(), 1, 'the game in progress is listed');
  await resume.click();
  assert.equal(page.url(), playing, 'Resume opens the same game');
  await page.waitForSelector('#log li');

  // A new hash keeps the screen shown until the app takes it: wait for the alert that says this.
  await page.goto(app.server.url + '#/vaccine-race/play/broken');
  await page.locator('main [role=alert]', { hasText: /cannot be opened/ }).waitFor();

  // A save that is valid JSON but inconsistent (fewer seats than players) is
  // refused by name instead of stopping the app.
  const key = await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('quarantable.save.') && !/broken|future/.test(k)));
  await page.evaluate((k) => {
    const save = JSON.parse(localStorage.getItem(k));
    save.seats = save.seats.slice(0, 1);
    save.id = 'oneseat';
    localStorage.setItem('quarantable.save.oneseat', JSON.stringify(save));
  }, key);
  await page.goto(app.server.url + '#/vaccine-race/play/oneseat');
  await page.locator('main [role=alert]', { hasText: /do not fit together/ }).waitFor();
  await page.evaluate(() => localStorage.removeItem('quarantable.save.oneseat'));

  await page.goto(app.server.url + '#/');
  await page.locator('#saves li.save:not(.unreadable) button.delete').click();
  assert.equal(await page.locator('#saves li.save:not(.unreadable)').count(), 0, 'deleted');
  const left = await page.evaluate(() => [localStorage.getItem('quarantable.save.broken'), localStorage.getItem('quarantable.save.future')]);
  assert.deepEqual(left, [corrupt, newer], 'unreadable saves are left as they were');
  // Delete has an undo.
  await page.click('#undo-delete');
  assert.equal(await page.locator('#saves li.save:not(.unreadable)').count(), 1, 'brought back');
  // ... and an unreadable save can be deleted too.
  await page.locator('#saves li.unreadable button.delete').first().click();
  assert.equal(await page.locator('#saves li.unreadable').count(), 1);
  app.assertNoErrors();
});

/** Sets up a Vaccine Race with seat 2 played by `controller`, named `name`, and starts it. */
async function start(page, url, controller, name) {
  await page.goto(url + '#/vaccine-race/new');
  await page.fill('li[data-seat="1"] input.name', name);
  await page.selectOption('li[data-seat="1"] select.controller', controller);
  await page.click('#start');
  await page.waitForSelector('.actions button');
}

// The list says whose turn it is or who is awaited on another device, and a save edited into
// an impossible state is listed as unreadable, not with a Resume button refused only when
// pressed.
test('the list says whose turn each game waits for, and lists an impossible save as unreadable', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page, server } = app;
  await start(page, server.url, 'elsewhere', 'Luca');
  // Blue plays until the move is Luca's, on another device.
  for (let i = 0; i < 10 && !(await page.locator('#send-move').count()); i++) await playSteps(page, 1);
  await page.waitForSelector('#send-move');
  await start(page, server.url, 'computer', 'Robo');
  const impossible = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('quarantable.save.'));
    const save = JSON.parse(localStorage.getItem(key));
    Object.assign(save, { id: 'impossible', updated_ms: Date.UTC(2025, 2, 1, 9, 30) });
    save.state.pieces[0].square = 140;
    localStorage.setItem('quarantable.save.impossible', JSON.stringify(save));
    return save.updated_ms;
  });
  await page.goto(server.url + '#/');
  await page.waitForSelector('#saves li.unreadable');
  const turns = await page.locator('#saves [data-saves="in-progress"] li .turn').allTextContents();
  assert.deepEqual(turns.sort(), ['Waiting for Luca on another device', 'Your turn'], turns.join(' | '));

  // Checked when listed, with its game's own reader: no Resume, its game and date named.
  const row = page.locator('#saves li.unreadable');
  assert.equal(await row.count(), 1);
  assert.equal(await row.locator('a').count(), 0, 'no Resume');
  const date = await page.evaluate((ms) => new Date(ms).toLocaleString('en'), impossible);
  assert.match(await row.textContent(), new RegExp(`A game of Vaccine Race saved ${date.replace(/[/.]/g, '\\$&')} cannot be opened.*do not fit together`));
  await assertAccessible(page, 'saves with whose turn');
  await screenshot(page, 'saves-whose-turn');
  await row.locator('button.delete').click();
  assert.equal(await page.locator('#saves li.unreadable').count(), 0, 'removed');
  assert.equal(await page.evaluate(() => localStorage.getItem('quarantable.save.impossible')), null);

  await page.goto(server.url + '?lang=it#/');
  await page.waitForSelector('#saves li .turn');
  const italian = await page.locator('#saves [data-saves="in-progress"] li .turn').allTextContents();
  assert.deepEqual(italian.sort(), ['Si aspetta Luca su un altro dispositivo', 'Tocca a te'], italian.join(' | '));
  app.assertNoErrors();
});
