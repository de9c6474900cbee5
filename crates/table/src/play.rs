//! A game at the table: the session, who sits where, the computer's plan, and who is looking
//! at the screen. Plain Rust, so the rules of the table (stale taps, undo, handing the device
//! over in a game with secrets) are tested natively; the shell holds one in a signal.
//!
//! Uses `seats` and `travel` (a seat given up to another device); nothing above it.

use engine::rng::bot_rng;
use engine::{Computer, Illegal, Seat, Session, Step, Turn};

use super::seats::SeatSetup;
use super::travel::given;

/// Who must act now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    Person(Seat),
    Computer(Seat),
    /// A person on another device: their move comes back by link.
    Elsewhere(Seat),
    /// The game plays its own turn (the virus, a shuffle).
    Game,
    Over,
}

/// Why an action from the screen was not taken. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// It was meant for an earlier position (a double click, a tap on a board that moved on).
    Stale,
    /// It is not a person's turn here, or the screen is covered for the next person.
    NotYourTurn,
    Illegal(Illegal),
}

pub struct Table<G: Computer> {
    session: Session<G>,
    seats: Vec<SeatSetup>,
    /// The rest of a computer's planned turn, and the ply it continues from.
    plan: Vec<G::Action>,
    plan_ply: usize,
    looking: Option<Seat>,
    /// The person the device must be handed to before anything of theirs is shown.
    cover: Option<Seat>,
    /// A guided game's every action, the people's and the computer's: the only
    /// action allowed at each position but the learner's choices, and none after the last.
    guide: Option<Guide<G::Action>>,
    /// The rules shown by actions before this one have been told to the learner (`coach`).
    heard: usize,
    /// The learner has read the opening (the goal): where the computer or the game moves
    /// first, "Next" at move 0 must let it move.
    opened: bool,
    /// The moves sent to another device: undo never takes them back (`SavedGame::settled`).
    settled: usize,
}

impl<G: Computer> Table<G> {
    pub fn new(session: Session<G>, seats: Vec<SeatSetup>) -> Self {
        let mut table = Self {
            session,
            seats,
            plan: vec![],
            plan_ply: 0,
            looking: None,
            cover: None,
            guide: None,
            heard: 0,
            opened: false,
            settled: 0,
        };
        table.hand_over();
        table
    }

    /// The table of a game whose first `settled` moves were sent to another device.
    pub fn settled(self, settled: usize) -> Self {
        Self { settled, ..self }
    }

    /// A link of the game as it stands was made: its moves are final here, for the device it
    /// went to plays on from them.
    pub fn settle(&mut self) {
        self.settled = self.ply();
    }

    pub fn settled_moves(&self) -> usize {
        self.settled
    }

    /// This device gives `seat` up for another: its moves so far are final, and the seat is
    /// played elsewhere from here on (`travel::given`).
    pub fn give_seat(&mut self, seat: Seat) {
        self.seats = given(&self.seats, seat);
        self.settle();
        self.hand_over();
    }

    /// The number of the latest action a person here took.
    pub(super) fn last_person_action(&self) -> Option<usize> {
        self.session.steps().iter().rposition(|s| matches!(s.actor, Turn::Seat(seat) if self.seats[seat].is_here()))
    }

    /// The legal actions, or in a guided game the script's one (none after its end), every
    /// legal one where the learner chooses, and none after a choice against the script (it is
    /// to be taken back).
    fn allowed(&self) -> Vec<G::Action> {
        let legal = self.session.state().legal_actions();
        match &self.guide {
            Some(_) if self.strayed().is_some() || self.kept_on() => vec![],
            Some(guide) if guide.choices.contains(&self.ply()) => legal,
            Some(guide) => guide.script.get(self.ply()).filter(|a| legal.contains(a)).cloned().into_iter().collect(),
            None => legal,
        }
    }

    pub fn session(&self) -> &Session<G> {
        &self.session
    }

    pub fn seats(&self) -> &[SeatSetup] {
        &self.seats
    }

    pub fn ply(&self) -> usize {
        self.session.ply()
    }

    pub fn to_act(&self) -> Actor {
        self.actor(self.session.state().turn())
    }

    /// Who acts in `turn` at this table (a step of the replay has its own).
    pub fn actor(&self, turn: Turn) -> Actor {
        match turn {
            Turn::Over => Actor::Over,
            Turn::Game => Actor::Game,
            Turn::Seat(seat) if self.seats[seat].is_computer() => Actor::Computer(seat),
            Turn::Seat(seat) if self.seats[seat].is_here() => Actor::Person(seat),
            Turn::Seat(seat) => Actor::Elsewhere(seat),
        }
    }

