// The guided first games: a learner who taps only what the coach points at
// (`[data-coach-target]`) or its "Next" (`#coach-next`) reaches the end (`#coach[data-done]`).
// At every step the coach box does not cover what it points at, says at most three sentences,
// fit its box unscrolled, name a rule that the game's rules page names too, and the screen
// passes axe. Also the goal card first (`#goal-card`), choices (`#coach[data-choice]`)
// answered badly and well (`data-verdict`), a loss and a win (`data-moment`), the game's words
// tappable where first said, and the recap (`#recap`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { assertAccessible, collectErrors, openApp, tapUnlessPlayed, OUT_DIR } from './browser.mjs';

export const SIZES = {
  laptop: { name: '1024x768', viewport: { width: 1024, height: 768 } },
  phone: { name: '390x844', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  tablet: { name: '1024x768', viewport: { width: 1024, height: 768 }, hasTouch: true },
};

/** The coach's step as the page shows it, and what it points at. */
const look = (page) =>
  page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    };
    const shown = (el) => el.getClientRects().length > 0;
    const coach = document.querySelector('#coach');
    const targets = [...document.querySelectorAll('[data-coach-target]')].filter(shown);
    const target = targets.find((el) => !el.disabled);
    const next = document.querySelector('#coach-next');
    return {
      coach: coach && box(coach),
      ply: Number(document.querySelector('section.play')?.dataset.ply),
      step: coach?.dataset.step,
      done: !!coach?.hasAttribute('data-done'),
      choice: coach?.dataset.choice ?? null,
      moment: coach?.dataset.moment ?? null,
      // What the board draws as the loss happening, where the coach tells how you lose.
      lossDrawn: [...document.querySelectorAll('[data-moment-target]')].filter((el) => shown(el) && !el.closest('#coach')).length,
      verdict: coach?.dataset.verdict ?? null,
      goal: !!document.querySelector('#goal-card'),
      text: document.querySelector('#coach-text')?.textContent.trim() ?? '',
      title: document.querySelector('.game-title')?.textContent.trim() ?? '',
      terms: [...document.querySelectorAll('#coach-text .term')].map((el) => el.dataset.term.toLowerCase()),
      rule: document.querySelector('#coach [data-rule]')?.getAttribute('data-rule') ?? null,
      target: target ? { ...box(target), inCoach: !!target.closest('#coach'), id: target.id || target.getAttribute('aria-label') || target.textContent.trim().slice(0, 30) } : null,
      disabledTargets: targets.filter((el) => el.disabled || el.getAttribute('aria-disabled') === 'true').length,
      next: !!next,
      clipped: (() => {
        const say = document.querySelector('#coach .coach-say');
        return !!say && say.scrollHeight > say.clientHeight + 1;
      })(),
      window: [innerWidth, innerHeight],
    };
  });

const overlaps = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
const sentences = (text) => text.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether `text` says `term` as a whole word (as the coach marks it). */
const says = (text, term) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(term)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);

/** The game's words, as its rules page lists them (`#glossary`). */
async function glossary(page, server, game, lang) {
  await page.goto(`${server.url}?lang=${lang}#/${game}/rules`);
  await page.waitForSelector('#glossary dt');
  return (await page.locator('#glossary dt').allTextContents()).map((t) => t.trim());
}

/** The goal card opens the lesson: how you win, how you lose, a turn in three steps,
 *  with the game's picture and a button to begin. */
async function readGoalCard(page, where) {
  await page.waitForSelector('#goal-card');
  const card = await page.evaluate(() => ({
    win: document.querySelector('#goal-win')?.textContent.trim(),
    lose: document.querySelector('#goal-lose')?.textContent.trim(),
    turn: [...document.querySelectorAll('#goal-turn li')].map((li) => li.textContent.trim()),
    picture: !!document.querySelector('#goal-card .picture svg'),
    begin: !!document.querySelector('#goal-card #goal-begin'),
    before: document.querySelector('section.play')?.dataset.ply,
  }));
  assert.ok(card.win && card.lose, `${where}: the goal card says how you win and how you lose`);
  assert.equal(card.turn.filter(Boolean).length, 3, `${where}: a turn in three steps`);
  assert.ok(card.picture && card.begin, `${where}: with the game's picture and a button to begin`);
  assert.equal(card.before, '0', `${where}: before the first move`);
}

/**
 * Follows the coach of `game` in `lang` at `size` to its end, as a learner would: through the
 * goal card, tapping what glows; at its choices it answers one badly (played, explained,
 * taken back) and the others well. Returns what it saw. `shots` saves a screenshot of every step.
 */
