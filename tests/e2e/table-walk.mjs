// One table walk: each game
// played by two people and a computer (Easy, last seat; Catch Me has a person and the computer)
// through its first decisions by taps, from a fixed seed. At each person's decision, all of:
// - no "not allowed" notice; the board's box is the size it was at the first
//   decision, also with the key to the board opened; a confirm (Carcassonne's Place) waits
//   for its place to be chosen;
//   after computer turns "While you waited" lists every move since the person's last, one after
//   the other up to the latest, and the board marks only a move among them;
// - the banner, the whole board and every control the decision needs, undo, redo
//   and share among them, are in the window, which has neither grown wider nor scrolled;
// - every piece in view reads at a glance (at least the device's size) and covers no
//   other piece and no label.
// Then, at the walk's end: computer turns were waited for and marked, pieces were measured,
// axe finds no violation on the board, and the page raised no error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { openApp, collectErrors, decide, hurryIfShown, assertAccessible, OUT_DIR } from './browser.mjs';
import { game as registered } from './games.mjs';
import { GAMES, DEVICES, contextFor, lookAtTable, near, assertInView, boxWithKeyOpen, assertPieces, assertMovesFit } from './table.mjs';

/** Two people and the computer where the game takes three, else a person and the computer. */
const seatsOf = (game) => Math.min(3, registered(game).players[1]);
/** Every game's seed: the same game whichever games walk before it. */
const SEED = 31;
const DECISIONS = Number(process.env.TURN_DECISIONS || 16);
const ONLY = process.env.TABLE_GAMES?.split(",");

/** Two people (Ann, Ben) and the computer on Easy in the last seat. */
async function setUp(page, server, game, seats) {
  await page.goto(`${server.url}#/${game}/new`);
  // The setup drawn, before asking whether it offers a player count (isVisible does not wait:
  // on a busy machine it could ask too early, and Lab Race would stay at one player).
  await page.waitForSelector('li[data-seat="0"] input.name');
  if (await page.locator('#players').isVisible()) await page.selectOption('#players', String(seats));
  await page.fill('li[data-seat="0"] input.name', 'Ann');
  if (seats > 2) await page.fill('li[data-seat="1"] input.name', 'Ben');
  const last = `li[data-seat="${seats - 1}"]`;
  await page.selectOption(`${last} select.controller`, 'computer');
  await page.selectOption(`${last} select.level`, 'Easy');
  await page.click('#start');
  await page.waitForSelector('.board-wrap');
}

/** "While you waited" at one decision; returns whether the last move was marked. */
function assertWaited(now, lastMine, where) {
  const [from, to] = [now.waited[0], now.waited.at(-1)];
  // What is marked moved since the person's last action: nothing older.
  now.marks.forEach((ply) => assert.ok(ply >= from && ply <= to, `${where}: the mark (${ply}) is of a move waited for (${now.waited})`));
  assert.ok(lastMine === null || from <= lastMine + 1, `${where}: the moves waited for begin after the person's last (${from}, ${lastMine})`);
  assert.equal(to, now.ply - 1, `${where}: the moves waited for run to the latest`);
  now.waited.forEach((ply, i) => i && assert.equal(ply, now.waited[i - 1] + 1, `${where}: every move waited for is listed: ${now.waited}`));
  return now.marks.length > 0;
}

/** The ply and the choices on the table: what a tap or the computer's move changes (what the
 *  board lets a person tap now is `[data-can]`: docs/board-contract.md). */
const CHOICES = '.actions button, .game-panel button:not([disabled]), [data-can], #hurry, #winner, #uncover';
/** In the page: what `CHOICES` shows now, or (given what was shown) whether it changed. */
function shown([choices, was]) {
  const ply = document.querySelector('section.play')?.dataset.ply;
  const now = `${ply}|${[...document.querySelectorAll(choices)].map((el) => el.id || el.className || el.textContent).join(',')}`;
  return was === undefined ? now : now !== was;
}
const shownNow = (page) => page.evaluate(shown, [CHOICES]);
/** Waits until the table shows something else than `before` (no fixed sleep). */
const movedOn = (page, before) => page.waitForFunction(shown, [CHOICES, before]);

