//! The characters and the pace at setup as the shell's options (the choices themselves:
//! ../setup.rs).

use crate::games::epidemium::setup::{
    continent_of, seat_of, CHARACTER_CHOICES, CHARACTER_KEYS, PACE_CHOICES, PACE_KEY,
};
use crate::games::epidemium::text::text;
use crate::text::Lang;
use crate::ui::GameOption;

pub const OPTIONS: [GameOption; 7] = [
    GameOption { key: PACE_KEY, choices: PACE_CHOICES },
    GameOption { key: CHARACTER_KEYS[0], choices: CHARACTER_CHOICES },
    GameOption { key: CHARACTER_KEYS[1], choices: CHARACTER_CHOICES },
    GameOption { key: CHARACTER_KEYS[2], choices: CHARACTER_CHOICES },
    GameOption { key: CHARACTER_KEYS[3], choices: CHARACTER_CHOICES },
    GameOption { key: CHARACTER_KEYS[4], choices: CHARACTER_CHOICES },
    GameOption { key: CHARACTER_KEYS[5], choices: CHARACTER_CHOICES },
];

/// The words of an option or of one of its choices.
pub fn option_words(key: &str, choice: Option<&str>, lang: Lang) -> (&'static str, &'static str) {
    let t = text(lang);
    match (key, choice) {
        (PACE_KEY, None) => (t.pace(), t.pace_help()),
        (PACE_KEY, Some("slow")) => t.pace_slow(),
        (PACE_KEY, Some(_)) => t.pace_normal(),
        (_, None) => (t.character_option(seat_of(key).unwrap_or(0)), t.character_option_help()),
        (_, Some(choice)) => match continent_of(choice) {
            Some(continent) => (t.character(continent), t.continent(continent)),
            None => (t.draw(), t.draw_help()),
        },
    }
}
