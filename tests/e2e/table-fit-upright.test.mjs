// Issue 21: the table fits at the two upright screens (see table-fit.mjs), and at its first
// decision at sizes between and beyond the four.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './browser.mjs';
import { SIZES, GAMES, look, testFitAt } from './table-fit.mjs';

const app = await openApp();
test.after(() => app.close());
testFitAt(test, app, SIZES.filter((s) => s.viewport.width < s.viewport.height));

/** Sizes between and beyond the four: small and large phones both ways, a laptop, a desktop. */
const SWEEP = [[360, 640], [640, 360], [844, 390], [412, 915], [1280, 800], [800, 1280], [1920, 1080], [1080, 1920], [1440, 900]];

test('every game fits at its first decision from 360 to 1920 px wide, held either way', async (t) => {
  for (const game of GAMES) {
    const context = await app.browser.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    try {
      await page.goto(`${app.server.url}?game=${game}&players=2#/${game}/new`);
      await page.click('#start');
      await page.waitForSelector('.actions button, .game-panel button:not([disabled])');
      const misfits = [];
      for (const [width, height] of SWEEP) {
        await page.setViewportSize({ width, height });
        await page.waitForTimeout(150); // the board refits to its new box
        const now = await look(page);
        if (now.outside.length || now.wider) misfits.push(`${width}x${height}: ${now.outside.join('; ')}${now.wider ? ' wider' : ''}`);
      }
      t.diagnostic(`${game}: ${SWEEP.length - misfits.length}/${SWEEP.length} sizes fit`);
      assert.deepEqual(misfits, [], `${game}: the table fits every size`);
    } finally {
      await context.close();
    }
  }
});
