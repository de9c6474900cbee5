//! Quarantable: five pandemic-themed board games.
//!
//! Seven layers, from the bottom up. A layer uses those below it; the exceptions that stand today are
//! named where they occur. `engine`, `text`, `table` and the games' rules code are plain Rust and
//! test natively; `ui`, `app` and the games' views exist only with the `app` feature.
//!
//! `lang` is the language a player reads (`Lang`: English or Italian), passed to every layer above.
//!
//! `engine` is the shared core: the `Game` trait every game implements, records (a seed and a list
//! of actions), sessions (undo and redo by replay), the seeded random generator, the computer
//! player, guided first games (lessons), what a game asks at setup (`Setup`: its player range and
//! options) and the random-play harness. It uses only `lang`.
//!
//! `text` holds the shell's words in English and Italian, one trait implemented once per language,
//! and `GameWords`, the words each game implements for the table (labels, prompts, its end).
//! It uses `lang` and `engine` (the computer's `Level`, to name it; the `Game` a game's words
//! are of).
//!
//! `table` is what the shell knows of a game at the table, in plain Rust: seats and who plays them,
//! saves, links and routes, keeping games on a device, travel between devices, and sealing a
//! hidden player's moves across two devices. It is generic over `Game` and uses `engine` and
//! `text`. Known exception: `table::seal` is written for Catch Me's hidden virus
//! and uses `games::catch_me`; tests under `table` also play real games.
//!
//! `ui` is what a game gives the browser and what the browser gives its board: the `GameUi` trait,
//! setup options, the board frame, dice, marks, keys and the rules page's frame. It uses `engine`,
//! `text` and `table`, and is the layer below both the shell and the games' views.
//!
//! `games` holds one folder per game, and what the games share (`glance`: how large a piece is
//! drawn). A game's rules (state, actions, the computer player, narration, lessons, its own
//! words in `text/`) are plain Rust on `engine` and `text`; its view (`view.rs` or `view/`) draws
//! the board on `ui` and `table`. Known exception: tests (saves under older rules, games played at
//! a table) use `table`.
//!
//! `app` is the browser shell: the catalogue of games, the screens (home, setup, play, rules,
//! saves), storage and routing. It may use every layer; no layer uses it.
//!
//! `scripts/lint.sh` checks three of these rules: a game's rules code names no web crate, `table`
//! uses no game outside its tests (but in `table::seal`), and no layer but `app` uses `app`.

pub mod engine;
pub mod games;
pub mod lang;
pub mod table;
pub mod text;
#[cfg(feature = "app")]
pub mod ui;

#[cfg(feature = "app")]
pub mod app;
