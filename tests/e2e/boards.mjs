// Issue 34, "boards people want to play on", per game: its pieces read at a glance on a phone
// and a laptop at several moments of a game, and its dice tumble (and lie still under reduced
// motion); Carcassonne's placed tile settles instead.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible, collectErrors, decide, openApp } from './browser.mjs';
import { assertPiecesRead, measure } from './pieces.mjs';

const SIZES = [
  { name: '390x844', least: 24, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: '1366x768', least: 32, viewport: { width: 1366, height: 768 } },
];
/** Players per game: the most the board has to hold. */
const PLAYERS = { 'vaccine-race': 6, 'lab-race': 3, 'catch-me': 2, epidemium: 6, carcassonne: 5 };
/** The person's decisions at which the board is measured. */
const MOMENTS = [1, 4, 9, 16, 25];

async function newGame(browser, server, game, size, options = {}) {
  const context = await browser.newContext({ viewport: size.viewport, hasTouch: !!size.hasTouch, isMobile: !!size.isMobile, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${server.url}?game=${game}&players=${PLAYERS[game]}#/${game}/new`);
  await page.click('#start');
  await page.waitForSelector('.board-wrap');
  return { context, page };
}

/** Waits for the person's next decision (the computer's turns and the pieces' walks done). */
async function nextDecision(page) {
  for (let i = 0; i < 400; i++) {
    if (await page.locator('#winner').count()) return false;
    if (await page.locator('#uncover').count()) await page.click('#uncover');
    else if (await page.locator('.actions button, .cc-spot, .game-panel button:not([disabled])').count()) return true;
    await page.waitForTimeout(40);
  }
  return false;
}

async function piecesThroughAGame(browser, server, game, size) {
  const { context, page } = await newGame(browser, server, game, size);
  const errors = collectErrors(page);
  const smallest = [];
  try {
    // A moment at which the board shows no piece yet (Carcassonne before a Meeple stands in
    // view) is owed, and measured at the next decision that shows one.
    const last = MOMENTS.at(-1);
    let owed = 0;
    for (let n = 1; (n <= last || owed) && n <= 2 * last && (await nextDecision(page)); n++) {
      if (MOMENTS.includes(n)) owed++;
      if (owed) {
        const least = assertPiecesRead(await measure(page), size.least, `${game} at ${size.name}, decision ${n}`);
        if (least !== null) {
          smallest.push(least);
          owed--;
        }
      }
      await decide(page, game, n);
    }
    assert.ok(smallest.length >= 2, `${game} at ${size.name}: pieces were measured at ${smallest.length} moments`);
    await assertAccessible(page, `${game} board at ${size.name}`);
    assert.deepEqual(errors, [], 'no error in the page');
    return Math.round(Math.min(...smallest));
  } finally {
    await context.close();
  }
}

/** Throws the dice once they may be thrown; the animation of the throw's name. */
async function throwDice(page, game) {
  for (let n = 1; n < 40 && !(await page.locator('#dice:not([disabled])').count()); n++) {
    if (await nextDecision(page)) await decide(page, game, n);
  }
  await page.click('#dice');
  await page.waitForFunction(() => /roll-[ab]/.test(document.querySelector('#dice').className));
  return 'die-roll';
}

/** Places Carcassonne's first tile on its first spot. */
async function placeTile(page) {
  await page.locator('.cc-spot').first().dispatchEvent('click');
  await page.click('#cc-confirm');
  await page.waitForSelector('.cc-settle');
  return 'cc-settle';
}

/** Plays the game's first move that animates; true when something then moves on the board. */
async function movesWhenPlayed(browser, server, game, reducedMotion) {
  const { context, page } = await newGame(browser, server, game, SIZES[1], { reducedMotion });
  try {
    const name = game === 'carcassonne' ? await placeTile(page) : await throwDice(page, game);
    return await page.evaluate((name) =>
      new Promise((done) => requestAnimationFrame(() => done(
        document.getAnimations().some((a) => a.animationName?.startsWith(name) && a.playState === 'running')))), name);
  } finally {
    await context.close();
  }
}

export function testBoard(game) {
  test(`${game}: every piece reads at a glance on a phone and a laptop, never covered; its moves animate, and not under reduced motion`, async (t) => {
    const app = await openApp();
    t.after(() => app.close());
    for (const size of SIZES) {
      const least = await piecesThroughAGame(app.browser, app.server, game, size);
      t.diagnostic(`${game} at ${size.name}: the smallest piece is ${least} px across (at least ${size.least})`);
    }
    assert.equal(await movesWhenPlayed(app.browser, app.server, game, 'no-preference'), true, `${game}: the dice tumble (a tile settles)`);
    assert.equal(await movesWhenPlayed(app.browser, app.server, game, 'reduce'), false, `${game}: under reduced motion nothing moves`);
  });
}
