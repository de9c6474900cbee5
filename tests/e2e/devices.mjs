// Devices that play one game by link (issues 24 and 33): each a browser context of its own,
// with its own storage, sharing one browser.

/** Another device: a fresh browser context, its own storage. */
export async function device(app, viewport = { width: 1280, height: 800 }) {
  const context = await app.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

/** One move of the person at `page`: Carcassonne's on the board (a spot, `last` or the first,
 *  then Place tile), the others' first choice. */
export async function move(page, { last = false } = {}) {
  if (await page.locator('.cc-spot').count()) {
    const tiles = await page.locator('.cc-tile').count();
    await page.locator('.cc-spot').nth(last ? -1 : 0).dispatchEvent('click');
    await page.click('#cc-confirm');
    await page.waitForFunction((n) => document.querySelectorAll('.cc-tile').length > n, tiles);
  } else {
    await page.locator('.actions button').first().click();
  }
}

/** The link of the game at `page`, as "Send your move" gives it. */
export async function sendMove(page) {
  await page.click('#send-move');
  const link = await page.inputValue('#share-dialog[open] #share-link');
  const title = await page.textContent('#share-title');
  await page.click('#close-share');
  return { link, title };
}

/** Plays this device's moves until another device is to move (returns its link) or the end. */
export async function playHere(page, options) {
  for (let moves = 0; moves < 40; moves++) {
    await page.waitForSelector('#winner, #send-move, .actions button, .cc-spot');
    if (await page.locator('#winner').count()) return null;
    if (await page.locator('#send-move').count()) return (await sendMove(page)).link;
    await move(page, options);
  }
  throw new Error('no end and no move to send after 40 moves');
}

/** Opens `link` at `page`: takes the seat it offers where it asks, and waits for the table. */
export async function open(page, link) {
  await page.goto(link);
  await page.waitForSelector('#turn-banner, #play-here, [data-arrival]');
  if (await page.locator('#play-here').count()) {
    await page.click('#play-here');
    await page.waitForSelector('#turn-banner, [data-arrival]');
  }
}

/** Sets up `game` at `page` with `elsewhere` seats on other devices, and starts it. */
export async function setUp(app, page, game, { players, elsewhere = [1] } = {}) {
  await page.goto(app.server.url + `#/${game}/new`);
  if (players) await page.selectOption('#players', String(players));
  for (const seat of elsewhere) await page.selectOption(`li[data-seat="${seat}"] select.controller`, 'elsewhere');
  await page.click('#start');
  await page.waitForSelector('#turn-banner');
}
