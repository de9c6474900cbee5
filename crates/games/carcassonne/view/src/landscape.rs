//! The landscape in view: the spots where the tile in hand fits, kept in view by
//! fitting the landscape again, those out of view marked at the board's edge, and the players'
//! points over the board's top-left.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::lens::Lens;
use super::turn::{spots, TurnChoice};
use carcassonne::camera::EdgeMark;
use carcassonne::Carcassonne;
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

/// Every spot of the tile in hand in view: when a turn to place begins, or the board
/// changes size (the coach's box below it grows, the phone turns), with a spot out of view, the
/// landscape is fitted; in a guided game always, so that the learner sees where the tile may go
/// and why. A frame later, so that it comes after the camera followed the computer's tile.
pub(super) fn keep_the_spots_in_view(view: Signal<Carcassonne>, list: Memo<Vec<(i8, i8)>>, lens: Lens, coached: bool) {
    Effect::new(move |_| {
        lens.track_size();
        let spots = list.get();
        if !spots.is_empty() && (coached || !lens.shows_all(&spots)) {
            // The board may be gone by the next frame: its view and lens with it.
            request_animation_frame(move || drop(view.try_with_untracked(|v| lens.landscape(v))));
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
            lens.centre(x, y, f64::MAX);
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
