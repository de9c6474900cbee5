//! A game as the screens around it see it, its type erased: its card on the home screen
//! (`Entry`), and the parts fetched when it is first opened (`Parts`), which the catalogue makes
//! for each game.
//! May use: `lazily`, `storage`.

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;

use super::lazily::{self, Meanwhile};
use super::storage::Store;
use lang::Lang;
use table::link::Envelope;
use table::save::{SaveProblem, SavedGame};
use table::seal;
use table::seats::{DeviceId, SeatSetup};
use ui::{Chosen, GameOption};

/// Makes and stores a new game's first save: (the page's store, save id, seats, options chosen,
/// seed, the time); false where the options make no game.
pub type StartGame = fn(Store, &str, Vec<SeatSetup>, &Chosen, u64, f64) -> bool;

/// A game's parts that are fetched when it is first opened.
pub type LoadParts = fn() -> Pin<Box<dyn Future<Output = Parts>>>;

/// Opens a game's link as a save: (link, save id, this device, the time).
pub type OpenLink = fn(&str, &str, DeviceId, f64) -> Result<(SavedGame, Envelope), SaveProblem>;

/// A game's own check that a save opens (`Parts::check`).
pub type Check = fn(&SavedGame) -> Result<SavedGame, SaveProblem>;

/// One game as the home and setup screens see it, with its generic parts bound.
#[derive(Clone, Copy)]
pub struct Entry {
    pub id: &'static str,
    pub title: fn(Lang) -> &'static str,
    pub blurb: fn(Lang) -> &'static str,
    /// The fewest and the most players.
    pub players: (usize, usize),
    pub options: &'static [GameOption],
    /// Colours fixed by the game, one per seat; empty when the players choose.
    pub seat_colours: &'static [usize],
    /// SVG markup.
    pub picture: &'static str,
    /// Whether the game has a guided first game ("Learn to play").
    pub teaches: bool,
    pub load: LoadParts,
}

/// What only playing a game needs: its rules page, its table (with the reading of its save),
/// its first save, and the reading of a game that arrives from elsewhere, generic over the game
/// and so in the game's own file: the home screen, which every first visit fetches, carries no
/// save reader.
#[derive(Clone, Copy)]
pub struct Parts {
    pub rules: fn(Lang) -> AnyView,
    /// The table of the save of that id, or why it cannot be opened.
    pub play: fn(String) -> AnyView,
    pub start: StartGame,
    pub open_link: OpenLink,
    /// Whether a save read from a file opens, as a stored save's is checked; the save as it
    /// goes on, who made each move as its replay says and not as the file says: a file can be
    /// edited, a replay cannot lie.
    pub check: Check,
    /// The guided first game, resumed where it was left, else begun; the setup of a real game
    /// where the game has none.
    pub learn: fn() -> AnyView,
    /// Where a sealed game's link goes, in a game that can be sealed.
    pub arrive_sealed: Option<seal::Arrive>,
}

impl Entry {
    /// Starts fetching this game's parts, where a person is about to open it.
    pub fn prefetch(self) {
        lazily::prefetch((self.load)());
    }

    /// `show(parts)` once this game's parts are loaded; until then a line that says it is coming.
    pub fn opened(self, show: impl Fn(Parts) -> AnyView + Send + Sync + 'static) -> AnyView {
        lazily::when_loaded((self.load)(), Meanwhile::Opening, show)
    }

    /// The option and choice a link's `key=value` names, if this game has them.
    pub fn option(&self, key: &str, value: &str) -> Option<(&'static str, &'static str)> {
        let option = self.options.iter().find(|o| o.key == key)?;
        option.choices.iter().find(|c| **c == value).map(|c| (option.key, *c))
    }
}
