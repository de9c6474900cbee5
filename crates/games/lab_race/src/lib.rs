//! Lab Race: a cooperative Ludo against the virus. Up to three colours race their pieces round
//! the loop and up their bridges into the lab while the rules play the virus
//! (docs/games/lab-race.md).

mod actions;
mod after_roll;
pub mod board;
pub mod bot;
pub mod cross;
mod invariants;
mod landing;
pub mod lesson;
mod meetings;
pub mod narrate;
mod peril;
mod rules;
pub mod setup;
mod sixes;
mod state;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_bot;
#[cfg(test)]
mod tests_bridge;
#[cfg(test)]
mod tests_cross;
#[cfg(test)]
mod tests_free_six;
#[cfg(test)]
mod tests_landing;
#[cfg(test)]
mod tests_meetings;
#[cfg(test)]
mod tests_peril;
#[cfg(test)]
mod tests_sixes;
#[cfg(test)]
mod tests_virus;
pub mod text;
mod virus;

pub use actions::{Action, Event, MaskWear, Mover, VirusRule};
pub use board::{Field, FieldKind};
pub use peril::Peril;
pub use rules::{FREE_SIX_START, MAX_VIRUSES, PIECES, VIRUSES_AT_START};
pub use sixes::{new_mask, MASK_LAPS, SANITIZERS_EACH, SANITIZER_USES, SEAMSTRESS_MASK_LAPS};
pub use state::{
    Colour, Ending, LabRace, LossReason, Mask, Options, Phase, Piece, PieceId, Player, Role, Sanitizer, Seating, Spot,
    WinReason,
};
