//! The city's streets round the blocks (the squares): asphalt, a dashed line down the middle
//! of each stretch between two crossings, zebra crossings at some crossings and a few parked
//! cars, all placed by a fixed function of the grid so that every screen draws the same city.
//! Drawn under the squares, for the eye only: a tap on a street is a tap on the square there.

use leptos::prelude::*;

use super::squares::{mix, CELL, EDGE};
use catch_me::board::Board;

/// Where the street's middle line stops short of a crossing, from the corner of a square: the
/// room for a zebra crossing.
const CROSSING: f64 = 16.0;

/// The cars' colours: toys' bright paints, none a square's colour.
const CARS: [&str; 4] = ["#f2c14e", "#3f88c5", "#f7f7f2", "#e07a5f"];

/// A stretch of street: along the side of the square at (row, column), `across` (a street
/// running left to right, over the square's top) or down (along its left side).
#[derive(Clone, Copy)]
struct Stretch {
    row: u8,
    column: u8,
    across: bool,
}

impl Stretch {
    /// Where the stretch begins (the top-left corner of its square), in SVG units.
    fn start(self) -> (f64, f64) {
        (EDGE + f64::from(self.column) * CELL, f64::from(self.row) * CELL)
    }

    fn mix(self) -> u32 {
        mix(u32::from(self.row) + if self.across { 40 } else { 0 }, u32::from(self.column))
    }

    /// The point `along` units down the stretch, `aside` units off its middle line.
    fn point(self, along: f64, aside: f64) -> (f64, f64) {
        let (x, y) = self.start();
        if self.across {
            (x + along, y + aside)
        } else {
            (x + aside, y + along)
        }
    }
}

/// Every stretch between two rows or two columns of blocks: the board's rim has none.
fn stretches(board: &Board) -> impl Iterator<Item = Stretch> + '_ {
    let across =
        (1..board.height).flat_map(|row| (0..board.width).map(move |column| Stretch { row, column, across: true }));
    let down =
        (0..board.height).flat_map(|row| (1..board.width).map(move |column| Stretch { row, column, across: false }));
    across.chain(down)
}

fn middle_line(stretch: Stretch) -> String {
    let ((x0, y0), (x1, y1)) = (stretch.point(CROSSING, 0.0), stretch.point(CELL - CROSSING, 0.0));
    format!("M{x0} {y0}L{x1} {y1}")
}

/// A zebra crossing at one end of some stretches: four stripes along the street, side by side.
fn zebra(stretch: Stretch) -> Option<String> {
    let mixed = stretch.mix();
    if mixed % 5 != 0 {
        return None;
    }
    let at = if mixed & 32 == 0 { 8.0 } else { CELL - 15.0 };
    let stripes = (0..4).map(|i| {
        let (x, y) = stretch.point(at, f64::from(i) * 3.6 - 6.4);
        let stripe = if stretch.across { "h7v2h-7z" } else { "h2v7h-2z" };
        format!("M{x} {y}{stripe}")
    });
    Some(stripes.collect())
}

/// A car parked by the kerb halfway along some stretches, facing the way of its side's traffic.
fn parked_car(stretch: Stretch) -> Option<String> {
    let mixed = stretch.mix() >> 4;
    if mixed % 9 != 0 {
        return None;
    }
    let side = if mixed & 64 == 0 { -3.8 } else { 3.8 };
    let (x, y) = stretch.point(CELL / 2.0, side);
    let turn = if stretch.across { 90.0 } else { 0.0 } + if side < 0.0 { 180.0 } else { 0.0 };
    let colour = CARS[(mixed >> 8) as usize % CARS.len()];
    Some(format!(r##"<use href="#cm-car" fill="{colour}" transform="translate({x} {y}) rotate({turn})"/>"##))
}

/// The streets as one piece of markup: they never change during a game, and the page needs
/// no code of its own for each of their parts.
pub fn streets(board: &Board) -> impl IntoView {
    let (width, height) = (f64::from(board.width) * CELL, f64::from(board.height) * CELL);
    let lines: String = stretches(board).map(middle_line).collect();
    let zebras: String = stretches(board).filter_map(zebra).collect();
    let cars: String = stretches(board).filter_map(parked_car).collect();
    let ground = format!(r#"x="{EDGE}" y="0" width="{width}" height="{height}""#);
    let markup = format!(
        r#"<rect class="cm-asphalt" {ground} rx="6"/><rect {ground} fill="url(#cm-grit)"/><path class="cm-lanes" d="{lines}"/><path class="cm-zebras" d="{zebras}"/>{cars}"#
    );
    view! { <g aria-hidden="true" inner_html=markup></g> }
}
