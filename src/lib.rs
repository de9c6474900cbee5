//! Quarantable: five pandemic-themed board games.
//!
//! Seven layers, from the bottom up. A layer uses those below it, and never one above: tests may
//! use more, as named where they occur. `engine`, `text`, `table` and the games' rules code are
//! plain Rust and test natively; `ui`, `app` and the games' views exist only with the `app`
//! feature.
//!
//! `lang` is the language a player reads (`Lang`: English or Italian), passed to every layer above.
//!
//! `engine` is the shared core: the `Game` trait every game implements, records (a seed and a list
//! of actions), sessions (undo and redo by replay), the seeded random generator, the computer
//! player, guided first games (lessons), what a game asks at setup (`Setup`: its player range and
//! options), what a game with a hidden seat declares to be sealed across two devices
//! (`Sealable`) and the random-play harness. It uses only `lang`.
//!
//! `text` holds the shell's words in English and Italian, one trait implemented once per language,
//! and `GameWords`, the words each game implements for the table (labels, prompts, its end).
//! It uses `lang` and `engine` (the computer's `Level`, to name it; the `Game` a game's words
//! are of).
//!
//! `table` is what the shell knows of a game at the table, in plain Rust: seats and who plays them,
//! saves, links and routes, keeping games on a device, travel between devices, and sealing a
//! hidden player's moves across two devices (`seal`, for any `Sealable` game). It is generic over
//! `Game`, uses `lang`, `engine` and `text`, and names no game; its tests play real games.
//!
//! `ui` is what a game gives the browser and what the browser gives its board: the `GameUi` trait,
//! setup options, the board frame, dice, marks, keys and the rules page's frame. It uses `engine`,
//! `text` and `table`, and is the layer below both the shell and the games' views.
//!
//! `games` holds one folder per game, and what the games share (`glance`: how large a piece is
//! drawn). A game's rules (state, actions, the computer player, narration, lessons, its own
//! words in `text/`) are plain Rust on `lang`, `engine` and `text`; its sealing part (`seal/`:
//! Catch Me's two devices) uses `table` too (saves, seats, the sealed link); its view (`view.rs`
//! or `view/`) draws the board on `ui` and `table`. Tests (saves under older rules, games played
//! at a table) may use `table`.
//!
//! `app` is the browser shell: the catalogue of games, the screens (home, setup, play, rules,
//! saves), storage and routing. It may use every layer; no layer uses it.
//!
//! `scripts/layers.sh`, run by `scripts/lint.sh`, checks every one of these edges: outside its
//! tests, no layer's code names a `crate::` layer above it (`lang` none, `engine` only `lang`,
//! `text` none of `table`, `ui`, `games`, `app`, `table` none of `ui`, `games`, `app`, `ui` none
//! of `games`, `app`; a game's rules none of `table`, `ui`, `app`, its sealing part none of `ui`,
//! `app`, its view not `app`), and the plain Rust layers name no web crate. Its self-test adds
//! one forbidden import per rule to a copy of `src/` and sees the check fail on each.

pub mod engine;
pub mod games;
pub mod lang;
pub mod table;
pub mod text;
#[cfg(feature = "app")]
pub mod ui;

#[cfg(feature = "app")]
pub mod app;
