//! The colours and roles chosen at setup, as the shell's options: one option per colour
//! ("role-yellow=seamstress" in links). Ruling (ours) in rules.rs: a role belongs to one colour
//! at most, and a colour may play without one.

use super::state::{Colour, Options, Role};
use super::LabRace;
use engine::{colour, Chosen, GameOption, Setup};

/// The options' keys, one per player colour in playing order.
pub const ROLE_KEYS: [&str; 3] = ["role-yellow", "role-blue", "role-green"];
/// The choices of each, the first being the standard (no role).
pub const ROLE_CHOICES: &[&str] = &["none", "courier", "seamstress", "social-worker"];

impl Setup for LabRace {
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=3;
    /// Yellow, blue and green, the seed's pieces: a seat wears its pieces' colour.
    const SEAT_COLOURS: &'static [usize] = &[colour::YELLOW, colour::BLUE, colour::GREEN];
    const OPTIONS: &'static [GameOption] = &[
        GameOption { key: ROLE_KEYS[0], choices: ROLE_CHOICES },
        GameOption { key: ROLE_KEYS[1], choices: ROLE_CHOICES },
        GameOption { key: ROLE_KEYS[2], choices: ROLE_CHOICES },
    ];

    fn option_open(key: &str, choice: &str, chosen: &Chosen) -> bool {
        role_free(key, choice, chosen)
    }

    fn option_shown(key: &str, players: usize) -> bool {
        colour_plays(key, players)
    }

    fn options(players: usize, chosen: &Chosen) -> Options {
        options(players, chosen)
    }

    /// One to three colours without roles, and the seed's table of three with one role each.
    fn kinds() -> Vec<Options> {
        (1..=3).map(Options::colours).chain([Options::default()]).collect()
    }
}

pub fn colour_of(key: &str) -> Colour {
    match key {
        "role-blue" => Colour::Blue,
        "role-green" => Colour::Green,
        _ => Colour::Yellow,
    }
}

pub fn role_of(choice: &str) -> Option<Role> {
    match choice {
        "courier" => Some(Role::BikeCourier),
        "seamstress" => Some(Role::Seamstress),
        "social-worker" => Some(Role::SocialWorker),
        _ => None,
    }
}

/// Whether the colour of `key` plays with `players` colours (the first ones play): the setup
/// asks the roles of those only.
pub fn colour_plays(key: &str, players: usize) -> bool {
    ROLE_KEYS.iter().position(|k| *k == key).is_none_or(|colour| colour < players)
}

/// Whether `choice` may be picked for the colour of `key`: no role, or one no other colour holds.
pub fn role_free(key: &str, choice: &str, chosen: &[(&str, &str)]) -> bool {
    role_of(choice).is_none() || !chosen.iter().any(|&(k, c)| k != key && c == choice)
}

/// The first `players` colours (1 to 3) with their roles; a role given to two colours (a link
/// may do that) goes to the first of them.
pub fn options(players: usize, chosen: &[(&str, &str)]) -> Options {
    let mut roles: Vec<Option<Role>> = vec![];
    for key in ROLE_KEYS.iter().take(players.clamp(1, 3)) {
        let picked = chosen.iter().find(|(k, _)| k == key).and_then(|&(_, c)| role_of(c));
        roles.push(picked.filter(|r| !roles.contains(&Some(*r))));
    }
    Options::with_roles(&roles)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::LabRace;
    use engine::Game;

    // R2 and R14: 1 to 3 colours (yellow, blue, green), each with a role chosen freely (or
    // none). Seed: "players choose a color and a role that can be freely paired".
    #[test]
    fn one_to_three_colours_each_with_any_role_or_none() {
        let chosen = [("role-yellow", "social-worker"), ("role-blue", "none"), ("role-green", "courier")];
        let three = options(3, &chosen);
        let roles: Vec<Option<Role>> = three.players.iter().map(|s| s.role).collect();
        assert_eq!(roles, [Some(Role::SocialWorker), None, Some(Role::BikeCourier)]);
        assert_eq!(options(1, &chosen).players.len(), 1);
        // The setup asks the role of a colour only when that colour plays.
        let asked = |players| ROLE_KEYS.iter().filter(|k| colour_plays(k, players)).count();
        assert_eq!([1, 2, 3].map(asked), [1, 2, 3]);
        for players in 1..=3 {
            assert!(LabRace::new(&options(players, &chosen), 1).is_ok(), "{players} colours");
        }
    }

    // Ruling (ours): each role at most once. The setup greys a role another colour holds; a link
    // giving it twice gives it to the first colour, and the game can always start.
    #[test]
    fn a_role_goes_to_one_colour_at_most() {
        let picked = [("role-yellow", "seamstress"), ("role-blue", "none"), ("role-green", "none")];
        assert!(role_free("role-yellow", "seamstress", &picked));
        assert!(!role_free("role-blue", "seamstress", &picked));
        assert!(role_free("role-blue", "courier", &picked) && role_free("role-blue", "none", &picked));
        let chosen = [("role-yellow", "seamstress"), ("role-blue", "seamstress"), ("role-green", "none")];
        let roles: Vec<Option<Role>> = options(3, &chosen).players.iter().map(|s| s.role).collect();
        assert_eq!(roles, [Some(Role::Seamstress), None, None]);
        assert!(LabRace::new(&options(3, &chosen), 1).is_ok());
    }
}
