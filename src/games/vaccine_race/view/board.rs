//! The 0-98 track drawn as a serpentine board of ten rows, with the pieces on it.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::dice::roll_button;
use crate::engine::{Game, Seat, Turn};
use crate::games::vaccine_race::squares::{square, Colour, SquareEvent, GOAL};
use crate::games::vaccine_race::text::text;
use crate::games::vaccine_race::{Event, VaccineRace};
use crate::table::seats::{seat_name, SeatSetup};
use crate::text::{list, shell, Lang};
use crate::ui::key::board_key;
use crate::ui::mark::{latest, moved, INK};
use crate::ui::walk::{counted, walk};
use crate::ui::{fan, on_resize, roving_focus, BoardCtx, BoardParts};

const CELL: f64 = 64.0;

/// How the serpentine track is folded: as many squares a row as make the squares largest in
/// the board's box (ten on a wide screen, fewer on a phone held upright).
#[derive(Clone, Copy, PartialEq)]
struct Layout {
    columns: u8,
    /// Squares too small on screen for their labels: the number and the icon grow, the label
    /// is left to the square's panel (tap the square) and the key.
    compact: bool,
}

/// A square smaller than this on screen is drawn compact.
const COMPACT_BELOW_PX: f64 = 48.0;

impl Layout {
    /// The fold whose squares are largest in a box of this many pixels.
    fn fitting(width: f64, height: f64) -> Self {
        let square_px = |columns: u8| {
            let (w, h) = Layout { columns, compact: false }.size();
            (width / w).min(height / h) * CELL
        };
        let columns = (4..=20).max_by(|&a, &b| square_px(a).total_cmp(&square_px(b))).unwrap_or(10);
        Layout { columns, compact: square_px(columns) < COMPACT_BELOW_PX }
    }

    fn rows(self) -> u8 {
        GOAL / self.columns + 1
    }

    /// The board's width and height in SVG units.
    fn size(self) -> (f64, f64) {
        (f64::from(self.columns) * CELL, f64::from(self.rows()) * CELL)
    }

    /// The top-left corner of a square: row 0 at the bottom, every other row running back.
    fn corner(self, number: u8) -> (f64, f64) {
        let (row, col) = (number / self.columns, number % self.columns);
        let col = if row % 2 == 1 { self.columns - 1 - col } else { col };
        (f64::from(col) * CELL, f64::from(self.rows() - 1 - row) * CELL)
    }

    /// Where the `index`-th of `count` pieces on one square stands, so none hides another: in
    /// rows under the number, or on a compact square around its middle.
    fn piece_spot(self, number: u8, index: usize, count: usize) -> (f64, f64) {
        let (x, y) = self.corner(number);
        if self.compact {
            let (dx, dy) = fan(index, count, 15.0);
            return (x + CELL / 2.0 + dx, y + CELL / 2.0 + 4.0 + dy);
        }
        let (col, row) = ((index % 3) as f64, (index / 3) as f64);
        (x + 14.0 + col * 18.0, y + 30.0 + row * 18.0)
    }

    fn middle(self, number: u8) -> (f64, f64) {
        let (x, y) = self.corner(number);
        (x + CELL / 2.0, y + CELL / 2.0)
    }

