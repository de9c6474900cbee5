//! Where a choice lands a piece, for a view to show before the choice is made (a tapped piece
//! shows where each of its moves lands).

use super::actions::Action;
use super::board::Field;
use super::rules::steps;
use super::state::{LabRace, Phase, Spot};
use engine::Game;

impl LabRace {
    /// The field a legal `action` lands its piece on: where a move's count ends (before any
    /// meeting there; a count reaching or passing the lab ends in it), or the exit of a piece
    /// taken out. None for any other action, or one not legal now.
    pub fn landing(&self, action: &Action) -> Option<Field> {
        let Phase::Choose { seat, face, .. } = self.phase else { return None };
        if !self.legal_actions().contains(action) {
            return None;
        }
        match *action {
            Action::Move(id) => match self.piece(id).spot {
                Spot::Out(from) => Some(Field::of(id.colour, from + steps(self.players[seat].colour, id.colour, face))),
                Spot::Home | Spot::Lab => None,
            },
            Action::TakeOut(id) => Some(Field::exit(id.colour)),
            _ => None,
        }
    }
}
