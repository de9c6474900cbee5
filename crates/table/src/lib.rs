//! What the shell knows of a game at the table, in plain Rust so it tests natively: who sits
//! where, how a game is saved, and which screen a link opens.
//!
//! The modules stand in this order, each using only those before it (tests may use more):
//!
//! - `seats`, `route`, `choices`, `embed`, `qr`: none of the others;
//! - `save` on `seats`: a saved game, with what a device keeps beside its record (its side of a
//!   sealed game, the signed runs of moves that came by link);
//! - `keep`, `old_saves` and `link` on `save`: keeping saves on this device, a save under older
//!   rules for the games' tests, a game as a link;
//! - `seal` on `link`: a hidden seat sealed across two devices, its link written in `link`'s bits;
//! - `travel` on `seal` and `route`: a game going from one device to another, its seats bound to
//!   devices and keys, and its arrival;
//! - `play` on `travel`: the game at the table;
//! - `coach` on `play`: what the coach of a guided game says.
//!
//! (`colour_vision`, a test of the palette, uses `seats`.)

pub mod choices;
pub mod coach;
#[cfg(test)]
mod colour_vision;
pub mod embed;
pub mod keep;
pub mod link;
#[cfg(any(test, feature = "testing"))]
pub mod old_saves;
pub mod play;
pub mod qr;
pub mod route;
pub mod save;
pub mod seal;
pub mod seats;
pub mod travel;
