//! Where the move in progress may go, drawn in the mover's colour over a dark rim so that it
//! shows on every kind of square: an arrow on each square the next step may enter, pointing
//! the way the piece would go, and a landing ring on each square the move may end on. Marks
//! only: the squares under them are the buttons.

use leptos::prelude::*;

use super::board::Targets;
use super::squares::{centre, CELL};
use catch_me::board::{Board, Square};
use catch_me::{CatchMe, Phase};
use ui::BoardCtx;

/// The angle, in degrees, of the way from `from` to `to` (0 to the right, 90 down).
fn heading(board: &Board, from: Square, to: Square) -> f64 {
    let ((x0, y0), (x1, y1)) = (centre(board, from), centre(board, to));
    (y1 - y0).atan2(x1 - x0).to_degrees()
}

/// An arrow pointing right, centred on 0 0, four fifths of a square across: 24 px or more
/// where a phone draws a square some 31 px wide.
const ARROW: &str = "M-23 -11 H2 V-24 L24 0 L2 24 V11 H-23 Z";

fn step_arrow(board: &'static Board, from: Square, to: Square) -> impl IntoView {
    let (x, y) = centre(board, to);
    let turn = format!("translate({x},{y}) rotate({})", heading(board, from, to));
    view! { <path class="cm-step" d=ARROW transform=turn /> }
}

/// A landing ring's radius: the ring is 24 px or more across where a phone draws a square
/// some 31 px wide.
const RING: f64 = CELL * 0.41;

fn landing_ring(board: &'static Board, square: Square) -> impl IntoView {
    let (x, y) = centre(board, square);
    view! {
        <circle class="cm-landing-rim" cx=x cy=y r=RING />
        <circle class="cm-landing" cx=x cy=y r=RING />
    }
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
            let rings = t.ends.iter().map(|(end, _)| landing_ring(board, *end)).collect_view();
            let arrows = t.next.iter().map(|&next| step_arrow(board, at, next)).collect_view();
            Some(view! { <g class="cm-targets" style:--mover=colour aria-hidden="true">{rings}{arrows}</g> })
        })
    };
    view! { <g class="cm-target-marks">{marks}</g> }
}
