//! Beside the board: the drawn tile with Rotate and Place tile, the tiles left (and set aside),
//! and on demand the scores if the game ended now and the tiles still in the stack by kind.
//! Each player's colour, number, score and meeples are in the shell's players panel.

use leptos::prelude::*;

use super::board::picture;
use super::key::key;
use super::turn::TurnChoice;
use carcassonne::text::text;
use carcassonne::tiles::all_kinds;
use carcassonne::{Carcassonne, Kind, Phase};
use lang::Lang;
use table::seats::{seat_name, SeatSetup};
use ui::lang::word;
use ui::BoardCtx;

/// A small picture of one tile kind, turned (the pictures live in the board's `<defs>`).
pub fn tile_picture(kind: Kind, rotation: u8, class: &'static str) -> impl IntoView {
    let turned = format!("rotate({} 50 50)", 90 * u16::from(rotation));
    view! {
        <svg class=class viewBox="-2 -2 104 104" aria-hidden="true">
            <g transform=turned inner_html=picture(kind, rotation) />
        </svg>
    }
}

fn drawn(ctx: &BoardCtx<Carcassonne>, turn: TurnChoice) -> impl IntoView {
    let (view, legal, lang, coached) = (ctx.view, ctx.legal, ctx.lang, ctx.coached);
    let t = move || text(lang.get());
    let tile = move || match view.with(Carcassonne::phase) {
        Phase::PlaceTile { tile } => Some(tile),
        _ => None,
    };
    let placing = move || view.with(|v| legal.with(|l| TurnChoice::placing(v, l)));
    view! {
        <div class="cc-drawn" data-testid="drawn-tile">
            {move || tile().map(|k| view! {
                <figure>
                    {tile_picture(k, turn.rotation.get(), "cc-drawn-tile")}
                    <figcaption>{t().tile_to_place()}</figcaption>
                </figure>
            })}
            <Show when=placing>
                <button id="cc-rotate" aria-keyshortcuts="R" on:click=move |_| turn.rotate()>{word(lang, |l| text(l).rotate())}</button>
                <button id="cc-confirm" class="primary" data-confirm="" aria-keyshortcuts="Enter" disabled=move || turn.chosen().is_none()
                    data-coach-target=move || (coached && turn.chosen().is_some()).then_some("")
                    on:click=move |_| turn.confirm()>{word(lang, |l| text(l).confirm())}</button>
            </Show>
        </div>
    }
}

/// What each player would have if the game ended now (on demand: the players panel above
/// has the scores).
fn projected(view: Signal<Carcassonne>, lang: Signal<Lang>, seats: Vec<SeatSetup>) -> impl IntoView {
    move || {
        let scores = view.with(Carcassonne::projected_scores);
        let lang = lang.get();
        scores
            .into_iter()
            .enumerate()
            .map(|(s, score)| view! { <li data-seat=s>{seat_name(&seats, s, lang)}": "{score}</li> })
            .collect_view()
    }
}

/// The tiles still face down, by kind, with how many of each.
fn stack(view: Signal<Carcassonne>) -> impl IntoView {
    move || {
        view.with(|v| {
            all_kinds()
                .iter()
                .map(|k| (k.kind, v.stack().iter().filter(|&&s| s == k.kind).count()))
                .filter(|&(_, n)| n > 0)
                .map(|(kind, n)| view! { <li data-kind=format!("{kind:?}")>{tile_picture(kind, 0, "cc-kind")}<span>"×"{n}</span></li> })
                .collect_view()
        })
    }
}

pub fn panel(ctx: &BoardCtx<Carcassonne>, turn: TurnChoice) -> impl IntoView {
    let (view, lang) = (ctx.view, ctx.lang);
    let t = move || text(lang.get());
    let left = move || t().tiles_left(view.with(|v| v.stack().len()));
    let aside = move || view.with(|v| v.set_aside().len());
    let (open, projecting) = (RwSignal::new(false), RwSignal::new(false));
    let seats = ctx.seats.clone();
    // At the end the final scores are beside the board (the end panel): what the panel says of a
    // turn (the tiles left, the scores if the game ended now, the stack, how to place a tile) is
    // hidden (style/main.css).
    let over = move || view.with(|v| v.phase() == Phase::Over);
    view! {
        <div class="cc-panel" class:over=over>
            {drawn(ctx, turn)}
            <p class="cc-left" id="cc-tiles-left" data-in-play="">{left}</p>
            {super::covid::covid_panel(ctx)}
            <Show when=move || aside() != 0>
                <p class="cc-aside" id="cc-set-aside">{move || t().set_aside(aside())}</p>
            </Show>
            <details class="cc-projected" data-in-play="" on:toggle=move |e| projecting.set(event_target::<web_sys::HtmlDetailsElement>(&e).open())>
                <summary>{word(lang, |l| text(l).if_it_ended_now())}</summary>
                <Show when=move || projecting.get()><ul>{projected(view, lang, seats.clone())}</ul></Show>
            </details>
            <details class="cc-stack" data-in-play="" on:toggle=move |e| open.set(event_target::<web_sys::HtmlDetailsElement>(&e).open())>
                <summary>{word(lang, |l| text(l).stack_by_kind())}</summary>
                // Drawn only while open: it would otherwise be redrawn after every action unseen.
                <Show when=move || open.get()><ul>{stack(view)}</ul></Show>
            </details>
            <p class="cc-help" data-in-play="">{word(lang, |l| text(l).board_help())}</p>
            {key(lang)}
        </div>
    }
}
