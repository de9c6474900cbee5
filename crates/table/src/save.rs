//! A saved game: who sits where, the record (seed and actions), and a snapshot of the state,
//! so that a save outlives a rules change. Opening it replays the record, which gives back what
//! each action did: a save keeps no events, and the app carries no reader of them. Stored under
//! a key with the product's own prefix, so that another app on the same origin never collides
//! with it. Beside the record a save keeps what its device knows of a game on several devices:
//! its side of a sealed game (`Sealing`) and the signed runs of moves that came by link
//! (`Signed`). They are written here, with the save they belong to; what they mean is for the
//! modules above to say: sealing reads the one, travel signs and checks the other.
//!
//! Uses `seats`; nothing above it.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::seats::{SeatKey, SeatSetup, Signature, PALETTE};
use engine::{Game, Record, ReplayError, Seat, Session, Turn};

/// The save layout's number; a save of a higher one is reported, not read. 1: the record only.
/// 2: the record plus snapshots of the state and the steps (with their events; read, the steps
/// ignored). 3: the record, the state, and who took each action.
pub const SAVE_FORMAT: u32 = 3;
pub const KEY_PREFIX: &str = "quarantable.save.";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub format: u32,
    pub id: String,
    pub game: String,
    pub seats: Vec<SeatSetup>,
    /// A `Record<G>` of the game named above, kept untyped so any save can be listed.
    pub record: Value,
    /// The state the record's actions start from, when not the seed's (`Session::start`).
    #[serde(default)]
    pub start: Option<Value>,
    /// The state now, opened alone only when the rules have changed since (format 2 on).
    #[serde(default)]
    pub state: Option<Value>,
    /// Who took each action and what it did (format 2 only): not read to open the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub steps: Option<Value>,
    /// Who took each action (format 3), for telling who made the moves of a game that came
    /// back by link without opening it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actors: Option<Vec<Turn>>,
    pub updated_ms: f64,
    /// The moves anyone may count, for the list of saves: the steps of a hidden move are left
    /// out, for their number would tell its length.
    pub actions: usize,
    pub finished: bool,
    /// Set when the game came back from another device: the moves from here on were made
    /// there, and the table tells them when it opens. Not kept after a move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub since: Option<usize>,
    /// The seat to act, for the list of saves ("Mum to play"); none at the game's own turn
    /// or at the end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_act: Option<usize>,
    /// A guided first game: opened with the game's script and its coach.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lesson: bool,
    /// The moves this device has sent to another device by link: final here, so undo stops
    /// at them (undo and another move would fork the game).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub settled: usize,
    /// Set aside when the game went two ways after this many moves and the table went on
    /// with the other way: kept, never dropped in silence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forked_at: Option<usize>,
    /// A game sealed across two devices (Catch Me's): this device's side of it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sealing: Option<Sealing>,
    /// The signed runs of moves that came with the last link: what this device passes on to
    /// the next device, which has not seen them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signed: Option<Signed>,
    /// The game's own random number, drawn on the device that set it up and carried by its
    /// links: every signature of the game binds it. None in a game set up by an earlier build.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nonce: Option<Nonce>,
}

/// A game's own random number: no move signed in one game is taken in another, though both
/// were begun from the same seed by the same names (a class's games).
pub type Nonce = [u8; 16];

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// This device's side of a sealed game, as its save keeps it. Saves name the sides as the first
/// game sealed, Catch Me, named them: the keeper's "virus", the blind one's "hero". What the
/// keys commit to and open is the seal's (`Sealing::commitment` is defined there).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "side")]
pub enum Sealing {
    /// The keeper's device: its key, which leaves it only at the end, and the blind device's
    /// value for the dice once it came. The save's record is the truth's.
    /// Where the blind seat's dice are mixed, the head of the blind device's chain.
    #[serde(rename = "virus")]
    Keeper {
        key: [u8; 32],
        nonce: Option<[u8; 16]>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        chain: Option<[u8; 32]>,
    },
    /// The blind device: the keeper's commitment, its own value for the dice, and the key once
    /// revealed at the end. The save's record is the blind game's: nothing its seat may not know.
    /// Where its dice are mixed, the seed of its chain, which never leaves it.
    #[serde(rename = "hero")]
    Blind {
        commitment: [u8; 32],
        nonce: [u8; 16],
        key: Option<[u8; 32]>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        chain: Option<[u8; 32]>,
    },
}

