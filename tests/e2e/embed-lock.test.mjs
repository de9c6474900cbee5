// The locked embed locks: on a class page at a tablet's 1024x768, an embed locked by
// `locked=1` alone shows no language switch, no way home, no saved games and no share, and no
// address typed into it leads elsewhere; the embed maker's frame shows the whole game, Undo and
// Share, without scrolling; a file of another game is refused by name, in the page's language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DIST, DEEP_PREFIX, launchBrowser, openPosition, position, screenshot, assertAccessible } from './browser.mjs';
import { startServer } from './server.mjs';

const TABLET = { width: 1024, height: 768 };
// The position a pupil comes back to: the app keeps it as it would have saved it.
const SAVED = 'vaccine-race-mid';

let browser;
let app;
before(async () => {
  browser = await launchBrowser();
  app = await startServer({ root: DIST, prefix: DEEP_PREFIX });
});
after(async () => {
  await browser.close();
  await app.stop();
});

/** A class page with a heading over `iframe` (its `APP` the app's address), on a port of its own,
 *  opened in a tablet-sized context whose app storage holds `saves`: the page and its frame. */
async function classPage(t, iframe, saves = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarantable-lock-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><html lang="en"><head><title>Class 3b</title>'
    + `<link rel="icon" href="data:,"></head><body><h1>Class 3b: games</h1>\n${iframe.replace('APP', app.url)}\n</body></html>`);
  const host = await startServer({ root: dir });
  t.after(() => host.stop());
  const context = await browser.newContext({ viewport: TABLET });
  t.after(() => context.close());
  const page = await context.newPage();
  if (saves.length) {
    // The app's own storage (the class page is on the same site, so the frame shares it).
    await page.goto(app.url + '#/');
    await page.waitForSelector('article[data-game]');
    await page.evaluate((all) => all.forEach((s) => localStorage.setItem(`quarantable.save.${s.id}`, s.text)), saves);
  }
  await page.goto(host.url);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  return { page, frame };
}

/** Whether `selector` in the frame is wholly inside the class page's window, as it is now. */
async function inView(page, frame, selector) {
  const box = await frame.locator(selector).boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= TABLET.height && box.x + box.width <= TABLET.width;
}

/** The controls a lock hides, present in the frame now. */
const lockedControls = (frame) =>
  frame.evaluate(() => ['#lang', '.lang-switch', 'a[href="#/"]', 'a[href="#/teachers"]', '#saves', '.delete', '#share',
    '#share-dialog', '#send-move', '#save-file', '#save-file-now', '#make-room'].filter((s) => document.querySelector(s)));

test('an embed locked as before shows no language switch, no home, no saves and no share, and keeps its game', async (t) => {
  const saved = position(SAVED);
  const { page, frame } = await classPage(t,
    `<iframe title="Vaccine Race" style="border:0;width:100%;height:85vh" src="APP?game=vaccine-race&locked=1&lang=en"></iframe>`,
    [saved]);

  // The page opens on the game in progress: the saved position, not a new game or the home screen.
  await frame.waitForSelector('section.play[data-game="vaccine-race"] .board-wrap');
  assert.equal(await frame.evaluate(() => location.hash), saved.hash);
  assert.deepEqual(await lockedControls(frame), [], 'the play screen has nothing a lock hides');
  assert.ok(await frame.locator('#undo').isVisible() && await inView(page, frame, '#undo'), 'Undo in view');
  await screenshot(page, 'embed-lock-play');
  await assertAccessible(frame, 'locked play');

  // No address typed into the frame leads away from the game or abandons it: home, a list of
  // saves, the teacher's page, another game, a new game, a screen that does not exist, a save
  // that is not here.
  const typed = ['#/', '#/saves', '#/teachers', '#/carcassonne/rules', '#/vaccine-race/new', '#/nothing/here', '#/vaccine-race/play/gone'];
  for (const hash of typed) {
    await frame.evaluate((h) => { location.hash = h; }, hash);
    await frame.waitForFunction((h) => location.hash === h && document.querySelector('section.play .board-wrap'), saved.hash);
    assert.deepEqual(await lockedControls(frame), [], `${hash} shows the game and nothing a lock hides`);
  }
  const keys = await frame.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('quarantable.save.')));
  assert.deepEqual(keys, [`quarantable.save.${saved.id}`], 'no address started another game');

  // The game's rules stay a tap away, and lead nowhere else.
  await frame.click('.play-bar a[href$="/rules"]');
  await frame.waitForSelector('section.rules');
  assert.deepEqual(await lockedControls(frame), [], 'the rules page has no home link or language switch');
  await frame.click('#back');
  await frame.waitForSelector('section.play .board-wrap');
});

