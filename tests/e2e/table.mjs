// The table's checks, made at once wherever a person has a decision to take: one look at the
// page gives all they measure. table-walk-*.test.mjs makes them at every decision of
// fixed-seed games played by taps; table-sizes.test.mjs on saved positions at every size the
// product is used at.
import assert from 'node:assert/strict';
import { measure, assertPiecesRead } from './pieces.mjs';

export { GAMES } from './games.mjs';

/** The four screens of the brief and the sizes between and beyond them (13 in all). */
export const DEVICES = {
  laptop: { viewport: { width: 1366, height: 768 }, sizes: [[1366, 768]], least: 32 },
  tablet: { viewport: { width: 1024, height: 768 }, hasTouch: true, sizes: [[1024, 768], [768, 1024]] },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, sizes: [[390, 844]], least: 24 },
  // Pieces are at least 24 px at every size from 360 px, phones either way up.
  small: { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, sizes: [[360, 640]], least: 24 },
  sideways: { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true, sizes: [[844, 390]], least: 24 },
  // Large phones both ways, a small phone on its side, a laptop, a desktop.
  others: {
    viewport: { width: 1024, height: 768 },
    sizes: [[640, 360], [412, 915], [1280, 800], [800, 1280], [1920, 1080], [1080, 1920], [1440, 900]],
  },
};

/** A browser context as the device would be; `seed` fixes its games (see `launchBrowser`). */
export const contextFor = (browser, device, seed) =>
  browser.newContext({ viewport: device.viewport, hasTouch: !!device.hasTouch, isMobile: !!device.isMobile, seed });

/**
 * Everything the checks need from the page now, in one evaluation: whether a person decides,
 * the board's box, "While you waited" and the marks of the last move, a confirm that waits for
 * its place, "not allowed" notices, and each element a decision needs that is outside the
 * window. The board is read through its page contract (docs/board-contract.md): the places a
 * person may tap now (`[data-can]`, named by `[data-place]`), the marks at its edge for those
 * out of view (`[data-spot-edge]`), the points it shows (`[data-scores]`), the chosen place and
 * its confirm (`[data-chosen]`, `[data-confirm]`) and the marks of the last move
 * (`[data-last-move]`).
 */
