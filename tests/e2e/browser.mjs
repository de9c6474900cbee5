// Shared helpers for the end-to-end tests: Debian's Chromium driven by playwright-core,
// network recording, error collection, screenshots, and one call to open the built app.
//
//   const app = await openApp();            // serves dist/ under a deep sub-folder, opens it
//   await app.page.click('text=Vaccine Race');
//   app.network.assertAllLocal();
//   await screenshot(app.page, 'vaccine-race-start');
//   app.assertNoErrors();
//   await app.close();

import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '..', '..');
/** The built app the tests serve: dist/, or another build named by E2E_DIST (an older one, to see a test fail). */
export const DIST = process.env.E2E_DIST || path.join(ROOT, 'dist');
export const OUT_DIR = path.join(HERE, 'out');
export const CHROMIUM = process.env.CHROMIUM_BIN || '/usr/bin/chromium';
/** A deep sub-folder, as on a school's web space: the app must not assume it lives at `/`. */
export const DEEP_PREFIX = '/schools/class-3b/games/quarantable/';
/** The element the Leptos app mounts; its presence means the wasm started. */
export const APP_SELECTOR = 'main#app';

export const CHROMIUM_ARGS = [
  '--no-sandbox', // we run as root in CI
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
];

/**
 * Launches headless Debian Chromium (never a downloaded browser) with a fresh profile.
 *
 * Deterministic by default: every context it opens plays under reduced motion (the
 * pieces jump, the dice lie still: no test waits on a walk it does not test) and its random
 * source, where a new game takes its seed, is fixed. The n-th context of the browser gets seed
 * `seed + n`, so two devices of one test differ and each run deals the same games.
 * `motion: true` keeps the animations (a test of motion, or of timing as people see it);
 * `newContext({ seed })` fixes one context's seed itself.
 */
export async function launchBrowser({ headless = true, args = [], motion = false, seed = 41 } = {}) {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} not found: run scripts/tools.sh --browser (apt-get install chromium chromium-driver)`);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless, args: [...CHROMIUM_ARGS, ...args] });
  const plain = browser.newContext.bind(browser);
  let opened = 0;
  browser.newContext = async ({ seed: own, ...options } = {}) => {
    const context = await plain({ reducedMotion: motion ? 'no-preference' : 'reduce', ...options });
    await context.addInitScript(randomFrom, [own ?? seed + opened++, true]);
    return context;
  };
  return browser;
}

function isLocal(url) {
  if (/^(data|blob|about|chrome-error):/.test(url)) return true;
  try {
    return new URL(url).hostname === '127.0.0.1';
  } catch {
    return false;
  }
}

/** The game whose own module `url` is (game-<id>-<build>.wasm), or null. */
export const gameModule = (url) => url.match(/\/game-([a-z-]+)-[0-9a-f]{16}\.wasm$/)?.[1] ?? null;
/** The shell's part whose own module `url` is (screen-<name>-<build>.wasm: saves, arrival), or null. */
export const screenModule = (url) => url.match(/\/screen-([a-z-]+)-[0-9a-f]{16}\.wasm$/)?.[1] ?? null;
/** Whether `url` is code that opening `game` may fetch: its module or a chunk shared by parts. */
export const isGamePart = (url, game) => gameModule(url) === game || /\/shared-[a-z0-9]+-[0-9a-f]{16}\.wasm$/.test(url);

/**
 * Records every request the page makes. Call `markLoaded()` once the first load is done;
 * requests after that are in `afterLoad`.
 */
export function recordNetwork(page) {
  const rec = {
    requests: [], // { url, method, resourceType, afterLoad }
    loaded: false,
    markLoaded() {
      rec.loaded = true;
    },
    get afterLoad() {
      return rec.requests.filter((r) => r.afterLoad);
    },
    /** Every request so far went to 127.0.0.1 (or was data:/blob:). */
    assertAllLocal() {
      const external = rec.requests.filter((r) => !isLocal(r.url)).map((r) => r.url);
      assert.deepEqual(external, [], `requests left 127.0.0.1: ${external.join(', ')}`);
    },
    /** After the first load no request left 127.0.0.1. */
    assertNoExternalAfterLoad() {
      const external = rec.afterLoad.filter((r) => !isLocal(r.url)).map((r) => r.url);
      assert.deepEqual(external, [], `requests left 127.0.0.1 after load: ${external.join(', ')}`);
    },
    /**
     * After the first load the page fetched only the code of `game`: its own module
     * and chunks shared between games, and its own module at least. Nothing of another game.
     */
    assertOnlyGameAfterLoad(game) {
      const others = rec.afterLoad.filter((r) => !isGamePart(r.url, game)).map((r) => `${r.method} ${r.url}`);
      assert.deepEqual(others, [], `requests after load other than ${game}'s code`);
      assert.ok(rec.afterLoad.some((r) => gameModule(r.url) === game), `${game}'s own module was fetched when it was opened`);
    },
    /** After the first load the page made no request at all (everything was in the first load). */
    assertNoneAfterLoad() {
      const urls = rec.afterLoad.map((r) => `${r.method} ${r.url}`);
      assert.deepEqual(urls, [], `requests after load: ${urls.join(', ')}`);
    },
  };
  page.on('request', (req) =>
    rec.requests.push({ url: req.url(), method: req.method(), resourceType: req.resourceType(), afterLoad: rec.loaded }),
  );
  return rec;
}

