//! The pass's first stage: what arrived, read far enough to know its game, whose code is
//! fetched then (a game's own part reads its links), and the saves already here.
//! May use: the app's `embed`, `entry`, `storage`.

use crate::embed::Page;
use crate::entry::Parts;
use crate::storage::Store;
use table::keep::game_file;
use table::link;
use table::save::{SaveProblem, SavedGame};
use table::seal::is_sealed;

/// How a game arrives: a shared link's text, or a game file's.
#[derive(Clone)]
pub enum Source {
    Link(String),
    File(String),
}

/// What arrived, read: its game's own part, and the game in the form that part verifies.
pub struct Read {
    pub parts: Parts,
    pub game: String,
    pub kind: Kind,
}

/// The arriving game as read, before its game's part verifies it.
pub enum Kind {
    Link(String),
    /// A sealed game's link: only its game's part reads it.
    Sealed(String),
    /// A game file: read as a stored save is, and told apart from what is no save (`game_file`).
    /// It says neither who sent it nor for whom.
    File(Box<SavedGame>),
}

impl Source {
    pub fn is_file(&self) -> bool {
        matches!(self, Source::File(_))
    }
}

/// Reads `source` as far as its game, and fetches that game's part.
pub async fn read(source: &Source, page: Page, store: Store) -> Result<Read, SaveProblem> {
    let (game, kind) = match source {
        Source::Link(text) if is_sealed(text) => (link::game_of(text)?, Kind::Sealed(text.clone())),
        Source::Link(text) => (link::game_of(text)?, Kind::Link(text.clone())),
        Source::File(text) => {
            let save = game_file(text, store.own_key().as_ref())?;
            (save.game.clone(), Kind::File(Box::new(save)))
        }
    };
    let entry = page
        .offered(&game)
        .ok_or_else(|| SaveProblem::Inconsistent(format!("a game of {game}, which this page does not have")))?;
    Ok(Read { parts: (entry.load)().await, game, kind })
}

/// The saves on this device, readable ones only: the arrival is put in its place among them.
pub fn stored(store: Store) -> Vec<SavedGame> {
    store.list().into_iter().filter_map(|l| l.save.ok()).collect()
}
