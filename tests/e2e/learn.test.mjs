// A guided game left and come back to goes on; "Skip the lesson" (as "Now play a real
// game" at its end) opens the setup of a real game with the same people. Each game's guided
// game is followed to its end in learn-<game>.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible, openApp, openPosition, position } from './browser.mjs';
import { SIZES } from './learn.mjs';
import { settled } from './table.mjs';

const app = await openApp();
test.after(() => app.close());

/** In the page: the move and the coach's words now, or (given those before) whether they
 *  changed and the coach's next target or Next can be tapped. */
function coachMoved(before) {
  const now = `${document.querySelector('section.play')?.dataset.ply}|${document.querySelector('#coach-text')?.textContent}`;
  if (before === undefined) return now;
  return now !== before && [...document.querySelectorAll('[data-coach-target], #coach-next')].some((el) => el.getClientRects().length > 0 && !el.disabled);
}

test('a guided game left and opened again goes on where it was; its end opens a real game with the same people', async () => {
  const context = await app.browser.newContext({ viewport: SIZES.laptop.viewport });
  const page = await context.newPage();
  try {
    await page.goto(`${app.server.url}#/vaccine-race/learn`);
    await page.click('#goal-begin');
    for (let taps = 0; taps < 3; taps++) {
      const before = await page.evaluate(coachMoved);
      await page.locator('[data-coach-target]:not([disabled]), #coach-next').filter({ visible: true }).first().click();
      // The coach's next step (a move made or other words), once it can be taken.
      await page.waitForFunction(coachMoved, before);
    }
    // A tap on the board where the coach does not point is answered kindly.
    await page.waitForSelector('#coach[data-step="ask"]');
    assert.equal(await page.locator('.coach-oops').count(), 0);
    await page.click('.board-wrap [data-square="50"]');
    assert.match(await page.textContent('#coach'), /Not that one: tap what glows/);
    const ply = await page.getAttribute('section.play', 'data-ply');
    assert.ok(Number(ply) >= 3, `the guided game moved on (${ply})`);
    await page.goto(`${app.server.url}#/`);
    await page.click('.game-card[data-game="vaccine-race"] [data-testid="learn"]');
    await page.waitForSelector('#coach');
    assert.equal(await page.getAttribute('section.play', 'data-ply'), ply, 'it goes on from the same move');
    await page.click('#coach-skip');
    await page.waitForSelector('#start');
    assert.equal(await page.inputValue('li[data-seat="1"] select.controller'), 'computer', 'the computer is still at seat 2');
    assert.equal(await page.inputValue('li[data-seat="0"] select.controller'), 'person', 'and the learner at seat 1');
  } finally {
    await context.close();
  }
});

/** Sizes from a small phone to a desktop, either way up. */
const SWEEP = [[360, 640], [640, 360], [390, 844], [844, 390], [768, 1024], [1024, 768], [1366, 768], [1920, 1080], [1080, 1920]];

test('the coach box never covers what it points at, from 360 to 1920 px either way up', async (t) => {
  const context = await app.browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  try {
    await page.goto(`${app.server.url}#/vaccine-race/learn`);
    await page.click('#goal-begin');
    await page.waitForSelector('[data-coach-target]');
    const misfits = [];
    for (const [width, height] of SWEEP) {
      await page.setViewportSize({ width, height });
      await settled(page);
      const fit = await page.evaluate(() => {
        const coach = document.querySelector('#coach').getBoundingClientRect();
        const say = document.querySelector('#coach .coach-say');
        const inside = (r) => r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
        const targets = [...document.querySelectorAll('[data-coach-target]')].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0);
        const over = (r) => r.left < coach.right - 1 && coach.left < r.right - 1 && r.top < coach.bottom - 1 && coach.top < r.bottom - 1;
        return { covered: targets.some(over), outside: !inside(coach) || !targets.some(inside), clipped: say.scrollHeight > say.clientHeight + 1 };
      });
      if (fit.covered || fit.outside || fit.clipped) misfits.push(`${width}x${height} ${JSON.stringify(fit)}`);
    }
    t.diagnostic(`${SWEEP.length - misfits.length}/${SWEEP.length} sizes fit`);
    assert.deepEqual(misfits, [], 'the coach and what it points at are in view, apart, its words unclipped');
  } finally {
    await context.close();
  }
});

