//! The 0-98 track drawn as a serpentine board of ten rows, with the pieces on it.

use leptos::prelude::*;

use super::dice::last_throw;
use crate::engine::Game;
use crate::games::vaccine_race::squares::{square, Colour, SquareEvent, GOAL};
use crate::games::vaccine_race::{Event, VaccineRace};
use crate::table::seats::{seat_name, SeatSetup};

const CELL: f64 = 64.0;
const COLUMNS: u8 = 10;

/// The top-left corner of a square: row 0 at the bottom, every other row running back.
fn corner(number: u8) -> (f64, f64) {
    let (row, col) = (number / COLUMNS, number % COLUMNS);
    let col = if row % 2 == 1 { COLUMNS - 1 - col } else { col };
    (f64::from(col) * CELL, f64::from(9 - row) * CELL)
}

/// Where the `index`-th of several pieces on one square stands, so none hides another.
fn piece_spot(number: u8, index: usize) -> (f64, f64) {
    let (x, y) = corner(number);
    let (col, row) = ((index % 3) as f64, (index / 3) as f64);
    (x + 14.0 + col * 18.0, y + 30.0 + row * 18.0)
}

fn fill(number: u8) -> &'static str {
    match square(number).and_then(|s| s.colour()) {
        Some(Colour::Blue) => "sq blue",
        Some(Colour::Red) => "sq red",
        Some(Colour::Yellow) => "sq yellow",
        None if number == 0 || number == GOAL => "sq special",
        None => "sq plain",
    }
}

/// A short label under a square's icon.
fn label(number: u8) -> String {
    let Some(event) = square(number).and_then(|s| s.event) else {
        return match number {
            0 => "start".into(),
            GOAL => "GOAL".into(),
            _ => String::new(),
        };
    };
    match event {
        SquareEvent::RollInstead(dice) => dice.label().into(),
        SquareEvent::Gate(needed) => format!("{needed}-6"),
        SquareEvent::GoBack(to) => format!("to {to}"),
        SquareEvent::SkipNextTurn => "skip".into(),
        SquareEvent::AnimalTrialShortcut => "5-6?".into(),
        SquareEvent::CompanyEvent => "roll-off".into(),
    }
}

/// A small drawing for each kind of event, centred on (cx, cy).
fn icon(number: u8, cx: f64, cy: f64) -> AnyView {
    let t = format!("translate({cx},{cy})");
    match square(number).and_then(|s| s.event) {
        Some(SquareEvent::RollInstead(_)) => view! { <g transform=t class="icon"><rect x="-8" y="-8" width="16" height="16" rx="3"/><circle cx="-3" cy="-3" r="1.8"/><circle cx="3" cy="3" r="1.8"/></g> }.into_any(),
        Some(SquareEvent::Gate(_)) => view! { <g transform=t class="icon"><rect x="-7" y="-2" width="14" height="10" rx="2"/><path d="M-4 -2 v-4 a4 4 0 0 1 8 0 v4" fill="none"/></g> }.into_any(),
        Some(SquareEvent::GoBack(_)) => view! { <g transform=t class="icon"><path d="M8 4 h-12 l5 -5 M-4 4 l5 5" fill="none"/></g> }.into_any(),
        Some(SquareEvent::SkipNextTurn) => view! { <g transform=t class="icon"><rect x="-6" y="-7" width="4" height="14"/><rect x="2" y="-7" width="4" height="14"/></g> }.into_any(),
        Some(SquareEvent::AnimalTrialShortcut) => view! { <g transform=t class="icon"><path d="M0 -8 L2.4 -2.5 L8 -2.5 L3.5 1 L5 7 L0 3.5 L-5 7 L-3.5 1 L-8 -2.5 L-2.4 -2.5 Z"/></g> }.into_any(),
        Some(SquareEvent::CompanyEvent) => view! { <g transform=t class="icon"><circle cx="-4" cy="-3" r="4"/><circle cx="4" cy="-3" r="4"/><path d="M-10 8 a6 5 0 0 1 20 0 Z"/></g> }.into_any(),
        None if number == GOAL => view! { <g transform=t class="icon"><rect x="-3" y="-9" width="6" height="14" rx="2"/><rect x="-5" y="-10" width="10" height="3"/></g> }.into_any(),
        None => ().into_any(),
    }
}

