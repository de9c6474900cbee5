//! A game being played: its record and its states, for undo, redo and replay.
//! Uses `game`, `outcome`, `record`.

use super::{Game, Illegal, Record, ReplayError, Seat, Turn};

/// One action's place in the history: who took it and what it did. Never saved: replaying
/// the record gives it back.
#[derive(Clone, Debug, PartialEq)]
pub struct Step<G: Game> {
    pub actor: Turn,
    pub events: Vec<G::Event>,
    /// The seat had no other action and it was no roll of the dice (`Game::rolls`): the table
    /// played it for them, so undo does not stop before it (it would only play again).
    pub forced: bool,
}

impl<G: Game> Step<G> {
    /// Whether `seat` learns nothing at all of this action: it did something, and every event
    /// of it is blurred away for that seat (a step of Catch Me's hidden virus). Such an action
    /// must leave no trace of its own there: no number, no time, no count.
    pub fn hidden_from(&self, seat: Option<Seat>) -> bool {
        !self.events.is_empty() && self.events.iter().all(|e| G::redact(e, seat).is_none())
    }
}

/// A game in play: its record, the current state, what each action did, and the actions
/// undone so far (for redo). Undo replays the record from its start, so the generator comes
/// back too: undoing a roll and rolling again gives the same number.
///
/// The history starts from the seed, or from a snapshot (`start`) when a save made under
/// older rules was opened: its earlier actions cannot be replayed under the new rules.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    record: Record<G>,
    start: Option<G>,
    state: G,
    steps: Vec<Step<G>>,
    undone: Vec<G::Action>,
}

impl<G: Game> Session<G> {
    pub fn new(options: G::Options, seed: u64) -> Result<Self, ReplayError> {
        Self::from_record(Record::new(options, seed))
    }

    /// Replays a whole record.
    pub fn from_record(record: Record<G>) -> Result<Self, ReplayError> {
        let (state, steps) = replay(&record, None)?;
        Ok(Self { record, start: None, state, steps, undone: vec![] })
    }

    /// Replays a saved record from `start` (the state a save of older rules went on from), or
    /// from its seed: what each action did comes back from the rules, so a save keeps no
    /// events. The caller has checked `start` (`table::save`).
    pub fn resume(record: Record<G>, start: Option<G>) -> Result<Self, ReplayError> {
        let (state, steps) = replay(&record, start.as_ref())?;
        Ok(Self { record, start, state, steps, undone: vec![] })
    }

    /// A new history beginning at `state`, for a game whose earlier actions are gone.
    pub fn from_snapshot(options: G::Options, seed: u64, state: G) -> Self {
        Self { record: Record::new(options, seed), start: Some(state.clone()), state, steps: vec![], undone: vec![] }
    }

    pub fn state(&self) -> &G {
        &self.state
    }

    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// The state the history starts from when it is not the seed's.
    pub fn start(&self) -> Option<&G> {
        self.start.as_ref()
    }

    /// Who took each action and what it did, in order.
    pub fn steps(&self) -> &[Step<G>] {
        &self.steps
    }

    /// How many actions the history holds: the position's number, for stale taps.
    pub fn ply(&self) -> usize {
        self.steps.len()
    }

    pub fn apply(&mut self, action: G::Action) -> Result<&[G::Event], Illegal> {
        let (actor, forced) = (self.state.turn(), is_forced(&self.state, &action));
        let events = self.state.apply(&action)?;
        self.record.actions.push(action);
        self.steps.push(Step { actor, events, forced });
        self.undone.clear();
        Ok(&self.steps[self.steps.len() - 1].events)
    }

    pub fn can_undo(&self) -> bool {
        !self.record.actions.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Takes back the last action; false when there is none or the history cannot be
    /// replayed (then nothing changes).
    pub fn undo(&mut self) -> bool {
        self.can_undo() && self.undo_to(self.ply() - 1)
    }

    /// Takes back every action after the first `ply`, with one replay.
    pub fn undo_to(&mut self, ply: usize) -> bool {
        let mut kept = self.record.clone();
        let taken = kept.actions.split_off(ply.min(kept.actions.len()));
        let Ok((state, steps)) = replay(&kept, self.start.as_ref()) else { return false };
        self.record = kept;
        self.state = state;
        self.steps = steps;
        self.undone.extend(taken.into_iter().rev());
        true
    }

    pub fn redo(&mut self) -> bool {
        let Some(action) = self.undone.pop() else { return false };
        let undone = std::mem::take(&mut self.undone);
        // The action was legal when first taken from this very state, so it is legal again.
        let ok = self.apply(action).is_ok();
        self.undone = undone;
        ok
    }

    /// The state after the first `ply` actions, for stepping through a finished game.
    pub fn state_at(&self, ply: usize) -> Result<G, ReplayError> {
        let mut prefix = self.record.clone();
        prefix.actions.truncate(ply);
        replay(&prefix, self.start.as_ref()).map(|(state, _)| state)
    }
}

/// Replays `record` from `start` (or from its seed), keeping who acted and what happened.
fn replay<G: Game>(record: &Record<G>, start: Option<&G>) -> Result<(G, Vec<Step<G>>), ReplayError> {
    let mut state = match start {
        Some(state) => state.clone(),
        None => record.start()?,
    };
    let mut steps = Vec::with_capacity(record.actions.len());
    for (index, action) in record.actions.iter().enumerate() {
        let (actor, forced) = (state.turn(), is_forced(&state, action));
        let events = state.apply(action).map_err(|error| ReplayError::Illegal { index, error })?;
        steps.push(Step { actor, events, forced });
    }
    Ok((state, steps))
}

/// Whether `action` is a seat's only one and no roll of the dice (`Step::forced`).
fn is_forced<G: Game>(state: &G, action: &G::Action) -> bool {
    matches!(state.turn(), Turn::Seat(_)) && !G::rolls(action) && state.legal_actions().len() == 1
}
