//! The COVID-19 expansion on the screen: infected areas tinted and ringed, the tokens (round
//! cardboard chips with three spores, unlike the virus symbol printed on the COVID tile, so the
//! two are never confused and colour is never the only sign), the spread choice and the token to
//! move as places to tap on the board, each numbered as its button is, the testing cards turned
//! by the last action, and the tokens and cards left. Tokens and places keep a size a glance
//! and a finger need however far the board is zoomed out, and stand apart (`camera::apart`), a
//! line back to their spot where they had to move off it.

use leptos::prelude::*;

use super::board::target_keys;
use super::lens::Lens;
use carcassonne::art::{anchor, TILE};
use carcassonne::camera::{apart, EVERYWHERE};
use carcassonne::text::covid::covid_text;
use carcassonne::text::covid_label;
use carcassonne::{Action, Carcassonne, Event};
use table::seats::seat_name;
use ui::BoardCtx;

/// An infection token: a chip with a light rim and three spores (style/main.css `.ct`).
const TOKEN: &str = "<circle class=\"ct\" r=\"7.5\"/><g class=\"cts\"><circle cx=\"0\" cy=\"-3\" r=\"1.8\"/><circle cx=\"-2.8\" cy=\"2\" r=\"1.8\"/><circle cx=\"2.8\" cy=\"2\" r=\"1.8\"/></g>";

/// A token's width in board units at its own size: the chip (r 7.5) and its rim.
const TOKEN_UNITS: f64 = 17.0;
/// However far the board is zoomed out, a token is this many pixels across with its rim (its
/// chip alone 17.6).
const TOKEN_PX: f64 = 20.0;
/// Where a token lies from its piece's Meeple spot at its own size (up and right, so a Meeple
/// standing there leaves it in sight); the offset grows with the token.
const TOKEN_OFFSET: f64 = 13.0;
/// A place to tap in the spread (a numbered disc) in board units at its own size, and the
/// fewest pixels it is drawn across.
const PLACE_UNITS: f64 = 24.0;
const PLACE_PX: f64 = 32.0;
/// A ring round each piece of an area to choose, in board units at its own size, and the fewest
/// pixels it is drawn across.
const RING_UNITS: f64 = 30.0;
const RING_PX: f64 = 16.0;

/// Where a piece's marks go on the board: its segment's Meeple spot.
fn point(v: &Carcassonne, piece: u16) -> (f64, f64) {
    let (tile, segment) = v.board().segment_of(piece);
    let p = v.board().tiles()[tile];
    let (ax, ay) = anchor(p.kind, segment, p.rotation);
    (f64::from(p.x) * TILE + ax, f64::from(p.y) * TILE + ay)
}

/// The tokens on the board at this scale (board units per pixel): each piece with a token, where
/// the token is drawn, and how many times its own size.
fn tokens_drawn(v: &Carcassonne, scale: f64) -> Vec<(u16, (f64, f64), f64)> {
    let Some(covid) = v.covid() else { return vec![] };
    let size = TOKEN_UNITS.max(TOKEN_PX * scale);
    let grown = size / TOKEN_UNITS;
    let anchors: Vec<(f64, f64)> = covid
        .tokens
        .iter()
        .map(|&p| {
            let (x, y) = point(v, p);
            (x + TOKEN_OFFSET * grown, y - TOKEN_OFFSET * grown)
        })
        .collect();
    covid.tokens.iter().zip(apart(&anchors, size, EVERYWHERE)).map(|(&p, at)| (p, at, grown)).collect()
}

