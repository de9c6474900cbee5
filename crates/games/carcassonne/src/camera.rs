//! What part of the endless board the screen shows: a centre and a scale (board units per
//! pixel), turned into an SVG viewBox. Panning and zooming change only these three numbers, so
//! the tiles are never drawn again. Plain Rust, so the arithmetic is tested natively.

use super::art::TILE;
use super::Carcassonne;

/// A tile is never drawn smaller than this many pixels (44: a spot stays tappable on a phone)
/// nor larger than a few hundred.
const SMALLEST_TILE_PX: f64 = 44.0;
const LARGEST_TILE_PX: f64 = 400.0;
/// The landscape is an overview: its tiles may be smaller than a zoom would draw them, down to
/// this (a spot stays a 24 px target); a landscape larger still is shown round the last tile.
const SMALLEST_FITTED_TILE_PX: f64 = 24.0;
/// A fitted landscape leaves this many pixels round its ring of spots, so that no spot lies
/// flush against the board's edge.
const FIT_MARGIN_PX: f64 = 6.0;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    pub cx: f64,
    pub cy: f64,
    /// Board units per screen pixel.
    pub scale: f64,
}

/// The pixels at the box's edges that the board's own controls cover: the zoom buttons at the
/// right, the players' points at the top. The landscape is fitted beside them.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Covered {
    pub right: f64,
    pub top: f64,
}

/// Float slack when comparing edges in board units.
const EPS: f64 = 1e-6;
/// A Meeple target's width on its tile, in tile units: art.rs keeps targets that far apart.
pub const TARGET_UNITS: f64 = 22.0;
/// The gap between a loupe and the tile it shows, in pixels.
const LOUPE_GAP_PX: f64 = 10.0;

/// Where a spot out of view is marked at the board's edge: x and y in board units, and the
/// direction toward the spot in degrees.
pub type EdgeMark = (f64, f64, f64);

/// Marks that would overlap (nearer than `apart` board units) drawn as one, which stands for all
/// their spots: a row of spots beyond one edge is one arrow, not a stack.
pub fn merged(marks: Vec<((i8, i8), EdgeMark)>, apart: f64) -> Vec<(Vec<(i8, i8)>, EdgeMark)> {
    let mut drawn: Vec<(Vec<(i8, i8)>, EdgeMark)> = vec![];
    for (spot, mark) in marks {
        match drawn.iter_mut().find(|(_, m)| (m.0 - mark.0).hypot(m.1 - mark.1) < apart) {
            Some((spots, _)) => spots.push(spot),
            None => drawn.push((vec![spot], mark)),
        }
    }
    drawn
}

/// The smallest and largest column and row of a set of positions.
pub type Bounds = (i32, i32, i32, i32);

impl Camera {
    /// The landscape: every position in `bounds` and the ring of spots round them, as large as
    /// fits in the box's part that is not `covered`. Where that would draw tiles smaller than
    /// `SMALLEST_FITTED_TILE_PX`, it shows tiles of that size round `focus` (the last tile), kept
    /// within the landscape, and the spots out of view are marked at the edge (`edge_mark`).
    pub fn landscape(bounds: Bounds, focus: (i8, i8), width: f64, height: f64, covered: Covered) -> Self {
        let (x0, y0, x1, y1) = bounds;
        let (free_w, free_h) = ((width - covered.right).max(1.0), (height - covered.top).max(1.0));
        let (w, h) = (f64::from(x1 - x0 + 3) * TILE, f64::from(y1 - y0 + 3) * TILE);
        let margin = 2.0 * FIT_MARGIN_PX;
        let scale = (w / (free_w - margin).max(1.0))
            .max(h / (free_h - margin).max(1.0))
            .clamp(TILE / LARGEST_TILE_PX, TILE / SMALLEST_FITTED_TILE_PX);
        // Along one axis: the middle of the ring, or where it does not fit, the focus with as
        // much of the ring round it as the box holds.
        let middle = |lo: i32, hi: i32, at: i8, free_px: f64| {
            let (lo, hi) = (f64::from(lo - 1) * TILE, f64::from(hi + 2) * TILE);
            let half = free_px * scale / 2.0;
            match hi - lo <= 2.0 * half {
                true => (lo + hi) / 2.0,
                false => ((f64::from(at) + 0.5) * TILE).clamp(lo + half, hi - half),
            }
        };
        let cx = middle(x0, x1, focus.0, free_w) + covered.right * scale / 2.0;
        let cy = middle(y0, y1, focus.1, free_h) - covered.top * scale / 2.0;
        Self { cx, cy, scale }
    }

