//! A hidden seat sealed across two devices, for any game that declares one (`engine::Sealable`):
//! "The hero's device never holds what the hero may not know: not in storage, files, links, the
//! DOM or memory that devtools can read."
//!
//! The keeper's device draws a secret key and commits to it when the game starts; it plays the
//! whole truth, its dice drawn from the key and a value the blind device adds after the
//! commitment (its first link carries it), so neither side chooses them (`key`). The blind
//! device plays the blind game: its own seat's moves in clear, and for each run of the keeper's
//! moves out of sight the keeper's word (`Sealable::Word`), those moves sealed under the key.
//! The two devices pass the game back and forth as a sealed link (`link`); each keeps it as an
//! ordinary save with its side beside it (`Sealing`, a part of the save, whose meaning is read
//! here). At the end the key is revealed and the blind device checks the game with it.
//!
//! What is generic lives here: the cryptography, the link, the saves' side and the contract
//! with the shell (`Sealer`). How a game plays its two sides and checks the truth is the game's
//! own (Catch Me's: the `catch_me_seal` crate).
//!
//! Uses `seats`, `save` and `link` (its bits, and the number of a sealed link's format); nothing
//! above it.

mod chain;
mod key;
mod link;
mod saved;

pub use chain::{follows, Chain};
pub use key::{commitment, commits_to, dice_seed, open, seal, Key, Unopenable};
pub use link::{decode, encode, is_sealed};
pub use saved::{blind_seats, blind_transcript, record_of, went_on};

pub use crate::link::SEALED_LINK_FORMAT;
pub use crate::save::Sealing;

use super::save::{SaveProblem, SavedGame};
use super::seats::{DeviceId, SeatSetup};
use engine::{Game, Record, Sealable, SetupError};
use lang::Lang;

/// What the shell does with a game that can be sealed across two devices, bound in
/// the game's own part (Catch Me's `CATCH_ME`).
pub struct Sealer<G: Game> {
    pub start: Start<G>,
    /// The link of a sealed save, from the device given.
    pub link: fn(&SavedGame, DeviceId) -> Result<String, SaveProblem>,
    pub arrive: Arrive,
    /// What the blind device may say of the end, once its game is over or the key
    /// came; nothing on the keeper's device, which holds the truth.
    pub verdict: fn(&SavedGame, Lang) -> Option<EndCheck>,
    /// "Save as file" of a save on this device (`keep::file_of`): the keeper's own backup,
    /// sealed under the key this device makes when asked (`own`). Bound here so that only a
    /// game that seals carries the cipher's code into the browser.
    pub backup: Backup,
}

/// (a save's text, this device's own key and a fresh nonce, asked for only where needed).
pub type Backup = fn(&str, &dyn Fn() -> ([u8; 32], [u8; 12])) -> String;

/// What the blind device may say of a sealed game's end: it "never records a hidden game as won
/// or lost until the key is revealed and every hidden move and roll is checked".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndCheck {
    /// Said instead of the result where it does not stand: the end waits for the keeper's key,
    /// or the check found it forged. None once the key checked every hidden move.
    pub no_result: Option<String>,
    /// What the check found, or why there is none yet, in words.
    pub words: String,
}

impl<G: Game> Sealer<G> {
    /// `save` as the list of saves files it: on the blind device a game over is finished only
    /// once its end was checked, so a keyless or forged end stays among the games in progress
    /// (and is never taken for a finished game that may go to make room).
    pub fn filed(&self, save: SavedGame) -> SavedGame {
        let stands = || (self.verdict)(&save, Lang::En).is_none_or(|check| check.no_result.is_none());
        SavedGame { finished: save.finished && stands(), ..save }
    }
}

/// A new sealed game on the device of the seat keeping the secret: (save id, seats, options,
/// seed, a key drawn at random, now).
pub type Start<G> =
    fn(&str, Vec<SeatSetup>, &<G as Game>::Options, u64, [u8; 32], f64) -> Result<SavedGame, SetupError>;

/// A sealed link arriving: (link, the saves here, this device, a new save's id, values drawn
/// at random for the dice, now).
pub type Arrive = fn(&str, &[SavedGame], DeviceId, &str, Drawn, f64) -> Result<(SavedGame, Arrived), SaveProblem>;

/// What a device that joins a sealed game as its blind seat draws at random for the dice.
#[derive(Clone, Debug)]
pub struct Drawn {
    /// Added to the keeper's dice, sent in clear.
    pub nonce: [u8; 16],
    /// The seed of its own values for its dice (`Chain`), kept on the device.
    pub chain: [u8; 32],
}

/// What a link brought.
#[derive(Clone, Debug, Default)]
pub struct Arrived {
    /// How many moves this device had not seen (the table tells them as new).
    pub new: usize,
    /// The blind seat's moves that did not happen: the keeper's secret ended the game before
    /// them. The person is told so, in the game's words (`said`).
    pub dropped: usize,
    pub said: Option<Dropped>,
}

/// The game's words for the blind seat's moves that did not happen, so many of them.
pub type Dropped = fn(usize, Lang) -> String;

impl Arrived {
    /// What the person is told of it, if anything: the moves that did not happen.
    pub fn words(&self, lang: Lang) -> Option<String> {
        self.said.filter(|_| self.dropped > 0).map(|said| said(self.dropped, lang))
    }
}

/// A sealed game as it travels between the two devices: all that the blind device may hold.
#[derive(Clone, Debug, PartialEq)]
pub struct Transcript<G: Sealable> {
    pub seats: Vec<SeatSetup>,
    /// The blind device's game (`Sealable::blind` options): its seed, the blind seat's moves and
    /// the keeper's words, in order.
    pub record: Record<G>,
    /// The keeper's commitment to its key, made before the blind seat's first move.
    pub commitment: [u8; 32],
    /// The blind device's value for the keeper's dice, from its first link on.
    pub nonce: Option<[u8; 16]>,
    /// The keeper's key, revealed once the game is over.
    pub key: Option<Key>,
    /// The head of the blind device's chain of values for its dice, from its first
    /// link on, where the blind seat's dice are mixed (`Sealable::takes_mix`).
    pub chain: Option<[u8; 32]>,
    /// In the keeper's links: its value for the blind seat's next run of moves.
    pub mix: Option<[u8; 32]>,
}

impl<G: Sealable> Transcript<G> {
    /// Checks that `other` is of the same sealed game: seed, options and commitment.
    pub fn same_game(&self, other: &Transcript<G>) -> Result<(), SaveProblem> {
        let (a, b) = (&self.record, &other.record);
        match (a.seed, &a.options, self.commitment) == (b.seed, &b.options, other.commitment) {
            true => Ok(()),
            false => Err(SaveProblem::Inconsistent("a link of another sealed game".into())),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;
#[cfg(test)]
mod tests_cups;
