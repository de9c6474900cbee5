//! A person's action that the table plays for them after a beat in which it is seen: their
//! only action where it is no choice, and the one nearly every player takes where the game
//! says so (`Game::usual`: Epidemium's throw kept when it moves the piece), unless the person
//! stops that beat to choose (as Ludo King plays a forced move).

use super::Table;
use engine::Computer;

/// Why the table plays a person's action for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForYou {
    /// Their only action, and no roll: there is nothing to choose.
    Forced,
    /// The usual action where another is legal: the person may stop the beat and choose.
    Usual,
}

impl<G: Computer> Table<G> {
    /// The person's only action, where it is no choice and no roll (`Step::forced`). In a
    /// guided game, where one action is allowed, only one that the rules force. Never one that
    /// loses the game (`Game::loses`): the person takes that one, warned, with their own tap.
    pub fn forced(&self) -> Option<G::Action> {
        let only = match self.person_actions().as_slice() {
            [only] if !G::rolls(only) && self.session.state().loses(only).is_none() => only.clone(),
            _ => return None,
        };
        (self.guide.is_none() || self.session.state().legal_actions().len() == 1).then_some(only)
    }

    /// The person's usual action (`Game::usual`): never in a guided game, whose learner makes
    /// each choice, nor in a position undo went back to, which is there to be chosen anew, nor
    /// one that loses the game.
    pub fn usual(&self) -> Option<G::Action> {
        if self.guide.is_some() || self.can_redo() {
            return None;
        }
        let state = self.session.state();
        state.usual().filter(|usual| self.person_actions().contains(usual) && state.loses(usual).is_none())
    }

    /// The action the table plays for the person after a beat, and why.
    pub fn for_you(&self) -> Option<(G::Action, ForYou)> {
        let forced = self.forced().map(|action| (action, ForYou::Forced));
        forced.or_else(|| self.usual().map(|action| (action, ForYou::Usual)))
    }

    /// Plays the action `for_you`, where the table is still at `ply`.
    pub fn play_for_you(&mut self, ply: usize) -> bool {
        self.for_you().is_some_and(|(action, _)| self.act(ply, action).is_ok())
    }
}
