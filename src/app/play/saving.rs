//! Saving after every action, and never over newer moves made in another tab.

use std::time::Duration;

use leptos::prelude::*;

use super::Model;
use crate::app::storage;
use crate::table::play::Table;
use crate::table::save::SavedGame;
use crate::ui::GameUi;

/// Saves after every action, unless another tab moved this game on (then this tab says so
/// and never writes its older position over the newer one). The save is written after the
/// next frame is painted, so a long game's save never delays the move on screen.
pub fn save_after_every_action<G: GameUi>(table: RwSignal<Table<G>>, model: Model, saved: &SavedGame) {
    let (id, seats) = (saved.id.clone(), saved.seats.clone());
    let known = StoredValue::new(saved.updated_ms);
    let pending = StoredValue::new(false);
    let save = move || {
        pending.set_value(false);
        if model.moved_on_elsewhere.get_untracked() {
            return;
        }
        if storage::stored_update(&id).is_some_and(|stored| stored > known.get_value()) {
            return model.moved_on_elsewhere.set(true);
        }
        let save = table.with_untracked(|t| SavedGame::new(&id, seats.clone(), t.session(), js_sys::Date::now()));
        known.set_value(save.updated_ms);
        model.saved_here.set(storage::write(&save));
    };
    let opened = saved.id.clone();
    let on_hide = save.clone();
    Effect::new(move |first: Option<()>| {
        table.track();
        if first.is_none() {
            // Opened: the save the game was started or resumed from says where it lives.
            return model.saved_here.set(storage::durable(&opened));
        }
        if document().hidden() {
            // Nothing to paint in a hidden tab (and no frames to wait for): save at once.
            return save();
        }
        if !pending.get_value() {
            pending.set_value(true);
            let save = save.clone();
            request_animation_frame(move || set_timeout(save, Duration::ZERO));
        }
    });
    // A tab closed or hidden right after a move still saves it.
    let flush = window_event_listener(leptos::ev::pagehide, move |_| {
        if pending.get_value() {
            on_hide();
        }
    });
    on_cleanup(move || flush.remove());
    let key = saved.key();
    let handle = window_event_listener(leptos::ev::storage, move |e| {
        let newer =
            e.new_value().and_then(|text| SavedGame::updated_ms_of(&text)).is_some_and(|t| t > known.get_value());
        if e.key().as_deref() == Some(&key) && newer {
            model.moved_on_elsewhere.set(true);
        }
    });
    on_cleanup(move || handle.remove());
}
