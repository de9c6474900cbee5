// Vaccine Race played to the end through the real UI: two people and one computer, by mouse
// and keyboard, with a reload in the middle that must resume the same game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, screenshot, startNewGame, printComputerMoveTimes, APP_SELECTOR, logLines, assertRematchKeepsSeats, hurryIfShown } from './browser.mjs';

const MAX_STEPS = 4000;

/** One step of play: a person's action (by key when `how` is 'key', by pressing the dice on
 *  the board when 'board' and a roll is what is asked, else by the first button), or a nudge to
 *  the computer. Returns false once the winner is shown. */
async function step(page, how) {
  // A person's choices come once the pieces have stopped walking.
  await page.waitForSelector('#winner, .actions button, #hurry');
  if (await page.locator('#winner').count()) return false;
  const actions = page.locator('.actions button');
  if (await actions.count()) {
    if (how === 'key') await page.keyboard.press('1');
    else if (how === 'board' && (await page.locator('#dice:not([disabled])').count())) await page.locator('#dice').click();
    else await actions.first().click();
  } else if (await hurryIfShown(page)) {
    // Skipped ahead, up to a person's next choice or the end.
    await page.waitForSelector('#winner, .actions button');
  }
  return true;
}

test('Vaccine Race: two people and a computer play to the end, surviving a reload', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page, network } = app;

  await page.click('article[data-game="vaccine-race"] a.primary');
  await page.selectOption('#players', '3');
  await page.fill('li[data-seat="0"] input.name', 'Ada');
  await page.selectOption('li[data-seat="2"] select.controller', 'computer');
  await page.click('#start');
  await page.waitForSelector('svg.track');
  await screenshot(page, 'vaccine-race-start');
  assert.match(await page.locator('#turn-banner').textContent(), /Ada: roll 1d6 to sequence/);

  let steps = 0;
  while (steps < 60 && (await step(page, ['click', 'key', 'board'][steps % 3]))) steps++;
  const before = await logLines(page);
  assert.ok(before.length > 20, `the log grows as people play (${before.length} lines)`);
  network.assertOnlyGameAfterLoad('vaccine-race'); // and nothing else while playing

  await page.reload();
  await page.waitForSelector('svg.track');
  // The history is drawn (the computer may add to it meanwhile).
  await page.waitForFunction((n) => document.querySelectorAll('#log li').length >= n, before.length);
  const after = await logLines(page);
  assert.deepEqual(after.slice(0, before.length), before, 'the reloaded game has the same history');

  while (steps < MAX_STEPS && (await step(page, ['click', 'key', 'board'][steps % 3]))) steps++;
  assert.ok(steps < MAX_STEPS, 'the game ended');
  const thought = await printComputerMoveTimes(page, 'Vaccine Race (Normal) in wasm');
  assert.ok(thought.length > 0, 'the computer seat played turns');
  const headline = await page.locator('#winner-title').textContent();
  assert.match(headline, /^(Ada|Orange|Black) wins!$/);
  const pieces = await page.locator('.piece').count();
  assert.equal(pieces, 3);
  await screenshot(page, 'vaccine-race-winner');

  const saved = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('quarantable.save.'));
    return JSON.parse(localStorage.getItem(key));
  });
  assert.equal(saved.finished, true);
  assert.equal(saved.seats[2].controller, 'Computer');

  // Replay from the start, one step at a time.
  await page.click('#replay');
  await page.waitForSelector('#replay-at');
  assert.match(await page.locator('#replay-at').textContent(), /^0 \//);
  await page.click('#replay-step');
  await page.click('#replay-step');
  assert.match(await page.locator('#replay-at').textContent(), /^2 \//);
  await screenshot(page, 'vaccine-race-replay');
  await page.click('#replay-leave');
  await assertRematchKeepsSeats(page);

  network.assertNoExternalAfterLoad();
  app.assertNoErrors();
  await page.locator(APP_SELECTOR).waitFor();
});

test('Vaccine Race: undo goes back to the last person and the dice come out the same', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page } = app;
  await startNewGame(app);
  for (let i = 0; i < 6; i++) await step(page, 'click');
  const first = await logLines(page);
  await page.click('#undo');
  await page.keyboard.press('u');
  await page.keyboard.press('y');
  await page.click('#redo');
  assert.deepEqual(await logLines(page), first, 'undo then redo restores the game');
  await page.click('#undo');
  await page.locator('.actions button').first().click();
  assert.deepEqual(await logLines(page), first, 'rolling again after undo rolls the same dice');
  app.assertNoErrors();
});

/** How many actions the log holds. */
const plies = (page) => page.locator('#log li').evaluateAll((lis) => new Set(lis.map((li) => li.dataset.ply)).size);

/** Waits until the page has handled every input sent so far and drawn it: the next frame
 *  and the task after it (the input's effects run before that frame). */
const drawn = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));

// A double click, a double tap or a held Space takes one action, never the next person's turn too.
test('Vaccine Race: a double click or a held key takes one action, not the next person\'s too', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page } = app;
  await startNewGame(app);
  await page.locator('.actions button').first().dblclick();
  await drawn(page);
  assert.equal(await plies(page), 1, 'a double click rolls once');
  await page.locator('#dice').dblclick();
  await drawn(page);
  assert.equal(await plies(page), 2, 'a double click on the board dice rolls once');
  await page.locator('#turn-banner').click();
  // A held key: one keydown, then the keyboard's repeats (Playwright marks each keydown of a
  // key already down as a repeat), as the page sees them.
  await page.evaluate(() => {
    window.spaceDowns = [];
    addEventListener('keydown', (e) => e.key === ' ' && window.spaceDowns.push(e.repeat), true);
  });
  await page.keyboard.down(' ');
  for (let i = 0; i < 5; i++) await page.keyboard.down(' ');
  await page.keyboard.up(' ');
  await drawn(page);
  assert.deepEqual(await page.evaluate(() => window.spaceDowns), [false, true, true, true, true, true], 'Space went down once, then repeated');
  assert.equal(await plies(page), 3, 'a held Space rolls once');
  // Keyboard reaches the board: its squares are one tab stop and arrows move along them.
  await page.locator('[data-square="0"]').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), '1');
  await page.keyboard.press('Enter');
  assert.match(await page.locator('#square-info').textContent(), /DNA sequenced/);
  app.assertNoErrors();
});
