//! The games this build offers, each reached through its `GameUi`.

use leptos::prelude::*;

use super::game_ui::GameUi;
use super::play::play_screen;
use crate::engine::Session;
use crate::games::vaccine_race::VaccineRace;
use crate::table::save::SavedGame;
use crate::table::seats::SeatSetup;

/// Makes a new game's first save: (save id, seats, variant, seed, now).
pub type StartGame = fn(&str, Vec<SeatSetup>, Option<&str>, u64, f64) -> Option<SavedGame>;

/// One game as the shell sees it, with its generic parts bound.
#[derive(Clone, Copy)]
pub struct Entry {
    pub id: &'static str,
    pub title: &'static str,
    pub blurb: &'static str,
    /// The fewest and the most players.
    pub players: (usize, usize),
    pub picture: fn() -> AnyView,
    pub rules: fn() -> AnyView,
    pub play: fn(SavedGame) -> AnyView,
    /// The variants a link may ask for (`GameUi::VARIANTS`).
    pub variants: &'static [&'static str],
    pub start: StartGame,
}

fn entry<G: GameUi>() -> Entry {
    Entry {
        id: G::ID,
        title: G::TITLE,
        blurb: G::BLURB,
        players: (*G::PLAYERS.start(), *G::PLAYERS.end()),
        picture: G::picture,
        rules: G::rules,
        play: play_screen::<G>,
        variants: G::VARIANTS,
        start: start::<G>,
    }
}

fn start<G: GameUi>(id: &str, seats: Vec<SeatSetup>, variant: Option<&str>, seed: u64, now: f64) -> Option<SavedGame> {
    let options = match variant {
        Some(variant) => G::variant_options(seats.len(), variant),
        None => G::options_for(seats.len()),
    };
    let session = Session::<G>::new(options, seed).ok()?;
    Some(SavedGame::new(id, seats, session.record(), session.state(), now))
}

pub fn all() -> Vec<Entry> {
    vec![entry::<VaccineRace>()]
}

pub fn find(id: &str) -> Option<Entry> {
    all().into_iter().find(|e| e.id == id)
}
