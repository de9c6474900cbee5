// Carcassonne's camera holds still, and the COVID-19 layer reads and is tapped on the board, from
// saved positions. As the Carcassonne app: "the camera moves only when you move it; the meeple
// step shows the whole feature". The camera keeps its box (the board's viewBox) from the placing
// to the meeple step, and from turn to turn while every spot is in view; every infection token
// and every place of a spread is 16 px or more at each size the game is played at; a token to
// move is chosen by tapping it on the board, its places apart from each other.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPosition, plyNow, screenshot, PHONE } from './browser.mjs';
import { settled } from './table.mjs';

const SIZES = [[1366, 768], [1024, 768], [768, 1024], [390, 844], [844, 390], [360, 640]];
/** The fewest pixels across of an infection token and of a place of the spread (the issue's). */
const LEAST_PX = 16;

const viewBox = (page) => page.locator('svg.cc-table').getAttribute('viewBox');

/**
 * The spots of the tile in hand and whether each lies wholly in the free part of the board's box
 * (off its zoom buttons' column and below its points) as the camera `box` (a viewBox) would
 * draw it: `inside` with a pixel to spare, `edge` within a pixel of that part's edge.
 */
const spotsUnder = (page, box) =>
  page.evaluate((box) => {
    const svg = document.querySelector('svg.cc-table');
    const r = svg.getBoundingClientRect();
    const zoom = document.querySelector('.cc-zoom').getBoundingClientRect();
    const points = document.querySelector('.cc-scores').getBoundingClientRect();
    const free = { left: r.left, top: Math.max(r.top, points.bottom), right: Math.min(r.right, zoom.left), bottom: r.bottom };
    const [vx, vy, vw] = box.split(' ').map(Number);
    const px = r.width / vw;
    return [...document.querySelectorAll('.cc-spot[data-spot]')].map((s) => {
      const [x, y] = s.dataset.spot.split(',').map(Number);
      const t = { left: r.left + (x * 100 - vx) * px, top: r.top + (y * 100 - vy) * px };
      const margin = Math.min(t.left - free.left, t.top - free.top, free.right - (t.left + 100 * px), free.bottom - (t.top + 100 * px));
      return { spot: s.dataset.spot, inside: margin >= 1, edge: Math.abs(margin) < 1 };
    });
  }, box);

/** The places to tap now, as circles in pixels: centre, radius and the element's name. */
const places = (page, selector) =>
  page.evaluate((selector) => [...document.querySelectorAll(selector)].map((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: Math.min(r.width, r.height), name: el.dataset.place ?? el.dataset.token };
  }), selector);

/** Pairs of round marks that overlap (their centres nearer than their radii together). */
const overlapping = (marks) =>
  marks.flatMap((a, i) => marks.slice(i + 1).filter((b) => Math.hypot(a.x - b.x, a.y - b.y) < (a.w + b.w) / 2 - 1).map((b) => `${a.name} and ${b.name}`));

/** Waits until the next frame has been drawn twice (the camera keeps the spots a frame later). */
const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * Plays `turns` turns from carcassonne-mid (every seat a person at this screen), and no Meeple:
 * each tile on the spot in view farthest from the middle of the view where the board is to
 * `grow`, else on the nearest (the board fills in). Returns how many meeple steps and how many
 * new turns were compared with the camera before them.
 */
async function playStill(page, turns, where, grow) {
  let [steps, kept] = [0, 0];
  for (let turn = 0; turn < turns; turn++) {
    await page.waitForSelector('.cc-spot');
    await settled(page);
    await frames(page);
    const before = await viewBox(page);
    const [vx, vy, vw, vh] = before.split(' ').map(Number);
    const out = (spot) => Math.hypot(...spot.split(',').map(Number).map((v, i) => v * 100 + 50 - (i ? vy + vh / 2 : vx + vw / 2)));
    const spots = (await spotsUnder(page, before)).filter((s) => s.inside).map((s) => s.spot);
    const spot = spots.reduce((a, b) => ((out(b) > out(a)) === grow ? b : a));
    await page.locator(`.cc-spot[data-spot="${spot}"]`).click();
    const tiles = await page.locator('.cc-tile').count();
    await page.locator('#cc-confirm').click();
    await page.waitForFunction((n) => document.querySelectorAll('.cc-tile').length > n, tiles);
    await page.waitForSelector('.cc-target, .cc-spot');
    await frames(page);
    if (await page.locator('.cc-target').count()) {
      assert.equal(await viewBox(page), before, `${where}, turn ${turn}: the meeple step keeps the placing's box`);
      const targets = await places(page, '.cc-target');
      assert.deepEqual(overlapping(targets), [], `${where}, turn ${turn}: the meeple targets stand apart`);
      const box = await page.locator('svg.cc-table').boundingBox();
      for (const t of targets) {
        assert.ok(t.x > box.x && t.x < box.x + box.width && t.y > box.y && t.y < box.y + box.height, `${where}: target ${t.name} in view`);
      }
      if (turn === 0) await screenshot(page, `carcassonne-meeple-step-${where}`);
      steps++;
      await page.locator('.actions button[data-action="0"]').click(); // no Meeple
      await page.waitForSelector('.cc-spot');
    }
    // The next tile's spots, as the camera of this turn (kept to its meeple step) shows them.
    await frames(page);
    const after = await viewBox(page);
    const under = await spotsUnder(page, before);
    if (under.every((s) => s.inside)) {
      assert.equal(after, before, `${where}, turn ${turn}: every spot of the next tile is in view, so the camera keeps its box`);
      kept++;
    } else if (!under.some((s) => s.edge)) {
      // A spot would be out of view: the camera may move, and then shows every spot.
      assert.ok((await spotsUnder(page, after)).every((s) => s.inside), `${where}, turn ${turn}: the camera moved to show every spot`);
      const [w0, w1] = [Number(before.split(' ')[2]), Number(after.split(' ')[2])];
      assert.ok(w1 >= w0 - 0.1, `${where}, turn ${turn}: it never zooms in (${w0} -> ${w1})`);
    }
  }
  return { steps, kept };
}

