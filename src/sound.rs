//! The sound switch: off by default, remembered on this device. Turned on, sound starts at once
//! (the tap lets the browser play); a page opened with sound on starts it at the person's first
//! tap or key, so nothing plays before one.
//! May use: `storage`.

use leptos::ev;
use leptos::prelude::*;

use super::storage::Store;
use text::shell;
use ui::lang::use_lang;
use ui::lang::word;
use ui::sound::Speaker;

/// The flag that keeps sound on.
const SOUND_ON: &str = "sound-on";

/// With sound on, the first tap or key of the page starts it.
pub fn start_at_first_tap(store: Store, speaker: Speaker) {
    if !store.flag(SOUND_ON) {
        return;
    }
    let start = move || {
        if store.flag(SOUND_ON) {
            speaker.turn_on();
        }
    };
    let tap = window_event_listener(ev::pointerdown, move |_| start());
    let key = window_event_listener(ev::keydown, move |_| start());
    on_cleanup(move || {
        tap.remove();
        key.remove();
    });
}

/// A speaker button, pressed while sound is on.
#[component]
pub fn SoundSwitch() -> impl IntoView {
    let (lang, store, speaker) = (use_lang(), Store::get(), Speaker::here());
    let on = RwSignal::new(store.flag(SOUND_ON));
    let toggle = move |_| {
        let now = !on.get_untracked();
        store.set_flag(SOUND_ON, now);
        if now {
            speaker.turn_on();
        } else {
            speaker.turn_off();
        }
        on.set(now);
    };
    view! {
        <button id="sound" class="sound-switch" aria-pressed=move || on.get().to_string() on:click=toggle>
            <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M3 9h4l5-4v14l-5-4H3z"/>
                <Show when=move || on.get() fallback=|| view! { <path class="off" d="M16 9l5 6M21 9l-5 6"/> }>
                    <path class="waves" d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"/>
                </Show>
            </svg>
            <span class="visually-hidden">{word(lang, |l| shell(l).sound())}</span>
        </button>
    }
}