    /// Where `seat`'s piece stands on `square`, beside the others there.
    fn standing(self, game: &VaccineRace, seat: Seat, square: u8) -> (f64, f64) {
        let on_it = |s: &usize| game.pieces()[*s].square == square;
        let (index, count) = ((0..seat).filter(on_it).count(), (0..game.pieces().len()).filter(on_it).count());
        self.piece_spot(square, index, count.max(index + 1))
    }
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
fn label(number: u8, lang: Lang) -> String {
    let t = text(lang);
    match square(number).and_then(|s| s.event) {
        Some(event) => t.event_label(event),
        None if number == 0 => t.start_label().into(),
        None if number == GOAL => t.goal_label().into(),
        None => String::new(),
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

/// A square's accessible name: its number and title, and who stands there.
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
        name = format!("{name}; {}", t.here(&list(&here, shell(lang).and())));
    }
    name
}

/// Focuses the square `number` (its cell is a button in the SVG).
fn focus_square(number: usize) {
    let selector = format!(".vr-board [data-square=\"{number}\"]");
    if let Some(cell) = document().query_selector(&selector).ok().flatten() {
        let _ = cell.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

/// One square: a button of the board (one tab stop for the whole track; the arrow keys move
/// along it, Enter or Space shows what the square does).
fn square_cell(
    number: u8,
    ctx: &BoardCtx<VaccineRace>,
    selected: RwSignal<Option<u8>>,
    focused: RwSignal<u8>,
    layout: Layout,
) -> impl IntoView {
    let (x, y) = layout.corner(number);
    let (view, lang, seats) = (ctx.view, ctx.lang, ctx.seats.clone());
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
    view! {
        <g class="cell" data-square=number.to_string() role="button" aria-label=name
            tabindex=move || if focused.get() == number { "0" } else { "-1" }
            on:click=move |_| { focused.set(number); selected.set(Some(number)) } on:keydown=key>
            <rect class=fill(number) x=x y=y width=CELL height=CELL />
            <text class="num" x=x + 4.0 y=y + 14.0 aria-hidden="true">{format!("{number} ")}</text>
            {icon(number, x + CELL - 15.0, y + 15.0)}
            <text class="lbl" x=x + CELL / 2.0 y=y + CELL - 5.0 aria-hidden="true">{move || label(number, lang.get())}</text>
        </g>
    }
}

/// The pieces: each its player's colour with a dark rim (visible on every square) and the
/// seat's number, so colour is never the only signal.
/// The board's marks, drawn as on the board, in the order of the text's `board_key`.
static MARKS: [&str; 6] = [
    r#"<rect class="sq plain" x="-16" y="-16" width="32" height="32"/>"#,
    r#"<rect class="sq blue" x="-16" y="-16" width="32" height="32"/>"#,
    r#"<rect class="sq red" x="-16" y="-16" width="32" height="32"/>"#,
    r#"<rect class="sq yellow" x="-16" y="-16" width="32" height="32"/>"#,
    r#"<rect class="sq special" x="-16" y="-16" width="32" height="32"/>"#,
    r##"<circle r="11" fill="#2f6fdf" stroke="#111" stroke-width="2.5"/><text y="4" font-size="11" font-weight="800" text-anchor="middle">1</text>"##,
];

/// A piece walks the squares of a throw (at most 3 dice of 6, or 4 of 4); a square's event that
/// sends it further makes it jump.
const MOST_WALKED: u8 = 18;

fn pieces(view: Signal<VaccineRace>, seats: &[SeatSetup], layout: Layout) -> impl IntoView {
    (0..seats.len())
        .map(|seat| {
            let colour = seats[seat].colour_hex();
            let square = walk(Signal::derive(move || view.with(|g| g.pieces()[seat].square)), |&from, &to| {
                counted(from, to, MOST_WALKED)
            });
            let place = move || {
                let (x, y) = view.with(|g| layout.standing(g, seat, square.get()));
                format!("translate({x}px, {y}px)")
            };
            let to_play = move || view.with(|g| g.turn() == Turn::Seat(seat));
            let skipping = move || view.with(|g| g.pieces()[seat].skip_next_turn);
            // The dark colours carry a light number.
            let light = seats[seat].colour >= 5;
            view! {
                <g class="piece" class:to-play=to_play data-seat=seat.to_string() style:transform=place aria-hidden="true">
                    <circle r="9" fill=colour />
                    <text class="mark" class:light=light y="4">{seat + 1}</text>
                    <Show when=skipping><text class="zz" x="6" y="-7">"zz"</text></Show>
                </g>
            }
        })
        .collect_view()
}

/// The squares each piece went through in the latest action, in order (the squares walked, or
/// only both ends of a jump), from the events the looking seat knows.
fn ways(events: &[Event], game: &VaccineRace) -> Vec<(Seat, Vec<u8>)> {
    let mut ways: Vec<(Seat, Vec<u8>)> = vec![];
    for event in events {
        let (seat, from, to) = match *event {
            Event::Moved { seat, from, to } | Event::SentBack { seat, from, to } => (seat, from, to),
            Event::PhaseOneSetback { seat, from } => (seat, from, game.pieces()[seat].square),
            _ => continue,
        };
        let mut steps = counted(from, to, MOST_WALKED);
        if steps.is_empty() {
            steps.push(to);
        }
        match ways.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, way)) => way.extend(steps),
            None => ways.push((seat, [vec![from], steps].concat())),
        }
    }
    ways
}

