//! The COVID-19 fan expansion (docs/games/carcassonne.md R11-R21): one more tile
//! with the virus symbol, 20 infection tokens and 30 testing cards. The infection starts on
//! the COVID tile, spreads from area to area as tiles enlarge infected areas, and every figure
//! that enters an infected area is tested. Scoring is the base game's.
//!
//! The base game calls in here from a few hooks (setup, tile placed, Meeple placed, the
//! expansion's own phases); with the expansion off `Carcassonne::covid` is `None` and every
//! hook returns at once.

pub mod bot;
mod infection;
mod invariants;
mod testing;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_bot;
#[cfg(test)]
mod tests_completed;
#[cfg(test)]
mod tests_spread;
#[cfg(test)]
mod tests_testing;

use serde::{Deserialize, Serialize};

use super::board::Placed;
use super::state::{Carcassonne, Event};
use super::tiles::Kind;

pub use invariants::check as invariants;

/// Seed: "20 infection tokens".
pub const TOKENS: u8 = 20;
/// Seed: "30 testing cards 20 for negative result, 9 for positive result and 1 for death."
pub const CARDS: [(Card, usize); 3] = [(Card::Negative, 20), (Card::Positive, 9), (Card::Death, 1)];
/// The COVID tile's City and the Field between City and Road (its tile list line).
pub const SYMBOL_SEGMENTS: [u8; 2] = [0, 2];

/// How the expansion is played, chosen at setup.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// The base game alone: every save made before the expansion reads as this.
    #[default]
    Off,
    /// Seed, "Base rules": the COVID tile is shuffled in with the others.
    Base,
    /// Seed, "Extended rules variant": the COVID tile lies west of the start tile from the
    /// start, infected.
    Extended,
}

impl Variant {
    pub const ALL: [Variant; 3] = [Variant::Off, Variant::Base, Variant::Extended];

    pub fn is_off(&self) -> bool {
        *self == Variant::Off
    }

    /// The name in links and saves.
    pub fn key(self) -> &'static str {
        match self {
            Variant::Off => "off",
            Variant::Base => "base",
            Variant::Extended => "extended",
        }
    }
}

/// A testing card's result (seed, "Testing figure").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Card {
    /// The figure stays where it is.
    Negative,
    /// The figure goes back to its owner's supply.
    Positive,
    /// The figure leaves the game.
    Death,
}

/// The expansion's things on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Covid {
    pub variant: Variant,
    /// The pieces (segments of placed tiles) an infection token lies on. An area is infected
    /// while one of its pieces holds a token; tokens stay on their pieces when areas join.
    pub tokens: Vec<u16>,
    /// Tokens not yet on the board.
    pub supply: u8,
    /// The face-down testing cards. Their order means nothing: each test draws one with the
    /// game's generator, which is the same as a pile shuffled by it.
    pub pile: Vec<Card>,
    pub discards: Vec<Card>,
    /// Figures each seat lost to a Death card: out of the game.
    pub dead: Vec<u8>,
}

impl Covid {
    fn new(variant: Variant, seats: usize) -> Self {
        let pile = CARDS.iter().flat_map(|&(card, n)| std::iter::repeat_n(card, n)).collect();
        Self { variant, tokens: vec![], supply: TOKENS, pile, discards: vec![], dead: vec![0; seats] }
    }
}

/// Sets the expansion up in a new game whose start tile is down and nothing drawn yet.
pub(super) fn setup(game: &mut Carcassonne, variant: Variant) {
    if variant.is_off() {
        return;
    }
    game.covid = Some(Covid::new(variant, game.scores.len()));
    match variant {
        Variant::Base => game.stack.push(Kind::Covid),
        // Ruling: "placed at setup to the west of the start tile, the same way round, and
        // infected at once" (seed, example 1).
        _ => {
            let tile = game.board.place(Placed { kind: Kind::Covid, x: -1, y: 0, rotation: 0 }, &mut |_| {});
            game.infect_covid_tile(tile, &mut vec![]);
        }
    }
}

impl Carcassonne {
    /// The expansion's state, when it is played.
    pub fn covid(&self) -> Option<&Covid> {
        self.covid.as_ref()
    }

    /// The figures of `seat` that died: out of the game.
    pub fn dead(&self, seat: usize) -> u8 {
        self.covid.as_ref().and_then(|c| c.dead.get(seat).copied()).unwrap_or(0)
    }

    /// Extended variant: the infection at setup is no action's doing, so no step of the log
    /// held it; the first placement (the board holds only the start and COVID tiles) tells it
    /// first.
    pub(super) fn tell_the_covid_tile_set_up(&self, events: &mut Vec<Event>) {
        if self.covid.as_ref().is_some_and(|c| c.variant == Variant::Extended) && self.board.tiles().len() == 2 {
            events.push(Event::CovidTileSetUp { pieces: SYMBOL_SEGMENTS.map(|s| self.board.piece(1, s)) });
        }
    }

    /// Whether the area holding `piece` is infected.
    pub fn infected(&self, piece: u16) -> bool {
        let Some(covid) = &self.covid else { return false };
        let root = self.board.areas().find(piece);
        covid.tokens.iter().any(|&t| self.board.areas().find(t) == root)
    }
}
