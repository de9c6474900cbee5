//! The pieces and the marks over the grid, all from the looking seat's view: the hero, the
//! virus where this seat knows it (or a ghost where it was last seen, "2 moves ago"), the
//! move in progress with the steps left, the latest step marked in the mover's colour, and at
//! the end the virus's whole path. Each piece has its own shape and a dark rim, so neither
//! colour nor the square's hides it.

use leptos::prelude::*;

use super::squares::{centre, size, CELL};
use catch_me::board::{Board, Square};
use catch_me::text::{coordinates, text};
use catch_me::{CatchMe, CatchView, Event, Phase, Side, HERO, VIRUS};
use ui::mark::{latest, moved, INK};
use ui::walk::hop;
use ui::BoardCtx;

/// A piece standing on its square: its body, the hero or the virus drawn once in `city.svg`
/// in the side's colour (a doctor in a mask, head and shoulders; a ball with knobbed spikes,
/// eyes and a grin), grown to 50 units, most of a square's width: a phone draws a square some 30 px
/// wide, and a piece must stay 24 px or more. Its shadow stays on the ground while the body
/// hops there step by step (`hop`: "hop-a"/"hop-b" at each new square). A disc of its colour
/// lights the ground it stands on, so that the eye finds it among the roofs at once.
fn standing(body: &'static str, colour: &'static str, hop: Signal<&'static str>) -> impl IntoView {
    view! {
        <circle class="cm-spot" r="25" fill=colour />
        <ellipse class="cm-shadow" cy="23" rx="21" ry="5" />
        <g class=move || format!("cm-body {}", hop.get()) data-body=""><use href=body fill=colour transform="scale(1.1)" /></g>
    }
}

/// How far each of two pieces on one square stands from its middle, towards opposite corners
/// (the hero up and left): a quarter of a piece's width each way leaves them overlapping by a
/// quarter of a piece at most, and neither hides the other.
const SHARING: f64 = 13.0;

/// The width of the "2 moves ago" label under a virus last seen: two squares, so that its
/// words are 11 px or more on a phone (22 units on a square drawn some 31 px wide).
const AGO_WIDTH: f64 = 2.0 * CELL;

/// How far the label under a piece on `square` moves sideways to stay on the board.
fn inside(board: &Board, square: Square) -> f64 {
    let (x, _) = centre(board, square);
    let (width, _) = size(board);
    x.clamp(AGO_WIDTH / 2.0, width - AGO_WIDTH / 2.0) - x
}

/// Where a piece of `side` on `square` is drawn, aside of the other when both are there.
fn at(board: &'static Board, square: Square, side: Side, shared: bool) -> String {
    let (x, y) = centre(board, square);
    let aside = match (shared, side) {
        (false, _) => 0.0,
        (true, Side::Hero) => -SHARING,
        (true, Side::Virus) => SHARING,
    };
    format!("translate({}px, {}px)", x + aside, y + aside)
}

/// A line through the centres of `squares`.
fn line_through(board: &Board, squares: &[Square]) -> String {
    squares.iter().map(|&s| centre(board, s)).map(|(x, y)| format!("{x},{y}")).collect::<Vec<_>>().join(" ")
}