    /// The part of the box the board's controls leave free, in board units: left, top, right,
    /// bottom.
    pub fn free_units(&self, width: f64, height: f64, covered: Covered) -> (f64, f64, f64, f64) {
        let (left, top) = (self.cx - width * self.scale / 2.0, self.cy - height * self.scale / 2.0);
        (left, top + covered.top * self.scale, left + (width - covered.right) * self.scale, top + height * self.scale)
    }

    /// Whether the tile at x,y lies wholly in the part of the box the board's controls leave
    /// free: seen whole, and tapped without reaching under a button.
    pub fn shows_free(&self, x: i8, y: i8, width: f64, height: f64, covered: Covered) -> bool {
        let (left, top, right, bottom) = self.free_units(width, height, covered);
        let (x0, y0) = (f64::from(x) * TILE, f64::from(y) * TILE);
        x0 >= left - EPS && x0 + TILE <= right + EPS && y0 >= top - EPS && y0 + TILE <= bottom + EPS
    }

    /// The camera that keeps `wanted` in view (the spots of the tile in hand, or at the Meeple
    /// step the features a Meeple may go on) on the landscape of the tiles placed within
    /// `placed`, as the Carcassonne app does: unchanged while each lies wholly in the free part
    /// of the box, so the board holds still from turn to turn. Otherwise it moves once and
    /// enough for a while: at the same scale where they fit, else zoomed out (never in) until the
    /// whole landscape and its ring of spots fit with a tile to spare on every side (the next
    /// turns' spots lie one tile further), as far as the overview's smallest tile. The
    /// landscape's middle is then in the middle, where it fits; else the view moves the least
    /// that shows them, within the landscape, and spots beyond are marked at the edge.
    pub fn keeping(self, wanted: &[(i8, i8)], placed: Bounds, width: f64, height: f64, covered: Covered) -> Self {
        let Some((x0, y0, x1, y1)) = bounds(wanted.iter().copied()) else { return self };
        if width <= 0.0 || height <= 0.0 || wanted.iter().all(|&(x, y)| self.shows_free(x, y, width, height, covered)) {
            return self;
        }
        let (free_w, free_h) = ((width - covered.right).max(1.0), (height - covered.top).max(1.0));
        let span = |lo: i32, hi: i32| f64::from(hi - lo + 1) * TILE;
        let fits = span(x0, x1) <= free_w * self.scale + EPS && span(y0, y1) <= free_h * self.scale + EPS;
        // The ring of spots round the tiles placed, and a tile to spare beyond it.
        let (px0, py0, px1, py1) = placed;
        let farthest = (TILE / SMALLEST_FITTED_TILE_PX).max(self.scale);
        let scale = match fits {
            true => self.scale,
            false => ((span(px0, px1) + 4.0 * TILE) / free_w)
                .max((span(py0, py1) + 4.0 * TILE) / free_h)
                .clamp(self.scale, farthest),
        };
        // Along one axis, where the middle of the free part goes: the middle of the ring where
        // it fits; else the nearest place within the ring that shows the wanted tiles, or where
        // they do not fit either, that shows only them.
        let along = |(lo, hi): (i32, i32), (ring_lo, ring_hi): (i32, i32), free_px: f64, now: f64| {
            let half = free_px * scale / 2.0;
            let (ring_lo, ring_hi) = (f64::from(ring_lo - 1) * TILE, f64::from(ring_hi + 2) * TILE);
            if ring_hi - ring_lo <= 2.0 * half + EPS {
                return (ring_lo + ring_hi) / 2.0;
            }
            let within = now.clamp(ring_lo + half, ring_hi - half);
            let (lo, hi) = (f64::from(lo) * TILE, f64::from(hi + 1) * TILE);
            within.clamp((hi - half).min(lo + half), (hi - half).max(lo + half))
        };
        let fx = along((x0, x1), (px0, px1), free_w, self.cx - covered.right * self.scale / 2.0);
        let fy = along((y0, y1), (py0, py1), free_h, self.cy + covered.top * self.scale / 2.0);
        Self { cx: fx + covered.right * scale / 2.0, cy: fy - covered.top * scale / 2.0, scale }
    }

