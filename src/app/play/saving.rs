//! Saving after every action, and never over newer moves made in another tab.

use leptos::prelude::*;

use super::Model;
use crate::app::storage;
use crate::table::play::Table;
use crate::table::save::SavedGame;
use crate::ui::GameUi;

/// Saves after every action, unless another tab moved this game on (then this tab says so
/// and never writes its older position over the newer one).
pub fn save_after_every_action<G: GameUi>(table: RwSignal<Table<G>>, model: Model, saved: &SavedGame) {
    let (id, seats) = (saved.id.clone(), saved.seats.clone());
    let known = StoredValue::new(saved.updated_ms);
    Effect::new(move |first: Option<()>| {
        table.track();
        if first.is_none() {
            // Opened: the save the game was started or resumed from says where it lives.
            return model.saved_here.set(storage::durable(&id));
        }
        if model.moved_on_elsewhere.get_untracked() {
            return;
        }
        if storage::stored_update(&id).is_some_and(|stored| stored > known.get_value()) {
            return model.moved_on_elsewhere.set(true);
        }
        let save = table.with_untracked(|t| SavedGame::new(&id, seats.clone(), t.session(), js_sys::Date::now()));
        known.set_value(save.updated_ms);
        model.saved_here.set(storage::write(&save));
    });
    let key = saved.key();
    let handle = window_event_listener(leptos::ev::storage, move |e| {
        let newer = e
            .new_value()
            .and_then(|text| SavedGame::parse(&text).ok())
            .is_some_and(|s| s.updated_ms > known.get_value());
        if e.key().as_deref() == Some(&key) && newer {
            model.moved_on_elsewhere.set(true);
        }
    });
    on_cleanup(move || handle.remove());
}
