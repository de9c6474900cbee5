//! What stands on the board: the players' pieces, the viruses, those waiting in the focus and
//! the hand sanitizers. A piece is a plate as large as a field in its colour, with a white face
//! in its colour's shape and its number, so colour is never the only signal; a mask badge with
//! the laps left in the plate's corner; sick, a purple face and rim. Pieces in the lab stand
//! as one stack per colour with a count.

use leptos::prelude::*;

use super::places::colour_class;
use lab_race::cross::{centre, focus_slot, home_slot, lab_stack, mask_slot, sanitizer_slots, FACE_RADIUS, PLATE};
use lab_race::narrate::laps;
use lab_race::{Colour, Field, LabRace, PieceId, Spot};
use ui::walk::{counted, walk};

/// The face of a colour's pieces: yellow round, blue square, green a diamond.
fn face(colour: Colour) -> AnyView {
    let r = FACE_RADIUS;
    match colour {
        Colour::Blue => {
            view! { <rect class="face" x=-r * 0.85 y=-r * 0.85 width=r * 1.7 height=r * 1.7 rx="2"/> }.into_any()
        }
        Colour::Green => view! { <path class="face" d=format!("M0 {} L{r} 0 L0 {r} L{} 0 Z", -r, -r)/> }.into_any(),
        _ => view! { <circle class="face" r=r/> }.into_any(),
    }
}

/// The plate a piece or a stack stands on, a little wider than its field (its box is the piece's).
fn plate() -> impl IntoView {
    view! { <rect class="plate" data-body="" x=-PLATE / 2.0 y=-PLATE / 2.0 width=PLATE height=PLATE rx="7"/> }
}

/// A piece in the lab is drawn in its colour's stack instead.
fn where_drawn(spot: Spot, id: PieceId) -> Option<(f64, f64)> {
    match spot {
        Spot::Home => Some(home_slot(id.colour, id.index)),
        Spot::Out(travelled) => Some(centre(Field::of(id.colour, travelled))),
        Spot::Lab => None,
    }
}

/// A piece walks the fields of a roll (a helper's half roll, or a 6); leaving home, reaching
/// the lab or being sent home, it jumps.
const MOST_WALKED: u8 = 6;

fn piece(view: Signal<LabRace>, id: PieceId) -> impl IntoView {
    let spot = walk(Signal::derive(move || view.with(|g| g.piece(id).spot)), |from, to| match (*from, *to) {
        (Spot::Out(from), Spot::Out(to)) => counted(from, to, MOST_WALKED).into_iter().map(Spot::Out).collect(),
        _ => vec![],
    });
    let at = move || where_drawn(spot.get(), id);
    let place = move || at().map(|(x, y)| format!("translate({x}px, {y}px)"));
    let name = format!("{}-{}", colour_class(id.colour), id.index + 1);
    let mask = move || view.with(|g| g.piece(id).mask.map(|m| laps(m.fields_left)));
    let sick = move || view.with(|g| g.piece(id).sick);
    let badge = mask_slot((0.0, 0.0));
    view! {
        <g class=format!("lr-piece {}", colour_class(id.colour)) class:sick=sick class:gone=move || at().is_none()
            style:transform=place data-piece=move || at().map(|_| name.clone())>
            {plate()}
            {face(id.colour)}
            <text class="num" y="5">{id.index + 1}</text>
            {move || mask().map(|laps| view! {
                <g class="mask"><rect x=badge.x y=badge.y width=badge.w height=badge.h rx="3"/>
                <text x=badge.x + badge.w / 2.0 y=badge.y + 9.5>{laps}</text></g>
            })}
        </g>
    }
}

/// Each colour's pieces in the lab: one stack with the count, once the first is in.
fn lab_stacks(view: Signal<LabRace>) -> impl IntoView {
    move || {
        view.with(|g| {
            [Colour::Yellow, Colour::Blue, Colour::Green]
                .into_iter()
                .filter_map(|colour| {
                    let count = g.pieces().filter(|(id, p)| id.colour == colour && p.spot == Spot::Lab).count();
                    (count > 0).then(|| lab_stack_of(colour, count))
                })
                .collect_view()
        })
    }
}

fn lab_stack_of(colour: Colour, count: usize) -> impl IntoView {
    let (x, y) = lab_stack(colour);
    view! {
        <g class=format!("lr-piece lr-stack {}", colour_class(colour)) transform=format!("translate({x},{y})")
            data-piece=format!("{}-lab", colour_class(colour))>
            {plate()}
            {face(colour)}
            <text class="num" y="5">{format!("{count}")}</text>
        </g>
    }
}

pub fn pieces(view: Signal<LabRace>) -> impl IntoView {
    let ids: Vec<PieceId> = view.with_untracked(|g| g.pieces().map(|(id, _)| id).collect());
    view! { {ids.into_iter().map(|id| piece(view, id)).collect_view()}{lab_stacks(view)} }
}

fn virus_at((x, y): (f64, f64), at: String) -> impl IntoView {
    view! {
        <g class="lr-virus" transform=format!("translate({x},{y})") data-piece=at>
            {plate()}
            <path d="M0 -16 V-10 M0 16 V10 M-16 0 H-10 M16 0 H10 M-11 -11 L-7 -7 M11 11 L7 7 M-11 11 L-7 7 M11 -11 L7 -7"/>
            <circle r="10"/>
        </g>
    }
}

/// The viruses on the board and those waiting in the focus.
pub fn viruses(view: Signal<LabRace>) -> impl IntoView {
    let out = move || {
        view.with(|g| g.viruses().iter().map(|&f| virus_at(centre(f), format!("virus-f{}", f.0))).collect_view())
    };
    let waiting = move || {
        view.with(|g| (0..g.focus()).map(|i| virus_at(focus_slot(i), format!("virus-focus-{}", i + 1))).collect_view())
    };
    view! { <g>{out}{waiting}</g> }
}

/// Each hand sanitizer beside its field: a drop with the uses left in the home's margin, or,
/// on a bridge or an arm's end, a drop per use in the field's lower corners.
pub fn sanitizers(view: Signal<LabRace>) -> impl IntoView {
    move || view.with(|g| g.sanitizers().iter().map(|s| sanitizer(s.field, s.uses)).collect_view())
}

fn sanitizer(field: Field, uses: u8) -> impl IntoView {
    let slots = sanitizer_slots(field);
    let counted = slots.len() == 1;
    let drops: Vec<_> = slots.into_iter().take(if counted { 1 } else { usize::from(uses) }).collect();
    let drawn = drops.into_iter().map(|s| {
        let (x, y) = s.centre();
        // The drop is 16 wide and 21 high: as large as its slot lets it be.
        let scale = (s.w / 17.0).min(s.h / 22.0);
        view! {
            <g class="lr-sanitizer" transform=format!("translate({x},{y}) scale({scale})")>
                <path d="M0 -10 C4 -4 8 -1 8 3 A8 8 0 0 1 -8 3 C-8 -1 -4 -4 0 -10 Z"/>
                {counted.then(|| view! { <text y="6">{uses}</text> })}
            </g>
        }
    });
    view! { <g class="lr-sanitizers">{drawn.collect_view()}</g> }
}
