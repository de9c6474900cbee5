// Epidemium's Magic Number is offered without stopping the game where keeping the roll is the
// obvious choice (the roll plays after a visible countdown unless the card is tapped); Penalty
// cards name the person and look unlike Roll; the card panel names whose cards it shows; the
// maps use a tablet's width with text that reads. From the saved position `epidemium-keep`: a
// person holding a Magic Number card rolls a throw that moves the piece.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPosition, position, assertAccessible, plyNow, screenshot, tapUnlessPlayed } from './browser.mjs';
import { smallestText } from './pieces.mjs';

/** "The usual keep plays after a countdown the person can see for at least 2.5 s from when the prompt is drawn." */
const LEAST_BEAT_MS = 2500;

/** Where each choice's button is: the countdown's start and end move none of them. */
const buttonBoxes = (page) =>
  page.locator('.actions button').evaluateAll((buttons) => buttons.map((b) => {
    const r = b.getBoundingClientRect();
    return `${b.dataset.action ?? b.dataset.kind} ${[r.x, r.y, r.width, r.height].map(Math.round)}`;
  }));

/** The person rolls; the Magic Number decision comes once the dice have stopped. */
async function rollToTheKeep(page) {
  const ply = await plyNow(page);
  await page.locator('.actions button').first().click();
  await page.waitForFunction((before) => Number(document.querySelector('section.play').dataset.ply) === before + 1, ply);
  await page.waitForSelector('.actions button.usual');
  return ply + 1;
}

test('Epidemium: a throw that moves is kept for the person after a beat, unless they stop it to choose', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page, server } = app;
  await openPosition(page, server, 'epidemium-keep');
  // A game come back to is not played on for anyone: the opened decision waits.
  assert.equal(await page.locator('.usual-beat').count(), 0, 'no beat in the position opened');

  const keep = await rollToTheKeep(page);
  const usual = page.locator('.actions button.usual');
  assert.match(await usual.textContent(), /^Keep \d:/, 'the beat is on the keep');
  assert.match(await page.locator('.usual-beat').textContent(), /In \d s: “Keep \d:/, 'the line says what will be played, and when');
  const cards = await page.locator('.actions button.card').allTextContents();
  assert.ok(cards.length > 0 && cards.every((c) => /^\d: /.test(c)), `the Magic Number choices are cards: ${cards}`);
  assert.equal(await usual.evaluate((b) => b.classList.contains('card')), false, 'keeping the roll plays no card');
  await screenshot(page, 'epidemium-keep-beat');
  await assertAccessible(page, 'Epidemium, the usual keep in its beat');
  await page.waitForFunction((at) => Number(document.querySelector('section.play').dataset.ply) > at, keep, { timeout: 6000 });
  assert.equal(await page.locator('.usual-beat').count(), 0, 'the beat ends with the keep');

  // Undo goes back to the keep, which now waits to be chosen anew.
  await page.click('#undo');
  await page.waitForFunction((at) => Number(document.querySelector('section.play').dataset.ply) === at, keep);
  await page.waitForTimeout(3000);
  assert.equal(await plyNow(page), keep, 'a keep gone back to is not played again');
  assert.equal(await page.locator('.usual-beat').count(), 0);

  // From the start again: the person stops the beat by the W key (the whole game's test taps
  // "Wait, I'll choose"), waits, and plays the card.
  await openPosition(page, server, 'epidemium-keep');
  await rollToTheKeep(page);
  const counting = await buttonBoxes(page);
  await page.keyboard.press('w');
  await page.waitForSelector('.usual-beat', { state: 'detached' });
  assert.deepEqual(await buttonBoxes(page), counting, 'stopping the countdown moves no button');
  await page.waitForTimeout(3000);
  assert.equal(await plyNow(page), keep, 'stopped, the keep waits for the person');
  await page.locator('.actions button.card').first().click();
  await page.waitForFunction((at) => Number(document.querySelector('section.play').dataset.ply) > at, keep);
  assert.match(await page.locator('#log li').first().textContent(), /Magic Number/, 'the card was played');
  app.assertNoErrors();
});

/**
 * From the position open, watches the page: when the dice start and stop tumbling, when the
 * usual action's prompt (`.usual-beat`) is drawn and each second its countdown says
 * (`data-left`, and on the button), whether the bar on the usual button runs, and when the position moves on
 * (`data-ply`); all in the page's clock, from a MutationObserver.
 */
