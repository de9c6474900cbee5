//! One folder per game. How to add a game, as the five folders stand today.
//!
//! The files every game folder has (`<game>/`):
//! - `mod.rs`: the game's modules and what it exports; the module doc cites its rules page,
//!   `docs/games/<game>.md`, where every ruling the code follows is numbered.
//! - `state.rs` (the state, `Options`, `Action`, `Event`) and `rules.rs` (what may be done and
//!   what an action does: the `engine::Game` implementation); larger games split the rules into
//!   more files (Lab Race: `actions.rs`, `meetings.rs`, `sixes.rs`, `virus.rs`, ...).
//! - `setup.rs`: the player range and the options at setup (`engine::Setup`); their words are
//!   in `text/words.rs`.
//! - `bot.rs`: the computer player (`engine::Computer`).
//! - `narrate.rs`: the log in words, from the events of one action, one signature in every game:
//!   `narrate(events, name, lang)`.
//! - `lesson.rs`: the guided first game (`engine::Teach`): its rules, each told where it first
//!   comes up, its goal card, glossary, choices and their verdicts, how you lose and the win at
//!   its end; `lesson_tests.rs` tests it; its words are `text/lesson_en.rs` and `lesson_it.rs`.
//! - `invariants.rs`: what holds after every action, checked by the random-play harness.
//! - `tests.rs` and `tests_*.rs`: one test per rule and ruling, each citing the rules page.
//! - `text/`: every word the game shows, `mod.rs` (the traits), `en.rs`, `it.rs` and `tests.rs`;
//!   a rules page too long to sit beside the other words has its own `rules_en.rs` and
//!   `rules_it.rs` (Lab Race, Epidemium). `words.rs` implements `text::GameWords` from them:
//!   the title, the setup options' words (`option_words`), every legal action's label, the
//!   prompts, the players' lines, the log (from `narrate.rs`) and the end; the table reads
//!   them through it, and the words test below and the soak check them in both languages.
//! - The board's geometry, where each place and piece is drawn, in plain Rust beside the rules
//!   and tested natively, so that the view only draws it: Vaccine Race `track.rs` and
//!   `stand.rs`, Lab Race `cross.rs`, Epidemium `maps.rs` and `standing.rs`, Carcassonne
//!   `camera.rs` and `art*.rs`, Catch Me `board.rs` (a grid read from a file).
//! - `view/` (only with the `app` feature): `mod.rs` (the `ui::GameUi` implementation: the
//!   board, the rules page and the picture),
//!   `board.rs`, `key.rs` (the key to the board's marks, one tap away in the panel), `rules.rs`
//!   (the in-app rules page) and `picture.svg` (the home card's picture,
//!   drawn from the board by `scripts/pictures.mjs`; Carcassonne's is laid from its tile art);
//!   besides them each board's own parts (its pieces, `dice.rs` however many dice it throws,
//!   its panel), one file each.
//! - Larger parts of a game keep their own folder of the same shape (Carcassonne's `covid/`,
//!   the fan expansion: its rules, computer, invariants and tests).
//! - A game whose hidden seat may play on a device of its own declares it beside its rules
//!   (`engine::Sealable`: which seat keeps the secret, which plays blind, the blind options and
//!   the keeper's word) and keeps its sealing part in `seal/` (Catch Me): its two devices' sides,
//!   the check at the end and the `table::seal::Sealer` its view gives the shell. This part, and
//!   only it beside the view, uses `table`.
//! - A change of the rules raises `Game::RULES_VERSION`; a test then opens a save of the version
//!   before with `old_saves::open_under_older_rules` (`without` takes out a field it added).
//!
//!
//! Where a new game is registered (issues 35, 43): once, in `every_game!` below, which the
//! catalogue (`app::catalogue`: its home card and its own wasm part), the soak, the bench's
//! speeds and link lengths, the link round-trip tests and `registered()` all read; each plays or
//! measures the game under its `Setup::kinds`. `registered()` is the list the scripts and
//! browser tests read (`examples/games.rs` writes it, `tests/e2e/games.mjs` reads it), and the
//! saved positions for the browser tests come from `examples/positions` through `each_game`.
//! Besides that line (with its `pub mod` above it), a game needs only its folder and its rules
//! page; what the rest of the project keeps per game is either in the folder or has a default
//! that holds for any game (issue 43). `checklist` fails where a game lacks what is its own:
//! - `docs/games/<id>.md`, headed by its title (the docs index links the folder, not each page);
//! - its card for teachers, `text/card.rs` in both languages, given by `GameWords::card` (the
//!   quick card's page reads it through the catalogue);
//! - the words of the key to its board's marks, `GameWords::board_key`, which the `board_keys`
//!   test below holds to be there in both languages.
//!
//! What has a default, and what a game may add to it:
//! - the bench (`examples/bench.rs`) measures every game's speed and links through `each_game`;
//!   a game's own figures besides them, where it has any, are `examples/bench/<game>.rs` and its
//!   line in `examples/bench.rs`, which the checklist then holds to be run;
//! - its first-visit weight is held to `budgets.json`'s `"game"` (the largest game's budget)
//!   until it has its own line there (`scripts/budgets.mjs`);
//! - what the browser tests and scripts do per game, keyed by its id (`everyGame` in
//!   `tests/e2e/games.mjs`, which gives a game without an entry the default): how `decide()` in
//!   `tests/e2e/browser.mjs` plays it (the default taps its action buttons, as most games ask),
//!   what its rules page keeps on paper in `teachers.test.mjs` (the default: the rules in
//!   short), how `scripts/pictures.mjs` draws its picture (the default: not drawn, the picture
//!   kept as given); its own test files there (`<id>.test.mjs`, `learn-<id>.test.mjs`);
//! - what its page needs of the page around the board in `style/main.css`, where it needs
//!   anything (Epidemium's table rows);
//! - `README.md` names some games as examples, not a list of them all.

