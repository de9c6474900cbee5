//! The engine core shared by every game.

mod computer;
mod game;
pub mod harness;
mod options;
mod record;
pub mod rng;
mod session;

pub use computer::{Computer, Level};
pub use game::{Game, Illegal, Outcome, Seat, SetupError, Turn};
pub use options::PlayerCount;
pub use record::{Record, ReplayError};
pub use session::{Session, Step};
