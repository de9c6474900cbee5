//! The computer player. The dice decide the moves; the decisions are the three cards.

use rand::Rng;

use super::state::{Action, Epidemium, Event, Phase, Thrown};
use engine::rng::GameRng;
use engine::{Computer, Game, Level, Seat};

impl Computer for Epidemium {
    /// Easy plays any legal action at random; Normal and Hard use the cards with sense.
    fn plan(view: &Epidemium, legal: &[Action], seat: Seat, level: Level, rng: &mut GameRng) -> Vec<Action> {
        let action = match level {
            Level::Easy => legal[rng.random_range(0..legal.len())].clone(),
            Level::Normal | Level::Hard => view.sensible(legal, seat),
        };
        vec![action]
    }
}

impl Epidemium {
    fn sensible(&self, legal: &[Action], seat: Seat) -> Action {
        let choice = match self.phase() {
            // A lost turn is always worth a card.
            Phase::BonusLife { .. } => Some(Action::BonusLife),
            Phase::Turn => self.leader_to_stop(seat).map(Action::Penalty),
            Phase::Magic(thrown) => self.magic_value(seat, *thrown, legal).map(Action::MagicNumber),
            _ => None,
        };
        choice.filter(|a| legal.contains(a)).unwrap_or_else(|| legal[0].clone())
    }

    /// Stops the rival furthest on once it is ahead of this player; level, the card is kept.
    fn leader_to_stop(&self, seat: Seat) -> Option<Seat> {
        let made = |seat: Seat| self.pieces()[seat].journey_made();
        let leader = self.penalty_targets().into_iter().max_by_key(|&t| made(t))?;
        (made(leader) > made(seat)).then_some(leader)
    }

    /// On a move, the throw is kept where a person's would be (`Game::usual`), else it becomes
    /// the longest move offered; after seven teleport misses, a double rather than a dot back
    /// (one against one, a miss that is spared for a second try keeps the card for that try).
    fn magic_value(&self, seat: Seat, thrown: Thrown, legal: &[Action]) -> Option<u8> {
        let world = self.pieces()[seat].world;
        let mut offered = legal.iter().filter_map(|a| if let Action::MagicNumber(v) = a { Some(*v) } else { None });
        match thrown {
            Thrown::Move { .. } if self.usual().is_some() => None,
            Thrown::Move { .. } => offered.filter(|&v| world.moves_on(v)).max(),
            Thrown::Teleport { .. } if self.miss_spared() => None,
            Thrown::Teleport { .. } => offered.next(),
        }
    }

    /// Whether keeping seven teleport misses leaves the piece on the teleport square to try again.
    fn miss_spared(&self) -> bool {
        let mut kept = self.clone();
        kept.apply(&Action::KeepRoll)
            .is_ok_and(|events| events.iter().any(|e| matches!(e, Event::TeleportRetry { .. })))
    }
}
