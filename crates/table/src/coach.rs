//! What the coach of a guided first game says at each moment: the rule that just came up, and
//! either the learner's next action or a pause until they have read it.
//!
//! Uses `play` (the table it coaches); nothing above it.

use engine::{first_shown, Computer, Teach, Turn};

use super::play::{Actor, Table};

/// The coach's step, with the rule it tells where one just came up for the first time, and the
/// learner's choice (by number) it judges where one was just answered.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Coaching<R> {
    /// Before the first move: the goal card (how you win, how you lose, a turn).
    Goal,
    /// The learner's turn: they are asked for the script's action (the coach points at it).
    Ask { rule: Option<R>, chose: Option<usize> },
    /// The learner's turn to choose among every legal action (each is pointed at).
    Choose { rule: Option<R>, choice: usize, chose: Option<usize> },
    /// A move just showed a rule, or a choice was answered well, and the next is not the
    /// learner's: it waits for "Next".
    Explain { rule: Option<R>, chose: Option<usize> },
    /// A choice answered against the script: played, explained, and waiting to be taken back.
    Strayed { choice: usize },
    /// The computer or the game is moving.
    Watch,
    /// The rules are told: the game plays itself to its end.
    Ahead,
    /// A choice answered against the script was kept: the game plays itself on from it to its
    /// end, so the learner sees what it costs.
    Kept,
    /// The game is over (the rule its end showed): the recap.
    Done { rule: Option<R> },
}

impl<R> Coaching<R> {
    /// Whether the computer's next move must wait for the learner.
    pub fn holds(&self) -> bool {
        matches!(self, Coaching::Goal | Coaching::Explain { .. } | Coaching::Strayed { .. })
    }

    /// The rule this step tells, where one just came up.
    pub fn rule(&self) -> Option<&R> {
        match self {
            Coaching::Ask { rule, .. }
            | Coaching::Choose { rule, .. }
            | Coaching::Explain { rule, .. }
            | Coaching::Done { rule } => rule.as_ref(),
            Coaching::Goal | Coaching::Strayed { .. } | Coaching::Watch | Coaching::Ahead | Coaching::Kept => None,
        }
    }
}

impl<G: Computer + Teach> Table<G> {
    /// The coach's step now, in a guided game.
    pub fn coaching(&self) -> Option<Coaching<G::Rule>> {
        let ended = self.guide()? || self.to_act() == Actor::Over;
        if self.opening() {
            return Some(Coaching::Goal);
        }
        if let Some(choice) = self.strayed() {
            return Some(Coaching::Strayed { choice });
        }
        let learner = self.watcher().unwrap_or(0);
        let rule = first_shown(self.session(), learner)
            .into_iter()
            .rev()
            .find(|&(ply, _)| ply >= self.heard())
            .map(|(_, rule)| rule);
        let chose = self.just_chose().filter(|_| self.heard() < self.ply());
        let choice = self.choices().iter().position(|&ply| ply == self.ply());
        Some(match (self.to_act(), choice) {
            _ if ended => Coaching::Done { rule },
            _ if self.kept_on() => Coaching::Kept,
            _ if self.jumping() => Coaching::Ahead,
            (Actor::Person(_), Some(choice)) => Coaching::Choose { rule, choice, chose },
            (Actor::Person(_), None) => Coaching::Ask { rule, chose },
            _ if rule.is_some() || chose.is_some() => Coaching::Explain { rule, chose },
            _ => Coaching::Watch,
        })
    }

    /// The first-time tip of a real game: the rule a person here just met with their own
    /// move, or the menu now open to them asks about, where `told(key)`
    /// says this device has not been told it (`tip_key`). After others' moves the line by the
    /// board lists those moves instead.
    pub fn new_tip(&self, told: impl Fn(&str) -> bool) -> Option<G::Rule> {
        let seat = self.watcher().filter(|_| self.guide().is_none())?;
        let met = self.ply().checked_sub(1).and_then(|ply| self.log_entry(ply)).and_then(|(turn, events)| {
            let theirs = matches!(turn, Turn::Seat(mover) if self.seats()[mover].is_here());
            G::shows(&events, seat).filter(|_| theirs)
        });
        let menu = G::menu(&self.person_actions());
        met.into_iter().chain(menu).find(|&rule| !told(&tip_key::<G>(rule)))
    }
}

