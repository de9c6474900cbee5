//! The roles at setup, as the shell's options: one option per colour ("role-yellow=seamstress"
//! in links), each role at most once (ruling (ours) in rules.rs: a role belongs to one colour).

use crate::games::lab_race::text::LabRaceText;
use crate::games::lab_race::{Colour, Options, Role};
use crate::ui::{Chosen, GameOption};

const CHOICES: &[&str] = &["none", "courier", "seamstress", "social-worker"];

pub const ROLE_OPTIONS: [GameOption; 3] = [
    GameOption { key: "role-yellow", choices: CHOICES },
    GameOption { key: "role-blue", choices: CHOICES },
    GameOption { key: "role-green", choices: CHOICES },
];

fn colour(key: &str) -> Colour {
    match key {
        "role-blue" => Colour::Blue,
        "role-green" => Colour::Green,
        _ => Colour::Yellow,
    }
}

fn role(choice: &str) -> Option<Role> {
    match choice {
        "courier" => Some(Role::BikeCourier),
        "seamstress" => Some(Role::Seamstress),
        "social-worker" => Some(Role::SocialWorker),
        _ => None,
    }
}

pub fn option_words(key: &str, choice: Option<&str>, t: &dyn LabRaceText) -> (&'static str, &'static str) {
    match choice.map(role) {
        None => (t.role_option(colour(key)), t.role_option_help()),
        Some(None) => (t.no_role(), t.no_role_help()),
        Some(Some(role)) => (t.role(role), t.role_power(role)),
    }
}

/// A role may be picked for a colour when no other colour holds it.
pub fn role_free(key: &str, choice: &str, chosen: &Chosen) -> bool {
    role(choice).is_none() || !chosen.iter().any(|&(k, c)| k != key && c == choice)
}

/// The first `players` colours with their roles; a role given twice (a link may) goes to the
/// first colour that has it.
pub fn options(players: usize, chosen: &Chosen) -> Options {
    let mut roles: Vec<Option<Role>> = vec![];
    for option in ROLE_OPTIONS.iter().take(players) {
        let picked = chosen.iter().find(|(k, _)| *k == option.key).and_then(|&(_, c)| role(c));
        roles.push(picked.filter(|r| !roles.contains(&Some(*r))));
    }
    roles.resize(players.clamp(1, 3), None);
    Options::with_roles(&roles)
}