    /// Where the new tile's Meeple targets are drawn at least `least_px` across: on the tile
    /// itself where it is drawn that large (None), else on a loupe, the tile drawn again at that
    /// size beside it (or, where every place beside it covers more of the board, in a corner or
    /// at an edge of the view, a line leading to the tile), in the free part of the box,
    /// covering the tile itself only where there is no room, then as little as it can of the
    /// tiles `keep_clear` (first the features a Meeple may go on, shown whole, then the other
    /// tiles), then as near the tile as it can. Its top-left corner and side, in board units.
    pub fn loupe(
        &self,
        tile: (i8, i8),
        keep_clear: [&[(i8, i8)]; 2],
        least_px: f64,
        width: f64,
        height: f64,
        covered: Covered,
    ) -> Option<(f64, f64, f64)> {
        let gap = LOUPE_GAP_PX * self.scale;
        let (left, top, right, bottom) = self.free_units(width, height, covered);
        let side =
            (least_px / TARGET_UNITS * TILE * self.scale).min(right - left - 2.0 * gap).min(bottom - top - 2.0 * gap);
        if TILE >= side {
            return None;
        }
        let (tx, ty) = (f64::from(tile.0) * TILE, f64::from(tile.1) * TILE);
        let covers = |(x, y): (f64, f64), (ox, oy): (f64, f64), size: f64| {
            ((x + side).min(ox + size) - x.max(ox)).max(0.0) * ((y + side).min(oy + size) - y.max(oy)).max(0.0)
        };
        let (before, middle, after) = (tx - gap - side, tx + (TILE - side) / 2.0, tx + TILE + gap);
        let (above, centre, below) = (ty - gap - side, ty + (TILE - side) / 2.0, ty + TILE + gap);
        let (first, last, mid) = (left, right, (left + right - side) / 2.0);
        let (high, low, half) = (top, bottom, (top + bottom - side) / 2.0);
        let candidates = [
            (after, centre),
            (before, centre),
            (middle, below),
            (middle, above),
            (after, below),
            (before, below),
            (after, above),
            (before, above),
            (first, high),
            (last, high),
            (first, low),
            (last, low),
            (mid, high),
            (mid, low),
            (first, half),
            (last, half),
        ];
        let inside = |(x, y): (f64, f64)| {
            (
                x.clamp(left + gap, (right - gap - side).max(left + gap)),
                y.clamp(top + gap, (bottom - gap - side).max(top + gap)),
            )
        };
        let on = |at: (f64, f64), tiles: &[(i8, i8)]| -> f64 {
            tiles.iter().map(|&(x, y)| covers(at, (f64::from(x) * TILE, f64::from(y) * TILE), TILE)).sum()
        };
        let cost = |at: (f64, f64)| {
            let far = (at.0 + side / 2.0 - tx - TILE / 2.0).hypot(at.1 + side / 2.0 - ty - TILE / 2.0);
            (covers(at, (tx, ty), TILE), on(at, keep_clear[0]), on(at, keep_clear[1]), far)
        };
        let best = candidates.into_iter().map(inside).min_by(|&a, &b| {
            let (ca, cb) = (cost(a), cost(b));
            ca.partial_cmp(&cb).unwrap_or(std::cmp::Ordering::Equal)
        })?;
        Some((best.0, best.1, side))
    }

