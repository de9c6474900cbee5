//! The rules: what may be done, and what an action does.

use super::squares::{
    event_at, Dice, SquareEvent, ANIMAL_TRIAL_SUCCESS, DNA_SEQUENCED, GOAL, PANDEMIC, PHASE_ONE, PHASE_ONE_SETBACK,
};
use super::state::{Action, Event, Options, Phase, Piece, RollFor, VaccineRace, MAX_PLAYERS, MIN_PLAYERS};
use engine::rng::{game_rng, roll, unknown_rng};
use engine::{Game, Outcome, Seat, SetupError, Turn};

/// Seed rule 1 and the ruling: a piece on PANDEMIC needs a 5 or 6 to reach square 1.
const SEQUENCING_NEEDS: u8 = 5;
/// Seed, square 14: "If they roll a 5 or 6, they can choose to skip Animal trials".
const SHORTCUT_NEEDS: u8 = 5;

impl Game for VaccineRace {
    type Action = Action;
    type Event = Event;
    type View = VaccineRace;
    type Options = Options;

    const ID: &'static str = "vaccine-race";
    const RULES_VERSION: u32 = 1;

    fn new(options: &Options, seed: u64) -> Result<Self, SetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&options.players) {
            return Err(SetupError(format!("{MIN_PLAYERS} to {MAX_PLAYERS} players, not {}", options.players)));
        }
        Ok(Self {
            pieces: vec![Piece::default(); options.players],
            current: 0,
            phase: Phase::Move,
            rng: game_rng(seed),
        })
    }

    fn seats(&self) -> usize {
        self.pieces.len()
    }

    fn turn(&self) -> Turn {
        match &self.phase {
            Phase::Won { .. } => Turn::Over,
            Phase::CompanyRollOff { rolls, .. } => Turn::Seat(self.next_company_roller(rolls)),
            _ => Turn::Seat(self.current),
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Won { .. } => vec![],
            Phase::AnimalTrialChoice => vec![Action::SkipAnimalTrials, Action::DoAnimalTrials],
            _ => vec![Action::Roll],
        }
    }

    fn apply_legal(&mut self, action: &Action) -> Vec<Event> {
        let mut events = vec![];
        match (&self.phase, action) {
            (Phase::Move, _) => self.roll_to_move(&mut events),
            (Phase::AnimalTrialRoll, _) => self.roll_for_shortcut(&mut events),
            (Phase::AnimalTrialChoice, choice) => self.choose_shortcut(choice, &mut events),
            (Phase::CompanyRollOff { .. }, _) => self.roll_for_company_event(&mut events),
            (Phase::Won { .. }, _) => unreachable!("no action is legal once the game is won"),
        }
        events
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            // The others ranked by the square each reached.
            Phase::Won { winner } => {
                Some(Outcome::won_by(vec![winner]).then_by(self.pieces.iter().map(|p| i64::from(p.square)).collect()))
            }
            _ => None,
        }
    }

    /// Nothing is hidden but the dice to come.
    fn view(&self, _seat: Option<Seat>) -> VaccineRace {
        Self { rng: unknown_rng(), ..self.clone() }
    }

    fn rolls(action: &Action) -> bool {
        matches!(action, Action::Roll)
    }

    fn invariants(&self) -> Result<(), String> {
        super::invariants::check(self)
    }
}

impl VaccineRace {
    /// The dice the current piece rolls to move, set by the square it stands on (ruling,
    /// standing events).
    pub fn dice_to_move(&self) -> Dice {
        match event_at(self.pieces[self.current].square) {
            Some(SquareEvent::RollInstead(dice)) => dice,
            _ => Dice::OneD6,
        }
    }

    fn throw(&mut self, seat: Seat, dice: Dice, roll_for: RollFor, events: &mut Vec<Event>) -> Vec<u8> {
        let (count, sides) = dice.shape();
        let faces: Vec<u8> = (0..count).map(|_| roll(&mut self.rng, sides)).collect();
        events.push(Event::Rolled { seat, dice, faces: faces.clone(), roll_for });
        faces
    }

    fn roll_to_move(&mut self, events: &mut Vec<Event>) {
        let seat = self.current;
        let from = self.pieces[seat].square;
        if from == PANDEMIC {
            let faces = self.throw(seat, Dice::OneD6, RollFor::Sequencing, events);
            if faces[0] >= SEQUENCING_NEEDS {
                self.move_to(seat, DNA_SEQUENCED, events);
            } else {
                events.push(Event::Held { seat, square: from, needed: SEQUENCING_NEEDS });
            }
            return self.end_turn(events);
        }
        let faces = self.throw(seat, self.dice_to_move(), RollFor::Moving, events);
        if self.pieces[seat].skipped_animal_trials && PHASE_ONE.contains(&from) && faces.contains(&1) {
            self.pieces[seat].skipped_animal_trials = false;
            self.pieces[seat].square = PHASE_ONE_SETBACK;
            events.push(Event::PhaseOneSetback { seat, from });
            return self.end_turn(events);
        }
        if let Some(SquareEvent::Gate(needed)) = event_at(from) {
            if faces.iter().sum::<u8>() < needed {
                events.push(Event::Held { seat, square: from, needed });
                return self.end_turn(events);
            }
        }
        let to = (from + faces.iter().sum::<u8>()).min(GOAL);
        self.move_to(seat, to, events);
        self.land(seat, events);
    }

