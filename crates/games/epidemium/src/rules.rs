//! The rules: setting up, whose turn it is, what may be done and where each action goes.

use rand::seq::SliceRandom;

use super::state::{
    Action, Cards, Continent, Epidemium, Event, Options, OrderRolls, Phase, Piece, Thrown, World, MAX_PLAYERS,
    MIN_PLAYERS,
};
use engine::rng::{game_rng, roll, unknown_rng, GameRng};
use engine::{Game, Outcome, Seat, SetupError, Turn};

impl Game for Epidemium {
    type Action = Action;
    type Event = Event;
    type View = Epidemium;
    type Options = Options;

    const ID: &'static str = "epidemium";
    /// 2: the two-player skip exception holds in one world only and counts a skip saved by
    /// Bonus Life; one against one, seven teleport misses in the first of two turns are spared.
    /// 3: the teleport's seven throws are one action, Magic Number offered on the seventh miss
    /// only; Magic Number offers only the values that change what the throw does (R26).
    const RULES_VERSION: u32 = 3;

    fn new(options: &Options, seed: u64) -> Result<Self, SetupError> {
        let players = options.players;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(SetupError(format!("{MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")));
        }
        let mut rng = game_rng(seed);
        let characters = draw_characters(&options.characters, players, &mut rng)
            .ok_or_else(|| SetupError(format!("{players} different characters, not {:?}", options.characters)))?;
        Ok(Self {
            pieces: characters.into_iter().map(|continent| new_piece(continent, players)).collect(),
            order: vec![],
            at: 0,
            phase: Phase::Order(OrderRolls { settled: vec![], pending: vec![(0..players).collect()], faces: vec![] }),
            slow_mode: options.slow_mode,
            last_skip: None,
            rng,
        })
    }

    fn seats(&self) -> usize {
        self.pieces.len()
    }

    fn turn(&self) -> Turn {
        match &self.phase {
            Phase::Order(rolls) => Turn::Seat(rolls.pending[0][rolls.faces.len()]),
            Phase::BonusLife { seat, .. } => Turn::Seat(*seat),
            Phase::Won { .. } => Turn::Over,
            Phase::Turn | Phase::Magic(_) => Turn::Seat(self.current()),
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match &self.phase {
            Phase::Order(_) => vec![Action::Roll],
            Phase::Turn => {
                let mut actions = vec![Action::Roll];
                actions.extend(self.penalty_targets().into_iter().map(Action::Penalty));
                actions
            }
            Phase::Magic(thrown) => {
                let values = self.magic_values(*thrown).into_iter().map(Action::MagicNumber);
                [Action::KeepRoll].into_iter().chain(values).collect()
            }
            Phase::BonusLife { .. } => vec![Action::BonusLife, Action::AcceptSkip],
            Phase::Won { .. } => vec![],
        }
    }

    /// The same answer as searching `legal_actions`, without building the list (the random-play
    /// test checks that the two agree on every action in every state).
    fn is_legal(&self, action: &Action) -> bool {
        match (&self.phase, action) {
            (Phase::Order(_) | Phase::Turn, Action::Roll) => true,
            (Phase::Turn, Action::Penalty(target)) => self.penalty_targets().contains(target),
            (Phase::Magic(_), Action::KeepRoll) => true,
            (Phase::Magic(thrown), Action::MagicNumber(v)) => self.magic_values(*thrown).contains(v),
            (Phase::BonusLife { .. }, Action::BonusLife | Action::AcceptSkip) => true,
            _ => false,
        }
    }

    fn apply_legal(&mut self, action: &Action) -> Vec<Event> {
        let mut events = vec![];
        match (self.phase.clone(), action) {
            (Phase::Order(_), _) => self.roll_for_order(&mut events),
            (Phase::Turn, Action::Penalty(target)) => self.play_penalty(*target, &mut events),
            (Phase::Turn, _) if self.pieces[self.current()].at_teleport() => self.throw_to_teleport(&mut events),
            (Phase::Turn, _) => self.roll_to_move(&mut events),
            (Phase::Magic(thrown), Action::MagicNumber(value)) => self.play_magic_number(thrown, *value, &mut events),
            (Phase::Magic(thrown), _) => self.settle(thrown, &mut events),
            (Phase::BonusLife { seat, penalty }, choice) => {
                self.choose_bonus_life(seat, penalty, choice == &Action::BonusLife, &mut events)
            }
            (Phase::Won { .. }, _) => {}
        }
        events
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            // The others ranked by the journey each made (R27).
            Phase::Won { winner } => Some(
                Outcome::won_by(vec![winner])
                    .then_by(self.pieces.iter().map(|p| i64::from(p.journey_made())).collect()),
            ),
            _ => None,
        }
    }

    /// Nothing is hidden but the dice to come: the cards left are shown.
    fn view(&self, _seat: Option<Seat>) -> Epidemium {
        Self { rng: unknown_rng(), ..self.clone() }
    }

    fn rolls(action: &Action) -> bool {
        matches!(action, Action::Roll)
    }

    /// A throw that moves the piece is kept and the Magic Number card saved for one
    /// that would not, as the computer plays; but not where the card would win the game now.
    fn usual(&self) -> Option<Action> {
        let Phase::Magic(thrown @ Thrown::Move { face, .. }) = self.phase else { return None };
        let wins = |value: u8| {
            let mut next = self.clone();
            next.apply(&Action::MagicNumber(value)).is_ok() && next.outcome().is_some()
        };
        let moves = self.pieces[self.current()].world.moves_on(face);
        (moves && !self.magic_values(thrown).into_iter().any(wins)).then_some(Action::KeepRoll)
    }

    fn invariants(&self) -> Result<(), String> {
        super::invariants::check(self)
    }
}

