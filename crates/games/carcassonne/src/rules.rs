//! The rules: a turn is draw, place the tile, perhaps a Meeple, score what it completed.

use super::board::{Board, Placed};
use super::state::{Action, Carcassonne, Event, Options, Phase, Tally, MAX_PLAYERS, MEEPLES, MIN_PLAYERS};
use super::tiles::{Kind, MAX_SEGMENTS, TILE_LIST};
use engine::rng::{game_rng, unknown_rng, Rng};
use engine::{Game, Outcome, Seat, SetupError, Turn};

impl Game for Carcassonne {
    type Action = Action;
    type Event = Event;
    type View = Carcassonne;
    type Options = Options;

    const ID: &'static str = "carcassonne";
    /// 2: the crossroads has four Fields, not three (R10): version 1 offered fewer places for a Meeple.
    /// 3: a completed feature is no spread target (R17): version 2 offered it.
    const RULES_VERSION: u32 = 3;

    fn new(options: &Options, seed: u64) -> Result<Self, SetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&options.players) {
            return Err(SetupError(format!("{MIN_PLAYERS} to {MAX_PLAYERS} players, not {}", options.players)));
        }
        let mut game = Self {
            board: Board::new(),
            stack: full_stack(),
            set_aside: vec![],
            scores: vec![0; options.players],
            tally: vec![Tally::default(); options.players],
            supply: vec![MEEPLES; options.players],
            current: 0,
            phase: Phase::Over,
            rng: game_rng(seed),
            covid: None,
        };
        // The start tile is face up in the middle; the rest are shuffled face down.
        let start = game.stack.iter().position(|&k| k == Kind::START).expect("the stack holds the start tile");
        game.stack.remove(start);
        game.board.place(Placed { kind: Kind::START, x: 0, y: 0, rotation: 0 }, &mut |_| {});
        super::covid::setup(&mut game, options.covid);
        game.draw(&mut vec![]);
        Ok(game)
    }

    fn seats(&self) -> usize {
        self.scores.len()
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::Over => Turn::Over,
            _ => Turn::Seat(self.current),
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::PlaceTile { tile } => {
                self.board.placement_list(tile, |x, y, rotation| Action::Place { x, y, rotation })
            }
            Phase::PlaceMeeple { tile } => {
                // Room for "none" and every segment, so that the list never regrows.
                let mut actions = Vec::with_capacity(1 + MAX_SEGMENTS);
                actions.push(Action::Meeple(None));
                actions.extend(self.free_segments(tile as usize).map(|s| Action::Meeple(Some(s))));
                actions
            }
            Phase::Spread { .. } | Phase::MoveToken { .. } => self.covid_actions(),
            Phase::Over => vec![],
        }
    }

    fn is_legal(&self, action: &Action) -> bool {
        match (self.phase, action) {
            (Phase::PlaceTile { tile }, &Action::Place { x, y, rotation }) => {
                self.board.fits(tile, x as i32, y as i32, rotation)
            }
            (Phase::PlaceMeeple { .. }, Action::Meeple(None)) => true,
            (Phase::PlaceMeeple { tile }, &Action::Meeple(Some(s))) => {
                self.free_segments(tile as usize).any(|f| f == s)
            }
            (Phase::Spread { .. }, Action::Spread(_)) | (Phase::MoveToken { .. }, Action::MoveToken(_)) => {
                self.covid_actions().contains(action)
            }
            _ => false,
        }
    }

    fn apply_legal(&mut self, action: &Action) -> Vec<Event> {
        let mut events = Vec::with_capacity(8);
        self.play(action, &mut events);
        events
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let best = *self.scores.iter().max()?;
        let winners = (0..self.scores.len()).filter(|&s| self.scores[s] == best).collect();
        Some(Outcome { winners, scores: self.scores.iter().map(|&s| s as i32).collect(), progress: vec![] })
    }

    /// Everything on the table is public; the stack is a heap of known tiles in no order, so
    /// the only secret is the generator that will draw from it.
    fn view(&self, _seat: Option<Seat>) -> Carcassonne {
        Self { rng: unknown_rng(), ..self.clone() }
    }

    fn invariants(&self) -> Result<(), String> {
        super::invariants::check(self)
    }
}