pub fn pieces(ctx: &BoardCtx<CatchMe>, board: &'static Board) -> impl IntoView {
    let (view, lang) = (ctx.view, ctx.lang);
    let (hero_colour, virus_colour) = (ctx.seats[HERO].colour_hex(), ctx.seats[VIRUS].colour_hex());
    let virus_square = move || view.with(|v| v.virus.square);
    let ago = move || view.with(|v| v.virus.moves_ago);
    let shared = move || view.with(|v| v.hero == v.virus.square);
    let move_path = move || {
        view.with(|v| if let Phase::Move(mv) = &v.phase { line_through(board, &mv.path) } else { String::new() })
    };
    view! {
        <g class="cm-marks" aria-hidden="true">
            <polyline class="cm-move-path" points=move_path />
            {last_move(ctx, board)}
            {move || view.with(|v| trail(v, board))}
            // The virus's mark names its square for the tests that check the hero never sees it.
            <g class="cm-piece virus" data-piece="virus" class:ghost={move || ago() > 0}
                style:transform=move || at(board, virus_square(), Side::Virus, shared())
                data-virus-square=move || coordinates(board, virus_square())>
                {standing("#cm-virus", virus_colour, hop(Signal::derive(virus_square)))}
                <Show when=move || { ago() > 0 }>
                    <g transform=move || format!("translate({},0)", inside(board, virus_square()))>
                        <rect class="cm-ago-bg" x={-AGO_WIDTH / 2.0} y="12" width=AGO_WIDTH height="30" rx="8" />
                        // Squeezed to the label's width whatever the language's words.
                        <text class="cm-ago" y="27" textLength={AGO_WIDTH - 10.0} lengthAdjust="spacingAndGlyphs">
                            {move || text(lang.get()).seen_ago(ago())}
                        </text>
                    </g>
                </Show>
            </g>
            <g class="cm-piece hero" data-piece="hero" style:transform=move || view.with(|v| at(board, v.hero, Side::Hero, shared()))>
                {standing("#cm-hero", hero_colour, hop(Signal::derive(move || view.with(|v| v.hero))))}
            </g>
            {move || view.with(|v| steps_badge(v, board))}
        </g>
    }
}

/// The latest action's steps, in the mover's colour (see `ui::mark`), as far as the looking seat
/// knows them: a hidden virus's steps never reach the hero's screen, so they are never marked;
/// where it comes into sight, its square is.
fn last_move(ctx: &BoardCtx<CatchMe>, board: &'static Board) -> impl IntoView {
    let marked = latest(ctx, INK, |events| {
        let mut ways: Vec<(Side, Vec<Square>)> = vec![];
        for event in events {
            match *event {
                Event::Stepped { mover: side, from, to, .. } => match ways.last_mut().filter(|(s, _)| *s == side) {
                    Some((_, way)) => way.push(to),
                    None => ways.push((side, vec![from, to])),
                },
                // A hidden virus coming into sight is ringed where it stands, unless its own
                // steps there are marked already.
                Event::VirusShown { at }
                    if !ways.iter().any(|(s, way)| *s == Side::Virus && way.last() == Some(&at)) =>
                {
                    ways.push((Side::Virus, vec![at]))
                }
                _ => {}
            }
        }
        ways
    });
    move || {
        let (mover, ways) = marked.get()?;
        let marks = ways.into_iter().map(|(_, way)| {
            let points: Vec<(f64, f64)> = way.iter().map(|&s| centre(board, s)).collect();
            moved(&mover, &points, CELL * 0.45, coordinates(board, way[way.len() - 1]))
        });
        Some(marks.collect_view())
    }
}

/// The steps left of the move in progress, on the mover's piece.
fn steps_badge(view: &CatchView, board: &'static Board) -> Option<impl IntoView> {
    let Phase::Move(mv) = &view.phase else { return None };
    let (x, y) = centre(board, mv.at());
    Some(view! {
        <g class="cm-badge" transform=format!("translate({},{})", x + 19.0, y - 19.0)>
            <circle r="11" /><text>{mv.steps_left}</text>
        </g>
    })
}

/// At the end, every square the virus stood on, joined in order and numbered.
fn trail(view: &CatchView, board: &'static Board) -> Option<impl IntoView> {
    if !matches!(view.phase, Phase::Over { .. }) || view.trail.len() < 2 {
        return None;
    }
    let numbers = view
        .trail
        .iter()
        .enumerate()
        .skip(1)
        .map(|(i, &s)| {
            let (x, y) = centre(board, s);
            // Each digit about 13 units wide: the number stays 11 px or more on a phone.
            let width = 16.0 + 13.0 * i.to_string().len() as f64;
            view! { <g class="cm-trail-step" transform=format!("translate({},{})", x - 14.0, y + 14.0)>
            <rect x=-width / 2.0 y="-14" width=width height="28" rx="14" /><text>{i}</text></g> }
        })
        .collect_view();
    Some(view! {
        <g class="cm-trail">
            <polyline points=line_through(board, &view.trail) />
            {numbers}
        </g>
    })
}
