//! The players and the COVID-19 expansion chosen at setup, as the shell's options
//! ("covid=extended" in links).

use super::{Carcassonne, Options, Variant, MAX_PLAYERS, MIN_PLAYERS};
use engine::{Chosen, GameOption, Setup};

/// The setup option: off (the standard game, first), base rules, extended rules.
pub const COVID: GameOption = GameOption { key: "covid", choices: &["off", "base", "extended"] };

/// The variant a choice of the COVID option names; none for "off" or an unknown choice.
pub fn variant(choice: Option<&str>) -> Option<Variant> {
    Variant::ALL.into_iter().find(|v| Some(v.key()) == choice)
}

impl Setup for Carcassonne {
    const PLAYERS: std::ops::RangeInclusive<usize> = MIN_PLAYERS..=MAX_PLAYERS;
    const OPTIONS: &'static [GameOption] = &[COVID];

    fn options(players: usize, chosen: &Chosen) -> Options {
        let choice = chosen.iter().find(|(key, _)| *key == COVID.key).map(|(_, choice)| *choice);
        Options { players, covid: variant(choice).unwrap_or_default() }
    }

    /// Every player count, without the COVID-19 expansion and with each of its variants.
    fn kinds() -> Vec<Options> {
        Self::PLAYERS.flat_map(|players| Variant::ALL.map(|covid| Options { players, covid })).collect()
    }
}
