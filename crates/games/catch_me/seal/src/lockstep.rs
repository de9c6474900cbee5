//! The two games of a sealed game side by side: the truth, as the virus's device plays it,
//! and the hero's device's blind game. The virus's device keeps them so to make what it sends;
//! the hero's device, once it has the key, replays them so to check what it was sent. Both
//! work out what the hero is told by the same code, so that an honest game always checks.

use catch_me::{Action, CatchMe, Event, Options, Public, Sealed, Unseen, HERO, VIRUS};
use engine::{Game, Illegal, ReplayError, Session, Step};
use table::seal::{open, seal, Key, Unopenable};

/// A hidden run of actions seals to this many bytes (and the cipher's tag), or to the next
/// multiple: a run of up to 31 actions, so every run seen in play, whatever its length, leaves
/// the same trace (R11: "the same marks ... whatever its length").
const BLOCK: usize = 32;

/// The truth, the blind game, and what the truth showed the hero on the hero's last action
/// that the blind game could not show (the end of a virus move the hero's roll started and
/// that was over at once, Quarantine's showing after it): the virus's device tells it next.
#[derive(Clone, Debug)]
pub(super) struct Lockstep {
    pub truth: Session<CatchMe>,
    pub blind: Session<CatchMe>,
    unshown: Vec<Event>,
}

impl Lockstep {
    /// A sealed game of `public` options from `seed`, the virus's rolls from `virus_dice`.
    pub fn new(public: &Options, seed: u64, virus_dice: u64) -> Result<Self, ReplayError> {
        let sealed = |sealed| Options { sealed, ..public.clone() };
        let truth = Session::new(sealed(Sealed::Truth { virus_dice }), seed)?;
        let blind = Session::new(sealed(Sealed::Blind), seed)?;
        Ok(Self { truth, blind, unshown: vec![] })
    }

    /// The hero's `action` in the truth. When it met the hidden virus the truth is over and
    /// the hero's device must be told in a word of the virus's device (`Unseen`).
    pub fn hero_acts(&mut self, action: &Action) -> Result<Heard, Illegal> {
        self.truth.apply(action.clone())?;
        if self.truth.state().outcome().is_some_and(|o| o.winners == [VIRUS]) {
            return Ok(Heard::Caught);
        }
        self.blind.apply(action.clone())?;
        let shown = self.blind.steps().last().map_or(0, |step| step.events.len());
        let told = self.truth.steps().last().map(heard).unwrap_or_default();
        self.unshown = told.get(shown..).unwrap_or_default().to_vec();
        Ok(Heard::Shown)
    }

    /// What the hero is to be told of the truth's actions from its ply `from` on: their
    /// events as the hero may see them, after what the hero's last action left untold, and
    /// what the hero may know of the game after them.
    pub fn told_since(&self, from: usize) -> (Vec<Event>, Public) {
        let steps = self.truth.steps().get(from..).unwrap_or_default();
        let events = self.unshown.iter().cloned().chain(steps.iter().flat_map(heard)).collect();
        (events, self.truth.state().public())
    }

    /// The hero's device takes the virus's device's word.
    pub fn tell(&mut self, unseen: Unseen) -> Result<(), Illegal> {
        self.blind.apply(Action::Unseen(Box::new(unseen)))?;
        self.unshown.clear();
        Ok(())
    }

    /// How many words of the virus's device the hero's device has taken: the next one's index.
    pub fn hidden_turns(&self) -> u32 {
        self.blind.record().actions.iter().filter(|a| matches!(a, Action::Unseen(_))).count() as u32
    }
}

/// What became of the hero's action in the truth.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Heard {
    /// Both devices played it alike.
    Shown,
    /// It met the hidden virus: the game is over.
    Caught,
}

/// A step's events as the hero may see them.
fn heard(step: &Step<CatchMe>) -> Vec<Event> {
    step.events.iter().filter_map(|e| CatchMe::redact(e, Some(HERO))).collect()
}

/// A hidden run, each action as its index among the truth's legal actions then, sealed as
/// the virus's `turn`th word.
pub(super) fn seal_run(key: &Key, turn: u32, run: &[u8]) -> Vec<u8> {
    let mut plain = postcard::to_allocvec(run).expect("a list of bytes always serialises");
    plain.resize(plain.len().div_ceil(BLOCK) * BLOCK, 0);
    seal(key, turn, &plain)
}

/// The run `seal_run` sealed, if it opens under `key` as the `turn`th word, whole.
pub(super) fn open_run(key: &Key, turn: u32, sealed: &[u8]) -> Result<Vec<u8>, Unopenable> {
    let plain = open(key, turn, sealed)?;
    match postcard::take_from_bytes::<Vec<u8>>(&plain) {
        Ok((run, padding)) if padding.iter().all(|&b| b == 0) => Ok(run),
        _ => Err(Unopenable),
    }
}

/// The index of `action` among the legal actions of `game`, as a run holds it.
pub(super) fn index_of(game: &CatchMe, action: &Action) -> Option<u8> {
    game.legal_actions().iter().position(|a| a == action).and_then(|at| u8::try_from(at).ok())
}