/** Collects uncaught page errors, console errors and failed requests. */
export function collectErrors(page) {
  const errors = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  // A request the page dropped itself is no failure: a reload while a part of the app was
  // still coming (the saves list, fetched as the home screen opens) cancels it.
  page.on('requestfailed', (req) => {
    const why = req.failure()?.errorText ?? '';
    if (why !== 'net::ERR_ABORTED') errors.push(`requestfailed: ${req.url()} ${why}`);
  });
  page.on('crash', () => errors.push('page crashed'));
  return errors;
}

/** Saves a full-page screenshot to tests/e2e/out/<name>.png and returns its path. */
export async function screenshot(page, name) {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Serves dist/ under `prefix` on 127.0.0.1, launches Chromium, opens the app and waits until
 * it has mounted (`main#app`) and the network is idle. Returns everything a test needs;
 * call `close()` at the end (also when the test fails: use it in `t.after` or `finally`).
 */
/**
 * Makes the page's random source (crypto.getRandomValues, where a new game takes its seed)
 * give the same numbers every run from `seed`: a test that needs a game with some event in it
 * then plays that same game each time instead of hoping for it.
 */
export async function fixRandom(page, seed) {
  await page.evaluate(randomFrom, [seed, false]);
}

/** `fixRandom` for every page the context of `page` loads from now on, before its own scripts:
 *  a device whose first page opens a link (its id and its values are drawn as it loads). */
export async function fixRandomFromStart(page, seed) {
  await page.context().addInitScript(randomFrom, [seed, false]);
}

/**
 * In the page: replaces its random source with a generator from `start`. With `perLoad` (the
 * contexts' default seeding), each load of a tab goes on from another point (counted in its
 * sessionStorage), as a real random source would: a game made after a reload never draws the
 * id of one made before it. Without it (`fixRandom`), exactly the numbers of `start`.
 */
function randomFrom([start, perLoad]) {
  let loads = 0;
  try {
    if (perLoad) loads = Number(sessionStorage.getItem('quarantable-test.loads') ?? 0);
    if (perLoad) sessionStorage.setItem('quarantable-test.loads', String(loads + 1));
  } catch {
    // A frame with an opaque origin (a sandboxed iframe) has no storage: its first load's numbers.
  }
  let state = (start + loads * 0x9e3779b1) >>> 0 || 1;
  crypto.getRandomValues = (array) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) {
      state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
      bytes[i] = state & 0xff;
    }
    return array;
  };
}

