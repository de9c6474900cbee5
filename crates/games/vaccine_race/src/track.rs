//! Where the 0-98 track lies on the board: a snake of runs of squares, each run going back the
//! way the one above came, joined at its ends, from the start (PANDEMIC, 0) at the top left to
//! the goal (98). The start and the goal are wider places than a square, for every piece begins
//! on the start. The fold is chosen for the board's box, so a phone held upright gets fewer,
//! larger squares a run and a laptop more. Plain geometry in board units, no web crate.

use super::squares::{GOAL, PANDEMIC};
use engine::glance::comfortable_piece_px;

/// A lattice cell of the track, in board units.
pub const SIDE: f64 = 100.0;
/// The space between two runs: the board shows through it, so the way reads as a snake.
pub const GAP: f64 = 30.0;
/// How many cells the start takes; the goal takes up to `GOAL_CELLS` of the last run.
const START_CELLS: usize = 2;
const GOAL_CELLS: usize = 3;
/// The cells the squares 1 to 97 take, one each.
const CELLS_BEFORE_GOAL: usize = START_CELLS + GOAL as usize - 1;

/// The margin of a square's tile within its place: the road shows round it, joining it to the next.
pub const INSET: f64 = 4.0;

/// How large a square's number must be on screen to read at a glance, in px.
const NUMBER_PX: f64 = 11.5;

/// An axis-aligned box in board units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

impl Rect {
    /// A box of this `side` centred on a point.
    pub fn around((x, y): (f64, f64), side: f64) -> Rect {
        Rect { x: x - side / 2.0, y: y - side / 2.0, width: side, height: side }
    }

    pub fn centre(&self) -> (f64, f64) {
        (self.x + self.width / 2.0, self.y + self.height / 2.0)
    }

    pub fn area(&self) -> f64 {
        self.width * self.height
    }

    /// The area both boxes cover.
    pub fn overlap(&self, other: &Rect) -> f64 {
        let w = (self.x + self.width).min(other.x + other.width) - self.x.max(other.x);
        let h = (self.y + self.height).min(other.y + other.height) - self.y.max(other.y);
        w.max(0.0) * h.max(0.0)
    }

    /// The share of the smaller box that the other covers.
    pub fn covered(&self, other: &Rect) -> f64 {
        self.overlap(other) / self.area().min(other.area())
    }

    pub fn inside(&self, outer: &Rect) -> bool {
        self.x >= outer.x - 0.01
            && self.y >= outer.y - 0.01
            && self.x + self.width <= outer.x + outer.width + 0.01
            && self.y + self.height <= outer.y + outer.height + 0.01
    }
}

/// One fold of the track, with the sizes of what is drawn on it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Track {
    /// Cells a run.
    pub columns: usize,
    pub runs: usize,
    /// A piece's width and height, in board units.
    pub piece: f64,
    /// The font size of a square's number, in board units.
    pub number: f64,
}

impl Track {
    /// The fold whose squares are largest in a box of `width` by `height` pixels, with pieces
    /// and numbers large enough on screen.
    pub fn fitting(width: f64, height: f64) -> Track {
        let square_px = |columns: usize| {
            let (w, h) = Track::folded(columns).size();
            (width / w).min(height / h) * SIDE
        };
        let columns = (6..=20)
            .filter(|&c| Track::folded(c).goal_cells() >= 2)
            .max_by(|&a, &b| square_px(a).total_cmp(&square_px(b)))
            .unwrap_or(12);
        let px = square_px(columns).max(1.0);
        let piece = (comfortable_piece_px(width, height) / px * SIDE).clamp(0.56 * SIDE, 0.9 * SIDE);
        let number = (NUMBER_PX / px * SIDE).max(0.2 * SIDE);
        Track { piece, number, ..Track::folded(columns) }
    }

    /// The track folded in runs of `columns` cells, as many runs as hold every square.
    fn folded(columns: usize) -> Track {
        let runs = (CELLS_BEFORE_GOAL + 2).div_ceil(columns);
        Track { columns, runs, piece: 0.6 * SIDE, number: 0.2 * SIDE }
    }

