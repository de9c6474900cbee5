// Where the wasm's bytes go, by crate and by game, by twiggy.
// Needs twiggy (`cargo install twiggy`) and a release build (scripts/build.sh). It runs
// wasm-bindgen and wasm-opt -Oz again keeping the function names, then sums twiggy's sizes.
//
//   node scripts/size-breakdown.mjs            by crate and by game
//   node scripts/size-breakdown.mjs REGEX      the same, then the total of the items whose name
//                                              matches REGEX (say 'Deseriali[sz]e.*Event': the
//                                              games' Event deserializers)
//   node scripts/size-breakdown.mjs --parts    each part of the split build, as wasm-split cuts
//                                              it: the home screen's main module, each game's,
//                                              each screen's and each shared chunk (with the
//                                              parts that load it), by crate and module
//   node scripts/size-breakdown.mjs --kinds [GAME]   what a first visit of the home screen, or of
//                                              the home screen then GAME (say vaccine_race),
//                                              fetches by kind: our views, Leptos bound to them,
//                                              Leptos' runtime, std, serde, words and pictures
//                                              (a build with v0 names, in target/v0)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const target = process.env.CARGO_TARGET_DIR || path.join(ROOT, 'target');
const raw = path.join(target, 'wasm32-unknown-unknown', 'release', 'quarantable.wasm');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-'));
const run = (cmd, args) => execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] });

const FEATURES = ['bulk-memory', 'nontrapping-float-to-int', 'sign-ext', 'mutable-globals', 'reference-types', 'multivalue'].map((f) => `--enable-${f}`);
/** `from` made smaller as the release build makes it, its function names kept, in `to`. */
const optimised = (from, to) => {
  // Its warnings (a chunk's name section) are not this script's to show.
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'wasm-opt'), ['-Oz', '-g', ...FEATURES, from, '-o', to], { stdio: 'ignore' });
  return to;
};

const csv = (text) => text.trim().split('\n').slice(1).map((line) => {
  const m = line.match(/^(?:\d+,)?("(?:[^"]|"")*"|[^,]*),(\d+)/);
  return m && { name: m[1].replace(/^"|"$/g, '').replace(/""/g, '"'), size: Number(m[2]) };
}).filter(Boolean);

/** Our own crates, the workspace's members (the app, the layers, each game's rules, view and
 * sealing part), as cargo lists them. */
const MEMBERS = JSON.parse(execFileSync('cargo', ['metadata', '--no-deps', '--format-version', '1'], { cwd: ROOT, encoding: 'utf8' }))
  .packages.map((p) => p.name.replace(/-/g, '_'));
const OURS = new RegExp(`\\b(${MEMBERS.join('|')})::`);

/** The items of a wasm with their sizes, names and custom sections left out. */
function itemsOf(wasm) {
  try {
    return csv(run('twiggy', ['top', '-n', '1000000', '--format', 'csv', wasm])).filter((i) => !/subsection|custom section/.test(i.name));
  } catch {
    // twiggy reads no module without code: a chunk of data only.
    return [{ name: 'data (a chunk without code)', size: fs.statSync(wasm).size }];
  }
}
/** The sizes of `items` by crate, and by module of this crate. */
function grouped(items) {
  const groups = new Map();
  for (const { name, size } of items) {
    const key = name.match(OURS)?.[1]
      ?? name.match(/^(?:<)?([a-z_0-9]+)::/)?.[1] ?? (name.startsWith('data') ? 'data (text, tables)' : 'other');
    groups.set(key, (groups.get(key) ?? 0) + size);
  }
  return [...groups].sort((a, b) => b[1] - a[1]);
}

/** `wasm` cut as the split build cuts it (scripts/split-wasm.mjs): each part made smaller with
 * its names kept, as [file, optimised path], and the parts that load each shared chunk. */
function splitParts(wasm) {
  const split = path.join(dir, 'split');
  run('wasm-split-cli', ['--target', 'web', '--out-name', 'quarantable', wasm, split]);
  run('wasm-bindgen', ['--target', 'web', '--keep-lld-exports', '--keep-debug', '--out-dir', dir, path.join(split, 'quarantable.wasm')]);
  const users = Object.fromEntries([...fs.readFileSync(path.join(split, '__wasm_split.js'), 'utf8').matchAll(/\/\* ([^*]+) \*\/\nconst __chunk_(\d+)/g)]
    .map((m) => [`chunk_${m[2]}.wasm`, m[1].replace(/_\d+(,|$)/g, '$1').split(',').map((u) => u.trim())]));
  const files = [['main', optimised(path.join(dir, 'quarantable_bg.wasm'), path.join(dir, 'main.wasm'))],
    ...fs.readdirSync(split).filter((f) => f.endsWith('.wasm') && f !== 'quarantable.wasm')
      .map((f) => [f, optimised(path.join(split, f), path.join(dir, `o-${f}`))])];
  return { users, files };
}

