// Pieces that read at a glance: what the board draws as pieces (`[data-piece]`, one
// root element per piece or per stack with a count), the labels no piece may cover
// (`[data-label]`) and the fields a piece stands within (`[data-field]`), measured in the
// window. The attributes are the board's page contract: docs/board-contract.md.
import assert from 'node:assert/strict';

/**
 * The pieces and labels shown in the window, as boxes in pixels, once the pieces stand still:
 * a piece's last step or jump still sliding would be measured between two squares.
 */
export const measure = (page) =>
  page.evaluate(async () => {
    const moving = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    for (let i = 0; i < 20 && moving().length; i++) await Promise.all(moving().map((a) => a.finished.catch((err) => {
      // An animation cancelled meanwhile (the board redrawn) has stopped too; anything else fails.
      if (err.name !== 'AbortError') throw err;
    })));
    const inWindow = (r) => r.width > 0 && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight;
    const boxes = (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((el) => getComputedStyle(el).visibility !== 'hidden' && !el.closest('[aria-hidden="true"].key'))
        .map((el) => {
          const r = el.getBoundingClientRect();
          const name = el.getAttribute('aria-label') || el.textContent.trim().slice(0, 24);
          return { l: r.left, t: r.top, r: r.right, b: r.bottom, w: r.width, h: r.height, name, inWindow: inWindow(r) };
        })
        .filter((b) => b.inWindow);
    return { pieces: boxes('[data-piece]'), labels: boxes('[data-label]') };
  });

const overlap = (a, b) => Math.max(0, Math.min(a.r, b.r) - Math.max(a.l, b.l)) * Math.max(0, Math.min(a.b, b.b) - Math.max(a.t, b.t));
const covers = (a, b) => overlap(a, b) > 0.25 * Math.min(a.w * a.h, b.w * b.h);
const px = (b) => `"${b.name}" ${Math.round(b.w)}x${Math.round(b.h)} at ${Math.round(b.l)},${Math.round(b.t)}`;

/**
 * Every piece shown is at least `least` px across, no two pieces and no piece and a label
 * overlap by more than a quarter of the smaller one. Returns the smallest piece's size, or
 * null where the board shows no piece yet (Carcassonne before its first Meeple).
 */
export function assertPiecesRead({ pieces, labels }, least, where) {
  if (!pieces.length) return null;
  for (const p of pieces) assert.ok(Math.min(p.w, p.h) >= least - 0.5, `${where}: ${px(p)} is at least ${least} px across`);
  pieces.forEach((p, i) => pieces.slice(i + 1).forEach((q) => assert.ok(!covers(p, q), `${where}: ${px(p)} and ${px(q)} overlap`)));
  for (const p of pieces) for (const l of labels) assert.ok(!covers(p, l), `${where}: ${px(p)} covers the label ${px(l)}`);
  return Math.min(...pieces.map((p) => Math.min(p.w, p.h)));
}

/**
 * Board text is at least 11 px at every size from 360 px: the smallest text the board
 * shows in the window (outside its key), in screen pixels, and what it says.
 */
export const smallestText = (page) =>
  page.evaluate(() => {
    let least = { px: Infinity, says: '' };
    for (const text of document.querySelectorAll('.board-wrap svg text')) {
      const hidden = !text.getClientRects().length || getComputedStyle(text).visibility === 'hidden' || text.closest('.key');
      const ctm = hidden ? null : text.getScreenCTM();
      const px = ctm ? parseFloat(getComputedStyle(text).fontSize) * Math.hypot(ctm.a, ctm.b) : Infinity;
      if (px < least.px) least = { px, says: `"${text.textContent.trim().slice(0, 16)}" (${text.getAttribute('class') ?? text.parentElement.getAttribute('class')})` };
    }
    return least;
  });

/** Every text of the board is at least `least` px tall; returns the smallest text's size. */
export function assertTextReads({ px, says }, least, where) {
  assert.ok(px >= least - 0.5, `${where}: the board's text ${says} is ${px.toFixed(1)} px, under ${least} px`);
  return px;
}

/**
 * No piece overlaps its field's edge by more than 10%: each piece standing on a
 * field (`[data-field]`, the shape of a square, field or cell: the field under the middle of
 * the piece's body, `:scope > [data-body]`, not of a badge beside it; the whole piece where it
 * marks no body) and how far it reaches past that field's edge, as a share of its size. Pieces
 * off the fields (at home, in the lab, in the focus) are left out, and a board that marks no
 * field (docs/board-contract.md) has none to measure.
 */
export const overhangs = (page) =>
  page.evaluate(() => {
    const fields = [...document.querySelectorAll('.board-wrap [data-field]')].map((e) => e.getBoundingClientRect());
    const reach = [];
    for (const piece of document.querySelectorAll('.board-wrap [data-piece]')) {
      const b = (piece.querySelector(':scope > [data-body]') ?? piece).getBoundingClientRect();
      const [x, y] = [b.left + b.width / 2, b.top + b.height / 2];
      const f = b.width && fields.find((f) => x >= f.left && x <= f.right && y >= f.top && y <= f.bottom);
      if (!f) continue;
      const past = Math.max(0, (f.left - b.left) / b.width, (b.right - f.right) / b.width, (f.top - b.top) / b.height, (b.bottom - f.bottom) / b.height);
      reach.push({ piece: piece.dataset.piece, past });
    }
    return reach;
  });

/** No piece reaches past its field's edge by more than `most` of its size. */
export function assertOnFields(reach, most, where) {
  const over = reach.filter((r) => r.past > most).map((r) => `"${r.piece}" ${Math.round(r.past * 100)}% past its field`);
  assert.deepEqual(over, [], `${where}: a piece reaches past its field's edge by more than ${most * 100}%`);
}
