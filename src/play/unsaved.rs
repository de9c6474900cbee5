//! A game this device cannot save: the play screen says why (storage full or blocked), offers
//! "Save as file" at once and, where storage is full, to make room by removing this device's
//! finished games (asked first). The game stays in memory meanwhile, and is saved as soon as it
//! fits: at the next move, or at once when room was made. Reopened from the tab that kept it,
//! it says so first.
//! May use: `model`, `save_file`; the app's `embed`.

use leptos::prelude::*;

use super::model::Model;
use super::save_file::SaveFile;
use crate::embed::Page;
use table::embed::Lock;
use table::keep::{Kept, Unsaved};
use text::keeping::keeping;
use ui::lang::word;

/// The notice: why the game is not saved and what to do, or that it is saved again.
#[component]
pub fn UnsavedNotice(model: Model) -> impl IntoView {
    let page = Page::get();
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
                    // Not where the page locks sharing, or the saves: a pupil's game stays in
                    // the class's hands.
                    {(!page.locked(Lock::Share)).then(|| view! { <SaveFile model=model id="save-file-now" /> })}
                    {(!page.locked(Lock::Saves)).then(|| view! { <MakeRoom model=model /> })}
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
