//! The tiles' pictures and where a Meeple stands on each segment, made from the same tile list
//! the rules read (tiles.rs), so a picture can never show a road the rules do not have. Plain
//! Rust: SVG markup as text, one `<g id="ck-X">` per kind, drawn once in a `<defs>` and reused
//! by every tile on the board (`<use>`), which keeps a 72-tile board light.

use std::fmt::Write;
use std::sync::OnceLock;

use super::art_city::{city_markup, city_shape, houses, CityPiece, HOUSES};
use super::art_land::{meadow, CLOISTER, CLOISTER_OUTLINE, CLOISTER_YARD};
use super::tiles::{all_kinds, Feature, Kind, Segment, TileKind};

/// A tile's side in board units.
pub const TILE: f64 = 100.0;
pub const MID: f64 = TILE / 2.0;

/// The middle of each side (N E S W): where a road leaves the tile.
const SIDE_MIDDLE: [(f64, f64); 4] = [(MID, 0.0), (TILE, MID), (MID, TILE), (0.0, MID)];

/// The sides a City or Road segment reaches (bit s for side s), read from its middle ports.
pub(super) fn sides(segment: &Segment) -> u8 {
    (0..4).filter(|s| segment.ports >> (3 * s + 1) & 1 != 0).fold(0, |m, s| m | 1 << s)
}

/// A point of a tile turned `turns` quarter turns clockwise about the tile's centre.
pub fn turn((x, y): (f64, f64), turns: u8) -> (f64, f64) {
    (0..turns % 4).fold((x, y), |(x, y), _| (TILE - y, x))
}

