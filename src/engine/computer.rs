use super::rng::GameRng;
use super::{Game, Seat};

/// A computer player for a game: it chooses one of the legal actions for `seat`, from what
/// that seat may see, drawing any randomness from `rng` (see `rng::bot_rng`).
pub trait Computer: Game {
    fn computer_choice(&self, seat: Seat, rng: &mut GameRng) -> Self::Action;
}