const watchTheBeat = (page) =>
  page.evaluate(() => {
    const seen = { lefts: [], onButton: [], bars: [], tumble: [], plies: [] };
    window.beat = seen;
    const play = document.querySelector('section.play');
    const look = () => {
      const now = performance.now();
      const line = document.querySelector('.usual-beat');
      if (line && seen.drawn === undefined) seen.drawn = now;
      const left = line?.dataset.left;
      if (left !== undefined && seen.lefts.at(-1)?.left !== left) seen.lefts.push({ left, at: now });
      const usual = document.querySelector('.actions button.usual');
      const badge = usual?.querySelector('.beat-left')?.textContent;
      if (badge && seen.onButton.at(-1) !== badge) seen.onButton.push(badge);
      if (usual) seen.bars.push(...usual.getAnimations().map((a) => `${a.animationName} ${a.effect.getTiming().duration}`));
      const ply = Number(play.dataset.ply);
      if (seen.plies.at(-1)?.ply !== ply) seen.plies.push({ ply, at: now });
    };
    new MutationObserver(look).observe(play, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('animationstart', (e) => e.target.closest?.('#dice') && seen.tumble.push(['start', performance.now()]), true);
    document.addEventListener('animationend', (e) => e.target.closest?.('#dice') && seen.tumble.push(['end', performance.now()]), true);
    look();
  });

for (const motion of [true, false]) {
  test(`Epidemium: the usual keep's countdown is seen for ${LEAST_BEAT_MS / 1000} s or more from when its prompt is drawn, ${motion ? 'after the dice land' : 'in words under reduced motion'}`, async (t) => {
    const app = await openApp({ motion, viewport: { width: 768, height: 1024 }, hasTouch: true });
    t.after(() => app.close());
    const { page, server } = app;
    await openPosition(page, server, 'epidemium-keep');
    const ply = await plyNow(page);
    await watchTheBeat(page);
    await page.locator('.actions button').first().click();
    // The keep comes at ply + 1 (its buttons as the dice tumble, then its countdown) and plays
    // itself at ply + 2.
    await page.waitForFunction((at) => Number(document.querySelector('section.play').dataset.ply) === at + 1, ply);
    const shownFirst = await buttonBoxes(page);
    await page.waitForSelector('.usual-beat');
    assert.deepEqual(await buttonBoxes(page), shownFirst, 'the countdown\'s start moves no button');
    await page.waitForFunction((at) => Number(document.querySelector('section.play').dataset.ply) >= at + 2, ply, { timeout: 10_000 });
    const seen = await page.evaluate(() => window.beat);
    const keepAt = seen.plies.find((p) => p.ply === ply + 1)?.at;
    const playedAt = seen.plies.find((p) => p.ply === ply + 2)?.at;
    assert.ok(keepAt !== undefined && playedAt !== undefined && seen.drawn !== undefined, `the keep was shown, its prompt drawn, then played: ${JSON.stringify(seen)}`);
    const shown = playedAt - seen.drawn;
    t.diagnostic(`prompt drawn ${Math.round(seen.drawn - keepAt)} ms after the roll, seen ${Math.round(shown)} ms before the keep played; seconds said ${seen.lefts.map((l) => l.left)}`);
    assert.ok(shown >= LEAST_BEAT_MS, `the prompt was seen ${Math.round(shown)} ms before the keep played, under ${LEAST_BEAT_MS} ms`);
    // The countdown is seen: the seconds left, said in the line and on the keep's button, go
    // down one by one to 1.
    assert.deepEqual(seen.lefts.map((l) => l.left), ['3', '2', '1'], 'the line counts the seconds down');
    assert.deepEqual(seen.onButton, ['3', '2', '1'], 'the keep\'s button counts the seconds down');
    if (motion) {
      // "The timer must start when the prompt is on screen, after any dice tumble": the dice
      // tumbled after the roll, and the prompt was drawn once they had landed.
      const landed = seen.tumble.find(([what]) => what === 'end')?.[1];
      assert.ok(landed !== undefined, `the dice tumbled: ${JSON.stringify(seen.tumble)}`);
      assert.ok(seen.drawn >= landed - 20, `the prompt was drawn ${Math.round(landed - seen.drawn)} ms before the dice landed`);
      assert.ok(seen.bars.some((bar) => bar.startsWith('usual-beat ')), `the bar on the keep's button runs: ${seen.bars}`);
      const [, duration] = seen.bars.find((bar) => bar.startsWith('usual-beat ')).split(' ');
      assert.ok(Number(duration) >= LEAST_BEAT_MS, `the bar runs ${duration} ms`);
    } else {
      assert.deepEqual(seen.tumble, [], 'under reduced motion the dice lie still');
      assert.deepEqual(seen.bars, [], 'under reduced motion the bar stands still');
    }
    app.assertNoErrors();
  });
}

test('Epidemium: the card panel names whose cards it shows, as the turn passes, in English and Italian', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  const { page, server } = app;
  await openPosition(page, server, 'epidemium-keep');
  const whose = async () => (await page.locator('.ep-whose').textContent()).trim();
  const seatShown = () => page.locator('.ep-hand').getAttribute('data-seat');
  const { seats, to_act: seat } = JSON.parse(position('epidemium-keep').text);
  const others = seats.filter((_, s) => s !== seat).map((s) => s.name).join('|');
  // "The card panel names whose cards it shows ("Anna's cards" / "Carte di Anna"), so a player
  // does not think theirs are gone": the person to act, holding the Magic Number card.
  assert.equal(await whose(), `${seat + 1}${seats[seat].name}'s cards`, 'the panel names the person to act, with their number');
  assert.equal(await seatShown(), await page.locator('#turn-banner').getAttribute('data-seat'), 'the hand is that of the player the banner names');
  // The person rolls and keeps the throw (without waiting for the countdown): the turn passes.
  const ply = await plyNow(page);
  await page.locator('.actions button').first().click();
  await page.waitForFunction((at) => Number(document.querySelector('section.play').dataset.ply) === at + 1, ply);
  await tapUnlessPlayed(page, ply + 1, page.locator('.actions button').first());
  await page.waitForFunction((was) => document.querySelector('#turn-banner').dataset.seat !== was, String(seat));
  // The panel now says whose hand it shows.
  const next = await page.locator('#turn-banner').getAttribute('data-seat');
  assert.equal(await seatShown(), next, 'the hand shown is the next player\'s');
  assert.match(await whose(), new RegExp(`^\\d(${others})'s cards$`), 'and is named as theirs');
  await page.selectOption('#lang', 'it');
  assert.match(await whose(), new RegExp(`^\\dCarte di (${others})$`), 'in Italian too');
  await assertAccessible(page, 'Epidemium, the named hand');
  app.assertNoErrors();
});

