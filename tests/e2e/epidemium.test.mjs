// Epidemium played to the end through the real UI in Italian: one person by taps on
// the dice, on its piece, on a rival's piece (a Penalty card) and on the dot a Magic Number
// reaches, and by keys; two computers. axe checks the board, a card decision and the end.
// Then a phone-size screen: every target on the maps is at least 44 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, screenshot, assertAccessible, PHONE, logLines, assertRematchKeepsSeats, hurryIfShown, plyNow, tapUnlessPlayed } from './browser.mjs';

const MAX_STEPS = 4000;

/** The person's choices (shown once the pieces stopped), the computers' Hurry, or the end. */
const ANYONE = '#winner, .actions button, #hurry';

/** The computers' turns skipped ahead, up to the person's next choice or the end. */
async function hurryToPerson(page) {
  await hurryIfShown(page);
  await page.waitForSelector('#winner, .actions button');
}

/** What the screen offers now, read in one go. */
const offer = (page) =>
  page.evaluate(() => ({
    over: !!document.querySelector('#winner'),
    seat: document.querySelector('.actions button') ? document.querySelector('#turn-banner')?.dataset.seat : null,
    hurry: !!document.querySelector('#hurry'),
    dice: !!document.querySelector('#dice:not([disabled])'),
    card: !!document.querySelector('.ep-card.ready'),
    bonusLife: !!document.querySelector('.ep-card.ready[data-card="bonus-life"]'),
    rival: !!document.querySelector('.ep-maps .target.can[data-target^="piece-"]:not([data-target="piece-0"])'),
    landing: !!document.querySelector('.ep-maps .target.can.landing'),
  }));

const played = { penalty: 0, magic: 0, bonus: 0, keys: 0, taps: 0 };
let cardChecked = false;

/** The person: a Penalty on a rival by tapping its piece (once), the first Magic Number by
 *  tapping the dot it reaches, Bonus Life when offered; else the dice by a tap, a tap on its
 *  own piece, Enter on the dice, or the arrows along the maps and Enter on its piece, in turn. */
async function person(page, now) {
  played.taps++;
  if (now.rival && played.penalty === 0) {
    played.penalty++;
    // A Penalty card names the person who skips a turn, then their character.
    const penalty = await page.locator('.actions button', { hasText: 'Carta Penalty' }).first().textContent();
    assert.match(penalty, /^Carta Penalty: [^()]+ \(Dott(?:\.|\.ssa) \w+\) salta un turno$/, 'the card names the person');
    return page.locator('.ep-maps .target.can[data-target^="piece-"]:not([data-target="piece-0"])').first().click();
  }
  const ply = await plyNow(page);
  if (now.landing && played.magic === 0) {
    // A throw that moves is kept after a beat, unless the person stops it to choose.
    if (await page.locator('#let-me-choose').count()) await tapUnlessPlayed(page, ply, page.locator('#let-me-choose'));
    if ((await plyNow(page)) !== ply) return;
    played.magic++;
    return page.locator('.ep-maps .target.can.landing').first().click();
  }
  if (now.bonusLife) {
    played.bonus++; // the first choice plays the card, the second takes the skip
    return page.locator('.actions button').first().click();
  }
  if (now.dice) {
    const way = played.taps % 4;
    if (way === 0) return page.locator('#dice').click();
    if (way === 1) return page.locator('.ep-maps [data-target="piece-0"]').click();
    played.keys++;
    if (way === 2) {
      await page.locator('#dice').focus();
      return page.keyboard.press('Enter');
    }
    // One tab stop for both maps; the arrows go from piece to piece; Enter on one's own rolls.
    await page.locator('.ep-maps .target[tabindex="0"]').focus();
    const focused = () => page.evaluate(() => document.activeElement.dataset.target);
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    assert.equal(await focused(), 'piece-0');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focused(), 'piece-1');
    await page.keyboard.press('ArrowLeft');
    return page.keyboard.press('Enter');
  }
  return tapUnlessPlayed(page, ply, page.locator('.actions button').first());
}

async function step(page) {
  await page.waitForSelector(ANYONE);
  const now = await offer(page);
  if (now.over) return false;
  if (now.seat === '0') {
    if (now.card && !cardChecked && (now.landing || now.rival)) {
      cardChecked = true;
      await screenshot(page, 'epidemium-card');
      await assertAccessible(page, 'Epidemium, a card decision');
    }
    await person(page, now);
  } else if (now.hurry) await hurryToPerson(page);
  return true;
}

