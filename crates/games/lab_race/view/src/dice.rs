//! The die, drawn beside the board: the latest roll and who rolled it. It is a button: pressing
//! it rolls, as the Roll button does.

use leptos::prelude::*;

use lab_race::narrate::seat_of;
use lab_race::text::text;
use lab_race::{Action, Event, LabRace};
use table::seats::seat_name;
use ui::dice::{d6, tumble};
use ui::BoardCtx;

/// The latest roll: `None` for the virus's, else the seat that rolled, and the face.
type Roll = (Option<usize>, u8);

fn latest_roll(events: &[Event]) -> Option<Roll> {
    events.iter().rev().find_map(|e| match *e {
        Event::Rolled { colour, face } => Some((Some(seat_of(colour)), face)),
        Event::VirusRolled { face } => Some((None, face)),
        _ => None,
    })
}

pub fn die(ctx: &BoardCtx<LabRace>) -> impl IntoView {
    let (last, legal, lang, act, coached) = (ctx.last, ctx.legal, ctx.lang, ctx.act, ctx.coached);
    let seats = ctx.seats.clone();
    // A move after a roll shows no new roll: the die keeps showing the one before.
    let shown = Memo::new(move |before: Option<&Option<Roll>>| {
        last.with(|events| latest_roll(events)).or_else(|| before.copied().flatten())
    });
    let can_roll = move || legal.with(|l| l.contains(&Action::Roll));
    let tumbling = tumble(last, |e| latest_roll(std::slice::from_ref(e)).is_some());
    let who = move || {
        let t = text(lang.get());
        shown.get().map(|(seat, _)| match seat {
            Some(seat) => seat_name(&seats, seat, lang.get()),
            None => t.the_virus().to_string(),
        })
    };
    let name = move || {
        let t = text(lang.get());
        let face = t.die(shown.get().map(|(_, face)| face));
        if can_roll() {
            format!("{}. {face}", t.roll())
        } else {
            face
        }
    };
    view! {
        <button class=move || format!("dice lr-die {}", tumbling.get()) id="dice" data-testid="board-dice" disabled=move || !can_roll()
            data-coach-target=move || (coached && can_roll()).then_some("")
            on:click=move |_| { let _ = act.run(Action::Roll); }>
            {move || d6(shown.get().map_or(6, |(_, face)| face))}
            <span class="visually-hidden">{name}</span>
            <span class="who">{who}</span>
        </button>
    }
}
