//! The games this build offers, each reached through its `GameUi`, with the game's type bound
//! once here so the rest of the shell is written once for all games.

use leptos::prelude::*;

use super::play::play_screen;
use crate::engine::Session;
use crate::games::carcassonne::Carcassonne;
use crate::games::catch_me::CatchMe;
use crate::games::epidemium::Epidemium;
use crate::games::lab_race::LabRace;
use crate::games::vaccine_race::VaccineRace;
use crate::table::save::SavedGame;
use crate::table::seats::SeatSetup;
use crate::text::Lang;
use crate::ui::{Chosen, GameOption, GameUi};

/// Makes a new game's first save: (save id, seats, options chosen, seed, now).
pub type StartGame = fn(&str, Vec<SeatSetup>, &Chosen, u64, f64) -> Option<SavedGame>;

/// One game as the shell sees it, with its generic parts bound.
#[derive(Clone, Copy)]
pub struct Entry {
    pub id: &'static str,
    pub title: fn(Lang) -> &'static str,
    pub blurb: fn(Lang) -> &'static str,
    /// The fewest and the most players.
    pub players: (usize, usize),
    pub options: &'static [GameOption],
    pub option_words: fn(&str, Option<&str>, Lang) -> (&'static str, &'static str),
    pub option_open: fn(&str, &str, &Chosen) -> bool,
    pub option_shown: fn(&str, usize) -> bool,
    /// Colours fixed by the game, one per seat; empty when the players choose.
    pub seat_colours: &'static [usize],
    pub seat_role: fn(usize, Lang) -> &'static str,
    pub picture: fn() -> AnyView,
    pub rules: fn(Lang) -> AnyView,
    pub play: fn(SavedGame) -> AnyView,
    pub start: StartGame,
}

fn entry<G: GameUi>() -> Entry {
    Entry {
        id: G::ID,
        title: G::title,
        blurb: G::blurb,
        players: (*G::PLAYERS.start(), *G::PLAYERS.end()),
        options: G::OPTIONS,
        option_words: G::option_words,
        option_open: G::option_open,
        option_shown: G::option_shown,
        seat_colours: G::SEAT_COLOURS,
        seat_role: G::seat_role,
        picture: G::picture,
        rules: G::rules,
        play: play_screen::<G>,
        start: start::<G>,
    }
}

fn start<G: GameUi>(id: &str, seats: Vec<SeatSetup>, chosen: &Chosen, seed: u64, now: f64) -> Option<SavedGame> {
    let session = Session::<G>::new(G::options(seats.len(), chosen), seed).ok()?;
    Some(SavedGame::new(id, seats, &session, now))
}

pub fn all() -> Vec<Entry> {
    vec![entry::<VaccineRace>(), entry::<Carcassonne>(), entry::<LabRace>(), entry::<CatchMe>(), entry::<Epidemium>()]
}

pub fn find(id: &str) -> Option<Entry> {
    all().into_iter().find(|e| e.id == id)
}

impl Entry {
    /// The option and choice a link's `key=value` names, if this game has them.
    pub fn option(&self, key: &str, value: &str) -> Option<(&'static str, &'static str)> {
        let option = self.options.iter().find(|o| o.key == key)?;
        option.choices.iter().find(|c| **c == value).map(|c| (option.key, *c))
    }
}
