//! What a game asks at setup, in plain Rust below the browser: how many players it takes and
//! its settings, so that the rules code declares them and tests, the soak and the bench read
//! them without a web crate. The words for them are the game's (`text::GameWords`).
//! Uses `game`, `outcome`.

use std::ops::RangeInclusive;

use super::{Game, Seat};

/// One setting a game offers at setup (a mode, a variant, an expansion): its key in links
/// (`?mode=pandemic`) and its choices, the first being the standard game.
#[derive(Clone, Copy, Debug)]
pub struct GameOption {
    pub key: &'static str,
    pub choices: &'static [&'static str],
}

/// The choices made at setup or in a link, as (option key, choice) pairs.
pub type Chosen = Vec<(&'static str, &'static str)>;

/// The colours a seat may wear by name, as indices into the table's palette
/// (`table::seats::PALETTE`): a game that fixes its seats' colours names them with these.
pub mod colour {
    pub const BLUE: usize = 0;
    pub const ORANGE: usize = 1;
    pub const SKY_BLUE: usize = 2;
    pub const YELLOW: usize = 3;
    pub const PINK: usize = 4;
    pub const BLACK: usize = 5;
    pub const GREEN: usize = 6;
}

/// A game's setup: its player range and options. Implemented in each game's `setup.rs`.
pub trait Setup: Game {
    const PLAYERS: RangeInclusive<usize>;
    /// The seats' colours (`colour`) when the game fixes them, as Lab Race's yellow, blue and
    /// green pieces do: the setup then offers no colour to choose. None unless a game has them.
    const SEAT_COLOURS: &'static [usize] = &[];
    /// The settings offered at setup; none unless a game has some.
    const OPTIONS: &'static [GameOption] = &[];
    /// Whether `choice` of option `key` may be picked besides the other choices made (Lab Race:
    /// a role another colour holds may not); the setup greys out the others.
    fn option_open(_key: &str, _choice: &str, _chosen: &Chosen) -> bool {
        true
    }
    /// Whether option `key` applies with `players` players (a seat's own option only when that
    /// seat plays); the setup hides the others.
    fn option_shown(_key: &str, _players: usize) -> bool {
        true
    }
    /// The seat that keeps a secret from the others in a game with these choices (Catch Me's
    /// hidden virus): across devices, the game is set up on that seat's device and sealed, for
    /// a plain link would carry the secret (docs/games/catch-me.md R16).
    fn secret_keeper(_chosen: &Chosen) -> Option<Seat> {
        None
    }
    /// The game's options for this many players and these choices.
    fn options(players: usize, chosen: &Chosen) -> Self::Options;
    /// The sets of options that make games of different kinds, which the soak plays and the
    /// bench measures: every player count with the standard choices, unless a game has more
    /// kinds (its modes, its variants); a seat's own choices (characters, roles) are its rules
    /// tests' to cover.
    fn kinds() -> Vec<Self::Options> {
        Self::PLAYERS.map(|players| Self::options(players, &vec![])).collect()
    }
}
