// Issue 32, the guided first games: a learner who taps only what the coach points at
// (`[data-coach-target]`) or its "Next" (`#coach-next`) reaches the end (`#coach[data-done]`).
// At every step the coach box does not cover what it points at, says at most two sentences,
// fit its box unscrolled, name a rule that the game's rules page names too, and the screen
// passes axe.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { assertAccessible, collectErrors, openApp, OUT_DIR } from './browser.mjs';

export const SIZES = {
  laptop: { name: '1024x768', viewport: { width: 1024, height: 768 } },
  phone: { name: '390x844', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
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
    const target = [...document.querySelectorAll('[data-coach-target]')].find((el) => shown(el) && !el.disabled);
    const next = document.querySelector('#coach-next');
    return {
      coach: coach && box(coach),
      done: !!coach?.hasAttribute('data-done'),
      text: document.querySelector('#coach-text')?.textContent.trim() ?? '',
      rule: document.querySelector('#coach [data-rule]')?.getAttribute('data-rule') ?? null,
      target: target ? { ...box(target), id: target.id || target.getAttribute('aria-label') || target.textContent.trim().slice(0, 30) } : null,
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

/**
 * Follows the coach of `game` in `lang` at `size` to its end; returns the rules it named in
 * order and the seconds it took. `shots` saves a screenshot of every step.
 */
export async function followCoach(browser, server, game, lang, size, { shots = false } = {}) {
  const context = await browser.newContext({ viewport: size.viewport, hasTouch: !!size.hasTouch, isMobile: !!size.isMobile });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors = collectErrors(page);
  const began = Date.now();
  const rules = [];
  let steps = 0;
  try {
    await page.goto(`${server.url}?lang=${lang}#/${game}/learn`);
    await page.waitForSelector('#coach');
    let last = '';
    for (let wait = 0; wait < 3000; wait++) {
      const now = await look(page);
      if (now.done) break;
      if (!now.target && !now.next) {
        // The computer's turn or a piece moving: wait for the coach's next target, Next or end.
        await page.waitForFunction(() =>
          document.querySelector('#coach-next, #coach[data-done]') ||
          [...document.querySelectorAll('[data-coach-target]')].some((el) => el.getClientRects().length > 0 && !el.disabled));
        continue;
      }
      const step = `${now.text}|${now.target?.id}`;
      if (step !== last) {
        last = step;
        steps++;
        // The board may bring the coach's spot into view on the next frame: judge the step after it.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        Object.assign(now, await look(page));
        assert.ok(now.coach, 'the coach box is on the screen');
        assert.ok(sentences(now.text) <= 2, `step ${steps}: at most two sentences: "${now.text}"`);
        assert.ok(!now.clipped, `${lang} at ${size.name}, step ${steps}: the coach's words fit its box unscrolled: "${now.text}"`);
        assert.ok(now.coach.bottom <= now.window[1] + 1 && now.coach.top >= -1, `step ${steps}: the coach box is in the window`);
        if (now.target) {
          assert.ok(!overlaps(now.coach, now.target), `step ${steps}: the coach box does not cover ${now.target.id}`);
          assert.ok(now.target.bottom <= now.window[1] + 1 && now.target.right <= now.window[0] + 1, `step ${steps}: ${now.target.id} is in the window`);
        }
        if (now.rule && !rules.includes(now.rule)) rules.push(now.rule);
        if (shots) await page.screenshot({ path: path.join(OUT_DIR, `learn-${game}-${lang}-${size.name}-${String(steps).padStart(2, '0')}.png`) });
        await assertAccessible(page, `${game} coach step ${steps} (${lang}, ${size.name})`);
      }
      if (now.target) await page.locator('[data-coach-target]:not([disabled])').filter({ visible: true }).first().click();
      else await page.click('#coach-next');
      // Paces the loop only: the next look re-checks the step, whatever the tap changed.
      await page.waitForTimeout(30);
    }
    assert.ok(await page.locator('#coach[data-done]').count(), `${game}: the coach reaches its end`);
    if (shots) await page.screenshot({ path: path.join(OUT_DIR, `learn-${game}-${lang}-${size.name}-end.png`) });
    await assertAccessible(page, `${game} coach end (${lang}, ${size.name})`);
    await assertRulesNamed(page, game, rules);
    assert.deepEqual(errors, [], 'no error in the page');
    return { rules, seconds: (Date.now() - began) / 1000, steps };
  } finally {
    await context.close();
  }
}

/** Every rule the coach named is named on the game's rules page, in the same language. */
async function assertRulesNamed(page, game, rules) {
  await page.goto(page.url().replace(/#.*$/, `#/${game}/rules`));
  await page.waitForSelector('.rules h2');
  const text = (await page.locator('.rules').innerText()).toLowerCase();
  for (const rule of rules) assert.ok(text.includes(rule.toLowerCase()), `the rules page names "${rule}"`);
}

/** The test of one game's guided game: in English on a phone (a screenshot of every step) and
 * in Italian on a laptop, in one browser. */
export function testLesson(game) {
  test(`${game}: the coach teaches the game to its end, in English at 390x844 and in Italian at 1024x768`, async (t) => {
    const app = await openApp();
    t.after(() => app.close());
    for (const [lang, size] of [['en', SIZES.phone], ['it', SIZES.laptop]]) {
      const run = await followCoach(app.browser, app.server, game, lang, size, { shots: lang === 'en' });
      t.diagnostic(`${game} (${lang}, ${size.name}): ${run.steps} coach steps in ${run.seconds} s; rules: ${run.rules.join(', ')}`);
      assert.ok(run.rules.length >= 4, `${game}: the coach names the game's main rules (${run.rules})`);
    }
  });
}
