//! A test-only game with a hidden seat, to prove that `table::seal` carries any game that
//! declares one: the keeper hides a pea under one of three cups, out of sight, then
//! the other seat guesses; twice. Sealed, the guesser's device plays blind, each hiding a word.

use serde::{Deserialize, Serialize};

use super::{commitment, decode, encode, is_sealed, open, seal, Key, Transcript};
use crate::seats::SeatSetup;
use engine::{Game, Outcome, Sealable, Seat, Session, SetupError, Turn};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Cups {
    blind: bool,
    /// Where each pea went; `None` where the guesser's device was told only in a word.
    hidden: Vec<Option<u8>>,
    guesses: Vec<u8>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
struct Options {
    blind: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Action {
    Hide(u8),
    Guess(u8),
    Word(Word),
}

/// The keeper's word: where the pea went, sealed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Word {
    sealed: Vec<u8>,
}

const GUESSER: Seat = 0;
const KEEPER: Seat = 1;

impl Game for Cups {
    type Action = Action;
    type Event = Action;
    type View = ();
    type Options = Options;
    const ID: &'static str = "cups";
    const RULES_VERSION: u32 = 1;

    fn new(options: &Options, _seed: u64) -> Result<Self, SetupError> {
        Ok(Self { blind: options.blind, hidden: vec![], guesses: vec![] })
    }

    fn seats(&self) -> usize {
        2
    }

    fn turn(&self) -> Turn {
        match (self.hidden.len(), self.guesses.len()) {
            (2, 2) => Turn::Over,
            (hidden, guessed) if hidden == guessed => Turn::Seat(KEEPER),
            _ => Turn::Seat(GUESSER),
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.turn() {
            Turn::Seat(GUESSER) => (0..3).map(Action::Guess).collect(),
            Turn::Seat(_) if !self.blind => (0..3).map(Action::Hide).collect(),
            _ => vec![],
        }
    }

    /// The keeper's word is never among the legal actions; the blind device takes it in turn.
    fn is_legal(&self, action: &Action) -> bool {
        match action {
            Action::Word(_) => self.blind && self.turn() == Turn::Seat(KEEPER),
            action => self.legal_actions().contains(action),
        }
    }

    fn apply_legal(&mut self, action: &Action) -> Vec<Action> {
        match action {
            Action::Hide(cup) => self.hidden.push(Some(*cup)),
            Action::Word(_) => self.hidden.push(None),
            Action::Guess(cup) => self.guesses.push(*cup),
        }
        vec![action.clone()]
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.turn() == Turn::Over).then(|| Outcome::won_by(vec![GUESSER]))
    }

    fn view(&self, _seat: Option<Seat>) {}

    fn invariants(&self) -> Result<(), String> {
        Ok(())
    }
}

impl Sealable for Cups {
    const KEEPER: Seat = KEEPER;
    const BLIND: Seat = GUESSER;
    type Word = Word;

    fn public(_: &Options) -> Options {
        Options { blind: false }
    }

    fn blind(_: &Options) -> Options {
        Options { blind: true }
    }

    fn word(action: &Action) -> Option<&Word> {
        match action {
            Action::Word(word) => Some(word),
            _ => None,
        }
    }

    fn spoken(word: Word) -> Action {
        Action::Word(word)
    }
}

/// A whole blind game of cups, each pea's cup sealed under `key`, as its last link holds it.
fn played(key: &Key) -> Transcript<Cups> {
    let mut session = Session::<Cups>::new(Cups::blind(&Options::default()), 7).unwrap();
    for (turn, (cup, guess)) in [(2, 1), (0, 0)].into_iter().enumerate() {
        session.apply(Action::Word(Word { sealed: seal(key, turn as u32, &[cup]) })).unwrap();
        session.apply(Action::Guess(guess)).unwrap();
    }
    let seats = vec![SeatSetup::default_for(GUESSER), SeatSetup::default_for(KEEPER)];
    let record = session.record().clone();
    Transcript {
        seats,
        record,
        commitment: commitment(key),
        nonce: Some([5; 16]),
        key: Some(key.clone()),
        chain: None,
        mix: None,
    }
}

// "`table::seal` works for any game that declares one": a game other than Catch Me,
// sealed, travels as a sealed link (its guesses as indices, its keeper's words as bytes) and
// opens as the same game, each word opening under the key.
#[test]
fn a_sealed_link_carries_any_game_that_declares_a_hidden_seat() {
    let key = super::tests::key(43);
    let transcript = played(&key);
    let link = encode(&transcript).unwrap();
    assert!(is_sealed(&link));
    let (opened, session) = decode::<Cups>(&link).unwrap();
    assert_eq!(opened, transcript);
    assert_eq!(session.state().outcome(), Some(Outcome::won_by(vec![GUESSER])));
    let words: Vec<&Word> = opened.record.actions.iter().filter_map(Cups::word).collect();
    let cups: Vec<Vec<u8>> =
        words.iter().enumerate().map(|(at, w)| open(&key, at as u32, &w.sealed).unwrap()).collect();
    assert_eq!(cups, [[2], [0]]);
}
