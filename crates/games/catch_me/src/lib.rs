//! Catch Me If You Can, Corona Virus Edition: the hero runs for the safe zone across a grid of
//! coloured squares and portals while the virus chases it, in sight or hidden
//! (docs/games/catch-me.md).
//!
//! A turn is `Action::Roll`, then the mover's `Action::Step`s, one square (or portal jump) at a
//! time; the legal steps are only those that let the move go as far as it can, and the move
//! ends by itself when no step is left. The screen may instead offer the end squares
//! (`CatchView::move_ends`) and send the steps of the shortest legal path (`CatchView::path_to`).
//! The engine keeps the truth; in Quarantine and Pandemic the virus's rolls and moves are
//! `Event::Secret` and the hero's `CatchView` holds only where the virus was last shown.
//! Played on two devices, the game can be sealed (`Sealed`): the hero's device then holds a
//! blind state that never knows more than the hero (`sealed.rs`), carried and checked by its
//! sealing part (`seal/`, on `table::seal`).

mod belief;
pub mod board;
pub mod bot;
pub mod figures;
mod invariants;
pub mod lesson;
#[cfg(test)]
mod lesson_find;
#[cfg(test)]
mod lesson_tests;
pub mod moves;
pub mod narrate;
mod rules;
mod sealed;
pub mod setup;
mod sight;
pub mod solved;
mod state;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_boards;
#[cfg(test)]
mod tests_meetings;
#[cfg(test)]
mod tests_moves;
#[cfg(test)]
mod tests_sealed;
#[cfg(test)]
mod tests_sight;
#[cfg(test)]
mod tests_table;
pub mod text;

pub use board::{Board, BoardName, Kind, Square};
pub use sealed::{Public, Sealed, Unseen};
pub use sight::{CatchView, Sighting};
pub use state::{Action, CatchMe, Event, Mode, Move, Options, Phase, Side, UnseenMove, HERO, VIRUS};
