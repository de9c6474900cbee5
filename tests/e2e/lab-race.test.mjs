// Lab Race played to the end through the real UI: yellow by taps on the die and the
// pieces, blue by keyboard alone, green by the computer, the virus by the game itself; a
// reload in the middle resumes the same game. Then one colour on a phone-size touch screen.
// axe checks every screen of the game: setup, play (with a place's choices open), rules, the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, screenshot, assertAccessible, logLines, assertRematchKeepsSeats, hurryIfShown, plyNow, tapUnlessPlayed } from './browser.mjs';

const MAX_STEPS = 6000;

/** A person's choices (shown once the pieces stopped), Hurry for the virus and the computer,
 *  or the end. */
const ANYONE = '#winner, .actions button, #hurry';

/** The virus's and the computer's turns skipped ahead, up to a person's choice or the end. */
async function hurryToPerson(page) {
  await hurryIfShown(page);
  await page.waitForSelector('#winner, .actions button');
}

/** What the screen offers now, read in one go: whether it is over, which seat a person plays
 *  (null for the virus or a computer), and whether the die, a choice or a place can act. */
const offer = (page) =>
  page.evaluate(() => ({
    ply: Number(document.querySelector('section.play')?.dataset.ply),
    over: !!document.querySelector('#winner'),
    seat: document.querySelector('.actions button') ? document.querySelector('#turn-banner')?.dataset.seat : null,
    hurry: !!document.querySelector('#hurry'),
    // A move that loses the game, tapped, waits for its confirm.
    asked: !!document.querySelector('#loses-confirm'),
    die: !!document.querySelector('#dice:not([disabled])'),
    choice: !!document.querySelector('.lr-choice'),
    // How many arrow presses from the board's first place to the first that can act.
    place: [...document.querySelectorAll('.lr-board .place')].findIndex((p) => p.classList.contains('can')),
  }));

/** Yellow taps: the die when it may roll, else its first choice when a place offers several,
 *  else the first highlighted place (a piece or a field), else the first button (passing). */
async function tap(page, now) {
  if (now.die) return page.locator('#dice').click();
  // A place's only move plays itself after a beat: no tap once it has played.
  if (now.choice) return tapUnlessPlayed(page, now.ply, page.locator('.lr-choice').first());
  if (now.place >= 0) return tapUnlessPlayed(page, now.ply, page.locator('.lr-board .place.can').first());
  return page.locator('.actions button').first().click();
}

/** Blue uses keys only: Enter on the die, or the arrow keys along the board's places to the
 *  first that can act, then Enter (and Enter on the first choice when it offers several). */
async function keys(page, now) {
  if (now.die || now.choice) {
    await page.locator(now.die ? '#dice' : '.lr-choice >> nth=0').focus();
    return page.keyboard.press('Enter');
  }
  if (now.place < 0) return page.keyboard.press('1'); // the first button: passing
  await page.locator('.lr-board .place[tabindex="0"]').focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < now.place; i++) await page.keyboard.press('ArrowRight');
  const reached = await page.evaluate(() => document.activeElement.classList.contains('can'));
  if (!reached && (await plyNow(page)) !== now.ply) return; // the only move played itself meanwhile
  assert.ok(reached, 'the arrows reach it');
  return page.keyboard.press('Enter');
}

let choicesChecked = false;

/** One step: a person acts, or the virus and the computer are hurried. False once it is over.
 *  The first time a place offers several choices, axe checks the screen with them open. */
async function step(page) {
  await page.waitForSelector(ANYONE);
  const now = await offer(page);
  if (now.over) return false;
  if (now.choice && !choicesChecked) {
    choicesChecked = true;
    await assertAccessible(page, 'Lab Race play, with choices');
  }
  if (now.asked && now.seat === '1') {
    // By keys: the warning holds the focus on "Choose again"; the confirm is the one before it.
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'loses-cancel');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
  } else if (now.asked) await page.click('#loses-confirm');
  else if (now.seat === '0') await tap(page, now);
  else if (now.seat === '1') await keys(page, now);
  else if (now.hurry) await hurryToPerson(page);
  return true;
}


