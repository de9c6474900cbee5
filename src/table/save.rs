//! A saved game: the record (seed and actions) plus who sits where, under a key with the
//! product's own prefix so that another app on the same origin never collides with it.

use serde::{Deserialize, Serialize};

use super::seats::SeatSetup;
use crate::engine::{Game, Record};

/// Raised when the save layout changes; a save from a newer version is reported, not read.
pub const SAVE_FORMAT: u32 = 1;
pub const KEY_PREFIX: &str = "quarantable.save.";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub format: u32,
    pub id: String,
    pub game: String,
    pub seats: Vec<SeatSetup>,
    /// A `Record<G>` of the game named above, kept untyped so any save can be listed.
    pub record: serde_json::Value,
    pub updated_ms: f64,
    pub actions: usize,
    pub finished: bool,
}

/// Why a stored save cannot be opened. The save is then left alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveProblem {
    Unreadable(String),
    NewerVersion(u32),
}

impl std::fmt::Display for SaveProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveProblem::Unreadable(why) => write!(f, "cannot be read ({why})"),
            SaveProblem::NewerVersion(v) => write!(f, "was made by a newer version (save format {v})"),
        }
    }
}

impl SavedGame {
    pub fn new<G: Game>(id: &str, seats: Vec<SeatSetup>, record: &Record<G>, state: &G, now_ms: f64) -> Self {
        Self {
            format: SAVE_FORMAT,
            id: id.to_string(),
            game: G::ID.to_string(),
            seats,
            record: serde_json::to_value(record).expect("a record serialises"),
            updated_ms: now_ms,
            actions: record.actions.len(),
            finished: state.outcome().is_some(),
        }
    }

    pub fn key(&self) -> String {
        format!("{KEY_PREFIX}{}", self.id)
    }

    pub fn parse(text: &str) -> Result<SavedGame, SaveProblem> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| SaveProblem::Unreadable(e.to_string()))?;
        let format = value.get("format").and_then(|f| f.as_u64()).unwrap_or(0) as u32;
        if format > SAVE_FORMAT {
            return Err(SaveProblem::NewerVersion(format));
        }
        serde_json::from_value(value).map_err(|e| SaveProblem::Unreadable(e.to_string()))
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a save serialises")
    }

    pub fn record<G: Game>(&self) -> Result<Record<G>, SaveProblem> {
        serde_json::from_value(self.record.clone()).map_err(|e| SaveProblem::Unreadable(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Session;
    use crate::games::vaccine_race::{Action, Options, VaccineRace};

    fn saved() -> SavedGame {
        let mut session = Session::<VaccineRace>::new(Options { players: 2 }, 5).unwrap();
        session.apply(Action::Roll).unwrap();
        let seats = vec![SeatSetup::default_for(0), SeatSetup::default_for(1)];
        SavedGame::new("g1", seats, session.record(), session.state(), 1.0)
    }

    #[test]
    fn a_save_round_trips_and_resumes_the_same_game() {
        let save = saved();
        let back = SavedGame::parse(&save.to_json()).unwrap();
        assert_eq!(back, save);
        let record = back.record::<VaccineRace>().unwrap();
        assert_eq!(record.actions, vec![Action::Roll]);
        assert!(back.key().starts_with(KEY_PREFIX));
    }

    // Issue 5: "A save that cannot be read (corrupt, from a newer version) is reported".
    #[test]
    fn a_corrupt_or_newer_save_is_reported_not_read() {
        assert!(matches!(SavedGame::parse("{not json"), Err(SaveProblem::Unreadable(_))));
        let newer = saved().to_json().replace("\"format\":1", "\"format\":9");
        assert_eq!(SavedGame::parse(&newer), Err(SaveProblem::NewerVersion(9)));
    }
}
