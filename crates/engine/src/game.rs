//! The contract every game implements: a state, its legal actions, how one is applied, who
//! acts, how it ended and what one seat may see.
//! Uses `outcome`.

use std::fmt::Debug;

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use super::{Outcome, Seat};

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Turn {
    /// A seat must choose one of the legal actions.
    Seat(Seat),
    /// The game itself acts by its rules (Lab Race's virus, a shuffle, a deal): never a seat's
    /// turn, it has exactly one legal action, and the table plays it at a pace a person can follow.
    Game,
    /// The game has ended.
    Over,
}

/// How an action loses the game for whoever takes it (`Game::loses`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loss {
    /// The action itself ends the game, lost.
    AtOnce,
    /// A move of the game's own that can come next (Lab Race's virus roll) then ends it,
    /// lost, where without the action it would not.
    Next,
}

/// An action that is not legal in the state it was offered to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Illegal(pub String);

impl std::fmt::Display for Illegal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "illegal action: {}", self.0)
    }
}

/// Options that no game can start with (for example too many players).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot set up this game: {}", self.0)
    }
}

/// One board game's rules: a state, its legal actions and how one is applied.
///
/// All randomness is drawn from a seeded generator held in the state, so a game is its seed
/// plus its actions, and replays, undoes and saves from those alone.
pub trait Game: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// A move in the game's own words.
    type Action: Clone + Debug + Eq + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// What happened when an action was applied: the log and animations are made from these.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// What one seat may see, or an onlooker (`None`) who may see only what is public.
    type View: Clone + Debug + PartialEq + Send + Sync + 'static;
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;

    /// The game's id in records, saves and links, e.g. "vaccine-race".
    const ID: &'static str;
    /// Raised whenever a rule changes, so that old records are not replayed under new rules.
    const RULES_VERSION: u32;
    /// Whether seats know things the others do not (a hidden virus, a hand of cards). The table
    /// then shows each person only their own view and covers the screen between people.
    const HIDES_INFORMATION: bool = false;
    /// Whether this game, as set up, hides anything: a game that may hide information can be
    /// set up to hide nothing (Catch Me's Normal mode), and then nobody's screen is covered.
    fn hides_information(&self) -> bool {
        Self::HIDES_INFORMATION
    }
    /// The seat whose view holds every secret (Catch Me's virus), or `None` where an
    /// onlooker's does. A finished game keeps no secrets: it is shown, logged and replayed
    /// step by step as this seat saw it, so the hidden moves can be followed at last.
    const SEES_ALL: Option<Seat> = None;

    fn new(options: &Self::Options, seed: u64) -> Result<Self, SetupError>;
    fn seats(&self) -> usize;
    fn turn(&self) -> Turn;
    /// Every legal action, in a fixed order; empty exactly when the game is over, or where this
    /// device waits for another's word (Catch Me's hidden virus on the hero's device of a
    /// sealed game, `catch_me::Sealed::Blind`).
    fn legal_actions(&self) -> Vec<Self::Action>;
    /// Applies an action already known to be legal.
    fn apply_legal(&mut self, action: &Self::Action) -> Vec<Self::Event>;
    fn outcome(&self) -> Option<Outcome>;
    /// What `seat` may see, or what is public (`None`). The board, the prompt, the labels and
    /// the computer players are all made from this, never from the state itself.
    fn view(&self, seat: Option<Seat>) -> Self::View;
    /// What `seat` (or an onlooker) may learn of an event: the event itself unless it tells a
    /// secret, a blurred copy, or nothing. The log is made from these.
    fn redact(event: &Self::Event, _seat: Option<Seat>) -> Option<Self::Event> {
        Some(event.clone())
    }
    /// Whether `event` shows `seat` a secret it could not see before (Catch Me's hidden virus
    /// shown, or its path at the end). What a person has seen cannot be unseen, so the table
    /// never lets a person undo back past it.
    fn reveals(_event: &Self::Event, _seat: Seat) -> bool {
        false
    }
    /// Whether `action` rolls the dice (or draws from chance another way) for the seat taking
    /// it: a person takes a roll with their own tap even when it is their only action, where
    /// any other only action plays itself.
    fn rolls(_action: &Self::Action) -> bool {
        false
    }
    /// The action nearly every player takes in this position where another is legal too
    /// (Epidemium's roll kept when it moves the piece, its Magic Number card saved): the table
    /// plays it for a person after a beat in which they may stop it and choose.
    /// `None` where every choice is a real one.
    fn usual(&self) -> Option<Self::Action> {
        None
    }
    /// Whether `action`, legal here, loses the game for the seat taking it, and how: a person
    /// never loses through a plain button, so the table marks such an action and plays it only
    /// once they confirm it. `None` where the game never says (the default).
    fn loses(&self, _action: &Self::Action) -> Option<Loss> {
        None
    }
    /// What must hold after every action; the random-play harness checks it.
    fn invariants(&self) -> Result<(), String>;

    /// Games with many actions may answer faster than searching the list.
    fn is_legal(&self, action: &Self::Action) -> bool {
        self.legal_actions().contains(action)
    }

    /// Applies `action`; an illegal one is an error and leaves the state as it was.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Illegal> {
        if !self.is_legal(action) {
            return Err(Illegal(format!("{action:?} in turn {:?}", self.turn())));
        }
        Ok(self.apply_legal(action))
    }
}
