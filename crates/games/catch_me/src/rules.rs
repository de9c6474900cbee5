//! The rules: rolling, stepping, the end of a move and of the game.

use super::board::{Kind, Square};
use super::moves::Walk;
use super::sealed::{Seal, Sealed};
use super::sight::{self, CatchView};
use super::state::{Action, CatchMe, Event, Mode, Move, Options, Phase, Side, UnseenMove, VIRUS};
use engine::rng::{game_rng, roll};
use engine::{Game, Outcome, Sealable, Seat, SetupError, Turn};

impl Game for CatchMe {
    type Action = Action;
    type Event = Event;
    type View = CatchView;
    type Options = Options;

    const ID: &'static str = "catch-me";
    /// 2: the wall wherever the virus's square is public, and no square twice in a whole turn.
    const RULES_VERSION: u32 = 2;
    const HIDES_INFORMATION: bool = true;

    /// Seed: in Normal gameplay nothing is hidden, so two people share the screen uncovered.
    fn hides_information(&self) -> bool {
        self.mode.hides_the_virus()
    }

    /// The virus knows every secret of the game: its own squares and rolls.
    const SEES_ALL: Option<Seat> = Some(VIRUS);

    /// Seed, setup: "Place the hero token and the virus token at their respective starting positions."
    fn new(options: &Options, seed: u64) -> Result<Self, SetupError> {
        let board = options.board.board();
        if options.mode == Mode::Normal && !options.sealed.is_off() {
            return Err(SetupError("Normal gameplay hides nothing, so it is never sealed".into()));
        }
        Ok(Self {
            mode: options.mode,
            board: options.board,
            hero: board.hero_start,
            virus: board.virus_start,
            phase: Phase::Roll { roller: Side::Hero },
            // The hero's device of a sealed game learns the virus's path only at the end.
            trail: if options.sealed == Sealed::Blind { vec![] } else { vec![board.virus_start] },
            // Both tokens are set out in sight: the hero has seen the virus on its start.
            seen: board.virus_start,
            unseen: vec![],
            turn_path: vec![],
            rng: game_rng(seed),
            seal: Seal::of(options.sealed),
            fair_dice: options.fair_dice,
            unseen_again: options.unseen_again,
            hero_dice: None,
        })
    }

    fn seats(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        self.phase.turn()
    }

    fn legal_actions(&self) -> Vec<Action> {
        if self.waits_for_the_virus() {
            return vec![];
        }
        match &self.phase {
            // R19: the hero's roll waits for its run's mix of both devices' values.
            Phase::Roll { roller: Side::Hero } if self.takes_mix() => vec![],
            Phase::Roll { .. } => vec![Action::Roll],
            Phase::Move(mv) => self.walk(mv.mover).next_steps(mv).into_iter().map(Action::Step).collect(),
            Phase::UnseenMove { .. } | Phase::Over { .. } => vec![],
        }
    }

    fn apply_legal(&mut self, action: &Action) -> Vec<Event> {
        let mut events = vec![];
        // Each run of the hero's rolls has dice of its own: the virus's acting ends the run.
        if self.turn() == Turn::Seat(VIRUS) || matches!(action, Action::Unseen(_)) {
            self.hero_dice = None;
        }
        match (&self.phase, action) {
            (_, Action::Dice(mix)) => self.mix_dice(mix),
            (Phase::Roll { roller }, Action::Roll) => self.roll(*roller, &mut events),
            (Phase::Move(_), Action::Step(to)) => self.step(*to, &mut events),
            (_, Action::Unseen(unseen)) => events = self.take_unseen(unseen),
            (phase, action) => unreachable!("{action:?} is not legal in {phase:?}"),
        }
        events
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            // Two players and one winner: the other comes second.
            Phase::Over { winner } => Some(Outcome::won_by(vec![winner.seat()]).then_by(vec![0, 0])),
            _ => None,
        }
    }

    fn view(&self, seat: Option<Seat>) -> CatchView {
        sight::view(self, seat)
    }

    fn redact(event: &Event, seat: Option<Seat>) -> Option<Event> {
        sight::redact(event, seat)
    }

    fn reveals(event: &Event, seat: Seat) -> bool {
        sight::reveals(event, seat)
    }

    fn rolls(action: &Action) -> bool {
        matches!(action, Action::Roll)
    }

    fn invariants(&self) -> Result<(), String> {
        super::invariants::check(self)
    }

    /// The virus's device's word (`Action::Unseen`) is never listed, for nobody can choose it:
    /// the hero's device checks it when it comes.
    fn is_legal(&self, action: &Action) -> bool {
        match action {
            Action::Unseen(unseen) => self.unseen_fault(unseen).is_none(),
            Action::Dice(_) => self.takes_mix(),
            listed => self.legal_actions().contains(listed),
        }
    }
}

