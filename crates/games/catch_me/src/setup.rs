//! The mode chosen at setup, as the shell's option ("mode=pandemic" in links); always two
//! players, the hero and the virus.

use super::{CatchMe, Mode, Options, VIRUS};
use engine::{Chosen, GameOption, Seat, Setup};

/// The choices of the `mode` option, as links and the setup name them.
pub const MODES: [(&str, Mode); 3] =
    [("normal", Mode::Normal), ("quarantine", Mode::Quarantine), ("pandemic", Mode::Pandemic)];

/// The mode a choice names; none for an unknown choice.
pub fn mode_of(choice: &str) -> Option<Mode> {
    MODES.iter().find(|(name, _)| *name == choice).map(|(_, mode)| *mode)
}

impl Setup for CatchMe {
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=2;
    const OPTIONS: &'static [GameOption] =
        &[GameOption { key: "mode", choices: &[MODES[0].0, MODES[1].0, MODES[2].0] }];

    fn options(_players: usize, chosen: &Chosen) -> Options {
        let mode = chosen.iter().find(|(key, _)| *key == "mode").and_then(|&(_, choice)| mode_of(choice));
        Options { mode: mode.unwrap_or_default(), ..Options::default() }
    }

    fn secret_keeper(chosen: &Chosen) -> Option<Seat> {
        Self::options(2, chosen).mode.hides_the_virus().then_some(VIRUS)
    }

    /// Each mode on the board the game ships.
    fn kinds() -> Vec<Options> {
        MODES.map(|(_, mode)| Options { mode, ..Options::default() }).to_vec()
    }
}