/** A phone held upright with a touch screen, for `openApp(PHONE)`. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

export async function openApp({ prefix = DEEP_PREFIX, path: subPath = '', viewport = { width: 1280, height: 800 }, hasTouch = false, isMobile = false, timeout = 30_000, motion = false, seed } = {}) {
  const server = await startServer({ root: DIST, prefix });
  let browser;
  try {
    browser = await launchBrowser({ motion, seed });
    const context = await browser.newContext({ viewport, hasTouch, isMobile });
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    const errors = collectErrors(page);
    const network = recordNetwork(page);
    const response = await page.goto(server.url + subPath, { waitUntil: 'load' });
    assert.equal(response?.status(), 200, `GET ${server.url + subPath}`);
    await page.waitForSelector(APP_SELECTOR, { state: 'attached' });
    await page.waitForLoadState('networkidle');
    // The service worker caches the whole build right after the first load: part of that load.
    await page.evaluate(() =>
      document.querySelector('meta[name=quarantable-service-worker]') ? navigator.serviceWorker.ready.then(() => true) : false,
    );
    network.markLoaded();
    return {
      server,
      browser,
      context,
      page,
      network,
      errors,
      assertNoErrors() {
        assert.deepEqual(errors, [], `errors in the page:\n${errors.join('\n')}`);
      },
      async close() {
        // A browser that crashed is closed already: only a connected one is closed here.
        if (browser.isConnected()) await browser.close();
        await server.stop();
      },
    };
  } catch (err) {
    if (browser?.isConnected()) await browser.close();
    await server.stop();
    throw err;
  }
}

/**
 * Records Content-Security-Policy violations in the page (and its frames) from the first
 * script on: `await cspViolations(page)` lists them. Call before the page loads.
 */
