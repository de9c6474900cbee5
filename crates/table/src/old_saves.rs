//! Saves made under a game's older rules open from their snapshot, as the save contract
//! promises (`save::Opened::older_rules`), even when the state had fewer fields.
//!
//! Uses `seats` and `save`; nothing above it.

use serde_json::Value;

use crate::save::SavedGame;
use crate::seats::SeatSetup;
use engine::{Game, Session};

/// Saves `session` as if under the game's previous rules version, its state edited by `edit`
/// (taking out what that version did not have), and opens it: it goes on from its snapshot
/// without the moves made before. Returns the game opened.
pub fn open_under_older_rules<G: Game>(session: &Session<G>, edit: impl FnOnce(&mut Value)) -> Session<G> {
    let seats = (0..session.state().seats()).map(SeatSetup::default_for).collect();
    let mut save = SavedGame::new("old", seats, session, 1.0);
    save.record["rules"] = (G::RULES_VERSION - 1).into();
    edit(save.state.as_mut().expect("a save holds its state"));
    let opened = save.open::<G>().unwrap_or_else(|e| panic!("an older save is refused: {e:?}"));
    assert!(opened.older_rules, "the page says the earlier moves are gone");
    assert_eq!(opened.session.ply(), 0, "the moves before the rules changed are gone");
    opened.session
}

/// Takes out of a saved state the field at `pointer` ("/phase/Roll/waiting"), one that a rules
/// version added: the state as the version before wrote it.
pub fn without(state: &mut Value, pointer: &str) {
    let (parent, field) = pointer.rsplit_once('/').expect("a JSON pointer");
    let removed = state.pointer_mut(parent).and_then(Value::as_object_mut).and_then(|o| o.remove(field));
    assert!(removed.is_some(), "the state has no {pointer}");
}