/// Ruling (ours): characters chosen at setup are taken as they are; the players who chose none
/// draw from the bag what is left, with the game's seed (seed: "Ogni giocatore pesca dalla
/// sacca uno stetoscopio colorato"). `None` when the choices are not one per player, all different.
fn draw_characters(chosen: &[Option<Continent>], players: usize, rng: &mut GameRng) -> Option<Vec<Continent>> {
    let chosen = if chosen.is_empty() { vec![None; players] } else { chosen.to_vec() };
    let mut bag: Vec<Continent> = Continent::ALL.into_iter().filter(|c| !chosen.contains(&Some(*c))).collect();
    bag.shuffle(rng);
    let mut bag = bag.into_iter();
    let characters: Vec<Continent> = chosen.iter().map(|c| c.or_else(|| bag.next())).collect::<Option<_>>()?;
    let distinct = characters.iter().enumerate().all(|(i, c)| !characters[..i].contains(c));
    (characters.len() == players && distinct).then_some(characters)
}

fn new_piece(continent: Continent, players: usize) -> Piece {
    Piece {
        continent,
        world: World::Past,
        spot: 0,
        syringe: false,
        d4: false,
        slow_step: false,
        stopped: None,
        hand: Cards::dealt(players),
        played: Cards::default(),
        second_try: false,
    }
}

impl Epidemium {
    /// Seed: "chi fa il numero più basso parte per primo"; tied players roll again among
    /// themselves until one is higher (ruling: "ties among them re-roll").
    ///
    /// Ruling (ours): these rolls are not moves, so no card may be played on them; tied players
    /// re-roll in seat order and keep their place between the lower and the higher rolls.
    fn roll_for_order(&mut self, events: &mut Vec<Event>) {
        let face = roll(&mut self.rng, 6);
        let Phase::Order(rolls) = &mut self.phase else { return };
        let seat = rolls.pending[0][rolls.faces.len()];
        events.push(Event::OrderRolled { seat, face });
        rolls.faces.push(face);
        if rolls.faces.len() < rolls.pending[0].len() {
            return;
        }
        let group = rolls.pending.remove(0);
        let mut distinct = rolls.faces.clone();
        distinct.sort_unstable();
        distinct.dedup();
        for (k, value) in distinct.iter().enumerate() {
            let tied: Vec<Seat> = (0..group.len()).filter(|&i| rolls.faces[i] == *value).map(|i| group[i]).collect();
            if tied.len() > 1 {
                events.push(Event::OrderTie { seats: tied.clone() });
            }
            rolls.pending.insert(k, tied);
        }
        rolls.faces.clear();
        while rolls.pending.first().is_some_and(|g| g.len() == 1) {
            rolls.settled.push(rolls.pending.remove(0)[0]);
        }
        if rolls.pending.is_empty() {
            self.order = std::mem::take(&mut rolls.settled);
            events.push(Event::OrderSettled { order: self.order.clone() });
            self.at = 0;
            self.phase = Phase::Turn;
        }
    }

    /// Passes the turn on in the play order, skipping (once) every player who must sit one out.
    pub(super) fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Turn;
        loop {
            self.at = (self.at + 1) % self.order.len();
            let seat = self.order[self.at];
            if self.pieces[seat].stopped.take().is_none() {
                return;
            }
            events.push(Event::TurnSkipped { seat });
        }
    }
}
