// The end of every game at every size of the table checks: the end's message is whole and in
// view, and so is every control (Rematch, Replay, New game, the scores, undo, redo, share),
// none under another (the undo bar lies over nothing), and the last move's line is read whole.
// Each game's saved end position is opened, not played up to.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { openApp, openPosition, collectErrors, OUT_DIR } from './browser.mjs';
import { GAMES, DEVICES, contextFor, lookAtTable, settled } from './table.mjs';

/** Every size of every device, each game's end opened once per device. */
async function ends(browser, server, name, problems) {
  const device = DEVICES[name];
  const context = await contextFor(browser, device);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = collectErrors(page);
  try {
    for (const game of GAMES) {
      await openPosition(page, server, `${game}-end`);
      await page.waitForSelector('#winner-title');
      for (const [width, height] of device.sizes) {
        const where = `${game}-end at ${width}x${height}`;
        await page.setViewportSize({ width, height });
        await settled(page);
        const now = await lookAtTable(page);
        if (!now.over) problems.push(`${where}: the end is not shown`);
        for (const what of now.outside) problems.push(`${where}: ${what}`);
        if (now.wider) problems.push(`${where}: the page is wider than the window`);
        if (now.scrolled.some(Boolean)) problems.push(`${where}: the page has scrolled`);
      }
      if (name === 'small' || name === 'sideways') await page.screenshot({ path: path.join(OUT_DIR, `end-${game}-${name}.png`) });
    }
    for (const error of errors) problems.push(`the ends on the ${name}: ${error.split('\n')[0]}`);
  } finally {
    await context.close();
  }
}

test('every game\'s end is whole at every size: its message, its choices and undo, none covered', async () => {
  const app = await openApp();
  try {
    const problems = [];
    for (const name of Object.keys(DEVICES)) await ends(app.browser, app.server, name, problems);
    assert.deepEqual(problems, [], 'every end is whole and uncovered');
  } finally {
    await app.close();
  }
});