    /// Where a spot (the tile at x,y) whose middle is out of view is marked: the point, in board
    /// units, where the line from the middle of the uncovered box toward the spot's middle meets
    /// that box `inset` pixels inside its edge, and the line's direction in degrees (0 east, 90
    /// south). None when the spot's middle is in view.
    pub fn edge_mark(
        &self,
        (x, y): (i8, i8),
        width: f64,
        height: f64,
        covered: Covered,
        inset: f64,
    ) -> Option<EdgeMark> {
        if self.shows_middle(x, y, width, height) {
            return None;
        }
        let to_px = |units: f64, centre: f64, size: f64| (units - centre) / self.scale + size / 2.0;
        let (px, py) =
            (to_px((f64::from(x) + 0.5) * TILE, self.cx, width), to_px((f64::from(y) + 0.5) * TILE, self.cy, height));
        let (left, right) = (inset, (width - covered.right - inset).max(inset));
        let (top, bottom) = ((covered.top + inset).min(height - inset), height - inset);
        let (ax, ay) = ((left + right) / 2.0, (top + bottom) / 2.0);
        let (dx, dy) = (px - ax, py - ay);
        // How far along the line the edge is met, on each axis (the nearer one wins).
        let reach = |d: f64, low: f64, high: f64, from: f64| match d {
            d if d > 0.0 => (high - from) / d,
            d if d < 0.0 => (low - from) / d,
            _ => f64::INFINITY,
        };
        let t = reach(dx, left, right, ax).min(reach(dy, top, bottom, ay)).min(1.0);
        let to_units = |p: f64, centre: f64, size: f64| centre + (p - size / 2.0) * self.scale;
        Some((to_units(ax + dx * t, self.cx, width), to_units(ay + dy * t, self.cy, height), dy.atan2(dx).to_degrees()))
    }

    /// Centred on the tile at x,y at the same scale: brought into view, never zoomed onto.
    pub fn centred_on(self, x: i8, y: i8) -> Self {
        let mid = |v: i8| (f64::from(v) + 0.5) * TILE;
        Self { cx: mid(x), cy: mid(y), ..self }
    }

    pub fn view_box(&self, width: f64, height: f64) -> String {
        let (w, h) = (width * self.scale, height * self.scale);
        format!("{:.1} {:.1} {:.1} {:.1}", self.cx - w / 2.0, self.cy - h / 2.0, w, h)
    }

    /// Moved by a drag of dx,dy pixels: the board follows the finger.
    pub fn dragged(self, dx: f64, dy: f64) -> Self {
        Self { cx: self.cx - dx * self.scale, cy: self.cy - dy * self.scale, ..self }
    }

    /// Zoomed by `factor` (above 1 brings things closer) keeping the board point under the
    /// pixel px,py (from the box's top-left) where it is.
    pub fn zoomed(self, factor: f64, px: f64, py: f64, width: f64, height: f64) -> Self {
        // Zooming out stops at the 44 px tile, or where a fitted overview already is.
        let scale = (self.scale / factor).clamp(TILE / LARGEST_TILE_PX, (TILE / SMALLEST_TILE_PX).max(self.scale));
        let (ox, oy) = (px - width / 2.0, py - height / 2.0);
        let (wx, wy) = (self.cx + ox * self.scale, self.cy + oy * self.scale);
        Self { cx: wx - ox * scale, cy: wy - oy * scale, scale }
    }

