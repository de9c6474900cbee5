// No seed grinding: the hero's rolls do not change with the virus's device's choices. Two
// virus's devices set up Pandemic games of different seeds (`?seed=`, as a class's link deals
// one), their keys drawn the same; two hero's devices, their randomness the same, join one
// each: the hero's first rolls are the same. Were the dice drawn from the seed alone, the seed
// the virus's device chose would be the hero's roll. That neither device can
// compute a roll before the other's value comes is tested natively (catch_me::seal::tests_dice).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, fixRandom, fixRandomFromStart } from './browser.mjs';
import { device, open, sendMove } from './devices.mjs';

let app;
before(async () => {
  app = await openApp();
});
after(() => app?.close());

/** The virus's device's first link of a Pandemic game dealt from `seed`, its key drawn from
 *  the page's randomness fixed at `drawn`. */
async function virusLink(seed, drawn) {
  const virus = await device(app);
  await virus.page.goto(app.server.url + `?seed=${seed}&game=catch-me#/catch-me/new`);
  await fixRandom(virus.page, drawn);
  await virus.page.check('input[name="mode"][value="pandemic"]');
  await virus.page.selectOption('li[data-seat="0"] select.controller', 'elsewhere');
  await virus.page.selectOption('li[data-seat="1"] select.controller', 'computer');
  await virus.page.click('#start');
  await virus.page.waitForSelector('#send-move');
  const { link } = await sendMove(virus.page);
  assert.deepEqual(virus.errors, []);
  await virus.close();
  return link;
}

/** What a hero's device, its randomness fixed at `drawn`, is told of its first roll in the game
 *  of `link`. */
async function heroFirstRoll(link, drawn) {
  const hero = await device(app);
  await fixRandomFromStart(hero.page, drawn);
  await open(hero.page, link);
  await hero.page.click('#dice');
  await hero.page.waitForFunction(() => [...document.querySelectorAll('#log li')].some((li) => li.textContent.startsWith('Hero rolled')));
  const lines = await hero.page.locator('#log li').allTextContents();
  assert.deepEqual(hero.errors, []);
  await hero.close();
  return lines.find((line) => line.startsWith('Hero rolled'));
}

test('grinding seeds on the virus\'s device changes no roll of the hero', async () => {
  const links = [await virusLink(101, 7), await virusLink(202, 7)];
  assert.notEqual(links[0], links[1], 'two games of two seeds');
  const rolls = [await heroFirstRoll(links[0], 11), await heroFirstRoll(links[1], 11)];
  assert.match(rolls[0], /^Hero rolled \d/);
  assert.equal(rolls[1], rolls[0], 'the hero\'s first roll whatever the seed');
  // The hero's own value is in the roll: another device's randomness may roll otherwise.
  const others = new Set();
  for (const drawn of [12, 13, 14, 15, 16]) others.add(await heroFirstRoll(links[0], drawn));
  assert.ok(others.size > 1, `the hero's value changes the roll: ${[...others]}`);
});
