// Clear files and links: a picture, an empty file or random bytes opened as a game
// file are not called damaged but "not a Quarantable game file"; a damaged, an edited and a
// newer save each say so; the message is in view at 1280x800 and has the focus. A link with
// spaces and line breaks put into it (as mail does) opens; a shared link carries none of the
// sender's page settings, and opens the app from a page locked to one game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { openApp, playSteps, startNewGame, logLines, screenshot, assertAccessible } from './browser.mjs';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a5d1f0f00000000049454e44ae426082', 'hex');

const savesHeld = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('quarantable.save.')).length);

/** The save of the game in progress, as its file holds it. */
const saveText = (page) =>
  page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('quarantable.save.'))));

/** Opens `buffer` as a game file from the top of the home screen; returns the refusal's words. */
async function refusal(page, name, buffer) {
  // The message before, if any, is marked: the new one replaces it.
  await page.evaluate(() => {
    document.querySelector('[data-problem="file"]')?.setAttribute('data-seen', '');
    window.scrollTo(0, 0);
  });
  await page.setInputFiles('#open-file', { name, mimeType: 'application/octet-stream', buffer });
  const alert = page.locator('[data-problem="file"]:not([data-seen])');
  await alert.waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('[data-problem="file"]:not([data-seen])'));
  const heading = await alert.locator('h1').boundingBox();
  const text = await alert.locator('p').first().textContent();
  const height = page.viewportSize().height;
  assert.ok(heading.y >= 0 && heading.y + heading.height <= height, `${name}: the message is in view (${heading.y} of ${height})`);
  const box = await alert.locator('p').first().boundingBox();
  assert.ok(box.y + box.height <= height, `${name}: its words are in view too`);
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1', `${name}: its heading has the focus`);
  return text;
}

test('files that are no game, damaged, edited or newer each say so, in view and with the focus', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page } = app;
  await startNewGame(app);
  await playSteps(page, 4);
  const save = await saveText(page);
  await page.goto(app.server.url + '#/');
  await page.waitForSelector('#saves li');
  const held = await savesHeld(page);

  const impossible = JSON.parse(save);
  impossible.state.pieces[0].square = 140;
  const cases = [
    ['picture.png', PNG, /not a Quarantable game file/],
    ['empty.json', Buffer.alloc(0), /not a Quarantable game file/],
    ['random.bin', crypto.randomBytes(600), /not a Quarantable game file/],
    ['cut.json', Buffer.from(save.slice(0, 200)), /damaged: part of it is missing/],
    ['edited.json', Buffer.from(JSON.stringify(impossible)), /do not fit together \(it was edited/],
    ['newer.json', Buffer.from(save.replace(/"format":\d+/, '"format":99')), /newer version of Quarantable/],
  ];
  const said = new Set();
  for (const [name, buffer, words] of cases) {
    const text = await refusal(page, name, buffer);
    assert.match(text, words, name);
    said.add(text);
    if (name === 'picture.png') {
      await screenshot(page, 'file-not-a-game');
      await assertAccessible(page, 'file refused');
    }
  }
  assert.equal(said.size, 4, 'four kinds, four messages');
  assert.equal(await savesHeld(page), held, 'nothing written');

  // In Italian too.
  await page.goto(app.server.url + '?lang=it#/');
  await page.waitForSelector('#open-file');
  assert.match(await refusal(page, 'picture.png', PNG), /Non è un file di una partita di Quarantable/);
  app.assertNoErrors();
});

/** Opens the share dialog and returns its link. */
async function sharedLink(page) {
  await page.click('#share');
  await page.waitForSelector('#share-dialog[open] #share-link');
  const link = await page.inputValue('#share-link');
  await page.click('#close-share');
  return link;
}

test('a link with spaces and line breaks put into it opens; a shared link carries no page settings', async (t) => {
  // Locked to one game, its home and Share left open (`lock=none`).
  const app = await openApp({ path: '?game=vaccine-race&players=3&computer=3&locked=1&lock=none&lang=en' });
  t.after(() => app.close());
  const { page, server } = app;
  // The page locked to one game starts it with its preset seats.
  await page.click('article[data-game="vaccine-race"] a.primary');
  await page.waitForSelector('.actions button');
  await playSteps(page, 5);
  const lines = await logLines(page);
  const link = await sharedLink(page);
  assert.ok(link.startsWith(server.url + '#/open/'), `no page settings: ${link}`);

  const errors = [];
  const hash = link.slice(link.indexOf('#'));
  const middle = Math.floor(hash.length / 2);
  // As mail breaks a long line, and as a person copies it with a space. Each on a device of its
  // own: on one that opened the link before, the computer may have played on since, and the
  // link would then be told as older than the game there.
  for (const broken of [`${hash.slice(0, middle)}\n${hash.slice(middle)}`, `${hash.slice(0, middle)} %0D%0A ${hash.slice(middle)}%20`]) {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
    t.after(() => context.close());
    const other = await context.newPage();
    other.on('pageerror', (e) => errors.push(e.message));
    await other.goto(server.url + '#/');
    await other.goto(server.url + broken);
    await other.waitForURL(/#\/vaccine-race\/play\//);
    await other.waitForSelector('#log li');
    // Black is the computer's: on the receiving device it may play on at once, after the
    // shared moves, so the log begins with the sender's lines.
    const received = await logLines(other);
    assert.deepEqual(received.slice(0, lines.length), lines, `the same game: ${JSON.stringify(broken.slice(middle - 8, middle + 16))}`);
    // The receiver's page is not locked to the sender's game.
    await other.click('nav a[href="#/"]');
    await other.waitForSelector('article[data-game]');
    assert.ok((await other.locator('article[data-game]').count()) > 1, 'every game is offered');
  }
  assert.deepEqual(errors, []);
  app.assertNoErrors();
});