test('the embed maker\'s frame shows the whole game on a 1024x768 tablet, Undo and Share without scrolling', async (t) => {
  const maker = await browser.newPage({ viewport: TABLET });
  t.after(() => maker.close());
  await maker.goto(app.url + '#/teachers');
  await maker.waitForSelector('#maker-code');
  await maker.selectOption('#maker-game', 'vaccine-race');
  for (const lock of ['lang', 'home', 'saves', 'share']) {
    assert.ok(await maker.isChecked(`#maker-lock-${lock}`), `${lock} is locked at first`);
  }
  assert.match(await maker.inputValue('#maker-code'), /locked=1&amp;lock=lang,home,saves,share/);
  // Sharing left to the pupils: Share is on the play screen, to be seen.
  await maker.uncheck('#maker-lock-share');
  const code = await maker.inputValue('#maker-code');
  assert.match(code, /locked=1&amp;lock=lang,home,saves&amp;/, 'the lock the teacher chose is in the address');

  // The code names the maker's own address: the app, wherever it is served.
  const { page, frame } = await classPage(t, code);
  await frame.waitForSelector('section.play[data-game="vaccine-race"] .board-wrap');
  await frame.waitForSelector('#undo');
  assert.deepEqual(await page.evaluate(() => [scrollX, scrollY]), [0, 0], 'the class page is not scrolled');
  assert.deepEqual(await frame.evaluate(() => [scrollX, scrollY]), [0, 0], 'nor the frame');
  const box = await page.locator('iframe').boundingBox();
  assert.ok(box.y + box.height <= TABLET.height, `the whole frame is in the window, under the heading: ${JSON.stringify(box)}`);
  assert.ok(await inView(page, frame, '#table'), 'the whole table is in view');
  assert.ok(await inView(page, frame, '#undo'), 'Undo is in view');
  assert.ok(await inView(page, frame, '#share'), 'Share is in view');
  assert.equal(await frame.locator('#lang').count(), 0, 'the language is still locked');
  await screenshot(page, 'embed-lock-maker-tablet');
});

test('a file of another game opened in a locked embed says which game it is, in the page\'s language', async (t) => {
  const { page, frame } = await classPage(t,
    '<iframe title="Corsa al vaccino" style="border:0;width:100%;height:85vh" src="APP?game=vaccine-race&lock=lang,saves,share&lang=it"></iframe>');
  await frame.waitForSelector('#open-file');
  const other = position('carcassonne-start');
  await frame.setInputFiles('#open-file', { name: 'carcassonne.json', mimeType: 'application/json', buffer: Buffer.from(other.text) });
  await frame.waitForSelector('section.problem[data-problem="file"]');
  const told = await frame.textContent('section.problem p');
  assert.match(told, /Questo file è una partita di Carcassonne; in questa pagina si gioca solo a Corsa al vaccino\./);
  assert.equal(await frame.locator('section.problem details').count(), 0, 'no detail in another language');
  await screenshot(page, 'embed-lock-other-game-file');
  const keys = await frame.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('quarantable.save.')));
  assert.deepEqual(keys, [], 'nothing was saved');
});

test('a link of another game opened in a locked embed says which game it is, in the page\'s language', async (t) => {
  // A Carcassonne game's link, shared from a page that is not locked.
  const sharer = await browser.newContext({ viewport: TABLET });
  t.after(() => sharer.close());
  const from = await sharer.newPage();
  await openPosition(from, app, 'carcassonne-start');
  await from.click('#share');
  const link = await from.inputValue('#share-dialog[open] #share-link');
  const hash = link.slice(link.indexOf('#'));
  const { frame } = await classPage(t,
    `<iframe title="Corsa al vaccino" style="border:0;width:100%;height:85vh" src="APP?game=vaccine-race&lock=lang,saves,share&lang=it${hash}"></iframe>`);
  await frame.waitForSelector('section.problem[data-problem="link"]');
  assert.match(await frame.textContent('section.problem p'), /Questo link è una partita di Carcassonne; in questa pagina si gioca solo a Corsa al vaccino\./);
  assert.equal(await frame.locator('section.problem details').count(), 0, 'no detail in another language');
  const keys = await frame.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('quarantable.save.')));
  assert.deepEqual(keys, [], 'nothing was saved');
});
