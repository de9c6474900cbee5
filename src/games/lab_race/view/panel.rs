//! Beside the board: the choices for a place that offers several (a piece on a 6 may be moved,
//! masked or get a sanitizer), the viruses counted and the name of the place last looked at.

use leptos::prelude::*;

use super::board::{Hands, Picks};
use super::places::{actions_at, place_name};
use crate::games::lab_race::text::text;
use crate::games::lab_race::{LabRace, MAX_VIRUSES};
use crate::ui::{BoardCtx, GameUi};

/// The actions of the place being chosen for, as buttons; gone once anything is played.
pub fn chooser(ctx: Hands, picks: Picks) -> impl IntoView {
    let view = ctx.view;
    Effect::new(move |_| {
        view.track();
        picks.choosing.set(None);
    });
    let offered = move || {
        let place = picks.choosing.get()?;
        let actions = view.with(|v| ctx.legal.with(|l| actions_at(v, place, l)));
        (!actions.is_empty()).then_some((place, actions))
    };
    move || {
        offered().map(|(place, actions)| {
            let lang = ctx.lang.get();
            let heading = view.with(|v| text(lang).choose_for(&place_name(v, place, text(lang))));
            let buttons = actions
                .into_iter()
                .map(|action| {
                    let label = view.with(|v| LabRace::action_label(v, &action, lang));
                    view! { <button class="lr-choice" on:click=move |_| { let _ = ctx.act.run(action); }>{label}</button> }
                })
                .collect_view();
            view! {
                <div class="lr-chooser" role="group" aria-labelledby="lr-chooser-title">
                    <p id="lr-chooser-title">{heading}</p>{buttons}
                </div>
            }
        })
    }
}

/// The viruses counted ("Viruses: 7 of 12") and the place last looked at.
pub fn status(ctx: &BoardCtx<LabRace>, picks: Picks) -> impl IntoView {
    let (view, lang) = (ctx.view, ctx.lang);
    let count = move || view.with(|v| text(lang.get()).virus_count(v.virus_count(), MAX_VIRUSES));
    let focus = move || view.with(|v| text(lang.get()).focus(v.focus()));
    let looked = move || {
        let t = text(lang.get());
        picks.looked_at.get().map(|place| view.with(|v| format!("{} {}", place_name(v, place, t), t.nothing_here())))
    };
    view! {
        <div class="lr-status">
            <p class="virus-count" id="virus-count"><strong>{count}</strong>" · "{focus}</p>
            <p class="looked" aria-live="polite">{looked}</p>
        </div>
    }
}

/// The board's marks, drawn as on the board, in the order of the text's `board_key`.
pub static MARKS: [&str; 6] = [
    concat!(
        r##"<rect x="-17" y="-17" width="34" height="34" rx="6" fill="none" stroke="#111" stroke-width="3"/>"##,
        r##"<circle r="10" fill="#f0e442" stroke="#111" stroke-width="2"/>"##
    ),
    concat!(
        r##"<rect x="-17" y="-17" width="34" height="34" rx="6" fill="none" stroke="#6a1b9a" stroke-width="3" stroke-dasharray="2 4" stroke-linecap="round"/>"##,
        r##"<circle r="10" fill="#f0e442" stroke="#111" stroke-width="2"/>"##
    ),
    concat!(
        r##"<rect x="-17" y="-17" width="34" height="34" rx="6" fill="#f0e442" stroke="#6a1b9a" stroke-width="4" stroke-dasharray="5 3"/>"##,
        r##"<circle r="9" fill="#fff" stroke="#111" stroke-width="1.5"/>"##
    ),
    concat!(
        r##"<rect x="-17" y="-17" width="34" height="34" rx="6" fill="#f0e442" stroke="#111" stroke-width="2"/><circle r="9" fill="#fff" stroke="#111" stroke-width="1.5"/>"##,
        r##"<rect x="5" y="-17" width="12" height="12" rx="3" fill="#fff" stroke="#111" stroke-width="1.5"/><text x="11" y="-7.5" font-size="10" font-weight="800" text-anchor="middle">2</text>"##
    ),
    concat!(
        r##"<rect x="-17" y="-17" width="34" height="34" rx="6" fill="#fbe3e2" stroke="#d62728" stroke-width="1.5"/>"##,
        r##"<path d="M0 -16 V-10 M0 16 V10 M-16 0 H-10 M16 0 H10 M-11 -11 L-7 -7 M11 11 L7 7 M-11 11 L-7 7 M11 -11 L7 -7" stroke="#111" stroke-width="3"/><circle r="10" fill="#d62728" stroke="#111" stroke-width="2"/>"##
    ),
    r##"<path d="M0 -14 C5 -6 10 -2 10 4 A10 10 0 0 1 -10 4 C-10 -2 -5 -6 0 -14 Z" fill="#56b4e9" stroke="#0b4f7a" stroke-width="1.5"/><text y="8" font-size="12" font-weight="800" text-anchor="middle">2</text>"##,
];
