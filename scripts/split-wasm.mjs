// Splits the release wasm so that a visit fetches only what it shows: the shell and
// the home screen in the main module, each game's code in its own file, fetched when that game
// is first opened (its `#[lazy]` split point in src/catalogue.rs). scripts/build.sh runs it
// after `trunk build`, which compiles the wasm (with relocations kept, .cargo/config.toml) and
// runs wasm-bindgen on it whole; this script does it again on the split parts:
//   1. wasm-split-cli (the crate wasm_split_cli_support, as `cargo leptos --split` uses it)
//      cuts the compiler's wasm into the main module, one module per game and shared chunks;
//   2. wasm-bindgen makes the main module's JS, keeping the exports the chunks link against;
//   3. wasm-opt -Oz shrinks every part, as Trunk would;
//   4. every file is named with one hash of this build, and Trunk's index.html points at them.
// Trunk 0.21 cannot run wasm-split itself (trunk-rs/trunk#1022).
//
//   node scripts/split-wasm.mjs [dist]

import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAME = 'quarantable';
// The features the Rust compiler's wasm32 target uses; the chunks carry no list of their own.
const WASM_FEATURES = ['bulk-memory', 'nontrapping-float-to-int', 'sign-ext', 'mutable-globals', 'reference-types', 'multivalue'];
export const SPLIT_JS = 'wasm-split';

// The tools' output is shown only when they fail (wasm-opt warns of every chunk's name section).
const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
// npm binaryen's, never Debian's (TOOLCHAIN.md).
const WASM_OPT = path.join(ROOT, 'node_modules', '.bin', 'wasm-opt');

function rawWasm() {
  const target = process.env.CARGO_TARGET_DIR || path.join(ROOT, 'target');
  const raw = path.join(target, 'wasm32-unknown-unknown', 'release', `${NAME}.wasm`);
  if (!fs.existsSync(raw)) throw new Error(`no ${raw}: run trunk build --release first`);
  return raw;
}

/** The parts, optimised, in `dir`: { js, wasm, splitJs, modules: [file names] }. */
function splitParts(raw, dir) {
  const split = path.join(dir, 'split');
  run('wasm-split-cli', ['--target', 'web', '--out-name', NAME, raw, split]);
  const bound = path.join(dir, 'bound');
  run('wasm-bindgen', ['--target', 'web', '--keep-lld-exports', '--no-demangle', '--out-dir', bound, '--out-name', NAME,
    path.join(split, `${NAME}.wasm`)]);
  const features = WASM_FEATURES.map((f) => `--enable-${f}`);
  const modules = fs.readdirSync(split).filter((f) => f.endsWith('.wasm') && f !== `${NAME}.wasm`);
  const optimise = (from, to) => run(WASM_OPT, ['-Oz', ...features, from, '-o', to]);
  optimise(path.join(bound, `${NAME}_bg.wasm`), path.join(dir, `${NAME}_bg.wasm`));
  for (const m of modules) optimise(path.join(split, m), path.join(dir, m));
  return {
    js: fs.readFileSync(path.join(bound, `${NAME}.js`), 'utf8'),
    splitJs: fs.readFileSync(path.join(split, '__wasm_split.js'), 'utf8'),
    wasm: fs.readFileSync(path.join(dir, `${NAME}_bg.wasm`)),
    modules: Object.fromEntries(modules.map((m) => [m, fs.readFileSync(path.join(dir, m))])),
  };
}

/** A part is named after its split point: `screen_<name>` or `part_<name>` in the Rust code,
 * or a game's module (`src/catalogue.rs`) ("screen-setup", "part-share", "game-carcassonne"); a
 * shared chunk by its number. */
function moduleName(file) {
  const part = file.match(/^split_([a-z_]+?)_\d+\.wasm$/);
  if (part) return (/^(screen|part)_/.test(part[1]) ? part[1] : `game_${part[1]}`).replaceAll('_', '-');
  const chunk = file.match(/^chunk_(\d+)\.wasm$/);
  if (chunk) return `shared-${chunk[1]}`;
  throw new Error(`wasm-split made a file this script does not know: ${file}`);
}

function replaceAll(text, from, to, what) {
  if (!text.includes(from)) throw new Error(`${what} does not name ${from}`);
  return text.replaceAll(from, to);
}

/** The split points that load each chunk, from wasm-split's JS: { "chunk_17.wasm": ["screen_setup", ...] }. */
function chunkUsers(splitJs) {
  const users = {};
  for (const m of splitJs.matchAll(/\/\* ([^*]+) \*\/\nconst __chunk_(\d+) =/g)) {
    users[`chunk_${m[2]}.wasm`] = m[1].split(', ').map((point) => point.replace(/_\d+$/, ''));
  }
  if (Object.keys(users).length === 0) throw new Error('the split JS names no chunk\'s users');
  return users;
}

/**
 * The modules fetched together, each pack as one file: many small files, each compressed alone,
 * weigh more than one file of them all. "setup": the setup screen and every
 * chunk it loads, small, so that the screen shows soon after New game; "play": every other chunk
 * that all games load, fetched while the seats are filled in. Chunks that only some games load
 * stay files of their own, so that no game fetches another's.
 */
function packs(modules, splitJs) {
  const users = chunkUsers(splitJs);
  const points = new Set(Object.values(users).flat());
  const games = [...points].filter((p) => !/^(screen|part)_/.test(p));
  const chunks = (take) => Object.keys(users).filter((f) => take(users[f])).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const setup = Object.keys(modules).filter((f) => /^split_screen_setup_\d+\.wasm$/.test(f));
  const packed = {
    setup: [...setup, ...chunks((u) => u.includes('screen_setup'))],
    play: chunks((u) => !u.includes('screen_setup') && games.every((g) => u.includes(g))),
  };
  if (setup.length !== 1 || Object.values(packed).some((files) => files.length < 2)) throw new Error('no setup screen, or a pack of less than two modules');
  return packed;
}