fn square_cell(number: u8, selected: RwSignal<Option<u8>>) -> impl IntoView {
    let (x, y) = corner(number);
    let tip = square(number)
        .map(|s| format!("{number}: {} — {}", s.title, s.text))
        .unwrap_or_else(|| format!("Square {number}"));
    view! {
        <g class="cell" data-square=number.to_string() on:click=move |_| selected.set(Some(number))>
            <title>{tip}</title>
            <rect class=fill(number) x=x y=y width=CELL height=CELL />
            <text class="num" x=x + 4.0 y=y + 12.0>{number}</text>
            {icon(number, x + CELL - 15.0, y + 15.0)}
            <text class="lbl" x=x + CELL / 2.0 y=y + CELL - 5.0>{label(number)}</text>
        </g>
    }
}

fn pieces(state: Signal<VaccineRace>, seats: Vec<SeatSetup>) -> impl IntoView {
    (0..seats.len())
        .map(|seat| {
            let colour = seats[seat].colour_hex();
            let name = seat_name(&seats, seat);
            let place = move || {
                state.with(|g| {
                    let here = g.pieces()[seat].square;
                    let index = (0..seat).filter(|&s| g.pieces()[s].square == here).count();
                    let (x, y) = piece_spot(here, index);
                    format!("translate({x}px, {y}px)")
                })
            };
            let to_play = move || state.with(|g| g.turn() == crate::engine::Turn::Seat(seat));
            let skipping = move || state.with(|g| g.pieces()[seat].skip_next_turn);
            view! {
                <g class="piece" class:to-play=to_play data-seat=seat.to_string() style:transform=place>
                    <title>{name}</title>
                    <circle r="8" fill=colour />
                    <Show when=skipping><text class="zz" x="5" y="-6">"zz"</text></Show>
                </g>
            }
        })
        .collect_view()
}

/// The panel with the seed's words for the square selected, or under the piece to play.
fn square_panel(state: Signal<VaccineRace>, selected: RwSignal<Option<u8>>) -> impl IntoView {
    let shown = move || selected.get().unwrap_or_else(|| state.with(|g| g.pieces()[g.current()].square));
    let text = move || {
        let n = shown();
        match square(n) {
            Some(s) => (format!("Square {n}: {}", s.title), s.text.to_string()),
            None => (format!("Square {n}"), "A plain square: no event.".to_string()),
        }
    };
    view! {
        <div class="square-info" id="square-info" aria-live="polite">
            <strong>{move || text().0}</strong>
            <p>{move || text().1}</p>
        </div>
    }
}

pub fn board(state: Signal<VaccineRace>, last: Signal<Vec<Event>>, seats: Vec<SeatSetup>) -> impl IntoView {
    let selected = RwSignal::new(None);
    let cells = (0..=GOAL).map(|n| square_cell(n, selected)).collect_view();
    let size = CELL * f64::from(COLUMNS);
    view! {
        <div class="vr-board">
            <svg class="track" viewBox=format!("0 0 {size} {size}") role="img" aria-label="The Vaccine Race track, squares 0 to 98">
                {cells}
                <g class="pieces">{pieces(state, seats.clone())}</g>
            </svg>
            <div class="under-board">
                {last_throw(last, seats)}
                {square_panel(state, selected)}
            </div>
        </div>
    }
}

/// The home screen's picture: a stretch of coloured track and a vaccine vial.
pub fn picture() -> impl IntoView {
    view! {
        <svg viewBox="0 0 200 100" role="img" aria-label="Vaccine Race">
            <rect class="sq plain" x="5" y="55" width="30" height="30"/>
            <rect class="sq blue" x="35" y="55" width="30" height="30"/>
            <rect class="sq plain" x="65" y="55" width="30" height="30"/>
            <rect class="sq red" x="95" y="55" width="30" height="30"/>
            <rect class="sq yellow" x="125" y="55" width="30" height="30"/>
            <rect class="sq special" x="155" y="55" width="30" height="30"/>
            <circle cx="50" cy="70" r="7" fill="#2f6fdf"/><circle cx="110" cy="70" r="7" fill="#d7263d"/>
            <g transform="translate(170,25) rotate(20)"><rect x="-6" y="-18" width="12" height="30" rx="3" fill="#9ad"/><rect x="-8" y="-22" width="16" height="6" fill="#456"/></g>
        </svg>
    }
}
