//! What stands on the board: the players' pieces (each colour its own shape and every piece its
//! number, so colour is never the only signal; a mask band with the laps left; a dashed ring
//! when sick), the viruses, those waiting in the focus and the hand sanitizers.

use leptos::prelude::*;

use super::geometry::{cell, centre, focus_slot, home_slot, lab_slot};
use super::places::colour_class;
use crate::games::lab_race::narrate::laps;
use crate::games::lab_race::{Colour, Field, LabRace, PieceId, Spot};
use crate::ui::walk::{counted, walk};

/// The shape of a colour's pieces: yellow round, blue square, green a diamond.
fn shape(colour: Colour) -> AnyView {
    match colour {
        Colour::Blue => view! { <rect class="body" x="-13" y="-13" width="26" height="26" rx="4"/> }.into_any(),
        Colour::Green => view! { <path class="body" d="M0 -16 L16 0 L0 16 L-16 0 Z"/> }.into_any(),
        _ => view! { <circle class="body" r="14"/> }.into_any(),
    }
}

fn where_drawn(spot: Spot, id: PieceId) -> (f64, f64, f64) {
    match spot {
        Spot::Home => {
            let (x, y) = home_slot(id.colour, id.index);
            (x, y, 1.0)
        }
        Spot::Out(travelled) => {
            let (x, y) = centre(Field::of(id.colour, travelled));
            (x, y, 1.0)
        }
        Spot::Lab => {
            let (x, y) = lab_slot((id.colour as u8).saturating_sub(1), id.index);
            (x, y, 0.7)
        }
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
    let place = move || {
        let (x, y, scale) = where_drawn(spot.get(), id);
        format!("translate({x}px, {y}px) scale({scale})")
    };
    let mask = move || view.with(|g| g.piece(id).mask.map(|m| laps(m.fields_left)));
    let sick = move || view.with(|g| g.piece(id).sick);
    view! {
        <g class=format!("lr-piece {}", colour_class(id.colour)) style:transform=place data-piece=format!("{}-{}", colour_class(id.colour), id.index + 1)>
            <Show when=sick><circle class="sick-ring" r="19"/></Show>
            {shape(id.colour)}
            <text class="num" y="5">{id.index + 1}</text>
            {move || mask().map(|laps| view! {
                <g class="mask"><rect x="-11" y="6" width="22" height="8" rx="3"/>
                <circle cx="13" cy="-12" r="7"/><text x="13" y="-8.5">{laps}</text></g>
            })}
        </g>
    }
}

pub fn pieces(view: Signal<LabRace>) -> impl IntoView {
    let ids: Vec<PieceId> = view.with_untracked(|g| g.pieces().map(|(id, _)| id).collect());
    ids.into_iter().map(|id| piece(view, id)).collect_view()
}

fn virus_at(x: f64, y: f64) -> impl IntoView {
    view! {
        <g class="lr-virus" transform=format!("translate({x},{y})")>
            <path d="M0 -16 V-10 M0 16 V10 M-16 0 H-10 M16 0 H10 M-11 -11 L-7 -7 M11 11 L7 7 M-11 11 L-7 7 M11 -11 L7 -7"/>
            <circle r="10"/>
        </g>
    }
}

/// The viruses on the board and those waiting in the focus.
pub fn viruses(view: Signal<LabRace>) -> impl IntoView {
    let out = move || view.with(|g| g.viruses().iter().map(|&f| centre(f)).map(|(x, y)| virus_at(x, y)).collect_view());
    let waiting = move || view.with(|g| (0..g.focus()).map(focus_slot).map(|(x, y)| virus_at(x, y)).collect_view());
    view! { <g>{out}{waiting}</g> }
}

/// Each hand sanitizer: a drop in its field's corner with the uses left.
pub fn sanitizers(view: Signal<LabRace>) -> impl IntoView {
    move || {
        view.with(|g| {
            g.sanitizers()
                .iter()
                .map(|s| {
                    let (x, y) = cell(s.field);
                    view! {
                        <g class="lr-sanitizer" transform=format!("translate({},{})", x + 2.0, y + 2.0)>
                            <rect width="36" height="36" rx="4"/>
                            <path d="M9 2 C13 8 16 11 16 15 A7 7 0 0 1 2 15 C2 11 5 8 9 2 Z"/>
                            <text x="9" y="17">{s.uses}</text>
                        </g>
                    }
                })
                .collect_view()
        })
    }
}
