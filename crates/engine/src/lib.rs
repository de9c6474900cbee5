//! The engine core shared by every game: the contract a game implements (`Game`, `Setup`,
//! `Computer`, `Teach`, `Sealable`), records and sessions, the seeded generator, and the random
//! play every game's tests run. Uses only `lang`.
//!
//! Its modules, each using only those before it: `outcome` (and `Seat`), `rng`, `glance`,
//! `options`; `game`; `record`, `preview`, `setup`; `session`, `computer`, `sealable`; `lesson`;
//! `harness`.

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
pub use game::{Game, Illegal, Loss, SetupError, Turn};
#[cfg(any(test, feature = "testing"))]
pub use lesson::{assert_lesson_teaches, computer_pick, find_script};
pub use lesson::{first_shown, Goal, Lesson, Moment, NoRule, Teach};
pub use options::PlayerCount;
pub use outcome::{Outcome, Seat};
pub use preview::preview;
pub use record::{Record, ReplayError};
pub use sealable::{Mix, Sealable};
pub use session::{Session, Step};
pub use setup::{colour, Chosen, GameOption, Setup};
