//! The dice last thrown, drawn: six-sided dice with pips, four-sided dice as triangles.

use leptos::prelude::*;

use crate::games::vaccine_race::squares::Dice;
use crate::games::vaccine_race::Event;
use crate::table::seats::{seat_name, SeatSetup};

/// Pip positions on a 40-unit die face, for 1 to 6.
fn pips(face: u8) -> &'static [(f64, f64)] {
    const L: f64 = 11.0;
    const M: f64 = 20.0;
    const H: f64 = 29.0;
    match face {
        1 => &[(M, M)],
        2 => &[(L, L), (H, H)],
        3 => &[(L, L), (M, M), (H, H)],
        4 => &[(L, L), (H, L), (L, H), (H, H)],
        5 => &[(L, L), (H, L), (M, M), (L, H), (H, H)],
        _ => &[(L, L), (H, L), (L, M), (H, M), (L, H), (H, H)],
    }
}

fn die(sides: u8, face: u8) -> impl IntoView {
    let shape = if sides == 4 {
        view! {
            <svg class="die d4" viewBox="0 0 40 40" role="img" aria-label=format!("d4 showing {face}")>
                <path d="M20 3 L37 36 L3 36 Z"/><text x="20" y="30">{face}</text>
            </svg>
        }
        .into_any()
    } else {
        let dots = pips(face).iter().map(|&(x, y)| view! { <circle cx=x cy=y r="3.6"/> }).collect_view();
        view! {
            <svg class="die d6" viewBox="0 0 40 40" role="img" aria-label=format!("d6 showing {face}")>
                <rect x="2" y="2" width="36" height="36" rx="6"/>{dots}
            </svg>
        }
        .into_any()
    };
    shape
}

/// Every throw of the latest action, with who threw and the total.
pub fn last_throw(last: Signal<Vec<Event>>, seats: Vec<SeatSetup>) -> impl IntoView {
    let throws = move || {
        last.with(|events| {
            events
                .iter()
                .filter_map(|e| match e {
                    Event::Rolled { seat, dice, faces, .. } => Some((*seat, *dice, faces.clone())),
                    _ => None,
                })
                .map(|(seat, dice, faces)| throw(&seat_name(&seats, seat), dice, &faces))
                .collect_view()
        })
    };
    view! { <div class="dice" id="dice">{throws}</div> }
}

fn throw(who: &str, dice: Dice, faces: &[u8]) -> impl IntoView {
    let (_, sides) = dice.shape();
    let total: u8 = faces.iter().sum();
    let drawn = faces.iter().map(|&f| die(sides, f)).collect_view();
    view! {
        <div class="throw">
            {drawn}
            <span>{format!("{who}: {} = {total}", dice.label())}</span>
        </div>
    }
}
