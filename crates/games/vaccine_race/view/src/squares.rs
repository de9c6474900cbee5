//! The track drawn: a country road winding through fields, a river and hedges, each square a
//! stepping stone on it in its seed colour with its number and the picture of its event; the start
//! (a city in lockdown) and the goal (the lab with the vaccine) wider places with their word.
//! Every square is a button of the board. The pictures are drawn once, in `art.svg`.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use lang::Lang;
use table::seats::{seat_name, SeatSetup};
use text::list;
use ui::{roving_focus, BoardCtx};
use vaccine_race::squares::{square, Colour, Dice, SquareEvent, ANIMAL_TRIAL_SUCCESS, DNA_SEQUENCED, GOAL, PANDEMIC};
use vaccine_race::stand::tile;
use vaccine_race::text::text;
use vaccine_race::track::{Rect, Track, GAP, SIDE};
use vaccine_race::VaccineRace;

/// A square's stone: its seed colour, or for a plain square cream and pale green in turn, as
/// the squares of a printed race board take turns (no seed colour, no picture, no rim: still
/// plain to a colour-blind eye).
pub fn fill(number: u8) -> &'static str {
    match square(number).and_then(|s| s.colour()) {
        Some(Colour::Blue) => "sq blue",
        Some(Colour::Red) => "sq red",
        Some(Colour::Yellow) => "sq yellow",
        None if number == PANDEMIC || number == GOAL => "sq special",
        None if number % 2 == 1 => "sq plain meadow",
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

/// The short words a square's picture stands for, for its accessible name.
fn label(number: u8, lang: Lang) -> String {
    match square(number).and_then(|s| s.event) {
        Some(event) => text(lang).event_label(event),
        None => word(number, lang).unwrap_or_default().to_string(),
    }
}

/// The picture of what happens on square `number` (a `<symbol>` of `art.svg`): the start's
/// virus, the sequenced DNA, the goal's vaccine, and each event's story.
pub fn picture(number: u8) -> Option<&'static str> {
    let event = match number {
        PANDEMIC => return Some("#vr-virus"),
        DNA_SEQUENCED => return Some("#vr-dna"),
        GOAL => return Some("#vr-vial"),
        n => square(n)?.event?,
    };
    Some(match event {
        SquareEvent::GoBack(_) => "#vr-back",
        SquareEvent::Gate(_) => "#vr-lock",
        SquareEvent::CompanyEvent => "#vr-people",
        SquareEvent::AnimalTrialShortcut => "#vr-syringe",
        // Mr.President's squares, the only ones with two six-sided dice.
        SquareEvent::RollInstead(Dice::TwoD6) => "#vr-star",
        SquareEvent::RollInstead(_) if FUNDED.contains(&number) => "#vr-coin",
        SquareEvent::RollInstead(_) => "#vr-tube",
        SquareEvent::SkipNextTurn if ANIMALS.contains(&number) => "#vr-rat",
        SquareEvent::SkipNextTurn if number == CRASHED => "#vr-crash",
        SquareEvent::SkipNextTurn => "#vr-sign",
    })
}

/// The squares of extra funding (a coin), of the lab's animals (a rat: the animal protest and
/// the rats that died) and of the computer crashed by too many volunteers; the other 2d4 squares
/// are trials going well (a test tube), the other missed turns anti-vaccine protests (a sign).
const FUNDED: [u8; 6] = [18, 21, 33, 47, 63, 77];
const ANIMALS: [u8; 2] = [19, 25];
const CRASHED: u8 = 43;

/// The picture of square `number` drawn `size` units across, centred on `at`: the square's
/// icon on the page.
fn drawn_picture(number: u8, (x, y): (f64, f64), size: f64) -> Option<impl IntoView> {
    let href = picture(number)?;
    Some(view! { <use class="icon" href=href x=x - size / 2.0 y=y - size / 2.0 width=size height=size /> })
}

/// The start and the goal drawn as places: the city in lockdown under the virus, and the lab
/// with its flag and the vaccine.
fn place_art(number: u8, stone: Rect) -> Option<impl IntoView> {
    let href = match number {
        PANDEMIC => "#vr-city",
        GOAL => "#vr-lab",
        _ => return None,
    };
    Some(view! { <use href=href x=stone.x y=stone.y width=stone.width height=stone.height /> })
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
    let (lang, view, seats) = (ctx.lang, ctx.view, ctx.seats.clone());
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
    let (stone, tag_box) = (tile(&track, number), track.number_tag(number));
    let word_tag = move || {
        word(number, lang.get()).map(|w| tag("word", track.word_tag(number, w.chars().count()), track.number, w))
    };
    view! {
        <g class="cell" data-square=number.to_string() data-place=number.to_string() role="button" aria-label=name
            tabindex=move || if focused.get() == number { "0" } else { "-1" }
            on:click=move |_| { focused.set(number); selected.set(Some(number)) } on:keydown=key>
            <rect class=fill(number) data-field="" x=stone.x y=stone.y width=stone.width height=stone.height rx=SIDE / 8.0 />
            <rect class="gloss" x=stone.x + 5.0 y=stone.y + 4.0 width=stone.width - 10.0
                height=(stone.height * 0.45).min(40.0) rx=SIDE / 11.0 />
            {place_art(number, stone)}
            {picture_under(number, stone, tag_box)}
            // The number ends in a space, so that its text and the word after it read as the
            // start of the square's accessible name ("0 start"), as axe asks.
            {tag("num", tag_box, track.number, format!("{number} "))}
            {word_tag}
        </g>
    }
}

