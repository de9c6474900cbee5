//! The landscape in view: the spots where the tile in hand fits and at the Meeple step the
//! features the new tile joins, kept in view by a camera that otherwise holds still, spots out of
//! view marked at the board's edge, and the players' points over the board's top-left.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::lens::Lens;
use super::turn::{meeple_targets, spots, TurnChoice};
use carcassonne::camera::{feature_tiles, EdgeMark};
use carcassonne::{Action, Carcassonne};
use table::seats::{seat_name, SeatSetup};
use text::GameWords;
use ui::BoardCtx;

/// The spots where the tile in hand fits, on the person's turn to place it (none otherwise).
pub(super) fn spot_list(ctx: &BoardCtx<Carcassonne>) -> Memo<Vec<(i8, i8)>> {
    let (view, legal) = (ctx.view, ctx.legal);
    Memo::new(move |_| match view.with(|v| legal.with(|l| TurnChoice::placing(v, l))) {
        true => legal.with(|l| spots(l)),
        false => vec![],
    })
}

/// Every spot of the tile in hand in view, at the person's Meeple step every tile of the
/// features a Meeple may go on (the road, city or field the new tile joins, whole), and at a
/// spread the tiles of the areas to choose (or of the tokens to move): checked when a turn or a
/// step begins and when the board changes size (the coach's box below it grows, the phone
/// turns). The camera moves only when one is out of view (`Camera::keeping`), so the board
/// holds still from the placing to the Meeple step and from turn to turn. A frame later, so
/// that it comes after the camera followed the computer's tile.
pub(super) fn keep_in_view(ctx: &BoardCtx<Carcassonne>, list: Memo<Vec<(i8, i8)>>, lens: Lens) {
    let (view, legal) = (ctx.view, ctx.legal);
    let wanted = Memo::new(move |_| {
        let spots = list.get();
        let targets = legal.with(|l| meeple_targets(l));
        let areas = legal.with(|l| {
            l.iter()
                .filter_map(|a| if let Action::Spread(p) | Action::MoveToken(p) = a { Some(*p) } else { None })
                .collect::<Vec<_>>()
        });
        view.with(|v| match (spots.is_empty(), targets.is_empty()) {
            (false, _) => spots,
            (true, false) => feature_tiles(v, &targets),
            (true, true) => {
                areas.iter().map(|&p| v.board().tiles()[v.board().segment_of(p).0]).map(|p| (p.x, p.y)).collect()
            }
        })
    });
    Effect::new(move |_| {
        lens.track_size();
        let wanted = wanted.get();
        if !wanted.is_empty() {
            // The board may be gone by the next frame: its view and lens with it.
            request_animation_frame(move || {
                let _ = view.try_with_untracked(|v| lens.keep(&wanted, v));
            });
        }
    });
}

/// The spots out of view marked by arrows at the board's edge toward them (`[data-spot-edge]`,
/// a list of the spots a mark stands for); a tap on one brings its first spot to the middle,
/// taken as the finger lifts (Chrome sends no click for a tap soon after a drag). Drawn as one
/// string: the marks follow every pan and zoom.
pub(super) fn edge_layer(list: Memo<Vec<(i8, i8)>>, lens: Lens) -> impl IntoView {
    let marks = move || {
        let size = lens.scale.get();
        let spots = list.get();
        let mark = |(spots, (mx, my, angle)): (Vec<(i8, i8)>, EdgeMark)| {
            let at = spots.iter().map(|(x, y)| format!("{x},{y}")).collect::<Vec<_>>().join(" ");
            format!(
                "<g data-spot-edge=\"{at}\" transform=\"translate({mx:.1} {my:.1}) rotate({angle:.0}) scale({size:.3})\">\
                 <circle r=\"14\"/><path d=\"M-5-7 7 0-5 7z\"/></g>"
            )
        };
        lens.edge_marks(&spots).into_iter().map(mark).collect::<String>()
    };
    let tap = move |e: web_sys::PointerEvent| {
        let mark = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("[data-spot-edge]").ok().flatten());
        let spot = mark.and_then(|m| m.get_attribute("data-spot-edge")).and_then(|at| {
            let (x, y) = at.split(' ').next()?.split_once(',')?;
            Some((x.parse().ok()?, y.parse().ok()?))
        });
        if let Some((x, y)) = spot.filter(|_| !lens.dragged.get_value()) {
            lens.centre(x, y);
        }
    };
    view! { <g class="cc-edges" aria-hidden="true" inner_html=marks on:pointerup=tap /> }
}

/// The players' points at the board's top-left, in view at every size: each seat's
/// colour and number, then its points; its name said by the label. Taps go through to the board.
pub(super) fn points(ctx: &BoardCtx<Carcassonne>) -> impl IntoView {
    let (view, lang, seats) = (ctx.view, ctx.lang, ctx.seats.clone());
    let label_seats = seats.clone();
    let chips = move || {
        view.with(|v| {
            let chip = |(i, s): (usize, &SeatSetup)| {
                let points = v.scores().get(i).copied().unwrap_or(0);
                format!(
                    "<span><svg viewBox=\"0 0 24 24\"><circle cx=\"12\" cy=\"12\" r=\"10.5\" fill=\"{}\"/>\
                     <text x=\"12\" y=\"17\">{}</text></svg>{points}</span>",
                    s.colour_hex(),
                    i + 1
                )
            };
            seats.iter().enumerate().map(chip).collect::<String>()
        })
    };
    let label = move || {
        let lang = lang.get();
        view.with(|v| {
            (0..label_seats.len())
                .map(|i| format!("{}: {}", seat_name(&label_seats, i, lang), Carcassonne::seat_summary(v, i, lang)))
                .collect::<Vec<_>>()
                .join("; ")
        })
    };
    view! { <div class="cc-scores" data-scores role="img" aria-label=label inner_html=chips /> }
}