    /// Whether the middle of the tile at x,y is inside the box (it can be tapped).
    pub fn shows_middle(&self, x: i8, y: i8, width: f64, height: f64) -> bool {
        let (mx, my) = ((f64::from(x) + 0.5) * TILE, (f64::from(y) + 0.5) * TILE);
        (mx - self.cx).abs() <= width * self.scale / 2.0 && (my - self.cy).abs() <= height * self.scale / 2.0
    }

    /// Whether the tile at x,y lies wholly inside the box.
    pub fn shows(&self, x: i8, y: i8, width: f64, height: f64) -> bool {
        let (hw, hh) = (width * self.scale / 2.0, height * self.scale / 2.0);
        let (left, top) = (f64::from(x) * TILE, f64::from(y) * TILE);
        left >= self.cx - hw && left + TILE <= self.cx + hw && top >= self.cy - hh && top + TILE <= self.cy + hh
    }
}

/// A Meeple's natural height in board units: near half a tile, as in the Carcassonne app, so
/// that its colour and number read wherever the board is near.
pub const MEEPLE_UNITS: f64 = 44.0;

/// Where a Meeple is drawn and how tall, in board units: at its natural size at its spot
/// (`at`) when the board is near, enlarged to `least_px` pixels when it is far, and then kept
/// inside its own tile (at x,y), so that no Meeple ever covers another (a tile holds one).
pub fn meeple_drawn(at: (f64, f64), x: i8, y: i8, scale: f64, least_px: f64) -> (f64, f64, f64) {
    let size = (least_px * scale).clamp(MEEPLE_UNITS, TILE);
    let inside = |v: f64, tile: i8| {
        let left = f64::from(tile) * TILE;
        v.clamp(left + size / 2.0, left + TILE - size / 2.0)
    };
    (inside(at.0, x), inside(at.1, y), size)
}

/// Anywhere on the board, for marks that `apart` need not keep within a box.
pub const EVERYWHERE: (f64, f64, f64, f64) = (f64::MIN, f64::MIN, f64::MAX, f64::MAX);

/// Marks `size` units across (infection tokens, the spread's places), each wholly within the box
/// `within` (left, top, right, bottom: the free part of the view, for places to tap) and as
/// near its anchor as it can be without covering another: at its anchor (or the nearest point
/// of the box), or else at the first free point of rings round it, each half a mark further
/// out. In order: an earlier mark keeps its anchor.
pub fn apart(anchors: &[(f64, f64)], size: f64, within: (f64, f64, f64, f64)) -> Vec<(f64, f64)> {
    let (left, top, right, bottom) = within;
    let (x_in, y_in) = (
        (left + size / 2.0, (right - size / 2.0).max(left + size / 2.0)),
        (top + size / 2.0, (bottom - size / 2.0).max(top + size / 2.0)),
    );
    let inside = |(x, y): (f64, f64)| x >= x_in.0 - EPS && x <= x_in.1 + EPS && y >= y_in.0 - EPS && y <= y_in.1 + EPS;
    let mut placed: Vec<(f64, f64)> = Vec::with_capacity(anchors.len());
    for &(ax, ay) in anchors {
        let (ax, ay) = (ax.clamp(x_in.0, x_in.1), ay.clamp(y_in.0, y_in.1));
        let free = |p: (f64, f64)| inside(p) && placed.iter().all(|q| (p.0 - q.0).hypot(p.1 - q.1) >= size - EPS);
        let rings = (1..=40).flat_map(|ring| {
            let points = 6 * ring;
            (0..points).map(move |i| {
                let angle = std::f64::consts::TAU * f64::from(i) / f64::from(points) - std::f64::consts::FRAC_PI_4;
                let reach = f64::from(ring) * size / 2.0;
                (ax + reach * angle.cos(), ay + reach * angle.sin())
            })
        });
        let at = std::iter::once((ax, ay)).chain(rings).find(|&p| free(p)).unwrap_or((ax, ay));
        placed.push(at);
    }
    placed
}

