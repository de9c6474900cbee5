//! The track drawn: a road winding through the runs, each square a tile on it in its seed colour
//! with its number in a tag and its event's icon; the start and the goal wider places with their
//! word. Every square is a button of the board.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use lang::Lang;
use table::seats::{seat_name, SeatSetup};
use text::list;
use ui::{roving_focus, BoardCtx};
use vaccine_race::squares::{square, Colour, SquareEvent, GOAL, PANDEMIC};
use vaccine_race::stand::tile;
use vaccine_race::text::text;
use vaccine_race::track::{Rect, Track, INSET, SIDE};
use vaccine_race::VaccineRace;

pub fn fill(number: u8) -> &'static str {
    match square(number).and_then(|s| s.colour()) {
        Some(Colour::Blue) => "sq blue",
        Some(Colour::Red) => "sq red",
        Some(Colour::Yellow) => "sq yellow",
        None if number == PANDEMIC || number == GOAL => "sq special",
        None => "sq plain",
    }
}

/// The word on the start or the goal.
pub fn word(number: u8, lang: Lang) -> Option<&'static str> {
    match number {
        PANDEMIC => Some(text(lang).start_label()),
        GOAL => Some(text(lang).goal_label()),
        _ => None,
    }
}

/// The short words a square's icon stands for, for its accessible name.
fn label(number: u8, lang: Lang) -> String {
    match square(number).and_then(|s| s.event) {
        Some(event) => text(lang).event_label(event),
        None => word(number, lang).unwrap_or_default().to_string(),
    }
}

/// A small drawing for each kind of event (and the start's virus), drawn in a 20-unit box
/// centred on `at`, `size` units across.
fn icon(number: u8, (cx, cy): (f64, f64), size: f64) -> AnyView {
    let t = format!("translate({cx},{cy}) scale({})", size / 20.0);
    match square(number).and_then(|s| s.event) {
        Some(SquareEvent::RollInstead(_)) => view! { <g transform=t class="icon"><rect x="-8" y="-8" width="16" height="16" rx="3"/><circle cx="-3" cy="-3" r="1.8"/><circle cx="3" cy="3" r="1.8"/></g> }.into_any(),
        Some(SquareEvent::Gate(_)) => view! { <g transform=t class="icon"><rect x="-7" y="-2" width="14" height="10" rx="2"/><path d="M-4 -2 v-4 a4 4 0 0 1 8 0 v4" fill="none"/></g> }.into_any(),
        Some(SquareEvent::GoBack(_)) => view! { <g transform=t class="icon"><path d="M8 4 h-12 l5 -5 M-4 4 l5 5" fill="none"/></g> }.into_any(),
        Some(SquareEvent::SkipNextTurn) => view! { <g transform=t class="icon"><rect x="-6" y="-7" width="4" height="14"/><rect x="2" y="-7" width="4" height="14"/></g> }.into_any(),
        Some(SquareEvent::AnimalTrialShortcut) => view! { <g transform=t class="icon"><path d="M0 -8 L2.4 -2.5 L8 -2.5 L3.5 1 L5 7 L0 3.5 L-5 7 L-3.5 1 L-8 -2.5 L-2.4 -2.5 Z"/></g> }.into_any(),
        Some(SquareEvent::CompanyEvent) => view! { <g transform=t class="icon"><circle cx="-4" cy="-3" r="4"/><circle cx="4" cy="-3" r="4"/><path d="M-10 8 a6 5 0 0 1 20 0 Z"/></g> }.into_any(),
        None if number == GOAL => view! { <g transform=t class="icon"><rect x="-3" y="-9" width="6" height="14" rx="2"/><rect x="-5" y="-10" width="10" height="3"/></g> }.into_any(),
        None if number == PANDEMIC => view! { <g transform=t class="icon"><circle r="5"/><path d="M0 -9 V-5 M0 9 V5 M-9 0 H-5 M9 0 H5 M-6.4 -6.4 L-3.5 -3.5 M6.4 6.4 L3.5 3.5 M-6.4 6.4 L-3.5 3.5 M6.4 -6.4 L3.5 -3.5" fill="none"/></g> }.into_any(),
        None => ().into_any(),
    }
}

/// A tag with words on the board, which no piece may cover (`data-label`).
fn tag(class: &'static str, tag: Rect, font: f64, words: impl IntoView) -> impl IntoView {
    view! {
        <g class="tag" data-label="" aria-hidden="true">
            <rect x=tag.x y=tag.y width=tag.width height=tag.height rx=tag.height / 4.0 />
            <text class=class x=tag.x + font * 0.15 y=tag.y + tag.height * 0.8 style:font-size=format!("{font}px")>{words}</text>
        </g>
    }
}