const LEPTOS = /^(tachys|reactive_graph|leptos\w*|either_of|any_spawner|throw_error|oco_ref|or_poisoned|guardian|send_wrapper|futures_\w+|async_once_cell|slotmap|rustc_hash)$/;
const CRYPTO = /^(curve25519_dalek|ed25519_dalek|sha2|digest|hmac|chacha20\w*|poly1305|subtle|zeroize)$/;
/** What an item of a v0-named build is: the crate its name starts in (the first path in it),
 * and for a generic crate's item, whether it is bound to one of our types. */
function kindOf(raw) {
  const name = raw.replace(/\[[0-9a-f]{16}\]/g, '');
  const crate = name.match(/([a-z_][a-z0-9_]*)::/)?.[1] ?? '';
  const ours = OURS.test(name);
  if (name.startsWith('data')) return 'data (words, pictures, maps, tables)';
  if (/^(elem|code)\[|^(export|import) /.test(name)) return 'tables, imports and exports of the split';
  if (OURS.test(`${crate}::`)) {
    return /^(quarantable|ui|\w+_view)$/.test(crate) ? 'our views' : 'our rules, table and words';
  }
  if (LEPTOS.test(crate)) return ours ? 'Leptos bound to our views' : 'Leptos runtime';
  if (/^(core|alloc|std|dlmalloc|hashbrown|indexmap|__rustc)$/.test(crate)) return ours ? 'std bound to our types' : 'std';
  if (/^(serde\w*|ryu|itoa|postcard)$/.test(crate)) return 'serde';
  if (CRYPTO.test(crate)) return 'cryptography';
  if (/^(wasm_bindgen\w*|js_sys|web_sys|wasm_split_helpers|wasm_streams)$/.test(crate)) return 'bindings to the browser';
  return 'other crates';
}

// Each part as the split build cuts it, largest first.
if (process.argv[2] === '--parts') {
  const { users, files } = splitParts(raw);
  const named = (f) => f === 'main' ? 'home screen (main module)'
    : users[f] ? `${f.replace('.wasm', '')}, loaded by ${users[f].join(', ')}` : f.replace(/_\d+\.wasm$/, '');
  const sized = files.map(([f, wasm]) => [named(f), itemsOf(wasm)]).map(([name, items]) => [name, items, items.reduce((sum, i) => sum + i.size, 0)]);
  for (const [name, items, total] of sized.sort((a, b) => b[2] - a[2])) {
    console.log(`${String(total).padStart(8)}  ${name}`);
    console.log(grouped(items).slice(0, 6).map(([key, size]) => `${String(size).padStart(18)}  ${key}`).join('\n'));
  }
  fs.rmSync(dir, { recursive: true });
  process.exit(0);
}

// What kind of code a first visit fetches: the home screen alone, or the home screen,
// the setup screen and one game with every chunk they load. Built once more with v0 symbol
// names, which carry generic arguments: Leptos' code bound to one of our views names that view.
if (process.argv[2] === '--kinds') {
  const visit = process.argv[3] ?? 'home';
  const v0 = path.join(ROOT, 'target', 'v0');
  execFileSync('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '--bin', 'quarantable'], {
    cwd: ROOT, stdio: 'inherit',
    env: { ...process.env, CARGO_TARGET_DIR: v0, CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS: '-C symbol-mangling-version=v0' },
  });
  const { users, files } = splitParts(path.join(v0, 'wasm32-unknown-unknown', 'release', 'quarantable.wasm'));
  const loads = (part) => (f) => f.startsWith(`split_${part}_`) || users[f]?.includes(part);
  const fetched = files.filter(([f]) => f === 'main' || (visit !== 'home' && (loads(visit)(f) || loads('screen_setup')(f))));
  const kinds = new Map();
  for (const { name, size } of fetched.flatMap(([, wasm]) => itemsOf(wasm))) {
    kinds.set(kindOf(name), (kinds.get(kindOf(name)) ?? 0) + size);
  }
  const total = [...kinds.values()].reduce((a, b) => a + b, 0);
  console.log(`${visit}: ${fetched.length} files, ${total} bytes of code and data (names removed, not compressed)`);
  for (const [kind, size] of [...kinds].sort((a, b) => b[1] - a[1])) {
    console.log(`${String(size).padStart(8)}  ${((100 * size) / total).toFixed(1).padStart(5)}%  ${kind}`);
  }
  fs.rmSync(dir, { recursive: true });
  process.exit(0);
}

run('wasm-bindgen', ['--target', 'web', '--keep-debug', '--out-dir', dir, raw]);
const named = optimised(path.join(dir, 'quarantable_bg.wasm'), path.join(dir, 'named.wasm'));
const items = itemsOf(named);
const total = items.reduce((sum, i) => sum + i.size, 0);
console.log(`wasm code and data, names removed: ${total} bytes`);
for (const [key, size] of grouped(items).slice(0, 30)) {
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
