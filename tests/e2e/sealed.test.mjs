// Catch Me's hidden virus across two devices, sealed. The virus's device sets the
// game up and keeps the key; the hero's device holds only what the hero may know. After every
// hidden virus move the hero's device's localStorage, its game file, every link it sent and its
// page are searched for the virus's true square and for the key; the hero's own link opened on
// a third device gives neither seat nor square; at the end the hero's device checks the game,
// and a link with one hidden move altered makes the check fail with a clear message.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { openApp, assertAccessible, fixRandom, fixRandomFromStart, screenshot } from './browser.mjs';
import { device, open, sendMove } from './devices.mjs';
import { coordinates, tap } from './catch-me.mjs';

let app;
before(async () => {
  app = await openApp();
});
after(() => app?.close());

/** The save of the game on screen at `page`. */
async function saveOf(page) {
  // The save is written in a task after the next frame (app/play/saving.rs): a frame, then a
  // task queued behind the app's, and it is there.
  return page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => setTimeout(() => setTimeout(r))));
    return JSON.parse(localStorage.getItem(`quarantable.save.${location.hash.split('/').at(-1)}`));
  });
}

/** Everything the device at `page` keeps in its storage, as one text. */
const storageOf = (page) => page.evaluate(() => Object.values(localStorage).join('\n'));

/** The bits of `bytes`, as a text of 0s and 1s: a link packs its fields without aligning them. */
const bitsOf = (bytes) => [...bytes].map((b) => b.toString(2).padStart(8, '0')).join('');

/** Whether the game in the shared address `link` holds `key`, at any bit. */
const holdsKey = (link, key) => bitsOf(Buffer.from(link.split('#/open/')[1], 'base64url')).includes(bitsOf(key));

/** Plays this device's side until its move is to be sent (returns true) or the game is over here. */
async function playSide(page) {
  for (let actions = 0; actions < 300; actions++) {
    await page.waitForSelector('#send-move, #winner, #dice:not([disabled]), .cm-cell.end, .cm-cell.next, #hurry');
    if (await page.locator('#send-move').count()) return true;
    if (await page.locator('#winner').count()) return false;
    await tap(page);
  }
  throw new Error('no move to send after 300 actions');
}

/** Nothing the hero may not know is on the hero's device: not its storage, its file, the links
 *  it sent nor its page. `truth` is the virus's device's save. Returns whether a secret was kept. */
async function assertNothingHidden(hero, truth, sent, when) {
  const { virus, seen } = truth.state;
  const keyJson = truth.sealing.key.join(',');
  const stored = await storageOf(hero);
  assert.ok(!stored.includes(keyJson), `${when}: the key is in the hero's storage`);
  for (const link of sent) assert.ok(!holdsKey(link, truth.sealing.key), `${when}: the key is in a link sent`);
  await hero.click('#share');
  const [download] = await Promise.all([hero.waitForEvent('download'), hero.click('#share-dialog[open] #save-file')]);
  const file = fs.readFileSync(await download.path(), 'utf8');
  await hero.click('#close-share');
  assert.ok(!file.includes(keyJson), `${when}: the key is in the hero's file`);
  if (virus === seen || truth.finished) return false;
  for (const [what, text] of [['storage', stored], ['file', file]]) {
    assert.ok(!text.includes(`"virus":${virus}`), `${when}: the virus's square is in the hero's ${what}`);
  }
  const html = await hero.content();
  assert.ok(!html.includes(`data-virus-square="${coordinates(virus)}"`), `${when}: the virus is drawn on its square`);
  const label = await hero.locator(`.cm-cell[data-square="${coordinates(virus)}"]`).getAttribute('aria-label');
  assert.doesNotMatch(label, /virus/i, `${when}: the true square's name tells of the virus`);
  return true;
}

/** A link with one hidden move of the virus's altered, its own check made right again. */
function altered(link) {
  const [page, game] = link.split('#/open/');
  // The dev profile, which the test run's soak has built already: only this example compiles.
  const args = ['run', '-q', '-p', 'games', '--example', 'tamper', '--', game];
  return `${page}#/open/${execFileSync('cargo', args, { encoding: 'utf8', timeout: 240_000 }).trim()}`;
}

/** Sets up `mode` on the virus's device, the hero on another device, the virus played by `virus`:
 *  the game of `seed`, the same every run. */
async function setUp(page, mode, virus, seed) {
  await page.goto(app.server.url + '#/catch-me/new');
  await fixRandom(page, seed);
  await page.check(`input[name="mode"][value="${mode}"]`);
  await page.selectOption('li[data-seat="0"] select.controller', 'elsewhere');
  await page.selectOption('li[data-seat="1"] select.controller', virus);
  assert.equal(await page.locator('#secret-elsewhere').count(), 0, 'the virus\'s device may set it up');
  await page.click('#start');
  await page.waitForSelector('#send-move');
}

/** A whole sealed game of `mode` from `seed`: returns the virus's device's last link, unopened
 *  by the hero. */
