//! Beside the grid: the die (pressed, it rolls), the move in progress in words, and the key to
//! the squares.

use leptos::prelude::*;

use super::key::key;
use catch_me::board::Board;
use catch_me::text::text;
use catch_me::{Action, CatchMe, Event, Phase, Side};
use ui::dice::{d6, tumble};
use ui::lang::word;
use ui::BoardCtx;

/// The roll to show: the one that set the move in progress going, as the view knows it, else
/// the latest action's own roll (a move that could not start), else none yet.
fn shown_roll(phase: &Phase, last: &[Event]) -> Option<(Side, Option<u8>)> {
    phase.rolled().or_else(|| {
        last.iter().find_map(|e| if let Event::Rolled { side, face } = e { Some((*side, *face)) } else { None })
    })
}

/// A die's face, or a blank die with a question mark where the face is hidden.
fn face(face: Option<u8>) -> AnyView {
    match face {
        Some(face) => d6(face).into_any(),
        None => view! {
            <svg class="die d6" viewBox="0 0 40 40" aria-hidden="true">
                <rect x="2" y="2" width="36" height="36" rx="6"/><text x="20" y="28">"?"</text>
            </svg>
        }
        .into_any(),
    }
}

fn die_button(ctx: &BoardCtx<CatchMe>) -> impl IntoView {
    let (view, last, legal, lang, act, coached) = (ctx.view, ctx.last, ctx.legal, ctx.lang, ctx.act, ctx.coached);
    let roll = Memo::new(move |_| view.with(|v| last.with(|l| shown_roll(&v.phase, l))));
    let can_roll = move || legal.with(|l| l.contains(&Action::Roll));
    let tumbling = tumble(last, |e| matches!(e, Event::Rolled { .. }));
    let said = move || roll.get().map(|(side, f)| text(lang.get()).die_face(side, f)).unwrap_or_default();
    view! {
        <button class=move || format!("dice cm-die {}", tumbling.get()) id="dice" data-testid="board-dice" disabled=move || !can_roll()
            data-coach-target=move || (coached && can_roll()).then_some("")
            on:click=move |_| { let _ = act.run(Action::Roll); }>
            // Named by what pressing does, then what it shows, so speech matches sight.
            <span class="visually-hidden">{word(lang, |l| text(l).roll())} " "</span>
            {move || match roll.get() {
                Some((_, f)) => face(f),
                None => d6(6).into_any(),
            }}
            <span>{said}</span>
        </button>
    }
}

/// The move in progress in words: who moves and the range left, or that the virus moves
/// out of sight.
fn range(ctx: &BoardCtx<CatchMe>) -> impl IntoView {
    let (view, lang) = (ctx.view, ctx.lang);
    let words = move || {
        let t = text(lang.get());
        view.with(|v| match &v.phase {
            Phase::Move(mv) => Some((t.moving(mv.mover), t.steps_left(mv.steps_left))),
            Phase::UnseenMove { .. } => Some((t.moving(Side::Virus), t.out_of_sight().to_string())),
            _ => None,
        })
    };
    view! {
        <p class="cm-range" id="cm-range">
            {move || words().map(|(who, left)| view! { <strong>{who}</strong> " " <span>{left}</span> })}
        </p>
    }
}

pub fn panel(ctx: &BoardCtx<CatchMe>, board: &'static Board) -> impl IntoView {
    view! {
        <div class="cm-panel">
            {die_button(ctx)}
            {range(ctx)}
            {key(board, ctx.lang)}
        </div>
    }
}
