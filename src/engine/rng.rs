//! The portable seeded generator every game draws from.

pub use rand::Rng;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sha2::{Digest, Sha256};

/// The generator held in a game state. ChaCha8 gives the same numbers on every platform and
/// serialises with the state, so a save or an undo restores it exactly.
pub type GameRng = ChaCha8Rng;

pub fn game_rng(seed: u64) -> GameRng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// The generator as a seat's view shows it: the real one would tell the dice to come, so a view
/// carries this fixed stand-in instead.
pub fn unknown_rng() -> GameRng {
    ChaCha8Rng::seed_from_u64(0)
}

/// A computer player's generator for one decision. It is derived from the game's seed and the
/// number of actions so far instead of drawing from the game's own generator, so that a bot's
/// thinking never changes the dice that follow and a record replays without the bot.
pub fn bot_rng(seed: u64, ply: usize) -> GameRng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(ply as u64 + 1);
    rng
}

/// Rolls one die with `sides` faces.
pub fn roll(rng: &mut GameRng, sides: u8) -> u8 {
    rng.random_range(1..=sides)
}

/// A seed drawn from every one of `parts` (SHA-256 of them, each with its length): a seed no
/// part alone decides, for dice two devices mix (`Mix`, issue 46).
pub fn mixed_seed(parts: &[&[u8]]) -> u64 {
    let mut hash = Sha256::new_with_prefix(b"quarantable/dice/1");
    for part in parts {
        hash.update((part.len() as u64).to_le_bytes());
        hash.update(part);
    }
    u64::from_le_bytes(hash.finalize()[..8].try_into().expect("8 of 32 bytes"))
}
