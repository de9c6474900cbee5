// Weight budgets that fail the build, as size-limit does for JavaScript bundles: what
// a first visit fetches (scripts/weights.mjs: every file the page requests, at its gzip -9
// size) for the home screen and for each game opened from it, against budgets.json. A figure
// over its budget fails with the figure, the budget and by how much; a size cannot be noisy,
// so this is a check, not a timing (timings are printed by `make bench`).
//
//   node scripts/budgets.mjs           (make test runs it after the release build)
//   node scripts/budgets.mjs --print   the figures as budgets.json would hold them, to update it

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../tests/e2e/browser.mjs';
import { weights } from './weights.mjs';

export const BUDGETS = path.join(ROOT, 'budgets.json');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The measured gzip bytes of each budgeted figure: the home screen and home + each game. */
export async function figures() {
  const rows = await weights();
  return Object.fromEntries(rows.filter(([what]) => !what.endsWith('(its own)')).map(([what, w]) => [what, w.gz]));
}

/**
 * Each figure against its budget: the lines to print and the figures over budget. A game with
 * no budget of its own (a new game's first build) is held to `game`, the default.
 */
export function compare(measured, budgets, game) {
  const lines = [];
  const over = [];
  const defaults = Object.keys(measured).filter((what) => what.startsWith('home + ') && !(what in budgets));
  const held = { ...budgets, ...Object.fromEntries(defaults.map((what) => [what, game])) };
  for (const [what, budget] of Object.entries(held)) {
    const got = measured[what];
    if (got === undefined) {
      over.push(`${what}: in budgets.json but not measured (a game renamed or gone?)`);
      continue;
    }
    const line = `${what.padEnd(26)} ${kb(got).padStart(9)} of ${kb(budget).padStart(9)} gzip${defaults.includes(what) ? ' (the default, "game")' : ''}`;
    lines.push(`${got > budget ? 'OVER' : 'ok  '}  ${line}`);
    if (got > budget) over.push(`${what}: ${kb(got)} gzip is over its budget of ${kb(budget)} by ${kb(got - budget)} (${got - budget} bytes)`);
  }
  for (const what of Object.keys(measured)) if (!(what in held)) over.push(`${what}: measured but has no budget in budgets.json`);
  return { lines, over };
}

async function main() {
  const measured = await figures();
  if (process.argv.includes('--print')) {
    console.log(JSON.stringify(measured, null, 2));
    return;
  }
  const { budgets, game } = JSON.parse(fs.readFileSync(BUDGETS, 'utf8'));
  const { lines, over } = compare(measured, budgets, game);
  console.log('First-visit weight against budgets.json (gzip -9):');
  for (const line of lines) console.log(`  ${line}`);
  if (over.length) {
    console.error(`\nerror: over budget:\n  ${over.join('\n  ')}`);
    console.error('A heavier build must lose the weight, or raise its budget in budgets.json in the same change, saying why.');
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
