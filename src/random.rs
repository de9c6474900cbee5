//! The browser's random source, for what must differ from one game or device to the next: a new
//! game's seed and nonce, a save's id, a sealed game's keys.
//! May use: nothing of the app.

use table::save::SavedGame;

/// A random number for a new game's seed or save id.
pub fn random_u64() -> u64 {
    u64::from_le_bytes(random_bytes())
}

/// `N` bytes from the browser's random source: seeds, ids, a sealed game's key.
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).expect("the browser has a random source");
    bytes
}

/// A new save's id: random, so that saves made on two devices do not collide.
pub fn new_save_id() -> String {
    format!("{:012x}", random_u64() >> 16)
}

/// A game set up on this device, with its own nonce: every signature of it binds the nonce, so
/// that no move of it is taken in another game begun from the same seed by the same names.
pub fn set_up(save: SavedGame) -> SavedGame {
    SavedGame { nonce: Some(random_bytes()), ..save }
}
