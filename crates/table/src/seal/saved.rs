//! A sealed game as each of its two devices keeps it: an ordinary save whose
//! record is the truth on the keeper's device and the blind game on the other, and beside it
//! that device's side (`Sealing`). The table plays it as any game; the game's own part makes
//! its links and puts what arrives in its place, with the helpers here.

use serde::Deserialize;

use super::chain::Chain;
use super::key::{commitment, Key};
use super::Transcript;
use crate::save::{SaveProblem, SavedGame, Sealing};
use crate::seats::{Controller, DeviceId, SeatSetup};
use engine::{Record, Sealable, Session};

/// A save keeps its side of a sealed game as data (`save::Sealing`); what the side's key commits
/// to is the seal's cryptography, so it is told here.
impl Sealing {
    /// The commitment to the key: the one game both devices' saves are of.
    pub fn commitment(&self) -> [u8; 32] {
        match self {
            Sealing::Keeper { key, .. } => commitment(&Key::new(*key)),
            Sealing::Blind { commitment, .. } => *commitment,
        }
    }
}

/// The seats of a game the first link made this device the blind one's: the blind seat is a
/// person here (`me`), the keeper a person elsewhere (its device's computer plays there, never
/// here).
pub fn blind_seats<G: Sealable>(mut seats: Vec<SeatSetup>, me: DeviceId) -> Vec<SeatSetup> {
    let (blind, keeper) = (G::BLIND, G::KEEPER);
    seats[blind] = SeatSetup { controller: Controller::Person, device: Some(me), ..seats[blind].clone() };
    seats[keeper] = SeatSetup { controller: Controller::Elsewhere, ..seats[keeper].clone() };
    seats
}

/// The held game gone on to `session`: what was held is final here, what came is told.
pub fn went_on<G: Sealable>(held: &SavedGame, session: &Session<G>, sealing: Sealing, now: f64) -> SavedGame {
    let ply = held.record.get("actions").and_then(|a| a.as_array()).map_or(0, Vec::len);
    let save = SavedGame::new(&held.id, held.seats.clone(), session, now);
    let since = (session.ply() > ply).then_some(ply);
    SavedGame { since, settled: ply, sealing: Some(sealing), ..save }
}

/// What the blind device holds of the game it saved: its links carry its chain's head.
pub fn blind_transcript<G: Sealable>(
    save: &SavedGame,
    commitment: [u8; 32],
    nonce: [u8; 16],
    key: Option<[u8; 32]>,
    chain: Option<&Chain>,
) -> Result<Transcript<G>, SaveProblem> {
    let (seats, record, key) = (save.seats.clone(), record_of(save)?, key.map(Key::new));
    let chain = chain.map(Chain::head);
    Ok(Transcript { seats, record, commitment, nonce: Some(nonce), key, chain, mix: None })
}

/// The record a sealed save holds.
pub fn record_of<G: Sealable>(save: &SavedGame) -> Result<Record<G>, SaveProblem> {
    Record::deserialize(&save.record).map_err(|e| SaveProblem::Damaged(e.to_string()))
}
