// Carcassonne played to the end through the real UI: a person against the computer
// (Normal), by taps on the board's spots, tapping again and R to turn the tile, Place tile,
// meeple targets and "No meeple", some turns by keyboard only; a reload in the middle of a turn
// resumes it; the score table by feature at the end; the action-to-paint p95 on the full board
// and the Hard move's p95, each printed and held to a bound. This file times things, so make
// test runs it alone (tests/e2e/timed-*).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, screenshot, assertAccessible, printComputerMoveTimes, assertRematchKeepsSeats, hurryIfShown, percentile } from './browser.mjs';

const MAX_STEPS = 600;

// The p95 bounds in ms. The action bounds are about three times what a two-core machine loaded
// by other tests usually takes, for a loaded CI machine; the Hard move's is the game's own
// requirement (at most 150 ms p95 in the browser build), which leaves room enough already.
const ACTION_PAINT_P95_MS = 70;
const ACTION_WORK_P95_MS = 30;
const HARD_MOVE_P95_MS = 150;

/** Clicks `selector` inside the page and returns the milliseconds from the click to the first
 *  animation frame after it (the page has handled the action and is about to paint), and
 *  how much of that was the page's own work (until its handlers and their microtasks ended). */
const timedClick = (page, selector) =>
  page.evaluate(
    (sel) =>
      new Promise((done) => {
        const el = document.querySelector(sel);
        if (!el) return done(null);
        const t0 = performance.now();
        el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
        let work = null;
        queueMicrotask(() => (work = performance.now() - t0));
        requestAnimationFrame(() => done({ paint: performance.now() - t0, work }));
      }),
    selector,
  );

const tilesPlaced = (page) => page.locator('.cc-tile').count();

/** Places the chosen tile by `press` and waits until it is on the board. (Not until the spots
 *  go: with no meeple step the computer may play and the next turn's spots come at once.) */
async function placeBy(page, press) {
  const before = await tilesPlaced(page);
  const timing = await press();
  await page.waitForFunction((n) => document.querySelectorAll('.cc-tile').length > n, before);
  return timing;
}

/** A person's turn by pointer: a spot, tapped again or R to turn, Place tile, then a meeple on
 *  some turns (a target) or "No meeple". Times each action on a full board. */
async function pointerTurn(page, turn, timings) {
  await page.click('#cc-fit');
  const spots = await page.locator('.cc-spot').count();
  const spot = await page.locator('.cc-spot').nth((turn * 7) % spots).getAttribute('data-spot');
  const full = (await tilesPlaced(page)) > 45;
  if (full) timings.push(['spot', await timedClick(page, `.cc-spot[data-spot="${spot}"]`)]);
  else {
    const target = page.locator(`.cc-spot[data-spot="${spot}"]`);
    await target.focus(); // brings it into view if it was not
    // A spot may still lie under the zoom buttons: the tap is sent to the spot itself.
    await target.dispatchEvent('click');
  }
  if (turn % 3 === 1) await page.keyboard.press('r');
  if (turn % 3 === 2) {
    await page.locator('.cc-spot.chosen').focus();
    await page.locator('.cc-spot.chosen').click();
  }
  assert.equal(await page.locator('.cc-spot.chosen').count(), 1, `turn ${turn}: the spot ${spot} is chosen`);
  const placed = await placeBy(page, () => timedClick(page, '#cc-confirm'));
  if (full) timings.push(['place', placed]);
  await meepleStep(page, turn, full, timings);
}

async function meepleStep(page, turn, full, timings) {
  if (!(await page.locator('.cc-target').count())) return;
  const ms = turn % 2 ? await timedClick(page, '.cc-target') : await timedClick(page, '.actions button[data-action="0"]');
  if (full) timings.push(['meeple', ms]);
}

/** A person's turn by keyboard only: Tab to the spots, arrows, Enter to see the tile there,
 *  R to turn it, Enter to place it, then arrows and Enter on a target or 1 for no meeple. */
