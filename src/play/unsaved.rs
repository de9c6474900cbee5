//! A game this device cannot save (issue 33): the play screen says why (storage full or
//! blocked), offers "Save as file" at once and, where storage is full, to make room by removing
//! this device's finished games (asked first). The game stays in memory meanwhile, and is
//! saved as soon as it fits: at the next move, or at once when room was made. Reopened from
//! the tab that kept it (issue 46), it says so first.

use leptos::prelude::*;

use super::share::SaveFile;
use super::Model;
use crate::embed::locked;
use crate::{device, storage};
use table::embed::Lock;
use table::keep::seat::{before_a_seat, Instead, Taking, ROOM_FOR_A_GAME};
use table::keep::{Kept, Unsaved};
use text::keeping::keeping;
use text::travel::travel;
use ui::lang::use_lang;
use ui::lang::word;

/// Where the game on screen is kept, and room made for it.
#[derive(Clone, Copy)]
pub struct Keeping {
    pub kept: RwSignal<Kept>,
    /// Told when finished games were removed: the game is saved again at once.
    pub room_made: Trigger,
    /// How many finished games could go to make room; counted only while storage is full.
    finished: Memo<usize>,
    id: StoredValue<String>,
    /// Storage had refused it, and this tab's reload brought it back (issue 46).
    reopened: bool,
}

impl Keeping {
    /// The keeping of the game saved under `id`, saved until a write says otherwise.
    pub fn new(id: &str) -> Self {
        let kept = RwSignal::new(Kept::Saved);
        let id = StoredValue::new(id.to_string());
        let finished = Memo::new(move |_| match kept.get() {
            Kept::Unsaved(Unsaved::Full) => id.with_value(|id| storage::finished_saves(id).len()),
            _ => 0,
        });
        Self { kept, room_made: Trigger::new(), finished, id, reopened: storage::brought_back(&id.get_value()) }
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
    fn make_room(self) {
        for key in self.id.with_value(|id| storage::finished_saves(id)) {
            storage::delete_key(&key);
        }
        self.room_made.notify();
    }
}

/// The notice: why the game is not saved and what to do, or that it is saved again.
#[component]
pub fn UnsavedNotice(model: Model) -> impl IntoView {
    let k = move || keeping(model.screen.lang.get());
    let shown = move || match model.keeping.kept.get() {
        Kept::Saved => ().into_any(),
        Kept::SavedAgain => {
            view! { <p data-notice="saved-again">{word(model.screen.lang, |l| keeping(l).saved_again())}</p> }
                .into_any()
        }
        Kept::Unsaved(why) => {
            let (cause, words) = match why {
                Unsaved::Full => ("full", k().storage_full()),
                Unsaved::Blocked => ("blocked", k().storage_blocked()),
            };
            view! {
                <div class="warn" data-notice="unsaved" data-cause=cause>
                    {model.keeping.reopened.then(|| view! { <p data-notice="reopened">{word(model.screen.lang, |l| keeping(l).reopened())}</p> })}
                    <p>{words}</p>
                    // Not where the page locks sharing, or the saves (issue 46).
                    {(!locked(Lock::Share)).then(|| view! { <SaveFile model=model id="save-file-now" /> })}
                    {(!locked(Lock::Saves)).then(|| view! { <MakeRoom model=model /> })}
                </div>
            }
            .into_any()
        }
    };
    view! { {shown} }
}

/// "Make room", where finished games could go, and the question before they do.
#[component]
fn MakeRoom(model: Model) -> impl IntoView {
    let k = move || keeping(model.screen.lang.get());
    let n = model.keeping.finished;
    let asking = RwSignal::new(false);
    let remove = move |_| {
        asking.set(false);
        model.keeping.make_room();
    };
    view! {
        <Show when=move || { n.get() > 0 && !asking.get() }>
            <button id="make-room" on:click=move |_| asking.set(true)>{move || k().make_room(n.get())}</button>
        </Show>
        <Show when=move || { n.get() > 0 && asking.get() }>
            <div class="ask" role="group" aria-labelledby="make-room-question">
                <p id="make-room-question">{move || k().confirm_make_room(n.get())}</p>
                <button id="remove-finished" on:click=remove>{word(model.screen.lang, |l| keeping(l).remove_them())}</button>
                <button id="keep-finished" class="primary" on:click=move |_| asking.set(false)>{word(model.screen.lang, |l| keeping(l).keep_them())}</button>
            </div>
        </Show>
    }
}

/// Before a seat of a game on several devices is taken here (issue 46), while `when`: where
/// this device cannot keep who it is or the game, why, and the ways that work (making room in
/// the list of saves, and `taking`'s other way).
#[component]
pub fn BeforeASeat(taking: Taking, #[prop(into)] when: Signal<bool>) -> impl IntoView {
    let lang = use_lang();
    let unkept = move || {
        when.get().then(|| {
            // The key of the virus's own backup is made while storage has room, not when it
            // is full and a file is the only way to keep the game.
            storage::own_key_made();
            before_a_seat(device::durable(), storage::room_for(ROOM_FOR_A_GAME), taking)
        })
    };
    move || {
        unkept().flatten().map(|u| {
            let k = move || travel(lang.get());
            let (cause, why) = match u.why {
                Unsaved::Full => ("full", k().seat_unkept_full()),
                Unsaved::Blocked => ("blocked", k().seat_unkept_blocked()),
            };
            let instead = match u.instead {
                Instead::OneDevice => k().instead_one_device(),
                Instead::Watch => k().instead_watch(),
            };
            view! {
                <div class="warn" role="alert" data-notice="seat-unkept" data-cause=cause>
                    <p>{why}</p>
                    {u.make_room.then(|| view! { <p>{word(lang, |l| travel(l).make_room_in_saves())}</p> })}
                    <p>{instead}</p>
                </div>
            }
        })
    }
}