export async function followCoach(browser, server, game, lang, size, { shots = false, version = null } = {}) {
  const context = await browser.newContext({ viewport: size.viewport, hasTouch: !!size.hasTouch, isMobile: !!size.isMobile });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = collectErrors(page);
  const began = Date.now();
  const seen = { rules: [], moments: new Set(), lossesDrawn: 0, verdicts: { good: 0, costly: 0 }, choices: new Set(), termsTapped: 0 };
  const shot = (name) => shots && page.screenshot({ path: path.join(OUT_DIR, `learn-${game}-${lang}-${size.name}-${name}.png`) });
  let steps = 0;
  try {
    const words = await glossary(page, server, game, lang);
    const unmet = new Set(words);
    await page.goto(`${server.url}?lang=${lang}#/${game}/learn`);
    await readGoalCard(page, `${game} (${lang})`);
    await shot('00-goal');
    await assertAccessible(page, `${game} goal card (${lang}, ${size.name})`);
    await page.click('#goal-begin');
    await page.waitForSelector('#goal-card', { state: 'detached' });
    let last = '';
    let wrongTried = new Set();
    for (let wait = 0; wait < 600; wait++) {
      const now = await look(page);
      if (now.done) break;
      const step = `${now.ply}|${now.step}|${now.text}|${now.target?.id}`;
      if (!now.target && !now.next) {
        // The computer's turn, the jump ahead or a piece moving: wait for the coach's next
        // target, Next or end.
        await page.waitForFunction(() =>
          document.querySelector('#coach-next, #coach[data-done]') ||
          [...document.querySelectorAll('[data-coach-target]')].some((el) => el.getClientRects().length > 0 && !el.disabled), null, { timeout: 60_000 });
        continue;
      }
      if (step !== last) {
        last = step;
        steps++;
        // The board may bring the coach's spot into view on the next frame: judge the step after it.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        Object.assign(now, await look(page));
        const where = `${game} (${lang}, ${size.name}) step ${steps}`;
        assert.ok(now.coach, 'the coach box is on the screen');
        assert.ok(sentences(now.text) <= 4, `${where}: at most four sentences: "${now.text}"`);
        assert.ok(!now.clipped, `${where}: the coach's words fit its box unscrolled: "${now.text}"`);
        assert.ok(now.coach.bottom <= now.window[1] + 1 && now.coach.top >= -1, `${where}: the coach box is in the window`);
        assert.equal(now.disabledTargets, 0, `${where}: the coach points at nothing disabled`);
        if (now.target && !now.target.inCoach) {
          assert.ok(!overlaps(now.coach, now.target), `${where}: the coach box does not cover ${now.target.id}`);
          assert.ok(now.target.bottom <= now.window[1] + 1 && now.target.right <= now.window[0] + 1, `${where}: ${now.target.id} is in the window`);
        }
        // Every word of the game is tappable where the coach first says it.
        // The game's own name is no word to explain ("Lab" of Lab Race).
        const said = now.title ? now.text.replaceAll(now.title, '') : now.text;
        for (const term of [...unmet].filter((w) => says(said, w))) {
          assert.ok(now.terms.includes(term.toLowerCase()), `${where}: "${term}" is explained where first said: "${now.text}"`);
          unmet.delete(term);
        }
        if (now.terms.length && !seen.termsTapped) {
          await page.locator('#coach-text .term').first().click();
          assert.ok(await page.locator('#term-meaning').textContent(), `${where}: a word's meaning shows`);
          seen.termsTapped++;
        }
        if (now.rule && !seen.rules.includes(now.rule)) seen.rules.push(now.rule);
        if (now.moment) seen.moments.add(now.moment);
        if (now.moment === 'lose') {
          assert.ok(now.lossDrawn >= 1, `${where}: the loss the coach tells is drawn on the board, on the move that makes it`);
          seen.lossesDrawn++;
        }
        if (now.verdict) seen.verdicts[now.verdict]++;
        await shot(String(steps).padStart(2, '0') + (now.moment ? `-${now.moment}` : '') + (now.verdict ? `-${now.verdict}` : ''));
        await assertAccessible(page, `${where}`);
      }
      if (now.step === 'strayed') {
        assert.ok(now.text.length > 20, 'a choice against the lesson is explained');
        await page.click('#coach-take-back');
        await page.waitForSelector('#coach[data-step="choose"]');
        continue;
      }
      if (now.step === 'choose') {
        seen.choices.add(now.choice);
        // The first choice is answered badly (the last move offered, else the next untried);
        // then every choice well: the moves are tried in order, a bad one taken back.
        const targets = page.locator('[data-coach-target]:not([disabled])').filter({ visible: true });
        const count = await targets.count();
        const badly = seen.verdicts.costly === 0;
        const untried = [...Array(count).keys()].filter((i) => !wrongTried.has(`${now.ply}:${i}`));
        const pick = badly ? untried[untried.length - 1] : untried[0];
        wrongTried.add(`${now.ply}:${pick}`);
        const target = targets.nth(pick ?? 0);
        // A place the board confirms goes down in two taps: the place, then its confirm
        // (`[data-confirm]`, Carcassonne's Place tile; waited for: on a busy machine it may be
        // enabled a frame after the place's tap). docs/board-contract.md.
        const confirmed = await target.evaluate((el) => el.matches('[data-can]') && !!document.querySelector('[data-confirm]'));
        await target.click();
        if (confirmed) await page.click('[data-confirm]:not([disabled])');
      } else if (now.target) await tapUnlessPlayed(page, now.ply, page.locator('[data-coach-target]:not([disabled])').filter({ visible: true }).first());
      else await page.click('#coach-next');
      // Paces the loop only: the next look re-checks the step, whatever the tap changed.
      await page.waitForTimeout(30);
    }
    assert.ok(await page.locator('#coach[data-done]').count(), `${game}: the coach reaches its end`);
    const end = await look(page);
    if (end.moment) seen.moments.add(end.moment);
    await shot('end');
    await assertAccessible(page, `${game} coach end (${lang}, ${size.name})`);
    const recap = await page.evaluate(() => [...document.querySelectorAll('#coach[data-done] #recap ul')].map((ul) => ul.querySelectorAll('li a').length));
    assert.equal(recap.length, 2, `${game}: the recap names what the lesson showed and what is still to discover`);
    assert.ok(recap[0] > 0, `${game}: the recap names what the lesson showed`);
    if (version) {
      await page.click('#coach-real');
      await page.waitForSelector('#start');
      assert.ok(await page.isChecked(`fieldset[data-option="${version[0]}"] input[value="${version[1]}"]`), `${game}: the real game opens the lesson's version (${version})`);
    }
    await assertRulesNamed(page, server, game, lang, seen.rules);
    assert.deepEqual(errors, [], 'no error in the page');
    return { ...seen, moments: [...seen.moments], choices: [...seen.choices], seconds: (Date.now() - began) / 1000, steps };
  } finally {
    await context.close();
  }
}

