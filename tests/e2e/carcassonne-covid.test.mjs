// Carcassonne with the COVID-19 expansion, extended rules, a person against the
// computer through the real UI: the setup option, infected areas on the board, the spread
// chosen by tapping a ringed area, testing cards turned beside the board and told in the log,
// axe on the spread and at the end, at desktop size and on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPosition, screenshot, assertAccessible, fixRandom, hurryIfShown, PHONE } from './browser.mjs';

const MAX_STEPS = 900;
// The game's seed comes from this: a game in which the person has a spread to choose, a
// meeple tested and a testing card turned (a random game need not have them all).
const SEED = Number(process.env.CC_SEED ?? 1);

/** Whatever the person can do on their turn, or the game's end. */
const PERSON_OR_END = '#winner, .cc-spread, .cc-spot, .cc-target, .actions button';

/** One step of the person's turn, or waiting for the computer; returns what it did. */
async function step(page, turn) {
  if (await page.locator('.cc-spread').count()) {
    await page.locator('.cc-spread').first().dispatchEvent('click');
    return 'spread';
  }
  if (await page.locator('.cc-spot').count()) {
    await page.click('#cc-fit');
    const spots = page.locator('.cc-spot');
    // Dispatched: a spot under the zoom buttons would be covered for a pointer.
    await spots.nth((turn * 5) % (await spots.count())).dispatchEvent('click');
    await page.click('#cc-confirm');
    return 'tile';
  }
  // Meeples on infected places when there are some, so that tests happen.
  const infected = page.locator('.cc-target:not(.cc-spread)[aria-label*="infected"]');
  if (await infected.count()) {
    await infected.first().dispatchEvent('click');
    return 'meeple';
  }
  const none = page.locator('.actions button').first();
  if (await none.count()) {
    await none.click();
    return 'none';
  }
  // The computer's turn: skipped ahead, up to the person's next choice or the end.
  await hurryIfShown(page);
  await page.waitForSelector(PERSON_OR_END);
  return 'wait';
}

async function playExtendedGame(t, viewport) {
  const app = await openApp(viewport);
  t.after(() => app.close());
  const { page } = app;
  await fixRandom(page, SEED);
  await page.goto(app.server.url + '#/carcassonne/new');
  await page.check('fieldset[data-option="covid"] input[value="extended"]');
  await page.selectOption('li[data-seat="1"] select.controller', 'computer');
  await page.click('#start');
  await page.waitForSelector('svg.cc-table');
  assert.equal(await page.locator('.cc-token').count(), 2, 'the COVID tile starts infected: city, then field');
  let spreads = 0;
  let cardsSeen = 0;
  let testLogged = false;
  for (let i = 0; i < MAX_STEPS && !(await page.locator('#winner').count()); i++) {
    if (spreads === 0 && (await page.locator('.cc-spread').count())) {
      await screenshot(page, `carcassonne-covid-spread-${viewport === PHONE ? 'phone' : 'desktop'}`);
      await assertAccessible(page, 'the spread choice');
      // Each place to tap on the board carries the number its choice carries.
      const numbers = await page.evaluate(() => ({
        board: [...document.querySelectorAll('.cc-spread')].map((g) => g.textContent.trim()),
        choices: [...document.querySelectorAll('.actions button')].map((b) => b.textContent.trim().split(':')[0]),
      }));
      assert.deepEqual(numbers.board, numbers.choices, 'the board and the choices number the spread alike');
      assert.deepEqual(numbers.board, numbers.board.map((_, i) => String(i + 1)), 'counted from 1');
    }
    const did = await step(page, i);
    if (did === 'spread') spreads++;
    const cards = await page.locator('.cc-card').count();
    if (cards && !cardsSeen) await screenshot(page, `carcassonne-covid-test-${viewport === PHONE ? 'phone' : 'desktop'}`);
    cardsSeen += cards;
    if (cards && !testLogged) {
      const log = (await page.locator('#log li').allTextContents()).join('\n');
      testLogged = /tests (negative|positive)|draws Death/.test(log);
    }
  }
  assert.ok(await page.locator('#winner').count(), 'the game ended');
  assert.ok(spreads >= 1, `the person chose a spread (${spreads})`);
  assert.ok(testLogged, 'a test result is in the log');
  assert.ok(cardsSeen >= 1, 'a testing card was shown turned');
  await screenshot(page, `carcassonne-covid-end-${viewport === PHONE ? 'phone' : 'desktop'}`);
  await assertAccessible(page, 'the end of a COVID-19 game');
  // The setup offers the expansion again, as this game was started.
  await page.goto(app.server.url + '#/carcassonne/new');
  assert.ok(await page.locator('fieldset[data-option="covid"] input[value="extended"]').isChecked(), 'the setup keeps the expansion chosen last');
  app.assertNoErrors();
}

test('Carcassonne COVID-19: a whole extended game, person against the computer', (t) => playExtendedGame(t, {}));

test('Carcassonne COVID-19: on a phone', (t) => playExtendedGame(t, PHONE));

test('Carcassonne COVID-19: the rules page states the expansion', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  await app.page.goto(app.server.url + '#/carcassonne/rules');
  await app.page.waitForSelector('#covid-rulings'); // once the game's own file is in
  assert.equal(await app.page.locator('#covid-rulings li').count(), 12, 'every ruling of the expansion');
  await assertAccessible(app.page, 'the rules page');
});

// Keys reach past the ninth choice: among ten or more, a number of two digits
// typed within a beat presses that button, and one digit alone presses its own after the beat.
test('Carcassonne COVID-19: keys reach every spread choice, the tenth by typing 1 then 0', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page, errors, server } = app;
  /** The action `act` took, as the save records it. */
  const after = async (act) => {
    await openPosition(page, server, 'carcassonne-covid-spread');
    if (await page.locator('#uncover').count()) await page.click('#uncover');
    await page.waitForSelector('.actions button');
    const ply = Number(await page.getAttribute('section.play', 'data-ply'));
    const count = await page.locator('.actions button').count();
    assert.ok(count >= 10, `the spread has ${count} choices`);
    await act();
    await page.waitForSelector(`section.play[data-ply="${ply + 1}"]`);
    const saved = await page.waitForFunction((at) => {
      const actions = JSON.parse(localStorage.getItem('quarantable.save.pos-carcassonne-covid-spread')).record.actions;
      return actions.length > at && JSON.stringify(actions[at]);
    }, ply);
    return saved.jsonValue();
  };
  const tenth = await after(() => page.click('.actions button >> nth=9'));
  assert.equal(await after(() => page.keyboard.type('10', { delay: 50 })), tenth, '1 then 0 presses the tenth');
  const first = await after(() => page.click('.actions button >> nth=0'));
  assert.equal(await after(() => page.keyboard.press('1')), first, '1 alone presses the first after the beat');
  assert.notEqual(first, tenth, `the first (${first}) and the tenth (${tenth}) differ`);
  assert.deepEqual(errors, []);
});