/// The runs of signed moves a device holds or a link carries: kept with the save, written in
/// a link, signed and checked by the devices' keys.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Signed {
    /// The first move the runs cover: the moves before it are the addressee's already.
    pub from: usize,
    /// Runs one after the other, the first from `from` on, each up to its end.
    pub runs: Vec<Run>,
    /// The game's nonce, as a link carries it to the device it arrives on (from format 5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nonce: Option<Nonce>,
}

/// Moves up to `end` (from the previous run's end), signed by the device of `key`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Run {
    pub end: usize,
    pub key: SeatKey,
    pub sig: Signature,
}

/// Why a stored save cannot be opened. The save is then left alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveProblem {
    /// Nothing in it looks like a game of this app (a picture, an empty file, random bytes):
    /// a file opened by mistake, not a damaged one.
    NotAGame(String),
    /// Not a save this app can read (cut short, edited by hand); the detail is for experts.
    Damaged(String),
    NewerVersion(u32),
    /// Readable, but its parts disagree (the detail says which).
    Inconsistent(String),
    /// A sealed game's link on a device that plays neither of its two sides.
    Sealed,
    /// Another device took this seat first (two devices opened the same first link):
    /// the game goes on with that device's moves. `name` is the seat's as the game has it
    /// (empty where the person gave none).
    SeatTaken {
        seat: Seat,
        name: String,
    },
    /// The virus's own backup of a sealed game, on a device that did not save it.
    OwnBackup,
    /// An ordinary link of a hidden game played on several devices, which the app seals and so
    /// never links so: it holds the secret of the seat that sees all, and this device does not
    /// play that seat.
    SecretOfAnother,
    /// Moves for the person of `seat` that their device did not sign, or (`taken`) the seat
    /// bound to another device than the one that holds it: nothing of it is applied. The
    /// seat's name and colour, to name it.
    NotSigned {
        seat: Seat,
        name: String,
        colour: usize,
        taken: bool,
    },
}

/// A save opened: the game, and whether its earlier history had to be left behind.
pub struct Opened<G: Game> {
    pub session: Session<G>,
    /// Made under older rules: it goes on from its snapshot, without the moves before.
    pub older_rules: bool,
}

impl SavedGame {
    pub fn new<G: Game>(id: &str, seats: Vec<SeatSetup>, session: &Session<G>, now_ms: f64) -> Self {
        Self {
            format: SAVE_FORMAT,
            id: id.to_string(),
            game: G::ID.to_string(),
            seats,
            record: to_value(session.record()),
            start: session.start().map(to_value),
            state: Some(to_value(session.state())),
            steps: None,
            actors: Some(session.steps().iter().map(|step| step.actor).collect()),
            updated_ms: now_ms,
            actions: session.steps().iter().filter(|step| !step.hidden_from(None)).count(),
            finished: session.state().outcome().is_some(),
            since: None,
            to_act: match session.state().turn() {
                Turn::Seat(seat) => Some(seat),
                Turn::Game | Turn::Over => None,
            },
            lesson: false,
            settled: 0,
            forked_at: None,
            sealing: None,
            signed: None,
            nonce: None,
        }
    }

    /// The id of a game's guided first game: one per game, so coming back resumes it.
    pub fn lesson_id(game: &str) -> String {
        format!("learn-{game}")
    }

    pub fn key(&self) -> String {
        format!("{KEY_PREFIX}{}", self.id)
    }

    pub fn parse(text: &str) -> Result<SavedGame, SaveProblem> {
        // A text no game of the app ever fills would fill the device's storage instead.
        if text.len() > SAVE_AT_MOST {
            return Err(SaveProblem::Damaged(format!("{} bytes, more than any save holds", text.len())));
        }
        let value: Value = serde_json::from_str(text).map_err(damaged)?;
        let format = value.get("format").and_then(Value::as_u64).unwrap_or(0);
        if format > u64::from(SAVE_FORMAT) {
            return Err(SaveProblem::NewerVersion(u32::try_from(format).unwrap_or(u32::MAX)));
        }
        let save: SavedGame = serde_json::from_value(value).map_err(damaged)?;
        if !is_save_id(&save.id) {
            return Err(SaveProblem::Inconsistent("its id is none the app gives".into()));
        }
        if save.seats.iter().any(|s| s.colour >= PALETTE.len()) {
            return Err(SaveProblem::Inconsistent("a seat has no such colour".into()));
        }
        Ok(save)
    }

