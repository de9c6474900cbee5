//! What stands on the board: the players' pieces, the viruses, those waiting in the focus and
//! the hand sanitizers. A piece is a pawn in its colour on its shadow, with a white face in its
//! colour's shape and its number on its body, so colour is never the only signal; a mask badge
//! with the laps left beside its head; sick, a purple face and outline. Pieces in the lab stand
//! as one stack per colour with a count. A virus is a spiky germ; one that the virus has just
//! multiplied pops up.

use leptos::prelude::*;

use super::places::colour_class;
use lab_race::cross::{centre, focus_slot, home_slot, lab_stack, mask_slot, sanitizer_slots, FACE_RADIUS};
use lab_race::narrate::laps;
use lab_race::{Colour, Event, Field, LabRace, Mover, PieceId, Spot};
use ui::walk::{counted, hop, walk};

/// Where a pawn's face sits: on its body, under its head.
const FACE_Y: f64 = 3.0;

/// The face of a colour's pieces: yellow round, blue square, green a diamond.
fn face(colour: Colour) -> AnyView {
    let (r, y) = (FACE_RADIUS, FACE_Y);
    match colour {
        Colour::Blue => {
            view! { <rect class="face" x=-r * 0.8 y=y - r * 0.8 width=r * 1.6 height=r * 1.6 rx="2"/> }.into_any()
        }
        Colour::Green => {
            view! { <path class="face" d=format!("M0 {} L{r} {y} L0 {} L{} {y} Z", y - r, y + r, -r)/> }.into_any()
        }
        _ => view! { <circle class="face" cy=y r=r * 0.9/> }.into_any(),
    }
}

/// A pawn of `colour` with its face and `number` (its own, or a stack's count); `hopping` is
/// the class of its hop, so that the body hops while its shadow stays on the ground. The body
/// (`data-body`) is what stands within the field.
fn pawn(colour: Colour, number: String, hopping: Signal<&'static str>) -> impl IntoView {
    view! {
        <ellipse class="shadow" cx="1" cy="16.5" rx="22.5" ry="6"/>
        <g class=move || format!("pawn {}", hopping.get()) data-body="">
            <use href="#lr-pawn" x="-20" y="-22" width="40" height="42"/>
            {face(colour)}
            <text class="num" y=FACE_Y + 5.0>{number}</text>
        </g>
    }
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
    let hopping = hop(spot);
    view! {
        <g class=format!("lr-piece {}", colour_class(id.colour)) class:sick=sick class:gone=move || at().is_none()
            style:transform=place data-piece=move || at().map(|_| name.clone())>
            {pawn(id.colour, (id.index + 1).to_string(), hopping)}
            {move || mask().map(|laps| view! {
                <g class=move || format!("mask {}", hopping.get())><rect x=badge.x y=badge.y width=badge.w height=badge.h rx="3"/>
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
            {pawn(colour, count.to_string(), Signal::stored(""))}
        </g>
    }
}

pub fn pieces(view: Signal<LabRace>) -> impl IntoView {
    let ids: Vec<PieceId> = view.with_untracked(|g| g.pieces().map(|(id, _)| id).collect());
    view! { {ids.into_iter().map(|id| piece(view, id)).collect_view()}{lab_stacks(view)} }
}

/// A virus on its shadow; `born` where the virus has just multiplied, so that it pops up.
fn virus_at((x, y): (f64, f64), at: String, born: bool) -> impl IntoView {
    view! {
        <g class="lr-virus" transform=format!("translate({x},{y})") data-piece=at>
            <ellipse class="shadow" cx="1" cy="17.5" rx="22.5" ry="6"/>
            <g class="germ" class:born=born><use href="#lr-germ" x="-22" y="-22" width="44" height="44"/></g>
        </g>
    }
}

/// Where the latest action multiplied the virus: the field a sick piece left a new virus on,
/// or the field that virus stepped on to from there.
fn multiplied(events: &[Event]) -> Vec<Field> {
    let mut born: Vec<Field> = vec![];
    for event in events {
        match *event {
            Event::VirusLeftBehind { field, .. } => born.push(field),
            Event::SteppedOn { mover: Mover::Virus, from, to } if born.last() == Some(&from) => {
                born.pop();
                born.push(to);
            }
            _ => {}
        }
    }
    born
}

/// The viruses on the board and those waiting in the focus.
pub fn viruses(view: Signal<LabRace>, last: Signal<Vec<Event>>) -> impl IntoView {
    let out = move || {
        let born = last.with(|events| multiplied(events));
        view.with(|g| {
            g.viruses()
                .iter()
                .map(|&f| virus_at(centre(f), format!("virus-f{}", f.0), born.contains(&f)))
                .collect_view()
        })
    };
    let waiting = move || {
        view.with(|g| {
            (0..g.focus()).map(|i| virus_at(focus_slot(i), format!("virus-focus-{}", i + 1), false)).collect_view()
        })
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
                <path class="shine" d="M-4.5 1a4.5 4.5 0 0 0 2.5 4.5"/>
                {counted.then(|| view! { <text y="6">{uses}</text> })}
            </g>
        }
    });
    view! { <g class="lr-sanitizers">{drawn.collect_view()}</g> }
}