export async function watchCsp(page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`),
    );
  });
}
/** The console error Chromium prints for the script `assertStrictCsp` injects on purpose. */
const INJECTED = 'window.__injected = true;';
const INJECTED_HASH = `sha256-${crypto.createHash('sha256').update(INJECTED).digest('base64')}`;
export const unexpectedErrors = (errors) => errors.filter((e) => !e.includes(INJECTED_HASH));

export const cspViolations = (target) => target.evaluate(() => window.__cspViolations ?? ['not watched']);

/**
 * Asserts the page's own CSP: present, scripts only from itself (hashed inline code and
 * 'wasm-unsafe-eval', never 'unsafe-inline' or 'unsafe-eval'), and enforced: an injected
 * inline script does not run. Returns the policy text.
 */
export async function assertStrictCsp(target, { self = true } = {}) {
  const csp = await target.evaluate(
    () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content ?? '',
  );
  const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
  assert.match(scriptSrc, /'wasm-unsafe-eval'/, `script-src allows compiling the wasm: ${csp}`);
  assert.match(scriptSrc, /'sha256-[A-Za-z0-9+/=]+'/, `the inline start script is allowed by hash: ${csp}`);
  assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'|\*|https?:/, `nothing else may run: ${csp}`);
  if (self) assert.match(scriptSrc, /'self'/);
  assert.deepEqual(await cspViolations(target), [], 'the page ran with no CSP violation');
  const ran = await target.evaluate((injected) => {
    const s = document.createElement('script');
    s.textContent = injected;
    document.head.append(s);
    return window.__injected === true;
  }, INJECTED);
  assert.equal(ran, false, 'an injected inline script must be blocked');
  assert.deepEqual(await cspViolations(target), ['script-src-elem blocked inline'], 'the blocked script was reported');
  return csp;
}

/**
 * Skips the computer's turns ahead when "Hurry" is shown: looked for and pressed in one step in
 * the page, so a computer's turn that ended just before is no failed tap (and a failed tap of a
 * button that is there is never swallowed). True when it was pressed.
 */
export const hurryIfShown = (target) =>
  target.evaluate(() => {
    const hurry = document.querySelector('#hurry');
    hurry?.click();
    return Boolean(hurry);
  });

/** What any game's table shows when someone is to do something: a person's choice (a button,
 *  or what the board lets them tap now, `[data-can]`: docs/board-contract.md), the computer's
 *  turn (Hurry), a cover to lift, or the end. */
const SOMETHING_TO_DO = '#winner, #hurry, #uncover, .actions button, .game-panel button:not([disabled]), [data-can]';

/**
 * Plays `n` steps of any game: a person's first action (a board's own choice where it has no
 * buttons, as `decide`), the cover lifted, or the computer skipped ahead. Each step waits for
 * something to do, and fails if nothing comes.
 */
export async function playSteps(target, n) {
  for (let i = 0; i < n; i++) {
    // A person's choices come once the pieces have stopped walking.
    await target.waitForSelector(SOMETHING_TO_DO);
    if (await target.locator('#winner').count()) return;
    if (await hurryIfShown(target)) {
      await target.waitForSelector('#hurry', { state: 'detached' });
      continue;
    }
    if (await target.locator('#uncover').count()) await target.click('#uncover');
    else if (await target.locator('.actions button').count()) {
      await tapUnlessPlayed(target, await plyNow(target), target.locator('.actions button').first());
      await confirmIfAsked(target);
    } else await decide(target, 0);
    // Paces the loop only: the next step waits for what is to do then.
    await target.waitForTimeout(20);
  }
}

/**
 * A person's decision (the `n`th of a walk), taken as a person would, through the board's page
 * contract (docs/board-contract.md) and the same way for every game:
 * - a choice the board opened in its panel for a place tapped before (`.game-panel [data-can]`,
 *   Lab Race's choices for a piece on a 6): the `n`th;
 * - where the board alone asks (places to tap, `[data-can]`, and no action button: Carcassonne's
 *   spots for its tile), the `n`th place, then its confirm (`[data-confirm]`) where it has one;
 * - else every other time the first place the board lets them tap, or an action button.
 */
export async function decide(page, n) {
  await tapDecision(page, n);
  await confirmIfAsked(page);
}

async function tapDecision(page, n) {
  const opened = page.locator('.game-panel [data-can]');
  if (await has(page, '.game-panel [data-can]')) return opened.nth(n % (await opened.count())).click();
  const places = page.locator('.board-wrap [data-can]');
  const count = await places.count();
  if (count && !(await has(page, '.actions button'))) {
    await places.nth(n % count).dispatchEvent('click');
    if (await has(page, '[data-confirm]')) await page.click('[data-confirm]');
    return;
  }
  // A place that is the only move plays itself after a beat (Table::forced): the tap may find it gone.
  if (count && n % 2) return tapUnlessPlayed(page, await plyNow(page), places.first());
  return tapAction(page, n);
}

/** An action that loses the game (`[data-loses]`: docs/board-contract.md) plays only once the
 *  person confirms it: where the table asks (`#loses-confirm`), a test playing on confirms. */
export async function confirmIfAsked(page) {
  if (await has(page, '#loses-confirm')) await page.click('#loses-confirm');
}

const has = async (page, sel) => (await page.locator(sel).count()) > 0;

/** The `n`th action button (a usual action, such as Epidemium's keep, plays itself after a
 *  beat: the tap may find it played), else the panel's first control. */
async function tapAction(page, n) {
  const buttons = page.locator('.actions button');
  const count = await buttons.count();
  if (count) return tapUnlessPlayed(page, await plyNow(page), buttons.nth((n * 5) % count));
  return page.locator('.game-panel button:not([disabled])').first().click();
}

/** The seats of the save the page shows (names, colours, person or computer, levels). */
const seatsShown = (page) =>
  page.evaluate(() => {
    const id = location.hash.split('/').pop();
    return JSON.parse(localStorage.getItem(`quarantable.save.${id}`)).seats;
  });

/**
 * A rematch with the same seats and levels: at a game's end, Rematch opens a
 * new game of that game, at its start, with the same names, colours, people and levels.
 */
export async function assertRematchKeepsSeats(page) {
  await page.waitForSelector('#winner');
  const [before, url] = [await seatsShown(page), page.url()];
  // The address changes before the hash change redraws the screen: the old table, whose board
  // and result are still in the page for that moment, must be gone first.
  const oldTable = await page.$('section.play');
  await page.click('#rematch');
  await page.waitForFunction((old) => location.href !== old, url);
  await page.waitForFunction((table) => !table.isConnected, oldTable);
  await page.waitForSelector('.board-wrap');
  assert.deepEqual(await seatsShown(page), before, 'the rematch keeps every seat');
  assert.equal(await page.locator('#winner').count(), 0, 'the rematch is a new game');
  assert.equal(await page.locator('section.play').getAttribute('data-ply'), '0', 'from its start');
}

/** The log's lines in the order they happened (the log shows the newest first). */
export const logLines = (target) =>
  target.locator('#log li').evaluateAll((lis) =>
    lis.map((li, i) => ({ ply: Number(li.dataset.ply), i, text: li.textContent }))
      .sort((a, b) => a.ply - b.ply || a.i - b.i)
      .map((l) => l.text),
  );

/**
 * Positions, not journeys: the saved games `cargo run -p games --example positions -- <dir>`
 * writes (make test writes them to target/positions; E2E_POSITIONS names another folder).
 * A test opens the moment it checks instead of playing up to it.
 */
export const POSITIONS = process.env.E2E_POSITIONS || path.join(ROOT, 'target', 'positions');

/** The saved game `name` (e.g. `carcassonne-late`) as the app stores it: its JSON text and id. */
export function position(name) {
  const file = path.join(POSITIONS, `${name}.json`);
  if (!fs.existsSync(file)) throw new Error(`${file} not found: run cargo run -p games --example positions -- ${POSITIONS}`);
  const text = fs.readFileSync(file, 'utf8');
  const { id, game } = JSON.parse(text);
  return { text, id, game, hash: `#/${game}/play/${id}` };
}

/** Puts the saved game `name` in the page's storage, as the app keeps it, and opens its table. */
export async function openPosition(page, server, name) {
  const saved = position(name);
  // Through the home screen, so that no table shown before is taken for the one opened.
  await page.goto(server.url + '#/');
  await page.waitForSelector('article[data-game]');
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [`quarantable.save.${saved.id}`, saved.text]);
  await page.goto(server.url + saved.hash);
  await page.waitForSelector(`section.play[data-game="${saved.game}"] .board-wrap`);
  return saved;
}

