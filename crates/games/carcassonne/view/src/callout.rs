//! Points called out on the board where a feature completed: "+8" in the scoring seat's
//! colour over each Meeple it got back, rising and fading (still under reduced motion). The
//! log and the announcer say the same in words, so the badges are hidden from screen readers.

use leptos::prelude::*;

use carcassonne::art::{anchor, TILE};
use carcassonne::{Carcassonne, Event};
use table::seats::SeatSetup;
use ui::BoardCtx;

/// One badge: who scored, how much, and where on the board (a returned Meeple's place).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Callout {
    seat: usize,
    points: u32,
    at: (f64, f64),
}

/// Where a piece (a tile's segment) sits on the board, in board units.
pub(super) fn piece_at(view: &Carcassonne, piece: u16) -> (f64, f64) {
    let (tile, segment) = view.board().segment_of(piece);
    let p = view.board().tiles()[tile];
    let (ax, ay) = anchor(p.kind, segment, p.rotation);
    (f64::from(p.x) * TILE + ax, f64::from(p.y) * TILE + ay)
}

/// The scorings of one action during play: each seat that scored, over its returned Meeple.
/// (The final scoring has its own table, so it is not called out on the board.)
fn callouts(view: &Carcassonne, events: &[Event]) -> Vec<Callout> {
    let mut out = vec![];
    let mut scoring: Option<(u32, &[usize])> = None;
    for event in events {
        match event {
            Event::FinalScoring => break,
            Event::Scored { seats, points, .. } => scoring = Some((*points, seats)),
            Event::MeepleReturned { seat, piece } => {
                let Some((points, seats)) = scoring else { continue };
                // With several Meeples of one seat in the area, its points are shown once.
                if seats.contains(seat) && !out.iter().any(|c: &Callout| c.seat == *seat && c.points == points) {
                    out.push(Callout { seat: *seat, points, at: piece_at(view, *piece) });
                }
            }
            _ => {}
        }
    }
    out
}

pub fn callout_layer(ctx: &BoardCtx<Carcassonne>) -> impl IntoView {
    let (view, last, seats) = (ctx.view, ctx.last, ctx.seats.clone());
    move || {
        let badges = view.with(|v| last.with(|events| callouts(v, events)));
        badges
            .into_iter()
            .map(|c| {
                let colour = seats.get(c.seat).map_or("#777", SeatSetup::colour_hex);
                view! {
                    <g class="cc-callout" data-seat=c.seat transform=format!("translate({} {})", c.at.0, c.at.1 - 14.0)
                        aria-hidden="true">
                        <g class="cc-rise">
                            <rect x="-19" y="-11" width="38" height="22" rx="11" stroke=colour />
                            <text y="5.5">{format!("+{}", c.points)}</text>
                        </g>
                    </g>
                }
            })
            .collect_view()
    }
}
