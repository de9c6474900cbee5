//! Where things stand on the Ludo cross, a 15 x 15 grid of cells. Red's arm (the virus's) is on
//! the left, and each next arm clockwise is the one before turned a quarter round the centre, so
//! one arm's cells give all four. A piece on the track fills its field's cell (on a phone a cell
//! is barely the 24 px a finger and an eye need), so a field's number and sanitizer are drawn
//! beside the field, in the margin of the home it borders, where nothing stands.

use super::{Colour, Field, FieldKind};

pub const CELL: f64 = 40.0;
pub const SIZE: f64 = CELL * 15.0;
/// How deep a home's margin is, between its edge and the inner area where its pieces wait.
pub const MARGIN: f64 = CELL * 0.8;

/// A rectangle: left, top, width, height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    /// A square of side `side` round a centre.
    pub fn around((x, y): (f64, f64), side: f64) -> Rect {
        Rect { x: x - side / 2.0, y: y - side / 2.0, w: side, h: side }
    }

    pub fn centre(self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// The area two rectangles share (touching edges share none).
    pub fn overlap(self, other: Rect) -> f64 {
        let w = (self.x + self.w).min(other.x + other.w) - self.x.max(other.x);
        let h = (self.y + self.h).min(other.y + other.h) - self.y.max(other.y);
        w.max(0.0) * h.max(0.0)
    }

    /// The rectangle shrunk by `by` on every side.
    pub fn inset(self, by: f64) -> Rect {
        Rect { x: self.x + by, y: self.y + by, w: self.w - 2.0 * by, h: self.h - 2.0 * by }
    }

    pub fn contains(self, inner: Rect) -> bool {
        inner.x >= self.x
            && inner.y >= self.y
            && inner.x + inner.w <= self.x + self.w
            && inner.y + inner.h <= self.y + self.h
    }
}

/// Red's stretch of the loop, fields 0..13 from its exit: right along row 6, up column 6 and
/// over the top to the field before yellow's exit (cells as (column, row)).
const RED_STRETCH: [(u8, u8); 13] =
    [(0, 6), (1, 6), (2, 6), (3, 6), (4, 6), (5, 6), (6, 5), (6, 4), (6, 3), (6, 2), (6, 1), (6, 0), (7, 0)];

/// A cell turned a quarter clockwise round the centre, `times` times.
fn turn((col, row): (u8, u8), times: u8) -> (u8, u8) {
    (0..times).fold((col, row), |(c, r), _| (14 - r, c))
}

/// A field's cell as (column, row).
fn grid(field: Field) -> (u8, u8) {
    match field.kind() {
        FieldKind::Loop(n) => turn(RED_STRETCH[usize::from(n % 13)], n / 13),
        // Red's bridge runs along row 7 from column 1 towards the lab.
        FieldKind::Bridge { arm, step } => turn((1 + step, 7), arm as u8),
        FieldKind::Lab => (7, 7),
    }
}

/// A field's square; the lab's is its whole 3 x 3 area.
pub fn cell(field: Field) -> Rect {
    if field == Field::LAB {
        return Rect { x: CELL * 6.0, y: CELL * 6.0, w: CELL * 3.0, h: CELL * 3.0 };
    }
    let (col, row) = grid(field);
    Rect { x: f64::from(col) * CELL, y: f64::from(row) * CELL, w: CELL, h: CELL }
}

pub fn centre(field: Field) -> (f64, f64) {
    cell(field).centre()
}

/// An arm's home quarantine (6 x 6 cells, red's, the virus's focus, at the top left).
pub fn home(arm: Colour) -> Rect {
    let (col, row) = [(0, 0), (9, 0), (9, 9), (0, 9)][arm as usize];
    Rect { x: f64::from(col) * CELL, y: f64::from(row) * CELL, w: CELL * 6.0, h: CELL * 6.0 }
}

/// A home without its margin: where its pieces wait.
pub fn home_inside(arm: Colour) -> Rect {
    let Rect { x, y, w, h } = home(arm);
    Rect { x: x + MARGIN, y: y + MARGIN, w: w - 2.0 * MARGIN, h: h - 2.0 * MARGIN }
}

/// The `index`-th of the four waiting places in a home quarantine.
pub fn home_slot(arm: Colour, index: u8) -> (f64, f64) {
    let Rect { x, y, .. } = home(arm);
    let (col, row) = (f64::from(index % 2), f64::from(index / 2));
    (x + CELL * (2.0 + 2.0 * col), y + CELL * (2.0 + 2.0 * row))
}

