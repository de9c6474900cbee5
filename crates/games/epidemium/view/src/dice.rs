//! The dice on the board: the latest throw drawn (the D6, the D4 or the two D6 of a teleport)
//! with who threw it, and in words every throw of the action (a teleport's up to seven).
//! Pressed, they roll, as the Roll button does.

use leptos::prelude::*;

use engine::Seat;
use epidemium::text::text;
use epidemium::{Action, Die, Epidemium, Event};
use table::seats::seat_name;
use ui::dice::{d4, d6, tumble};
use ui::{action_words, BoardCtx};

/// The latest throws: who, the die, each throw's faces, the last drawn (a Magic Number shows
/// the changed number).
#[derive(Clone, PartialEq)]
struct Throw {
    seat: Seat,
    die: Die,
    throws: Vec<Vec<u8>>,
}

impl Throw {
    fn new(seat: Seat, die: Die, faces: Vec<u8>) -> Self {
        Self { seat, die, throws: vec![faces] }
    }

    /// The faces drawn: the last throw's.
    fn faces(&self) -> &[u8] {
        self.throws.last().map_or(&[], Vec::as_slice)
    }
}

/// The throws of the latest action's `events`; a Magic Number decision changes the throw
/// `before` it (it throws nothing itself).
fn latest_throw(events: &[Event], before: Option<Throw>) -> Option<Throw> {
    let mut throw = None;
    for event in events {
        throw = match (event, throw.take()) {
            (Event::OrderRolled { seat, face }, _) => Some(Throw::new(*seat, Die::D6, vec![*face])),
            (Event::Rolled { seat, die, face }, _) => Some(Throw::new(*seat, *die, vec![*face])),
            // A teleport attempt's throws follow one another in one action.
            (Event::TeleportThrown { faces, throw: 2.., .. }, Some(mut attempt)) => {
                attempt.throws.push(faces.to_vec());
                Some(attempt)
            }
            (Event::TeleportThrown { seat, faces, .. }, _) => Some(Throw::new(*seat, Die::D6, faces.to_vec())),
            (Event::MagicNumber { to, .. }, now) => now.or_else(|| before.clone()).map(|mut changed| {
                if let Some(last) = changed.throws.last_mut() {
                    last.iter_mut().for_each(|face| *face = *to);
                }
                changed
            }),
            (_, now) => now,
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
    let (last, legal, view, lang, act, coached) = (ctx.last, ctx.legal, ctx.view, ctx.lang, ctx.act, ctx.coached);
    let (seats, named) = (ctx.seats.clone(), ctx.seats.clone());
    // A card decision throws nothing new: the dice keep showing the throw before.
    let shown = Memo::new(move |before: Option<&Option<Throw>>| {
        let before = before.cloned().flatten();
        last.with(|events| latest_throw(events, before.clone())).or(before)
    });
    let can_roll = move || legal.with(|l| l.contains(&Action::Roll));
    let tumbling = tumble(last, |e| latest_throw(std::slice::from_ref(e), None).is_some());
    let said = Memo::new(move |_| {
        let t = text(lang.get());
        shown.get().map_or(t.no_roll_yet().to_string(), |throw| {
            t.dice_shown(&seat_name(&seats, throw.seat, lang.get()), &throw.throws)
        })
    });
    let name = move || {
        let what = said.get();
        match can_roll() {
            true => {
                format!("{}. {what}", view.with(|v| action_words::<Epidemium>(v, &Action::Roll, &named, lang.get())))
            }
            false => what,
        }
    };
    let faces = move || match shown.get() {
        Some(throw) => throw.faces().iter().map(|&f| drawn(throw.die, f)).collect_view().into_any(),
        None => d6(6).into_any(),
    };
    view! {
        <button class=move || format!("dice ep-dice {}", tumbling.get()) id="dice" data-testid="board-dice" disabled=move || !can_roll()
            data-coach-target=move || (coached && can_roll()).then_some("")
            on:click=move |_| { let _ = act.run(Action::Roll); }>
            <span class="visually-hidden">{name}</span>
            <span class="faces" aria-hidden="true">{faces}</span>
            <span class="who" aria-hidden="true">{said}</span>
        </button>
    }
}
