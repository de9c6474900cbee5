//! Beside the board: the choices for a place that offers several (a piece on a 6 may be moved,
//! masked or get a sanitizer), the viruses counted and the name of the place last looked at.

use leptos::prelude::*;

use super::board::{Hands, Picks};
use super::places::{actions_at, loss_of, place_name};
use lab_race::text::text;
use lab_race::{LabRace, MAX_VIRUSES};
use text::shell;
use ui::{action_words, BoardCtx};

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
                    let label =
                        ctx.seats.with_value(|seats| view.with(|v| action_words::<LabRace>(v, &action, seats, lang)));
                    let loses = ctx.losing.with(|l| loss_of(action, l));
                    let mark =
                        loses.map(|loss| view! { " " <span class="loses-mark">{shell(lang).loses_mark(loss)}</span> });
                    view! {
                        <button class="lr-choice" data-can="" data-loses=loses.map(|_| "")
                            on:click=move |_| { let _ = ctx.act.run(action); }>{label}{mark}</button>
                    }
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
