// Epidemium's Magic Number is offered without stopping the game where keeping the roll is the
// obvious choice (the roll plays after a visible beat unless the card is tapped); Penalty cards
// name the person and look unlike Roll. From the saved position `epidemium-keep`: a
// person holding a Magic Number card rolls a throw that moves the piece.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, openPosition, assertAccessible, plyNow, screenshot } from './browser.mjs';

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
  assert.match(await page.locator('.usual-beat').textContent(), /In a moment: “Keep \d:/, 'the line says what will be played');
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
  await page.keyboard.press('w');
  await page.waitForSelector('.usual-beat', { state: 'detached' });
  await page.waitForTimeout(3000);
  assert.equal(await plyNow(page), keep, 'stopped, the keep waits for the person');
  await page.locator('.actions button.card').first().click();
  await page.waitForFunction((at) => Number(document.querySelector('section.play').dataset.ply) > at, keep);
  assert.match(await page.locator('#log li').first().textContent(), /Magic Number/, 'the card was played');
  app.assertNoErrors();
});
