//! Where the game on screen is kept: saved here, or in memory only and why (storage full or
//! blocked), saved again once a write succeeds, and the room that removing this device's
//! finished games would make.
//! May use: the app's `storage`.

use leptos::prelude::*;

use crate::storage::{self, Store};
use table::keep::{Kept, Unsaved};

/// Where the game on screen is kept, and room made for it.
#[derive(Clone, Copy)]
pub struct Keeping {
    pub kept: RwSignal<Kept>,
    /// Told when finished games were removed: the game is saved again at once.
    pub room_made: Trigger,
    /// How many finished games could go to make room; counted only while storage is full.
    pub finished: Memo<usize>,
    id: StoredValue<String>,
    /// Storage had refused it, and this tab's reload brought it back.
    pub reopened: bool,
    store: Store,
}

impl Keeping {
    /// The keeping of the game saved under `id`, saved until a write says otherwise.
    pub fn new(id: &str, store: Store) -> Self {
        let kept = RwSignal::new(Kept::Saved);
        let id = StoredValue::new(id.to_string());
        let finished = Memo::new(move |_| match kept.get() {
            Kept::Unsaved(Unsaved::Full) => id.with_value(|id| storage::finished_saves(id).len()),
            _ => 0,
        });
        let reopened = store.brought_back(&id.get_value());
        Self { kept, room_made: Trigger::new(), finished, id, reopened, store }
    }

    /// Tells what became of a write. Runs after the screen may have been left, hence `try_`.
    pub fn wrote(self, written: Result<(), Unsaved>) {
        if let Some(kept) = self.kept.try_get_untracked() {
            let next = kept.after(written);
            if next != kept {
                self.kept.set(next);
            }
        }
    }

    /// Removes this device's finished games but this one, then saves this one.
    pub fn make_room(self) {
        for key in self.id.with_value(|id| storage::finished_saves(id)) {
            self.store.delete_key(&key);
        }
        self.room_made.notify();
    }
}
