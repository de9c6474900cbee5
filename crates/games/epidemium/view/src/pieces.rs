//! What stands on the maps: the pieces (each in its seat's colour with the seat's number, so
//! colour is never the only signal) and the latest move marked, so the table can follow what a
//! player or the computer just did.

use leptos::prelude::*;

use super::maps::VIEW;
use super::targets::Target;
use engine::{Game, Seat, Turn};
use epidemium::maps::{Map, PIECE_RADIUS};
use epidemium::standing::{piece_px, stand_apart};
use epidemium::{Epidemium, Event, World, TELEPORT};
use table::seats::SeatSetup;
use ui::mark::{latest, moved, INK};
use ui::walk::{counted, hop, walk};
use ui::BoardCtx;

/// A piece's radius in map units on a map drawn at `px_per_unit`: as wide on screen as
/// `piece_px` says, however small the map.
pub fn piece_radius(px_per_unit: f64) -> f64 {
    let (.., width, _) = VIEW;
    (piece_px(px_per_unit, width) / 2.0 / px_per_unit).max(PIECE_RADIUS)
}

/// Where a target is drawn: its point, or for a piece, its place among the pieces of its
/// world where none covers another (`standing`).
pub fn centre(view: &Epidemium, target: Target, px_per_unit: f64) -> (World, f64, f64) {
    let (world, (x, y)) = target.world_and_point(view);
    let Target::Piece(seat) = target else { return (world, f64::from(x), f64::from(y)) };
    let here: Vec<Seat> = (0..view.pieces().len()).filter(|&s| view.pieces()[s].world == world).collect();
    let spots: Vec<(f64, f64)> = here
        .iter()
        .map(|&s| Target::Piece(s).world_and_point(view).1)
        .map(|(x, y)| (f64::from(x), f64::from(y)))
        .collect();
    // The "zz" beside a piece that skips its turn reaches past its pawn: where one stands, all
    // of the world's pieces stand that much further apart, so that none covers another's.
    let stopped = here.iter().any(|&s| view.pieces()[s].stopped.is_some());
    let radius = piece_radius(px_per_unit) * if stopped { WITH_ZZ } else { 1.0 };
    // Its syringe badge and its shadow reach past its radius: it stands that far inside the map.
    let (left, top, width, height) = VIEW;
    let (above, below) = (radius * (ABOVE - 1.0), radius * (BELOW - 1.0));
    let places = stand_apart(&spots, radius, (left, top + above, width, height - above - below));
    let (px, py) = here.iter().position(|&s| s == seat).map_or((f64::from(x), f64::from(y)), |i| places[i]);
    (world, px, py)
}

/// How far a piece with its "zz" reaches, as a share of its radius.
const WITH_ZZ: f64 = 1.35;
/// How far a pawn reaches above its place (its syringe badge) and below it (its shadow), as
/// shares of its radius.
const ABOVE: f64 = 18.0 / PIECE_RADIUS;
const BELOW: f64 = 16.0 / PIECE_RADIUS;

/// A piece walks the dots of a move (a D6 at most); a teleport or a new world is a jump.
const MOST_WALKED: u8 = 6;

/// The pieces in `world`: each a pawn in its seat's colour with the seat's number on its head
/// (colour is never the only signal) and its shadow on the map, a syringe badge once taken,
/// "zz" when it skips its next turn. Each hops its move dot by dot, then stands aside of the
/// others where they share a point.
pub fn pieces(view: Signal<Epidemium>, seats: &[SeatSetup], world: World, px_per_unit: Signal<f64>) -> impl IntoView {
    seats
        .iter()
        .enumerate()
        .map(|(seat, setup)| piece(view, seat, (setup.colour_hex(), setup.colour >= 5), world, px_per_unit))
        .collect_view()
}