impl CatchMe {
    /// Where `mover`'s move may go, by the truth.
    pub(super) fn walk(&self, mover: Side) -> Walk<'static> {
        Walk::of(self.board(), mover, self.hero, self.public_virus())
    }

    /// Whether `mover`'s moves are out of the hero's sight.
    fn out_of_sight(&self, mover: Side) -> bool {
        self.mode.hides_the_virus() && mover == Side::Virus
    }

    /// Seed: "If you rolled a 1, 2 or 3 - move the corresponding number of squares"; "If you
    /// rolled a 4,5 or 6 - your opponent moves 1, 2 or 3 squares" (ruling: the roll minus 3).
    fn roll(&mut self, roller: Side, events: &mut Vec<Event>) {
        let face = roll(self.dice(roller), 6);
        let (mover, steps) = if face <= 3 { (roller, face) } else { (roller.other(), face - 3) };
        // A virus roll that moves the virus is hidden; one that moves the hero cannot be.
        let hidden = self.out_of_sight(roller) && mover == roller;
        events.push(secret_if(hidden, Event::Rolled { side: roller, face: Some(face) }));
        events.push(secret_if(hidden, Event::MoveStarted { mover, steps: Some(steps) }));
        // After a 'Roll Again!' the turn goes on: its earlier squares stay entered.
        let path = match std::mem::take(&mut self.turn_path) {
            earlier if mover == roller && !earlier.is_empty() => earlier,
            _ => vec![self.square_of(mover)],
        };
        // The hero's device of a sealed game does not know where the virus moves from.
        if self.is_blind() && mover == Side::Virus {
            self.phase = Phase::UnseenMove { roller, steps: Some(steps) };
            return;
        }
        self.phase = Phase::Move(Move { roller, mover, steps, steps_left: steps, path });
        self.end_move_if_done(events);
    }

    fn step(&mut self, to: Square, events: &mut Vec<Event>) {
        let Phase::Move(mv) = &self.phase else { unreachable!("steps are legal only in a move") };
        let (mover, from) = (mv.mover, mv.at());
        let steps_left = self.walk(mover).left_after(to, mv.steps_left);
        if let Phase::Move(mv) = &mut self.phase {
            mv.steps_left = steps_left;
            mv.path.push(to);
        }
        match mover {
            Side::Hero => self.hero = to,
            Side::Virus => {
                self.virus = to;
                self.trail.push(to);
            }
        }
        events.push(secret_if(self.out_of_sight(mover), Event::Stepped { mover, from, to, steps_left }));
        // Whether the hero's step met a hidden virus only the virus's device knows: it says so.
        if self.hero == self.virus && !self.is_blind() {
            self.game_over(Side::Virus, events);
        } else if self.board().is_safe(self.hero) {
            self.game_over(Side::Hero, events);
        } else {
            self.end_move_if_done(events);
        }
    }

    /// Ends the move in progress once no legal step is left, and hands on the roll.
    fn end_move_if_done(&mut self, events: &mut Vec<Event>) {
        let Phase::Move(mv) = &self.phase else { return };
        if !self.walk(mv.mover).is_over(mv) {
            return;
        }
        let mv = mv.clone();
        let (mover, at) = (mv.mover, mv.at());
        events.push(secret_if(self.out_of_sight(mover), Event::MoveEnded { mover, at, steps_left: mv.steps_left }));
        // Ruling: "The 'Roll Again!' bonus applies only to a move made on one's own roll."
        let again = mv.on_own_roll() && self.board().kind(at) == Kind::RollAgain;
        if again && self.out_of_sight(mover) && self.unseen_again {
            return self.roll_again_unseen(mv, events);
        }
        if mover == Side::Virus {
            self.after_virus_move(&mv, events);
        }
        if again {
            events.push(secret_if(self.out_of_sight(mover), Event::RollsAgain { side: mover }));
            self.phase = Phase::Roll { roller: mv.roller };
            self.turn_path = mv.path;
        } else {
            self.phase = Phase::Roll { roller: mv.roller.other() };
        }
    }

    /// Ruling: the virus's rolls are hidden "including whether it rolls again (what the hero
    /// sees of a hidden virus turn is the same whatever it rolled)". So a hidden virus on purple
    /// rolls again at once, out of sight: 1-3 and the same move goes on by that many squares
    /// (its squares so far still entered); 4-6 would move the hero, which everyone would see, so
    /// out of sight the bonus is lost (ruling, ours). Either way the hero sees one virus move.
    fn roll_again_unseen(&mut self, mv: Move, events: &mut Vec<Event>) {
        events.push(Event::Secret(Box::new(Event::RollsAgain { side: Side::Virus })));
        let face = roll(self.dice(Side::Virus), 6);
        events.push(Event::Secret(Box::new(Event::RolledAgainUnseen { face })));
        if face <= 3 {
            self.phase = Phase::Move(Move { steps: face, steps_left: face, ..mv });
            self.end_move_if_done(events);
        } else {
            self.after_virus_move(&mv, events);
            self.phase = Phase::Roll { roller: Side::Hero };
        }
    }

    /// Counts the virus's move out of sight, and shows the virus when the mode says so
    /// (ruling: Quarantine "shows the virus where it was after every second virus move").
    /// Ruling (ours): every virus move counts, on either side's roll.
    fn after_virus_move(&mut self, mv: &Move, events: &mut Vec<Event>) {
        let steps = (mv.roller == Side::Hero).then_some(mv.steps);
        self.unseen.push(UnseenMove { hero: self.hero, steps });
        if self.mode.shows_the_virus_every().is_some_and(|every| self.unseen.len() >= every) {
            self.seen = self.virus;
            self.unseen.clear();
            if self.mode.hides_the_virus() {
                events.push(Event::VirusShown { at: self.virus });
            }
        }
    }

    /// The game's end reveals the whole hidden path of the virus.
    fn game_over(&mut self, winner: Side, events: &mut Vec<Event>) {
        events.push(match winner {
            Side::Hero => Event::HeroSafe { at: self.hero },
            Side::Virus => Event::HeroCaught { at: self.hero },
        });
        self.phase = Phase::Over { winner };
        // The hero's device learns the virus's path from the virus's device, at the end.
        if self.mode.hides_the_virus() && !self.is_blind() {
            events.push(Event::VirusRevealed { trail: self.trail.clone() });
        }
    }
}

fn secret_if(hidden: bool, event: Event) -> Event {
    if hidden {
        Event::Secret(Box::new(event))
    } else {
        event
    }
}
