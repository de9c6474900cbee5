//! The computer player and its levels.
//! Uses `game`, `outcome`, `rng`.

use serde::{Deserialize, Serialize};

use super::rng::{GameRng, Rng};
use super::{Game, Seat};

/// How well a computer seat plays; each game names the levels in its own words.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    Easy,
    #[default]
    Normal,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];
}

/// A computer player for a game. It decides from what its seat may see (`view`) and the
/// legal actions of its turn, drawing any randomness from `rng` (see `rng::bot_rng`), so it
/// cannot peek at another seat's secret or at the dice to come. A game without a player of its
/// own (`impl Computer for MyGame {}`) gets one that picks any legal action, at every level.
pub trait Computer: Game {
    /// The actions the computer takes now: at least the next one, and may be the rest of its
    /// turn where nothing new can be learnt in between (a Carcassonne tile and its meeple), so
    /// a turn is thought out once. The table plays them in order while they stay legal.
    fn plan(
        _view: &Self::View,
        legal: &[Self::Action],
        _seat: Seat,
        _level: Level,
        rng: &mut GameRng,
    ) -> Vec<Self::Action> {
        legal.get(rng.random_range(0..legal.len().max(1))).cloned().into_iter().collect()
    }
}
