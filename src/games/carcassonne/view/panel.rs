//! Beside the board: the drawn tile with Rotate and Place tile, the tiles left (and set aside),
//! each player's colour and number, score, meeples left, and on demand the score if the game
//! ended now and the tiles still in the stack by kind.

use leptos::prelude::*;

use super::turn::TurnChoice;
use crate::games::carcassonne::text::text;
use crate::games::carcassonne::tiles::kinds;
use crate::games::carcassonne::{Carcassonne, Kind, Phase};
use crate::table::seats::seat_name;
use crate::ui::BoardCtx;

/// A small picture of one tile kind, turned (the pictures live in the board's `<defs>`).
pub fn tile_picture(kind: Kind, rotation: u8, class: &'static str) -> impl IntoView {
    let turned = format!("rotate({} 50 50)", 90 * u16::from(rotation));
    view! {
        <svg class=class viewBox="-2 -2 104 104" aria-hidden="true">
            <g transform=turned inner_html=format!("<use href=\"#ck-{kind:?}\"/>") />
        </svg>
    }
}

fn drawn(ctx: &BoardCtx<Carcassonne>, turn: TurnChoice) -> impl IntoView {
    let (view, legal, lang) = (ctx.view, ctx.legal, ctx.lang);
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
                <button id="cc-rotate" aria-keyshortcuts="R" on:click=move |_| turn.rotate()>{move || t().rotate()}</button>
                <button id="cc-confirm" class="primary" aria-keyshortcuts="Enter" disabled=move || turn.spot.get().is_none()
                    on:click=move |_| turn.confirm()>{move || t().confirm()}</button>
            </Show>
        </div>
    }
}

/// Each player: colour and number, name, score, meeples left; the score if it ended now.
fn players(ctx: &BoardCtx<Carcassonne>) -> impl IntoView {
    let (view, lang) = (ctx.view, ctx.lang);
    let seats = ctx.seats.clone();
    let t = move || text(lang.get());
    let rows = move || {
        // At the end the Meeples still stand where they scored: the score is final.
        let projected =
            view.with(|v| if v.phase() == Phase::Over { v.scores().to_vec() } else { v.projected_scores() });
        view.with(|v| {
            (0..v.scores().len())
                .map(|s| {
                    let to_play = v.phase() != Phase::Over && v.current() == s;
                    let colour = seats[s].colour_hex();
                    view! {
                        <tr data-seat=s class:to-play=to_play>
                            <th scope="row"><span class="dot" style:background=colour>{s + 1}</span>" "{seat_name(&seats, s, lang.get())}</th>
                            <td class="score">{v.scores()[s]}</td>
                            <td class="meeples">{v.supply()[s]}</td>
                            <td class="projected">{projected[s]}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    let head = move |i: usize| t().player_heads()[i];
    view! {
        <table class="cc-players" aria-label=move || t().players()>
            <thead><tr><th scope="col">{move || head(0)}</th><th scope="col">{move || head(1)}</th>
                <th scope="col">{move || head(2)}</th><th scope="col">{move || head(3)}</th></tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
}

/// The tiles still face down, by kind, with how many of each.
fn stack(view: Signal<Carcassonne>) -> impl IntoView {
    move || {
        view.with(|v| {
            kinds()
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
    let open = RwSignal::new(false);
    view! {
        <div class="cc-panel">
            {drawn(ctx, turn)}
            <p class="cc-left" id="cc-tiles-left">{left}</p>
            <Show when=move || aside() != 0>
                <p class="cc-aside" id="cc-set-aside">{move || t().set_aside(aside())}</p>
            </Show>
            {players(ctx)}
            <details class="cc-stack" on:toggle=move |e| open.set(event_target::<web_sys::HtmlDetailsElement>(&e).open())>
                <summary>{move || t().stack_by_kind()}</summary>
                // Drawn only while open: it would otherwise be redrawn after every action unseen.
                <Show when=move || open.get()><ul>{stack(view)}</ul></Show>
            </details>
            <p class="cc-help">{move || t().board_help()}</p>
        </div>
    }
}
