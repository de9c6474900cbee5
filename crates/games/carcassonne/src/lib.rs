//! Carcassonne: the base game's 72 land tiles, Roads, Cities, Cloisters and Fields
//! (docs/games/carcassonne.md R1-R10), and the COVID-19 fan expansion (covid/).

pub mod areas;
pub mod art;
mod art_city;
mod art_land;
pub mod board;
pub mod bot;
pub mod camera;
pub mod covid;
mod invariants;
pub mod lesson;
pub mod narrate;
mod rules;
mod scoring;
pub mod search;
pub mod setup;
mod state;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_camera;
#[cfg(test)]
mod tests_insides;
#[cfg(test)]
mod tests_perft;
#[cfg(test)]
mod tests_scoring;
#[cfg(test)]
mod tests_tiles;
pub mod text;
pub mod tiles;

pub use covid::{Card, Variant};
pub use rules::full_stack;
pub use state::{Action, Carcassonne, Event, Options, Phase, Tally, MAX_PLAYERS, MEEPLES, MIN_PLAYERS};
pub use tiles::{Edge, Feature, Kind};
