//! The latest action marked on the cross, in the colour of whoever took it (the virus's red for
//! its own turn): the way each piece or virus went, a piece taken out from its home place, and
//! a sanitizer, a cure or a mask where it was given.

use leptos::prelude::*;

use super::places::Place;
use lab_race::cross::{centre, home_slot};
use lab_race::{Colour, Event, Field, LabRace, Mover};
use ui::mark::{latest, moved};
use ui::BoardCtx;

/// The virus's colour on the board (`--lr-red`).
const VIRUS_RED: &str = "#d62728";

/// One thing the action moved or placed: who (none for what was placed), and where it went.
#[derive(Clone)]
struct Way {
    who: Option<Mover>,
    points: Vec<(f64, f64)>,
    at: Field,
}

impl Way {
    fn new(who: Option<Mover>, from: (f64, f64), to: Field) -> Self {
        Way { who, points: vec![from, centre(to)], at: to }
    }

    fn placed(at: Field) -> Self {
        Way { who: None, points: vec![centre(at)], at }
    }
}

/// What the events moved or placed, in order; a step on after a meeting continues its mover's way.
fn ways(events: &[Event], view: &LabRace) -> Vec<Way> {
    let mut ways: Vec<Way> = vec![];
    for event in events {
        let way = match *event {
            Event::VirusMoved { from, to, .. } => Way::new(Some(Mover::Virus), centre(from), to),
            Event::Moved { piece, from, to } => Way::new(Some(Mover::Piece(piece)), centre(from), to),
            Event::TookOut { piece, .. } => {
                Way::new(Some(Mover::Piece(piece)), home_slot(piece.colour, piece.index), Field::exit(piece.colour))
            }
            Event::VirusLeftFocus => Way::placed(Field::exit(Colour::Red)),
            Event::SteppedOn { mover, from, to } => match ways.last_mut().filter(|w| w.who == Some(mover)) {
                Some(way) => {
                    way.points.push(centre(to));
                    way.at = to;
                    continue;
                }
                None => Way::new(Some(mover), centre(from), to),
            },
            Event::SanitizerPlaced { field, .. } => Way::placed(field),
            Event::Healed { piece, .. } | Event::MaskGiven { piece, .. } => match view.field_of(piece) {
                Some(field) => Way::placed(field),
                None => continue,
            },
            _ => continue,
        };
        ways.push(way);
    }
    ways
}

/// The marks of the latest action, over the board and under the pieces.
pub fn last_move(ctx: &BoardCtx<LabRace>) -> impl IntoView {
    let view = ctx.view;
    let marked = latest(ctx, VIRUS_RED, move |events| view.with(|v| ways(events, v)));
    move || {
        let (mover, marks) = marked.get()?;
        let marks = marks.into_iter().map(|way| moved(&mover, &way.points, 21.0, Place::Field(way.at).key()));
        Some(marks.collect_view())
    }
}
