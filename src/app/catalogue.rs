//! The games this build offers, each reached through its `GameUi`.

use leptos::prelude::*;

use super::game_ui::GameUi;
use super::play::play_screen;
use crate::engine::Session;
use crate::games::vaccine_race::VaccineRace;
use crate::table::save::SavedGame;
use crate::table::seats::SeatSetup;

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
    /// A new game's first save: (save id, seats, seed, now).
    pub start: fn(&str, Vec<SeatSetup>, u64, f64) -> Option<SavedGame>,
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
        start: start::<G>,
    }
}

fn start<G: GameUi>(id: &str, seats: Vec<SeatSetup>, seed: u64, now: f64) -> Option<SavedGame> {
    let session = Session::<G>::new(G::options_for(seats.len()), seed).ok()?;
    Some(SavedGame::new(id, seats, session.record(), session.state(), now))
}

pub fn all() -> Vec<Entry> {
    vec![entry::<VaccineRace>()]
}

pub fn find(id: &str) -> Option<Entry> {
    all().into_iter().find(|e| e.id == id)
}
