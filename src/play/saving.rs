//! Saving after every action, and never over newer moves made in another tab, trying storage
//! again at each (a game it refused is saved as soon as it fits); a rematch, saved as a new game.
//! May use: `keeps`, `model`, `seated`; the app's `carry`, `page`, `random`, `storage`.

use std::time::Duration;

use leptos::prelude::*;

use super::keeps::Keeps;
use super::model::Model;
use super::seated::Handle;
use crate::carry::Carried;
use crate::page::navigate;
use crate::random::{new_save_id, random_u64};
use crate::storage::Store;
use table::route::Route;
use table::save::SavedGame;
use table::seats::SeatSetup;

/// Saves after every action, unless another tab moved this game on (then this tab says so
/// and never writes its older position over the newer one). The save is written after the
/// next frame is painted, so a long game's save never delays the move on screen.
pub fn save_after_every_action(table: Handle, model: Model, saved: &SavedGame, keeps: Keeps) {
    let (id, store) = (saved.id.clone(), Store::get());
    let known = StoredValue::new(saved.updated_ms);
    let pending = StoredValue::new(false);
    // Runs after a frame, maybe after the screen was left: every reactive value is read with
    // `try_`, so a disposed one means "nothing to save here" (the cleanup below saved it).
    let save = move || {
        if !pending.try_get_value().unwrap_or(false)
            || model.screen.moved_on_elsewhere.try_get_untracked() != Some(false)
        {
            return;
        }
        pending.set_value(false);
        if store.stored_update(&id).is_some_and(|stored| stored > known.get_value()) {
            return model.screen.moved_on_elsewhere.set(true);
        }
        let Some(save) = table.try_untracked(|t| t.save(&keeps)).flatten() else { return };
        known.set_value(save.updated_ms);
        model.keeping.wrote(store.write(&save));
    };
    let opened = saved.id.clone();
    let on_hide = save.clone();
    let again = save.clone();
    Effect::new(move |first: Option<()>| {
        table.with(|t| t.track());
        // Opened from a save kept only in memory, it is saved at once if storage takes it, and
        // else the screen says why; one in storage is saved at the next move.
        if first.is_none() && store.durable(&opened) {
            return;
        }
        let waiting = pending.get_value();
        pending.set_value(true);
        if document().hidden() {
            // Nothing to paint in a hidden tab (and no frames to wait for): save at once.
            return save();
        }
        if !waiting {
            let save = save.clone();
            request_animation_frame(move || set_timeout(save, Duration::ZERO));
        }
    });
    // Room made for it: it is saved at once.
    Effect::new(move |first: Option<()>| {
        model.keeping.room_made.track();
        if first.is_some() {
            pending.set_value(true);
            again();
        }
    });
    // A tab closed, or this screen left, right after a move still saves it.
    let on_leave = on_hide.clone();
    let flush = window_event_listener(leptos::ev::pagehide, move |_| on_hide());
    on_cleanup(move || {
        on_leave();
        flush.remove();
    });
    let key = saved.key();
    let handle = window_event_listener(leptos::ev::storage, move |e| {
        let newer =
            e.new_value().and_then(|text| SavedGame::updated_ms_of(&text)).is_some_and(|t| t > known.get_value());
        if e.key().as_deref() == Some(&key) && newer {
            model.screen.moved_on_elsewhere.set(true);
        }
    });
    on_cleanup(move || handle.remove());
}

/// Starts the same game again: its seats as they are (names, colours, levels, devices), its
/// options, a new seed; the new game opens in place of this one. A sealed game is set up
/// again, with the same seats, on the secret keeper's device, the only one that may know it.
pub fn rematch(table: Handle, game: &'static str, seats: Vec<SeatSetup>, sealed: bool) -> Callback<()> {
    let (store, carried) = (Store::get(), Carried::get());
    Callback::new(move |_| {
        if sealed {
            carried.carry(seats.clone(), None);
            return navigate(&Route::Setup { game: game.into() }, false);
        }
        let id = new_save_id();
        let made = table.try_untracked(|t| t.rematch(&id, seats.clone(), random_u64(), js_sys::Date::now()));
        let Some(save) = made.flatten() else { return };
        // Where storage refuses it, the new game's table says so.
        let _ = store.write(&save);
        navigate(&Route::Play { game: game.into(), save: id }, false);
    })
}
