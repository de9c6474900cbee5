//! The choices at setup as the shell's options: each player's character ("character-2=asia" in
//! links, or drawn from the bag) and slow mode ("pace=slow").

use super::state::{Continent, Options};
use super::{Epidemium, MAX_PLAYERS, MIN_PLAYERS};
use engine::{Chosen, GameOption, Setup};

/// One key per seat, in seat order.
pub const CHARACTER_KEYS: [&str; 6] =
    ["character-1", "character-2", "character-3", "character-4", "character-5", "character-6"];
/// The choices of each: the seed's draw from the bag first (the standard), then the continents.
pub const CHARACTER_CHOICES: &[&str] =
    &["draw", "europe", "asia", "africa", "north-america", "south-america", "oceania"];
pub const PACE_KEY: &str = "pace";
pub const PACE_CHOICES: &[&str] = &["normal", "slow"];

impl Setup for Epidemium {
    const PLAYERS: std::ops::RangeInclusive<usize> = MIN_PLAYERS..=MAX_PLAYERS;
    const OPTIONS: &'static [GameOption] = &[
        GameOption { key: PACE_KEY, choices: PACE_CHOICES },
        GameOption { key: CHARACTER_KEYS[0], choices: CHARACTER_CHOICES },
        GameOption { key: CHARACTER_KEYS[1], choices: CHARACTER_CHOICES },
        GameOption { key: CHARACTER_KEYS[2], choices: CHARACTER_CHOICES },
        GameOption { key: CHARACTER_KEYS[3], choices: CHARACTER_CHOICES },
        GameOption { key: CHARACTER_KEYS[4], choices: CHARACTER_CHOICES },
        GameOption { key: CHARACTER_KEYS[5], choices: CHARACTER_CHOICES },
    ];

    fn option_open(key: &str, choice: &str, chosen: &Chosen) -> bool {
        character_free(key, choice, chosen)
    }

    /// A seat's character is asked only when that seat plays.
    fn option_shown(key: &str, players: usize) -> bool {
        seat_of(key).is_none_or(|seat| seat < players)
    }

    fn options(players: usize, chosen: &Chosen) -> Options {
        options(players, chosen)
    }

    /// Every player count, in normal and in slow mode.
    fn kinds() -> Vec<Options> {
        let paces = PACE_CHOICES.iter().map(|&pace| vec![(PACE_KEY, pace)]);
        Self::PLAYERS.flat_map(|players| paces.clone().map(move |chosen| options(players, &chosen))).collect()
    }
}

pub fn continent_of(choice: &str) -> Option<Continent> {
    Continent::ALL.into_iter().find(|c| c.id() == choice)
}

/// The seat (0-based) an option key is for.
pub fn seat_of(key: &str) -> Option<usize> {
    CHARACTER_KEYS.iter().position(|k| *k == key)
}

/// Whether `choice` may be picked for the seat of `key`: drawing, or a character no other seat took.
pub fn character_free(key: &str, choice: &str, chosen: &[(&str, &str)]) -> bool {
    continent_of(choice).is_none() || !chosen.iter().any(|&(k, c)| k != key && c == choice)
}

/// The options for `players`: the first `players` seats' characters (a character given to two
/// seats, as a link may do, goes to the first; the other draws) and the pace.
pub fn options(players: usize, chosen: &[(&str, &str)]) -> Options {
    let mut characters: Vec<Option<Continent>> = vec![];
    for key in CHARACTER_KEYS.iter().take(players) {
        let picked = chosen.iter().find(|(k, _)| k == key).and_then(|&(_, c)| continent_of(c));
        characters.push(picked.filter(|c| !characters.contains(&Some(*c))));
    }
    let slow_mode = chosen.iter().any(|&(k, c)| k == PACE_KEY && c == "slow");
    Options { players, characters, slow_mode }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Epidemium;
    use engine::Game;

    // R1: "2 to 6 players. Each player has a continent and its character, chosen at setup or
    // drawn from the bag".
    // Seed: "in base al colore prende la carta corrispondente che gli indica il continente e il personaggio".
    #[test]
    fn each_seat_chooses_its_character_or_draws_one() {
        let chosen =
            [("character-1", "draw"), ("character-2", "oceania"), ("character-3", "europe"), (PACE_KEY, "slow")];
        let options = options(3, &chosen);
        assert_eq!(options.characters, [None, Some(Continent::Oceania), Some(Continent::Europe)]);
        assert!(options.slow_mode);
        let game = Epidemium::new(&options, 7).unwrap();
        assert_eq!(game.pieces()[1].continent, Continent::Oceania);
        assert!(game.slow_mode());
        for players in 2..=6 {
            assert!(Epidemium::new(&super::options(players, &chosen), 1).is_ok(), "{players} players");
        }
    }

    // Ruling: "Each draws a colour, which gives a continent and a character": one character a
    // seat. The setup greys a character another seat holds; a link giving it twice gives it once.
    #[test]
    fn a_character_goes_to_one_seat_at_most() {
        let picked = [("character-1", "asia"), ("character-2", "draw")];
        assert!(character_free("character-1", "asia", &picked));
        assert!(!character_free("character-2", "asia", &picked));
        assert!(character_free("character-2", "draw", &picked) && character_free("character-2", "africa", &picked));
        let twice = [("character-1", "asia"), ("character-2", "asia")];
        assert_eq!(options(2, &twice).characters, [Some(Continent::Asia), None]);
        assert!(Epidemium::new(&options(2, &twice), 1).is_ok());
        assert_eq!(seat_of("character-4"), Some(3));
        assert!(!options(2, &[]).slow_mode, "the standard pace");
    }
}