async function keyboardTurn(page, turn) {
  await page.locator('.cc-spot[tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  // The focus follows the arrow once the page has drawn the new tab stop.
  await page.waitForFunction(() => document.activeElement?.matches('.cc-spot[tabindex="0"]'));
  await page.keyboard.press('Enter');
  await page.keyboard.press('r');
  const chosen = page.locator('.cc-spot.chosen');
  assert.equal(await chosen.count(), 1, 'Enter on a spot shows the tile there');
  await chosen.focus();
  await placeBy(page, () => page.keyboard.press('Enter'));
  if (await page.locator('.cc-target').count()) {
    if (turn % 2) {
      await page.locator('.cc-target[tabindex="0"]').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    } else {
      await page.locator('#turn-banner').click();
      await page.keyboard.press('1');
    }
  }
}

/** One step: the person's turn if it is theirs, else hurry the computer. False at the end. */
async function step(page, turn, timings) {
  if (await page.locator('#winner').count()) return false;
  if (await page.locator('.cc-spot').count()) {
    try {
      if (turn % 5 === 3) await keyboardTurn(page, turn);
      else await pointerTurn(page, turn, timings);
    } catch (e) {
      const stops = await page.locator('.cc-spot').evaluateAll((s) => s.map((x) => x.getAttribute('tabindex')));
      console.log('the turn that failed:', turn, await page.locator('#turn-banner').textContent(), stops, await page.locator('.cc-target').count());
      const [focused, chosen, notice] = await page.evaluate(() => [
        document.activeElement?.getAttribute('data-spot'),
        document.querySelector('.cc-spot.chosen')?.getAttribute('data-spot'),
        document.querySelector('.play-notices')?.textContent,
      ]);
      console.log('focused spot:', focused, 'chosen spot:', chosen, 'notice:', notice);
      await screenshot(page, 'fail');
      throw e;
    }
  } else if (await page.locator('.cc-target').count()) {
    await meepleStep(page, turn, false, timings);
  } else {
    // The computer's turn: skipped ahead, up to the person's next tile or meeple, or the end.
    await hurryIfShown(page);
    await page.waitForSelector('#winner, .cc-spot, .cc-target');
  }
  return true;
}

const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

test('Carcassonne: a person plays the computer (Normal) to the score table, surviving a reload mid-turn', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page, network } = app;
  // Every points badge the board shows ("+8" where a feature completed), counted as it appears.
  await page.addInitScript(() => {
    window.callouts = [];
    new MutationObserver((changes) => {
      for (const c of changes) for (const n of c.addedNodes) {
        for (const el of [n, ...(n.querySelectorAll?.('.cc-callout') ?? [])]) {
          if (el.matches?.('.cc-callout')) window.callouts.push([el.dataset.seat, el.textContent]);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();

  await page.click('article[data-game="carcassonne"] a.primary');
  await page.selectOption('li[data-seat="1"] select.controller', 'computer');
  await page.selectOption('li[data-seat="1"] select.level', 'Normal');
  await page.click('#start');
  await page.waitForSelector('.cc-spot');
  assert.equal(await tilesPlaced(page), 1, 'the start tile is face up');
  assert.match(await page.locator('#cc-tiles-left').textContent(), /^70 tiles left$/);
  assert.match(await page.locator('#players li[data-seat="0"] .where').textContent(), /^0 points, 7 meeples left$/);
  await assertAccessible(page, 'Carcassonne board');
  await page.locator('.cc-spot').first().click();
  await assertAccessible(page, 'Carcassonne tile preview');

  const timings = [];
  let turn = 0;
  // Until the meeple step of a turn some way in: then reload in the middle of that turn.
  while (turn < 200) {
    await step(page, turn++, timings);
    if ((await tilesPlaced(page)) > 12 && (await page.locator('.cc-spot').count())) break;
  }
  // Focused, then chosen: with more than 12 tiles the first spot may lie past the window's
  // edge (the board pans), where a pointer cannot reach it but a click event can.
  await page.locator('.cc-spot').first().focus();
  await page.locator('.cc-spot').first().dispatchEvent('click');
  await placeBy(page, () => page.click('#cc-confirm'));
  const targets = await page.locator('.cc-target').count();
  await assertAccessible(page, 'Carcassonne meeple step');
  const before = await page.locator('#log li').allTextContents();
  await page.reload();
  await page.waitForSelector('svg.cc-table');
  // The history is drawn: as many lines as before (the person is to act: nobody adds one).
  await page.waitForFunction((n) => document.querySelectorAll('#log li').length >= n, before.length);
  assert.deepEqual(await page.locator('#log li').allTextContents(), before, 'the reloaded game has the same history');
  assert.equal(await page.locator('.cc-target').count(), targets, 'the meeple step of the turn resumes');
  await screenshot(page, 'carcassonne-resumed');

  while (turn < MAX_STEPS && (await step(page, turn, timings))) turn++;
  assert.ok(turn < MAX_STEPS, 'the game ended');
  await page.waitForSelector('#winner');
  await screenshot(page, 'carcassonne-winner');
  await assertAccessible(page, 'Carcassonne score table');

  // The score table: a column per player, rows by feature during play and at the end, totals.
  const table = page.locator('[data-testid="score-table"]');
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent))),
  );
  assert.equal(rows.length, 8, 'roads, cities, cloisters during play; the four at the end; the total');
  const total = rows.pop();
  for (let seat = 0; seat < 2; seat++) {
    assert.equal(rows.reduce((sum, r) => sum + r[seat], 0), total[seat], `seat ${seat + 1}: the rows add up`);
    const shown = parseInt(await page.locator(`#players li[data-seat="${seat}"] .where`).textContent(), 10);
    assert.equal(shown, total[seat], `seat ${seat + 1}: the panel shows the final score`);
  }
  const log = (await page.locator('#log li').allTextContents()).join('\n');
  assert.match(log, /(Blue|Orange) scores \d+ points? for a (road|city|cloister)/, 'scoring is called out');
  assert.match(log, /No tiles left: the final scoring/);
  const callouts = await page.evaluate(() => window.callouts);
  assert.ok(callouts.length > 0, 'completed features are called out on the board');
  assert.ok(callouts.every(([seat, words]) => /^[01]$/.test(seat) && /^\+\d+$/.test(words)), `badges: ${callouts}`);
  await assertRematchKeepsSeats(page);

  assert.ok(timings.length >= 10, `timed ${timings.length} actions on the full board`);
  assert.ok(timings.every(([, ms]) => ms !== null), 'every timed target was on the page');
  const stat = (kind, what) => p95(timings.filter(([k]) => !kind || k === kind).map(([, ms]) => ms[what]))?.toFixed(1) ?? 'none timed';
  const by = ['spot', 'place', 'meeple'].map((k) => `${k} ${stat(k, 'paint')}/${stat(k, 'work')}`);
  console.log(
    `carcassonne: action-to-paint p95 ${stat(null, 'paint')} ms (the page's own work p95 ${stat(null, 'work')} ms) ` +
      `over ${timings.length} actions on the full board; by kind, paint/work: ${by.join(', ')}`,
  );
  const [paint, work] = ['paint', 'work'].map((what) => p95(timings.map(([, ms]) => ms[what])));
  assert.ok(paint <= ACTION_PAINT_P95_MS, `action to paint p95 ${paint.toFixed(1)} ms, at most ${ACTION_PAINT_P95_MS} ms`);
  assert.ok(work <= ACTION_WORK_P95_MS, `the page's own work p95 ${work.toFixed(1)} ms, at most ${ACTION_WORK_P95_MS} ms`);
  network.assertNoExternalAfterLoad();
  app.assertNoErrors();
});

// The rules page states the rulings followed and shows every kind of tile.
test('Carcassonne: the rules page, in English and Italian', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page } = app;
  await page.goto(app.server.url + '#/carcassonne/rules');
  await page.waitForSelector('#rulings');
  assert.equal(await page.locator('#rulings li').count(), 10);
  assert.equal(await page.locator('.cc-kinds li').count(), 24, 'the 24 kinds of tile');
  assert.match(await page.locator('.cc-kinds li[data-kind="X"]').textContent(), /×1/);
  await assertAccessible(page, 'Carcassonne rules');
  await page.selectOption('.lang-switch select', 'it');
  await page.waitForFunction(() => document.querySelector('#rulings li').textContent.startsWith('Le 72 tessere'));
  await screenshot(page, 'carcassonne-rules-it');
  app.assertNoErrors();
});

