//! The list of games, `every_game!`, and what runs over all of them: `registered()` for the
//! scripts and browser tests, `each_game` for the soak, the bench, the saved positions and the
//! tests that hold every game to the same contract (`contract_tests`, `words_tests`,
//! `checklist`). Each game is a folder of its own beside this crate's, `<game>/` (its rules) and
//! `<game>/view/` (its board); what a game gives and how it joins the list is
//! docs/adding-a-game.md.

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
    /// Its folder, `crates/games/<module>/`.
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

/// Every board has a key to its marks, the same rows in both languages: each game's
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
