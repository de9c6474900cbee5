//! A guided first game at the table (issue 32): the script, and what the coach has told.

use super::Table;
use crate::engine::Computer;

impl<G: Computer> Table<G> {
    /// The table of a guided game: every seat takes the script's action and only it.
    pub fn guided(self, script: Vec<G::Action>) -> Self {
        let heard = self.last_person_action().unwrap_or(0);
        Self { script: Some(script), heard, ..self }
    }

    pub fn heard(&self) -> usize {
        self.heard.min(self.ply())
    }

    /// The learner has read what the coach told: the next move may come.
    pub fn hear(&mut self) {
        self.heard = self.ply();
        self.opened = true;
    }

    /// Whether the coach still has the opening to tell: nothing has been played or heard.
    pub fn opening(&self) -> bool {
        self.ply() == 0 && !self.opened
    }

    /// Whether this is a guided game, and whether its script has been played to the end.
    pub fn guide(&self) -> Option<bool> {
        self.script.as_ref().map(|script| self.ply() >= script.len())
    }
}