export const lookAtTable = (page) =>
  page.evaluate(() => {
    const [W, H] = [innerWidth, innerHeight];
    const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const outside = [];
    const check = (el, label) => {
      const r = el.getBoundingClientRect();
      if (r.left < -1 || r.top < -1 || r.right > W + 1 || r.bottom > H + 1 || r.width < 1 || r.height < 1)
        outside.push(`${label} [${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}]`);
    };
    const banner = document.querySelector('#turn-banner');
    const wrap = document.querySelector('.board-wrap');
    if (banner) check(banner, 'banner');
    if (wrap) check(wrap, 'board-wrap');
    // The boards themselves: every outermost SVG in the board's box.
    document.querySelectorAll('.board-wrap svg').forEach((svg, i) => {
      if (!svg.parentElement.closest('svg') && shown(svg)) check(svg, `board svg ${i}`);
    });
    const controls = [
      ...document.querySelectorAll('.actions button'),
      ...document.querySelectorAll('.game-panel button:not([disabled]), .game-panel [role="button"]'),
    ].filter(shown);
    // Undo, redo and share are always in the window, as is every enabled control,
    // and not scrolled out of the panel that holds them.
    const always = ['#undo', '#redo', '#share'].map((s) => document.querySelector(s)).filter(Boolean);
    const panel = document.querySelector('#controls')?.getBoundingClientRect();
    const inPanel = (el) => {
      const r = el.getBoundingClientRect();
      return !panel || (r.top >= panel.top - 1 && r.bottom <= panel.bottom + 1);
    };
    // The end: its message and every button of it, whole, in view (the places and scores
    // below them may scroll).
    const end = [...document.querySelectorAll('#winner button')].filter(shown);
    const message = ['#winner-title', '#verdict'].map((s) => document.querySelector(s)).filter(Boolean);
    // Nothing lies over a control or the end's message (the undo bar, a panel, a notice): the
    // points of each are the element itself. A cover between players or an
    // open dialog is meant to hide the table.
    const hidden = document.querySelector('#uncover, dialog[open]');
    const coveredBy = (el) => {
      const r = el.getBoundingClientRect();
      // The middle and four points inside the corners (a button's corners are rounded off).
      const points = [[0.5, 0.5], [0.15, 0.25], [0.85, 0.25], [0.15, 0.75], [0.85, 0.75]].map(([x, y]) => [r.left + r.width * x, r.top + r.height * y]);
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (hit && hit !== el && !el.contains(hit)) return hit.id ? `#${hit.id}` : `${hit.tagName.toLowerCase()}.${hit.className?.baseVal ?? hit.className}`;
      }
      return null;
    };
    [...controls, ...always, ...end, ...message].forEach((el) => {
      const label = `control "${(el.textContent || el.id || '').trim().slice(0, 40)}"`;
      check(el, label);
      if (!inPanel(el) && el.closest('#controls')) outside.push(`${label} scrolled out of the panel`);
      const by = hidden ? null : coveredBy(el);
      if (by) outside.push(`${label} covered by ${by}`);
      if (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) outside.push(`${label} cut within itself`);
    });
    // The last move's line is whole: it fits its box, or its box scrolls to show the rest.
    const moves = document.querySelector('#last-move');
    if (moves && moves.scrollHeight > moves.clientHeight + 1 && getComputedStyle(moves).overflowY !== 'auto')
      outside.push(`the last move's line cut: ${moves.textContent.trim().slice(-40)}`);
    // Every place the board lets the person tap now has its middle in its board's box (the
    // outermost SVG holding it), or is marked inside that box's edge (a board that pans, as
    // Carcassonne's landscape), and the players' points, where the board shows them, are in view.
    const places = [...document.querySelectorAll('.board-wrap [data-can]')];
    const unnamed = places.filter((place) => !place.dataset.place).length;
    const middleIn = (r, box) => r.left + r.width / 2 >= box.left && r.left + r.width / 2 <= box.right
      && r.top + r.height / 2 >= box.top && r.top + r.height / 2 <= box.bottom;
    const boardOf = (el) => {
      let svg = el.closest('svg');
      while (svg?.parentElement?.closest('svg')) svg = svg.parentElement.closest('svg');
      return svg;
    };
    places.filter((place) => place.dataset.place).forEach((place) => {
      const board = boardOf(place)?.getBoundingClientRect();
      if (!board) return;
      const mark = document.querySelector(`[data-spot-edge~="${place.dataset.place}"]`);
      if (!middleIn(place.getBoundingClientRect(), board) && !(mark && middleIn(mark.getBoundingClientRect(), board)))
        outside.push(`place ${place.dataset.place} out of view and not marked at the edge`);
    });
    const points = document.querySelector('[data-scores]');
    if (points) check(points, 'the points');
    const box = wrap?.getBoundingClientRect();
    const confirm = document.querySelector('[data-confirm]');
    const hurry = !!document.querySelector('#hurry');
    return {
      ply: Number(document.querySelector('section.play')?.dataset.ply),
      over: !!document.querySelector('#winner'),
      cover: !!document.querySelector('#uncover'),
      hurry,
      decision: !hurry && (controls.length > 0 || places.length > 0),
      box: box ? [box.width, box.height] : null,
      waited: [...document.querySelectorAll('#last-move[data-waited] [data-ply]')].map((b) => Number(b.dataset.ply)),
      marks: [...document.querySelectorAll('.board-wrap [data-last-move]')].map((m) => Number(m.dataset.ply)),
      refused: document.querySelectorAll('[data-notice="refused"]').length,
      placeEnabledUntapped: !!confirm && !confirm.disabled && !document.querySelector('[data-chosen]'),
      unnamed,
      always: always.length,
      outside,
      scrolled: [scrollX, scrollY],
      wider: document.documentElement.scrollWidth > W,
    };
  });

