//! A sealed game as each of its two devices keeps it (issue 33): an ordinary save whose
//! record is the truth on the virus's device and the blind game on the hero's, and beside it
//! that device's side (`Sealing`). The table plays it as any game; its links and what arrives
//! go through `VirusSide` and `HeroSide`.

use serde::{Deserialize, Serialize};

use super::hero::{Arrived, HeroSide};
use super::key::{commitment, Key};
use super::link::{decode, encode};
use super::virus::VirusSide;
use super::Transcript;
use crate::engine::{Record, Session, SetupError};
use crate::games::catch_me::{CatchMe, Options, HERO, VIRUS};
use crate::lang::Lang;
use crate::table::save::{SaveProblem, SavedGame};
use crate::table::seats::{Controller, DeviceId, SeatSetup};
use crate::table::travel::bound;

/// This device's side of a sealed game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "side", rename_all = "lowercase")]
pub enum Sealing {
    /// The virus's device: its key, which leaves it only at the end, and the hero's device's
    /// value for the dice once it came. The save's record is the truth's.
    Virus { key: [u8; 32], nonce: Option<[u8; 16]> },
    /// The hero's device: the virus's commitment, its own value for the dice, and the key once
    /// revealed at the end. The save's record is the blind game's: nothing the hero may not know.
    Hero { commitment: [u8; 32], nonce: [u8; 16], key: Option<[u8; 32]> },
}

impl Sealing {
    fn commitment(&self) -> [u8; 32] {
        match self {
            Sealing::Virus { key, .. } => commitment(&Key::new(*key)),
            Sealing::Hero { commitment, .. } => *commitment,
        }
    }
}

/// A new sealed game, on the device of the virus that `key` (drawn at random) keeps: the hero
/// is played on another device, and moves first once this device's first link reaches it.
pub fn start(
    id: &str,
    seats: Vec<SeatSetup>,
    options: &Options,
    seed: u64,
    key: [u8; 32],
    now: f64,
) -> Result<SavedGame, SetupError> {
    let side = VirusSide::start(options, seed, seats.clone(), Key::new(key))?;
    let blind = Session::from_record(side.transcript().record).map_err(|e| SetupError(e.to_string()))?;
    Ok(SavedGame { sealing: Some(Sealing::Virus { key, nonce: None }), ..SavedGame::new(id, seats, &blind, now) })
}

/// The link of a sealed save to send to the other device, its people's seats bound to `me`.
pub fn link(save: &SavedGame, me: DeviceId) -> Result<String, SaveProblem> {
    let seats = bound(&save.seats, me);
    match save.sealing.clone().ok_or(SaveProblem::Sealed)? {
        Sealing::Virus { key, nonce } => {
            Ok(VirusSide::replayed(Key::new(key), seats, &record_of(save)?, nonce)?.link())
        }
        Sealing::Hero { commitment, nonce, key } => {
            let transcript = Transcript { seats, ..hero_transcript(save, commitment, nonce, key)? };
            encode(&transcript).map_err(|e| SaveProblem::Inconsistent(e.to_string()))
        }
    }
}

/// Where a sealed game's `link` goes on the device `me`, with the `stored` saves: the game of
/// the same commitment goes on (virus's side or hero's), and a first link with no game here
/// makes this device the hero's (saved as `id`, adding `nonce` to the virus's dice). A device
/// that plays neither side is refused: the link is for the other.
pub fn arrive(
    link: &str,
    stored: &[SavedGame],
    me: DeviceId,
    id: &str,
    nonce: [u8; 16],
    now: f64,
) -> Result<(SavedGame, Arrived), SaveProblem> {
    let (transcript, _) = decode(link)?;
    let held = stored.iter().find(|s| s.sealing.as_ref().is_some_and(|k| k.commitment() == transcript.commitment));
    match held.and_then(|save| save.sealing.clone().map(|sealing| (save, sealing))) {
        Some((held, Sealing::Virus { key, nonce })) => {
            let mut side = VirusSide::replayed(Key::new(key), held.seats.clone(), &record_of(held)?, nonce)?;
            let arrived = side.receive(link)?;
            let sealing = Sealing::Virus { key, nonce: side.transcript().nonce };
            Ok((went_on(held, &side.session(), sealing, now), arrived))
        }
        Some((held, Sealing::Hero { commitment, nonce, key })) => {
            let mut side = HeroSide::resumed(hero_transcript(held, commitment, nonce, key)?)?;
            let arrived = side.receive(link)?;
            let Transcript { commitment, key, .. } = side.transcript().clone();
            let sealing = Sealing::Hero { commitment, nonce, key: key.map(|k| *k.bytes()) };
            Ok((went_on(held, side.session(), sealing, now), arrived))
        }
        None if transcript.nonce.is_none() => join(link, me, id, nonce, now),
        None => Err(SaveProblem::Sealed),
    }
}

/// The first link of a sealed game makes this device the hero's: the hero is a person here,
/// the virus a person elsewhere (its device's computer plays there, never here).
fn join(link: &str, me: DeviceId, id: &str, nonce: [u8; 16], now: f64) -> Result<(SavedGame, Arrived), SaveProblem> {
    let side = HeroSide::join(link, nonce)?;
    let mut seats = side.transcript().seats.clone();
    let commitment = side.transcript().commitment;
    seats[HERO] = SeatSetup { controller: Controller::Person, device: Some(me), ..seats[HERO].clone() };
    seats[VIRUS] = SeatSetup { controller: Controller::Elsewhere, ..seats[VIRUS].clone() };
    let save = SavedGame::new(id, seats, side.session(), now);
    Ok((SavedGame { sealing: Some(Sealing::Hero { commitment, nonce, key: None }), ..save }, Arrived::default()))
}

/// The held game gone on to `session`: what was held is final here, what came is told.
fn went_on(held: &SavedGame, session: &Session<CatchMe>, sealing: Sealing, now: f64) -> SavedGame {
    let ply = held.record.get("actions").and_then(|a| a.as_array()).map_or(0, Vec::len);
    let save = SavedGame::new(&held.id, held.seats.clone(), session, now);
    let since = (session.ply() > ply).then_some(ply);
    SavedGame { since, settled: ply, sealing: Some(sealing), ..save }
}

/// What checking the game with the revealed key found, in words, on the hero's device once
/// the key came; else nothing.
pub fn verdict(save: &SavedGame, lang: Lang) -> Option<String> {
    let Some(Sealing::Hero { commitment, nonce, key: key @ Some(_) }) = save.sealing.clone() else { return None };
    HeroSide::resumed(hero_transcript(save, commitment, nonce, key).ok()?).ok()?.verdict(lang)
}

/// What the hero's device holds of the game it saved.
fn hero_transcript(
    save: &SavedGame,
    commitment: [u8; 32],
    nonce: [u8; 16],
    key: Option<[u8; 32]>,
) -> Result<Transcript, SaveProblem> {
    let (seats, record, key) = (save.seats.clone(), record_of(save)?, key.map(Key::new));
    Ok(Transcript { seats, record, commitment, nonce: Some(nonce), key })
}

fn record_of(save: &SavedGame) -> Result<Record<CatchMe>, SaveProblem> {
    Record::deserialize(&save.record).map_err(|e| SaveProblem::Damaged(e.to_string()))
}