/// A square's picture as large as the stone holds under its number (reaching a little behind
/// the number's plate), so that it reads on a phone; none where the number fills the stone (a
/// board folded into a box too small to play in, before the page has laid it out).
fn picture_under(number: u8, stone: Rect, tag: Rect) -> Option<impl IntoView> {
    let (top, bottom) = (tag.y + tag.height * 0.7, stone.y + stone.height);
    let size = (stone.width * 0.88).min(bottom - top);
    if size <= 0.0 {
        return None;
    }
    drawn_picture(number, (stone.x + stone.width / 2.0, (top + bottom) / 2.0), size)
}

/// The landscape the road winds through: grass, a strip of field, river or hedge between two
/// runs, and a clinic or a tree in each cell the way leaves empty past the goal.
fn land(track: &Track) -> impl IntoView {
    let (width, height) = track.size();
    let strips = (1..track.runs)
        .map(|run| {
            let y = run as f64 * (SIDE + GAP) - GAP;
            match run % 3 {
                1 => view! { <rect x="0" y=y + 3.0 width=width height=GAP - 6.0 rx="6" fill="url(#vr-crops)"/> },
                2 => view! { <rect x="0" y=y + 3.0 width=width height=GAP - 6.0 rx="6" fill="url(#vr-water)"/> },
                _ => view! { <rect class="hedge" x="0" y=y + 6.0 width=width height=GAP - 12.0 rx="9"/> },
            }
        })
        .collect_view();
    let spare = track.spare().into_iter().enumerate().map(|(i, (x, y))| {
        let href = if i % 2 == 0 { "#vr-clinic" } else { "#vr-tree" };
        view! { <use href=href x=x - 0.45 * SIDE y=y - SIDE / 2.0 width=0.9 * SIDE height=SIDE /> }
    });
    view! {
        <g class="land" aria-hidden="true">
            <rect width=width height=height fill="url(#vr-grass)"/>
            {strips}
            {spare.collect_view()}
        </g>
    }
}

/// An arrow on the road where it turns from one run down to the next, between two stones one
/// above the other: the way reads at a glance without following the numbers.
fn turns(way: &[(f64, f64)]) -> impl IntoView {
    let arrows = way
        .windows(2)
        .filter(|pair| pair[0].0 == pair[1].0)
        .map(|pair| {
            let (x, y) = (pair[0].0, (pair[0].1 + pair[1].1) / 2.0);
            view! { <path class="turn" d="M-16 -7 L0 7 L16 -7" transform=format!("translate({x},{y})") /> }
        })
        .collect_view();
    view! { <g aria-hidden="true">{arrows}</g> }
}

/// A red slide from each square that sends a piece back to the square it lands on, as the
/// snakes of a children's race board: a setback is seen from afar, and where it leads.
fn setbacks(track: &Track) -> impl IntoView {
    let slides = (PANDEMIC..=GOAL)
        .filter_map(|from| match square(from)?.event? {
            SquareEvent::GoBack(to) => Some(slide(track.place(from), track.place(to), track.runs)),
            _ => None,
        })
        .map(|way| view! { <path class="slide-rim" d=way.clone()/><path class="slide" d=way marker-end="url(#vr-slide-head)"/> })
        .collect_view();
    view! { <g class="setbacks" aria-hidden="true">{slides}</g> }
}

/// The green ladder of the first vaccine: from its square up to the end of the animal trials,
/// the way a roll of 5 or 6 there may take (drawn whole: the card of the square says it takes a 5 or 6).
fn shortcut(track: &Track) -> Option<impl IntoView> {
    let first_vaccine = (PANDEMIC..=GOAL)
        .find(|&n| matches!(square(n).and_then(|s| s.event), Some(SquareEvent::AnimalTrialShortcut)))?;
    let way = ladder_way(track.place(first_vaccine), track.place(ANIMAL_TRIAL_SUCCESS), track.runs);
    let rails = format!("{}{}", beside(&way, RAIL), beside(&way, -RAIL));
    let rungs = rungs(&way);
    Some(view! {
        <g class="shortcut" aria-hidden="true">
            <path class="ladder-rim" d=format!("{rails}{rungs}")/>
            <path class="rung" d=rungs.clone()/>
            <path class="rail" d=rails/>
        </g>
    })
}

