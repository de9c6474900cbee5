use super::{Game, Illegal, Record, ReplayError};

/// A game in play: its record, the current state, what each action did, and the actions
/// undone so far (for redo). Undo replays the record from the seed, so the generator comes
/// back too: undoing a roll and rolling again gives the same number.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    record: Record<G>,
    state: G,
    events: Vec<Vec<G::Event>>,
    undone: Vec<G::Action>,
}

impl<G: Game> Session<G> {
    pub fn new(options: G::Options, seed: u64) -> Result<Self, ReplayError> {
        Self::from_record(Record::new(options, seed))
    }

    pub fn from_record(record: Record<G>) -> Result<Self, ReplayError> {
        let (state, events) = record.replay()?;
        Ok(Self { record, state, events, undone: vec![] })
    }

    pub fn state(&self) -> &G {
        &self.state
    }

    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// What each action did, in order.
    pub fn events(&self) -> &[Vec<G::Event>] {
        &self.events
    }

    pub fn apply(&mut self, action: G::Action) -> Result<&[G::Event], Illegal> {
        let done = self.state.apply(&action)?;
        self.record.actions.push(action);
        self.events.push(done);
        self.undone.clear();
        Ok(self.events.last().map(Vec::as_slice).unwrap_or(&[]))
    }

    pub fn can_undo(&self) -> bool {
        !self.record.actions.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    pub fn undo(&mut self) -> bool {
        let Some(action) = self.record.actions.pop() else { return false };
        self.undone.push(action);
        self.rebuild();
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
    pub fn state_at(&self, ply: usize) -> G {
        let mut state = self.record.start().expect("the session's record started once already");
        for action in &self.record.actions[..ply.min(self.record.actions.len())] {
            state.apply_legal(action);
        }
        state
    }

    fn rebuild(&mut self) {
        let (state, events) = self.record.replay().expect("a prefix of a legal record is legal");
        self.state = state;
        self.events = events;
    }
}