/// The name under which a device remembers it was told a rule's tip.
pub fn tip_key<G: Teach>(rule: G::Rule) -> String {
    format!("tip.{}.{}", G::ID, G::rule_key(rule))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::{Guide, Refused};
    use crate::seats::{Controller, SeatSetup};
    use engine::{Game, Moment, Session, Teach};
    use vaccine_race::lesson::Rule;
    use vaccine_race::{Action, VaccineRace};

    fn guided() -> Table<VaccineRace> {
        let lesson = VaccineRace::lesson().unwrap();
        let session = Session::new(lesson.options.clone(), lesson.seed).unwrap();
        let computer = SeatSetup { controller: Controller::Computer, ..SeatSetup::default_for(1) };
        Table::new(session, vec![SeatSetup::default_for(0), computer]).guided(Guide::of(&lesson).unwrap())
    }

    fn script() -> Vec<Action> {
        VaccineRace::lesson().unwrap().actions().unwrap()
    }

    /// Plays the script (every choice answered well) until the coach's step matches, or the
    /// game is over.
    fn until(table: &mut Table<VaccineRace>, wanted: impl Fn(&Coaching<Rule>) -> bool) -> Coaching<Rule> {
        loop {
            let now = table.coaching().unwrap();
            if wanted(&now) || matches!(now, Coaching::Done { .. }) {
                return now;
            }
            match now {
                Coaching::Ask { .. } | Coaching::Choose { .. } => {
                    let good = script()[table.ply()].clone();
                    table.act(table.ply(), good).unwrap()
                }
                Coaching::Goal | Coaching::Explain { .. } => table.hear(),
                _ => assert!(table.play_automatic()),
            }
        }
    }

    /// "A goal card before the lesson's first move": nothing moves until it is read.
    #[test]
    fn the_lesson_opens_on_the_goal_card_and_nothing_moves_until_it_is_read() {
        let mut table = guided();
        assert_eq!(table.coaching(), Some(Coaching::Goal));
        assert!(Coaching::<Rule>::Goal.holds());
        table.hear();
        assert!(matches!(table.coaching(), Some(Coaching::Ask { rule: None, chose: None })));
    }

    /// Outside a choice only the script's action is allowed.
    #[test]
    fn outside_a_choice_only_the_scripts_action_is_allowed() {
        let mut table = guided();
        let asked = until(&mut table, |c| matches!(c, Coaching::Ask { .. }));
        assert!(matches!(asked, Coaching::Ask { .. }));
        let legal = table.session().state().legal_actions();
        assert_eq!(table.person_actions().len(), 1, "one action offered of {legal:?}");
        if let Some(other) = legal.iter().find(|a| !table.person_actions().contains(a)) {
            assert!(matches!(table.act(table.ply(), other.clone()), Err(Refused::Illegal(_))), "the other is refused");
        }
    }

    /// "A wrong choice is played and explained (or taken back with one tap), not
    /// forbidden"; a good one is explained too.
    #[test]
    fn a_choice_offers_every_legal_action_and_a_wrong_one_is_played_explained_and_taken_back() {
        let mut table = guided();
        let Coaching::Choose { choice, .. } = until(&mut table, |c| matches!(c, Coaching::Choose { .. })) else {
            panic!("the lesson has a choice")
        };
        let ply = table.ply();
        let legal = table.session().state().legal_actions();
        assert_eq!(table.person_actions(), legal, "every legal action is offered");
        let good = script()[ply].clone();
        let wrong = legal.iter().find(|&a| *a != good).unwrap().clone();
        table.act(ply, wrong).unwrap();
        assert_eq!(table.ply(), ply + 1, "the wrong choice is played");
        assert_eq!(table.coaching(), Some(Coaching::Strayed { choice }));
        assert!(table.coaching().unwrap().holds(), "nothing moves on after it");
        assert!(table.person_actions().is_empty() && !table.play_automatic());
        table.take_back();
        assert_eq!(table.ply(), ply, "taken back with one tap");
        assert!(matches!(table.coaching(), Some(Coaching::Choose { choice: c, .. }) if c == choice));
        table.act(ply, good.clone()).unwrap();
        let next = table.coaching().unwrap();
        assert!(
            matches!(next, Coaching::Ask { chose: Some(c), .. } | Coaching::Explain { chose: Some(c), .. } if c == choice),
            "{next:?}"
        );
    }

    /// "A costly choice plays on: ... offers both 'Take it back' and 'Keep it and go on'": kept,
    /// the game plays itself from it to its end off the script, the learner's seat too, and the
    /// coach ends on that end, won or lost.
    #[test]
    fn a_costly_choice_kept_plays_on_off_the_script_to_the_games_end() {
        let mut table = guided();
        until(&mut table, |c| matches!(c, Coaching::Choose { .. }));
        let ply = table.ply();
        let good = script()[ply].clone();
        let wrong = table.person_actions().into_iter().find(|a| *a != good).unwrap();
        table.act(ply, wrong).unwrap();
        table.keep();
        assert_eq!(table.coaching(), Some(Coaching::Kept));
        assert!(!table.coaching().unwrap().holds(), "it plays on");
        assert!(table.person_actions().is_empty(), "the computer plays the learner's seat too");
        let mut moves = 0;
        while table.play_automatic() {
            moves += 1;
            assert!(moves < 5_000, "the kept game ends");
        }
        assert!(table.session().state().outcome().is_some(), "played to the game's end");
        assert!(matches!(table.coaching(), Some(Coaching::Done { .. })), "{:?}", table.coaching());
        table.again();
        table.hear();
        assert_eq!(table.person_actions(), vec![script()[0].clone()], "the lesson again follows its script");
    }

    /// "Back one step" asks the learner's previous decision again.
    #[test]
    fn back_one_step_asks_the_learners_previous_decision_again() {
        let mut table = guided();
        table.hear();
        table.act(0, table.person_actions()[0].clone()).unwrap();
        let second = until(&mut table, |c| matches!(c, Coaching::Ask { .. } | Coaching::Choose { .. }));
        assert!(matches!(second, Coaching::Ask { .. } | Coaching::Choose { .. }));
        table.back_one_step();
        assert_eq!(table.ply(), 0);
        assert!(matches!(table.coaching(), Some(Coaching::Ask { .. } | Coaching::Choose { .. })));
    }

    /// "'Learn to play' offers 'Play the lesson again' from the goal card": a lesson played to
    /// its end starts again from its goal card, as on the first time.
    #[test]
    fn a_lesson_played_to_its_end_is_played_again_from_its_goal_card() {
        let mut table = guided();
        until(&mut table, |_| false);
        while table.play_automatic() {}
        assert!(matches!(table.coaching(), Some(Coaching::Done { .. })), "{:?}", table.coaching());
        table.again();
        assert_eq!(table.ply(), 0);
        assert_eq!(table.coaching(), Some(Coaching::Goal));
        table.hear();
        assert_eq!(table.person_actions(), vec![script()[0].clone()], "the script's first move is asked again");
    }

    /// Once every rule is told the game plays itself to its end, the learner's moves
    /// too, and the end shows the win; a rule shown on the way is told as how you lose.
    #[test]
    fn the_lesson_jumps_ahead_to_its_end_which_shows_the_win() {
        let mut table = guided();
        let mut moments = vec![];
        let mut step = table.coaching().unwrap();
        while !matches!(step, Coaching::Done { .. } | Coaching::Ahead) {
            if let Coaching::Ask { rule: Some(r), .. }
            | Coaching::Explain { rule: Some(r), .. }
            | Coaching::Choose { rule: Some(r), .. } = step
            {
                moments.extend(VaccineRace::moment(r));
            }
            step = until(&mut table, |c| *c != step);
        }
        assert!(moments.contains(&Moment::Lose), "how you lose was told: {moments:?}");
        assert_eq!(step, Coaching::Ahead);
        assert!(table.person_actions().is_empty(), "the learner has nothing to do meanwhile");
        while table.play_automatic() {}
        let Some(Coaching::Done { rule: Some(rule) }) = table.coaching() else { panic!("{:?}", table.coaching()) };
        assert_eq!(VaccineRace::moment(rule), Some(Moment::Win));
        assert!(table.person_actions().is_empty());
    }

    /// "The first time a rule comes up in a person's game ... each hint once per
    /// device".
    #[test]
    fn a_tip_names_the_rule_the_latest_move_showed_until_the_device_was_told_it() {
        let session = Session::<VaccineRace>::new(VaccineRace::lesson().unwrap().options, 512).unwrap();
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
