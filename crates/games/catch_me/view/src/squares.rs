//! Where things are on the drawn grid, and how each kind of square looks: a place of the city
//! seen from above, with a colour and a pattern or a sign as well, so that colour is never the
//! only signal.

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

/// The city's pictures, drawn once per page and placed with `<use>`: the blocks' roofs on their
/// pavements, a tree and a car, the crowded street, the park, the roundabout, the metro
/// entrance, the hospital, the hero and the virus (`city.svg`), with the patterns that keep red
/// and green apart without colour.
pub fn city_pictures() -> impl IntoView {
    view! { <defs inner_html=include_str!("city.svg")></defs> }
}

/// The roofs a city block may have, lowest first (a longer shadow for a taller one), and their
/// colours: calm tones of tile, slate and stone, so that the squares that do something, the
/// hero and the virus stand out among them.
const ROOFS: [&str; 5] = ["#cm-gable", "#cm-hip", "#cm-court", "#cm-flat", "#cm-tower"];
const ROOF_COLOURS: [&str; 5] = ["#b9a58c", "#a3a9b0", "#c48a6c", "#8c9aa9", "#d6c79f"];

/// A number mixed from a place of the grid: the same on every screen and every visit, with no
/// pattern the eye finds, so that the city looks built over time.
pub fn mix(row: u32, column: u32) -> u32 {
    let mut mix = column.wrapping_mul(374_761_393).wrapping_add(row.wrapping_mul(668_265_263));
    mix = (mix ^ (mix >> 13)).wrapping_mul(1_274_126_177);
    mix ^ (mix >> 16)
}

/// The roof and its colour of the block at (row, column): no two blocks side by side share a
/// roof's shape.
pub fn roof(row: u8, column: u8) -> (&'static str, &'static str) {
    let (r, c) = (u32::from(row), u32::from(column));
    let mix = mix(r, c);
    // One step round the shapes to the next block either way, plus none or two.
    let shape = (c + r + 2 * ((mix >> 7) & 1)) as usize % ROOFS.len();
    (ROOFS[shape], ROOF_COLOURS[(mix >> 9) as usize % ROOF_COLOURS.len()])
}

/// The picture of a kind of square, and its colour where it is a plain block's roof.
fn picture(kind: Kind, block: (&'static str, &'static str)) -> (&'static str, Option<&'static str>) {
    match kind {
        Kind::Plain => (block.0, Some(block.1)),
        Kind::Red => ("#cm-crowd", None),
        Kind::Green => ("#cm-park", None),
        Kind::RollAgain => ("#cm-roundabout", None),
        Kind::Portal { .. } => ("#cm-metro", None),
        Kind::SafeZone => ("#cm-hospital", None),
    }
}

/// One square of `kind` drawn at (x, y), `size` wide: its picture, and on a metro entrance
/// the pair's number, which tells to which twin it leads. `block` is a plain square's roof.
pub fn square_art(
    kind: Kind,
    number: usize,
    block: (&'static str, &'static str),
    x: f64,
    y: f64,
    size: f64,
) -> impl IntoView {
    let (href, fill) = picture(kind, block);
    let (cx, cy, scale) = (x + size / 2.0, y + size * 0.7, size / CELL);
    let number = matches!(kind, Kind::Portal { .. }).then(|| {
        view! {
            <g class="cm-portal-sign" transform=format!("translate({cx},{cy}) scale({scale})")>
                <circle r="13" class="cm-portal-disc" /><text class="cm-portal-no">{number}</text>
            </g>
        }
    });
    view! {
        <use class=if kind == Kind::SafeZone { "cm-art safe" } else { "cm-art" } href=href x=x y=y width=size height=size fill=fill />
        {number}
    }
}

/// The safe zone as one place: a hospital in its grounds over the box round its squares.
pub fn safe_zone(board: &Board) -> Option<impl IntoView> {
    let corners: Vec<(f64, f64)> =
        board.all().filter(|&s| board.kind(s) == Kind::SafeZone).map(|s| corner(board, s)).collect();
    let least = |of: fn(&(f64, f64)) -> f64| corners.iter().map(of).fold(f64::INFINITY, f64::min);
    let most = |of: fn(&(f64, f64)) -> f64| corners.iter().map(of).fold(f64::NEG_INFINITY, f64::max) + CELL;
    let (x, y) = (least(|p| p.0), least(|p| p.1));
    (!corners.is_empty()).then(|| {
        view! {
            <use class="cm-safe-zone" aria-hidden="true" href="#cm-hospital" x=x y=y
                width=most(|p| p.0) - x height=most(|p| p.1) - y />
        }
    })
}