/// All 72 tiles of the rulebook's list.
pub fn full_stack() -> Vec<Kind> {
    TILE_LIST.iter().flat_map(|&(kind, count, _, _)| std::iter::repeat_n(kind, count as usize)).collect()
}

impl Carcassonne {
    /// Applies a legal action, writing what happened into `events` (the bots reuse one buffer).
    pub fn play(&mut self, action: &Action, events: &mut Vec<Event>) {
        match (self.phase, action) {
            (Phase::PlaceTile { tile }, &Action::Place { x, y, rotation }) => {
                self.tell_the_covid_tile_set_up(events);
                self.place_tile(tile, x, y, rotation, events)
            }
            (Phase::PlaceMeeple { tile }, &Action::Meeple(segment)) => {
                match segment {
                    Some(segment) => self.place_meeple(tile as usize, segment, events),
                    None => events.push(Event::NoMeeple { seat: self.current }),
                }
                self.finish_turn(tile as usize, events);
            }
            (Phase::Spread { tile }, &Action::Spread(to)) => self.spread(tile as usize, to, events),
            (Phase::MoveToken { tile, to }, &Action::MoveToken(from)) => {
                self.move_token(tile as usize, from, to, events)
            }
            _ => unreachable!("{action:?} is not legal in {:?}", self.phase),
        }
    }

    /// The segments of the tile just placed whose area holds no Meeple yet (ruling: not on a
    /// feature already held), while the player has a Meeple left.
    pub fn free_segments(&self, tile: usize) -> impl Iterator<Item = u8> + '_ {
        let count = if self.supply[self.current] > 0 { self.board.tiles()[tile].kind.info().segments.len() } else { 0 };
        (0..count as u8).filter(move |&s| !self.board.areas().area(self.board.piece(tile, s)).occupied())
    }

    fn place_tile(&mut self, tile: Kind, x: i8, y: i8, rotation: u8, events: &mut Vec<Event>) {
        events.push(Event::Placed { seat: self.current, tile, x, y, rotation });
        let healthy = self.healthy_figures();
        let index = self.board.place(Placed { kind: tile, x, y, rotation }, &mut |j| events.push(Event::Joined(j)));
        if self.infect_after_placing(index, &healthy, events) {
            return; // the player chooses where the infection spreads first
        }
        self.offer_meeple(index, events);
    }

    /// After the tile (and the infection it brought): the Meeple phase, or the turn's end.
    pub(super) fn offer_meeple(&mut self, index: usize, events: &mut Vec<Event>) {
        if self.free_segments(index).next().is_some() {
            self.phase = Phase::PlaceMeeple { tile: index as u8 };
        } else {
            // No Meeple can go anywhere: the only choice would be "none", so it is made here.
            self.finish_turn(index, events);
        }
    }

    fn place_meeple(&mut self, tile: usize, segment: u8, events: &mut Vec<Event>) {
        let piece = self.board.piece(tile, segment);
        self.board.put_meeple(self.current, piece);
        self.supply[self.current] -= 1;
        let feature = self.board.areas().area(piece).feature;
        events.push(Event::MeeplePlaced { seat: self.current, piece, feature });
        self.test_if_infected(piece, events);
    }

    fn finish_turn(&mut self, tile: usize, events: &mut Vec<Event>) {
        self.score_completed(tile, events);
        // Not `%`: a division is slow, and this runs every turn.
        self.current = if self.current + 1 == self.scores.len() { 0 } else { self.current + 1 };
        self.draw(events);
    }

    /// Draws for the current player; a tile that fits nowhere is set aside and another drawn.
    /// An empty stack ends the game.
    pub(super) fn draw(&mut self, events: &mut Vec<Event>) {
        while !self.stack.is_empty() {
            let i = self.rng.random_range(0..self.stack.len());
            let tile = self.stack.swap_remove(i);
            if self.board.fits_anywhere(tile) {
                self.phase = Phase::PlaceTile { tile };
                events.push(Event::Drawn { seat: self.current, tile });
                return;
            }
            self.set_aside.push(tile);
            events.push(Event::SetAside { tile });
        }
        events.push(Event::FinalScoring);
        self.end_scoring(events);
        self.phase = Phase::Over;
        events.push(Event::GameOver { scores: self.scores.clone() });
    }
}
