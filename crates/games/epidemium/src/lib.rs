//! Epidemium: six doctors race from their continent's stethoscope through the past world to
//! the teleport, on to their syringe in the future world, and home again; even numbers move in
//! the past, odd in the future (docs/games/epidemium.md).

pub mod bot;
mod cards;
mod invariants;
mod journey;
pub mod lesson;
pub mod maps;
pub mod narrate;
mod older;
mod rules;
pub mod setup;
pub mod standing;
mod state;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_cards;
#[cfg(test)]
mod tests_dice;
#[cfg(test)]
mod tests_teleport;
pub mod text;

pub use state::{
    Action, Cards, Continent, Die, Epidemium, Event, Options, OrderRolls, Phase, Piece, Stop, Thrown, World, DOTS,
    MAX_PLAYERS, MIN_PLAYERS, TELEPORT, TELEPORT_THROWS,
};
