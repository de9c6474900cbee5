// Catch Me If You Can's board as a person plays it, for its browser tests.
import { hurryIfShown } from './browser.mjs';

/** The square numbered `index` of the 10 x 10 board, named as on the board's edges. */
export const coordinates = (index) => `${String.fromCharCode(65 + (index % 10))}${10 - Math.floor(index / 10)}`;

/** The end square nearest the safe zone (top right) for the hero, any for the virus. */
export async function pickEnd(page) {
  const ends = await page.locator('.cm-cell.end').evaluateAll((cells) => cells.map((c) => c.dataset.index));
  const score = (i) => (i % 10) - Math.floor(i / 10);
  return ends.map(Number).sort((a, b) => score(b) - score(a))[0];
}

/** What a person can do on the board, the cover between two people, the move to send to the
 *  other device of a sealed game (sealed.test.mjs), or the end. */
const PERSON_OR_END = '#winner, #cover, #send-move, #dice:not([disabled]), .cm-cell.end, .cm-cell.next';

/** One person's action by tapping the board: the die, else an end square (the engine's
 *  shortest path is taken), else a next square. Returns false once the game is over. */
export async function tap(page) {
  // Something to do is shown once the last action is drawn; a person's only action that is
  // no choice plays itself after a beat, and the computer's turn shows Hurry.
  await page.waitForSelector(`${PERSON_OR_END}, #hurry`);
  if (await page.locator('#winner').count()) return false;
  if (await page.locator('#dice:not([disabled])').count()) {
    await page.click('#dice');
  } else if (await page.locator('.cm-cell.end').count()) {
    await page.click(`.cm-cell[data-index="${await pickEnd(page)}"]`);
  } else if (await page.locator('.cm-cell.next').count()) {
    await page.locator('.cm-cell.next').first().click();
  } else {
    // The computer's turn: skipped ahead, up to the person's next action or the end.
    await hurryIfShown(page);
    await page.waitForSelector(PERSON_OR_END);
  }
  return true;
}