/// The tiles of the areas the new tile's `segments` belong to (the features a Meeple may go on
/// at the Meeple step), the new tile among them: what that step shows whole.
pub fn feature_tiles(game: &Carcassonne, segments: &[u8]) -> Vec<(i8, i8)> {
    let board = game.board();
    let Some(last) = board.tiles().len().checked_sub(1) else { return vec![] };
    let mut tiles = vec![(board.tiles()[last].x, board.tiles()[last].y)];
    for &segment in segments {
        for piece in board.areas().members(board.piece(last, segment)) {
            let p = board.tiles()[usize::from(board.areas().tile_of(piece))];
            if !tiles.contains(&(p.x, p.y)) {
                tiles.push((p.x, p.y));
            }
        }
    }
    tiles
}

/// The bounds of some positions.
pub fn bounds(positions: impl Iterator<Item = (i8, i8)>) -> Option<Bounds> {
    positions.map(|(x, y)| (i32::from(x), i32::from(y))).fold(None, |b, (x, y)| {
        Some(match b {
            None => (x, y, x, y),
            Some((x0, y0, x1, y1)) => (x0.min(x), y0.min(y), x1.max(x), y1.max(y)),
        })
    })
}

/// The spot an arrow key leads to from `from`: the nearest one that way, favouring those in
/// line (a board of scattered spots has no rows and columns to count along).
pub fn spot_towards(spots: &[(i8, i8)], from: usize, key: &str) -> Option<usize> {
    let (dx, dy) = match key {
        "ArrowRight" => (1, 0),
        "ArrowLeft" => (-1, 0),
        "ArrowDown" => (0, 1),
        "ArrowUp" => (0, -1),
        _ => return None,
    };
    let (fx, fy) = spots.get(from).map(|&(x, y)| (i32::from(x), i32::from(y)))?;
    let cost = |&(x, y): &(i8, i8)| {
        let (ox, oy) = (i32::from(x) - fx, i32::from(y) - fy);
        let ahead = ox * dx + oy * dy;
        let aside = (ox * dy - oy * dx).abs();
        (ahead > 0).then_some(ahead + 2 * aside)
    };
    (0..spots.len()).filter_map(|i| cost(&spots[i]).map(|c| (c, i))).min().map(|(_, i)| i)
}

#[cfg(test)]
mod tests {
    use super::*;

    // The board opens fitted to the tiles placed.
    #[test]
    fn fitting_shows_every_tile_placed() {
        let cam = Camera::landscape((-2, -1, 3, 1), (0, 0), 800.0, 600.0, Covered::default());
        for (x, y) in [(-2, -1), (3, 1), (0, 0), (-3, 0), (4, 2)] {
            assert!(cam.shows(x, y, 800.0, 600.0), "{x},{y} in {cam:?}");
        }
        assert!(cam.shows_middle(4, 2, 800.0, 600.0) && !cam.shows_middle(6, 0, 800.0, 600.0));
    }

    // A board as large as the end of a 3-player game at 1280x800 fits whole, top and bottom rows too.
    #[test]
    fn fitting_shows_a_large_board_whole_with_spots_of_24_pixels_or_more() {
        let (width, height) = (900.0, 560.0);
        let cam = Camera::landscape((-7, -8, 9, 8), (9, 8), width, height, Covered::default());
        let shown_h = height * cam.scale;
        assert!(shown_h >= 19.0 * TILE - 1e-6, "17 rows and a ring of spots fit in {shown_h} units");
        assert!(TILE / cam.scale >= 24.0 - 1e-9, "a tile is still {} px", TILE / cam.scale);
        assert!(TILE / cam.scale < 44.0, "smaller than a zoom would go, to show it all");
    }

