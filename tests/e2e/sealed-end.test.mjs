// An end that is always checked: on the hero's device of a sealed Catch Me game, a
// final link of the virus's device with its key cut off names no winner and waits for the key,
// and one whose last hidden move was altered is shown forged by the virus's device; neither is
// filed among the finished games. The game is reached natively (crates/games/examples/sealed_end.rs: a
// Pandemic game across two devices, the computer on both, up to the virus's catch), not by long
// play; the hero's device is a browser context of its own, holding the hero's save as it waited
// for the virus's last word, and the virus's device is the native one that made the links.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { openApp, assertAccessible, screenshot } from './browser.mjs';
import { device, open } from './devices.mjs';

/** The hero's device's id, as its storage keeps it: the hero's seat is bound to it. */
const HERO_DEVICE = 4622;

let app;
let made;
before(async () => {
  app = await openApp();
  // The dev profile, which the test run's soak has built already: only this example compiles.
  const args = ['run', '-q', '-p', 'games', '--example', 'sealed_end', '--', String(HERO_DEVICE)];
  made = JSON.parse(execFileSync('cargo', args, { encoding: 'utf8', timeout: 240_000 }));
});
after(() => app?.close());

/** The hero's device, a fresh context holding the game as it waited for the virus's last word. */
async function heroDevice(t) {
  const hero = await device(app);
  t.after(() => hero.close());
  await hero.page.goto(app.server.url + '#/');
  await hero.page.waitForSelector('article[data-game]');
  await hero.page.evaluate(
    ([id, save, me]) => {
      localStorage.setItem('quarantable.device', me);
      localStorage.setItem(`quarantable.save.${id}`, save);
    },
    [made.id, made.save, String(HERO_DEVICE)],
  );
  return hero.page;
}

/** The virus's device's last link, made `which` way, arriving at the hero's device: its end. */
async function theEnd(page, which) {
  await open(page, `${app.server.url}#/open/${made[which]}`);
  await page.waitForSelector('#winner #verdict');
  const text = (selector) => page.textContent(selector).then((s) => s.trim());
  return { banner: await text('#turn-banner'), headline: await text('#winner-title'), verdict: await text('#verdict') };
}

/** Where the home screen lists the game: "in-progress" or "finished". */
async function filed(page) {
  await page.goto(app.server.url + '#/');
  const row = page.locator(`#saves li[data-save$=".${made.id}"]`);
  await row.waitFor();
  return row.locator('xpath=ancestor::section[@data-saves]').getAttribute('data-saves');
}

test('a keyless end is not recorded as a result: it waits for the virus\'s device to reveal its secret', async (t) => {
  const hero = await heroDevice(t);
  const end = await theEnd(hero, 'keyless');
  assert.equal(end.banner, 'No result yet');
  assert.equal(end.headline, 'No result yet');
  assert.match(end.verdict, /^The result waits for the virus's device to reveal its secret/);
  assert.doesNotMatch(await hero.textContent('#winner'), /wins/, 'no winner claimed');
  await screenshot(hero, 'sealed-end-waiting');
  await assertAccessible(hero, 'a sealed end waiting for the key');
  assert.equal(await filed(hero), 'in-progress', 'a keyless end is not filed as finished');
  // The same end with its key: checked, and only now a result.
  const checked = await theEnd(hero, 'honest');
  assert.match(checked.headline, /catches the hero and wins!$/);
  assert.match(checked.verdict, /all fair\.$/);
  assert.equal(await filed(hero), 'finished');
});

test('a forged end is shown forged by the virus\'s device and is not recorded as a result', async (t) => {
  const hero = await heroDevice(t);
  const end = await theEnd(hero, 'forged');
  assert.equal(end.headline, 'Forged end: no result');
  assert.equal(end.banner, 'Forged end: no result');
  assert.match(end.verdict, /^The virus's device \(Ben\) did not play fair: The virus's hidden move \d+ was changed after it was sealed\.$/);
  assert.doesNotMatch(await hero.textContent('#winner'), /wins/, 'no winner claimed');
  await screenshot(hero, 'sealed-end-forged');
  await assertAccessible(hero, 'a forged sealed end');
  assert.equal(await filed(hero), 'in-progress', 'a forged end is not filed as finished');
});
