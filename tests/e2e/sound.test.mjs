// Sound, off by default and remembered: a die, a step, a win; nothing plays before a tap. The
// page's audio is watched: how many audio contexts it made and how many notes started.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible, collectErrors, openApp } from './browser.mjs';

const heard = (page) => page.evaluate(() => ({ ...window.__audio }));

async function listeningPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    window.__audio = { made: 0, notes: 0 };
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(...args) {
        super(...args);
        window.__audio.made++;
      }
      createOscillator() {
        const tone = super.createOscillator();
        const start = tone.start.bind(tone);
        tone.start = (...args) => {
          window.__audio.notes++;
          return start(...args);
        };
        return tone;
      }
    };
  });
  return { context, page: await context.newPage() };
}

async function roll(page) {
  await page.waitForSelector('#dice:not([disabled])');
  await page.click('#dice');
  // A window of time, not a condition: the tests after a roll also check that no note came.
  await page.waitForTimeout(400);
}

test('sound is off at first, turned on by its switch, remembered across a reload, and silent again when off', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { context, page } = await listeningPage(app.browser);
  const errors = collectErrors(page);
  await page.goto(`${app.server.url}?game=vaccine-race&players=2#/vaccine-race/new`);
  await page.click('#start');
  await roll(page);
  assert.deepEqual(await heard(page), { made: 0, notes: 0 }, 'off by default: the page made no audio at all');
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'false');
  await assertAccessible(page, 'play screen with the sound switch');

  await page.click('#sound');
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'true');
  await roll(page);
  const on = await heard(page);
  assert.equal(on.made, 1, 'the switch started the audio');
  assert.ok(on.notes > 0, `the dice and the steps are heard (${on.notes} notes)`);

  await page.reload();
  await page.waitForSelector('.board-wrap');
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'true', 'remembered on this device');
  await page.waitForTimeout(300); // a window in which nothing may play
  assert.equal((await heard(page)).made, 0, 'after a reload nothing plays before a tap');
  await roll(page);
  assert.ok((await heard(page)).notes > 0, 'the first tap starts the sound again');

  await page.click('#sound');
  const before = (await heard(page)).notes;
  await roll(page);
  assert.equal((await heard(page)).notes, before, 'turned off, nothing more is heard');
  assert.deepEqual(errors, [], 'no error in the page');
  await context.close();
});
