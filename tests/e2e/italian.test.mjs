// A walk of every screen in Italian: no message of the English table appears (proper names
// aside), and axe passes. The English messages are read from the English text
// files themselves, so a new message is checked without touching this test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { openApp, ROOT, screenshot, assertAccessible, hurryIfShown } from './browser.mjs';

/** The fixed English messages (no arguments) of the shell and of each game's text. */
function englishMessages() {
  const files = ['crates/text/src/shell/en.rs', 'crates/games/vaccine_race/src/text/en.rs'];
  const texts = files.flatMap((f) => [...fs.readFileSync(path.join(ROOT, f), 'utf8').matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]));
  const sameInBoth = new Set(['Computer', 'computer', 'English', 'Italiano', '1d6', '2d4', '2d6', 'GOAL']);
  return texts.filter((t) => t.length > 3 && !t.includes('{') && !sameInBoth.has(t) && /[a-z]/.test(t));
}

async function assertNoEnglish(page, screen) {
  const shown = await page.evaluate(() => document.body.innerText + ' ' + [...document.querySelectorAll('[aria-label],[title]')].map((e) => e.getAttribute('aria-label') || e.getAttribute('title')).join(' '));
  const escape = (m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = englishMessages().filter((m) => new RegExp(`(^|\\W)${escape(m)}(\\W|$)`).test(shown));
  assert.deepEqual(found, [], `English on the ${screen} screen in Italian`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'it');
  // And axe passes.
  await assertAccessible(page, `${screen} (Italian)`);
}

test('Every screen in Italian shows no English message', async (t) => {
  const app = await openApp({ path: '?lang=it' });
  t.after(() => app.close());
  const { page } = app;
  await page.waitForSelector('article[data-game="vaccine-race"]');
  await assertNoEnglish(page, 'home');
  // "the manifest's name and description where the browser allows".
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel=manifest]').href)).json());
  assert.equal(manifest.lang, 'it');
  assert.match(manifest.description, /Giochi da tavolo/);
  await page.click('[data-testid="rules"]');
  await page.waitForSelector('#rulings');
  await assertNoEnglish(page, 'rules');
  await page.goto(app.server.url + '?lang=it#/vaccine-race/new');
  await page.waitForSelector('#start');
  await page.selectOption('li[data-seat="1"] select.controller', 'computer');
  await assertNoEnglish(page, 'setup');
  await page.click('#start');
  await page.waitForSelector('svg.track');
  for (let i = 0; i < 12; i++) {
    // The person's choices come once the pieces have stopped; the computer's turn shows Hurry.
    await page.waitForSelector('#winner, .actions button, #hurry');
    const action = page.locator('.actions button').first();
    if (await action.count()) await action.click();
    else if (await hurryIfShown(page)) await page.waitForSelector('#winner, .actions button');
  }
  await assertNoEnglish(page, 'play');
  await screenshot(page, 'italian-play');
  // The switch re-renders everything, the log included, without losing the game.
  // (The computer seat may play on meanwhile: the moves shown before are compared, by ply.)
  const plies = () => page.locator('#log li').evaluateAll((lis) => lis.map((li) => Number(li.dataset.ply)).sort((a, b) => a - b));
  const before = await plies();
  await page.selectOption('#lang', 'en');
  assert.match(await page.locator('#log').innerText(), /rolled/);
  assert.deepEqual((await plies()).slice(0, before.length), before, 'the same game, now in English');
  await page.selectOption('#lang', 'it');
  await page.goto(app.server.url + '?lang=it#/nowhere/at/all');
  await page.waitForSelector('[data-problem="no-such-page"]');
  await assertNoEnglish(page, 'no-such-page');
  app.assertNoErrors();
});
