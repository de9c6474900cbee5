// Catch Me If You Can played to the end through the real UI: a Pandemic game against the
// computer virus by taps on the board, a Quarantine game by two people through the cover
// screens, and a Normal game by keyboard only. Whenever the hero looks at the screen, the page
// must not hold the virus's true square (read from the save, which the page never shows).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPosition, screenshot, assertAccessible, assertRematchKeepsSeats } from './browser.mjs';
import { coordinates, pickEnd, tap } from './catch-me.mjs';

const MAX_ACTIONS = 600;
const HERO = '0';
// Seeded games (openApp's seed) in which the virus is out of the hero's sight for a while, so
// that the secret is really checked: with these seeds the Pandemic game checks it 8 times in 13
// taps, the Quarantine game 14 times in 19 actions. The floors leave room for a change of the
// rules or of the computer's play to shorten the game a little, not for it to go unchecked.
const PANDEMIC_SEED = 41;
const PANDEMIC_CHECKS = 5;
const QUARANTINE_SEED = 41;
const QUARANTINE_CHECKS = 10;

/** The engine's state as saved after the latest action (the truth the page must not show). */
async function truth(page) {
  // The save is written after the next frame: wait until it holds every action on screen.
  const saved = await page.waitForFunction(() => {
    // The game on screen: a test may have played others before it.
    const id = location.hash.split('/').at(-1);
    const save = JSON.parse(localStorage.getItem(`quarantable.save.${id}`) ?? 'null');
    const ply = Number(document.querySelector('section.play')?.dataset.ply);
    return save?.record?.actions?.length === ply && save.state;
  });
  return saved.jsonValue();
}

/** While the hero (or nobody in particular) looks: the virus's true square, when the rules
 *  do not show it, is nowhere in the page. Returns whether there was a secret to keep. */
async function assertVirusHidden(page, when) {
  const state = await truth(page);
  if (state.virus === state.seen || state.phase.Over) return false;
  const square = coordinates(state.virus);
  const html = await page.content();
  assert.ok(!html.includes(`data-virus-square="${square}"`), `${when}: the virus is drawn on its true square ${square}`);
  const label = await page.locator(`.cm-cell[data-square="${square}"]`).getAttribute('aria-label');
  assert.doesNotMatch(label, /virus/i, `${when}: the true square's name tells of the virus`);
  // Where it was last seen is drawn as such.
  const seen = page.locator(`.cm-piece.virus.ghost[data-virus-square="${coordinates(state.seen)}"]`);
  assert.match(await seen.textContent(), /\d+ moves? ago/, `${when}: "seen here N moves ago"`);
  return true;
}

/** Sets up a game: the mode, and which seats the computer plays. */
async function setUp(page, server, mode, computerSeats) {
  await page.goto(server.url + '#/catch-me/new');
  await page.check(`input[name="mode"][value="${mode}"]`);
  for (const seat of computerSeats) await page.selectOption(`li[data-seat="${seat}"] select.controller`, 'computer');
  await page.click('#start');
  await page.waitForSelector('svg.cm-grid');
}

async function assertTheEnd(page, name) {
  await page.waitForSelector('#winner');
  assert.match(await page.locator('#winner-title').textContent(), /^The (hero \(.+\) reaches the safe zone|virus \(.+\) catches the hero) and wins!$/);
  await screenshot(page, `catch-me-${name}-end`);
  await assertAccessible(page, `${name} end`);
  assert.equal(await page.locator('dialog[open]').count(), 0, 'nothing covers the board at the end: the hero sees how it ended');
  assert.ok(await page.locator('#controls #replay').isVisible(), 'the replay is offered beside the board');
  const log = (await page.locator('#log li').allTextContents()).join('\n');
  return log;
}

/** The finished game (reopened after a reload) is stepped through from the start, and
 *  each position shows the virus where it really stood, never as a ghost: the squares shown
 *  are the squares of its revealed path. */
