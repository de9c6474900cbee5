// The first-visit weight of the home screen and of each game (issue 23), as a browser fetches
// it: the release build in dist/ is served, Chromium opens the home screen in a fresh profile,
// then each game from there; every file the page requested is counted at its gzip -9 size.
// The service worker's own fetches (it caches every game after the home screen is up) are
// not the page's and are not counted.
//
//   node scripts/weights.mjs        (make bench runs it; needs a build and scripts/tools.sh --browser)

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { DIST, DEEP_PREFIX, launchBrowser } from '../tests/e2e/browser.mjs';
import { startServer } from '../tests/e2e/server.mjs';

const GAMES = ['vaccine-race', 'carcassonne', 'lab-race', 'catch-me', 'epidemium'];

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
}