/** The goal card opens at any time from the table, in a real game too. */
test('the goal card opens from any table and closes back to the game, which it leaves as it was', async () => {
  const context = await app.browser.newContext({ viewport: SIZES.phone.viewport, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  try {
    await openPosition(page, app.server, 'lab-race-mid');
    const ply = await page.getAttribute('section.play', 'data-ply');
    assert.equal(await page.locator('#goal-card').count(), 0, 'a real game opens on its table');
    await page.click('#goal-open');
    await page.waitForSelector('#goal-card');
    assert.match(await page.textContent('#goal-lose'), /virus/i, 'how you lose is on the card');
    assert.equal(await page.locator('#goal-turn li').count(), 3);
    await assertAccessible(page, 'the goal card from the table');
    await page.click('#goal-begin');
    await page.waitForSelector('#goal-card', { state: 'detached' });
    assert.equal(await page.getAttribute('section.play', 'data-ply'), ply, 'the game is where it was');
  } finally {
    await context.close();
  }
});

test('a lesson played to its end is told on its home card, in the saves and at its setup, which marks the standard version; Learn to play offers it again from its goal card', async () => {
  const context = await app.browser.newContext({ viewport: SIZES.tablet.viewport, hasTouch: true });
  const page = await context.newPage();
  try {
    await page.goto(`${app.server.url}#/`);
    await page.waitForSelector('article[data-game]');
    assert.equal(await page.locator('[data-lesson-done]').count(), 0, 'no lesson is done on a new device');
    const lesson = position('vaccine-race-lesson-done');
    await page.evaluate(([key, text]) => localStorage.setItem(key, text), [`quarantable.save.${lesson.id}`, lesson.text]);
    // "Learn to play" on a lesson played to its end opens its goal card, which offers it again.
    await page.goto(`${app.server.url}#/vaccine-race/learn`);
    await page.waitForSelector('#coach[data-done] #recap', { state: 'attached' });
    await page.waitForSelector('#goal-card #lesson-again');
    assert.equal(await page.textContent('#goal-begin'), 'Back to the game');
    await assertAccessible(page, 'the goal card of a lesson played to its end');
    await page.goto(`${app.server.url}#/`);
    await page.waitForSelector('.game-card[data-game="vaccine-race"] [data-lesson-done]');
    assert.equal(await page.locator('[data-lesson-done]').count(), 1, 'only the game whose lesson was played');
    assert.match(await page.textContent('#saves'), /Lesson · Vaccine Race/, 'the lesson is named as one among the saves');
    await page.goto(`${app.server.url}#/vaccine-race/new`);
    await page.waitForSelector('#lesson-done');
    assert.match(await page.textContent('#lesson-done'), /played the lesson of Vaccine Race/);
    // Each option says which version is the standard one: Catch Me's three levels, Normal first.
    await page.goto(`${app.server.url}#/catch-me/new`);
    await page.waitForSelector('fieldset[data-option="mode"]');
    assert.match(await page.textContent('fieldset[data-option="mode"] legend'), /three levels/);
    const standard = page.locator('fieldset[data-option="mode"] label.choice').filter({ has: page.locator('.standard') });
    assert.equal(await standard.count(), 1, 'one choice is the standard one');
    assert.match(await standard.textContent(), /Level 1, Normal/);
    assert.ok(await standard.locator('input').isChecked(), 'and it is the default');
    assert.equal(await page.locator('#lesson-done').count(), 0, "Catch Me's lesson was not played");
    // Played again: from its goal card, every move taken back.
    await page.goto(`${app.server.url}#/vaccine-race/learn`);
    await page.click('#lesson-again');
    await page.waitForSelector('#coach[data-step="goal"]');
    assert.equal(await page.getAttribute('section.play', 'data-ply'), '0', 'the lesson starts again');
    assert.equal(await page.textContent('#goal-begin'), 'Begin');
    assert.equal(await page.locator('#lesson-again').count(), 0, 'nothing to play again at its start');
  } finally {
    await context.close();
  }
});
