//! The options each game is soaked under, and its links measured under by the bench
//! (`bench/links.rs`, which includes this file): every set a person can choose but the
//! characters and roles, which the rules tests cover.

use quarantable::engine::PlayerCount;
use quarantable::games::{carcassonne, catch_me, epidemium, lab_race, vaccine_race};

/// Every player count.
pub fn vaccine_race_options() -> Vec<PlayerCount> {
    (vaccine_race::MIN_PLAYERS..=vaccine_race::MAX_PLAYERS).map(|players| PlayerCount { players }).collect()
}

/// One to three colours without roles, and the seed's table of three with one role each.
pub fn lab_race_options() -> Vec<lab_race::Options> {
    (1..=3).map(lab_race::Options::colours).chain([lab_race::Options::default()]).collect()
}

/// Each mode on the board the game ships.
pub fn catch_me_options() -> Vec<catch_me::Options> {
    [catch_me::Mode::Normal, catch_me::Mode::Quarantine, catch_me::Mode::Pandemic]
        .map(|mode| catch_me::Options { mode, ..catch_me::Options::default() })
        .to_vec()
}

/// Every player count, in normal and in slow mode.
pub fn epidemium_options() -> Vec<epidemium::Options> {
    let counts = epidemium::MIN_PLAYERS..=epidemium::MAX_PLAYERS;
    counts
        .flat_map(|players| {
            [false, true].map(|slow_mode| epidemium::Options { players, characters: vec![], slow_mode })
        })
        .collect()
}

/// Every player count, without the COVID-19 expansion and with each of its variants.
pub fn carcassonne_options() -> Vec<carcassonne::Options> {
    let counts = carcassonne::MIN_PLAYERS..=carcassonne::MAX_PLAYERS;
    counts.flat_map(|players| carcassonne::Variant::ALL.map(|covid| carcassonne::Options { players, covid })).collect()
}
