//! The dice on the board: the latest throw drawn (the D6, the D4 or the two D6 of a teleport)
//! with who threw it. Pressed, they roll, as the Roll button does.

use leptos::prelude::*;

use crate::engine::Seat;
use crate::games::epidemium::text::text;
use crate::games::epidemium::{Action, Die, Epidemium, Event};
use crate::table::seats::seat_name;
use crate::ui::die::{d4, d6};
use crate::ui::{BoardCtx, GameUi};

/// The latest throw: who, the die, the faces (a Magic Number shows the changed number).
#[derive(Clone, PartialEq)]
struct Throw {
    seat: Seat,
    die: Die,
    faces: Vec<u8>,
}

fn latest_throw(events: &[Event]) -> Option<Throw> {
    let mut throw = None;
    for event in events {
        throw = match event {
            Event::OrderRolled { seat, face } => Some(Throw { seat: *seat, die: Die::D6, faces: vec![*face] }),
            Event::Rolled { seat, die, face } => Some(Throw { seat: *seat, die: *die, faces: vec![*face] }),
            Event::TeleportThrown { seat, faces, .. } => {
                Some(Throw { seat: *seat, die: Die::D6, faces: faces.to_vec() })
            }
            Event::MagicNumber { seat, to, .. } => {
                let die = throw.as_ref().map_or(Die::D6, |t: &Throw| t.die);
                let faces = throw.as_ref().map_or(vec![*to], |t: &Throw| t.faces.iter().map(|_| *to).collect());
                Some(Throw { seat: *seat, die, faces })
            }
            _ => continue,
        };
    }
    throw
}

fn drawn(die: Die, face: u8) -> AnyView {
    match die {
        Die::D4 => d4(face).into_any(),
        Die::D6 => d6(face).into_any(),
    }
}

pub fn dice(ctx: &BoardCtx<Epidemium>) -> impl IntoView {
    let (last, legal, view, lang, act) = (ctx.last, ctx.legal, ctx.view, ctx.lang, ctx.act);
    let seats = ctx.seats.clone();
    // A card decision throws nothing new: the dice keep showing the throw before.
    let shown = Memo::new(move |before: Option<&Option<Throw>>| {
        last.with(|events| latest_throw(events)).or_else(|| before.cloned().flatten())
    });
    let can_roll = move || legal.with(|l| l.contains(&Action::Roll));
    let said = Memo::new(move |_| {
        let t = text(lang.get());
        shown.get().map_or(t.no_roll_yet().to_string(), |throw| {
            t.dice_shown(&seat_name(&seats, throw.seat, lang.get()), &throw.faces)
        })
    });
    let name = move || {
        let what = said.get();
        match can_roll() {
            true => format!("{}. {what}", view.with(|v| Epidemium::action_label(v, &Action::Roll, lang.get()))),
            false => what,
        }
    };
    let faces = move || match shown.get() {
        Some(throw) => throw.faces.iter().map(|&f| drawn(throw.die, f)).collect_view().into_any(),
        None => d6(6).into_any(),
    };
    view! {
        <button class="dice ep-dice" id="dice" data-testid="board-dice" disabled=move || !can_roll()
            on:click=move |_| { let _ = act.run(Action::Roll); }>
            <span class="visually-hidden">{name}</span>
            <span class="faces" aria-hidden="true">{faces}</span>
            <span class="who" aria-hidden="true">{said}</span>
        </button>
    }
}
