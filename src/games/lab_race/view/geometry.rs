//! Where things are drawn on the Ludo cross: a 15 x 15 grid of cells. Red's arm (the virus's)
//! is on the left, and each next arm clockwise is the one before turned a quarter round the
//! centre, so one arm's cells give all four.

use crate::games::lab_race::{Colour, Field, FieldKind};

pub const CELL: f64 = 40.0;
pub const SIZE: f64 = CELL * 15.0;

/// Red's stretch of the loop, fields 0..13 from its exit: right along row 6, up column 6 and
/// over the top to the field before yellow's exit (cells as (column, row)).
const RED_STRETCH: [(u8, u8); 13] =
    [(0, 6), (1, 6), (2, 6), (3, 6), (4, 6), (5, 6), (6, 5), (6, 4), (6, 3), (6, 2), (6, 1), (6, 0), (7, 0)];

/// The index of an arm counted clockwise from red.
fn turns(arm: Colour) -> u8 {
    arm as u8
}

/// A cell turned a quarter clockwise round the centre, `times` times.
fn turn((col, row): (u8, u8), times: u8) -> (u8, u8) {
    (0..times).fold((col, row), |(c, r), _| (14 - r, c))
}

/// The top-left corner of a field's cell.
pub fn cell(field: Field) -> (f64, f64) {
    let (col, row) = match field.kind() {
        FieldKind::Loop(n) => turn(RED_STRETCH[usize::from(n % 13)], n / 13),
        // Red's bridge runs along row 7 from column 1 towards the lab.
        FieldKind::Bridge { arm, step } => turn((1 + step, 7), turns(arm)),
        FieldKind::Lab => (7, 7),
    };
    (f64::from(col) * CELL, f64::from(row) * CELL)
}

pub fn centre(field: Field) -> (f64, f64) {
    let (x, y) = cell(field);
    (x + CELL / 2.0, y + CELL / 2.0)
}

/// The top-left corner of an arm's home quarantine (6 x 6 cells, red's at the top left).
pub fn home_corner(arm: Colour) -> (f64, f64) {
    let (col, row) = match turns(arm) {
        0 => (0, 0),
        1 => (9, 0),
        2 => (9, 9),
        _ => (0, 9),
    };
    (f64::from(col) * CELL, f64::from(row) * CELL)
}

/// The `index`-th of the four waiting places in a home quarantine.
pub fn home_slot(arm: Colour, index: u8) -> (f64, f64) {
    let (x, y) = home_corner(arm);
    let (col, row) = (f64::from(index % 2), f64::from(index / 2));
    (x + CELL * (2.0 + 2.0 * col), y + CELL * (2.0 + 2.0 * row))
}

/// The `index`-th of up to 12 viruses waiting in the focus (red's home): 4 by 3.
pub fn focus_slot(index: u8) -> (f64, f64) {
    let (col, row) = (f64::from(index % 4), f64::from(index / 4));
    (CELL * (1.5 + col), CELL * (2.0 + row))
}

/// Where the `index`-th piece of the colour `row` (0 yellow, 1 blue, 2 green) stands in the lab.
pub fn lab_slot(row: u8, index: u8) -> (f64, f64) {
    (CELL * 6.0 + 18.0 + 28.0 * f64::from(index), CELL * 6.0 + 24.0 + 36.0 * f64::from(row))
}