    fn move_to(&mut self, seat: Seat, to: u8, events: &mut Vec<Event>) {
        let from = self.pieces[seat].square;
        self.pieces[seat].square = to;
        events.push(Event::Moved { seat, from, to });
    }

    /// The landing event of the square a forward move ended on (ruling: landing events).
    fn land(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let square = self.pieces[seat].square;
        if square == GOAL {
            self.phase = Phase::Won { winner: seat };
            events.push(Event::Won { seat });
            return;
        }
        match event_at(square) {
            Some(SquareEvent::GoBack(to)) => {
                self.pieces[seat].square = to;
                events.push(Event::SentBack { seat, from: square, to });
            }
            Some(SquareEvent::SkipNextTurn) => {
                self.pieces[seat].skip_next_turn = true;
                events.push(Event::MustSkipNextTurn { seat, square });
            }
            Some(SquareEvent::AnimalTrialShortcut) => {
                self.phase = Phase::AnimalTrialRoll;
                return;
            }
            Some(SquareEvent::CompanyEvent) => {
                self.phase = Phase::CompanyRollOff { square, rolls: vec![None; self.pieces.len()] };
                return;
            }
            _ => {}
        }
        self.end_turn(events);
    }

    fn roll_for_shortcut(&mut self, events: &mut Vec<Event>) {
        let seat = self.current;
        let faces = self.throw(seat, Dice::OneD6, RollFor::AnimalTrialShortcut, events);
        if faces[0] >= SHORTCUT_NEEDS {
            self.phase = Phase::AnimalTrialChoice;
            events.push(Event::ShortcutOffered { seat });
        } else {
            self.end_turn(events);
        }
    }

    fn choose_shortcut(&mut self, choice: &Action, events: &mut Vec<Event>) {
        let seat = self.current;
        if *choice == Action::SkipAnimalTrials {
            self.pieces[seat].skipped_animal_trials = true;
            events.push(Event::AnimalTrialsSkipped { seat });
            self.move_to(seat, ANIMAL_TRIAL_SUCCESS, events);
        } else {
            events.push(Event::AnimalTrialsKept { seat });
        }
        self.end_turn(events);
    }

    /// Company events roll in seat order starting with the player who landed.
    fn next_company_roller(&self, rolls: &[Option<u8>]) -> Seat {
        let n = self.pieces.len();
        (0..n).map(|k| (self.current + k) % n).find(|&s| rolls[s].is_none()).unwrap_or(self.current)
    }

    fn roll_for_company_event(&mut self, events: &mut Vec<Event>) {
        let Phase::CompanyRollOff { rolls, .. } = &self.phase else { return };
        let seat = self.next_company_roller(rolls);
        let face = self.throw(seat, Dice::OneD6, RollFor::CompanyEvent, events)[0];
        let Phase::CompanyRollOff { rolls, .. } = &mut self.phase else { return };
        rolls[seat] = Some(face);
        if rolls.iter().all(Option::is_some) {
            let rolls: Vec<u8> = rolls.iter().flatten().copied().collect();
            self.settle_company_event(&rolls, events);
        }
    }

    /// Everyone who rolled the lowest value X goes back X squares, never below 0; no landing
    /// event fires (ruling: company events).
    fn settle_company_event(&mut self, rolls: &[u8], events: &mut Vec<Event>) {
        let lowest = *rolls.iter().min().expect("every seat rolled");
        let losers: Vec<Seat> = (0..rolls.len()).filter(|&s| rolls[s] == lowest).collect();
        events.push(Event::CompanyEventLost { seats: losers.clone(), lowest });
        for seat in losers {
            let from = self.pieces[seat].square;
            let to = from.saturating_sub(lowest);
            self.pieces[seat].square = to;
            events.push(Event::SentBack { seat, from, to });
        }
        self.end_turn(events);
    }

    /// Passes the turn on, skipping (once) every piece marked to skip its next turn.
    fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Move;
        loop {
            self.current = (self.current + 1) % self.pieces.len();
            let piece = &mut self.pieces[self.current];
            if !piece.skip_next_turn {
                return;
            }
            piece.skip_next_turn = false;
            events.push(Event::TurnSkipped { seat: self.current });
        }
    }
}
