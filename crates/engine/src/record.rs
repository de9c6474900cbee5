//! A game as its seed and its actions: what a save and a link carry, replayed to the state.
//! Uses `game`.

use serde::{Deserialize, Serialize};

use super::{Game, Illegal, SetupError};

/// A whole game: what it is, its options, its seed and every action taken.
/// Replaying it rebuilds the same state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: Game> {
    pub game: String,
    pub rules: u32,
    pub options: G::Options,
    pub seed: u64,
    pub actions: Vec<G::Action>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    OtherGame(String),
    OtherRules(u32),
    Setup(SetupError),
    Illegal { index: usize, error: Illegal },
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::OtherGame(id) => write!(f, "this record is of another game ({id})"),
            Self::OtherRules(v) => write!(f, "this record uses rules version {v}"),
            Self::Setup(e) => write!(f, "{e}"),
            Self::Illegal { index, error } => write!(f, "action {index}: {error}"),
        }
    }
}

impl<G: Game> Record<G> {
    pub fn new(options: G::Options, seed: u64) -> Self {
        Self { game: G::ID.into(), rules: G::RULES_VERSION, options, seed, actions: vec![] }
    }

    /// The state at the start, checked to be this game under these rules.
    pub fn start(&self) -> Result<G, ReplayError> {
        if self.game != G::ID {
            return Err(ReplayError::OtherGame(self.game.clone()));
        }
        if self.rules != G::RULES_VERSION {
            return Err(ReplayError::OtherRules(self.rules));
        }
        G::new(&self.options, self.seed).map_err(ReplayError::Setup)
    }
}
