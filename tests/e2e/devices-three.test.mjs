// Across devices without a server: seats that belong to a device, one history.
// Three devices play Vaccine Race (Lab Race: devices-lab.test.mjs), each link sent to the device whose person is
// to play; a fourth that opens a link not sent to it watches and cannot act; an old link
// opened again changes nothing and says so; a fork keeps both ways; undo stops at the last
// move sent.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, assertAccessible, fixRandom } from './browser.mjs';
import { device, open, playAcrossThreeDevices, playHere, setUp } from './devices.mjs';

let app;
before(async () => {
  app = await openApp();
});
after(() => app?.close());

// Lab Race's three devices are in devices-lab.test.mjs: a file has five minutes.
test('three devices play Vaccine Race by link; a fourth watches; an old link changes nothing', async (t) => {
  await playAcrossThreeDevices(app, t, 'vaccine-race');
});

const FORK_SEED = 21;

// "A fork (both sides moved from the same point) shows both continuations with their moves,
// asks which one the table plays on, and keeps the other as a file or a save."
test('a link opened on two devices, each moving its own way, is a fork that keeps both ways', async (t) => {
  const a = app.page;
  const [b, b2] = [await device(app), await device(app)];
  t.after(() => Promise.all([b, b2].map((d) => d.close())));
  // A fixed game whose second tile has six spots, so the two ways differ (with one spot,
  // the two devices made the same move and no fork came: a flaky failure in CI).
  await a.goto(app.server.url + '#/carcassonne/new');
  await fixRandom(a, FORK_SEED);
  await setUp(app, a, 'carcassonne');
  const first = await playHere(a);
  await open(b.page, first);
  assert.ok((await b.page.locator('.cc-spot').count()) > 1, 'the second tile has a choice of spots');
  const one = await playHere(b.page);
  // Orange is bound to B's key; only a browser holding that key (the same person's,
  // its storage copied) may play it another way: from any other, A refuses it (keys.test.mjs).
  const identity = await b.page.evaluate(() => ['quarantable.device', 'quarantable.device.signing'].map((k) => [k, localStorage.getItem(k)]));
  await b2.page.goto(app.server.url);
  await b2.page.evaluate((identity) => identity.forEach(([k, v]) => localStorage.setItem(k, v)), identity);
  await open(b2.page, first);
  const other = await playHere(b2.page, { last: true });
  await open(a, one);
  await a.goto(other);
  await a.waitForSelector('[data-arrival="forked"]');
  assert.equal(await a.evaluate(() => document.activeElement?.id), 'fork-title', 'the question takes focus');
  assert.match(await a.textContent('#way-here'), /^Here: \d+ moves? \(/);
  assert.match(await a.textContent('#way-link'), /^In the link: \d+ moves? \(/);
  await assertAccessible(a, 'a fork');
  await a.click('#play-on-here');
  await a.waitForSelector('#turn-banner');
  await a.goto(app.server.url + '#/');
  await a.waitForSelector('li.save');
  const rows = await a.locator('li.save .what').allTextContents();
  assert.equal(rows.filter((r) => r.startsWith('Carcassonne')).length, 2, `both ways are kept: ${rows}`);
  assert.ok(rows.some((r) => /the other way after move \d+/.test(r)), `the way set aside says so: ${rows}`);
  for (const d of [b, b2]) assert.deepEqual(d.errors, []);
});