/** In the page: a person has a decision (as `lookAtTable` counts one), or the game is over. */
const personAsked = () =>
  document.querySelector('#winner, #uncover') ||
  (!document.querySelector('#hurry') &&
    [...document.querySelectorAll('.actions button, .game-panel button:not([disabled]), .game-panel [role="button"], .board-wrap [data-can]')]
      .some((el) => el.getClientRects().length > 0));

async function walk(page, game, device, name) {
  const seen = { decisions: 0, first: null, waitedRuns: 0, marked: 0, earlier: 0, pieces: [] };
  let lastMine = null;
  for (let step = 0; step < 3000 && seen.decisions < DECISIONS; step++) {
    const now = await lookAtTable(page);
    const where = `${game} on the ${name}, ply ${now.ply}`;
    assert.equal(now.refused, 0, `${where}: no "not allowed" notice`);
    // A game over before its decisions goes on as a rematch, at the same table.
    if (now.over) {
      await page.click('#rematch');
      await page.waitForSelector('section.play[data-ply="0"]');
      lastMine = null;
      continue;
    }
    if (now.cover) await page.click('#uncover');
    else if (!now.decision) {
      // The computer's turn: skipped ahead, then looked at again once a person is asked.
      await hurryIfShown(page);
      await page.waitForFunction(personAsked);
      continue;
    }
    seen.decisions++;
    seen.first ??= now.box;
    assert.ok(near(now.box, seen.first), `${where}: the board's box ${now.box} is the first's ${seen.first}`);
    const keyed = await boxWithKeyOpen(page);
    if (keyed) assert.ok(near(keyed, seen.first), `${where}: with the key open the board's box ${keyed} is ${seen.first}`);
    assert.ok(!now.placeEnabledUntapped, `${where}: the confirm (Place) waits for a place chosen`);
    assertInView(now, where);
    if (device.least) {
      const least = await assertPieces(page, device.least, where);
      if (least !== null) seen.pieces.push(least);
    }
    if (now.waited.length) {
      seen.waitedRuns++;
      seen.marked += assertWaited(now, lastMine, where) ? 1 : 0;
      seen.earlier += await assertMovesFit(page, where);
    }
    if (seen.decisions === 3) await page.screenshot({ path: path.join(OUT_DIR, `table-${game}-${name}.png`) });
    lastMine = now.ply;
    const before = await shownNow(page);
    await decide(page, seen.decisions);
    await movedOn(page, before);
  }
  return seen;
}

async function walkGame(browser, server, game, name, figures) {
  const device = DEVICES[name];
  const context = await contextFor(browser, device, SEED);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = collectErrors(page);
  const where = `${game} on the ${name}`;
  try {
    await setUp(page, server, game, seatsOf(game));
    const seen = await walk(page, game, device, name);
    figures.push(`${where}: ${seen.decisions} decisions, box ${seen.first?.map(Math.round).join('x')} throughout; ${seen.waitedRuns} after computer turns, the last move marked at ${seen.marked}, ${seen.earlier} moves counted as earlier; smallest piece ${Math.round(Math.min(...seen.pieces))} px`);
    assert.ok(seen.decisions >= DECISIONS, `${where}: only ${seen.decisions} decisions were reached`);
    // A run of computer turns may move nothing (a roll short of the start): then nothing is marked.
    assert.ok(seen.waitedRuns > 0 && seen.marked > 0, `${where}: after computer turns the board marks the last move (${seen.marked} of ${seen.waitedRuns})`);
    if (device.least) assert.ok(seen.pieces.length >= 2, `${where}: pieces were measured at ${seen.pieces.length} decisions`);
    await assertAccessible(page, `${where}, board`);
    assert.deepEqual(errors, [], `${where}: no error in the page`);
  } finally {
    await context.close();
  }
}

/** The walk of every game on one device (a file each, so two devices walk at once). */
export function testWalkOn(name) {
  const { width, height } = DEVICES[name].viewport;
  test(`two people and a computer play every game by taps at ${width}x${height}: the table holds still, in view, its pieces read`, async (t) => {
    const app = await openApp();
    t.after(() => app.close());
    const figures = [];
    for (const game of GAMES.filter((g) => !ONLY || ONLY.includes(g))) await walkGame(app.browser, app.server, game, name, figures);
    for (const line of figures) t.diagnostic(line);
  });
}
