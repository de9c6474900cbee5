//! The players at setup: 2 to 6, and nothing else to choose.

use super::{Options, VaccineRace, MAX_PLAYERS, MIN_PLAYERS};
use engine::{Chosen, Setup};

impl Setup for VaccineRace {
    const PLAYERS: std::ops::RangeInclusive<usize> = MIN_PLAYERS..=MAX_PLAYERS;

    fn options(players: usize, _chosen: &Chosen) -> Options {
        Options { players }
    }
}
