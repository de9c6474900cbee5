//! The land of a tile (art.rs draws the rest): the Fields' meadow and the Cloister's chapel in
//! its garden, as SVG text.

use std::fmt::Write;

use super::art::{distance, MID};

/// The Cloister's garden, a hedged lawn under the chapel, drawn before the roads so that the
/// road of tile A runs up to the chapel's door.
pub const CLOISTER_YARD: &str = "<rect class=\"cky\" x=\"16\" y=\"16\" width=\"68\" height=\"68\" rx=\"10\"/>";

/// The Cloister's chapel, drawn once and stood upright on the tile's middle, where its Meeple
/// stands: a nave, a bell tower with a cross, a door the road (tile A) leads to, and windows;
/// each roof lit on one slope and shaded on the other.
pub const CLOISTER: &str = concat!(
    "<g id=\"ckc\"><g class=\"ck\" transform=\"translate(-50 -50)\"><path class=\"cks\" d=\"M30 74h42l3-3H33z\"/>",
    "<rect x=\"30\" y=\"48\" width=\"40\" height=\"26\"/><path d=\"M26 50L50 35L74 50Z\"/>",
    "<path class=\"ckr\" d=\"M50 35L74 50H50Z\"/>",
    "<rect x=\"43\" y=\"30\" width=\"14\" height=\"44\"/><path d=\"M40 32L50 17L60 32Z\"/>",
    "<path class=\"ckr\" d=\"M50 17L60 32H50Z\"/>",
    "<path class=\"ckd\" d=\"M46 74V67a4 4 0 0 1 8 0V74ZM34 57h4v7h-4zM62 57h4v7h-4zM48 40h4v6h-4z\"/>",
    "<path class=\"ckx\" d=\"M50 6V17M46 10H54\"/></g></g>"
);
/// Points the chapel covers, which Fields' Meeples keep clear of.
pub const CLOISTER_OUTLINE: [(f64, f64); 7] =
    [(30.0, 48.0), (70.0, 48.0), (30.0, 74.0), (70.0, 74.0), (26.0, 50.0), (74.0, 50.0), (MID, 17.0)];

/// Where the grass grows lighter: patches spread over the tile, so the meadow is not one flat
/// green; those under a Road, a City or the chapel are hidden by it.
const PATCHES: [(f64, f64); 4] = [(24.0, 26.0), (74.0, 30.0), (28.0, 74.0), (76.0, 72.0)];
/// Where grass tufts may grow: spread over the tile so every Field shows a few.
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
/// Where a few flowers bloom among the tufts.
const FLOWERS: [(f64, f64); 6] = [(20.0, 18.0), (80.0, 20.0), (90.0, 46.0), (78.0, 86.0), (18.0, 88.0), (8.0, 50.0)];
/// How far a tuft or a flower keeps from a Meeple, so nothing draws the eye beside it.
const TUFT_GAP: f64 = 14.0;

/// The Fields' meadow, drawn first so Roads and Cities cover it: lighter patches, then grass
/// tufts and flowers, those near a Meeple left out.
pub fn meadow(anchors: &[(f64, f64)]) -> String {
    let clear = |t: &&(f64, f64)| anchors.iter().all(|&a| distance(**t, a) >= TUFT_GAP);
    let mut patches = String::new();
    for (x, y) in PATCHES {
        let _ = write!(patches, "M{} {y}a11 6 0 1 0 22 0a11 6 0 1 0-22 0", x - 11.0);
    }
    // Three blades from one foot, all the tile's tufts one path: a board holds some seventy
    // tiles, and a shape of its own for each tuft made every move's redraw slow.
    let tufts: String = TUFTS
        .iter()
        .filter(clear)
        .map(|(x, y)| format!("M{x} {y}q-1-3-3.5-4.5M{x} {y}q0-3 .5-5.5M{x} {y}q1-3 3.5-4"))
        .collect();
    let flowers: String = FLOWERS.iter().filter(clear).map(|(x, y)| format!("M{x} {y}h0")).collect();
    format!(
        "<path class=\"cl\" d=\"{patches}\"/><path class=\"cg\" d=\"{tufts}\"/><path class=\"cfl\" d=\"{flowers}\"/>"
    )
}
