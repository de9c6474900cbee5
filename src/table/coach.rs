//! What the coach of a guided first game says at each moment (issue 32): the rule that just
//! came up, and either the learner's next action or a pause until they have read it.

use crate::engine::{first_shown, Computer, Teach};

use super::play::{Actor, Table};

/// The coach's step, with the rule it tells where one just came up for the first time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Coaching<R> {
    /// The learner's turn: they are asked for the script's action (the coach points at it).
    Ask { rule: Option<R> },
    /// A move just showed a rule and the next is not the learner's: it waits for "Next".
    Explain { rule: R },
    /// The computer or the game is moving.
    Watch,
    /// The script is played out: the learner knows the main rules.
    Done,
}

impl<R> Coaching<R> {
    /// Whether the computer's next move must wait for the learner.
    pub fn holds(&self) -> bool {
        matches!(self, Coaching::Explain { .. })
    }
}

impl<G: Computer + Teach> Table<G> {
    /// The coach's step now, in a guided game.
    pub fn coaching(&self) -> Option<Coaching<G::Rule>> {
        if self.guide()? || self.to_act() == Actor::Over {
            return Some(Coaching::Done);
        }
        let learner = self.looking().unwrap_or(0);
        let unheard = first_shown(self.session(), learner)
            .into_iter()
            .rev()
            .find(|&(ply, _)| ply >= self.heard())
            .map(|(_, rule)| rule)
            .or(self.opening().then_some(G::OPENING));
        Some(match (self.to_act(), unheard) {
            (Actor::Person(_), rule) => Coaching::Ask { rule },
            (_, Some(rule)) => Coaching::Explain { rule },
            _ => Coaching::Watch,
        })
    }
}