    // On a phone the zoom buttons must not cover the free spot at the right.
    #[test]
    fn fitting_leaves_the_zoom_buttons_column_free() {
        let (width, height, beside) = (390.0, 420.0, 56.0);
        let cam = Camera::landscape((-1, 0, 2, 0), (0, 0), width, height, Covered { right: beside, top: 0.0 });
        // The ring of spots reaches one tile past the tiles placed: column 3 on the right.
        let right_px = (4.0 * TILE - (cam.cx - width * cam.scale / 2.0)) / cam.scale;
        let left_px = (-2.0 * TILE - (cam.cx - width * cam.scale / 2.0)) / cam.scale;
        assert!(right_px <= width - beside + 1e-6, "the last spot ends at {right_px} px");
        assert!(left_px >= -1e-6, "the first spot starts at {left_px} px");
    }

    // The landscape is fitted to the board's box by default, zooming out as the map grows, as far
    // as pieces stay readable, then shows the spots nearest the last tile.
    #[test]
    fn a_landscape_too_large_shows_24_pixel_tiles_round_the_last_tile_within_the_landscape() {
        let (width, height, covered) = (370.0, 300.0, Covered { right: 56.0, top: 36.0 });
        let cam = Camera::landscape((-20, -3, 20, 3), (18, 0), width, height, covered);
        assert!((TILE / cam.scale - 24.0).abs() < 1e-9, "tiles of {} px", TILE / cam.scale);
        assert!(cam.shows(18, 0, width, height), "the last tile is in view");
        // Kept within the landscape: the ring's east edge (column 22 begins there) is in view,
        // nothing east of it.
        let east_px = (22.0 * TILE - cam.cx) / cam.scale + width / 2.0;
        assert!((east_px - (width - covered.right)).abs() < 1e-6, "the ring ends at the zoom column: {east_px}");
        // Rows fit: all seven and the ring, below the points.
        let top_px = (-4.0 * TILE - cam.cy) / cam.scale + height / 2.0;
        assert!(top_px >= covered.top - 1e-6, "the ring's top at {top_px} px");
    }

    // A legal spot outside the view is marked at the board's edge.
    #[test]
    fn a_spot_out_of_view_is_marked_at_the_edge_toward_it_and_one_in_view_is_not() {
        let (width, height, covered) = (400.0, 300.0, Covered { right: 56.0, top: 36.0 });
        let cam = Camera { cx: 50.0, cy: 50.0, scale: 1.0 };
        assert_eq!(cam.edge_mark((0, 0), width, height, covered, 12.0), None, "in view: no mark");
        let (mx, my, angle) = cam.edge_mark((10, 0), width, height, covered, 12.0).expect("east, out of view");
        let px = |units: f64, centre: f64, size: f64| (units - centre) / cam.scale + size / 2.0;
        assert!(
            (px(mx, cam.cx, width) - (width - covered.right - 12.0)).abs() < 1e-6,
            "at the east edge, left of the zoom column"
        );
        assert!(my > 0.0 && my < 100.0 && angle.abs() < 30.0, "on the way east: {my}, {angle} degrees");
        let (_, ny, north) = cam.edge_mark((0, -10), width, height, covered, 12.0).expect("north, out of view");
        assert!((px(ny, cam.cy, height) - (covered.top + 12.0)).abs() < 1e-6, "below the points");
        assert!((north + 90.0).abs() < 10.0, "pointing north: {north} degrees");
    }

    // Marks that would overlap are one mark standing for each of their spots.
    #[test]
    fn marks_that_would_overlap_are_drawn_as_one_for_all_their_spots() {
        let marks = vec![((5, 0), (380.0, 100.0, 0.0)), ((5, 1), (380.0, 120.0, 5.0)), ((0, 9), (100.0, 280.0, 90.0))];
        let drawn = merged(marks, 30.0);
        assert_eq!(drawn.len(), 2);
        assert_eq!(drawn[0].0, vec![(5, 0), (5, 1)], "20 units apart: one mark");
        assert_eq!(drawn[1].0, vec![(0, 9)], "far from the others: its own");
    }

