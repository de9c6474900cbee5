// Draws each game's home-card picture (crates/games/<game>/view/src/picture.svg) from the game's own
// board: a seeded game is played for a few decisions in the built app, and a crop of
// its board is kept as a self-contained SVG: the page's styles written on each element (the
// home screen carries none of a game's styles or drawing code), what lies outside the
// crop dropped, ids made the picture's own. Carcassonne's picture is three tiles laid from its
// own art instead, which a native test holds to the board's (art.rs). Run after a board's look
// changes:
//   bash scripts/build.sh && node scripts/pictures.mjs [game ...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApp, decide } from '../tests/e2e/browser.mjs';
import { everyGame, game as registered } from '../tests/e2e/games.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Per game: players, the decisions played before the picture is taken, the board's SVG, and the
 * crop as fractions of what the board draws (left, top, width; the height is half the width);
 * null for a picture not drawn here: a game without an entry keeps the picture it was given
 * until its entry is written.
 */
const PICTURES = everyGame('pictures.mjs, how its picture is drawn', {
  'vaccine-race': { players: 4, decisions: 16, board: '.vr-board svg.track', crop: [0, 0, 0.45] },
  'lab-race': { players: 3, decisions: 14, board: '.lr-board svg.cross', crop: [0.12, 0.32, 0.76] },
  'catch-me': { players: 2, decisions: 12, board: '.cm-board svg', crop: [0.05, 0.0, 0.95] },
  epidemium: { players: 4, decisions: 10, board: '.ep-board svg', crop: [0.1, 0.04, 0.84] },
  // Laid from its tile art (art.rs), which a native test holds to the board's.
  carcassonne: null,
}, null);

async function playedBoard(app, game, { players, decisions }) {
  const context = await app.browser.newContext({ viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  await page.goto(`${app.server.url}?game=${game}&players=${players}&seed=7#/${game}/new`);
  await page.click('#start');
  await page.waitForSelector('.board-wrap');
  for (let i = 0, k = 0; i < 3000 && k < decisions; i++) {
    if (await page.locator('#winner').count()) break;
    if (await page.locator('#uncover').count()) await page.click('#uncover');
    else if (await page.locator('.actions button, .cc-spot, .game-panel button:not([disabled])').count()) await decide(page, ++k);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(1500);
  return { context, page };
}

/** In the page: the crop of the board as self-contained SVG markup. */
function cropped({ selector, fx, fy, fw, game }) {
  const svg = document.querySelector(selector);
  // The fractions are of what the board draws (its content), not of the box it is fitted in.
  const bb = svg.getBBox(), ctm = svg.getScreenCTM();
  const a = new DOMPoint(bb.x, bb.y).matrixTransform(ctm), z = new DOMPoint(bb.x + bb.width, bb.y + bb.height).matrixTransform(ctm);
  const box = { left: a.x, top: a.y, width: z.x - a.x, height: z.y - a.y };
  const crop = { l: box.left + fx * box.width, t: box.top + fy * box.height, w: fw * box.width };
  crop.h = crop.w / 2; crop.r = crop.l + crop.w; crop.b = crop.t + crop.h;
  const PROPS = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-linecap', 'stroke-linejoin', 'stroke-opacity', 'opacity', 'font-size', 'font-weight', 'text-anchor', 'dominant-baseline', 'paint-order', 'visibility'];
  const skip = (el) => ['defs', 'pattern', 'clipPath', 'mask', 'title', 'desc', 'style', 'linearGradient', 'radialGradient'].includes(el.localName) || el.closest('defs');
  // Drop what lies outside the crop, and what the board hides.
  const hit = (r) => r.width + r.height > 0 && r.right > crop.l && r.left < crop.r && r.bottom > crop.t && r.top < crop.b;
  for (const el of [...svg.querySelectorAll('*')].reverse()) {
    if (skip(el) || !el.isConnected) continue;
    const cs = getComputedStyle(el);
    if (cs.display === 'none' || cs.visibility === 'hidden' || el.closest('.celebration')) { el.remove(); continue; }
    const leaf = !el.children.length || ['text', 'use'].includes(el.localName);
    if (leaf && !hit(el.getBoundingClientRect())) el.remove();
    else if (!leaf && el.localName === 'g' && !el.children.length) el.remove();
  }
  for (const el of [...svg.querySelectorAll('g')].reverse()) if (!el.children.length) el.remove();
  // A picture has no words: the home screen is shown in either language (numbers stay).
  const texts = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) node.data = node.data.replace(/\p{L}+/gu, '').trim();
  // Inline the styles the page's CSS gives, for the picture is shown without it.
  const clone = svg.cloneNode(true);
  const live = [svg, ...svg.querySelectorAll('*')], copy = [clone, ...clone.querySelectorAll('*')];
  live.forEach((el, i) => {
    const c = copy[i], cs = getComputedStyle(el);
    for (const p of PROPS) {
      const v = cs.getPropertyValue(p);
      const parent = el.parentElement ? getComputedStyle(el.parentElement).getPropertyValue(p) : null;
      if (v && v !== parent && !(p === 'opacity' && v === '1') && !(p === 'visibility' && v === 'visible')) c.setAttribute(p, v.replace(/px$/, ''));
    }
    const t = cs.transform;
    if (t && t !== 'none' && i > 0) c.setAttribute('transform', t.replace(/px/g, ''));
    for (const a of [...c.attributes]) {
      if (/^(class|style|tabindex|role|focusable)$/.test(a.name) || a.name.startsWith('data-') || a.name.startsWith('aria-')) c.removeAttribute(a.name);
    }
  });
  // Keep only the definitions still used, with ids of the picture's own.
  const text0 = clone.outerHTML;
  for (const d of [...clone.querySelectorAll('defs > [id]')]) if (!text0.includes(`#${d.id}`)) d.remove();
  for (const title of clone.querySelectorAll('title, desc')) title.remove();
  const m = svg.getScreenCTM().inverse();
  const p0 = new DOMPoint(crop.l, crop.t).matrixTransform(m), p1 = new DOMPoint(crop.r, crop.b).matrixTransform(m);
  const r = (x) => Math.round(x * 10) / 10;
  let text = clone.outerHTML;
  text = text.replace(/ id="([^"]+)"/g, ` id="pic-${game}-$1"`).replace(/#([a-zA-Z][\w-]*)/g, (all, id) => (clone.querySelector(`[id="${id}"]`) ? `#pic-${game}-${id}` : all));
  text = text.replace(/^<svg[^>]*>/, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${r(p0.x)} ${r(p0.y)} ${r(p1.x - p0.x)} ${r(p1.y - p0.y)}" aria-hidden="true" font-family="system-ui, sans-serif">`);
  return text.replace(/(\d+\.\d{2})\d+/g, '$1').replace(/></g, '>\n<');
}

const app = await openApp();
try {
  for (const game of process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(PICTURES)) {
    if (!PICTURES[game]) {
      console.log(`${game}: its picture is not drawn here (no entry in PICTURES)`);
      continue;
    }
    const { board, crop } = PICTURES[game];
    const { context, page } = await playedBoard(app, game, PICTURES[game]);
    const svg = await page.evaluate(cropped, { selector: board, fx: crop[0], fy: crop[1], fw: crop[2], game });
    await context.close();
    const file = path.join(ROOT, 'crates/games', registered(game).module, 'view/src/picture.svg');
    fs.writeFileSync(file, `${svg}\n`);
    console.log(`${file}: ${svg.length} bytes`);
  }
} finally {
  await app.close();
}
