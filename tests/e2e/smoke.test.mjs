// Smoke test: the release build in dist/ loads from a deep sub-folder of a local server,
// the Leptos app mounts, nothing errors, and nothing is fetched from anywhere else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, screenshot, APP_SELECTOR, DEEP_PREFIX } from './browser.mjs';
import { GAMES } from './games.mjs';

test('the app mounts from a deep sub-folder, offline, without errors', async (t) => {
  const app = await openApp({ prefix: DEEP_PREFIX });
  t.after(() => app.close());
  const { page, network, server } = app;

  assert.equal(await page.locator(APP_SELECTOR).count(), 1, 'exactly one main#app');
  assert.equal(await page.title(), 'Quarantable');

  // Everything the page loaded came from our server, under the sub-folder.
  network.assertAllLocal();
  assert.ok(network.requests.some((r) => r.url.endsWith('.wasm')), 'the wasm was fetched');
  const outside = server.requests.filter((r) => !r.path.startsWith(DEEP_PREFIX)).map((r) => r.path);
  assert.deepEqual(outside, [], 'requests outside the sub-folder (absolute asset paths?)');
  const failed = server.requests.filter((r) => r.status >= 400).map((r) => `${r.status} ${r.path}`);
  assert.deepEqual(failed, [], 'failed requests');

  // After the first load the app must not fetch anything: a request that does not come can
  // only be watched for, so this one wait is a window of time, not a condition to await.
  await page.waitForTimeout(1000);
  network.assertNoneAfterLoad();

  // Every game's card has its picture drawn: something of size, and nothing left black for
  // want of a colour defined only on the game's own screen.
  const pictures = await page.locator('article[data-game] svg').evaluateAll((svgs) =>
    svgs.map((svg) => {
      const box = svg.getBBox();
      const drawn = [...svg.querySelectorAll('rect, path, circle')].filter((el) => !el.closest('defs'));
      const black = drawn.filter((el) => getComputedStyle(el).fill === 'rgb(0, 0, 0)');
      return [svg.closest('article').dataset.game, Math.round(box.width * box.height), black.length];
    }),
  );
  assert.deepEqual(pictures.map(([game]) => game), GAMES, 'every registered game on the home screen, in its order');
  for (const [game, area, black] of pictures) {
    assert.ok(area > 1000, `${game}: its picture is drawn (area ${area})`);
    assert.equal(black, 0, `${game}: no shape left black`);
  }

  app.assertNoErrors();
  const file = await screenshot(page, 'smoke-home');
  t.diagnostic(`screenshot: ${file}`);
});

test('the static server serves wasm with application/wasm', async () => {
  const { startServer } = await import('./server.mjs');
  const { DIST } = await import('./browser.mjs');
  const fs = await import('node:fs');
  const server = await startServer({ root: DIST, prefix: DEEP_PREFIX });
  try {
    const wasm = fs.readdirSync(DIST).find((f) => f.endsWith('.wasm'));
    const res = await fetch(server.url + wasm);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/wasm');
    assert.equal((await fetch(server.origin + '/' + wasm)).status, 404, 'nothing outside the sub-folder');
    assert.equal((await fetch(server.url + '../../../../../etc/passwd')).status, 404);
  } finally {
    await server.stop();
  }
});
