//! A guided first game at the table: the script, the learner's choices, the jump ahead to the
//! end, and what the coach has told.

use super::Table;
use engine::{Computer, Lesson, ReplayError, Teach};

/// A guided game's actions: the script, the numbers of the actions the learner chooses, and
/// the action from which the game plays itself to its end.
#[derive(Clone, Debug)]
pub struct Guide<A> {
    pub script: Vec<A>,
    pub choices: Vec<usize>,
    pub ahead: usize,
    /// The action of a choice answered against the script that the learner kept: from it the
    /// game plays itself to its end off the script, every seat by the computer, so the learner
    /// sees what the choice costs.
    pub kept: Option<usize>,
}

impl<A> Guide<A> {
    /// The guide of a game's lesson.
    pub fn of<G: Teach<Action = A>>(lesson: &Lesson<G>) -> Result<Self, ReplayError> {
        Ok(Guide { script: lesson.actions()?, choices: lesson.choices.to_vec(), ahead: lesson.ahead, kept: None })
    }
}

impl<G: Computer> Table<G> {
    /// The table of a guided game: every seat takes the script's action and only it, but the
    /// learner at a choice.
    pub fn guided(self, guide: Guide<G::Action>) -> Self {
        let heard = self.last_person_action().unwrap_or(0);
        Self { guide: Some(guide), heard, ..self }
    }

    pub fn heard(&self) -> usize {
        self.heard.min(self.ply())
    }

    /// The learner has read what the coach told: the next move may come.
    pub fn hear(&mut self) {
        self.heard = self.ply();
        self.opened = true;
    }

    /// Whether the coach still has the goal card to show: nothing has been played or heard.
    pub fn opening(&self) -> bool {
        self.ply() == 0 && !self.opened
    }

    /// Whether this is a guided game, and whether its script has been played to the end (off
    /// the script, whether the game has ended).
    pub fn guide(&self) -> Option<bool> {
        let ended = |guide: &Guide<G::Action>| match self.kept_on() {
            true => self.session.state().outcome().is_some(),
            false => self.ply() >= guide.script.len(),
        };
        self.guide.as_ref().map(ended)
    }

    /// The learner's choices, by number, and the action each is at.
    pub fn choices(&self) -> &[usize] {
        self.guide.as_ref().map_or(&[], |g| &g.choices)
    }

    /// The choice (by number) the learner answered against the script: it is played, and
    /// waits to be taken back.
    pub fn strayed(&self) -> Option<usize> {
        let guide = self.guide.as_ref().filter(|_| !self.kept_on())?;
        let played = &self.session.record().actions;
        guide.choices.iter().position(|&ply| played.get(ply).is_some_and(|a| Some(a) != guide.script.get(ply)))
    }

    /// The choice answered by the latest action, if it was one.
    pub fn just_chose(&self) -> Option<usize> {
        self.choices().iter().position(|&ply| ply + 1 == self.ply())
    }

    /// Whether the game is playing itself to its end (the learner's moves too).
    pub fn jumping(&self) -> bool {
        self.guide.as_ref().is_some_and(|g| self.ply() >= g.ahead) && self.guide() == Some(false)
    }

    /// Whether the game plays on off the script from a choice the learner kept: until the
    /// moves are taken back to that choice.
    pub fn kept_on(&self) -> bool {
        self.guide.as_ref().and_then(|g| g.kept).is_some_and(|ply| self.ply() > ply)
    }

    /// Keeps a choice answered against the script: the game plays on from it to its end.
    pub fn keep(&mut self) {
        let Some(choice) = self.strayed() else { return };
        let ply = self.choices()[choice];
        if let Some(guide) = self.guide.as_mut() {
            guide.kept = Some(ply);
        }
        self.heard = self.ply();
        self.plan.clear();
        self.hand_over();
    }

    /// Takes back a choice against the script: the learner chooses again.
    pub fn take_back(&mut self) {
        let Some(choice) = self.strayed() else { return };
        let ply = self.choices()[choice];
        self.session.undo_to(ply);
        self.after_going_back();
    }

    /// Back one step: to the learner's previous decision, which the coach asks again.
    pub fn back_one_step(&mut self) {
        if self.undo() {
            self.after_going_back();
        }
    }

    /// The lesson again from its start, under way or over: every move taken back and the goal
    /// card first, as on the first time.
    pub fn again(&mut self) {
        if self.session.undo_to(0) {
            self.plan.clear();
            (self.heard, self.opened) = (0, false);
            self.hand_over();
        }
    }

    /// What the coach said before the learner's decision now asked is told again.
    fn after_going_back(&mut self) {
        self.plan.clear();
        self.heard = self.last_person_action().unwrap_or(0);
        self.opened = true;
        self.hand_over();
    }
}
