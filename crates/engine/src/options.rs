//! How many players a game is set up for, as its options name them.
//! Uses nothing of the engine.

use serde::{Deserialize, Serialize};

/// The options of a game whose only setting is how many play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerCount {
    pub players: usize,
}

impl Default for PlayerCount {
    fn default() -> Self {
        Self { players: 2 }
    }
}
