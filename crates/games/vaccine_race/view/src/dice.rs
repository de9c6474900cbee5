//! The dice, drawn on the board: six-sided dice with pips, four-sided dice as triangles. The
//! dice are a button of the board: pressing them rolls, as the Roll button does.

use leptos::prelude::*;

use lang::Lang;
use table::seats::seat_name;
use ui::dice::{d4, d6, tumble};
use ui::{action_words, BoardCtx};
use vaccine_race::squares::Dice;
use vaccine_race::text::text;
use vaccine_race::{Action, Event, VaccineRace};

fn die(sides: u8, face: u8) -> impl IntoView {
    if sides == 4 {
        d4(face).into_any()
    } else {
        d6(face).into_any()
    }
}

/// The dice: the latest throws drawn, with who threw and the total; pressed, they roll.
pub fn roll_button(ctx: &BoardCtx<VaccineRace>) -> impl IntoView {
    let (last, legal, view, lang, act, coached) = (ctx.last, ctx.legal, ctx.view, ctx.lang, ctx.act, ctx.coached);
    let (seats, named) = (ctx.seats.clone(), ctx.seats.clone());
    let can_roll = move || legal.with(|l| l.contains(&Action::Roll));
    let tumbling = tumble(last, |e| matches!(e, Event::Rolled { .. }));
    let throws = move || {
        let lang = lang.get();
        last.with(|events| {
            events
                .iter()
                .filter_map(|e| match e {
                    Event::Rolled { seat, dice, faces, .. } => {
                        Some(throw(&seat_name(&seats, *seat, lang), *dice, faces, lang))
                    }
                    _ => None,
                })
                .collect_view()
        })
    };
    let name = move || view.with(|v| action_words::<VaccineRace>(v, &Action::Roll, &named, lang.get()));
    view! {
        <button class=move || format!("dice {}", tumbling.get()) id="dice" data-testid="board-dice" disabled=move || !can_roll()
            data-coach-target=move || (coached && can_roll()).then_some("")
            on:click=move |_| { let _ = act.run(Action::Roll); }>
            // Named by what pressing does, then what it shows, so speech matches sight.
            <span class="visually-hidden">{name}</span>
            {throws}
            <Show when=move || last.with(|e| !e.iter().any(|e| matches!(e, Event::Rolled { .. })))>{die(6, 5)}</Show>
        </button>
    }
}

fn throw(who: &str, dice: Dice, faces: &[u8], lang: Lang) -> impl IntoView {
    let (_, sides) = dice.shape();
    let total: u8 = faces.iter().sum();
    let drawn = faces.iter().map(|&f| die(sides, f)).collect_view();
    let said: Vec<String> = faces.iter().map(|&f| text(lang).die(sides, f)).collect();
    view! {
        <span class="throw" title=said.join(", ")>
            {drawn}
            <span>{text(lang).threw(who, dice, total)}</span>
        </span>
    }
}
