// First-time tips: the first time a rule comes up in a person's game, the line by
// the board says what happened and why; each tip once per device, and all can be turned off
// (the tip's "No more tips", or the switch at setup). Vaccine Race's first roll always meets
// its PANDEMIC rule (a 5 or 6 leaves square 0, anything else stays).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, collectErrors, PHONE } from './browser.mjs';

const app = await openApp();
test.after(() => app.close());

/** A new two-person Vaccine Race on a fresh device (or this one), `tips` as set at setup. */
async function newGame(page, { tips = true } = {}) {
  await page.goto(`${app.server.url}#/vaccine-race/new`);
  await page.waitForSelector('#tips');
  if ((await page.isChecked('#tips')) !== tips) await page.click('#tips');
  await page.click('#start');
  await page.waitForSelector('#dice:not([disabled])');
}

async function roll(page) {
  const ply = Number(await page.getAttribute('section.play', 'data-ply'));
  await page.click('#dice:not([disabled])');
  await page.waitForSelector(`section.play[data-ply="${ply + 1}"]`);
  await page.waitForSelector('#dice:not([disabled])');
}

test('a tip shows the first time a rule comes up, once per device, until the next move', async () => {
  const context = await app.browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = collectErrors(page);
  try {
    await newGame(page);
    assert.equal(await page.locator('#tip').count(), 0, 'no tip before anything happened');
    await roll(page);
    const tip = await page.textContent('#tip');
    assert.match(tip, /PANDEMIC/, `the tip names the rule: ${tip}`);
    assert.match(tip, /5 or 6/, 'and says why');
    const [scroll, client] = await page.$eval('#tip', (el) => [el.scrollHeight, el.clientHeight]);
    assert.ok(scroll <= client + 1, `on a phone the tip is read without scrolling (${scroll} > ${client})`);
    await roll(page);
    assert.equal(await page.locator('#tip').count(), 0, 'the next move takes it away, and the rule is not told again');
    assert.ok(await page.locator('#last-move').count(), 'the last move is told in its place');
    await newGame(page);
    await roll(page);
    assert.equal(await page.locator('#tip').count(), 0, 'a new game on this device does not tell it again');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('no tip shows once tips are turned off, at setup or from a tip', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  try {
    await newGame(page, { tips: false });
    await roll(page);
    assert.equal(await page.locator('#tip').count(), 0, 'turned off at setup: no tip');
    await newGame(page, { tips: true });
    await roll(page);
    assert.ok(await page.locator('#tip').count(), 'turned on again: the tip comes');
    await page.click('#tip-off');
    assert.equal(await page.locator('#tip').count(), 0, '"No more tips" closes it');
    await page.goto(`${app.server.url}#/vaccine-race/new`);
    assert.equal(await page.isChecked('#tips'), false, 'and the setup switch says tips are off');
  } finally {
    await context.close();
  }
});
