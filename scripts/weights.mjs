// The first-visit weight of the home screen and of each game, as a browser fetches
// it: the release build in dist/ is served, Chromium opens the home screen in a fresh profile,
// then each game from there; every file the page requested is counted at its gzip -9 size.
// The service worker's own fetches (it caches every game after the home screen is up) are
// not the page's and are not counted. Then, on Lighthouse's slow mobile network, how long a
// game takes from being chosen to its board.
//
//   node scripts/weights.mjs        (make bench runs it; needs a build and scripts/tools.sh --browser)

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { DIST, DEEP_PREFIX, launchBrowser } from '../tests/e2e/browser.mjs';
import { startServer } from '../tests/e2e/server.mjs';
import { GAMES } from '../tests/e2e/games.mjs';

/** Raw and gzip -9 bytes of the dist files behind `urls`. */
function weigh(urls, server) {
  const files = [...new Set(urls.map((u) => decodeURIComponent(new URL(u).pathname.slice(server.prefix.length)) || 'index.html'))];
  return files.reduce((sum, file) => {
    const data = fs.readFileSync(path.join(DIST, file));
    return { files: sum.files + 1, raw: sum.raw + data.length, gz: sum.gz + zlib.gzipSync(data, { level: 9 }).length };
  }, { files: 0, raw: 0, gz: 0 });
}

/** The URLs a fresh page requests for the home screen, then for `game` (if any) from there. */
async function visit(browser, server, game) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const urls = [];
  page.on('request', (r) => r.url().startsWith(server.url.replace(/\/$/, '')) && urls.push(r.url()));
  await page.goto(server.url);
  await page.waitForSelector('article[data-game]');
  await page.waitForLoadState('networkidle');
  const home = urls.filter((u) => !u.endsWith('/sw.js'));
  if (!game) return (await context.close(), { home });
  const before = urls.length;
  await page.click(`article[data-game="${game}"] a.primary`);
  await page.click('#start');
  await page.waitForSelector('.board-wrap svg');
  await page.waitForLoadState('networkidle');
  const opened = urls.slice(before).filter((u) => !u.endsWith('/sw.js'));
  await context.close();
  return { home, opened };
}

// Lighthouse's mobile profile: a slow 4G link (150 ms, 1.6 Mbit/s down, 750 kbit/s up) and a
// CPU four times slower than this machine's.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * Seconds from choosing `game` on the home screen ("New game") to its setup screen, and from
 * Start to its board, with Start pressed as soon as it shows or `pause` ms later (a person
 * filling in the seats while the game's code comes).
 */
async function timeToBoard(browser, server, game, pause) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(server.url);
  await page.waitForSelector('article[data-game]');
  await page.waitForLoadState('networkidle');
  const chose = Date.now();
  await page.tap(`article[data-game="${game}"] a.primary`);
  await page.waitForSelector('#start');
  const setup = Date.now();
  if (pause) await page.waitForTimeout(pause);
  const start = Date.now();
  await page.click('#start');
  await page.waitForSelector('.board-wrap svg');
  const board = Date.now();
  await context.close();
  return { setup: (setup - chose) / 1000, board: (board - start) / 1000 };
}

export async function speeds() {
  const server = await startServer({ root: DIST, prefix: DEEP_PREFIX, gzip: true });
  const browser = await launchBrowser();
  try {
    const rows = [];
    for (const game of GAMES) {
      const at = await timeToBoard(browser, server, game, 0);
      const later = await timeToBoard(browser, server, game, 2000);
      rows.push([game, at.setup, at.board, later.board]);
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function weights() {
  const server = await startServer({ root: DIST, prefix: DEEP_PREFIX });
  const browser = await launchBrowser();
  try {
    const rows = [['home screen', weigh((await visit(browser, server)).home, server)]];
    for (const game of GAMES) {
      const { home, opened } = await visit(browser, server, game);
      const own = weigh(opened, server);
      rows.push([`${game} (its own)`, own], [`home + ${game}`, weigh([...home, ...opened], server)]);
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('First-visit weight (what the page fetches; gzip -9):');
  for (const [what, w] of await weights()) {
    console.log(`  ${what.padEnd(28)} ${String(w.files).padStart(3)} files  ${kb(w.raw).padStart(10)} raw  ${kb(w.gz).padStart(9)} gzip -9`);
  }
  console.log('First visit on a slow 4G phone (150 ms, 1.6 Mbit/s, CPU x4), seconds:');
  console.log(`  ${'game'.padEnd(14)} ${'New game -> setup'.padStart(18)} ${'Start at once -> board'.padStart(23)} ${'Start after 2 s -> board'.padStart(25)}`);
  for (const [game, setup, board, later] of await speeds()) {
    console.log(`  ${game.padEnd(14)} ${setup.toFixed(2).padStart(18)} ${board.toFixed(2).padStart(23)} ${later.toFixed(2).padStart(25)}`);
  }
}