test('Epidemium in Italian: one person and two computers play to the end', async (t) => {
  const started = Date.now();
  const app = await openApp({ path: '?lang=it' });
  t.after(() => app.close());
  const { page, network } = app;
  await page.click('article[data-game="epidemium"] a.primary');
  await page.selectOption('#players', '3');
  assert.ok(await page.locator('fieldset[data-option="character-4"]').isHidden(), 'no character for a seat not playing');
  assert.ok(await page.locator('fieldset[data-option="character-3"]').isVisible());
  await page.check('input[name="character-1"][value="europe"]');
  assert.ok(await page.locator('input[name="character-2"][value="europe"]').isDisabled(), 'Dott. Lit is taken');
  await page.selectOption('li[data-seat="1"] select.controller', 'computer');
  await page.selectOption('li[data-seat="2"] select.controller', 'computer');
  await assertAccessible(page, 'Epidemium setup');
  await page.click('#start');
  await page.waitForSelector('.ep-maps svg');
  assert.match(await page.locator('#turn-banner').textContent(), /tira il D6 per l'ordine di gioco/);
  assert.match(await page.locator('[data-target="piece-0"]').getAttribute('aria-label'), /Dott\. Lit \(Europa\): il mondo del passato, stetoscopio/);
  await screenshot(page, 'epidemium-start');
  await assertAccessible(page, 'Epidemium board');

  let steps = 0;
  while (steps < MAX_STEPS && (await step(page))) steps++;
  assert.ok(steps < MAX_STEPS, 'the game ended');
  const headline = await page.locator('#winner-title').textContent();
  assert.match(headline, /ha portato la cura a casa!/);
  const lines = await logLines(page);
  assert.ok(lines.some((l) => /^Blu gioca una carta Penalty su /.test(l)), 'the person played a Penalty card');
  assert.ok(lines.some((l) => /^Blu gioca Magic Number: il \d diventa \d/.test(l)), 'the person played Magic Number');
  assert.ok(lines.some((l) => /si teletrasporta nel mondo del futuro!/.test(l)), 'someone teleported');
  assert.ok(cardChecked, 'axe saw a card decision');
  await screenshot(page, 'epidemium-end');
  await assertAccessible(page, 'Epidemium end');
  network.assertOnlyGameAfterLoad('epidemium'); // and nothing else while playing
  await assertRematchKeepsSeats(page);
  await page.goto(app.server.url + '?lang=it#/epidemium/rules');
  await page.waitForSelector('#our-rulings');
  await assertAccessible(page, 'Epidemium rules');
  app.assertNoErrors();
  const seconds = Math.round((Date.now() - started) / 1000);
  t.diagnostic(`${steps} steps, ${played.taps} person's actions (${played.keys} by keys, Bonus Life ${played.bonus}), ${lines.length} log lines, ${seconds} s: ${headline}`);
});

test('Epidemium on a phone: the targets that act are 44 px where there is room and never overlap', async (t) => {
  const app = await openApp(PHONE);
  t.after(() => app.close());
  const { page } = app;
  await page.goto(app.server.url + '#/epidemium/new');
  await page.selectOption('li[data-seat="1"] select.controller', 'computer');
  await page.tap('#start');
  await page.waitForSelector('.ep-maps svg');
  let rolls = 0;
  const canAct = async () => (await page.locator('.ep-maps .target.can').count()) > 0;
  for (let i = 0; i < 300 && (rolls < 10 || !(await canAct())); i++) {
    await page.waitForSelector(ANYONE);
    const now = await offer(page);
    if (now.over) break;
    if (now.seat === '0' && now.dice) {
      await page.locator('#dice').tap();
      rolls++;
    } else if (now.seat === '0') await page.locator('.actions button').first().tap();
    else if (now.hurry) await hurryToPerson(page);
  }
  assert.ok((await page.locator('.ep-maps .target').count()) >= 2, 'the pieces are targets');
  // The targets that act are 44 px where they have the room, and never overlap one
  // another (a tap reaches the one under the finger); closer ones are also the panel's buttons.
  const acting = await page.locator('.ep-maps .target.can').evaluateAll((ts) =>
    ts.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2, d: Math.min(r.width, r.height), world: e.closest('.ep-world').dataset.world };
    }),
  );
  assert.ok(acting.length >= 1, 'something on the maps can act');
  for (const t of acting) {
    const others = acting.filter((o) => o !== t && o.world === t.world);
    const nearest = Math.min(Infinity, ...others.map((o) => Math.hypot(o.x - t.x, o.y - t.y)));
    assert.ok(t.d >= Math.min(44, nearest) - 1, `a target of ${t.d} px with its nearest ${nearest} px away`);
    for (const o of others) assert.ok(Math.hypot(o.x - t.x, o.y - t.y) >= (t.d + o.d) / 2 - 1, 'two targets overlap');
  }
  const dice = await page.locator('#dice').boundingBox();
  assert.ok(dice.height >= 44 && dice.width >= 44, 'the dice are a big target');
  await screenshot(page, 'epidemium-phone');
  await assertAccessible(page, 'Epidemium on a phone');
  app.assertNoErrors();
});
