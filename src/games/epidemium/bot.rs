//! The computer player. The dice decide the moves; the decisions are the three cards.

use rand::Rng;

use super::state::{Action, Epidemium, Phase, Thrown, TELEPORT_THROWS};
use crate::engine::rng::GameRng;
use crate::engine::{Computer, Level, Seat};

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
            Phase::Magic(thrown) => self.magic_value(seat, *thrown).map(Action::MagicNumber),
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

    /// On a move, a face that would not move becomes the longest move; on a teleport, the last
    /// throw becomes a double rather than going back a dot.
    fn magic_value(&self, seat: Seat, thrown: Thrown) -> Option<u8> {
        let piece = &self.pieces()[seat];
        match thrown {
            Thrown::Move { die, face } if !piece.world.moves_on(face) => {
                (1..=die.sides()).rev().find(|&v| piece.world.moves_on(v))
            }
            Thrown::Move { .. } => None,
            Thrown::Teleport { faces, throw } => (throw == TELEPORT_THROWS).then_some(faces[0]),
        }
    }
}