    // Pieces are at least 24 px on a 390x844 phone and 32 px where there is room, a piece never
    // hidden under another.
    #[test]
    fn a_meeple_is_at_least_24_or_32_pixels_and_stays_inside_its_tile() {
        let at = (3.0 * TILE + 12.0, -TILE + 88.0);
        for (scale, least) in [(0.5, 32.0), (1.0, 32.0), (TILE / 44.0, 24.0), (TILE / 24.0, 24.0), (TILE / 30.0, 32.0)]
        {
            let (cx, cy, size) = meeple_drawn(at, 3, -1, scale, least);
            let px = size / scale;
            assert!(px >= least.min(TILE / scale) - 1e-9, "{px} px at {scale} units per px");
            assert!((MEEPLE_UNITS..=TILE).contains(&size), "{size} units");
            assert!(cx - size / 2.0 >= 3.0 * TILE - 1e-9 && cx + size / 2.0 <= 4.0 * TILE + 1e-9, "inside its column");
            assert!(cy - size / 2.0 >= -TILE - 1e-9 && cy + size / 2.0 <= 1e-9, "inside its row");
        }
        let middle = (3.0 * TILE + 30.0, -TILE + 70.0);
        assert_eq!(meeple_drawn(middle, 3, -1, 0.5, 32.0), (middle.0, middle.1, MEEPLE_UNITS), "near: at its spot");
    }

    // Targets are >= 44 px on a phone: however far it is zoomed out, a tile stays 44 px.
    #[test]
    fn zooming_out_stops_where_a_spot_is_still_44_pixels() {
        let cam = Camera::landscape((0, 0, 1, 1), (0, 0), 390.0, 500.0, Covered::default());
        let far = (0..50).fold(cam, |c, _| c.zoomed(0.5, 0.0, 0.0, 390.0, 500.0));
        assert!((TILE / far.scale - 44.0).abs() < 1e-9);
        // From a fitted overview of a large board, zooming out leaves it as it is.
        let overview = Camera::landscape((-30, -30, 30, 30), (0, 0), 390.0, 500.0, Covered::default());
        assert_eq!(overview.zoomed(0.5, 0.0, 0.0, 390.0, 500.0).scale, overview.scale);
        assert!(overview.zoomed(2.0, 0.0, 0.0, 390.0, 500.0).scale < overview.scale, "zooming in brings it closer");
    }

    // Zooming with the wheel keeps the point under the pointer still.
    #[test]
    fn zooming_keeps_the_point_under_the_pointer() {
        let cam = Camera { cx: 50.0, cy: 50.0, scale: 1.0 };
        let after = cam.zoomed(2.0, 600.0, 100.0, 800.0, 600.0);
        let under = |c: Camera| (c.cx + (600.0 - 400.0) * c.scale, c.cy + (100.0 - 300.0) * c.scale);
        let (a, b) = (under(cam), under(after));
        assert!((a.0 - b.0).abs() < 1e-9 && (a.1 - b.1).abs() < 1e-9);
        assert_eq!(after.scale, 0.5);
    }

    #[test]
    fn dragging_moves_the_board_with_the_finger() {
        let cam = Camera { cx: 0.0, cy: 0.0, scale: 2.0 }.dragged(10.0, -5.0);
        assert_eq!((cam.cx, cam.cy), (-20.0, 10.0));
    }

    // Spots are reachable by arrow keys: an arrow goes to the nearest spot that way.
    #[test]
    fn an_arrow_key_moves_to_the_nearest_spot_that_way() {
        let spots = [(0, -1), (1, 0), (3, 0), (-1, 0), (1, 2)];
        assert_eq!(spot_towards(&spots, 3, "ArrowRight"), Some(1));
        assert_eq!(spot_towards(&spots, 1, "ArrowRight"), Some(2));
        assert_eq!(spot_towards(&spots, 1, "ArrowDown"), Some(4));
        assert_eq!(spot_towards(&spots, 0, "ArrowUp"), None);
        assert_eq!(spot_towards(&spots, 0, "Enter"), None);
    }
}
