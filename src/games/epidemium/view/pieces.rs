//! What stands on the maps: the pieces (each in its seat's colour with the seat's number, so
//! colour is never the only signal) and the latest move marked, so the table can follow what a
//! player or the computer just did.

use leptos::prelude::*;

use super::targets::Target;
use crate::engine::{Game, Seat, Turn};
use crate::games::epidemium::maps::{Map, PIECE_RADIUS, SHARED_ASIDE};
use crate::games::epidemium::{Epidemium, Event, World, TELEPORT};
use crate::table::seats::SeatSetup;
use crate::ui::mark::{latest, moved, INK};
use crate::ui::walk::{counted, walk};
use crate::ui::{fan, BoardCtx};

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

/// A piece walks the dots of a move (a D6 at most); a teleport or a new world is a jump.
const MOST_WALKED: u8 = 6;

/// The pieces in `world`: each its seat's colour with a dark rim and the seat's number (colour
/// is never the only signal), a syringe badge once taken, "zz" when it skips its next turn.
/// Each walks its move dot by dot, then stands aside of the others where they share a point.
pub fn pieces(view: Signal<Epidemium>, seats: &[SeatSetup], world: World) -> impl IntoView {
    seats
        .iter()
        .enumerate()
        .map(|(seat, setup)| piece(view, seat, setup.colour_hex(), setup.colour >= 5, world))
        .collect_view()
}

fn piece(view: Signal<Epidemium>, seat: Seat, colour: &'static str, light: bool, world: World) -> impl IntoView {
    let stands = Signal::derive(move || view.with(|v| (v.pieces()[seat].world, v.pieces()[seat].spot)));
    let shown = walk(stands, |&(from_world, from), &(to_world, to)| match from_world == to_world {
        true => counted(from, to, MOST_WALKED).into_iter().map(|spot| (to_world, spot)).collect(),
        false => vec![],
    });
    let place = move || {
        let (_, spot) = shown.get();
        // Standing, it stands aside of the others on its point; walking, on the dot itself.
        let (x, y) = view.with(|v| {
            if (world, spot) == stands.get() {
                let (_, x, y) = centre(v, Target::Piece(seat));
                (x, y)
            } else {
                let (x, y) = Map::of(world).point(v.pieces()[seat].continent, spot);
                (f64::from(x), f64::from(y))
            }
        });
        format!("translate({x}px, {y}px)")
    };
    let syringe = move || view.with(|v| v.pieces()[seat].syringe);
    let stopped = move || view.with(|v| v.pieces()[seat].stopped.is_some());
    let to_play = move || view.with(|v| v.turn() == Turn::Seat(seat));
    view! {
        <Show when=move || shown.get().0 == world>
            <g class="ep-piece" class:to-play=to_play data-seat=seat.to_string() style:transform=place>
                <circle class="body" r=PIECE_RADIUS fill=colour />
                <text class="mark" class:light=light y="5">{seat + 1}</text>
                <Show when=syringe><rect class="syringe" x="8" y="-16" width="6" height="12" rx="1"/></Show>
                <Show when=stopped><text class="zz" x="9" y="18">"zz"</text></Show>
            </g>
        </Show>
    }
}

/// Where `event` moved a piece in `world`, if it did: the dots of its way (both ends of a jump;
/// a teleport arrives on the teleport square) ending on the piece itself where it stands, and
/// the place arrived at ("past-12").
fn way(view: &Epidemium, event: &Event, world: World) -> Option<(Vec<(f64, f64)>, String)> {
    let (seat, from, to) = match *event {
        Event::Moved { world: w, from, to, seat } | Event::SteppedBack { world: w, from, to, seat } if w == world => {
            (seat, Some(from), to)
        }
        Event::Teleported { seat, to } if to == world => (seat, None, TELEPORT),
        _ => return None,
    };
    let continent = view.pieces()[seat].continent;
    let dot = |spot: u8| {
        let (x, y) = Map::of(world).point(continent, spot);
        (f64::from(x), f64::from(y))
    };
    let walked = from.map(|from| counted(from, to, MOST_WALKED)).unwrap_or_default();
    let mut spots: Vec<u8> = from.into_iter().collect();
    match walked.is_empty() {
        true => spots.push(to),
        false => spots.extend(walked),
    }
    let mut points: Vec<(f64, f64)> = spots.into_iter().map(dot).collect();
    let piece = &view.pieces()[seat];
    if (piece.world, piece.spot) == (world, to) {
        let (_, x, y) = centre(view, Target::Piece(seat));
        points.pop();
        points.push((x, y));
    }
    let world_name = format!("{world:?}").to_lowercase();
    Some((points, format!("{world_name}-{to}")))
}

/// The latest action's moves in `world`, in the mover's colour (see `ui::mark`).
pub fn last_move(ctx: &BoardCtx<Epidemium>, world: World) -> impl IntoView {
    // The latest action that moved something in either world is marked; this world draws its part.
    let view = ctx.view;
    let marked = latest(ctx, INK, move |events| {
        let worlds = [World::Past, World::Future];
        view.with(|v| {
            worlds
                .into_iter()
                .flat_map(|w| events.iter().filter_map(move |e| way(v, e, w).map(|way| (w, way))))
                .collect()
        })
    });
    move || {
        let (mover, ways) = marked.get()?;
        let here = ways.into_iter().filter(|(w, _)| *w == world);
        Some(here.map(|(_, (points, at))| moved(&mover, &points, PIECE_RADIUS + 6.0, at)).collect_view())
    }
}
