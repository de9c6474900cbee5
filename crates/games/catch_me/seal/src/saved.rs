//! A sealed Catch Me game as each of its two devices' tables keeps it: an ordinary
//! save with its side beside it (`table::seal::Sealing`); its links and what arrives go through
//! `VirusSide` and `HeroSide`.

use super::hero::HeroSide;
use super::virus::VirusSide;
use super::{arrived, Transcript, CATCH_ME};
use catch_me::text::sealed_text;
use catch_me::{Action, CatchMe, Options, HERO, VIRUS};
use engine::{Session, SetupError};
use lang::Lang;
use table::save::{SaveProblem, SavedGame};
use table::seal::{
    blind_seats, blind_transcript, decode, encode, record_of, went_on, Arrived, Chain, Drawn, EndCheck, Key, Sealing,
};
use table::seats::{seat_name, DeviceId, SeatSetup};
use table::travel::bound;

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
    let sealing = Sealing::Keeper { key, nonce: None, chain: None };
    Ok(SavedGame { sealing: Some(sealing), ..SavedGame::new(id, seats, &blind, now) })
}

/// The link of a sealed save to send to the other device, its people's seats bound to `me`.
pub fn link(save: &SavedGame, me: DeviceId) -> Result<String, SaveProblem> {
    let seats = bound(&save.seats, me);
    match save.sealing.clone().ok_or(SaveProblem::Sealed)? {
        Sealing::Keeper { key, nonce, chain } => {
            Ok(VirusSide::replayed(Key::new(key), seats, &record_of(save)?, nonce, chain)?.link())
        }
        Sealing::Blind { commitment, nonce, key, chain } => {
            let chain = chain.map(Chain::new);
            let held: Transcript = blind_transcript(save, commitment, nonce, key, chain.as_ref())?;
            let transcript = Transcript { seats, ..held };
            encode(&transcript).map_err(|e| SaveProblem::Inconsistent(e.to_string()))
        }
    }
}

/// Where a sealed game's `link` goes on the device `me`, with the `stored` saves: the game of
/// the same commitment goes on (virus's side or hero's), and a first link with no game here
/// makes this device the hero's (saved as `id`, with the values `drawn` for the dice). A device
/// that plays neither side is refused: the link is for the other.
pub fn arrive(
    link: &str,
    stored: &[SavedGame],
    me: DeviceId,
    id: &str,
    drawn: Drawn,
    now: f64,
) -> Result<(SavedGame, Arrived), SaveProblem> {
    let (transcript, _) = decode::<CatchMe>(link)?;
    let held = stored.iter().find(|s| s.sealing.as_ref().is_some_and(|k| k.commitment() == transcript.commitment));
    match held.and_then(|save| save.sealing.clone().map(|sealing| (save, sealing))) {
        Some((held, Sealing::Keeper { key, nonce, chain })) => {
            hero_first(nonce, transcript.nonce, held)?;
            let mut side = VirusSide::replayed(Key::new(key), held.seats.clone(), &record_of(held)?, nonce, chain)?;
            let arrived = side.receive(link)?;
            let sealing = Sealing::Keeper { key, nonce: side.transcript().nonce, chain: side.chain() };
            Ok((went_on(held, &side.session(), sealing, now), arrived))
        }
        Some((held, Sealing::Blind { commitment, nonce, key, chain })) => {
            hero_first(Some(nonce), transcript.nonce, held)?;
            let chain = chain.map(Chain::new);
            let mut side = HeroSide::resumed(blind_transcript(held, commitment, nonce, key, chain.as_ref())?, chain)?;
            let arrived = side.receive(link)?;
            let Transcript { commitment, key, .. } = side.transcript().clone();
            let chain = side.chain().map(|chain| *chain.bytes());
            let sealing = Sealing::Blind { commitment, nonce, key: key.map(|k| *k.bytes()), chain };
            Ok((CATCH_ME.filed(mixed_settled(went_on(held, side.session(), sealing, now), &side)), arrived))
        }
        None if transcript.nonce.is_none() => join(link, me, id, &drawn, now),
        None => Err(SaveProblem::Sealed),
    }
}

/// Each device that opens the virus's first link joins as the hero with its own value for the
/// dice: a link with another value than the one held here is of a device that came second,
/// and the hero's seat is taken.
fn hero_first(held: Option<[u8; 16]>, sent: Option<[u8; 16]>, save: &SavedGame) -> Result<(), SaveProblem> {
    match (held, sent) {
        (Some(held), Some(sent)) if held != sent => Err(SaveProblem::SeatTaken {
            seat: HERO,
            name: save.seats.get(HERO).map(|s| s.name.clone()).unwrap_or_default(),
        }),
        _ => Ok(()),
    }
}

/// The first link of a sealed game makes this device the hero's (`blind_seats`).
fn join(link: &str, me: DeviceId, id: &str, drawn: &Drawn, now: f64) -> Result<(SavedGame, Arrived), SaveProblem> {
    let side = HeroSide::join(link, drawn)?;
    let seats = blind_seats::<CatchMe>(side.transcript().seats.clone(), me);
    let commitment = side.transcript().commitment;
    let save = mixed_settled(SavedGame::new(id, seats, side.session(), now), &side);
    let (nonce, chain) = (drawn.nonce, side.chain().map(|chain| *chain.bytes()));
    Ok((SavedGame { sealing: Some(Sealing::Blind { commitment, nonce, key: None, chain }), ..save }, arrived(0, 0)))
}

/// `save` with the mix of the hero's dice its device made on arriving (R19) final here, as
/// what arrived is: undo never takes it back, for the hero could not roll without it.
fn mixed_settled(save: SavedGame, side: &HeroSide) -> SavedGame {
    let mixed = side.session().record().actions.last().is_some_and(|a| matches!(a, Action::Dice(_)));
    SavedGame { settled: if mixed { side.session().ply() } else { save.settled }, ..save }
}

/// What the hero's device may say of the end (R18): waiting for the key, checked, or
/// forged by the virus's device, named by its player; nothing on the virus's device. A game
/// begun under the old dice says so.
pub fn verdict(save: &SavedGame, lang: Lang) -> Option<EndCheck> {
    let Some(Sealing::Blind { commitment, nonce, key, chain }) = save.sealing.clone() else { return None };
    let chain = chain.map(Chain::new);
    let held = blind_transcript(save, commitment, nonce, key, chain.as_ref()).ok()?;
    let side = HeroSide::resumed(held, chain).ok()?;
    let mut check = side.verdict()?.said(&seat_name(&save.seats, VIRUS, lang), lang);
    // A game begun by an earlier build keeps its old dice, and says so (R19).
    if !side.session().state().fair_dice() {
        check.words = format!("{} {}", check.words, sealed_text(lang).dice_of_old());
    }
    Some(check)
}
