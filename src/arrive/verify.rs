//! The pass's second stage: the game's own part checks what arrived, as it checks a stored
//! save, and nothing unchecked goes further. One call in the pass (`pass`), where every check
//! of an arriving game belongs.

use super::read::{stored, Kind, Read};
use crate::device::{device_id, device_public_key};
use crate::{new_save_id, random_bytes};
use table::link::Envelope;
use table::save::{SaveProblem, SavedGame};
use table::seal::Drawn;
use table::travel::arrive::Incoming;
use table::travel::{held, signed};

/// The game of `read`, verified by its game's part: a link replayed move by move (`decode`), a
/// file opened as a stored save is (`SavedGame::open`), a sealed link checked against the
/// game of the same commitment here (issue 33), which puts it in its place. A whole game's
/// moves are then checked against the keys its seats are bound to (issue 46, `signed`).
pub fn verify(read: Read) -> Result<Incoming, SaveProblem> {
    let Read { parts, kind, .. } = read;
    let now = js_sys::Date::now();
    match kind {
        Kind::Link(link) => {
            let (incoming, envelope) = (parts.open_link)(&link, &new_save_id(), device_id(), now)?;
            signed_by_its_seats(incoming, envelope)
        }
        Kind::File(save) => signed_by_its_seats((parts.check)(&save)?, Envelope::default()),
        Kind::Sealed(link) => {
            let arrive = parts.arrive_sealed.ok_or_else(|| SaveProblem::Damaged("not a game that seals".into()))?;
            let (save, arrived) = arrive(&link, &stored(), device_id(), &new_save_id(), drawn(), now)?;
            Ok(Incoming::Sealed { save, arrived })
        }
    }
}

/// What this device draws at random for a sealed game's dice, should the link make it the
/// blind seat's (issue 46).
fn drawn() -> Drawn {
    Drawn { nonce: random_bytes(), chain: random_bytes() }
}

/// A whole game whose every move for a person's seat is signed by that seat's device.
fn signed_by_its_seats(incoming: SavedGame, envelope: Envelope) -> Result<Incoming, SaveProblem> {
    signed::verify(&incoming, held(&incoming, &stored()), &device_public_key())?;
    Ok(Incoming::Whole { incoming, envelope })
}