async function playSealed(t, mode, virusBy, seed) {
  // Each device fresh, so that a game of `seed` is the same whatever ran before it.
  const virus = (await device(app)).page;
  const hero = (await device(app)).page;
  t.after(() => Promise.all([virus, hero].map((page) => page.context().close())));
  await fixRandomFromStart(hero, seed + 1);
  await setUp(virus, mode, virusBy, seed);
  const first = await sendMove(virus);
  // The virus's device's save holds the key and the truth: only the link travels.
  assert.equal(first.file, 0, 'the virus\'s device offers no file to send');
  let link = first.link;
  const sent = [];
  let [checks, links] = [0, 0];
  for (; links < 100; links++) {
    await open(hero, link);
    if (await assertNothingHidden(hero, await saveOf(virus), sent, `${mode}, link ${links}`)) checks++;
    if (links === 2) await screenshot(hero, `sealed-${mode}-hero`);
    if (!(await playSide(hero))) break;
    sent.push((await sendMove(hero)).link);
    if (links === 1) await aThirdDeviceGetsNothing(sent[0]);
    await open(virus, sent.at(-1));
    if (!(await playSide(virus))) throw new Error('the virus\'s device has no end to send');
    if (links === 2) await screenshot(virus, `sealed-${mode}-virus`);
    link = (await sendMove(virus)).link;
    if (await virus.locator('#winner').count()) break;
  }
  console.log(`# ${mode}: ${links} links each way, the secret kept on ${checks} checks`);
  // The search finds the key where it is: in the virus's device's last link, at the end.
  assert.ok(holdsKey(link, (await saveOf(virus)).sealing.key), `${mode}: the key comes at the end`);
  assert.ok(checks >= 3, `${mode}: hidden moves were checked (${checks})`);
  return { hero, link };
}

/** The virus's device's last link opened on the hero's, up to the end's check: the hero's moves
 *  after the hidden virus caught the hero did not happen, and the device says so first. */
async function openTheEnd(hero, link) {
  await open(hero, link);
  if (await hero.locator('[data-arrival="dropped"]').count()) {
    assert.match(await hero.textContent('#dropped-title'), /^The hidden virus caught the hero: the hero's last/);
    await hero.click('#open-held');
  }
  await hero.waitForSelector('#verdict');
  return hero.textContent('#verdict');
}

/** The hero's own link opened in a fresh context: refused, with no virus seat and no board. */
async function aThirdDeviceGetsNothing(link) {
  const third = await device(app);
  await third.page.goto(link);
  await third.page.waitForSelector('[data-problem="link"]');
  assert.match(await third.page.textContent('[data-problem="link"]'), /only its two devices/);
  assert.equal(await third.page.locator('svg.cm-grid, [data-virus-square]').count(), 0, 'no board, no virus');
  await assertAccessible(third.page, 'a sealed link on a third device');
  await third.close();
}

test('a Quarantine game across two devices, the virus a person: sealed, checked at the end', async (t) => {
  // Seeds chosen for games long enough to check the secret three times, with the dice mixed by
  // both devices.
  const { hero, link } = await playSealed(t, 'quarantine', 'person', 2);
  assert.match(await openTheEnd(hero, link), /^Every hidden move and roll of the virus has been checked: all fair\.$/);
  await screenshot(hero, 'sealed-quarantine-hero-end');
  await assertAccessible(hero, 'the sealed end, checked');
  // The replay steps over each mix of the hero's dice, a position where nothing showed.
  await hero.click('#replay');
  const total = Number((await hero.textContent('#replay-at')).split(' / ')[1]);
  let presses = 0;
  for (; presses < total && !(await hero.textContent('#replay-at')).startsWith(`${total} /`); presses++) {
    const before = await hero.textContent('#log');
    await hero.click('#replay-step');
    assert.notEqual(await hero.textContent('#log'), before, `replay step ${presses + 1}: something shows`);
  }
  assert.ok(presses < total, `the mixes are passed over: ${presses} steps to ${total}`);
});

test('a Pandemic game across two devices, the virus the computer: a hidden move altered fails the check', async (t) => {
  // A game that ends on the virus's own hidden move, the one `altered` changes (seed 18).
  const { hero, link } = await playSealed(t, 'pandemic', 'computer', 18);
  const before = await hero.evaluate(() => JSON.stringify(localStorage));
  const verdict = await openTheEnd(hero, altered(link));
  assert.match(verdict, /^The virus's device \(.+\) did not play fair: The virus's hidden move \d+ was changed after it was sealed\.$/);
  await screenshot(hero, 'sealed-pandemic-hero-unfair');
  await assertAccessible(hero, 'the sealed end, not fair');
  // The same device as it was before the altered link: the true one checks.
  await hero.evaluate((kept) => { localStorage.clear(); Object.entries(JSON.parse(kept)).forEach(([k, v]) => localStorage.setItem(k, v)); }, before);
  assert.match(await openTheEnd(hero, link), /all fair\.$/);
});
