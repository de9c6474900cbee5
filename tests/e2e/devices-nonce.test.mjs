// No move of one game is taken in another: Ann's device sets up a class's two games of
// Vaccine Race, begun from one seed (`?seed=`, as a class's link deals it) with the same
// names, Ben on another device in each. Ben's move of game 1 comes back to Ann's device,
// which holds both at the same moves: it goes on game 1, and game 2 stays as it was, its Ben
// bound to no key (before, the device took it as game 2's next move, bound game 2's Ben to
// the key of game 1's, and then refused game 2's own Ben). Each game's own random nonce,
// which its signatures bind, tells them apart; a link of game 1 re-packed with game 2's nonce
// is refused as not signed (natively: travel::signed::tests).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './browser.mjs';
import { device, open, playHere } from './devices.mjs';

const SEED = 4711;

let app;
before(async () => {
  app = await openApp();
});
after(() => app?.close());

/** Sets up at `page` the class's game of Vaccine Race, Ben on another device; Ann plays her
 *  move and its link for Ben is returned. */
async function classGame(page) {
  await page.goto(app.server.url + `?seed=${SEED}&game=vaccine-race#/vaccine-race/new`);
  await page.selectOption('li[data-seat="1"] select.controller', 'elsewhere');
  await page.click('#start');
  await page.waitForSelector('#turn-banner');
  return playHere(page);
}

/** The saves this device holds: their ids, moves and Ben's key. */
const saves = (page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('quarantable.save.'))
      .map((key) => JSON.parse(localStorage.getItem(key)))
      .map((save) => ({ id: save.id, moves: save.record.actions.length, ben: save.seats[1].key ?? null })),
  );

test("Ben's move of game 1 is not taken into game 2 of the same seed and names", async (t) => {
  const [ann, ben] = [{ page: app.page, errors: [] }, await device(app)];
  t.after(() => ben.close());
  const forBen = await classGame(ann.page);
  const [game1] = await saves(ann.page);
  assert.ok(forBen && (await classGame(ann.page)), 'each game waits for Ben');
  const game2 = (await saves(ann.page)).find((save) => save.id !== game1.id);
  await open(ben.page, forBen);
  const bensMove = await playHere(ben.page);
  assert.ok(bensMove, "Ben's move of game 1, sent");
  await open(ann.page, bensMove);
  const after = await saves(ann.page);
  assert.deepEqual(after.find((save) => save.id === game2.id), game2, "game 2 as it was: no move of game 1's, its Ben bound to no key");
  const game1After = after.find((save) => save.id === game1.id);
  assert.ok(game1After.moves > game1.moves && game1After.ben, "game 1 took Ben's move, its Ben bound to his device's key");
  assert.deepEqual([...ann.errors, ...ben.errors], []);
});
