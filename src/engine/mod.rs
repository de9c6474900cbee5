//! The engine core shared by every game.

mod computer;
mod game;
pub mod harness;
mod record;
pub mod rng;
mod session;

pub use computer::Computer;
pub use game::{Game, Illegal, Outcome, Seat, SetupError, Turn};
pub use record::{Record, ReplayError};
pub use session::Session;
