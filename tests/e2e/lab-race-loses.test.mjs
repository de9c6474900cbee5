// Lab Race never lets a person lose through a plain button (issue: "Both family games were lost
// through plain buttons: moving a sick piece into the lab, and moving a sick piece that left the
// twelfth virus"; as in Ludo King, a move that sends you home is never a plain button). From the
// saved position lab-race-loses, Blue helps and moving Yellow 4, sick and unmasked, would leave
// the twelfth virus: that move is marked on its button and on its place on the board
// (`[data-loses]`, docs/board-contract.md) and says so, and it asks once more: the first click,
// tap or Enter shows the warning and plays nothing, "Choose again" plays nothing, and only the
// confirm plays it. By mouse and keys on a laptop, by touch on a phone, in English and Italian.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPosition, plyNow, screenshot } from './browser.mjs';

const BUTTON = '.actions button[data-loses]';
const PLACE = '.lr-board [data-place][data-loses]';
const WARNING = '#loses-warning';

/** The moves offered, each with whether it is marked as losing the game. */
const marks = (page) =>
  page.locator('.actions button').evaluateAll((buttons) => buttons.map((b) => [b.textContent, b.hasAttribute('data-loses')]));

/** Nothing was played: the same position, no end, after a beat in which a move could have played. */
async function assertNothingPlayed(page, ply, what) {
  await page.waitForTimeout(600);
  assert.equal(await plyNow(page), ply, `${what}: nothing is played`);
  assert.equal(await page.locator('#winner').count(), 0, `${what}: the game goes on`);
}

test('Lab Race: a move that loses the game is marked on its button and its place, and plays only once confirmed', async (t) => {
  const app = await openApp({ viewport: { width: 1366, height: 768 } });
  t.after(() => app.close());
  const { page } = app;
  await openPosition(page, app.server, 'lab-race-loses');
  await page.waitForSelector('.actions button');
  const ply = await plyNow(page);

  const offered = await marks(page);
  const losing = offered.filter(([, loses]) => loses);
  assert.equal(losing.length, 1, `one move loses the game: ${JSON.stringify(offered)}`);
  assert.match(losing[0][0], /Yellow 4.*⚠ loses the game/, 'its button names the piece and says it loses the game');
  assert.ok(offered.some(([, loses]) => !loses), 'the other moves are plain');
  assert.equal(await page.locator(PLACE).count(), 1, 'its place on the board is marked');
  assert.equal(await page.locator(`${PLACE}[data-can]`).count(), 1, 'and is the place to tap for it');
  assert.equal(await page.locator('.lr-board .lr-loses-sign').count(), 1, 'with a warning sign drawn on it');

  // A click asks, and plays nothing; choosing again plays nothing either.
  await page.click(BUTTON);
  await page.waitForSelector(WARNING);
  assert.match(await page.locator(WARNING).textContent(), /This loses the game: the virus multiplies to 12\./);
  await screenshot(page, 'lab-race-loses-warning');
  await assertNothingPlayed(page, ply, 'a first click on the button');
  await page.click('#loses-cancel');
  assert.equal(await page.locator(WARNING).count(), 0, 'choosing again closes the warning');
  await assertNothingPlayed(page, ply, 'choosing again');

  // The place on the board asks the same.
  await page.click(PLACE);
  await page.waitForSelector(WARNING);
  await assertNothingPlayed(page, ply, 'a first click on the board');
  await page.click('#loses-cancel');

  // By keys: Enter asks and gives the focus to "Choose again", so that a second Enter plays
  // nothing; the confirm, reached by Shift+Tab, plays the move.
  await page.focus(BUTTON);
  await page.keyboard.press('Enter');
  await page.waitForSelector(WARNING);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'loses-cancel', 'the warning holds the focus on choosing again');
  await page.keyboard.press('Enter');
  await assertNothingPlayed(page, ply, 'Enter twice');
  assert.ok(await page.evaluate(() => document.activeElement.hasAttribute('data-loses')), 'choosing again gives the focus back to the move');
  await page.keyboard.press('Enter');
  await page.waitForSelector(WARNING);
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'loses-confirm');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#winner');
  assert.ok((await plyNow(page)) > ply, 'the confirm plays the move');
  assert.match(await page.locator('#winner-title').textContent(), /The virus multiplied to 12: the virus wins/);
  app.assertNoErrors();
});

test('Lab Race: on a phone a tap on the losing place asks, in view, and the confirm plays it (in Italian)', async (t) => {
  const app = await openApp({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  t.after(() => app.close());
  const { page } = app;
  await openPosition(page, app.server, 'lab-race-loses');
  await page.selectOption('#lang', 'it');
  await page.waitForSelector(BUTTON);
  const ply = await plyNow(page);
  assert.match(await page.locator(BUTTON).textContent(), /⚠ fa perdere la partita/);

  await page.locator(PLACE).tap();
  await page.waitForSelector(WARNING);
  assert.match(await page.locator(WARNING).textContent(), /Questa mossa fa perdere la partita: il virus si moltiplica fino a 12\./);
  for (const id of ['#loses-warning', '#loses-confirm', '#loses-cancel']) {
    const box = await page.locator(id).boundingBox();
    assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844, `${id} is in view: ${JSON.stringify(box)}`);
    if (id !== '#loses-warning') assert.ok(box.width >= 24 && box.height >= 24, `${id} is a 24 px target`);
  }
  await screenshot(page, 'lab-race-loses-phone');
  await assertNothingPlayed(page, ply, 'a first tap on the board');
  await page.locator('#loses-confirm').tap();
  await page.waitForSelector('#winner');
  assert.ok((await plyNow(page)) > ply, 'the confirm plays the move');
  app.assertNoErrors();
});