export const near = (a, b) => Math.abs(a[0] - b[0]) <= 2 && Math.abs(a[1] - b[1]) <= 2;

/**
 * A game table, not a document: the turn banner, the whole board and every control
 * the decision needs (undo, redo and share among them) are inside the window, the page is no
 * wider than the window and has not scrolled, though no test scrolls it.
 */
export function assertInView(now, where) {
  assert.equal(now.always, 3, `${where}: undo, redo and share are on the table`);
  assert.equal(now.unnamed, 0, `${where}: every place the board lets a person tap is named (data-place), to be looked for in view`);
  assert.deepEqual(now.outside, [], `${where}: the banner, the board and the choices are all in view`);
  assert.equal(now.wider, false, `${where}: the page is no wider than the window`);
  assert.deepEqual(now.scrolled, [0, 0], `${where}: the page has not scrolled`);
}

/** The board's box with its key opened (opening the key moves nothing), or null. */
export const boxWithKeyOpen = (page) =>
  page.evaluate(async () => {
    const key = document.querySelector('#board-key');
    if (!key) return null;
    key.open = true;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const box = document.querySelector('.board-wrap').getBoundingClientRect();
    key.open = false;
    return [box.width, box.height];
  });

/**
 * Pieces that read at a glance: every piece in view is at least `least` px across
 * and covers no other piece and no label. The smallest piece's size, or null if none shows.
 */
export const assertPieces = async (page, least, where) => assertPiecesRead(await measure(page), least, where);

/** Waits until the board's box has stopped changing between two frames (it refits to its window). */
export const settled = (page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const size = () => JSON.stringify(document.querySelector('.board-wrap')?.getBoundingClientRect());
    let last = size();
    for (let i = 0; i < 60; i++) {
      await frame();
      await frame();
      const now = size();
      if (now === last) return;
      last = now;
    }
  });

/**
 * "While you waited" grows to show every move since this person's last (up to a cap, then
 * "and N more" that opens the log): after two frames (the line fits itself in one), every
 * move it shows lies whole within its box, with its label (a newest move too long alone is
 * read whole by scrolling the box), and the moves it hides are as many as its "N earlier"
 * button says. Returns how many it hid.
 */
export async function assertMovesFit(page, where) {
  const line = await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const box = document.querySelector('#last-move');
    const edge = box.getBoundingClientRect();
    const shown = [...box.querySelectorAll('.last-move-tag, #moves-earlier:not([hidden]), .moves > li:not([hidden])')];
    // Alone, the newest move may be too long for the box: the box then scrolls, so it is read whole.
    const scrolls = box.hasAttribute('data-scrolls') && getComputedStyle(box).overflowY === 'auto';
    const clamped = scrolls ? box.querySelector('.moves > li:not([hidden])') : null;
    const cut = shown.filter((el) => el !== clamped && el.getBoundingClientRect().bottom > edge.bottom + 1)
      .map((el) => `${el.textContent} [${Math.round(el.getBoundingClientRect().bottom - edge.top)} of ${Math.round(edge.height)} px]`);
    const earlier = box.querySelector('#moves-earlier:not([hidden])');
    if (clamped && shown.at(-1) !== clamped) cut.push('scrolls, but not the only move shown');
    return { cut, told: Number(earlier?.dataset.earlier ?? 0), hidden: box.querySelectorAll(".moves > li[hidden]").length };
  });
  assert.deepEqual(line.cut, [], `${where}: every move "While you waited" shows is whole in its box`);
  assert.equal(line.told, line.hidden, `${where}: the moves that do not fit are counted (${line.told} of ${line.hidden})`);
  return line.hidden;
}