// A game of five computers played through, at every level, to the score table.
test('Carcassonne: five computers (Easy, Normal, Hard) play a whole game', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page } = app;
  await page.goto(app.server.url + '#/carcassonne/new');
  await page.selectOption('#players', '5');
  const levels = ['Easy', 'Normal', 'Hard', 'Normal', 'Easy'];
  for (let seat = 0; seat < 5; seat++) {
    await page.selectOption(`li[data-seat="${seat}"] select.controller`, 'computer');
    await page.selectOption(`li[data-seat="${seat}"] select.level`, levels[seat]);
  }
  await page.click('#start');
  await page.waitForSelector('svg.cc-table');
  await page.locator('#hurry').click();
  await page.waitForSelector('#winner', { timeout: 150_000 });
  assert.equal(await page.locator('.cc-spot, .cc-target').count(), 0, 'nobody but the computers acted');
  const heads = await page.locator('[data-testid="score-table"] thead th').count();
  assert.equal(heads, 5, 'a column per player');
  const aside = page.locator('#cc-set-aside');
  const setAside = (await aside.count()) ? Number((await aside.textContent()).match(/\d+/)[0]) : 0;
  assert.equal((await page.locator('.cc-tile').count()) + setAside, 72, 'every tile was placed or set aside');
  await screenshot(page, 'carcassonne-five-computers');
  // The Hard move takes at most 150 ms p95 in the browser build, printed.
  const hard = await printComputerMoveTimes(page, 'Carcassonne Hard (search) in wasm', 'Hard');
  assert.ok(hard.length >= 10, `the Hard seat played its turns (${hard.length})`);
  const hardP95 = percentile(hard, 95);
  assert.ok(hardP95 <= HARD_MOVE_P95_MS, `the Hard move's p95 ${hardP95.toFixed(1)} ms, at most ${HARD_MOVE_P95_MS} ms`);
  await printComputerMoveTimes(page, 'Carcassonne Normal (greedy) in wasm', 'Normal');
  app.assertNoErrors();
});