/// The latest action's moves, marked in the mover's colour: the way each piece went and a
/// ring round it where it stands.
fn last_move(ctx: &BoardCtx<VaccineRace>, layout: Layout) -> impl IntoView {
    let view = ctx.view;
    let marked = latest(ctx, INK, move |events| view.with(|g| ways(events, g)));
    let radius = if layout.compact { 21.0 } else { 13.0 };
    move || {
        let (mover, ways) = marked.get()?;
        let marks = view.with(|g| {
            ways.into_iter()
                .map(|(seat, way)| {
                    let arrived = way[way.len() - 1];
                    // The way runs through the squares' middles to the piece itself.
                    let mut points: Vec<(f64, f64)> = way.iter().map(|&n| layout.middle(n)).collect();
                    points.pop();
                    points.push(layout.standing(g, seat, arrived));
                    moved(&mover, &points, radius, arrived.to_string())
                })
                .collect_view()
        });
        Some(marks)
    }
}

/// The panel with the seed's words for the square selected, or under the piece to play.
fn square_panel(view: Signal<VaccineRace>, selected: RwSignal<Option<u8>>, lang: Signal<Lang>) -> impl IntoView {
    let shown = move || selected.get().unwrap_or_else(|| view.with(|g| g.pieces()[g.current()].square));
    let words = move || {
        let (n, t) = (shown(), text(lang.get()));
        match t.square_words(n) {
            Some((title, story)) => (format!("{}: {title}", t.square(n)), story.to_string()),
            None => (t.square(n), t.plain_square().to_string()),
        }
    };
    view! {
        <div class="square-info" id="square-info">
            <strong>{move || words().0}</strong>
            <p>{move || words().1}</p>
        </div>
    }
}

pub fn board(ctx: BoardCtx<VaccineRace>) -> BoardParts {
    let selected = RwSignal::new(None);
    let focused = RwSignal::new(0u8);
    let host = NodeRef::<leptos::html::Div>::new();
    let layout = RwSignal::new(Layout { columns: 10, compact: false });
    Effect::new(move |_| {
        let Some(board) = host.get() else { return };
        let measured = board.clone();
        let fit = move || {
            let size = measured.get_bounding_client_rect();
            let fitting = Layout::fitting(size.width(), size.height());
            if layout.get_untracked() != fitting {
                layout.set(fitting);
            }
        };
        fit();
        on_resize(&board, fit);
    });
    let lang = ctx.lang;
    let panel = view! {
        <div class="under-board">
            {roll_button(&ctx)}
            {square_panel(ctx.view, selected, ctx.lang)}
            {board_key(&MARKS, |lang| text(lang).board_key(), lang)}
        </div>
    };
    // Drawn again only when the fold changes.
    let track = move || {
        let layout = layout.get();
        let cells = (0..=GOAL).map(|n| square_cell(n, &ctx, selected, focused, layout)).collect_view();
        let (width, height) = layout.size();
        view! {
            <svg class="track" class:compact=layout.compact viewBox=format!("0 0 {width} {height}")
                role="group" aria-label=move || text(lang.get()).track()>
                {cells}
                {last_move(&ctx, layout)}
                <g class="pieces">{pieces(ctx.view, &ctx.seats, layout)}</g>
            </svg>
        }
    };
    BoardParts {
        board: view! { <div class="vr-board" node_ref=host>{track}</div> }.into_any(),
        panel: panel.into_any(),
    }
}
