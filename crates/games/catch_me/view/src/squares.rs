//! Where things are on the drawn grid, and how each kind of square looks: a colour, and a
//! pattern or a sign as well, so that colour is never the only signal.

use leptos::prelude::*;

use catch_me::board::{Board, Kind, Square};

/// A square's side, in SVG units.
pub const CELL: f64 = 60.0;
/// Room left of and under the grid for the rows' numbers and the columns' letters.
pub const EDGE: f64 = 30.0;

/// The board's width and height in SVG units, edges included.
pub fn size(board: &Board) -> (f64, f64) {
    (EDGE + f64::from(board.width) * CELL, f64::from(board.height) * CELL + EDGE)
}

/// The top-left corner of a square.
pub fn corner(board: &Board, square: Square) -> (f64, f64) {
    let (row, column) = board.place(square);
    (EDGE + f64::from(column) * CELL, f64::from(row) * CELL)
}

pub fn centre(board: &Board, square: Square) -> (f64, f64) {
    let (x, y) = corner(board, square);
    (x + CELL / 2.0, y + CELL / 2.0)
}

/// The CSS class of a kind of square.
pub fn kind_class(kind: Kind) -> &'static str {
    match kind {
        Kind::Plain => "cm-sq plain",
        Kind::Red => "cm-sq red",
        Kind::Green => "cm-sq green",
        Kind::RollAgain => "cm-sq again",
        Kind::Portal { .. } => "cm-sq portal",
        Kind::SafeZone => "cm-sq safe",
    }
}

/// The number printed on a portal, the same on both twins: 1 for the pair met first.
pub fn portal_number(board: &Board, square: Square) -> usize {
    let first = |s: Square| match board.kind(s) {
        Kind::Portal { twin } => Some(s.min(twin)),
        _ => None,
    };
    let mine = first(square);
    let mut firsts: Vec<Square> = board.all().filter_map(first).collect();
    firsts.sort();
    firsts.dedup();
    mine.and_then(|m| firsts.iter().position(|&f| f == m)).map_or(0, |i| i + 1)
}

/// The patterns the red and green squares are filled with; once per page, in the board.
pub fn patterns() -> impl IntoView {
    view! {
        <defs>
            <pattern id="cm-hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="3.5" height="10" class="cm-hatch" />
            </pattern>
            <pattern id="cm-dots" width="12" height="12" patternUnits="userSpaceOnUse">
                <circle cx="6" cy="6" r="2.2" class="cm-dot" />
            </pattern>
        </defs>
    }
}

/// One square of `kind` drawn at (x, y), `size` wide: the fill, its pattern and its sign.
pub fn square_art(kind: Kind, number: usize, x: f64, y: f64, size: f64) -> impl IntoView {
    let (cx, cy, scale) = (x + size / 2.0, y + size / 2.0, size / CELL);
    let sign = format!("translate({cx},{cy}) scale({scale})");
    let overlay = match kind {
        Kind::Red => Some("url(#cm-hatch)"),
        Kind::Green => Some("url(#cm-dots)"),
        _ => None,
    };
    view! {
        <rect class=kind_class(kind) x=x y=y width=size height=size />
        {overlay.map(|fill| view! { <rect class="cm-pattern" x=x y=y width=size height=size fill=fill /> })}
        <g class="cm-sign" transform=sign>{sign_of(kind, number)}</g>
    }
}

/// The safe zone as one place: a thick rim round its squares' outer sides and one big shield
/// over them (the squares' own small shields are hidden on the grid).
pub fn safe_zone(board: &Board) -> impl IntoView {
    let safe: Vec<Square> = board.all().filter(|&s| board.kind(s) == Kind::SafeZone).collect();
    let is_safe = |row: i16, column: i16| {
        let inside = (0..i16::from(board.height)).contains(&row) && (0..i16::from(board.width)).contains(&column);
        inside && safe.iter().any(|&s| board.place(s) == (row as u8, column as u8))
    };
    let mut rim = String::new();
    for &square in &safe {
        let (row, column) = board.place(square);
        let (row, column) = (i16::from(row), i16::from(column));
        let (x, y) = corner(board, square);
        let sides = [(-1, 0, "h", 0.0, 0.0), (1, 0, "h", 0.0, CELL), (0, -1, "v", 0.0, 0.0), (0, 1, "v", CELL, 0.0)];
        for (_, _, line, ox, oy) in sides.into_iter().filter(|&(dr, dc, ..)| !is_safe(row + dr, column + dc)) {
            rim += &format!("M{} {}{line}{CELL}", x + ox, y + oy);
        }
    }
    let middle =
        |of: fn((f64, f64)) -> f64| safe.iter().map(|&s| of(centre(board, s))).sum::<f64>() / safe.len() as f64;
    let shield = (!safe.is_empty()).then(|| {
        let place = format!("translate({},{}) scale(2)", middle(|p| p.0), middle(|p| p.1));
        view! { <g class="cm-sign cm-safe-sign" transform=place>{sign_of(Kind::SafeZone, 0)}</g> }
    });
    view! { <g class="cm-safe-zone" aria-hidden="true"><path class="cm-safe-rim" d=rim />{shield}</g> }
}

/// The sign drawn on a square, centred on (0, 0) of a 60-unit square.
fn sign_of(kind: Kind, number: usize) -> AnyView {
    match kind {
        // A circling arrow: roll again.
        Kind::RollAgain => view! {
            <path d="M12 -4 A13 13 0 1 0 9 9" fill="none" stroke-width="4" />
            <path d="M6 -10 L15 -3 L18 -13 Z" />
        }
        .into_any(),
        // A swirl round the pair's number on a white disc: the twins read as one pair at a glance.
        Kind::Portal { .. } => view! {
            <path d="M0 -22 A22 22 0 0 1 22 0 M0 22 A22 22 0 0 1 -22 0" fill="none" stroke-width="4" />
            <path d="M22 -6 L22 6 L14 -2 Z M-22 6 L-22 -6 L-14 2 Z" />
            <circle r="14" class="cm-portal-disc" />
            <text y="7" class="cm-portal-no">{number}</text>
        }
        .into_any(),
        // A shield with a tick: safe.
        Kind::SafeZone => view! {
            <path d="M0 -17 L13 -11 V0 C13 9 6 14 0 17 C-6 14 -13 9 -13 0 V-11 Z" />
            <path d="M-6 0 L-1 5 L7 -5" fill="none" stroke-width="3.5" class="cm-tick" />
        }
        .into_any(),
        _ => ().into_any(),
    }
}
