// The order of the layers, as the workspace's crate graph: cargo refuses an import of a crate
// that a crate's Cargo.toml does not name, so what is left to check is each Cargo.toml itself.
// A crate's dependencies (not its dev-dependencies: tests may use more) name only the layers
// below it, and only the browser's crates (the ui, the views, the app) name a web crate:
//
//   lang         none of ours
//   engine       lang
//   text         lang, engine
//   table        lang, engine, text
//   a game       lang, engine, text                      crates/games/<game>/
//   its seal     the above, table and its game             crates/games/<game>/seal/
//   games        lang, engine, text and every game         crates/games/
//   ui           lang, engine, text, table                 (web)
//   its view     the above, ui, its game and its seal      crates/games/<game>/view/ (web)
//   quarantable  every crate                               the app, src/ (web)
//
//   node scripts/layers.mjs              checks the workspace, naming each dependency against the order
//   node scripts/layers.mjs --self-test  adds one forbidden dependency per rule and sees each refused
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const WEB = /^(leptos.*|web-sys|wasm-bindgen.*|js-sys|gloo.*|console_error_panic_hook|getrandom)$/;
const LAYERS = { lang: [], engine: ['lang'], text: ['lang', 'engine'], table: ['lang', 'engine', 'text'], ui: ['lang', 'engine', 'text', 'table'] };
const RULES = ['lang', 'engine', 'text'];

/** Each crate of the workspace as the order knows it: its kind, its game, whether it may use the web. */
function placeOf(pkg) {
  const dir = path.relative(ROOT, path.dirname(pkg.manifest_path)).split(path.sep);
  if (dir.length === 1 && dir[0] === '') return { kind: 'app', web: true };
  if (dir[0] === 'crates' && dir.length === 2 && LAYERS[dir[1]]) return { kind: dir[1], web: dir[1] === 'ui' };
  if (dir[0] === 'crates' && dir[1] === 'games' && dir.length === 2) return { kind: 'games', web: false };
  if (dir[0] === 'crates' && dir[1] === 'games' && dir.length === 3) return { kind: 'game', game: pkg.name, web: false };
  if (dir[0] === 'crates' && dir[1] === 'games' && dir.length === 4 && ['view', 'seal'].includes(dir[3])) {
    return { kind: dir[3], game: dir[2], web: dir[3] === 'view' };
  }
  return { kind: 'unknown', web: false };
}

/** The crates of ours `place` may name, given every crate's place by name. */
function mayName(place, places) {
  const games = [...places].filter(([, p]) => p.kind === 'game').map(([name]) => name);
  const sealOf = (game) => [...places].filter(([, p]) => p.kind === 'seal' && p.game === game).map(([name]) => name);
  switch (place.kind) {
    case 'app': return [...places.keys()];
    case 'game': return RULES;
    case 'seal': return [...RULES, 'table', place.game];
    case 'view': return [...LAYERS.ui, 'ui', place.game, ...sealOf(place.game)];
    case 'games': return [...RULES, ...games];
    case 'unknown': return [];
    default: return LAYERS[place.kind];
  }
}

/** Every dependency against the order, as "crate names dependency: why". */
export function check(metadata) {
  const places = new Map(metadata.packages.map((pkg) => [pkg.name, placeOf(pkg)]));
  const wrong = [];
  for (const pkg of metadata.packages) {
    const place = places.get(pkg.name);
    if (place.kind === 'unknown') wrong.push(`${pkg.name}: a crate outside the layers (${pkg.manifest_path})`);
    const allowed = new Set(mayName(place, places));
    for (const dep of pkg.dependencies.filter((d) => d.kind !== 'dev')) {
      if (places.has(dep.name) && !allowed.has(dep.name)) wrong.push(`${pkg.name} names ${dep.name}, a layer above it or beside it`);
      if (WEB.test(dep.name) && !place.web) wrong.push(`${pkg.name} names ${dep.name}, a web crate, in plain Rust`);
    }
  }
  return wrong;
}

const metadata = () => JSON.parse(execFileSync('cargo', ['metadata', '--no-deps', '--format-version', '1', '--offline'], { cwd: ROOT, encoding: 'utf8' }));

/** One probe per rule: the crate, the dependency added to it. */
const PROBES = [['engine', 'text'], ['text', 'table'], ['table', 'carcassonne'], ['lab_race', 'table'], ['lab_race', 'ui'],
  ['lab_race', 'leptos'], ['catch_me_seal', 'ui'], ['ui', 'games'], ['vaccine_race_view', 'lab_race'], ['games', 'table'],
  ['table', 'web-sys'], ['lang', 'engine']];

if (process.argv[2] === '--self-test') {
  const clean = metadata();
  let failed = 0;
  for (const [crate, dep] of PROBES) {
    const probed = structuredClone(clean);
    probed.packages.find((p) => p.name === crate).dependencies.push({ name: dep, kind: null });
    const refused = check(probed).some((w) => w.startsWith(`${crate} names ${dep}`));
    if (!refused) { failed++; console.error(`layers self-test: ${crate} naming ${dep} was let through`); }
  }
  if (failed) process.exit(1);
  console.log(`layers self-test: each of ${PROBES.length} forbidden dependencies refused`);
} else {
  const wrong = check(metadata());
  for (const w of wrong) console.error(w);
  if (wrong.length) process.exit(1);
}
