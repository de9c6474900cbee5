//! What a save keeps besides the game at the table: its id, and what this device knows of the
//! game (a guided one, its side of a sealed one, the signed moves that came with it).
//! May use: the app's `device`.

use crate::device::Device;
use engine::{Game, Session};
use table::save::SavedGame;
use table::seal::Sealing;
use table::seats::SeatSetup;
use table::travel::signed::{Nonce, Signed, Signer};

/// What a save keeps besides the game at the table, and the device that keeps it.
#[derive(Clone)]
pub struct Keeps {
    id: String,
    lesson: bool,
    pub sealing: Option<Sealing>,
    /// The signed runs of moves that came with the last link: they travel on with the game, so
    /// that the next device can check who made each move.
    signed: Option<Signed>,
    /// The game's own random number, which every signature of it binds.
    nonce: Option<Nonce>,
    device: Device,
}

impl Keeps {
    pub fn of(saved: &SavedGame, device: Device) -> Self {
        let (id, lesson, sealing, signed) =
            (saved.id.clone(), saved.lesson, saved.sealing.clone(), saved.signed.clone());
        Self { id, lesson, sealing, signed, nonce: saved.nonce, device }
    }

    /// This device, which sends the game's links.
    pub fn device(&self) -> Device {
        self.device
    }

    /// This device as it signs the links it sends of this game.
    pub fn signer(&self) -> Signer {
        Signer { id: self.device.id(), key: self.device.key(), held: self.signed.clone(), nonce: self.nonce }
    }

    /// Whether this device keeps a sealed game's secret (the virus's key and the truth).
    pub fn keeps_secret(&self) -> bool {
        matches!(self.sealing, Some(Sealing::Keeper { .. }))
    }

    /// The game as its save, at this point: its session, seats and the moves sent elsewhere.
    pub fn save<G: Game>(&self, session: &Session<G>, seats: &[SeatSetup], settled: usize) -> SavedGame {
        let now = SavedGame::new(&self.id, seats.to_vec(), session, js_sys::Date::now());
        let (sealing, signed) = (self.sealing.clone(), self.signed.clone());
        SavedGame { lesson: self.lesson, settled, sealing, signed, nonce: self.nonce, ..now }
    }
}
