//! Where each piece stands on the track: on its square, and when several share a square (all of
//! them at the start) fanned out round it, so that none hides another or a square's number.
//! Plain geometry in board units, no web crate.

use super::track::{Rect, Track, GAP, INSET};

/// The most of a piece, or of a number, that another piece may cover: below the quarter at
/// which a piece or a number stops reading at a glance.
const MOST_COVERED: f64 = 0.2;
/// How far apart two pieces of a fan stand, in piece widths.
const FAN_STEP: f64 = 0.85;
/// How many rings of spots round a square are tried before settling for the least covered.
const RINGS: usize = 5;

/// Where a lone piece stands on square `number`: in the corner away from its number; on a
/// square too small for that (a phone's), under its number, reaching into the gap below the run.
fn home(track: &Track, number: u8) -> (f64, f64) {
    let (place, tag) = (track.place(number), track.number_tag(number));
    let half = track.piece / 2.0;
    let x = (place.x + place.width - half - INSET).max(place.centre().0);
    let under_number = tag.y + tag.height * (1.0 - MOST_COVERED / 2.0) + half;
    let above_next_run = place.y + place.height + GAP - half;
    (x, (place.y + place.height - half - INSET).max(under_number).min(above_next_run))
}

/// The tile drawn for square `number`: its place within the road's margin, reaching down into
/// the gap below the run as far as a lone piece standing there does (on a phone's small squares,
/// where the piece stands under the number), so that the piece stands on its square.
pub fn tile(track: &Track, number: u8) -> Rect {
    let place = track.place(number);
    let piece_bottom = home(track, number).1 + track.piece / 2.0;
    let bottom = (place.y + place.height - INSET).max(piece_bottom.min(place.y + place.height + GAP - INSET));
    Rect { x: place.x + INSET, y: place.y + INSET, width: place.width - 2.0 * INSET, height: bottom - place.y - INSET }
}

/// The spots tried for a piece on square `number`, nearest first: the home spot, then rings
/// round it, each starting on the left (where the way comes from on even runs).
fn spots(track: &Track, number: u8) -> impl Iterator<Item = (f64, f64)> {
    let (x, y) = home(track, number);
    let step = track.piece * FAN_STEP;
    let rings = (1..=RINGS).flat_map(move |ring| {
        let count = 6 * ring;
        (0..count).map(move |i| {
            let angle = std::f64::consts::PI + std::f64::consts::TAU * i as f64 / count as f64;
            let radius = step * ring as f64;
            (x + radius * angle.cos(), y + radius * angle.sin())
        })
    });
    std::iter::once((x, y)).chain(rings)
}

/// How badly a piece at `spot` would cover the pieces already placed and the `labels`: the
/// largest share covered, or infinity off the board.
fn cover(track: &Track, spot: (f64, f64), placed: &[Rect], labels: &[Rect]) -> f64 {
    let piece = Rect::around(spot, track.piece);
    if !piece.inside(&track.board()) {
        return f64::INFINITY;
    }
    placed.iter().chain(labels).map(|other| piece.covered(other)).fold(0.0, f64::max)
}

/// The middle of each piece, given the square each stands on (`squares[seat]`), keeping every
/// square's number and the `labels` readable. The lower squares and seats are placed first, so a
/// piece keeps its spot while later arrivals fan round it.
pub fn stand(track: &Track, squares: &[u8], labels: &[Rect]) -> Vec<(f64, f64)> {
    let mut order: Vec<usize> = (0..squares.len()).collect();
    order.sort_by_key(|&seat| (squares[seat], seat));
    let mut spots_of = vec![(0.0, 0.0); squares.len()];
    let mut placed: Vec<Rect> = vec![];
    for seat in order {
        let mut best = (f64::INFINITY, home(track, squares[seat]));
        for spot in spots(track, squares[seat]) {
            let covered = cover(track, spot, &placed, labels);
            if covered < best.0 {
                best = (covered, spot);
            }
            if covered <= MOST_COVERED {
                break;
            }
        }
        spots_of[seat] = best.1;
        placed.push(Rect::around(best.1, track.piece));
    }
    spots_of
}
