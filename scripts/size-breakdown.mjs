// Where the wasm's bytes go, by crate and by game (issue 10: "Find where it goes (twiggy)").
// Needs twiggy (`cargo install twiggy`) and a release build (scripts/build.sh). It runs
// wasm-bindgen and wasm-opt -Oz again keeping the function names, then sums twiggy's sizes.
//
//   node scripts/size-breakdown.mjs            by crate and by game
//   node scripts/size-breakdown.mjs REGEX      the same, then the total of the items whose name
//                                              matches REGEX (say 'Deseriali[sz]e.*Event': the
//                                              games' Event deserializers, issue 44)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const target = process.env.CARGO_TARGET_DIR || path.join(ROOT, 'target');
const raw = path.join(target, 'wasm32-unknown-unknown', 'release', 'quarantable.wasm');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-'));
const run = (cmd, args) => execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 28 });

run('wasm-bindgen', ['--target', 'web', '--keep-debug', '--out-dir', dir, raw]);
const named = path.join(dir, 'named.wasm');
run(path.join(ROOT, 'node_modules', '.bin', 'wasm-opt'), ['-Oz', '-g', '--enable-bulk-memory', '--enable-nontrapping-float-to-int', path.join(dir, 'quarantable_bg.wasm'), '-o', named]);

const csv = (text) => text.trim().split('\n').slice(1).map((line) => {
  const m = line.match(/^(?:\d+,)?("(?:[^"]|"")*"|[^,]*),(\d+)/);
  return m && { name: m[1].replace(/^"|"$/g, '').replace(/""/g, '"'), size: Number(m[2]) };
}).filter(Boolean);

const items = csv(run('twiggy', ['top', '-n', '1000000', '--format', 'csv', named])).filter((i) => !/subsection|custom section/.test(i.name));
const total = items.reduce((sum, i) => sum + i.size, 0);
const groups = new Map();
for (const { name, size } of items) {
  const key = name.match(/quarantable::(games::\w+|app::play|app|table|engine|text|ui)/)?.[0]
    ?? name.match(/^(?:<)?([a-z_]+)::/)?.[1] ?? (name.startsWith('data') ? 'data (text, tables)' : 'other');
  groups.set(key, (groups.get(key) ?? 0) + size);
}
console.log(`wasm code and data, names removed: ${total} bytes`);
for (const [key, size] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  console.log(`${String(size).padStart(8)}  ${((100 * size) / total).toFixed(1).padStart(5)}%  ${key}`);
}
// The shell's generic play screen, bound once per game (everything it alone keeps alive).
const retained = run('twiggy', ['dominators', '--format', 'csv', named]).split('\n')
  .map((l) => l.match(/^\d+,("(?:[^"]|"")*"|[^,]*),\d+,[\d.]+,(\d+)/)).filter((m) => m && /play_screen/.test(m[1]));
for (const m of retained) console.log(`play screen bound to one game, retained: ${m[2]} bytes (${m[1].replace(/::h[0-9a-f]+$/, '')})`);
const pattern = process.argv[2] && new RegExp(process.argv[2]);
if (pattern) {
  const matching = items.filter((i) => pattern.test(i.name));
  const size = matching.reduce((sum, i) => sum + i.size, 0);
  console.log(`matching /${pattern.source}/: ${size} bytes in ${matching.length} items`);
}
fs.rmSync(dir, { recursive: true });
