//! Vaccine Race: companies race along a 0-98 track of trials and setbacks
//! (docs/games/vaccine-race.md).

pub mod bot;
mod invariants;
pub mod lesson;
pub mod narrate;
mod rules;
mod setup;
pub mod squares;
pub mod stand;
mod state;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_squares;
#[cfg(test)]
mod tests_track;
pub mod text;
pub mod track;

pub use state::{Action, Event, Options, Phase, Piece, RollFor, VaccineRace, MAX_PLAYERS, MIN_PLAYERS};
