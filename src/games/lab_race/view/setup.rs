//! The roles at setup as the shell's options (the choices themselves: ../setup.rs).

use crate::games::lab_race::setup::{colour_of, role_of, ROLE_CHOICES, ROLE_KEYS};
use crate::games::lab_race::text::LabRaceText;
use crate::ui::GameOption;

pub const ROLE_OPTIONS: [GameOption; 3] = [
    GameOption { key: ROLE_KEYS[0], choices: ROLE_CHOICES },
    GameOption { key: ROLE_KEYS[1], choices: ROLE_CHOICES },
    GameOption { key: ROLE_KEYS[2], choices: ROLE_CHOICES },
];

pub fn option_words(key: &str, choice: Option<&str>, t: &dyn LabRaceText) -> (&'static str, &'static str) {
    match choice.map(role_of) {
        None => (t.role_option(colour_of(key)), t.role_option_help()),
        Some(None) => (t.no_role(), t.no_role_help()),
        Some(Some(role)) => (t.role(role), t.role_power(role)),
    }
}