    /// The seat whose eyes are on the screen (`None`: only what is public is shown).
    pub fn looking(&self) -> Option<Seat> {
        self.looking
    }

    /// The person to hand the device to, while the screen is covered.
    pub fn cover(&self) -> Option<Seat> {
        self.cover
    }

    /// Whose eyes the screen is for: the looking seat, else the first person here (none where
    /// only the computer plays).
    pub fn watcher(&self) -> Option<Seat> {
        self.looking.or_else(|| self.people().next())
    }

    /// The person the cover named has the device: show them their side.
    pub fn uncover(&mut self) {
        if let Some(seat) = self.cover.take() {
            self.looking = Some(seat);
        }
    }

    /// What the looking seat may see.
    pub fn view(&self) -> G::View {
        self.session.state().view(self.looking)
    }

    /// The legal actions of the person who may act on this screen now, else none.
    pub fn person_actions(&self) -> Vec<G::Action> {
        match (self.to_act(), self.cover) {
            (Actor::Person(_), None) if !self.jumping() => self.allowed(),
            _ => vec![],
        }
    }

    /// A person's action, made in the position numbered `ply`.
    pub fn act(&mut self, ply: usize, action: G::Action) -> Result<(), Refused> {
        if ply != self.ply() {
            return Err(Refused::Stale);
        }
        if !matches!(self.to_act(), Actor::Person(_)) || self.cover.is_some() {
            return Err(Refused::NotYourTurn);
        }
        if !self.allowed().contains(&action) {
            return Err(Refused::Illegal(Illegal(format!("{action:?} is not the guided game's"))));
        }
        self.session.apply(action).map_err(Refused::Illegal)?;
        // What the coach said before this action was heard; what it shows is told next.
        self.heard = ply;
        self.hand_over();
        Ok(())
    }

    /// Plays one action of the computer or of the game itself, if it is theirs to play, and
    /// with it every next automatic action the looking seat learns nothing of: the screen paces
    /// each call, so a hidden move takes one beat whatever its length.
    pub fn play_automatic(&mut self) -> bool {
        if !self.play_one_automatic() {
            return false;
        }
        while self.session.steps().last().is_some_and(|step| step.hidden_from(self.looking)) {
            if !self.play_one_automatic() {
                break;
            }
        }
        true
    }

    /// A computer thinks once per turn: the rest of its plan is kept while nobody else acts.
    fn play_one_automatic(&mut self) -> bool {
        let ply = self.ply();
        let action = match self.to_act() {
            Actor::Person(seat) | Actor::Computer(seat) if self.kept_on() => self.next_planned(seat, ply),
            _ if self.guide.is_some() && !self.kept_on() => {
                self.allowed().into_iter().next().filter(|_| self.is_automatic() || self.jumping())
            }
            Actor::Game => self.session.state().legal_actions().into_iter().next(),
            Actor::Computer(seat) => self.next_planned(seat, ply),
            Actor::Person(_) | Actor::Elsewhere(_) | Actor::Over => None,
        };
        let Some(action) = action else { return false };
        let played = self.session.apply(action).is_ok();
        self.plan_ply = self.ply();
        self.hand_over();
        played
    }

    fn next_planned(&mut self, seat: Seat, ply: usize) -> Option<G::Action> {
        let state = self.session.state();
        let legal = state.legal_actions();
        let fresh = self.plan_ply != ply || self.plan.first().is_none_or(|a| !legal.contains(a));
        if fresh {
            let mut rng = bot_rng(self.session.record().seed, ply);
            self.plan = G::plan(&state.view(Some(seat)), &legal, seat, self.seats[seat].level, &mut rng);
            self.plan.reverse();
        }
        self.plan.pop().filter(|a| legal.contains(a)).or_else(|| legal.into_iter().next())
    }

    fn is_automatic(&self) -> bool {
        matches!(self.to_act(), Actor::Computer(_) | Actor::Game)
    }

    /// Undo goes back to the last decision of a person: the computer would only replay its
    /// own. Where people keep secrets from each other, it never steps back into another
    /// person's decision. It never goes back past an action that showed a person a secret
    /// (`Game::reveals`): what was seen cannot be unseen, and undo would be an oracle.
    pub fn undo_target(&self) -> Option<usize> {
        let steps = self.session.steps();
        for ply in (self.settled..steps.len()).rev() {
            if self.reveals_to_a_person(&steps[ply]) {
                return None;
            }
            match steps[ply].actor {
                Turn::Seat(seat) if self.seats[seat].is_computer() => continue,
                // The person had no choice: the table played it, and would play it again.
                Turn::Seat(_) if steps[ply].forced => continue,
                // Another device's move was sent from there: it is not undone here.
                Turn::Seat(seat) if !self.seats[seat].is_here() => return None,
                Turn::Seat(seat) if self.several_people_hide() && Some(seat) != self.looking => return None,
                Turn::Seat(_) => return Some(ply),
                _ => continue,
            }
        }
        None
    }

