//! What stands on the maps: the pieces (each in its seat's colour with the seat's number, so
//! colour is never the only signal) and the latest move's trail, so the table can follow what
//! a player or the computer just did.

use leptos::prelude::*;

use super::targets::Target;
use crate::engine::{Game, Seat, Turn};
use crate::games::epidemium::maps::{Map, PIECE_RADIUS, SHARED_ASIDE};
use crate::games::epidemium::{Epidemium, Event, World, TELEPORT};
use crate::table::seats::SeatSetup;
use crate::ui::fan;

/// Where a target is drawn: its point, or for a piece sharing its point with others, its place
/// on a ring around it where none hides another.
pub fn centre(view: &Epidemium, target: Target) -> (World, f64, f64) {
    let (world, (x, y)) = target.world_and_point(view);
    let (dx, dy) = match target {
        Target::Piece(seat) => {
            let same = |s: &Seat| Target::Piece(*s).world_and_point(view) == (world, (x, y));
            let count = (0..view.pieces().len()).filter(same).count();
            let (dx, dy) = fan((0..seat).filter(same).count(), count, PIECE_RADIUS);
            // The maps keep their spots this far from the teleport, where most share a point.
            let within = (SHARED_ASIDE / dx.hypot(dy)).min(1.0);
            (dx * within, dy * within)
        }
        Target::Landing { .. } => (0.0, 0.0),
    };
    (world, f64::from(x) + dx, f64::from(y) + dy)
}

/// The pieces in `world`: each its seat's colour with a dark rim and the seat's number (colour
/// is never the only signal), a syringe badge once taken, "zz" when it skips its next turn.
pub fn pieces(view: Signal<Epidemium>, seats: &[SeatSetup], world: World) -> impl IntoView {
    let drawn: Vec<(Seat, &'static str, bool)> =
        seats.iter().enumerate().map(|(s, seat)| (s, seat.colour_hex(), seat.colour >= 5)).collect();
    move || {
        view.with(|v| {
            drawn
                .iter()
                .filter(|(seat, ..)| v.pieces()[*seat].world == world)
                .map(|&(seat, colour, light)| {
                    let (_, x, y) = centre(v, Target::Piece(seat));
                    let (syringe, stopped) = (v.pieces()[seat].syringe, v.pieces()[seat].stopped.is_some());
                    let to_play = v.turn() == Turn::Seat(seat);
                    view! {
                        <g class="ep-piece" class:to-play=to_play data-seat=seat.to_string() transform=format!("translate({x},{y})")>
                            <circle class="body" r=PIECE_RADIUS fill=colour />
                            <text class="mark" class:light=light y="5">{seat + 1}</text>
                            <Show when=move || syringe><rect class="syringe" x="8" y="-16" width="6" height="12" rx="1"/></Show>
                            <Show when=move || stopped><text class="zz" x="9" y="18">"zz"</text></Show>
                        </g>
                    }
                })
                .collect_view()
        })
    }
}

/// The latest move in `world`: a dashed ring where the piece left, a solid one where it arrived
/// (a teleport arrives on the teleport square).
pub fn trail(view: Signal<Epidemium>, last: Signal<Vec<Event>>, world: World) -> impl IntoView {
    let ring = move |seat: Seat, spot: u8, class: &'static str| {
        let continent = view.with_untracked(|v| v.pieces()[seat].continent);
        let (x, y) = Map::of(world).point(continent, spot);
        view! { <circle class=format!("ep-trail {class}") cx=x cy=y r="19"/> }
    };
    move || {
        last.with(|events| {
            events
                .iter()
                .filter_map(|e| match *e {
                    Event::Moved { world: w, from, to, seat } | Event::SteppedBack { world: w, from, to, seat }
                        if w == world =>
                    {
                        Some(vec![ring(seat, from, "from"), ring(seat, to, "to")])
                    }
                    Event::Teleported { seat, to } if to == world => Some(vec![ring(seat, TELEPORT, "to")]),
                    _ => None,
                })
                .flatten()
                .collect_view()
        })
    }
}
