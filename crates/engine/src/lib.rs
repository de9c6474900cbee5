//! The engine core shared by every game.

mod computer;
mod game;
pub mod glance;
pub mod harness;
mod lesson;
mod options;
mod outcome;
mod preview;
mod record;
pub mod rng;
mod sealable;
mod session;
mod setup;

pub use computer::{Computer, Level};
pub use game::{Game, Illegal, Seat, SetupError, Turn};
#[cfg(any(test, feature = "testing"))]
pub use lesson::{assert_lesson_teaches, computer_pick, find_script};
pub use lesson::{first_shown, Goal, Lesson, Moment, NoRule, Teach};
pub use options::PlayerCount;
pub use outcome::Outcome;
pub use preview::preview;
pub use record::{Record, ReplayError};
pub use sealable::{Mix, Sealable};
pub use session::{Session, Step};
pub use setup::{colour, Chosen, GameOption, Setup};