/** The JS that answers a packed module's fetch with its slice of the pack, fetched once. */
const PACKED_JS = `
// Several modules fetched as one file, a pack (scripts/split-wasm.mjs): each is its slice.
const wasmPacks = new Map();
function wasmPacked(pack, fetchPack, offset, length) {
    let bytes = wasmPacks.get(pack);
    if (bytes === undefined) {
        bytes = fetchPack().then((r) => r.ok ? r.arrayBuffer() : Promise.reject(new Error(\`\${pack}: \${r.status}\`)));
        // A failed fetch is tried again when next asked, as wasm-split's own loads are.
        bytes.catch(() => wasmPacks.get(pack) === bytes && wasmPacks.delete(pack));
        wasmPacks.set(pack, bytes);
    }
    return bytes.then((b) => new Response(b.slice(offset, offset + length), { headers: { 'Content-Type': 'application/wasm' } }));
}
`;

/** The parts named with the build's hash, their cross-references rewritten to match. */
function named(parts) {
  const hash = crypto.createHash('sha256');
  for (const bytes of [parts.js, parts.splitJs, parts.wasm, ...Object.values(parts.modules)]) hash.update(bytes);
  const h = hash.digest('hex').slice(0, 16);
  const files = { js: `${NAME}-${h}.js`, wasm: `${NAME}-${h}_bg.wasm`, splitJs: `${SPLIT_JS}-${h}.js` };
  // Only the JS import is renamed: the wasm's own import keeps its module name.
  let js = replaceAll(parts.js, 'from "./__wasm_split.js"', `from "./${files.splitJs}"`, 'the main JS');
  js = replaceAll(js, `'${NAME}_bg.wasm'`, `'${files.wasm}'`, 'the main JS');
  let splitJs = replaceAll(parts.splitJs, `"./${NAME}.js"`, `"./${files.js}"`, 'the split JS');
  const out = { [files.js]: js, [files.wasm]: parts.wasm };
  const packed = packs(parts.modules, parts.splitJs);
  for (const [name, members] of Object.entries(packed)) {
    const pack = `shared-${name}-${h}.wasm`;
    let offset = 0;
    for (const file of members) {
      const { length } = parts.modules[file];
      splitJs = replaceAll(splitJs, `fetch(new URL("./${file}", import.meta.url))`,
        `wasmPacked("${name}", () => fetch(new URL("./${pack}", import.meta.url)), ${offset}, ${length})`, 'the split JS');
      offset += length;
    }
    out[pack] = Buffer.concat(members.map((file) => parts.modules[file]));
  }
  const inPacks = new Set(Object.values(packed).flat());
  for (const [file, bytes] of Object.entries(parts.modules).filter(([file]) => !inPacks.has(file))) {
    const renamed = `${moduleName(file)}-${h}.wasm`;
    splitJs = replaceAll(splitJs, `"./${file}"`, `"./${renamed}"`, 'the split JS');
    out[renamed] = bytes;
  }
  splitJs = replaceAll(splitJs, `from "./${files.js}";\n`, `from "./${files.js}";\n${PACKED_JS}`, 'the split JS');
  out[files.splitJs] = splitJs;
  return { files, out };
}

const sri = (data) => `sha384-${crypto.createHash('sha384').update(data).digest('base64')}`;

/** Trunk's page, pointed at the split parts instead of its own whole wasm and JS. */
function rewriteIndex(html, trunk, files, out) {
  html = replaceAll(html, trunk.js, files.js, 'index.html');
  html = replaceAll(html, trunk.wasm, files.wasm, 'index.html');
  // Trunk's preload links carry the integrity of its files; they are given the new ones'.
  html = html.replace(/(<link rel="(?:modulepreload|preload)" href="\.\/([^"]+)"[^>]*integrity=")[^"]*"/g,
    (_, head, file) => `${head}${sri(out[file])}"`);
  const preload = `<link rel="modulepreload" href="./${files.splitJs}" crossorigin="anonymous" integrity="${sri(out[files.splitJs])}">`;
  return html.replace('</head>', `${preload}\n</head>`);
}

/** Replaces Trunk's whole wasm in `dist` with the split parts; returns the files written. */
export function splitWasm(dist) {
  const indexFile = path.join(dist, 'index.html');
  const html = fs.readFileSync(indexFile, 'utf8');
  const trunkJs = html.match(/from '\.\/([^']+\.js)'/)?.[1];
  const trunkWasm = html.match(/module_or_path: '\.\/([^']+_bg\.wasm)'/)?.[1];
  if (!trunkJs || !trunkWasm) throw new Error('index.html names no wasm and JS: is this a Trunk release build?');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'split-wasm-'));
  try {
    const { files, out } = named(splitParts(rawWasm(), dir));
    for (const old of fs.readdirSync(dist).filter((f) => /\.(js|wasm)$/.test(f) && f !== 'boot.js')) fs.rmSync(path.join(dist, old));
    for (const [file, data] of Object.entries(out)) fs.writeFileSync(path.join(dist, file), data);
    fs.writeFileSync(indexFile, rewriteIndex(html, { js: trunkJs, wasm: trunkWasm }, files, out));
    return Object.keys(out);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = splitWasm(path.resolve(process.argv[2] || 'dist'));
  console.log(`    split the wasm into ${files.filter((f) => f.endsWith('.wasm')).length} files`);
}
