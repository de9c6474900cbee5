// Offline after the first visit: the service worker caches the build, the site keeps working
// with the server gone, and a new build replaces the old cache as a whole. Also the page's
// Content-Security-Policy and its manifest.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DIST, DEEP_PREFIX, APP_SELECTOR, launchBrowser, collectErrors, watchCsp, assertStrictCsp, unexpectedErrors,
  playSteps, logLines, screenshot,
} from './browser.mjs';
import { startServer } from './server.mjs';
import { GAMES } from './games.mjs';
import { postBuild } from '../../scripts/post-build.mjs';

/** Opens `url` in a fresh browser and waits until the service worker controls the page. */
async function openControlled(url) {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const errors = collectErrors(page);
  await watchCsp(page);
  await page.goto(url);
  await page.waitForSelector(APP_SELECTOR, { state: 'attached' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  return { browser, page, errors };
}

const cacheNames = (page) => page.evaluate(() => caches.keys());

async function until(check, what, timeout = 15_000) {
  for (const end = Date.now() + timeout; !(await check()); await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
  }
}

test('after the first visit the app loads and plays with the server down', async (t) => {
  const server = await startServer({ root: DIST, prefix: DEEP_PREFIX });
  const { browser, page, errors } = await openControlled(server.url);
  t.after(() => browser.close());

  await assertStrictCsp(page);
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector('link[rel=manifest]');
    return (await fetch(link.href)).json();
  });
  assert.equal(manifest.name, 'Quarantable');
  assert.ok(manifest.theme_color && manifest.icons.length > 0, 'theme colour and icons');
  assert.ok(manifest.icons.some((i) => i.sizes === '512x512' && i.type === 'image/png'), 'a 512 px PNG icon to install with');
  for (const icon of manifest.icons) {
    const status = await page.evaluate(async (src) => {
      const answer = await fetch(new URL(src, document.querySelector('link[rel=manifest]').href));
      await answer.arrayBuffer(); // read it all, or the next navigation aborts it
      return answer.status;
    }, icon.src);
    assert.equal(status, 200, `the manifest's icon ${icon.src} is served`);
  }
  assert.deepEqual(await cacheNames(page), [await workerCache(server)]);

  await server.stop();
  const answers = [];
  page.on('response', (r) => answers.push({ url: r.url(), fromWorker: r.fromServiceWorker() }));
  await page.goto(server.url + '?game=vaccine-race#/vaccine-race/new');
  await page.click('#start');
  await page.waitForSelector('svg.track');
  await playSteps(page, 8);
  const before = await logLines(page);
  await page.reload();
  await page.waitForSelector('svg.track');
  assert.deepEqual((await logLines(page)).slice(0, before.length), before, 'resumed after an offline reload');
  await screenshot(page, 'offline-resumed');

  // Every game opens offline too: the worker cached each game's own file at install.
  for (const game of GAMES.filter((g) => g !== 'vaccine-race')) {
    await page.goto(server.url + `#/${game}/new`);
    await page.click('#start');
    await page.waitForSelector('#turn-banner');
    await page.waitForSelector('.board-wrap svg');
    await playSteps(page, 2);
  }
  assert.ok(answers.some((a) => /\/game-epidemium-[0-9a-f]+\.wasm$/.test(a.url)), 'a game\'s own file came from the cache');

  assert.ok(answers.some((a) => a.url.endsWith('.wasm')), 'the wasm was loaded again');
  const fromNetwork = answers.filter((a) => !a.url.startsWith('data:') && !a.fromWorker);
  assert.deepEqual(fromNetwork, [], 'with the server down every request is answered by the worker');
  assert.deepEqual(unexpectedErrors(errors), []);
});

test('a new build replaces the old cache as a whole', async (t) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quarantable-sw-'));
  t.after(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const live = path.join(tmp, 'live');
  fs.cpSync(DIST, live, { recursive: true });
  const server = await startServer({ root: live, prefix: DEEP_PREFIX });
  t.after(() => server.stop());
  const { browser, page, errors } = await openControlled(server.url);
  t.after(() => browser.close());
  const oldCache = (await cacheNames(page))[0];

  const { cache: newCache, js: newJs, oldJs } = nextBuild(live);
  assert.notEqual(newCache, oldCache);
  await page.reload(); // served by the old worker; the browser finds and installs the new one
  await until(async () => (await cacheNames(page)).join() === newCache, 'the new build replaced the old cache');
  await page.reload();
  await page.waitForSelector(APP_SELECTOR, { state: 'attached' });
  await page.click('article[data-game="vaccine-race"] a.primary');
  await page.waitForSelector('#start');

  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  assert.ok(scripts.some((u) => u.endsWith(newJs)), `the new build runs: ${newJs} in ${scripts}`);
  assert.ok(!scripts.some((u) => u.endsWith(oldJs)), 'nothing of the old build is loaded');
  const cached = await page.evaluate((name) => caches.open(name).then((c) => c.keys()).then((r) => r.map((q) => q.url)), newCache);
  assert.ok(!cached.some((u) => u.includes(oldJs.replace('.js', ''))), 'the new cache holds no old file');
  assert.deepEqual(unexpectedErrors(errors), []);
});

async function workerCache(server) {
  const source = await fetch(server.url + 'sw.js').then((r) => r.text());
  return source.match(/const CACHE = "([^"]+)"/)[1];
}

/** Makes `dir` look like the next release: the JS and wasm under a new hash, post-built again. */
function nextBuild(dir) {
  const oldJs = fs.readdirSync(dir).find((f) => /^quarantable-[0-9a-f]+\.js$/.test(f));
  const oldHash = oldJs.match(/-([0-9a-f]+)\.js$/)[1];
  const newHash = [...oldHash].reverse().join('');
  for (const file of fs.readdirSync(dir).filter((f) => f.includes(oldHash))) {
    fs.renameSync(path.join(dir, file), path.join(dir, file.replace(oldHash, newHash)));
  }
  // The page and the JS name the build's files (the split JS and the main JS name each other).
  const rename = (file) => fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll(oldHash, newHash));
  for (const js of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) rename(path.join(dir, js));
  const index = path.join(dir, 'index.html');
  rename(index);
  // Their preload links carry their integrity, which changed with them.
  const sri = (file) => `sha384-${crypto.createHash('sha384').update(fs.readFileSync(path.join(dir, file))).digest('base64')}`;
  fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace(/(<link rel="(?:modulepreload|preload)" href="\.\/([^"]+)"[^>]*integrity=")[^"]*"/g,
    (_, head, file) => `${head}${sri(file)}"`));
  const { cache } = postBuild(dir);
  return { cache, js: oldJs.replace(oldHash, newHash), oldJs };
}
