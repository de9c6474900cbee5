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