#[cfg(test)]
mod checklist;
#[cfg(test)]
mod contract_tests;
#[cfg(test)]
mod words_tests;

use std::ops::RangeInclusive;

use engine::{Computer, Game, Setup, Teach};
use lang::Lang;
use text::GameWords;

/// Every game, in the order the home screen offers them: the one list a new game joins, each
/// as `rules_crate::Type => view_crate`. `every_game!(then)` calls the macro `then` with the
/// list. This crate reads the rules of each (and gives them to the crates above as
/// `games::<rules_crate>`); the app alone, which builds the views, reads the view crates.
#[macro_export]
macro_rules! every_game {
    ($then:ident) => {
        $then! {
            vaccine_race::VaccineRace => vaccine_race_view,
            carcassonne::Carcassonne => carcassonne_view,
            lab_race::LabRace => lab_race_view,
            catch_me::CatchMe => catch_me_view,
            epidemium::Epidemium => epidemium_view
        }
    };
}

macro_rules! rules_of {
    ($($module:ident::$game:ident => $view:ident),*) => {
        $(pub use $module;)*
    };
}
every_game!(rules_of);

/// What the scripts and browser tests outside Rust know of a registered game:
/// `examples/games.rs` writes the list as JSON and `tests/e2e/games.mjs` reads it, so a game
/// added to `every_game!` reaches them with no list of theirs to edit.
#[derive(Clone, Debug)]
pub struct Registered {
    /// As in its links and addresses (`Game::ID`), `#/<id>/new`.
    pub id: &'static str,
    /// Its folder, `src/games/<module>/`.
    pub module: &'static str,
    /// Its title in English.
    pub title: &'static str,
    pub players: RangeInclusive<usize>,
}

macro_rules! registered_of {
    ($($module:ident::$game:ident => $view:ident),*) => {
        /// Every game of `every_game!`, in its order.
        pub fn registered() -> Vec<Registered> {
            vec![$(Registered {
                id: <$module::$game as Game>::ID,
                module: stringify!($module),
                title: <$module::$game as GameWords>::title(Lang::En),
                players: <$module::$game as Setup>::PLAYERS,
            }),*]
        }
    };
}
every_game!(registered_of);

/// Something done to every game in turn (the soak, the bench, a test), which may read its
/// words.
pub trait EachGame {
    fn game<G: Setup + GameWords + Teach + Computer>(&mut self);
}

macro_rules! each_of {
    ($($module:ident::$game:ident => $view:ident),*) => {
        /// Does `each.game::<G>()` for every game of `every_game!`.
        pub fn each_game(each: &mut impl EachGame) {
            $(each.game::<$module::$game>();)*
        }
    };
}
every_game!(each_of);

/// Every board has a key to its marks (issue 21), the same rows in both languages: each game's
/// own (`GameWords::board_key`), so a registered game without one does not compile.
#[cfg(test)]
mod board_keys {
    use super::{each_game, EachGame};
    use engine::Setup;
    use lang::Lang;
    use text::words::unfit;
    use text::GameWords;

    struct Keys;

    impl EachGame for Keys {
        fn game<G: Setup + GameWords>(&mut self) {
            let [en, it] = Lang::ALL.map(G::board_key);
            let game = G::ID;
            assert!(en.len() >= 4, "{game}: a key explains the board's marks");
            assert_eq!(en.len(), it.len(), "{game}: the same rows in both languages");
            for row in en.iter().chain(&it) {
                assert_eq!(unfit(row), None, "{game}: its key's row {row:?}");
            }
        }
    }

    #[test]
    fn every_registered_game_has_a_board_key_with_the_same_rows_in_english_and_italian() {
        each_game(&mut Keys);
    }
}