/** The number of the position on the table now (`data-ply`). */
export const plyNow = (page) => page.evaluate(() => Number(document.querySelector('section.play')?.dataset.ply));

/** Taps `target` in the position numbered `ply`. A person's move with no choice, or their
 *  usual one, plays itself after a beat (`Table::for_you`): where it did so first, the target
 *  went with it, and only then is a tap that finds nothing no failure. */
export async function tapUnlessPlayed(page, ply, target) {
  try {
    await target.click({ timeout: 3000 });
  } catch (error) {
    if (error.name !== 'TimeoutError' || (await plyNow(page)) === ply) throw error;
  }
}

/** Opens a game's setup screen, starts it with the default seats and waits for the first action. */
export async function startNewGame(app, game = 'vaccine-race') {
  await app.page.goto(app.server.url + `#/${game}/new`);
  await app.page.click('#start');
  await app.page.waitForSelector('.actions button');
}

const AXE_SOURCE = fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
/** The WCAG 2.2 A and AA rules: a page must have no violation of any of them. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and asserts no violation of WCAG 2.2 A or AA; the
 * message names each rule, its impact and the first elements, so a failure says what to fix.
 * axe's source is evaluated through the devtools protocol, which the page's CSP does not block.
 */
export async function assertAccessible(target, screen) {
  if (!(await target.evaluate(() => Boolean(window.axe)))) await target.evaluate(AXE_SOURCE);
  const violations = await target.evaluate(
    async (tags) => {
      const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary.replace(/\s+/g, ' ')}`).join('\n    ')}`);
    },
    AXE_TAGS,
  );
  assert.deepEqual(violations, [], `axe on the ${screen} screen:\n${violations.join('\n')}`);
}

/** The p-th percentile (0-100) of a list of numbers. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Prints how long the computer's turns at `level` took to think in this page (the shell
 * measures each as `computer-move-<Level>` with the User Timing API): count, median and p95
 * in ms. Returns the times.
 */
export async function printComputerMoveTimes(page, label, level = 'Normal') {
  const times = await page.evaluate((name) => performance.getEntriesByName(name).map((e) => e.duration), `computer-move-${level}`);
  const f = (x) => x.toFixed(1);
  console.log(`# ${label}: ${times.length} computer turns, think time median ${f(percentile(times, 50))} ms, p95 ${f(percentile(times, 95))} ms`);
  return times;
}

/** In the page: fills its localStorage as other pages of the same host would (the quota is
 *  shared), in halving chunks up to the last byte. `page.evaluate` it, or `addInitScript` it
 *  with `once` for storage full before the first visit (filled on the first load only). */
export function fillLocalStorage(once = false) {
  if (once && localStorage.getItem('other-app.full')) return;
  if (once) localStorage.setItem('other-app.full', '1');
  let chunk = 'x'.repeat(1 << 20);
  for (let i = 0; chunk.length > 0; i++) {
    try {
      localStorage.setItem(`other-app.filler.${i}`, chunk);
    } catch {
      chunk = chunk.slice(0, chunk.length >> 1);
    }
  }
}

/** In the page: its localStorage refuses every write as a full one refuses a longer value.
 *  A full storage still takes a save that came out shorter after a move (a die's stream goes
 *  with the phase that drew from it), so a test of a refused write cannot rest on the sizes. */
export function refuseLocalWrites() {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (this === window.localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return setItem.call(this, key, value);
  };
}
