//! A test-only game with secrets, to prove the table's handing over: the game deals each of
//! two seats a card from 1 to 3 that only its owner sees; then each guesses the other's card.

use serde::{Deserialize, Serialize};

use engine::rng::{game_rng, roll, unknown_rng, GameRng};
use engine::{Computer, Game, Level, Outcome, Seat, SetupError, Turn};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SecretCards {
    cards: Option<[u8; 2]>,
    guesses: Vec<u8>,
    rng: GameRng,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Deal,
    Guess(u8),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// `card` is `None` in the copy a seat gets of another seat's deal.
    Dealt {
        seat: Seat,
        card: Option<u8>,
    },
    Guessed {
        seat: Seat,
        guess: u8,
        right: bool,
    },
}

/// What a seat may see: its own card and the guesses so far.
#[derive(Clone, Debug, PartialEq)]
pub struct CardsView {
    pub mine: Option<u8>,
    pub guesses: Vec<u8>,
}

impl Game for SecretCards {
    type Action = Action;
    type Event = Event;
    type View = CardsView;
    type Options = ();
    const ID: &'static str = "secret-cards";
    const RULES_VERSION: u32 = 1;
    const HIDES_INFORMATION: bool = true;

    fn new(_: &(), seed: u64) -> Result<Self, SetupError> {
        Ok(Self { cards: None, guesses: vec![], rng: game_rng(seed) })
    }

    fn seats(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        match (self.cards, self.guesses.len()) {
            (None, _) => Turn::Game,
            (Some(_), guessed @ 0..=1) => Turn::Seat(guessed),
            _ => Turn::Over,
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.turn() {
            Turn::Game => vec![Action::Deal],
            Turn::Seat(_) => (1..=3).map(Action::Guess).collect(),
            Turn::Over => vec![],
        }
    }

    fn apply_legal(&mut self, action: &Action) -> Vec<Event> {
        match (action, self.cards) {
            (Action::Deal, _) => {
                let cards = [roll(&mut self.rng, 3), roll(&mut self.rng, 3)];
                self.cards = Some(cards);
                (0..2).map(|seat| Event::Dealt { seat, card: Some(cards[seat]) }).collect()
            }
            (Action::Guess(guess), Some(cards)) => {
                let seat = self.guesses.len();
                self.guesses.push(*guess);
                vec![Event::Guessed { seat, guess: *guess, right: cards[1 - seat] == *guess }]
            }
            (Action::Guess(_), None) => unreachable!("guesses are legal only after the deal"),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let cards = self.cards.filter(|_| self.guesses.len() == 2)?;
        Some(Outcome::won_by((0..2).filter(|&s| self.guesses[s] == cards[1 - s]).collect()))
    }

    fn view(&self, seat: Option<Seat>) -> CardsView {
        let over = self.turn() == Turn::Over;
        let mine = seat.filter(|_| !over).and_then(|s| self.cards.map(|c| c[s]));
        CardsView { mine, guesses: self.guesses.clone() }
    }

    fn redact(event: &Event, looking: Option<Seat>) -> Option<Event> {
        match event {
            Event::Dealt { seat, .. } if Some(*seat) != looking => Some(Event::Dealt { seat: *seat, card: None }),
            other => Some(other.clone()),
        }
    }

    fn invariants(&self) -> Result<(), String> {
        Ok(())
    }
}

impl Computer for SecretCards {
    /// Guesses its own card's neighbour: a choice made from what it sees and nothing else.
    fn plan(view: &CardsView, legal: &[Action], _: Seat, _: Level, rng: &mut GameRng) -> Vec<Action> {
        let guess = view.mine.map_or_else(|| roll(rng, 3), |mine| mine % 3 + 1);
        vec![legal.iter().find(|a| **a == Action::Guess(guess)).unwrap_or(&legal[0]).clone()]
    }
}

impl SecretCards {
    pub fn card(&self, seat: Seat) -> Option<u8> {
        self.cards.map(|c| c[seat])
    }

    /// The same table with another deal: for checks that a seat cannot tell the two apart.
    pub fn with_cards(&self, cards: [u8; 2]) -> Self {
        Self { cards: Some(cards), rng: unknown_rng(), ..self.clone() }
    }
}