test('Epidemium: on a tablet upright the maps use the width and their text reads at 11 px or more', async (t) => {
  const app = await openApp({ viewport: { width: 768, height: 1024 }, hasTouch: true });
  t.after(() => app.close());
  const { page, server } = app;
  await openPosition(page, server, 'epidemium-keep');
  // Each map as drawn: the sea cut to its box, and the world's lands across it.
  const maps = await page.evaluate(() =>
    [...document.querySelectorAll('.ep-world')].map((world) => {
      const box = world.querySelector('svg').getBoundingClientRect();
      const cut = (r) => [Math.max(box.left, r.left), Math.min(box.right, r.right), Math.max(box.top, r.top), Math.min(box.bottom, r.bottom)];
      const [left, right, top, bottom] = cut(world.querySelector('.sea').getBoundingClientRect());
      const lands = [...world.querySelectorAll('.land')].map((land) => cut(land.getBoundingClientRect()));
      const across = Math.max(...lands.map((l) => l[1])) - Math.min(...lands.map((l) => l[0]));
      const room = world.clientWidth - parseFloat(getComputedStyle(world).paddingLeft) - parseFloat(getComputedStyle(world).paddingRight);
      return { width: right - left, height: bottom - top, across, room };
    }));
  t.diagnostic(maps.map((m) => `map ${Math.round(m.width)}x${Math.round(m.height)} px, its lands ${Math.round(m.across)} px across, of ${Math.round(m.room)} px`).join('; '));
  // "On a tablet upright the maps are 564x197 px": each now fills the width it has, and the
  // world drawn on it reaches across nine tenths of it or more.
  for (const map of maps) {
    assert.ok(map.width >= map.room - 1, `a map is drawn ${Math.round(map.width)} px wide of the ${Math.round(map.room)} px it has`);
    assert.ok(map.across >= 0.9 * map.room, `the world is drawn ${Math.round(map.across)} px across of the ${Math.round(map.room)} px the map has`);
  }
  // "...and their text 7.5 px": now 11 px or more.
  const text = await smallestText(page);
  t.diagnostic(`smallest text on the maps: ${text.says}, ${text.px.toFixed(1)} px`);
  assert.ok(text.px >= 11, `the maps' smallest text ${text.says} is ${text.px.toFixed(1)} px`);
  await screenshot(page, 'epidemium-tablet-upright');
  app.assertNoErrors();
});
