// The one-HTML-file build (scripts/single-file.mjs) opened from file:// as from a USB stick:
// it starts a game, keeps it across a reload, loads nothing from anywhere, and has a CSP.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DIST, APP_SELECTOR, launchBrowser, collectErrors, recordNetwork, watchCsp, assertStrictCsp, unexpectedErrors, playSteps, logLines,
  screenshot,
} from './browser.mjs';
import { singleFile } from '../../scripts/single-file.mjs';
import { GAMES } from './games.mjs';

test('the single HTML file plays from file://, saves and resumes', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarantable usb '));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'quarantable.html');
  fs.writeFileSync(file, singleFile(DIST));
  t.diagnostic(`single file: ${(fs.statSync(file).size / 1024).toFixed(0)} KB`);

  const browser = await launchBrowser();
  t.after(() => browser.close());
  const page = await browser.newPage();
  const errors = collectErrors(page);
  const network = recordNetwork(page);
  await watchCsp(page);
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector(APP_SELECTOR, { state: 'attached' });
  await page.waitForSelector('article[data-game="vaccine-race"]');
  network.markLoaded();
  const notFile = network.requests.filter((r) => !/^(file|data):/.test(r.url)).map((r) => r.url);
  assert.deepEqual(notFile, [], 'the page loads nothing but itself');
  await assertStrictCsp(page, { self: false });

  await page.click('article[data-game="vaccine-race"] a.primary');
  await page.click('#start');
  await page.waitForSelector('svg.track');
  await playSteps(page, 8);
  const before = await logLines(page);
  assert.equal(await page.locator('.play .warn').count(), 0, 'saving works from file://');
  await page.reload();
  await page.waitForSelector('svg.track');
  assert.deepEqual((await logLines(page)).slice(0, before.length), before, 'the reloaded game resumes');
  await screenshot(page, 'single-file-resumed');

  // Every game's own code is inlined too: each opens and plays from the one file.
  for (const game of GAMES.filter((g) => g !== 'vaccine-race')) {
    await page.goto(`${pathToFileURL(file).href}#/${game}/new`);
    await page.click('#start');
    await page.waitForSelector('#turn-banner');
    await page.waitForSelector('.board-wrap svg');
    const lines = (await logLines(page)).length;
    await playSteps(page, 3);
    assert.ok((await logLines(page)).length > lines, `${game} plays from the single file`);
  }

  assert.deepEqual(network.afterLoad.map((r) => r.url).filter((u) => u.split('#')[0] !== pathToFileURL(file).href), [],
    'after the first load only the page itself is requested (the reloads)');
  assert.equal(await page.evaluate(() => navigator.serviceWorker?.controller ?? null), null, 'no service worker from file://');
  assert.deepEqual(unexpectedErrors(errors), []);
});