fn piece(
    view: Signal<Epidemium>,
    seat: Seat,
    (colour, light): (&'static str, bool),
    world: World,
    px_per_unit: Signal<f64>,
) -> impl IntoView {
    let stands = Signal::derive(move || view.with(|v| (v.pieces()[seat].world, v.pieces()[seat].spot)));
    let shown = walk(stands, |&(from_world, from), &(to_world, to)| match from_world == to_world {
        true => counted(from, to, MOST_WALKED).into_iter().map(|spot| (to_world, spot)).collect(),
        false => vec![],
    });
    let dot = move |spot: u8| {
        let (x, y) = view.with(|v| Map::of(world).point(v.pieces()[seat].continent, spot));
        (f64::from(x), f64::from(y))
    };
    // Standing, it stands where it covers no other; walking, on the dot itself.
    let at = move || {
        let (_, spot) = shown.get();
        let standing = (world, spot) == stands.get();
        let (x, y) = if standing {
            let (_, x, y) = view.with(|v| centre(v, Target::Piece(seat), px_per_unit.get()));
            (x, y)
        } else {
            dot(spot)
        };
        (dot(spot), (x, y))
    };
    let scale = move || piece_radius(px_per_unit.get()) / PIECE_RADIUS;
    let place = move || {
        let (_, (x, y)) = at();
        format!("translate({x}px, {y}px) scale({})", scale())
    };
    // A piece pushed off its dot is tied to it by a line in its colour.
    let tie = move || {
        let ((dx, dy), (x, y)) = at();
        format!("M{dx} {dy}L{x} {y}")
    };
    let syringe = move || view.with(|v| v.pieces()[seat].syringe);
    let stopped = move || view.with(|v| v.pieces()[seat].stopped.is_some());
    let to_play = move || view.with(|v| v.turn() == Turn::Seat(seat));
    let hopping = hop(shown);
    view! {
        <Show when=move || shown.get().0 == world>
            <path class="ep-tie" d=tie stroke=colour />
            <circle class="ep-tie-dot" cx=move || at().0.0 cy=move || at().0.1 r="7" fill=colour />
            <g class="ep-piece" class:to-play=to_play data-seat=seat.to_string() data-piece=seat.to_string() style:transform=place>
                // The shadow stays on the ground while the pawn and its badges hop over it.
                <ellipse class="shadow" cx="2" cy="11" rx="13.5" ry="4.2" />
                <g class=move || format!("pawn {}", hopping.get()) data-body="">
                    <use href="#ep-pawn" fill=colour />
                    <text class="mark" class:light=light y="-0.5">{seat + 1}</text>
                </g>
                <g class=move || hopping.get()>
                    <Show when=syringe><rect class="syringe" x="9" y="-18" width="6" height="12" rx="1"/></Show>
                    <Show when=stopped><text class="zz" x="10" y="20">"zz"</text></Show>
                </g>
            </g>
        </Show>
    }
}

/// Where `event` moved a piece in `world`, if it did: the dots of its way (both ends of a jump;
/// a teleport arrives on the teleport square) ending on the piece itself where it stands, and
/// the place arrived at ("past-12").
fn way(view: &Epidemium, event: &Event, world: World, px_per_unit: f64) -> Option<(Vec<(f64, f64)>, String)> {
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
        let (_, x, y) = centre(view, Target::Piece(seat), px_per_unit);
        points.pop();
        points.push((x, y));
    }
    let world_name = format!("{world:?}").to_ascii_lowercase();
    Some((points, format!("{world_name}-{to}")))
}

/// The latest action's moves in `world`, in the mover's colour (see `ui::mark`).
pub fn last_move(ctx: &BoardCtx<Epidemium>, world: World, px_per_unit: Signal<f64>) -> impl IntoView {
    // The latest action that moved something in either world is marked; this world draws its part.
    let view = ctx.view;
    let marked = latest(ctx, INK, move |events| {
        let worlds = [World::Past, World::Future];
        let scale = px_per_unit.get();
        view.with(|v| {
            worlds
                .into_iter()
                .flat_map(|w| events.iter().filter_map(move |e| way(v, e, w, scale).map(|way| (w, way))))
                .collect()
        })
    });
    move || {
        let (mover, ways) = marked.get()?;
        let here = ways.into_iter().filter(|(w, _)| *w == world);
        let ring = piece_radius(px_per_unit.get()) + 6.0;
        Some(here.map(|(_, (points, at))| moved(&mover, &points, ring, at)).collect_view())
    }
}
