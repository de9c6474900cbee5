//! Stepping through a finished game, one action at a time.

use leptos::prelude::*;

use super::game_ui::GameUi;
use super::play::Table;

#[component]
pub fn ReplayControls<G: GameUi>(table: Table<G>) -> impl IntoView {
    let total = move || table.session.with(|s| s.record().actions.len());
    let at = move || table.replay.get().unwrap_or(0);
    let go = move |ply: usize| table.replay.set(Some(ply.min(total())));
    view! {
        <Show when=move || table.replay.get().is_some()>
            <div class="replay" role="group" aria-label="Replay">
                <button id="replay-start" on:click=move |_| go(0)>"⏮"</button>
                <button id="replay-back" on:click=move |_| go(at().saturating_sub(1))>"◀ Back"</button>
                <button id="replay-step" on:click=move |_| go(at() + 1)>"Step ▶"</button>
                <button id="replay-end" on:click=move |_| go(total())>"⏭"</button>
                <input type="range" min="0" max=total prop:value=move || at().to_string() aria-label="Replay position"
                    on:input=move |ev| go(event_target_value(&ev).parse().unwrap_or(0)) />
                <span id="replay-at">{move || format!("{} / {}", at(), total())}</span>
                <button id="replay-leave" on:click=move |_| table.replay.set(None)>"Leave replay"</button>
            </div>
        </Show>
    }
}
