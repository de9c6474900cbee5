// Issue 31, "every turn easy to follow and quick to play": each game played by two people and a
// computer through 14 decisions by taps (mouse at 1366x768, touch at 1024x768 and 390x844). At
// each person's decision the board's box is the size it was at the first, with the key to the
// board opened too; Carcassonne's Place is disabled until a spot is tapped and no "not allowed"
// notice ever shows; after computer turns "While you waited" lists every move since the
// person's last, one after the other up to the latest, and the board marks the last of them
// that moved something (never an older one).
// Each size is its own test file (turns-<size>.test.mjs), to stay within a file's time limit;
// one browser for the five games at that size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { openApp, collectErrors, decide, fixRandom, OUT_DIR } from './browser.mjs';

export const SIZES = {
  laptop: { name: 'laptop', viewport: { width: 1366, height: 768 } },
  tablet: { name: 'tablet', viewport: { width: 1024, height: 768 }, hasTouch: true },
  phone: { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};
// Catch Me has two seats: a person and the computer.
const GAMES = { 'vaccine-race': 3, 'lab-race': 3, 'catch-me': 2, epidemium: 3, carcassonne: 3 };
const DECISIONS = Number(process.env.TURN_DECISIONS || 14);

/** Two people (Ann, Ben) and the computer on Easy in the last seat, in the same games every run. */
async function setUp(page, server, game, seats) {
  await page.goto(`${server.url}#/${game}/new`);
  await fixRandom(page, 31);
  if (await page.locator('#players').isVisible()) await page.selectOption('#players', String(seats));
  await page.fill('li[data-seat="0"] input.name', 'Ann');
  if (seats > 2) await page.fill('li[data-seat="1"] input.name', 'Ben');
  const last = `li[data-seat="${seats - 1}"]`;
  await page.selectOption(`${last} select.controller`, 'computer');
  await page.selectOption(`${last} select.level`, 'Easy');
  await page.click('#start');
  await page.waitForSelector('.board-wrap');
}

const look = (page) =>
  page.evaluate(() => {
    const box = document.querySelector('.board-wrap').getBoundingClientRect();
    const waited = [...document.querySelectorAll('#last-move[data-waited] button[data-ply]')].map((b) => Number(b.dataset.ply));
    const confirm = document.querySelector('#cc-confirm');
    return {
      ply: Number(document.querySelector('section.play').dataset.ply),
      over: !!document.querySelector('#winner'),
      cover: !!document.querySelector('#uncover'),
      hurry: !!document.querySelector('#hurry'),
      decision: !document.querySelector('#hurry') &&
        !!document.querySelector('.actions button, .game-panel button:not([disabled]), .cc-spot, .lr-board .place.can'),
      box: [box.width, box.height],
      waited,
      marks: [...document.querySelectorAll('.board-wrap [data-last-move]')].map((m) => Number(m.dataset.ply)),
      refused: document.querySelectorAll('[data-notice="refused"]').length,
      placeEnabledUntapped: !!confirm && !confirm.disabled && !document.querySelector('.cc-spot.chosen, .cc-spot[aria-pressed="true"]'),
    };
  });

const boxWithKeyOpen = (page) =>
  page.evaluate(async () => {
    const key = document.querySelector('#board-key');
    if (!key) return null;
    key.open = true;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const box = document.querySelector('.board-wrap').getBoundingClientRect();
    key.open = false;
    return [box.width, box.height];
  });

const near = (a, b) => Math.abs(a[0] - b[0]) <= 2 && Math.abs(a[1] - b[1]) <= 2;

async function playTurns(browser, server, size, game, figures) {
  const context = await browser.newContext({ viewport: size.viewport, hasTouch: !!size.hasTouch, isMobile: !!size.isMobile });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = collectErrors(page);
  const where = `${game} at ${size.viewport.width}x${size.viewport.height}`;
  try {
    await setUp(page, server, game, GAMES[game]);
    let first = null;
    let decisions = 0;
    let lastMine = null;
    let [waitedRuns, marked] = [0, 0];
    for (let step = 0; step < 3000 && decisions < DECISIONS; step++) {
      const now = await look(page);
      assert.equal(now.refused, 0, `${where}: no "not allowed" notice (ply ${now.ply})`);
      // A game over before its 14 decisions goes on as a rematch, at the same table.
      if (now.over) {
        await page.click('#rematch');
        await page.waitForSelector('section.play[data-ply="0"]');
        lastMine = null;
        continue;
      }
      if (now.cover) await page.click('#uncover');
      else if (now.hurry) await page.click('#hurry').catch(() => {});
      if (now.cover || !now.decision) {
        await page.waitForTimeout(40);
        continue;
      }
      decisions++;
      first ??= now.box;
      assert.ok(near(now.box, first), `${where}, decision ${decisions}: the board's box ${now.box} is the first's ${first}`);
      const keyed = await boxWithKeyOpen(page);
      if (keyed) assert.ok(near(keyed, first), `${where}, decision ${decisions}: with the key open the board's box ${keyed} is ${first}`);
      assert.ok(!now.placeEnabledUntapped, `${where}, decision ${decisions}: Place waits for a spot`);
      if (now.waited.length) {
        waitedRuns++;
        marked += now.marks.length > 0 ? 1 : 0;
        const [from, to] = [now.waited[0], now.waited.at(-1)];
        // What is marked moved since the person's last action: nothing older.
        now.marks.forEach((ply) => assert.ok(ply >= from && ply <= to, `${where}: the mark (${ply}) is of a move waited for (${now.waited})`));
        assert.ok(lastMine === null || from <= lastMine + 1, `${where}: the moves waited for begin after the person's last (${from}, ${lastMine})`);
        assert.equal(to, now.ply - 1, `${where}: the moves waited for run to the latest`);
        now.waited.forEach((ply, i) => i && assert.equal(ply, now.waited[i - 1] + 1, `${where}: every move waited for is listed: ${now.waited}`));
      }
      if (decisions === 3) await page.screenshot({ path: path.join(OUT_DIR, `turns-${game}-${size.name}.png`) });
      lastMine = now.ply;
      await decide(page, game, decisions);
      await page.waitForTimeout(30);
    }
    figures.push(`${where}: ${decisions} decisions, the board's box ${first?.map(Math.round).join('x')} throughout; ${waitedRuns} after computer turns, the last move marked at ${marked}`);
    assert.ok(decisions >= Math.min(DECISIONS, 8), `${where}: only ${decisions} decisions were reached`);
    // A run of computer turns may move nothing (a roll short of the start): then nothing is marked.
    assert.ok(waitedRuns > 0 && marked > 0, `${where}: after computer turns the board marks the last move (${marked} of ${waitedRuns})`);
    assert.deepEqual(errors, [], `${where}: no error in the page`);
  } finally {
    await context.close();
  }
}

/** The test of one size: every game, two people and a computer, by taps. */
export function testTurnsAt(size) {
  const { width, height } = size.viewport;
  test(`two people and a computer play every game by taps at ${width}x${height}: the table holds still`, async (t) => {
    const app = await openApp();
    t.after(() => app.close());
    const figures = [];
    for (const game of Object.keys(GAMES)) await playTurns(app.browser, app.server, size, game, figures);
    for (const line of figures) t.diagnostic(line);
  });
}