/// A Road's path: straight across, curved round a corner, or from its side to the centre
/// (where it ends at a village, a City or a Cloister).
fn road_path(mask: u8) -> (String, Vec<(f64, f64)>) {
    let ends: Vec<(f64, f64)> = (0..4).filter(|s| mask >> s & 1 != 0).map(|s| SIDE_MIDDLE[s]).collect();
    let centre = (MID, MID);
    let (a, b) = (ends[0], ends.get(1).copied().unwrap_or(centre));
    let curved = ends.len() == 2 && a.0 != b.0 && a.1 != b.1;
    let d = if curved {
        format!("M{} {}Q50 50 {} {}", a.0, a.1, b.0, b.1)
    } else {
        format!("M{} {}L{} {}", a.0, a.1, b.0, b.1)
    };
    let along = |t: f64| {
        if curved {
            let u = 1.0 - t;
            (u * u * a.0 + 2.0 * u * t * MID + t * t * b.0, u * u * a.1 + 2.0 * u * t * MID + t * t * b.1)
        } else {
            (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
        }
    };
    (d, (0..=8).map(|i| along(f64::from(i) / 8.0)).collect())
}

/// Where a segment's Meeple stands, and points the segment covers (for placing Fields' Meeples
/// away from everything else).
fn road_anchor(mask: u8, samples: &[(f64, f64)]) -> (f64, f64) {
    if mask.count_ones() == 1 {
        // A road that ends inside the tile: near its side, clear of what it ends at.
        samples[3]
    } else {
        samples[4]
    }
}

/// One border port's point, a little inside the tile (ports: tiles.rs).
fn port_point(port: usize) -> (f64, f64) {
    let along = [17.0, MID, 83.0][port % 3];
    let depth = 4.0;
    match port / 3 {
        0 => (along, depth),
        1 => (TILE - depth, along),
        2 => (TILE - along, TILE - depth),
        _ => (depth, TILE - along),
    }
}

pub(super) fn distance(a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

/// Targets closer than this (tile units) would overlap: a target is 22 units wide.
const TARGET_GAP: f64 = 22.0;

/// A Field's Meeple: the point of a fine grid nearest the Field's own border while keeping
/// clear of every road, wall and building on the tile, and a target's width from the other
/// targets (`taken`).
fn field_anchor(segment: &Segment, others: &[(f64, f64)], taken: &[(f64, f64)]) -> (f64, f64) {
    let own: Vec<(f64, f64)> = (0..12).filter(|p| segment.ports >> p & 1 != 0).map(port_point).collect();
    let nearest = |p: (f64, f64), set: &[(f64, f64)]| set.iter().map(|&q| distance(p, q)).fold(f64::MAX, f64::min);
    let grid = (0..41).flat_map(|i| (0..41).map(move |j| (10.0 + 2.0 * f64::from(i), 10.0 + 2.0 * f64::from(j))));
    let score = |p: (f64, f64)| {
        let apart = nearest(p, taken) >= TARGET_GAP + 1.0;
        nearest(p, others).min(28.0) - 0.6 * nearest(p, &own) - if apart { 0.0 } else { 1000.0 }
    };
    grid.fold((MID, MID), |best, p| if score(p) > score(best) { p } else { best })
}

/// The eight directions from a tile's centre, for telling two roads or fields of one tile apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Towards {
    Centre,
    North,
    NorthEast,
    East,
    SouthEast,
    South,
    SouthWest,
    West,
    NorthWest,
}

/// Which way a point of a tile lies from its centre (a sector of 45°), to name a target.
pub fn towards((x, y): (f64, f64)) -> Towards {
    let (dx, dy) = (x - MID, y - MID);
    if dx.hypot(dy) < 12.0 {
        return Towards::Centre;
    }
    // Clockwise from north, in eighths.
    let eighth = ((dx.atan2(-dy).to_degrees() + 382.5) % 360.0 / 45.0) as usize;
    [
        Towards::North,
        Towards::NorthEast,
        Towards::East,
        Towards::SouthEast,
        Towards::South,
        Towards::SouthWest,
        Towards::West,
        Towards::NorthWest,
    ][eighth % 8]
}

/// A tile kind's picture and its Meeple points.
pub struct Art {
    pub markup: String,
    /// Where a Meeple stands on each segment, in tile units at rotation 0.
    pub anchors: Vec<(f64, f64)>,
}

/// The virus symbol, drawn where a token also goes (the board draws tokens the same way).
pub const VIRUS: &str =
    "<g class=\"cv\"><path d=\"M0-9v18M-9 0h18M-6.4-6.4l12.8 12.8M-6.4 6.4l12.8-12.8\"/><circle r=\"5\"/></g>";
/// Where the COVID tile shows the symbol: on its City and on the Field between City and
/// Road, clear of the Meeple spots.
const COVID_SYMBOLS: [(f64, f64); 2] = [(22.0, 13.0), (84.0, 40.0)];

/// The pennant: a blue shield with a white rim and chevron, outlined dark to stand out on the
/// town's ground.
const PENNANT: &str = concat!(
    "<g id=\"ckp\"><path class=\"cpo\" d=\"M-7-8h14v7q0 7-7 10q-7-3-7-10z\"/>",
    "<path class=\"cp\" d=\"M-7-8h14v7q0 7-7 10q-7-3-7-10z\"/><path class=\"cpx\" d=\"M-4 3 0-1.5 4 3\"/></g>"
);

/// A picture of the shared ones (`#id`) standing at `(x, y)` upright however its tile is
/// turned, as a house or a chapel does: the tile's turn undone about its foot
/// (`.cku` turns it by `--up`, which the board sets for the tile's turn).
pub(super) fn upright((x, y): (f64, f64), id: &str) -> String {
    format!("<g transform=\"translate({x} {y})\"><use class=\"cku\" href=\"#{id}\"/></g>")
}

/// A village where three or four roads end: a house on its square.
fn village() -> String {
    format!("<circle class=\"village\" cx=\"50\" cy=\"50\" r=\"10\"/>{}", upright((MID, MID), "ckh-b"))
}

fn draw(info: &TileKind) -> Art {
    let anchors = meeple_spots(info);
    let mut roads = String::new();
    let mut ends_inside = 0;
    for seg in info.segments.iter().filter(|s| s.feature == Feature::Road) {
        let (d, _) = road_path(sides(seg));
        let _ =
            write!(roads, "<path class=\"re\" d=\"{d}\"/><path class=\"rd\" d=\"{d}\"/><path class=\"rt\" d=\"{d}\"/>");
        ends_inside += usize::from(sides(seg).count_ones() == 1);
    }
    let cities: String = city_pieces(info, &anchors)
        .into_iter()
        .map(|piece| city_markup(&piece))
        .chain(pennants(info).into_iter().map(|at| upright(at, "ckp")))
        .collect();
    let village = if ends_inside >= 3 { village() } else { String::new() };
    let (yard, cloister) =
        if info.cloister.is_some() { (CLOISTER_YARD, upright((MID, MID), "ckc")) } else { ("", String::new()) };
    let symbols: String =
        covid_symbols(info).iter().map(|(x, y)| format!("<g transform=\"translate({x} {y})\">{VIRUS}</g>")).collect();
    let markup = format!(
        "<g id=\"ck-{:?}\"><rect class=\"cf\" width=\"100\" height=\"100\"/>{}{yard}{roads}{village}{cities}{cloister}{symbols}</g>",
        info.kind,
        meadow(&anchors)
    );
    Art { markup, anchors }
}

/// Where a Meeple stands on each segment: Roads and Cities first, then Fields away from them.
fn meeple_spots(info: &TileKind) -> Vec<(f64, f64)> {
    let mut anchors = vec![(MID, MID); info.segments.len()];
    let mut covered: Vec<(f64, f64)> = vec![];
    for (i, seg) in info.segments.iter().enumerate() {
        let mask = sides(seg);
        match seg.feature {
            Feature::Road => {
                let (_, samples) = road_path(mask);
                anchors[i] = road_anchor(mask, &samples);
                covered.extend(samples);
            }
            Feature::City => {
                let (shape, turns) = city_shape(mask);
                anchors[i] = turn(shape.anchor, turns);
                covered.extend(wall_points(mask));
                covered.push(anchors[i]);
            }
            // The chapel stands upright whichever way the tile is turned.
            Feature::Cloister => covered.extend((0..4).flat_map(|t| CLOISTER_OUTLINE.map(|p| turn(p, t)))),
            Feature::Field => {}
        }
    }
    let mut taken: Vec<(f64, f64)> =
        info.segments.iter().zip(&anchors).filter(|(s, _)| s.feature != Feature::Field).map(|(_, &a)| a).collect();
    for (i, seg) in info.segments.iter().enumerate() {
        if seg.feature == Feature::Field {
            anchors[i] = field_anchor(seg, &covered, &taken);
            taken.push(anchors[i]);
        }
    }
    anchors
}

/// Each City piece's shape, its turn and the houses drawn on it: clear of the tile's Meeples,
/// pennants and virus symbols, which must stay in view.
pub(super) fn city_pieces(info: &TileKind, anchors: &[(f64, f64)]) -> Vec<CityPiece> {
    let marks: Vec<(f64, f64)> =
        anchors.iter().copied().chain(pennants(info)).chain(covid_symbols(info).iter().copied()).collect();
    let cities = info.segments.iter().filter(|s| s.feature == Feature::City);
    cities
        .map(|seg| {
            let (shape, turns) = city_shape(sides(seg));
            CityPiece { shape, turns, houses: houses(shape, turns, &marks) }
        })
        .collect()
}

fn pennants(info: &TileKind) -> Vec<(f64, f64)> {
    let shown = info.segments.iter().filter(|s| s.feature == Feature::City && s.pennant);
    shown
        .map(|seg| {
            let (shape, turns) = city_shape(sides(seg));
            turn(shape.pennant, turns)
        })
        .collect()
}

fn covid_symbols(info: &TileKind) -> &'static [(f64, f64)] {
    if info.kind == Kind::Covid {
        &COVID_SYMBOLS
    } else {
        &[]
    }
}