/// The ladder's way between two stones, from edge to edge, through the strip between their
/// runs (within one run, the strip below it, above on the last run), so that it crosses no
/// square; straight across where runs lie between them.
fn ladder_way(from: Rect, to: Rect, runs: usize) -> Vec<(f64, f64)> {
    let (a, b) = (centre(from), centre(to));
    let strip = match run_of(&from).abs_diff(run_of(&to)) {
        0 if run_of(&from) + 1 < runs => from.y + SIDE + GAP / 2.0,
        0 => from.y - GAP / 2.0,
        1 => from.y.max(to.y) - GAP / 2.0,
        _ => {
            let (ux, uy) = along(a, b);
            return vec![
                (a.0 + ux * SIDE / 2.0, a.1 + uy * SIDE / 2.0),
                (b.0 - ux * SIDE / 2.0, b.1 - uy * SIDE / 2.0),
            ];
        }
    };
    let edge = |stone: &Rect| if stone.y < strip { stone.y + SIDE } else { stone.y };
    let mut way = vec![(a.0, edge(&from)), (a.0, strip), (b.0, strip), (b.0, edge(&to))];
    way.dedup();
    way
}

/// The unit step from `a` towards `b`.
fn along(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length = dx.hypot(dy).max(1.0);
    (dx / length, dy / length)
}

/// A rail: the way moved `side` to its left, its corners mitred so the rail stays whole.
fn beside(way: &[(f64, f64)], side: f64) -> String {
    let normal = |p: (f64, f64), q: (f64, f64)| {
        let (ux, uy) = along(p, q);
        (-uy, ux)
    };
    let points = way.iter().enumerate().map(|(i, &p)| {
        let before = i.checked_sub(1).map(|h| normal(way[h], p));
        let after = way.get(i + 1).map(|&q| normal(p, q));
        let (nx, ny) = match (before, after) {
            (Some(n), Some(m)) => {
                let k = 1.0 + n.0 * m.0 + n.1 * m.1;
                ((n.0 + m.0) / k, (n.1 + m.1) / k)
            }
            (Some(n), None) | (None, Some(n)) => n,
            (None, None) => (0.0, 0.0),
        };
        format!("{} {}", p.0 + nx * side, p.1 + ny * side)
    });
    format!("M{}", points.collect::<Vec<_>>().join("L"))
}

/// A rung across the rails every `RUNG` along each stretch of the way.
fn rungs(way: &[(f64, f64)]) -> String {
    way.windows(2)
        .flat_map(|pair| {
            let (p, q) = (pair[0], pair[1]);
            let (ux, uy) = along(p, q);
            let length = (q.0 - p.0).hypot(q.1 - p.1);
            (1..(length / RUNG).ceil() as usize).map(move |i| {
                let at = (p.0 + ux * RUNG * i as f64, p.1 + uy * RUNG * i as f64);
                format!("M{} {}L{} {}", at.0 - uy * RAIL, at.1 + ux * RAIL, at.0 + uy * RAIL, at.1 - ux * RAIL)
            })
        })
        .collect()
}

/// Half the ladder's width, and the space between two rungs.
const RAIL: f64 = 7.0;
const RUNG: f64 = 14.0;

fn centre(stone: Rect) -> (f64, f64) {
    (stone.x + stone.width / 2.0, stone.y + stone.height / 2.0)
}

/// The run (row of the road) a stone lies on.
fn run_of(stone: &Rect) -> usize {
    (stone.y / (SIDE + GAP)).round() as usize
}

/// A slide's way from the stone `from` to the stone `to`: out of the stone's edge into the strip
/// between two runs, along it, and into the other stone's edge, so that it crosses no square
/// between them (a run or more away, it crosses the runs between). Within one run it goes by
/// the strip below (above, on the last run).
fn slide(from: Rect, to: Rect, runs: usize) -> String {
    let (x1, x2) = (from.x + from.width / 2.0, to.x + to.width / 2.0);
    let ((y1, c1), (y2, c2)) = match (run_of(&from), run_of(&to)) {
        (a, b) if a == b && a + 1 < runs => {
            let edge = from.y + SIDE;
            ((edge, edge + 2.0 * GAP / 3.0), (edge, edge + 2.0 * GAP / 3.0))
        }
        (a, b) if a == b => ((from.y, from.y - 2.0 * GAP / 3.0), (from.y, from.y - 2.0 * GAP / 3.0)),
        // A setback leads to an earlier run: up from the stone's top into the other's foot.
        _ => ((from.y, from.y - GAP / 2.0), (to.y + SIDE, to.y + SIDE + GAP / 2.0)),
    };
    format!("M{x1} {y1}C{x1} {c1} {x2} {c2} {x2} {y2}")
}

/// The landscape, the road and its squares.
pub fn squares(ctx: &BoardCtx<VaccineRace>, picked: Picked, track: Track) -> impl IntoView {
    let way = track.way();
    let road = way.iter().map(|(x, y)| format!("{x},{y}")).collect::<Vec<_>>().join(" ");
    let tiles = (PANDEMIC..=GOAL).map(|n| square_tile(n, ctx, picked, track)).collect_view();
    view! {
        {land(&track)}
        // The road's earth verge, then the road, the stones lying on it.
        <polyline class="verge" points=road.clone() stroke-width=SIDE + 10.0 />
        <polyline class="road" points=road stroke-width=SIDE - 6.0 />
        {turns(&way)}
        {tiles}
        {shortcut(&track)}
        {setbacks(&track)}
    }
}
