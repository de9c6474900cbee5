// Play across devices by link: a Vaccine Race and a Carcassonne game set up with one
// person here and one "on another device", played to the end by two browsers with separate
// storage, each sending its move as a link that the other opens. Each device plays only its
// own seat, waits for the other's, and tells the moves made there since it last played.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, assertAccessible, logLines, screenshot } from './browser.mjs';
import { device, move, open, playHere, setUp } from './devices.mjs';

let app;
before(async () => {
  app = await openApp();
});
after(() => app?.close());

async function playAcrossTwoDevices(t, game) {
  const a = { page: app.page, errors: [] };
  const b = await device(app);
  t.after(() => b.close());
  await setUp(app, a.page, game);
  let [here, there] = [a, b];
  let sent = 0;
  let told = 0;
  for (let link = await playHere(here.page); link; link = await playHere(here.page)) {
    sent++;
    assert.ok(link.length < 1500, `${game}: the link fits 1,500 characters (${link.length})`);
    [here, there] = [there, here];
    await open(here.page, link);
    // Nothing of the other seat's is acted on here: it is this device's turn or the end.
    if (!(await here.page.locator('#winner').count())) {
      assert.equal(await here.page.locator('#send-move').count(), 0, `${game}, link ${sent}: this device's turn`);
    }
    if (sent > 1 && (await here.page.textContent('#last-move')).startsWith('Since your last move:')) told++;
    if (sent === 3) {
      await screenshot(here.page, `devices-${game}`);
      await assertAccessible(here.page, `${game} on the second device`);
      // The moves made on the other device, shown on the board: the replay from before them.
      const ply = Number((await here.page.locator('#replay-at').count()) || 0);
      assert.equal(ply, 0, 'no replay yet');
      await here.page.click('#show-since');
      const [at, total] = (await here.page.textContent('#replay-at')).split(' / ').map(Number);
      assert.ok(at < total, `${game}: the replay starts before the other device's moves (${at} / ${total})`);
      await here.page.click('#replay-end');
      await here.page.click('#replay-leave');
    }
  }
  assert.ok(sent > 4, `${game}: the move went back and forth (${sent} links)`);
  assert.ok(told >= sent - 2, `${game}: the moves made on the other device are told (${told} of ${sent})`);
  assert.ok(await here.page.locator('#winner').count(), `${game}: the game ended on the device that moved last`);
  assert.ok((await logLines(here.page)).length > sent, `${game}: every move is in the log`);
  assert.deepEqual(b.errors, []);
  return { sent };
}

// Vaccine Race goes to its end by link across three devices (devices-three.test.mjs).
test('Carcassonne is played to the end by two devices sending moves by link', async (t) => {
  const { sent } = await playAcrossTwoDevices(t, 'carcassonne');
  console.log(`# carcassonne: ${sent} links passed between two devices`);
});

// The hero's device never holds what the hero may not know: a game that hides the virus is set
// up across devices only from the virus's own device, sealed (sealed.test.mjs plays such
// games), and elsewhere says why.
test('Quarantine and Pandemic across devices are set up on the virus\'s device, with the reason; Normal anywhere', async () => {
  const { page } = app;
  await page.goto(app.server.url + '#/catch-me/new');
  await page.selectOption('li[data-seat="1"] select.controller', 'elsewhere');
  for (const mode of ['quarantine', 'pandemic']) {
    await page.check(`input[name="mode"][value="${mode}"]`);
    assert.match(await page.textContent('#secret-elsewhere'), /the virus's device sets the game up/, mode);
    assert.ok(await page.isDisabled('#start'), `${mode} with the virus elsewhere does not start here`);
  }
  await assertAccessible(page, 'catch-me setup with the reason');
  await page.selectOption('li[data-seat="1"] select.controller', 'person');
  await page.selectOption('li[data-seat="0"] select.controller', 'elsewhere');
  assert.equal(await page.locator('#secret-elsewhere').count(), 0, 'the virus\'s device sets up a hidden game');
  assert.ok(!(await page.isDisabled('#start')), 'with the hero elsewhere it starts');
  await page.selectOption('li[data-seat="0"] select.controller', 'person');
  await page.selectOption('li[data-seat="1"] select.controller', 'elsewhere');
  await page.check('input[name="mode"][value="normal"]');
  assert.equal(await page.locator('#secret-elsewhere').count(), 0);
  assert.ok(!(await page.isDisabled('#start')), 'Normal across devices starts');
});

// A seat changes device only when its device hands it over: two people start on one
// tablet; one goes home and plays on a phone from there. The tablet gives that seat up with a
// link for it; the phone takes it; the tablet then waits for that person's moves.
test('a seat played here is handed to another device, which plays it from then on', async (t) => {
  const a = app.page;
  const b = await device(app);
  t.after(() => b.close());
  await setUp(app, a, 'vaccine-race', { elsewhere: [] });
  for (let moves = 0; moves < 3; moves++) await move(a);
  await a.click('#share');
  await assertAccessible(a, 'the share dialog with the seats to give');
  await a.click('#share-dialog[open] [data-give-seat="1"]');
  assert.equal(await a.textContent('#share-title'), 'Send to Orange');
  assert.match(await a.textContent('[data-given]'), /no longer plays Orange: the first device that opens this link does/);
  const link = await a.inputValue('#share-link');
  await a.click('#close-share');
  assert.ok(await a.isDisabled('#undo'), 'the moves before the handing are final');
  await b.page.goto(link);
  await b.page.waitForSelector('#play-here');
  assert.equal(await b.page.locator('.seat-here input:checked').count(), 1, 'Orange is offered, ticked');
  await b.page.click('#play-here');
  await b.page.waitForSelector('#turn-banner');
  const back = await playHere(b.page);
  assert.ok(back, 'the phone plays Orange and sends the move back');
  await open(a, back);
  const bound = await a.evaluate(() => JSON.parse(localStorage.getItem(`quarantable.save.${location.hash.split('/').at(-1)}`)).seats[1]);
  assert.deepEqual([bound.controller, bound.handed, typeof bound.device], ['Elsewhere', 1, 'number'], 'Orange is bound to the phone');
  assert.deepEqual(b.errors, []);
});