/// Points along a City's wall and border, turned as the City is.
fn wall_points(mask: u8) -> Vec<(f64, f64)> {
    let (_, turns) = city_shape(mask);
    let mut points = vec![];
    for side in (0..4).filter(|s| mask >> s & 1 != 0) {
        points.extend([1, 4, 7, 10].iter().filter(|&&p| p / 3 == side).map(|&p| port_point(p)));
        points.extend([3 * side, 3 * side + 2].map(port_point));
    }
    // The wall's curve bulges at most 30 units in; its middle stands in for it.
    points.push(turn(wall_middle(mask.count_ones()), turns));
    points
}

fn wall_middle(sides: u32) -> (f64, f64) {
    match sides {
        1 => (MID, 25.0),
        2 => (57.5, 42.5),
        3 => (MID, 70.0),
        _ => (MID, MID),
    }
}

fn all_art() -> &'static [Art] {
    static ART: OnceLock<Vec<Art>> = OnceLock::new();
    ART.get_or_init(|| all_kinds().iter().map(draw).collect())
}

/// Every kind's picture, for one `<defs>`: tile `K` is `<use href="#ck-K">`; first the pictures
/// the tiles share: houses, grass, the pennant and the chapel.
pub fn defs() -> String {
    [HOUSES, PENNANT, CLOISTER].into_iter().chain(all_art().iter().map(|a| a.markup.as_str())).collect()
}