/** Every rule the coach named is named on the game's rules page, in the same language. */
async function assertRulesNamed(page, server, game, lang, rules) {
  await page.goto(`${server.url}?lang=${lang}#/${game}/rules`);
  await page.waitForSelector('.rules h2');
  const text = (await page.locator('.rules').innerText()).toLowerCase();
  for (const rule of rules) assert.ok(text.includes(rule.toLowerCase()), `the rules page names "${rule}"`);
}

/** The test of one game's guided game: in English on a phone (a screenshot of every
 * step) and in Italian on a tablet, in one browser. Each shows its goal card, a win and a loss
 * moment, at least `choices` choices (the first answered badly, the others well, each
 * explained) and its recap; `version` is the setup option and choice the real game then opens
 * with. */
export function testLesson(game, { version = null, choices = 2 } = {}) {
  test(`${game}: the coach teaches the whole game, in English at 390x844 and in Italian at 1024x768`, async (t) => {
    const app = await openApp();
    t.after(() => app.close());
    for (const [lang, size] of [['en', SIZES.phone], ['it', SIZES.tablet]]) {
      const run = await followCoach(app.browser, app.server, game, lang, size, { shots: lang === 'en', version });
      t.diagnostic(`${game} (${lang}, ${size.name}): ${run.steps} coach steps in ${run.seconds} s; rules: ${run.rules.join(', ')}`);
      assert.ok(run.rules.length >= 4, `${game}: the coach names the game's main rules (${run.rules})`);
      assert.deepEqual(run.moments.sort(), ['lose', 'win'], `${game}: a loss and a win moment`);
      assert.ok(run.lossesDrawn >= 1, `${game}: the loss moment drawn on the board`);
      assert.ok(run.choices.length >= choices, `${game}: at least ${choices} real decisions (${run.choices})`);
      assert.ok(run.verdicts.good >= 1 && run.verdicts.costly >= 1, `${game}: one answered well, one badly, each explained (${JSON.stringify(run.verdicts)})`);
      assert.equal(run.termsTapped, 1, `${game}: a word of the game was tapped for its meaning`);
    }
  });
}