/// Every piece of the infected areas, tinted and ringed, and the tokens on their pieces.
pub fn infection_layer(view: Signal<Carcassonne>, lens: Lens) -> impl IntoView {
    let marks = move || {
        view.with(|v| {
            v.covid()?;
            let infected = v.infected_roots();
            let areas = v.board().areas();
            let marks = (0..areas.len() as u16).filter(|&p| infected.contains(&areas.find(p))).map(|p| {
                let (x, y) = point(v, p);
                view! { <circle class="cc-infected" cx=x cy=y r="17" /> }
            });
            Some(marks.collect_view())
        })
    };
    let tokens = move || {
        let scale = lens.scale.get();
        view.with(|v| {
            let drawn = tokens_drawn(v, scale).into_iter().map(|(p, (x, y), grown)| {
                let at = format!("translate({x} {y}) scale({grown})");
                view! { <g class="cc-token" data-token=p transform=at inner_html=TOKEN /> }
            });
            drawn.collect_view()
        })
    };
    view! { <g class="cc-infection" aria-hidden="true">{marks}{tokens}</g> }
}

/// The spread's choices (or the token to move) as places on the board, each area ringed, each
/// place apart from the others (by its piece, or for a token to move, on the token); one tab
/// stop, arrows between them, a tap or Enter/Space chooses.
pub fn spread_layer(ctx: &BoardCtx<Carcassonne>, lens: Lens) -> impl IntoView {
    let (view, legal, lang, act, coached) = (ctx.view, ctx.legal, ctx.lang, ctx.act, ctx.coached);
    let focus = RwSignal::new(0usize);
    let choices = Memo::new(move |_| {
        legal.with(|l| {
            l.iter().filter(|a| matches!(a, Action::Spread(_) | Action::MoveToken(_))).cloned().collect::<Vec<_>>()
        })
    });
    // Where each place stands at this scale: its spot, and where it is drawn, in the free part
    // of the view (a place whose spot is out of view waits at the view's edge).
    let placed = Memo::new(move |_| {
        let scale = lens.scale.get();
        let all = choices.get();
        let within = lens.free_box();
        view.with(|v| {
            let tokens = tokens_drawn(v, scale);
            let spot = |action: &Action| match *action {
                Action::MoveToken(piece) => tokens.iter().find(|t| t.0 == piece).map_or(point(v, piece), |t| t.1),
                Action::Spread(piece) => point(v, piece),
                _ => (0.0, 0.0),
            };
            let spots: Vec<(f64, f64)> = all.iter().map(spot).collect();
            let drawn = apart(&spots, PLACE_UNITS.max(PLACE_PX * scale), within);
            spots.into_iter().zip(drawn).collect::<Vec<_>>()
        })
    });
    let grown = move || PLACE_UNITS.max(PLACE_PX * lens.scale.get()) / PLACE_UNITS;
    let ring = move || RING_UNITS.max(RING_PX * lens.scale.get()) / 2.0;
    move || {
        let all = choices.get();
        let count = all.len();
        let items = all.into_iter().enumerate().map(|(i, action)| {
            let (Action::Spread(piece) | Action::MoveToken(piece)) = action else { return None };
            let (pieces, number) = view.with_untracked(|v| {
                let areas = v.board().areas();
                let root = areas.find(piece);
                let pieces: Vec<(f64, f64)> =
                    (0..areas.len() as u16).filter(|&p| areas.find(p) == root).map(|p| point(v, p)).collect();
                (pieces, v.covid_choice_number(&action).unwrap_or(i + 1))
            });
            let at = move || placed.with(|p| p.get(i).copied().unwrap_or_default());
            let shown = move || {
                let (_, (x, y)) = at();
                format!("translate({x} {y}) scale({})", grown())
            };
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
                    {pieces.into_iter().map(|(x, y)| view! { <circle cx=x cy=y r=ring /> }).collect_view()}
                    <path d=move || { let ((x1, y1), (x2, y2)) = at(); format!("M{x1} {y1}L{x2} {y2}") } />
                </g>
                <g class="cc-target cc-spread" role="button" data-area=piece aria-label=name tabindex=tab
                    data-place=format!("area-{piece}") data-can=""
                    data-coach-target=coached.then_some("")
                    on:click=move |_| choose() on:keydown=key>
                    <g transform=shown><circle r="12" /><text y="4.5">{number}</text></g>
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
