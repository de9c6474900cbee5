// Issue 21, "a game table, not a document": every game, started by two people, played at the
// four screens the product is used on (a Chromebook, a tablet both ways, a phone with touch).
// At each person's decision the turn banner, the whole board (`.board-wrap` and the SVG boards
// in it) and every control the decision needs (`.actions` buttons, the game panel's enabled
// buttons and choosers) are inside the window, the page is not wider than the window and it
// has not scrolled, though the test never scrolls it. The sizes are split over two files, as a
// file has five minutes; one browser per file.
import assert from 'node:assert/strict';
import path from 'node:path';
import { collectErrors, decide, OUT_DIR } from './browser.mjs';

export const SIZES = [
  { name: 'chromebook', viewport: { width: 1366, height: 768 } },
  { name: 'tablet-landscape', viewport: { width: 1024, height: 768 }, hasTouch: true },
  { name: 'tablet-portrait', viewport: { width: 768, height: 1024 }, hasTouch: true },
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
];
export const GAMES = ['vaccine-race', 'lab-race', 'catch-me', 'epidemium', 'carcassonne'];
/** Person's decisions checked per game and size (a game that ends sooner stops there). */
const DECISIONS = Number(process.env.FIT_DECISIONS || 16);

/** What is on screen now, and every required element outside the window (with its box). */
export const look = (page) =>
  page.evaluate(() => {
    const W = innerWidth;
    const H = innerHeight;
    const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const outside = [];
    const check = (el, label) => {
      const r = el.getBoundingClientRect();
      if (r.left < -1 || r.top < -1 || r.right > W + 1 || r.bottom > H + 1 || r.width < 1 || r.height < 1)
        outside.push(`${label} [${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}]`);
    };
    const banner = document.querySelector('#turn-banner');
    const wrap = document.querySelector('.board-wrap');
    if (banner) check(banner, 'banner');
    if (wrap) check(wrap, 'board-wrap');
    // The boards themselves: every outermost SVG in the board's box.
    document.querySelectorAll('.board-wrap svg').forEach((svg, i) => {
      if (!svg.parentElement.closest('svg') && shown(svg)) check(svg, `board svg ${i}`);
    });
    const controls = [
      ...document.querySelectorAll('.actions button'),
      ...document.querySelectorAll('.game-panel button:not([disabled]), .game-panel [role="button"]'),
    ].filter(shown);
    // Issue 31: undo, redo and share are always in the window, as is every enabled control,
    // and not scrolled out of the panel that holds them.
    const always = ['#undo', '#redo', '#share'].map((s) => document.querySelector(s)).filter(Boolean);
    const panel = document.querySelector('#controls')?.getBoundingClientRect();
    const inPanel = (el) => {
      const r = el.getBoundingClientRect();
      return !panel || (r.top >= panel.top - 1 && r.bottom <= panel.bottom + 1);
    };
    [...controls, ...always].forEach((el) => {
      const label = `control "${(el.textContent || el.id || '').trim().slice(0, 40)}"`;
      check(el, label);
      if (!inPanel(el) && el.closest('#controls')) outside.push(`${label} scrolled out of the panel`);
    });
    return {
      over: !!document.querySelector('#winner'),
      cover: !!document.querySelector('#uncover'),
      hurry: !!document.querySelector('#hurry'),
      decision: controls.length > 0 && !document.querySelector('#hurry'),
      always: always.length,
      outside,
      scrolled: [scrollX, scrollY],
      wider: document.documentElement.scrollWidth > W,
    };
  });

export async function playAt(browser, server, size, game, figures) {
  const context = await browser.newContext({ viewport: size.viewport, hasTouch: !!size.hasTouch, isMobile: !!size.isMobile });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = collectErrors(page);
  try {
    await page.goto(`${server.url}?game=${game}&players=2#/${game}/new`);
    await page.click('#start');
    await page.waitForSelector('.board-wrap');
    let checked = 0;
    let inView = 0;
    const misses = [];
    for (let step = 0; step < 4000 && checked < DECISIONS; step++) {
      const now = await look(page);
      if (now.over) break;
      if (now.cover) {
        await page.click('#uncover');
        continue;
      }
      if (!now.decision) {
        if (now.hurry) await page.click('#hurry').catch(() => {});
        else await page.waitForTimeout(40);
        continue;
      }
      checked++;
      assert.equal(now.always, 3, 'undo, redo and share are on the table');
      const fits = now.outside.length === 0 && !now.wider && now.scrolled[0] === 0 && now.scrolled[1] === 0;
      if (fits) inView++;
      else if (misses.length < 3) misses.push(`decision ${checked}: ${now.outside.join('; ')}${now.wider ? ' page wider than the window' : ''} scrolled ${now.scrolled}`);
      // What the person sees (the window, not the page below the table).
      if (checked === 2) await page.screenshot({ path: path.join(OUT_DIR, `fit-${game}-${size.name}.png`) });
      await decide(page, game, checked);
      await page.waitForTimeout(30);
    }
    figures.push(`${game} at ${size.viewport.width}x${size.viewport.height}: ${inView}/${checked} decisions in view`);
    assert.ok(checked >= Math.min(DECISIONS, 6), `${game} at ${size.name}: only ${checked} decisions were reached`);
    assert.deepEqual(misses, [], `${game} at ${size.name}: the banner, the board and the choices are all in view`);
    assert.deepEqual(errors, [], `${game} at ${size.name}: no error in the page`);
  } finally {
    await context.close();
  }
}

/** Plays every game at each of `sizes` in one browser, one test per size. */
export function testFitAt(test, app, sizes) {
  for (const size of sizes) {
    const { width, height } = size.viewport;
    test(`every game fits the table at ${width}x${height} (${size.name})`, async (t) => {
      const figures = [];
      for (const game of GAMES) await playAt(app.browser, app.server, size, game, figures);
      for (const line of figures) t.diagnostic(line);
    });
  }
}
