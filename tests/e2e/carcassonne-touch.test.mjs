// Carcassonne on a phone-sized touch screen (issue 13: "the phone-size touch path (drag,
// pinch) for at least a few turns"): one finger drags the board, two fingers pinch it, and the
// turns are played by taps alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, screenshot, hurryIfShown, PHONE } from './browser.mjs';

const viewBox = async (page) => (await page.locator('svg.cc-table').getAttribute('viewBox')).split(' ').map(Number);

/** Touches moving from `from` to `to` (one [x, y] per finger), in a few steps, through CDP. */
async function gesture(cdp, from, to) {
  const points = (t) => from.map(([x, y], i) => ({ x: x + (to[i][0] - x) * t, y: y + (to[i][1] - y) * t, id: i }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(0) });
  for (const t of [0.25, 0.5, 0.75, 1]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(t) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('Carcassonne: on a phone, drag and pinch the board and play turns by taps', async (t) => {
  const app = await openApp(PHONE);
  t.after(() => app.close());
  const { page, errors, server, context } = app;
  const cdp = await context.newCDPSession(page);
  await page.goto(server.url + '#/carcassonne/new');
  await page.locator('li[data-seat="1"] select.controller').selectOption('computer');
  await page.locator('#start').tap();
  await page.waitForSelector('.cc-spot');

  const box = await page.locator('svg.cc-table').boundingBox();
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const before = await viewBox(page);
  await gesture(cdp, [[cx, cy]], [[cx + 60, cy + 40]]);
  const dragged = await viewBox(page);
  assert.ok(dragged[0] < before[0] && dragged[1] < before[1], `one finger drags the board (${before} -> ${dragged})`);
  assert.equal(dragged[2], before[2], 'a drag does not zoom');
  await gesture(cdp, [[cx - 30, cy], [cx + 30, cy]], [[cx - 90, cy], [cx + 90, cy]]);
  const pinched = await viewBox(page);
  assert.ok(pinched[2] < dragged[2], `spreading two fingers zooms in (${dragged[2]} -> ${pinched[2]})`);
  assert.equal(await page.locator('.cc-spot.chosen').count(), 0, 'neither gesture chose a spot');
  await page.locator('#cc-fit').tap();

  let turns = 0;
  for (let i = 0; i < 200 && turns < 4; i++) {
    const spots = await page.locator('.cc-spot').count();
    if (spots) {
      // A different spot each turn, among those this tile has (some tiles fit in few places).
      const spot = page.locator('.cc-spot').nth(turns % spots);
      await spot.focus(); // brings it into view when it is off the screen
      await spot.tap();
      await page.waitForSelector('.cc-spot.chosen'); // the first tap chose the spot
      // Not a wait for the page: the time between two taps. Closer than the browser's
      // double-tap interval they would be one double tap, whose second tap the shell drops
      // on purpose (issue 11); no condition in the page marks that interval's end.
      await page.waitForTimeout(600);
      await spot.tap(); // again: the next way the tile fits there
      assert.equal(await page.locator('.cc-spot.chosen').count(), 1);
      // Placed: the tile is on the board (the next turn's spots may follow at once).
      const before = await page.locator('.cc-tile').count();
      await page.locator('#cc-confirm').tap();
      await page.waitForFunction((n) => document.querySelectorAll('.cc-tile').length > n, before);
      if (await page.locator('.cc-target').count()) {
        if (turns % 2) await page.locator('.cc-target').first().tap();
        else await page.locator('.actions button[data-action="0"]').tap();
      }
      turns++;
    } else {
      // The computer's turn: skipped ahead, up to the person's next tile.
      await hurryIfShown(page);
      await page.waitForSelector('.cc-spot');
    }
  }
  assert.equal(turns, 4, 'four turns played by taps');
  assert.ok((await page.locator('.cc-tile').count()) >= 8, 'both players laid their tiles');
  await screenshot(page, 'carcassonne-touch');
  assert.deepEqual(errors, []);
});
