//! The portable seeded generator every game draws from.
//! Uses nothing of the engine.

pub use rand::Rng;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

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

/// A generator no one of two values alone decides: seeded by their exclusive or, which is as
/// random as either of them when the other was bound without knowing it (`Mix`;
/// docs/games/catch-me.md R19).
pub fn mixed_rng(one: &[u8; 32], other: &[u8; 32]) -> GameRng {
    ChaCha8Rng::from_seed(std::array::from_fn(|i| one[i] ^ other[i]))
}
