//! What the coach of a guided first game says at each moment (issue 32): the rule that just
//! came up, and either the learner's next action or a pause until they have read it.

use crate::engine::{first_shown, Computer, Teach, Turn};

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
        let learner = self.watcher().unwrap_or(0);
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

    /// The first-time tip of a real game (issue 32): the rule a person here just met with
    /// their own move, where `told(key)` says this device has not been told it (`tip_key`).
    /// After others' moves the line by the board lists those moves instead.
    pub fn new_tip(&self, told: impl Fn(&str) -> bool) -> Option<G::Rule> {
        let seat = self.watcher().filter(|_| self.guide().is_none())?;
        let (turn, events) = self.log_entry(self.ply().checked_sub(1)?)?;
        let theirs = matches!(turn, Turn::Seat(mover) if self.seats()[mover].is_here());
        G::shows(&events, seat).filter(|&rule| theirs && !told(&tip_key::<G>(rule)))
    }
}

/// The name under which a device remembers it was told a rule's tip.
pub fn tip_key<G: Teach>(rule: G::Rule) -> String {
    format!("tip.{}.{}", G::ID, G::rule_key(rule))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Session, Teach};
    use crate::games::vaccine_race::lesson::Rule;
    use crate::games::vaccine_race::{Action, VaccineRace};
    use crate::table::play::Refused;
    use crate::table::seats::{Controller, SeatSetup};

    fn guided() -> Table<VaccineRace> {
        let lesson = VaccineRace::lesson();
        let session = Session::new(lesson.options.clone(), lesson.seed).unwrap();
        let computer = SeatSetup { controller: Controller::Computer, ..SeatSetup::default_for(1) };
        Table::new(session, vec![SeatSetup::default_for(0), computer]).guided(lesson.actions().unwrap())
    }

    /// Plays the script until the coach's step matches, or the script ends.
    fn until(table: &mut Table<VaccineRace>, wanted: impl Fn(&Coaching<Rule>) -> bool) -> Coaching<Rule> {
        loop {
            let now = table.coaching().unwrap();
            if wanted(&now) || now == Coaching::Done {
                return now;
            }
            match now {
                Coaching::Ask { .. } => table.act(table.ply(), table.person_actions()[0].clone()).unwrap(),
                Coaching::Explain { .. } => table.hear(),
                _ => assert!(table.play_automatic()),
            }
        }
    }

    /// Issue 32: the coach "asks for the next action by pointing at it"; first it says the goal.
    #[test]
    fn the_coach_opens_with_the_goal_and_allows_only_the_scripts_action() {
        let mut table = guided();
        assert_eq!(table.coaching(), Some(Coaching::Ask { rule: Some(Rule::Goal) }));
        assert_eq!(table.person_actions(), vec![Action::Roll]);
        until(&mut table, |c| *c == Coaching::Ask { rule: Some(Rule::AnimalTrials) });
        assert_eq!(table.person_actions(), vec![Action::SkipAnimalTrials], "the other choice is not offered");
        let refused = table.act(table.ply(), Action::DoAnimalTrials);
        assert!(matches!(refused, Err(Refused::Illegal(_))), "and is refused: {refused:?}");
    }

    /// Issue 32: a rule that comes up on a move is told before the computer moves on.
    #[test]
    fn a_rule_shown_before_the_computers_move_waits_for_next() {
        let mut table = guided();
        let told = until(&mut table, |c| c.holds());
        assert!(matches!(told, Coaching::Explain { .. }), "{told:?}");
        assert!(!matches!(table.to_act(), Actor::Person(_)), "the next move is not the learner's");
        table.hear();
        assert_eq!(table.coaching(), Some(Coaching::Watch), "heard, the next move may come");
    }

    /// Issue 32: the guided game ends with every taught rule told, and then allows nothing.
    #[test]
    fn the_guided_game_ends_done_with_every_rule_told() {
        let mut table = guided();
        let mut told = vec![];
        while let Some(step) = table.coaching().filter(|c| *c != Coaching::Done) {
            if let Coaching::Ask { rule: Some(rule) } | Coaching::Explain { rule } = step {
                told.push(rule);
            }
            until(&mut table, |c| *c != step);
        }
        for rule in VaccineRace::TAUGHT {
            assert!(told.contains(rule), "{rule:?} was told: {told:?}");
        }
        assert!(table.person_actions().is_empty());
    }

    /// Issue 32: "the first time a rule comes up in a person's game ... each hint once per
    /// device".
    #[test]
    fn a_tip_names_the_rule_the_latest_move_showed_until_the_device_was_told_it() {
        let session = Session::<VaccineRace>::new(VaccineRace::lesson().options, 512).unwrap();
        let computer = SeatSetup { controller: Controller::Computer, ..SeatSetup::default_for(1) };
        let mut table = Table::new(session, vec![SeatSetup::default_for(0), computer]);
        assert_eq!(table.new_tip(|_| false), None, "nothing has happened yet");
        table.act(0, Action::Roll).unwrap();
        assert_eq!(table.new_tip(|_| false), Some(Rule::Pandemic));
        assert_eq!(table.new_tip(|key| key == tip_key::<VaccineRace>(Rule::Pandemic)), None, "told once");
        assert!(table.play_automatic());
        assert_eq!(table.new_tip(|_| false), None, "the computer's move is told by the moves' line");
        assert_eq!(guided().new_tip(|_| false), None, "a guided game has its coach instead");
    }
}
