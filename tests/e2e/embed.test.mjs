// A classroom page (served from another port) embedding the app from a deep sub-folder in an
// iframe: locked to one game with preset seats, and sandboxed without same-origin storage.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DIST, DEEP_PREFIX, APP_SELECTOR, launchBrowser, collectErrors, recordNetwork, watchCsp, cspViolations, unexpectedErrors,
  playSteps, logLines, screenshot, assertAccessible, isGamePart, screenModule,
} from './browser.mjs';
import { startServer } from './server.mjs';

/** Serves the app under DEEP_PREFIX and a host page holding `iframe` (with `APP` replaced by
 *  the app's address) on another port; opens the host and returns the iframe's frame. */
async function embed(t, iframe) {
  const app = await startServer({ root: DIST, prefix: DEEP_PREFIX });
  t.after(() => app.stop());
  const hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarantable-host-'));
  t.after(() => fs.rmSync(hostDir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(hostDir, 'index.html'),
    `<!DOCTYPE html><html><head><link rel="icon" href="data:,"></head><body><h1>Class 3b: games</h1>\n${iframe.replace('APP', app.url)}\n</body></html>`);
  const host = await startServer({ root: hostDir });
  t.after(() => host.stop());

  const browser = await launchBrowser();
  t.after(() => browser.close());
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  const errors = collectErrors(page);
  const network = recordNetwork(page);
  page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
  await watchCsp(page);
  await page.goto(host.url);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  await frame.waitForSelector(APP_SELECTOR, { state: 'attached' });
  await frame.waitForSelector('.home');
  await page.waitForLoadState('networkidle');
  network.markLoaded();
  return { page, frame, errors, network };
}

// The home screen and the saves left open (`lock`): the journey goes through them.
// embed-lock.test.mjs checks what `locked=1` alone locks.
const LOCKED = '<iframe title="Vaccine Race" width="1000" height="760" '
  + 'src="APP?game=vaccine-race&players=3&computer=2,3&locked=1&lock=lang,share&lang=en"></iframe>';

test('a locked iframe offers one game and starts it at once with the preset seats', async (t) => {
  const { page, frame, errors, network } = await embed(t, LOCKED);

  assert.deepEqual(await frame.locator('.game-card').evaluateAll((cards) => cards.map((c) => c.dataset.game)), ['vaccine-race']);
  assert.equal(await frame.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await frame.locator('.notices').count(), 0, 'every parameter was understood');

  await frame.click('article[data-game="vaccine-race"] a.primary');
  await frame.waitForSelector('svg.track');
  assert.match(await frame.evaluate(() => location.hash), /^#\/vaccine-race\/play\//, 'no setup screen');
  const seats = await frame.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('quarantable.save.'));
    return JSON.parse(localStorage.getItem(key)).seats.map((s) => s.controller);
  });
  assert.deepEqual(seats, ['Person', 'Computer', 'Computer'], 'players=3, computer=2,3');
  await playSteps(frame, 6);
  // Six steps of a person and two computers put more than three lines in the log.
  await frame.waitForFunction(() => document.querySelectorAll('#log li').length > 3);
  const played = await logLines(frame);
  await screenshot(page, 'embed-locked-play');
  await assertAccessible(frame, 'embedded play');

  // The hash routes work inside the frame: home, the game's rules, back to the game.
  await frame.click('nav a[href="#/"]');
  await frame.waitForSelector('#saves li');
  await frame.click('article[data-game="vaccine-race"] a[href$="/rules"]');
  await frame.waitForSelector('.rules');
  await frame.evaluate(() => history.back());
  await frame.waitForSelector('#saves li');
  await frame.click('#saves a.button');
  await frame.waitForSelector('svg.track');
  assert.deepEqual((await logLines(frame)).slice(0, played.length), played);

  // Back from the game must not start yet another one (the start screen is replaced).
  const saves = () => frame.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('quarantable.save.')).length);
  assert.equal(await saves(), 1);
  assert.deepEqual(await cspViolations(frame), []);
  const external = network.afterLoad.filter((r) => !r.url.startsWith('http://127.0.0.1:')).map((r) => r.url);
  assert.deepEqual(external, [], 'after the first load no request leaves the page');
  const fetched = network.afterLoad.filter((r) => r.resourceType !== 'document' && !r.url.endsWith('sw.js'));
  // Back home, the list of saves is read (its own part, fetched only where there are saves).
  const others = fetched.filter((r) => !isGamePart(r.url, 'vaccine-race') && screenModule(r.url) !== 'saves');
  assert.deepEqual(others.map((r) => r.url), [], 'playing fetches nothing but the game\'s own code and the saves list');
  assert.deepEqual(unexpectedErrors(errors), []);
});

test('a sandboxed iframe without same-origin plays in memory and says it cannot save', async (t) => {
  const { page, frame, errors, network } = await embed(t,
    '<iframe sandbox="allow-scripts" width="1000" height="760" src="APP?game=vaccine-race&locked=1&lock=none&computer=2"></iframe>');

  assert.equal(await frame.evaluate(() => origin), 'null', 'an opaque origin: no localStorage');
  assert.match(await frame.locator('.notices').textContent(), /Saving is not possible here/);
  await frame.click('article[data-game="vaccine-race"] a.primary');
  await frame.waitForSelector('svg.track');
  await frame.waitForSelector('.play .warn');
  assert.match(await frame.locator('.play .warn').textContent(), /Saving is not possible here/);
  await playSteps(frame, 6);
  // The game plays: six steps of a person and a computer put more than three lines in the log.
  await frame.waitForFunction(() => document.querySelectorAll('#log li').length > 3);
  const played = await logLines(frame);
  await screenshot(page, 'embed-sandboxed-play');

  await frame.click('nav a[href="#/"]');
  await frame.click('#saves a.button');
  await frame.waitForSelector('svg.track');
  assert.deepEqual((await logLines(frame)).slice(0, played.length), played, 'kept in memory');
  assert.deepEqual(await cspViolations(frame), []);
  const external = network.afterLoad.filter((r) => !r.url.startsWith('http://127.0.0.1:')).map((r) => r.url);
  assert.deepEqual(external, [], 'after the first load no request leaves the page');
  assert.deepEqual(unexpectedErrors(errors), []);
});
