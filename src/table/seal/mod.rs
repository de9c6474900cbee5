//! Catch Me If You Can sealed across two devices (issue 33): "The hero's device never holds
//! what the hero may not know: not in storage, files, links, the DOM or memory that devtools
//! can read."
//!
//! The virus's device (`VirusSide`) draws a secret key and commits to it when the game starts;
//! it plays the whole truth, the virus's dice drawn from the key and a value the hero's device
//! adds after the commitment (its first link carries it), so neither side chooses them. The
//! hero's device (`HeroSide`) plays a blind game (`catch_me::Sealed::Blind`): the hero's own
//! moves in clear, and for each run of the virus's moves out of sight the virus's device's
//! word (`catch_me::Unseen`): those moves sealed under the key, what the hero's log shows of
//! them, and where they leave what the hero may know. The two devices pass the game back and
//! forth as a sealed link (`link`). At the end the key is revealed, and the hero's device
//! replays and checks every hidden move and roll (`verify`), and says so if anything does not
//! hold (`Broken`).

mod hero;
mod key;
mod link;
mod lockstep;
mod saved;
mod verify;
mod virus;

pub use hero::{Arrived, HeroSide};
pub use key::{commitment, commits_to, dice_seed, open, seal, Key, Unopenable};
pub use link::{decode, encode, is_sealed, SEALED_LINK_FORMAT};
pub use saved::{arrive, link, start, verdict, Sealing};
pub use verify::{verify, Broken};
pub use virus::VirusSide;

use super::save::{SaveProblem, SavedGame};
use super::seats::{DeviceId, SeatSetup};
use crate::engine::{Game, Record, SetupError};
use crate::games::catch_me::CatchMe;
use crate::lang::Lang;

/// What the shell does with a game that can be sealed across two devices (issue 33), bound in
/// the game's own part: only Catch Me's hidden modes can (`CATCH_ME`).
pub struct Sealer<G: Game> {
    pub start: Start<G>,
    /// The link of a sealed save, from the device given.
    pub link: fn(&SavedGame, DeviceId) -> Result<String, SaveProblem>,
    pub arrive: Arrive,
    /// What the check at the end found, in words.
    pub verdict: fn(&SavedGame, Lang) -> Option<String>,
}

/// A new sealed game on the device of the seat keeping the secret: (save id, seats, options,
/// seed, a key drawn at random, now).
pub type Start<G> =
    fn(&str, Vec<SeatSetup>, &<G as Game>::Options, u64, [u8; 32], f64) -> Result<SavedGame, SetupError>;

/// A sealed link arriving: (link, the saves here, this device, a new save's id, a value drawn
/// at random for the hidden side's dice, now).
pub type Arrive = fn(&str, &[SavedGame], DeviceId, &str, [u8; 16], f64) -> Result<(SavedGame, Arrived), SaveProblem>;

/// Catch Me sealed across two devices.
pub const CATCH_ME: Sealer<CatchMe> = Sealer { start, link, arrive, verdict };

/// A sealed game as it travels between the two devices: all that the hero's device may hold.
#[derive(Clone, Debug, PartialEq)]
pub struct Transcript {
    pub seats: Vec<SeatSetup>,
    /// The hero's device's game (options `Sealed::Blind`): its seed, the hero's moves and the
    /// virus's device's words, in order.
    pub record: Record<CatchMe>,
    /// The virus's device's commitment to its key, made before the hero's first move.
    pub commitment: [u8; 32],
    /// The hero's device's value for the virus's dice, from its first link on.
    pub nonce: Option<[u8; 16]>,
    /// The virus's key, revealed once the game is over.
    pub key: Option<Key>,
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_games;
#[cfg(test)]
mod tests_link;
#[cfg(test)]
mod tests_saved;
#[cfg(test)]
mod tests_tamper;
