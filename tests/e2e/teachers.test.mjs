// The teacher's kit: the embed maker's code opens the chosen game, locked, in the
// chosen language with the chosen seats and deal; its link deals every device the same game;
// every rules page and quick card prints on A4 without buttons or menus. One browser for all.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openApp, assertAccessible, screenshot, playSteps, logLines, APP_SELECTOR } from './browser.mjs';
import { startServer } from './server.mjs';
import { GAMES, everyGame } from './games.mjs';

let app;
before(async () => {
  app = await openApp();
});
after(() => app.close());

/** The save the frame's game made: its seats and its record's seed. */
const theSave = (frame) =>
  frame.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('quarantable.save.'));
    const save = JSON.parse(localStorage.getItem(key));
    return { seats: save.seats.map((s) => (s.controller === 'Computer' ? s.level : s.controller)), seed: save.record.seed };
  });

/** Serves a class page holding `code` on another port, opens it and returns the iframe's frame. */
async function classPage(t, code) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarantable-class-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(dir, 'index.html'),
    `<!DOCTYPE html><html lang="en"><head><title>Class 3b</title><link rel="icon" href="data:,"></head><body>${code}</body></html>`);
  const host = await startServer({ root: dir });
  t.after(() => host.stop());
  const page = await app.browser.newPage({ viewport: { width: 1100, height: 900 } });
  t.after(() => page.close());
  await page.goto(host.url);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  await frame.waitForSelector('.home');
  return { page, frame };
}

/** Opens `link` on a device of its own (its own storage), starts the game and plays a little. */
async function openOnADevice(link) {
  const device = await app.browser.newContext({ viewport: { width: 1000, height: 760 } });
  try {
    const page = await device.newPage();
    await page.goto(link);
    await page.click('article[data-game="vaccine-race"] a.primary');
    await page.waitForSelector('svg.track');
    await playSteps(page, 4);
    return { save: await theSave(page), log: await logLines(page) };
  } finally {
    await device.close();
  }
}

test('the embed maker\'s code opens the chosen game locked, in Italian, with its seats and its deal', async (t) => {
  const { page } = app;
  await page.waitForSelector('.home');
  await page.click('a[href="#/teachers"]');
  await page.waitForSelector('#maker-code');
  await page.selectOption('#maker-game', 'vaccine-race');
  await page.selectOption('#maker-lang', 'it');
  await page.selectOption('#maker-players', '3');
  await page.selectOption('li[data-seat="2"] select.maker-seat', 'Easy');
  await page.check('#maker-locked');
  // The home screen left to the pupils: the class page opens at the game's card.
  await page.uncheck('#maker-lock-home');
  await page.check('#maker-same-deal');
  await page.fill('#maker-seed', '4242');
  await page.press('#maker-seed', 'Tab');
  assert.match(await page.textContent('#maker-deal-words'), /4242/, 'the deal is said in words');
  await assertAccessible(page, 'teachers');
  await screenshot(page, 'teachers-maker');

  const code = await page.inputValue('#maker-code');
  assert.match(code, /^<iframe title="Corsa al vaccino" src="[^"]+" .*sandbox="allow-scripts allow-same-origin allow-downloads"><\/iframe>$/);
  const link = await page.getAttribute('#maker-link', 'href');
  assert.ok(link.startsWith(app.server.url.split('#')[0]), `the app's own address: ${link}`);
  assert.equal(await page.locator('#maker-qr svg').count(), 1, 'the link as a QR code');

  const { frame } = await classPage(t, code);
  assert.deepEqual(await frame.locator('.game-card').evaluateAll((cards) => cards.map((c) => c.dataset.game)), ['vaccine-race']);
  assert.equal(await frame.evaluate(() => document.documentElement.lang), 'it');
  assert.equal(await frame.locator('.notices, a[href="#/teachers"]').count(), 0, 'understood; no way to other games');
  await frame.click('article[data-game="vaccine-race"] a.primary');
  await frame.waitForSelector('svg.track');
  assert.match(await frame.evaluate(() => location.hash), /^#\/vaccine-race\/play\//, 'no setup screen');
  assert.deepEqual(await theSave(frame), { seats: ['Person', 'Person', 'Easy'], seed: 4242 });

  // Two devices opening the class's link get the same deal: the same rolls for the same moves.
  const [one, two] = [await openOnADevice(link), await openOnADevice(link)];
  assert.deepEqual([one.save, two.save], [{ seats: ['Person', 'Person', 'Easy'], seed: 4242 }, { seats: ['Person', 'Person', 'Easy'], seed: 4242 }]);
  const shared = Math.min(one.log.length, two.log.length);
  assert.ok(shared >= 2, 'moves were played');
  assert.deepEqual(one.log.slice(0, shared), two.log.slice(0, shared));
});

/** What prints that should not: a button, a menu, a select or the language switch. */
const controlsPrinted = (page) =>
  page.evaluate(() => [...document.querySelectorAll('button, nav, select, .lang-switch')].filter((e) => e.checkVisibility()).map((e) => e.outerHTML.slice(0, 80)));

async function assertPrints(page, hash, kept) {
  await page.emulateMedia({ media: 'screen' });
  await page.goto(app.server.url + hash);
  await page.waitForSelector(kept);
  await page.emulateMedia({ media: 'print' });
  assert.deepEqual(await controlsPrinted(page), [], `${hash} prints no controls`);
  assert.ok(await page.locator(kept).first().isVisible(), `${hash} keeps ${kept} on paper`);
  const pdf = await page.pdf({ format: 'A4' });
  assert.ok(pdf.length > 1000 && pdf.subarray(0, 4).toString() === '%PDF', `${hash} makes a PDF`);
  return pdf;
}

test('every rules page and quick card prints on A4 with its pictures and no buttons or menus', async () => {
  const page = await app.context.newPage();
  // What each game's rules page keeps on paper: its own drawing or table, else the rules in
  // short that every rules page ends with (the app's catalogue, src/catalogue.rs).
  const kept = everyGame('what its rules page keeps on paper', { 'vaccine-race': 'table.squares', carcassonne: '.cc-kinds svg', 'lab-race': '#our-rulings', 'catch-me': '.cm-swatch', epidemium: 'table.squares' }, '#in-short');
  for (const game of GAMES) {
    await assertPrints(page, `#/${game}/rules`, kept[game]);
    const card = await assertPrints(page, `#/${game}/card`, '.quick-card .picture svg');
    const pages = card.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length;
    assert.equal(pages, 1, `${game}'s quick card is one page`);
  }
  await screenshot(page, 'teachers-card-print');
  await page.close();
});