    /// After undo the table looks again as for a live position: the end's seat that sees all
    /// is not a person's, so it is forgotten first.
    pub fn undo(&mut self) -> bool {
        let Some(ply) = self.undo_target() else { return false };
        if self.to_act() == Actor::Over {
            (self.looking, self.cover) = (None, None);
        }
        let done = self.session.undo_to(ply);
        self.plan.clear();
        self.hand_over();
        done
    }

    /// Redo goes forward to the next decision of a person.
    pub fn redo(&mut self) -> bool {
        let mut any = false;
        while self.session.redo() {
            any = true;
            if matches!(self.to_act(), Actor::Person(_) | Actor::Over) {
                break;
            }
        }
        self.hand_over();
        any
    }

    pub fn can_redo(&self) -> bool {
        self.session.can_redo()
    }

    /// The number the looking seat may give the action numbered `ply`: how many actions before
    /// it that seat learns something of. Actions hidden from it (`Step::hidden_from`) take no
    /// number, so its log numbers its entries without a gap where a hidden move took steps.
    pub fn visible_ply(&self, ply: usize) -> usize {
        if !self.session.state().hides_information() {
            return ply;
        }
        let steps = &self.session.steps()[..ply.min(self.ply())];
        steps.iter().filter(|step| !step.hidden_from(self.looking)).count()
    }

    /// What the looking seat may know of each action before `upto`: (who acted, the events
    /// it may see).
    pub fn log(&self, upto: usize) -> impl Iterator<Item = (Turn, Vec<G::Event>)> + '_ {
        (0..upto.min(self.ply())).filter_map(|ply| self.log_entry(ply))
    }

    /// What the looking seat may know of the action numbered `ply`, read without walking the
    /// actions before it (the screen asks after every action, late in long games too).
    pub fn log_entry(&self, ply: usize) -> Option<(Turn, Vec<G::Event>)> {
        let Step { actor, events, .. } = self.session.steps().get(ply).filter(|_| ply < self.ply())?;
        Some((*actor, events.iter().filter_map(|e| G::redact(e, self.looking)).collect()))
    }

    /// The first of the moves this screen's person waited for, where other seats or the game
    /// itself moved since that person's last action ("While you waited"): the last action of
    /// the seat to act now, where a person here acts (on a shared tablet the others' moves
    /// too), else of any person here. With no person here nobody waits.
    pub fn waited_since(&self) -> Option<usize> {
        self.people().next()?;
        let acting = match self.to_act() {
            Actor::Person(seat) => Some(seat),
            _ => None,
        };
        let here = |turn: Turn| matches!(turn, Turn::Seat(seat) if self.seats[seat].is_here());
        let theirs = |turn: Turn| match (turn, acting) {
            (Turn::Seat(seat), Some(acting)) => seat == acting,
            _ => here(turn),
        };
        let steps = self.session.steps();
        let from = steps.iter().rposition(|step| theirs(step.actor) && !step.forced).map_or(0, |ply| ply + 1);
        steps[from..].iter().any(|step| !theirs(step.actor)).then_some(from)
    }

    /// The people at this device: only their eyes are ever on this screen.
    fn people(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.seats.len()).filter(|&seat| self.seats[seat].is_here())
    }

    fn several_people_hide(&self) -> bool {
        self.session.state().hides_information() && self.people().count() > 1
    }

    fn reveals_to_a_person(&self, step: &Step<G>) -> bool {
        self.people().any(|seat| step.events.iter().any(|event| G::reveals(event, seat)))
    }

    /// Who looks after the position changed: with secrets and one person, always that
    /// person; with several, a new person to act gets the device through the cover; at the
    /// end, the seat that sees all (`Game::SEES_ALL`). Without secrets nobody in particular:
    /// everything is public.
    fn hand_over(&mut self) {
        if self.to_act() == Actor::Over {
            (self.looking, self.cover) = (G::SEES_ALL, None);
            return;
        }
        let people: Vec<Seat> = self.people().collect();
        if !self.session.state().hides_information() || people.is_empty() {
            (self.looking, self.cover) = (None, None);
            return;
        }
        if let [only] = people[..] {
            self.looking = Some(only);
            return;
        }
        if let Actor::Person(next) = self.to_act() {
            if self.looking != Some(next) && self.cover != Some(next) {
                (self.looking, self.cover) = (None, Some(next));
            }
        }
    }
}

mod for_you;
mod guide;

pub use for_you::ForYou;
pub use guide::Guide;
#[cfg(test)]
mod secret_cards;
#[cfg(test)]
mod tests;