async function assertHiddenPathReplays(page, squares) {
  await page.reload();
  await page.waitForSelector('#winner');
  await page.click('#replay');
  const total = Number((await page.locator('#replay-at').textContent()).split('/')[1]);
  const shown = new Set();
  for (let ply = 0; ply <= total; ply++) {
    assert.equal(await page.locator('.cm-piece.virus.ghost').count(), 0, `replay ${ply}: the virus in sight`);
    shown.add(await page.locator('[data-virus-square]').getAttribute('data-virus-square'));
    if (ply < total) await page.click('#replay-step');
  }
  assert.deepEqual([...shown].sort(), [...new Set(squares)].sort(), 'the replay walks the revealed path');
}

test('Catch Me: a whole Pandemic game, a person hero against the computer virus, by taps', async (t) => {
  const started = Date.now();
  const app = await openApp({ seed: PANDEMIC_SEED });
  t.after(() => app.close());
  const { page, server } = app;
  await setUp(page, server, 'pandemic', [1]);
  await screenshot(page, 'catch-me-pandemic-start');
  await assertAccessible(page, 'Pandemic board');
  let checks = 0;
  let actions = 0;
  while (actions < MAX_ACTIONS && (await tap(page))) {
    actions++;
    if (await page.locator('.cm-cell.next, #dice:not([disabled])').count()) {
      if (await assertVirusHidden(page, `Pandemic, action ${actions}`)) checks++;
    }
    if (actions === 6) await screenshot(page, 'catch-me-pandemic-moving');
  }
  assert.ok(actions < MAX_ACTIONS, 'the game ended');
  assert.ok(checks >= PANDEMIC_CHECKS, `the secret was checked ${checks} times (at least ${PANDEMIC_CHECKS})`);
  const log = await assertTheEnd(page, 'pandemic');
  // The hero can reach the safe zone before the virus ever moved: then its path is its start.
  // Squares are named A to J and 1 to 10 (the standard board is 10 by 10).
  const path = log.match(/The virus's whole path: (F6(?: → [A-J]\d{1,2})*)$/m);
  assert.ok(path, `the end reveals the virus path: ${log.split('\n').at(-1)}`);
  if (path[1].includes('→')) assert.ok(await page.locator('.cm-trail polyline').count(), 'the virus path is drawn');
  await assertHiddenPathReplays(page, path[1].split(' → '));
  await screenshot(page, 'catch-me-pandemic-path');
  await page.click('#replay-leave');
  await assertRematchKeepsSeats(page);
  app.assertNoErrors();
  console.log(`# Pandemic game: ${actions} taps, the secret kept on ${checks} checks, ${Date.now() - started} ms`);
});

// The hidden turn from a saved position (crates/games/examples/positions.rs, `catch-me-hidden`):
// a Pandemic game in which the virus is out of the hero's sight, opened as the hero opens it.
test('Catch Me: a saved Pandemic game with the virus out of sight shows only where it was last seen', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  await openPosition(app.page, app.server, 'catch-me-hidden');
  assert.ok(await assertVirusHidden(app.page, 'the saved hidden turn'), 'the position hides the virus from the hero');
  await assertAccessible(app.page, 'the hidden turn');
  app.assertNoErrors();
});

test('Catch Me: a Quarantine game by two people on one tablet, through the cover screens', async (t) => {
  const started = Date.now();
  // A seeded game in which the virus is out of the hero's sight for a while (in some games the
  // hero is safe, or caught, before it ever is).
  const app = await openApp({ seed: QUARANTINE_SEED });
  t.after(() => app.close());
  const { page, server } = app;
  let covers = 0;
  let checks = 0;
  let actions = 0;
  await setUp(page, server, 'quarantine', []);
  for (; actions < MAX_ACTIONS && !(await page.locator('#winner').count()); actions++) {
    if (await page.locator('#cover').count()) {
      // Under the cover nobody in particular looks: only what is public is in the page.
      if (await assertVirusHidden(page, `cover ${covers}`)) checks++;
      if (covers === 1) await assertAccessible(page, 'cover');
      covers++;
      await page.click('#uncover');
    }
    const heroLooks = (await page.locator('#turn-banner').getAttribute('data-seat')) === HERO;
    if (heroLooks && (await assertVirusHidden(page, `hero's turn, action ${actions}`))) checks++;
    await tap(page);
  }
  assert.ok(actions < MAX_ACTIONS, 'the game ended');
  assert.ok(covers >= 2, `the device was handed over behind the cover (${covers} times)`);
  assert.ok(checks >= QUARANTINE_CHECKS, `the secret was checked ${checks} times (at least ${QUARANTINE_CHECKS})`);
  const log = await assertTheEnd(page, 'quarantine');
  assert.match(log, /The virus's whole path: /);
  app.assertNoErrors();
  console.log(`# Quarantine game: ${actions} actions, ${covers} covers, the secret kept on ${checks} checks, ${Date.now() - started} ms`);
});

/** Presses Tab until `test` holds for the focused element (at most 40 times). */
async function tabTo(page, test) {
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate(test)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`no focusable element for ${test}`);
}

