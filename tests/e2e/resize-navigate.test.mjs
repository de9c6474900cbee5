// Every game's table, resized and left in the same frame, again and again (a phone turned as
// a child taps Home, a window dragged while the address changes): the app never reads what
// the table it left has dropped, so no error reaches the page and the app goes on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPosition, collectErrors } from './browser.mjs';
import { GAMES } from './table.mjs';

const SIZES = [[1366, 768], [390, 844], [844, 390], [768, 1024]];
const ROUNDS = 8;

/** Resizes the window and changes the address at once: to `away`, then back to the table. */
async function resizeAndLeave(page, size, away, back) {
  await Promise.all([
    page.setViewportSize({ width: size[0], height: size[1] }),
    page.evaluate((hash) => { location.hash = hash; }, away),
  ]);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await Promise.all([
    page.setViewportSize({ width: size[1], height: size[0] }),
    page.evaluate((hash) => { location.hash = hash; }, back),
  ]);
  await page.waitForSelector('.board-wrap');
}

test('every game\'s table survives being resized and left in the same frame, many times', async () => {
  const app = await openApp();
  try {
    for (const game of GAMES) {
      const context = await app.browser.newContext({ viewport: { width: 1024, height: 768 } });
      const page = await context.newPage();
      const errors = collectErrors(page);
      const { hash } = await openPosition(page, app.server, `${game}-mid`);
      for (let round = 0; round < ROUNDS; round++) {
        const away = round % 2 ? `#/${game}/rules` : '#/';
        await resizeAndLeave(page, SIZES[round % SIZES.length], away, hash);
      }
      assert.deepEqual(errors, [], `${game}: no error in the page`);
      assert.equal(await page.locator('#crashed').isVisible(), false, `${game}: the app did not stop`);
      await context.close();
    }
  } finally {
    await app.close();
  }
});
