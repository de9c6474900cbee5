// Vaccine Race on a phone-sized touch screen: a person against the computer, played to the
// end by taps only (no mouse, no keyboard).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPosition, screenshot, hurryIfShown, PHONE } from './browser.mjs';
import { assertMovesFit } from './table.mjs';

test('Vaccine Race: a person beats or loses to the computer by touch alone', async (t) => {
  const app = await openApp(PHONE);
  t.after(() => app.close());
  const { page, errors, server, context } = app;
  await page.goto(server.url + '#/vaccine-race/new');
  await page.locator('li[data-seat="1"] select.controller').selectOption('computer');
  await page.locator('#start').tap();
  await page.waitForSelector('svg.track');

  let taps = 0;
  for (let i = 0; i < 3000 && !(await page.locator('#winner').count()); i++) {
    // The person's choices come once the pieces have stopped; the computer's turn shows Hurry.
    await page.waitForSelector('#winner, .actions button, #hurry');
    const roll = page.locator('.actions button').first();
    if (await roll.count()) {
      await roll.tap();
      taps++;
    } else if (await hurryIfShown(page)) {
      // Skipped ahead, up to the person's next choice or the end.
      await page.waitForSelector('#winner, .actions button');
    }
  }
  assert.equal(await page.locator('#winner').count(), 1, 'the game ended');
  assert.ok(taps > 10, `the person played by tapping (${taps} taps)`);
  assert.match(await page.locator('#winner-title').textContent(), /^(Blue|Orange) wins!$/);
  await screenshot(page, 'vaccine-race-touch-winner');
  assert.deepEqual(errors, []);
});

// On a shared screen each person sees every move since their own, not only the last roll:
// "While you waited" grows to show every move since this person's last (up to a cap, then
// "and N more" that opens the log).
test('Vaccine Race on a shared phone: every move since the person\'s own is told, the rest open the log', async (t) => {
  const app = await openApp(PHONE);
  t.after(() => app.close());
  const { page, errors, server } = app;
  await openPosition(page, server, 'vaccine-race-mid');
  assert.match(await page.textContent('#last-move .last-move-tag'), /^While you waited:/);
  const plies = await page.$$eval('#last-move [data-ply]', (moves) => moves.map((m) => Number(m.dataset.ply)));
  const ply = Number(await page.getAttribute('section.play', 'data-ply'));
  assert.ok(plies.length >= 5, `the five others' moves since Ann's are all told: ${plies}`);
  assert.equal(plies.at(-1), ply - 1, 'up to the latest');
  assert.ok((await assertMovesFit(page, 'vaccine-race-mid on a phone')) > 0, 'on a phone some are counted as earlier');
  await page.tap('#moves-earlier');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'log', '"N earlier" opens the log');
  assert.deepEqual(errors, []);
});
