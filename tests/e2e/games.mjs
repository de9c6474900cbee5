// The games as Rust registers them (`every_game!` in crates/games/src/lib.rs), for the browser tests
// and the scripts: `cargo run -p games --example games` writes the list to target/games.json
// (scripts/test.sh before the browser tests), and here it is read, so that a game added to
// `every_game!` reaches every reader with no list of theirs to edit. On a fresh clone, or
// when the registration changed since the list was written, the list is written first.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FILE = path.join(ROOT, 'target', 'games.json');
const REGISTRATION = path.join(ROOT, 'crates', 'games', 'src', 'lib.rs');

const stale = () => !fs.existsSync(FILE) || fs.statSync(FILE).mtimeMs < fs.statSync(REGISTRATION).mtimeMs;
if (stale()) {
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  execFileSync('cargo', ['run', '--quiet', '-p', 'games', '--example', 'games', '--', FILE], { cwd: ROOT, stdio: 'inherit' });
}

/** Every registered game, in the home screen's order: `{ id, module, title, players: [least, most] }`. */
export const REGISTERED = JSON.parse(fs.readFileSync(FILE, 'utf8'));
/** Their ids, as in their addresses (`#/<id>/new`) and the home screen's `article[data-game]`. */
export const GAMES = REGISTERED.map((g) => g.id);
/** The registered game of this id. */
export function game(id) {
  const found = REGISTERED.find((g) => g.id === id);
  assert(found, `${id} is not a registered game`);
  return found;
}

function assert(ok, message) {
  if (!ok) throw new Error(message);
}

/**
 * `table` (per-game data a test or script keeps of its own, keyed by id) with every registered
 * game in it: a game without an entry gets `otherwise`, which holds for any game, so that a new
 * game needs no entry here. An entry for no registered game (a typo, a game renamed
 * or gone) fails loudly. `what` names the table in the error.
 */
export function everyGame(what, table, otherwise) {
  const unknown = Object.keys(table).filter((id) => !GAMES.includes(id));
  assert(unknown.length === 0, `${what}: ${unknown.join(', ')} is not a registered game`);
  return Object.fromEntries(GAMES.map((id) => [id, id in table ? table[id] : otherwise]));
}