/// The `index`-th of up to 12 viruses waiting in the focus: 4 by 3 inside red's home.
pub fn focus_slot(index: u8) -> (f64, f64) {
    let inside = home_inside(Colour::Red);
    let (col, row) = (f64::from(index % 4), f64::from(index / 4));
    let step = inside.w / 4.0;
    (inside.x + step * (col + 0.5), inside.y + CELL * 0.9 + step * row)
}

/// Where a colour's pieces in the lab stand, one stack with its count: each at the end of its
/// own bridge, beside the flask in the middle (red is the virus: its end stays empty).
pub fn lab_stack(arm: Colour) -> (f64, f64) {
    let (col, row) = turn((6, 7), arm as u8);
    (f64::from(col) * CELL + CELL / 2.0, f64::from(row) * CELL + CELL / 2.0)
}

/// The margin strip beside a loop field, in the home it borders: where its number and its
/// sanitizer are drawn. The middle field at the end of each arm borders no home and has none;
/// nor have the two fields turning round a home's inner corner, whose strips would cross there.
pub fn mark_strip(field: Field) -> Option<Rect> {
    let strip = home_strip(field)?;
    let others = (0..Field::LAB.0).map(Field).filter(|&other| other != field);
    let crossed = others.filter_map(home_strip).any(|other| other.overlap(strip) > 0.0);
    (!crossed).then_some(strip)
}

/// The strip of a home's margin beside a loop field, if it borders a home.
fn home_strip(field: Field) -> Option<Rect> {
    if !field.is_loop() {
        return None;
    }
    let (col, row) = grid(field);
    let (x, y) = (f64::from(col) * CELL, f64::from(row) * CELL);
    let beside = |dx: i8, dy: i8| {
        let (c, r) = (i16::from(col) + i16::from(dx), i16::from(row) + i16::from(dy));
        let next = Rect { x: f64::from(c) * CELL, y: f64::from(r) * CELL, w: CELL, h: CELL };
        ARMS.into_iter().any(|arm| home(arm).contains(next))
    };
    if beside(0, -1) {
        Some(Rect { x, y: y - MARGIN, w: CELL, h: MARGIN })
    } else if beside(0, 1) {
        Some(Rect { x, y: y + CELL, w: CELL, h: MARGIN })
    } else if beside(-1, 0) {
        Some(Rect { x: x - MARGIN, y, w: MARGIN, h: CELL })
    } else if beside(1, 0) {
        Some(Rect { x: x + CELL, y, w: MARGIN, h: CELL })
    } else {
        None
    }
}

/// Where a field's number is written: one half of its strip.
pub fn number_slot(field: Field) -> Option<Rect> {
    let strip = mark_strip(field)?;
    Some(halves(strip).0)
}

/// Where a field's sanitizer is drawn: the other half of its strip. A bridge or an arm's end
/// has no strip: there its sanitizer is a drop per use in the field's lower corners, beside the
/// face of a piece standing there.
pub fn sanitizer_slots(field: Field) -> Vec<Rect> {
    match mark_strip(field) {
        Some(strip) => vec![halves(strip).1],
        None => {
            let Rect { x, y, w, h } = cell(field);
            let low = y + h - CORNER;
            vec![Rect { x, y: low, w: CORNER, h: CORNER }, Rect { x: x + w - CORNER, y: low, w: CORNER, h: CORNER }]
        }
    }
}

/// Where a piece's own mask badge sits: the top right corner of its field, beside its head.
pub fn mask_slot((x, y): (f64, f64)) -> Rect {
    Rect { x: x + CELL / 2.0 - CORNER, y: y - CELL / 2.0, w: CORNER, h: CORNER }
}

/// A strip split along its length in two.
fn halves(strip: Rect) -> (Rect, Rect) {
    if strip.w > strip.h {
        let w = strip.w / 2.0;
        (Rect { w, ..strip }, Rect { x: strip.x + w, w, ..strip })
    } else {
        let h = strip.h / 2.0;
        (Rect { h, ..strip }, Rect { y: strip.y + h, h, ..strip })
    }
}

const ARMS: [Colour; 4] = [Colour::Red, Colour::Yellow, Colour::Blue, Colour::Green];

/// A piece's reach, a pawn on its shadow, a tenth wider than its cell: a phone held upright
/// gives the board only about 336 px of height, a cell 22 px, and a piece needs 24. Neighbours'
/// shadows then overlap by a twentieth of a cell, and a mark's drawing keeps that far from its
/// slot's edge.
pub const PLATE: f64 = CELL * 1.1;
/// A piece is a pawn in its colour; its face, a round of this radius on its body, carries
/// its shape and number. The corners of its field stay free for small marks.
pub const FACE_RADIUS: f64 = 11.0;
/// The side of a cell's corner where a mark may sit beside a piece's face.
pub const CORNER: f64 = 12.0;
