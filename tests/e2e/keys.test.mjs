// Seats bound to keys: each device signs the moves it sends with a key of its own,
// whose private half never leaves its storage; a seat is bound to the public key of the device
// that first takes it. Tried as a careful player would, each device a browser context of its
// own, with the access a person has to their own browser's storage and to the links: a copied
// device id and an old first link after the seat was taken are each refused on the device that holds the game, naming the seat, nothing applied.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, assertAccessible } from './browser.mjs';
import { device, move, open, playHere, setUp } from './devices.mjs';

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

// An old first link must not give a seat already taken and fork the game: D opens A's first
// link after B took Orange from it, takes Orange, and plays; A, who knows Orange is B's,
// refuses it.
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

// A device that edits its own save to make moves for another person's seat (a tile and a
// meeple) must not have them shown as that person's: A writes into its own save that Orange,
// B's seat, is played here, plays Orange's tile and shares the game; B refuses it, naming
// Orange. The save is edited as text: a JSON round trip in JavaScript would round its 64-bit
// seed, and the save would not replay at all.
test("an edited save acting for another seat makes a link that is refused naming that seat", async (t) => {
  const { a, b, back } = await started(t);
  await open(a, back);
  await a.evaluate(() => {
    // The game on the table (earlier tests left theirs): its save's id ends the address.
    const key = `quarantable.save.${location.hash.split('/').pop()}`;
    const text = localStorage.getItem(key);
    const mine = text.match(/"controller":"Person","level":"\w+","device":(\d+)/)[1];
    const edited = text.replace(
      /"controller":"Elsewhere","level":"(\w+)","device":\d+/,
      `"controller":"Person","level":"$1","device":${mine}`,
    );
    if (edited === text) throw new Error('the save did not hold Orange as played elsewhere');
    localStorage.setItem(key, edited);
  });
  await a.reload();
  await a.waitForSelector('#turn-banner');
  // Blue's turn here, then Orange's tile, now played on A.
  for (let moves = 0; (await a.getAttribute('#turn-banner', 'data-seat')) !== '1'; moves++) {
    assert.ok(moves < 6, "Orange's turn comes");
    await move(a);
  }
  await move(a);
  await a.click('#share');
  const forged = await a.inputValue('#share-dialog[open] #share-link');
  await refused(b.page, forged, 'Orange', /moves for Orange that Orange's device did not make/);
  assert.deepEqual(b.errors, []);
});
