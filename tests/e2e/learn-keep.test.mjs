// A costly choice plays on: at each lesson's first choice, from the lesson saved there, the
// learner answers against the lesson; the coach says what it costs and offers both "Take it
// back" and "Keep it and go on"; kept, the game plays itself on from that move to its end,
// every seat by the computer, and the coach ends there with the recap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible, collectErrors, openApp, openPosition, screenshot } from './browser.mjs';
import { GAMES } from './games.mjs';
import { SIZES } from './learn.mjs';

const app = await openApp();
test.after(() => app.close());

/** Taps "Next" until the coach asks the learner to choose. */
async function untilChoose(page) {
  for (let taps = 0; taps < 20; taps++) {
    await page.waitForSelector('#coach[data-step="choose"], #coach-next');
    if (await page.locator('#coach[data-step="choose"]').count()) return;
    await page.click('#coach-next');
  }
  throw new Error('no choice after 20 taps of Next');
}

/** Answers the choice with its `back`-th move from the last, confirmed where the board asks it;
 *  the coach's verdict on it. */
async function answer(page, back) {
  const targets = page.locator('[data-coach-target]:not([disabled])').filter({ visible: true });
  const target = targets.nth((await targets.count()) - 1 - back);
  const confirmed = await target.evaluate((el) => el.matches('[data-can]') && !!document.querySelector('[data-confirm]'));
  await target.click();
  if (confirmed) await page.click('[data-confirm]:not([disabled])');
  await page.waitForSelector('#coach[data-verdict]');
  return page.getAttribute('#coach', 'data-verdict');
}

/** Opens the lesson at its first choice and answers it against the lesson: the moves offered
 *  are tried from the last, the lesson opened again after the one it wanted. */
async function answerCostly(page, game) {
  for (let back = 0; back < 4; back++) {
    await openPosition(page, app.server, `${game}-lesson-choice`);
    await untilChoose(page);
    if ((await answer(page, back)) === 'costly') return;
  }
  throw new Error(`${game}: no costly answer among the last four moves offered`);
}

for (const game of GAMES) {
  test(`${game}: a costly choice kept plays on to the lesson's end`, async () => {
    const context = await app.browser.newContext({ viewport: SIZES.phone.viewport, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    try {
      await answerCostly(page, game);
      for (const button of ['#coach-take-back', '#coach-keep']) {
        assert.ok(await page.locator(button).isVisible(), `${game}: ${button} is offered`);
      }
      await screenshot(page, `learn-keep-${game}-costly`);
      await assertAccessible(page, `${game} costly choice`);
      const ply = Number(await page.getAttribute('section.play', 'data-ply'));
      await page.click('#coach-keep');
      await page.waitForSelector('#coach[data-step="kept"]');
      assert.match(await page.textContent('#coach-text'), /You kept your move/);
      await page.waitForSelector('#coach[data-done]', { timeout: 120_000 });
      assert.ok(Number(await page.getAttribute('section.play', 'data-ply')) > ply + 1, `${game}: the game played on from the kept move`);
      assert.equal(await page.locator('#winner').count(), 1, `${game}: to the game's end`);
      await screenshot(page, `learn-keep-${game}-end`);
      assert.deepEqual(errors, [], 'no error in the page');
    } finally {
      await context.close();
    }
  });
}
