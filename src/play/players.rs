//! The players panel: every seat with its colour and number, its name, whether a computer
//! plays it, what the game says about it (where it stands, its score) and who is to act.
//! May use: `model`, `snapshot`.

use leptos::prelude::*;

use super::model::Model;
use super::snapshot::PlayerRow;
use text::shell;
use ui::lang::word;

#[component]
pub fn Players(model: Model) -> impl IntoView {
    let t = move || shell(model.screen.lang.get());
    let players = model.slice(|s| s.players.clone());
    let row = move |p: PlayerRow| {
        let tag = if p.computer { format!(" ({})", t().computer_tag()) } else { String::new() };
        view! {
            <li data-seat=p.seat aria-current=p.to_act.then_some("true") class:to-act=p.to_act>
                <span class="dot" style:background=p.colour>{p.seat + 1}</span>
                <span class="who">{p.name}{tag}</span>
                <span class="where">{p.summary}</span>
                {p.to_act.then(|| view! { <strong class="turn">{t().to_act()}</strong> })}
            </li>
        }
    };
    view! {
        <section class="players" aria-labelledby="players-title">
            <h2 id="players-title">{word(model.screen.lang, |l| shell(l).players())}</h2>
            <ul id="players">{move || players.get().into_iter().map(row).collect_view()}</ul>
        </section>
    }
}
