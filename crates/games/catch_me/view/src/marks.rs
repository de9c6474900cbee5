//! Where the move in progress may go, drawn in the mover's colour over a dark rim so that it
//! shows on every kind of square, round the edge of the block and never over its middle,
//! where the hero or the virus may stand: a frame round each square the next step may enter,
//! with an arrowhead on the street at its side pointing the way the piece would go, and four
//! corner ticks on each square the move may end on. Marks only: the squares under them are
//! the buttons.

use leptos::prelude::*;

use super::board::Targets;
use super::squares::{centre, corner, CELL};
use catch_me::board::{Board, Square};
use catch_me::{CatchMe, Phase};
use ui::BoardCtx;

/// The way from `from` to `to`, as a unit step (right and down positive) and in degrees.
fn heading(board: &Board, from: Square, to: Square) -> ((f64, f64), f64) {
    let ((x0, y0), (x1, y1)) = (centre(board, from), centre(board, to));
    let angle = (y1 - y0).atan2(x1 - x0);
    ((angle.cos(), angle.sin()), angle.to_degrees())
}

/// An arrowhead pointing right, centred on 0 0, as wide as the street it stands on.
const ARROWHEAD: &str = "M-6 -9 L7 0 L-6 9 Z";

/// A frame round the next square (`#cm-next` in `city.svg`, round its pavement), and the
/// arrowhead on the street at its side facing the mover, pointing in.
fn step_mark(board: &'static Board, from: Square, to: Square) -> impl IntoView {
    let (x, y) = corner(board, to);
    let (cx, cy) = centre(board, to);
    let ((dx, dy), degrees) = heading(board, from, to);
    let (ax, ay) = (cx - dx * (CELL / 2.0 - 2.0), cy - dy * (CELL / 2.0 - 2.0));
    view! {
        <use href="#cm-next" x=x y=y />
        <path class="cm-step" d=ARROWHEAD transform=format!("translate({ax},{ay}) rotate({degrees})") />
    }
}

/// Four corner ticks round a square the move may end on (`#cm-end` in `city.svg`).
fn end_mark(board: &'static Board, square: Square) -> impl IntoView {
    let (x, y) = corner(board, square);
    view! { <use href="#cm-end" x=x y=y /> }
}

/// The marks of `targets`, in the colour of the side that moves now.
pub fn target_marks(ctx: &BoardCtx<CatchMe>, board: &'static Board, targets: Memo<Targets>) -> impl IntoView {
    let view = ctx.view;
    let colours: Vec<&'static str> = ctx.seats.iter().map(|s| s.colour_hex()).collect();
    let mover = move || view.with(|v| if let Phase::Move(mv) = &v.phase { Some((mv.mover, mv.at())) } else { None });
    let marks = move || {
        let (side, at) = mover()?;
        let colour = colours.get(side.seat()).copied().unwrap_or("#111");
        targets.with(|t| {
            let ends = t.ends.iter().map(|(end, _)| end_mark(board, *end)).collect_view();
            let steps = t.next.iter().map(|&next| step_mark(board, at, next)).collect_view();
            Some(view! { <g class="cm-targets" style:--mover=colour aria-hidden="true">{ends}{steps}</g> })
        })
    };
    view! { <g class="cm-target-marks">{marks}</g> }
}
