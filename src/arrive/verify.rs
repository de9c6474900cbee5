//! The pass's second stage: the game's own part checks what arrived, as it checks a stored
//! save, and nothing unchecked goes further. One call in the pass (`pass`), where every check
//! of an arriving game belongs.
//! May use: `read`; the app's `device`, `random`, `storage`.

use super::read::{stored, Kind, Read};
use crate::device::Device;
use crate::random::{new_save_id, random_bytes};
use crate::storage::Store;
use table::link::Envelope;
use table::save::{SaveProblem, SavedGame};
use table::seal::Drawn;
use table::travel::arrive::Incoming;
use table::travel::{held, signed};

/// The game of `read`, verified by its game's part: a link replayed move by move (`decode`), a
/// file opened as a stored save is (`SavedGame::open`), a sealed link checked against the
/// game of the same commitment here, which puts it in its place. A whole game's moves are then
/// checked against the keys its seats are bound to (`signed`): no device moves for a seat it
/// does not play.
pub fn verify(read: Read, device: Device, store: Store) -> Result<Incoming, SaveProblem> {
    let Read { parts, kind, .. } = read;
    let now = js_sys::Date::now();
    match kind {
        Kind::Link(link) => {
            let (incoming, envelope) = (parts.open_link)(&link, &new_save_id(), device.id(), now)?;
            signed_by_its_seats(incoming, envelope, device, store)
        }
        Kind::File(save) => signed_by_its_seats((parts.check)(&save)?, Envelope::default(), device, store),
        Kind::Sealed(link) => {
            let arrive = parts.arrive_sealed.ok_or_else(|| SaveProblem::Damaged("not a game that seals".into()))?;
            let (save, arrived) = arrive(&link, &stored(store), device.id(), &new_save_id(), drawn(), now)?;
            Ok(Incoming::Sealed { save, arrived })
        }
    }
}

/// What this device draws at random for a sealed game's dice, should the link make it the
/// blind seat's.
fn drawn() -> Drawn {
    Drawn { nonce: random_bytes(), chain: random_bytes() }
}

/// A whole game whose every move for a person's seat is signed by that seat's device.
fn signed_by_its_seats(
    incoming: SavedGame,
    envelope: Envelope,
    device: Device,
    store: Store,
) -> Result<Incoming, SaveProblem> {
    signed::verify(&incoming, held(&incoming, &stored(store)), &device.public_key())?;
    Ok(Incoming::Whole { incoming, envelope })
}
