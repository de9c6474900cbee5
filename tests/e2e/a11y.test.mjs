// Every screen checked: axe-core on every screen (home, setup, play, rules, winner,
// replay, saves list, problem pages, embedded, a phone), 0 violations of WCAG 2.2 A and AA.
// Each game's own e2e file checks its board's screens the same way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPosition, assertAccessible, playSteps } from './browser.mjs';

test('every screen passes axe: home, setup, play, rules, winner, replay, saves, problems', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page, server } = app;
  await page.waitForSelector('article[data-game="vaccine-race"]');
  await assertAccessible(page, 'home');

  await page.click('[data-testid="rules"]');
  await page.waitForSelector('#rulings');
  await assertAccessible(page, 'rules');

  await page.goto(server.url + '#/vaccine-race/new');
  await page.waitForSelector('#start');
  await assertAccessible(page, 'setup');
  await page.click('#start');
  await playSteps(page, 10);
  await assertAccessible(page, 'play');

  // The saves list, with a damaged save next to the game in progress.
  await page.evaluate(() => localStorage.setItem('quarantable.save.broken', '{"format":2,'));
  await page.goto(server.url + '#/');
  await page.waitForSelector('#saves li.unreadable');
  await assertAccessible(page, 'saves list');

  await page.goto(server.url + '#/vaccine-race/play/broken');
  await page.waitForSelector('main [role=alert]');
  await assertAccessible(page, 'cannot-open problem');
  await page.goto(server.url + '#/no/such/page');
  await page.waitForSelector('[data-problem="no-such-page"]');
  await assertAccessible(page, 'no-such-page problem');

  // The end, opened from a saved finished game (a position, not a journey).
  await openPosition(page, server, 'vaccine-race-end');
  await page.waitForSelector('#winner');
  await assertAccessible(page, 'winner dialog');
  await page.click('#replay');
  await page.waitForSelector('#replay-at');
  await page.click('#replay-step');
  await assertAccessible(page, 'replay');
  app.assertNoErrors();
});

test('the locked classroom page and a phone-size play screen pass axe', async (t) => {
  // The home screen left open, to be checked too.
  const app = await openApp({ path: '?game=vaccine-race&players=3&computer=3&locked=1&lock=lang,saves,share', viewport: { width: 390, height: 844 } });
  t.after(() => app.close());
  const { page } = app;
  await page.waitForSelector('article[data-game="vaccine-race"]');
  await assertAccessible(page, 'locked home');
  await page.click('article[data-game="vaccine-race"] a.primary');
  await page.waitForSelector('.actions button');
  await playSteps(page, 6);
  await assertAccessible(page, 'phone play');
  assert.ok(await page.locator('svg.track').isVisible(), 'the board is shown on a phone');
  app.assertNoErrors();
});
