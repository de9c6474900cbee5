// Load only what is played: the home screen fetches no game's code; opening a game
// fetches that game's own file (and chunks shared by games), nothing of another, and plays;
// on a slow network the screen says the game is coming until its board appears.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEEP_PREFIX, APP_SELECTOR, launchBrowser, collectErrors, recordNetwork, gameModule, screenModule, isGamePart, logLines, playSteps } from './browser.mjs';
import { startServer } from './server.mjs';
import { GAMES } from './games.mjs';

// Any part split off the home screen: a game's, a screen's (saves, arrival) or a shared chunk.
const isSplitPart = (url) => gameModule(url) !== null || screenModule(url) !== null || /\/shared-[a-z0-9]+-[0-9a-f]{16}\.wasm$/.test(url);

/** A fresh page (its own cache) on the home screen, with its requests recorded. */
async function home(browser, server) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const network = recordNetwork(page);
  await page.goto(server.url);
  await page.waitForSelector('article[data-game]');
  await page.waitForLoadState('networkidle');
  network.markLoaded();
  return { context, page, errors, network };
}

test('the home screen fetches no game; each game fetches only its own code and plays', async (t) => {
  const server = await startServer({ root: (await import('./browser.mjs')).DIST, prefix: DEEP_PREFIX });
  const browser = await launchBrowser();
  t.after(async () => { await browser.close(); await server.stop(); });

  for (const game of GAMES) {
    const { context, page, errors, network } = await home(browser, server);
    const homeCode = network.requests.filter((r) => isSplitPart(r.url)).map((r) => r.url);
    assert.deepEqual(homeCode, [], 'the home screen requests no game\'s code, nor the saves list\'s or the arrival screen\'s');
    assert.equal(await page.locator(APP_SELECTOR).count(), 1);

    await page.click(`article[data-game="${game}"] a.primary`);
    await page.click('#start');
    await page.waitForSelector('#turn-banner');
    await page.waitForSelector('.board-wrap svg');
    network.assertOnlyGameAfterLoad(game);
    const own = network.afterLoad.filter((r) => gameModule(r.url) === game);
    assert.equal(own.length, 1, `${game}'s file is fetched once`);

    const before = (await logLines(page)).length;
    await playSteps(page, 3);
    assert.ok((await logLines(page)).length > before, `${game}: a turn is played`);
    assert.ok(network.afterLoad.every((r) => isGamePart(r.url, game)), `${game}: playing fetches nothing more`);

    // Back home, with a save now: the list of saves comes in its own part.
    await page.click('nav a[href="#/"]');
    await page.waitForSelector('#saves li');
    assert.deepEqual(network.afterLoad.filter((r) => !isGamePart(r.url, game)).map((r) => screenModule(r.url)), ['saves'],
      `${game}: going home fetches the saves list's part, nothing else`);
    assert.deepEqual(errors, [], `${game}: no error`);
    await context.close();
  }
});

test('on a slow network a game says it is opening until its board appears', async (t) => {
  const server = await startServer({ root: (await import('./browser.mjs')).DIST, prefix: DEEP_PREFIX });
  const browser = await launchBrowser();
  t.after(async () => { await browser.close(); await server.stop(); });
  const { page, errors } = await home(browser, server);

  // A slow network, made certain: the game's own file is held back until the line is seen.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(/\/game-carcassonne-[0-9a-f]{16}\.wasm$/, async (route) => { await held; await route.continue(); });
  await page.goto(server.url + '#/carcassonne/new');
  await page.click('#start');
  const opening = page.locator('p.starting[role=status]');
  await opening.waitFor();
  assert.match(await opening.innerText(), /Opening the game|Starting a new game/);
  assert.equal(await page.locator('#turn-banner').count(), 0, 'no board before its code has come');
  release();
  await page.waitForSelector('#turn-banner', { timeout: 60_000 });
  assert.equal(await opening.count(), 0, 'the line goes when the board comes');
  assert.deepEqual(errors, []);
});

test('the Share dialog\'s contents, with the QR code, come in a part of their own when it first opens', async (t) => {
  const server = await startServer({ root: (await import('./browser.mjs')).DIST, prefix: DEEP_PREFIX });
  const browser = await launchBrowser();
  t.after(async () => { await browser.close(); await server.stop(); });
  const { page, errors, network } = await home(browser, server);
  const sharePart = () => network.requests.filter((r) => /\/part-share-[0-9a-f]{16}\.wasm$/.test(r.url));

  await page.goto(server.url + '#/vaccine-race/new');
  await page.click('#start');
  await page.waitForSelector('.board-wrap svg');
  await playSteps(page, 2);
  assert.deepEqual(sharePart(), [], 'a game played without Share never fetches its part');
  await page.click('#share');
  await page.waitForSelector('#share-dialog #share-link');
  await page.waitForSelector('#share-dialog #share-qr svg');
  assert.equal(sharePart().length, 1, 'the part is fetched once, when the dialog opens');
  await page.click('#close-share');
  await page.click('#share');
  await page.waitForSelector('#share-dialog #share-link');
  assert.equal(sharePart().length, 1, 'opened again, it is not fetched again');
  assert.deepEqual(errors, []);
});
