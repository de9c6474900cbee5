// Issue 46, "Seats bound to keys": each device signs the moves it sends with a key of its own,
// whose private half never leaves its storage; a seat is bound to the public key of the device
// that first takes it. Tried as a careful player would, each device a browser context of its
// own, with the access a person has to their own browser's storage and to the links: a copied
// device id and an old first link after the seat was taken are each refused on the device that holds the game, naming the seat, nothing applied.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, assertAccessible } from './browser.mjs';
import { device, open, playHere, setUp } from './devices.mjs';

let app;
before(async () => {
  app = await openApp();
});
after(() => app?.close());

/** The game's save at `page` (its id is the table's address's last part), as stored. */
const stored = (page) =>
  page.evaluate(() => {
    const saves = Object.keys(localStorage).filter((k) => k.startsWith('quarantable.save.'));
    return Object.fromEntries(saves.map((k) => [k, localStorage.getItem(k)]));
  });

/** Opens `link` at `page`, which holds the game: refused, naming `seat`, nothing stored changed. */
async function refused(page, link, seat, words) {
  const before = await stored(page);
  await page.goto(link);
  await page.waitForSelector('section.problem[data-problem="link"]');
  const told = await page.textContent('section.problem p');
  assert.match(told, words, `the refusal says why: ${told}`);
  assert.match(told, new RegExp(`\\b${seat}\\b`), `the refusal names ${seat}: ${told}`);
  assert.match(told, /Nothing of it was applied/);
  await assertAccessible(page, `a link refused for ${seat}`);
  assert.deepEqual(await stored(page), before, 'nothing of it applied');
}

const TAKEN = /gives \w+'s seat to another device than the one that plays it/;

/** Carcassonne, Blue on `a` and Orange elsewhere: A's first link, opened by `b`, which plays
 *  Orange; returns A's first link and B's link back. */
async function started(t) {
  const a = app.page;
  const b = await device(app);
  t.after(() => b.close());
  await setUp(app, a, 'carcassonne');
  const first = await playHere(a);
  await open(b.page, first);
  const back = await playHere(b.page);
  return { a, b, first, back };
}

// "A device that copies the id plays as that person and is accepted silently": the id is in
// every link, and a player can write it into their own browser's storage; the private key is in
// no link, so C signs with its own key and B refuses.
test('a device with a copied device id, but not the private key, is refused naming the seat', async (t) => {
  const { a, b, back } = await started(t);
  const c = await device(app);
  t.after(() => c.close());
  const id = await a.evaluate(() => localStorage.getItem('quarantable.device'));
  await c.page.goto(app.server.url);
  await c.page.evaluate((id) => localStorage.setItem('quarantable.device', id), id);
  await open(c.page, back);
  const forged = await playHere(c.page);
  assert.ok(forged, 'C, taken for Blue by the copied id, plays Blue and sends it');
  await refused(b.page, forged, 'Blue', TAKEN);
  assert.deepEqual([...b.errors, ...c.errors], []);
});

// "An old first link offers a seat already taken and forks the game": D opens A's first link
// after B took Orange from it, takes Orange, and plays; A, who knows Orange is B's, refuses it.
test('an old first link after the seat was taken makes a link that is refused naming the seat', async (t) => {
  const { a, b, first, back } = await started(t);
  await open(a, back);
  const d = await device(app);
  t.after(() => d.close());
  await open(d.page, first);
  const forked = await playHere(d.page);
  await refused(a, forked, 'Orange', TAKEN);
  assert.deepEqual([...b.errors, ...d.errors], []);
});
