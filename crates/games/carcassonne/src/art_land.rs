//! The land of a tile (art.rs draws the rest): the Fields' grass and the Cloister's chapel, as
//! SVG text.

use super::art::{distance, MID};

/// The Cloister's chapel, centred where its Meeple stands: a nave, a bell tower with a cross,
/// a door the road (tile A) leads to, and two windows.
pub const CLOISTER: &str = concat!(
    "<g class=\"ck\"><rect x=\"30\" y=\"48\" width=\"40\" height=\"26\"/><path d=\"M26 50L50 35L74 50Z\"/>",
    "<rect x=\"43\" y=\"30\" width=\"14\" height=\"44\"/><path d=\"M40 32L50 17L60 32Z\"/>",
    "<path class=\"ckd\" d=\"M46 74V67a4 4 0 0 1 8 0V74ZM34 57h4v7h-4zM62 57h4v7h-4z\"/>",
    "<path class=\"ckx\" d=\"M50 6V17M46 10H54\"/></g>"
);
/// Points the chapel covers, which Fields' Meeples keep clear of.
pub const CLOISTER_OUTLINE: [(f64, f64); 7] =
    [(30.0, 48.0), (70.0, 48.0), (30.0, 74.0), (70.0, 74.0), (26.0, 50.0), (74.0, 50.0), (MID, 17.0)];

/// Where grass tufts may grow: spread over the tile so every Field shows a few; those under a
/// Road, a City or the chapel are hidden by it, those near a Meeple are left out.
const TUFTS: [(f64, f64); 10] = [
    (14.0, 30.0),
    (30.0, 14.0),
    (70.0, 12.0),
    (88.0, 28.0),
    (86.0, 66.0),
    (66.0, 88.0),
    (34.0, 86.0),
    (12.0, 70.0),
    (36.0, 34.0),
    (64.0, 64.0),
];
/// How far a tuft keeps from a Meeple, so nothing draws the eye beside it.
const TUFT_GAP: f64 = 14.0;

/// The Fields' grass: one path of small tufts, drawn first so Roads and Cities cover it.
pub fn tufts(anchors: &[(f64, f64)]) -> String {
    let clear = |t: &&(f64, f64)| anchors.iter().all(|&a| distance(**t, a) >= TUFT_GAP);
    let d: String =
        TUFTS.iter().filter(clear).map(|(x, y)| format!("M{} {y}l1.5-4 1.5 4 1.5-4 1.5 4", x - 3.0)).collect();
    format!("<path class=\"cg\" d=\"{d}\"/>")
}