    /// When a stored save was last written, read without building the save: a tab checks it
    /// before every write, and a long game's save is large.
    pub fn updated_ms_of(text: &str) -> Option<f64> {
        #[derive(Deserialize)]
        struct Stamp {
            updated_ms: f64,
        }
        serde_json::from_str::<Stamp>(text).ok().map(|s| s.updated_ms)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a save serialises")
    }

    /// The save as it goes on once it opens (`open`), who made each move as its replay says:
    /// a file's own list could call a person's move the computer's, which no key signs.
    pub fn checked<G: Game>(&self) -> Result<SavedGame, SaveProblem> {
        let opened = self.open::<G>()?;
        let actors = opened.session.steps().iter().map(|step| step.actor).collect();
        Ok(SavedGame { actors: Some(actors), ..self.clone() })
    }

    /// Opens the game, checking every part against the others first: nothing read from
    /// storage reaches the rules unchecked.
    pub fn open<G: Game>(&self) -> Result<Opened<G>, SaveProblem> {
        if self.game != G::ID {
            return Err(SaveProblem::Inconsistent(format!("it is a save of {}", self.game)));
        }
        let record: Record<G> = from_value(&self.record)?;
        // Newer rules may have moves and states these rules do not know: read, they would be
        // taken for older ones, or for an edited save.
        if record.rules > G::RULES_VERSION {
            return Err(SaveProblem::NewerVersion(record.rules));
        }
        // The options seat the table too: undo replays from them.
        let fresh = G::new(&record.options, record.seed).map_err(|e| SaveProblem::Inconsistent(e.to_string()))?;
        self.fits_the_table(&fresh)?;
        // The snapshot is checked even where replay gives the state back: an edited save is
        // told as such, not opened as if nothing had been changed.
        let state = self.state.as_ref().map(from_value::<G>).transpose()?;
        if let Some(state) = &state {
            self.fits_the_table(state)?;
        }
        let opened = match state {
            Some(state) if record.rules != G::RULES_VERSION => {
                Opened { session: Session::from_snapshot(record.options, record.seed, state), older_rules: true }
            }
            _ => Opened { session: self.resume(record)?, older_rules: false },
        };
        self.fits_the_table(opened.session.state())?;
        // Undo and replay start from here, so it is checked as much as the state now.
        if let Some(start) = opened.session.start() {
            self.fits_the_table(start)?;
        }
        Ok(opened)
    }

    /// A state of this save keeps its game's invariants and has as many seats as the table.
    fn fits_the_table<G: Game>(&self, state: &G) -> Result<(), SaveProblem> {
        state.invariants().map_err(SaveProblem::Inconsistent)?;
        if state.seats() != self.seats.len() {
            return Err(SaveProblem::Inconsistent(format!("{} seats for {} players", self.seats.len(), state.seats())));
        }
        Ok(())
    }

    /// The game under today's rules, by replaying its record: the rules check every move and
    /// give back the state, so the snapshot's is not taken.
    fn resume<G: Game>(&self, record: Record<G>) -> Result<Session<G>, SaveProblem> {
        let start = self.start.as_ref().map(from_value::<G>).transpose()?;
        // Replay starts from it: checked before any move is applied to it.
        if let Some(start) = &start {
            self.fits_the_table(start)?;
        }
        Session::resume(record, start).map_err(replay_problem)
    }
}

fn to_value<T: Serialize>(value: T) -> Value {
    serde_json::to_value(value).expect("game data serialises")
}

fn from_value<T: DeserializeOwned>(value: &Value) -> Result<T, SaveProblem> {
    T::deserialize(value).map_err(damaged)
}

/// The most a save's text may hold: a whole game of the longest kind is a small part of it.
pub const SAVE_AT_MOST: usize = 1 << 20;

/// An id as the app gives them (twelve hex digits, a lesson's `learn-<game>`): letters, digits
/// and dashes, a few dozen at most, so that it names one key of storage and nothing more.
fn is_save_id(id: &str) -> bool {
    (1..=64).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn damaged(error: serde_json::Error) -> SaveProblem {
    SaveProblem::Damaged(error.to_string())
}

fn replay_problem(error: ReplayError) -> SaveProblem {
    SaveProblem::Inconsistent(error.to_string())
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_replay;
