// A game travels: a game exported as a file and opened in another browser (its
// own storage), a game shared as a link and opened elsewhere, an edited link refused by name,
// the QR code on screen read by a camera's decoder, and a game that keeps a secret not shared.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { openApp, assertAccessible, playSteps, startNewGame, logLines, screenshot, hurryIfShown } from './browser.mjs';

let app;
before(async () => {
  app = await openApp();
});
after(() => app?.close());

/** A fresh browser context (its own storage, as another device), opened on `hash`. */
async function elsewhere(hash) {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(app.server.url + hash);
  return { page, errors, close: () => context.close() };
}

/** Waits until a person is to act (their `choice` is on screen, no computer is thinking),
 *  so that the game stands still. */
async function personToAct(page, choice = '.actions button') {
  // Either the person's choice or the computer's turn; Hurry, once pressed, skips the computer
  // ahead until a person is to act, and goes.
  await page.waitForSelector(`${choice}, #hurry`);
  await hurryIfShown(page);
  await page.waitForFunction(() => !document.querySelector('#hurry'));
  await page.waitForSelector(choice);
}

/** Opens the share dialog and returns its link. */
async function sharedLink(page) {
  await page.click('#share');
  await page.waitForSelector('#share-dialog[open] #share-link');
  return page.inputValue('#share-link');
}

const savesHeld = (page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('quarantable.save.')).length);

test('a Vaccine Race in progress saved as a file opens in another browser with the same log', async () => {
  const { page } = app;
  await startNewGame(app, 'vaccine-race');
  await playSteps(page, 8);
  await personToAct(page);
  const lines = await logLines(page);
  assert.ok(lines.length > 3, `some moves were played: ${lines.length}`);
  await page.click('#share');
  await page.waitForSelector('#share-dialog[open] #save-file');
  await assertAccessible(page, 'share dialog');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-file')]);
  assert.match(download.suggestedFilename(), /^quarantable-vaccine-race-\d{4}-\d\d-\d\d\.json$/);
  const file = await download.path();
  await page.click('#close-share');

  const other = await elsewhere('#/');
  try {
    await other.page.waitForSelector('#open-file');
    await assertAccessible(other.page, 'home with the file control');
    await other.page.setInputFiles('#open-file', file);
    await other.page.waitForURL(/#\/vaccine-race\/play\//);
    await other.page.waitForSelector('#log li');
    assert.deepEqual(await logLines(other.page), lines, 'the same log lines');
    assert.equal(await savesHeld(other.page), 1, 'saved on the other device');
    assert.deepEqual(other.errors, []);
  } finally {
    await other.close();
  }

  // Back on the first device, the game went on: the older file is this game a few moves
  // back, so it changes nothing and says so (one history).
  await playSteps(page, 4);
  await personToAct(page);
  const now = await logLines(page);
  await page.goto(app.server.url + '#/');
  const before = await savesHeld(page);
  await page.setInputFiles('#open-file', file);
  await page.waitForSelector('[data-arrival="older"]');
  assert.match(await page.textContent('#older-title'), /older than the game here/);
  await assertAccessible(page, 'an older file');
  await page.click('#open-held');
  await page.waitForURL(/#\/vaccine-race\/play\//);
  await page.waitForSelector('#log li');
  assert.deepEqual(await logLines(page), now, 'the game held opened as it is');
  assert.equal(await savesHeld(page), before, 'nothing written');

  // A damaged file is refused with the same words as a damaged save; nothing is written.
  await page.goto(app.server.url + '#/');
  const damaged = `${file}.cut`;
  fs.writeFileSync(damaged, fs.readFileSync(file, 'utf8').slice(0, 200));
  await page.setInputFiles('#open-file', damaged);
  const alert = page.locator('[data-problem="file"]');
  await alert.waitFor();
  assert.match(await alert.textContent(), /damaged/);
  assert.equal(await savesHeld(page), before, 'nothing written');
});

/** A person's Carcassonne turn: a spot, Place tile, then the first meeple choice if any. */
async function carcassonneTurn(page) {
  await page.waitForSelector('.cc-spot');
  const tiles = await page.locator('.cc-tile').count();
  await page.locator('.cc-spot').first().dispatchEvent('click');
  await page.click('#cc-confirm');
  await page.waitForFunction((n) => document.querySelectorAll('.cc-tile').length > n, tiles);
  if (await page.locator('.cc-target').count()) await page.click('.actions button[data-action="0"]');
  await personToAct(page, '.cc-spot');
}

test('a Carcassonne game shared as a link opens elsewhere; its QR code reads as the link; an edited link is refused', async () => {
  const { page } = app;
  await page.goto(app.server.url + '#/carcassonne/new');
  await page.click('#start');
  await page.waitForSelector('.cc-spot');
  for (let turn = 0; turn < 3; turn++) await carcassonneTurn(page);
  const lines = await logLines(page);
  const banner = await page.textContent('#turn-banner');
  const link = await sharedLink(page);
  assert.ok(link.startsWith(app.server.url + '#/open/'), link);
  const length = await page.textContent('#link-length');
  console.log(`# Carcassonne link after 3 turns: ${link.length} characters (shown: ${length})`);
  assert.match(length, new RegExp(`^${link.length}\\b`));

  // The QR code as drawn on screen, read by a decoder as a camera would.
  const qr = page.locator('#share-qr');
  const box = await qr.boundingBox();
  assert.ok(box.width >= 300, `the QR code is big enough to scan: ${box.width}px`);
  const png = PNG.sync.read(await qr.screenshot());
  const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  assert.equal(read?.data, link, 'the QR code holds the link');
  await screenshot(page, 'travel-share-dialog');
  await page.click('#close-share');

  const other = await elsewhere(link.slice(app.server.url.length));
  try {
    await other.page.waitForURL(/#\/carcassonne\/play\//);
    await other.page.waitForSelector('#log li');
    assert.deepEqual(await logLines(other.page), lines, 'the same log lines');
    assert.equal(await other.page.textContent('#turn-banner'), banner, 'the same banner');
    // A character changed in the middle of the link: its check fails.
    const hash = link.slice(link.indexOf('#'));
    const middle = hash.length - 20;
    const swapped = hash[middle] === 'A' ? 'B' : 'A';
    await other.page.goto(app.server.url + hash.slice(0, middle) + swapped + hash.slice(middle + 1));
    const alert = other.page.locator('[data-problem="link"]');
    await alert.waitFor();
    assert.match(await alert.textContent(), /cannot be opened.*damaged/s);
    await assertAccessible(other.page, 'link problem');
    assert.equal(await savesHeld(other.page), 1, 'the edited link saved nothing');
    assert.deepEqual(other.errors, []);
  } finally {
    await other.close();
  }
});

test('a Catch Me game in Quarantine mode is not shared while it keeps its secret', async () => {
  const { page, server } = app;
  await page.goto(server.url + '#/catch-me/new');
  await page.check('input[name="mode"][value="quarantine"]');
  await page.click('#start');
  await page.waitForSelector('svg.cm-grid');
  if (await page.locator('#uncover').count()) await page.click('#uncover');
  await page.click('#share');
  const secret = page.locator('#share-dialog[open] [data-share="secret"]');
  await secret.waitFor();
  assert.match(await secret.textContent(), /secret/);
  assert.equal(await page.locator('#share-dialog #share-link, #share-dialog #save-file').count(), 0, 'no link, no file');
  await assertAccessible(page, 'share refused');
  app.assertNoErrors();
});