/** The arrow keys from one square to another of the 10 x 10 grid. */
function arrows(from, to) {
  const [dr, dc] = [Math.floor(to / 10) - Math.floor(from / 10), (to % 10) - (from % 10)];
  return [
    ...Array(Math.abs(dr)).fill(dr > 0 ? 'ArrowDown' : 'ArrowUp'),
    ...Array(Math.abs(dc)).fill(dc > 0 ? 'ArrowRight' : 'ArrowLeft'),
  ];
}

/** One action by keyboard alone: Tab to the die and Enter, or Tab to the grid, arrows to an
 *  end square and Enter. */
async function byKeyboard(page) {
  // The next choice is shown once the last action is drawn (a person's only action that is no
  // choice plays itself after a beat).
  await page.waitForSelector('#winner, #dice:not([disabled]), .cm-cell.end');
  if (await page.locator('#winner').count()) return false;
  if (await page.locator('#dice:not([disabled])').count()) {
    await tabTo(page, () => document.activeElement?.id === 'dice');
    await page.keyboard.press('Enter');
  } else {
    await tabTo(page, () => Boolean(document.activeElement?.closest('.cm-grid')));
    const from = Number(await page.evaluate(() => document.activeElement.dataset.index));
    const to = await pickEnd(page);
    for (const key of arrows(from, to)) await page.keyboard.press(key);
    assert.equal(await page.evaluate(() => Number(document.activeElement.dataset.index)), to, 'the arrows reach the square');
    await page.keyboard.press('Enter');
  }
  return true;
}

test('Catch Me: a Normal game by keyboard only, both sides people, no cover', async (t) => {
  const started = Date.now();
  const app = await openApp();
  t.after(() => app.close());
  const { page, server } = app;
  await page.goto(server.url + '#/catch-me/new');
  await tabTo(page, () => document.activeElement?.id === 'start');
  await page.keyboard.press('Enter');
  await page.waitForSelector('svg.cm-grid');
  let actions = 0;
  while (actions < MAX_ACTIONS && (await byKeyboard(page))) {
    assert.equal(await page.locator('#cover').count(), 0, 'Normal mode hides nothing: no cover');
    actions++;
    if (actions === 3) await assertAccessible(page, 'Normal board, moving');
  }
  assert.ok(actions < MAX_ACTIONS, 'the game ended');
  await assertTheEnd(page, 'normal-keyboard');
  app.assertNoErrors();
  console.log(`# Normal game by keyboard: ${actions} actions, ${Date.now() - started} ms`);
});

test('Catch Me: the rules page states the rulings in both languages', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page, server } = app;
  for (const [lang, title] of [['en', 'How this app plays the unclear cases'], ['it', 'Come questa app gioca i casi dubbi']]) {
    await page.goto(server.url + `?lang=${lang}#/catch-me/rules`);
    await page.waitForSelector('#rulings li');
    assert.ok(await page.getByRole('heading', { name: title }).count(), `${lang}: the rulings' heading`);
    assert.equal(await page.locator('#rulings li').count(), 17, `${lang}: every ruling (four of them on two devices, R18 the sealed end's check, R19 the dice mixed by both, the hidden roll again)`);
    assert.equal(await page.locator('.cm-legend li').count(), 5, `${lang}: every kind of square`);
    await assertAccessible(page, `rules (${lang})`);
  }
  app.assertNoErrors();
});