    /// The board's width and height in board units: a gap under the last run too, where its
    /// pieces stand as those of the other runs do.
    pub fn size(&self) -> (f64, f64) {
        (self.columns as f64 * SIDE, self.runs as f64 * (SIDE + GAP))
    }

    pub fn board(&self) -> Rect {
        let (width, height) = self.size();
        Rect { x: 0.0, y: 0.0, width, height }
    }

    /// How many cells the goal takes: what is left of the last run, at most `GOAL_CELLS`.
    fn goal_cells(&self) -> usize {
        (self.columns * self.runs).saturating_sub(CELLS_BEFORE_GOAL).min(GOAL_CELLS)
    }

    /// The top-left corner of the `k`-th cell along the way: even runs go right, odd runs left.
    fn cell(&self, k: usize) -> (f64, f64) {
        let (run, along) = (k / self.columns, k % self.columns);
        let column = if run % 2 == 0 { along } else { self.columns - 1 - along };
        (column as f64 * SIDE, run as f64 * (SIDE + GAP))
    }

    /// The cells square `number` takes along the way.
    fn cells(&self, number: u8) -> std::ops::Range<usize> {
        match number {
            PANDEMIC => 0..START_CELLS,
            GOAL => CELLS_BEFORE_GOAL..CELLS_BEFORE_GOAL + self.goal_cells(),
            n => START_CELLS + usize::from(n) - 1..START_CELLS + usize::from(n),
        }
    }

    /// The box of square `number` (its cells, which lie in one run).
    pub fn place(&self, number: u8) -> Rect {
        let corners: Vec<(f64, f64)> = self.cells(number).map(|k| self.cell(k)).collect();
        let left = corners.iter().map(|c| c.0).fold(f64::INFINITY, f64::min);
        let right = corners.iter().map(|c| c.0).fold(f64::NEG_INFINITY, f64::max) + SIDE;
        Rect { x: left, y: corners[0].1, width: right - left, height: SIDE }
    }

    pub fn middle(&self, number: u8) -> (f64, f64) {
        self.place(number).centre()
    }

    /// The middles of the cells past the goal that the way leaves empty: the landscape's own,
    /// where trees grow.
    pub fn spare(&self) -> Vec<(f64, f64)> {
        (CELLS_BEFORE_GOAL + self.goal_cells()..self.columns * self.runs)
            .map(|k| {
                let (x, y) = self.cell(k);
                (x + SIDE / 2.0, y + SIDE / 2.0)
            })
            .collect()
    }

    /// The way itself: the middles of every cell in use, in order, for the band under the squares.
    pub fn way(&self) -> Vec<(f64, f64)> {
        (0..CELLS_BEFORE_GOAL + self.goal_cells())
            .map(|k| {
                let (x, y) = self.cell(k);
                (x + SIDE / 2.0, y + SIDE / 2.0)
            })
            .collect()
    }

    /// The box of square `number`'s number, in its top corner where the way enters it.
    pub fn number_tag(&self, number: u8) -> Rect {
        let place = self.place(number);
        let digits = number.to_string().len() as f64;
        Rect {
            x: place.x + INSET,
            y: place.y + INSET,
            width: self.number * (0.6 * digits + 0.3),
            height: self.number * 1.1,
        }
    }

    /// The box of the word on the start or the goal ("start", "GOAL"), `chars` long, beside its number.
    pub fn word_tag(&self, number: u8, chars: usize) -> Rect {
        let tag = self.number_tag(number);
        let width = self.number * (0.72 * chars as f64 + 0.3);
        Rect { x: tag.x + tag.width + INSET, width, ..tag }
    }

    /// Everything drawn that a piece must leave readable: every square's number, and the words
    /// on the start and the goal (`start_chars`, `goal_chars` long).
    pub fn labels(&self, start_chars: usize, goal_chars: usize) -> Vec<Rect> {
        let mut labels: Vec<Rect> = (PANDEMIC..=GOAL).map(|n| self.number_tag(n)).collect();
        labels.push(self.word_tag(PANDEMIC, start_chars));
        labels.push(self.word_tag(GOAL, goal_chars));
        labels
    }
}