/// Where a Meeple stands on `segment` of `kind` turned `rotation`, in tile units.
pub fn anchor(kind: Kind, segment: u8, rotation: u8) -> (f64, f64) {
    let at = all_art()[kind as usize].anchors.get(segment as usize).copied().unwrap_or((MID, MID));
    turn(at, rotation)
}

#[cfg(test)]
mod tests {
    use super::*;

    // The placed tile's free features are targets on the tile: each segment's
    // target is its own, far enough from the others to be tapped without touching them.
    #[test]
    fn every_segment_has_its_own_meeple_spot_inside_the_tile() {
        for info in all_kinds() {
            let anchors = &all_art()[info.kind as usize].anchors;
            assert_eq!(anchors.len(), info.segments.len(), "{:?}", info.kind);
            for (i, &a) in anchors.iter().enumerate() {
                assert!(
                    (8.0..=92.0).contains(&a.0) && (8.0..=92.0).contains(&a.1),
                    "{:?} segment {i} at {a:?}",
                    info.kind
                );
                for (j, &b) in anchors.iter().enumerate().skip(i + 1) {
                    assert!(distance(a, b) >= TARGET_GAP, "{:?} segments {i} and {j}: {a:?} {b:?}", info.kind);
                }
            }
        }
    }

    // The picture comes from the tile list: as many road paths as Roads, walls as Cities.
    #[test]
    fn each_picture_draws_the_roads_and_cities_of_its_tile_list_line() {
        for info in all_kinds() {
            let markup = &all_art()[info.kind as usize].markup;
            let count = |f: Feature| info.segments.iter().filter(|s| s.feature == f).count();
            assert_eq!(markup.matches("class=\"rd\"").count(), count(Feature::Road), "{:?}", info.kind);
            assert_eq!(markup.matches("class=\"cc\"").count(), count(Feature::City), "{:?}", info.kind);
            let pennants = info.segments.iter().filter(|s| s.pennant).count();
            assert_eq!(markup.matches("href=\"#ckp\"").count(), pennants, "{:?}", info.kind);
            assert_eq!(markup.contains("href=\"#ckc\""), info.cloister.is_some(), "{:?}", info.kind);
        }
    }

    // The home screen's picture is fixed markup (no drawing code on the home screen),
    // so it must draw its three tiles exactly as the board draws them.
    #[test]
    fn the_home_picture_draws_its_tiles_as_the_board_does() {
        let picture = include_str!("../view/src/picture.svg");
        for kind in [Kind::M, Kind::U, Kind::A] {
            let markup = &all_art()[kind as usize].markup;
            let inside = markup.strip_prefix(&format!("<g id=\"ck-{kind:?}\">")).and_then(|m| m.strip_suffix("</g>"));
            assert!(picture.contains(inside.expect("a tile's art is one group")), "{kind:?} differs from its art");
        }
    }

    #[test]
    fn a_point_is_named_by_the_eighth_it_lies_in() {
        assert_eq!(towards((50.0, 15.0)), Towards::North);
        assert_eq!(towards((85.0, 15.0)), Towards::NorthEast);
        assert_eq!(towards((20.0, 80.0)), Towards::SouthWest);
        assert_eq!(towards((15.0, 50.0)), Towards::West);
        assert_eq!(towards((52.0, 50.0)), Towards::Centre);
    }

    #[test]
    fn turning_a_point_four_quarter_turns_brings_it_back() {
        assert_eq!(turn((10.0, 20.0), 1), (80.0, 10.0));
        assert_eq!(turn(turn((10.0, 20.0), 3), 1), (10.0, 20.0));
    }
}