/// A square's accessible name: its number and what it does, and who stands there.
fn square_name(number: u8, view: &VaccineRace, seats: &[SeatSetup], lang: Lang) -> String {
    let t = text(lang);
    // The name starts with what the square shows (its number and label), so speech matches sight.
    let shown = format!("{} {}", t.square(number), label(number, lang)).trim_end().to_string();
    let mut name = match t.square_words(number) {
        Some((title, _)) => format!("{shown}: {title}"),
        None => shown,
    };
    let here: Vec<String> =
        (0..seats.len()).filter(|&s| view.pieces()[s].square == number).map(|s| seat_name(seats, s, lang)).collect();
    if !here.is_empty() {
        name = format!("{name}; {}", t.here(&list(&here, lang)));
    }
    name
}

/// Focuses the square `number` (its tile is a button in the SVG).
fn focus_square(number: usize) {
    let selector = format!(".vr-board [data-square=\"{number}\"]");
    if let Some(cell) = document().query_selector(&selector).ok().flatten() {
        let _ = cell.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

/// The choice a tap or a key makes on the squares: which square's words are shown, and which
/// square holds the board's one tab stop.
#[derive(Clone, Copy)]
pub struct Picked {
    pub selected: RwSignal<Option<u8>>,
    pub focused: RwSignal<u8>,
}

/// One square: a button of the board (one tab stop for the whole track; the arrow keys move
/// along it, Enter or Space shows what the square does).
fn square_tile(number: u8, ctx: &BoardCtx<VaccineRace>, picked: Picked, track: Track) -> impl IntoView {
    let (place, lang, view, seats) = (track.place(number), ctx.lang, ctx.view, ctx.seats.clone());
    let Picked { selected, focused } = picked;
    let name = move || view.with(|v| square_name(number, v, &seats, lang.get()));
    let key = move |e: web_sys::KeyboardEvent| {
        if matches!(e.key().as_str(), "Enter" | " ") {
            e.prevent_default();
            return selected.set(Some(number));
        }
        if let Some(next) = roving_focus(&e.key(), usize::from(number), usize::from(GOAL) + 1, 1) {
            e.prevent_default();
            focused.set(next as u8);
            focus_square(next);
        }
    };
    let (icon_size, drawn) = (0.3 * SIDE, tile(&track, number));
    let icon_at = (place.x + place.width - icon_size / 2.0 - 2.0 * INSET, place.y + icon_size / 2.0 + 2.0 * INSET);
    let word_tag = move || {
        word(number, lang.get()).map(|w| tag("word", track.word_tag(number, w.chars().count()), track.number, w))
    };
    view! {
        <g class="cell" data-square=number.to_string() data-place=number.to_string() role="button" aria-label=name
            tabindex=move || if focused.get() == number { "0" } else { "-1" }
            on:click=move |_| { focused.set(number); selected.set(Some(number)) } on:keydown=key>
            <rect class=fill(number) data-field="" x=drawn.x y=drawn.y width=drawn.width height=drawn.height rx=SIDE / 8.0 />
            {icon(number, icon_at, icon_size)}
            // The number ends in a space, so that its text and the word after it read as the
            // start of the square's accessible name ("0 start"), as axe asks.
            {tag("num", track.number_tag(number), track.number, format!("{number} "))}
            {word_tag}
        </g>
    }
}

/// A tree in each cell the way leaves empty past the goal: a road through a landscape.
fn trees(track: &Track) -> impl IntoView {
    let tree = |(x, y): (f64, f64)| {
        view! {
            <g class="tree" transform=format!("translate({x},{y})")>
                <rect class="trunk" x="-5" y="10" width="10" height="26" rx="3"/>
                <circle cx="-14" cy="4" r="17"/><circle cx="14" cy="4" r="17"/><circle cy="-14" r="21"/>
            </g>
        }
    };
    view! { <g class="trees" aria-hidden="true">{track.spare().into_iter().map(tree).collect_view()}</g> }
}

/// The road, its squares and the landscape's trees.
pub fn squares(ctx: &BoardCtx<VaccineRace>, picked: Picked, track: Track) -> impl IntoView {
    let road = track.way().iter().map(|(x, y)| format!("{x},{y}")).collect::<Vec<_>>().join(" ");
    let tiles = (PANDEMIC..=GOAL).map(|n| square_tile(n, ctx, picked, track)).collect_view();
    view! {
        {trees(&track)}
        <polyline class="road" points=road stroke-width=SIDE />
        {tiles}
    }
}
