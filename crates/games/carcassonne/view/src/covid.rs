//! The COVID-19 expansion on the screen: infected areas tinted and ringed, the tokens (round
//! cardboard chips with three spores, unlike the virus symbol printed on the COVID tile, so the
//! two are never confused and colour is never the only sign), the spread choice as areas to
//! tap, each numbered as its button is, the testing cards turned by the last action, and the tokens and cards left.

use leptos::prelude::*;

use super::board::target_keys;
use super::lens::Lens;
use carcassonne::art::{anchor, TILE};
use carcassonne::text::covid::covid_text;
use carcassonne::text::covid_label;
use carcassonne::{Action, Carcassonne, Event};
use table::seats::seat_name;
use ui::BoardCtx;

/// An infection token: a chip with a light rim and three spores (style/main.css `.ct`).
const TOKEN: &str = "<circle class=\"ct\" r=\"7.5\"/><g class=\"cts\"><circle cx=\"0\" cy=\"-3\" r=\"1.8\"/><circle cx=\"-2.8\" cy=\"2\" r=\"1.8\"/><circle cx=\"2.8\" cy=\"2\" r=\"1.8\"/></g>";

/// Where a piece's marks go on the board: its segment's Meeple spot.
fn point(v: &Carcassonne, piece: u16) -> (f64, f64) {
    let (tile, segment) = v.board().segment_of(piece);
    let p = v.board().tiles()[tile];
    let (ax, ay) = anchor(p.kind, segment, p.rotation);
    (f64::from(p.x) * TILE + ax, f64::from(p.y) * TILE + ay)
}

/// Every piece of the infected areas, tinted and ringed, and the tokens on their pieces.
pub fn infection_layer(view: Signal<Carcassonne>) -> impl IntoView {
    move || {
        view.with(|v| {
            let covid = v.covid()?;
            let infected = v.infected_roots();
            let areas = v.board().areas();
            let marks = (0..areas.len() as u16).filter(|&p| infected.contains(&areas.find(p))).map(|p| {
                let (x, y) = point(v, p);
                view! { <circle class="cc-infected" cx=x cy=y r="17" /> }
            });
            let tokens = covid.tokens.iter().map(|&p| {
                let (x, y) = point(v, p);
                let at = format!("translate({} {})", x + 13.0, y - 13.0);
                view! { <g class="cc-token" data-token=p transform=at inner_html=TOKEN /> }
            });
            Some(view! { <g class="cc-infection" aria-hidden="true">{marks.collect_view()}{tokens.collect_view()}</g> })
        })
    }
}

/// The spread's choices (or the token to move) as targets on the board, each area ringed;
/// one tab stop, arrows between them, a tap or Enter/Space chooses.
pub fn spread_layer(ctx: &BoardCtx<Carcassonne>, lens: Lens) -> impl IntoView {
    let (view, legal, lang, act, coached) = (ctx.view, ctx.legal, ctx.lang, ctx.act, ctx.coached);
    let focus = RwSignal::new(0usize);
    let choices = Memo::new(move |_| {
        legal.with(|l| {
            l.iter().filter(|a| matches!(a, Action::Spread(_) | Action::MoveToken(_))).cloned().collect::<Vec<_>>()
        })
    });
    move || {
        let all = choices.get();
        let count = all.len();
        let items = all.into_iter().enumerate().map(|(i, action)| {
            let (Action::Spread(piece) | Action::MoveToken(piece)) = action else { return None };
            let (ring, (cx, cy), number) = view.with_untracked(|v| {
                let areas = v.board().areas();
                let root = areas.find(piece);
                let ring: Vec<(f64, f64)> =
                    (0..areas.len() as u16).filter(|&p| areas.find(p) == root).map(|p| point(v, p)).collect();
                (ring, point(v, piece), v.covid_choice_number(&action).unwrap_or(i + 1))
            });
            // The numbered disc stays at least a 32 px target however far the board is zoomed.
            let placed = move || format!("translate({cx} {cy}) scale({})", (lens.scale.get() * 1.35).max(1.0));
            // Rebuilt from plain values, so that the handlers below can each hold a copy.
            let spread = matches!(action, Action::Spread(_));
            let action = move || if spread { Action::Spread(piece) } else { Action::MoveToken(piece) };
            let name = move || view.with_untracked(|v| covid_label(v, &action(), lang.get()));
            let choose = move || {
                let _ = act.run(action());
            };
            let key = target_keys(i, count, focus, choose, ".cc-spread[tabindex=\"0\"]");
            let tab = move || if focus.get().min(count.saturating_sub(1)) == i { "0" } else { "-1" };
            Some(view! {
                <g class="cc-spread-area" aria-hidden="true">
                    {ring.into_iter().map(|(x, y)| view! { <circle cx=x cy=y r="15" /> }).collect_view()}
                </g>
                <g class="cc-target cc-spread" role="button" data-area=piece aria-label=name tabindex=tab
                    data-place=format!("area-{piece}") data-can=""
                    data-coach-target=coached.then_some("")
                    on:click=move |_| choose() on:keydown=key>
                    <g transform=placed><circle r="12" /><text y="4.5">{number}</text></g>
                </g>
            })
        });
        items.collect_view()
    }
}

/// Beside the board: the tokens and cards left, and the cards the last action turned, each
/// turned over before the eyes with whose figure it tested.
pub fn covid_panel(ctx: &BoardCtx<Carcassonne>) -> impl IntoView {
    let (view, last, lang, seats) = (ctx.view, ctx.last, ctx.lang, ctx.seats.clone());
    let supplies = move || {
        view.with(|v| v.covid().map(|c| covid_text(lang.get()).supplies(c.supply, c.pile.len(), c.discards.len())))
    };
    let tests = move || {
        let lang = lang.get();
        let cards = last.with(|events| {
            events
                .iter()
                .filter_map(|e| if let Event::Tested { seat, card, .. } = e { Some((*seat, *card)) } else { None })
                .collect::<Vec<_>>()
        });
        (!cards.is_empty()).then(|| {
            let items = cards.into_iter().map(|(seat, card)| {
                let kind = format!("{card:?}").to_ascii_lowercase();
                view! {
                    <li class=format!("cc-card {kind}") data-card=kind.clone() data-seat=seat>
                        <span class="face">{covid_text(lang).card(card)}</span>
                        <span class="whose">{seat_name(&seats, seat, lang)}</span>
                    </li>
                }
            });
            view! {
                <div class="cc-tests" data-testid="covid-tests">
                    <h3>{covid_text(lang).last_test()}</h3>
                    <ul>{items.collect_view()}</ul>
                </div>
            }
        })
    };
    view! {
        {move || supplies().map(|s| view! { <p class="cc-covid" id="cc-covid-supplies">{s}</p> })}
        {tests}
    }
}