test('Lab Race: taps, keys and the computer play to the end, surviving a reload', async (t) => {
  const started = Date.now();
  const app = await openApp();
  t.after(() => app.close());
  const { page, network } = app;

  await page.click('article[data-game="lab-race"] a.primary');
  await page.selectOption('#players', '1');
  const asked = () => page.locator('fieldset[data-option^="role-"]:visible').count();
  assert.equal(await asked(), 1, 'one colour: only its role is asked');
  await page.selectOption('#players', '3');
  assert.equal(await asked(), 3, 'three colours: each role is asked');
  assert.equal(await page.locator('select.colour').count(), 0, 'the colours are the game\'s: no choice');
  await page.fill('li[data-seat="0"] input.name', 'Ada');
  await page.selectOption('li[data-seat="2"] select.controller', 'computer');
  await page.check('input[name="role-yellow"][value="seamstress"]');
  assert.ok(await page.locator('input[name="role-blue"][value="seamstress"]').isDisabled(), 'a role held by yellow');
  await page.check('input[name="role-blue"][value="courier"]');
  await screenshot(page, 'lab-race-setup');
  await assertAccessible(page, 'Lab Race setup');
  await page.click('#start');
  await page.waitForSelector('svg.cross');
  assert.match(await page.locator('#turn-banner').textContent(), /The virus: rolls/);
  assert.match(await page.locator('#virus-count').textContent(), /Viruses: 4 of 12/);
  assert.match(await page.locator('[data-place="home-yellow-1"]').getAttribute('aria-label'), /Yellow 1: at home/);

  let steps = 0;
  while (steps < 150 && (await step(page))) steps++;
  const before = await logLines(page);
  assert.ok(before.some((l) => /^The virus rolled \d/.test(l)), 'the virus plays its own turns');
  assert.ok(before.some((l) => /^Ada rolled \d/.test(l)) && before.some((l) => /^Blue rolled \d/.test(l)));
  await screenshot(page, 'lab-race-middle');
  network.assertOnlyGameAfterLoad('lab-race'); // and nothing else while playing

  await page.reload();
  await page.waitForSelector('svg.cross');
  // The history is drawn (the virus or the computer may add to it meanwhile).
  await page.waitForFunction((n) => document.querySelectorAll('#log li').length >= n, before.length);
  const after = await logLines(page);
  assert.deepEqual(after.slice(0, before.length), before, 'the reloaded game has the same history');

  while (steps < MAX_STEPS && (await step(page))) steps++;
  assert.ok(steps < MAX_STEPS, 'the game ended');
  const headline = await page.locator('#winner-title').textContent();
  assert.match(headline, /humanity wins!$|the virus wins$/);
  await screenshot(page, 'lab-race-end');
  await assertAccessible(page, 'Lab Race end');
  const lines = (await logLines(page)).length;
  await assertRematchKeepsSeats(page);
  await page.goto(app.server.url + '#/lab-race/rules');
  await page.waitForSelector('#our-rulings');
  await assertAccessible(page, 'Lab Race rules');
  app.assertNoErrors();
  t.diagnostic(`${steps} steps, ${lines} log lines, ${Math.round((Date.now() - started) / 1000)} s: ${headline}`);
});

test('Lab Race: one colour on a phone-size touch screen, by taps', async (t) => {
  const app = await openApp({ viewport: { width: 390, height: 844 }, hasTouch: true });
  t.after(() => app.close());
  const { page } = app;
  await page.goto(app.server.url + '#/lab-race/new');
  await page.tap('#start');
  await page.waitForSelector('svg.cross');
  let rolls = 0;
  for (let i = 0; i < 400 && rolls < 12; i++) {
    await page.waitForSelector(ANYONE);
    const now = await offer(page);
    if (now.over) break;
    if (now.asked) await page.locator('#loses-confirm').tap();
    else if (now.die) {
      await page.locator('#dice').tap();
      rolls++;
    } else if (now.choice) await page.locator('.lr-choice').first().tap();
    else if (now.place >= 0) await page.locator('.lr-board .place.can').first().tap();
    else if (now.hurry) await hurryToPerson(page);
  }
  assert.ok(rolls >= 12 || (await page.locator('#winner').count()), `yellow rolled ${rolls} times`);
  const lines = await logLines(page);
  assert.ok(lines.filter((l) => /^Yellow rolled/.test(l)).length >= 10, 'the rolls are in the log');
  await screenshot(page, 'lab-race-phone');
  await assertAccessible(page, 'Lab Race on a phone');
  app.assertNoErrors();
});