// On a laptop the board grows past the view (the camera keeps a tile to spare); a phone's view
// already holds the landscape at its smallest tiles, so there the board fills in.
for (const [name, device, grow] of [['laptop', { viewport: { width: 1366, height: 768 } }, true], ['phone', PHONE, false]]) {
  test(`Carcassonne on a ${name}: the camera keeps its box from the placing to the meeple step and from turn to turn while every spot is in view`, async (t) => {
    const app = await openApp(device);
    t.after(() => app.close());
    const { page, server } = app;
    await openPosition(page, server, 'carcassonne-mid');
    const { steps, kept } = await playStill(page, 6, name, grow);
    assert.ok(steps >= 3, `meeple steps compared: ${steps}`);
    assert.ok(kept >= 2, `turns whose spots were all in view: ${kept}`);
    app.assertNoErrors();
  });
}

test('Carcassonne COVID-19: every infection token and spread place is 16 px or more at each size, none on top of another', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page, server } = app;
  const seen = { tokens: 0, places: 0 };
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    for (const position of ['carcassonne-covid-mid', 'carcassonne-covid-spread', 'carcassonne-covid-move']) {
      const where = `${position} at ${width}x${height}`;
      await openPosition(page, server, position);
      await page.waitForSelector('.cc-token');
      await settled(page);
      await frames(page);
      const tokens = await places(page, '.cc-token');
      const spread = await places(page, '[data-place^="area-"]');
      seen.tokens += tokens.length;
      seen.places += spread.length;
      const small = [...tokens, ...spread].filter((m) => m.w < LEAST_PX - 0.5).map((m) => `${m.name} ${m.w.toFixed(1)} px`);
      assert.deepEqual(small, [], `${where}: tokens and places are ${LEAST_PX} px or more`);
      assert.deepEqual(overlapping(tokens), [], `${where}: no token on top of another`);
      assert.deepEqual(overlapping(spread), [], `${where}: no place of the spread on top of another`);
      if (position !== 'carcassonne-covid-mid' && width === 390) await screenshot(page, `camera-${position}-phone`);
    }
  }
  assert.ok(seen.tokens >= 6 * 20 && seen.places >= 6 * 30, `measured ${seen.tokens} tokens and ${seen.places} places`);
  app.assertNoErrors();
});

test('Carcassonne COVID-19 on a phone: the token to move is chosen by tapping it on the board', async (t) => {
  const app = await openApp(PHONE);
  t.after(() => app.close());
  const { page, server } = app;
  const saved = await openPosition(page, server, 'carcassonne-covid-move');
  await page.waitForSelector('[data-place^="area-"][data-can]');
  await settled(page);
  await frames(page);
  const marks = await places(page, '[data-place^="area-"][data-can]');
  assert.equal(marks.length, 20, 'each of the 20 tokens is a place to tap');
  assert.deepEqual(overlapping(marks), [], 'no place on top of another');
  // Each place is what a finger there touches: nothing of the board covers it.
  const covered = await page.evaluate((marks) => marks.filter((m) => !document.elementFromPoint(m.x, m.y)?.closest(`[data-place="${m.name}"]`)).map((m) => m.name), marks);
  assert.deepEqual(covered, [], 'every place is uncovered where it is drawn');
  const ply = await plyNow(page);
  const chosen = marks[marks.length - 1].name;
  await page.locator(`[data-place="${chosen}"]`).tap();
  await page.waitForFunction((at) => Number(document.querySelector('section.play')?.dataset.ply) > at, ply);
  const played = await page.evaluate(([key, at]) => JSON.parse(localStorage.getItem(key)).record.actions[at], [`quarantable.save.${saved.id}`, ply]);
  assert.deepEqual(played, { MoveToken: Number(chosen.slice('area-'.length)) }, 'the token tapped is the one moved');
  app.assertNoErrors();
});
