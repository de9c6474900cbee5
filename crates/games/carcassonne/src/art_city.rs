//! A City's picture (art.rs draws the rest of a tile): its fill, a stone wall along its inner
//! edge and a few small houses, as SVG text. Five shapes, turned, draw every City piece.

use std::fmt::Write;

use super::art::{distance, turn, upright, MID};

/// A City's outline drawn facing north: the sides it covers unturned, its fill and wall
/// paths, where a Meeple stands, where its pennant is, and where its houses stand.
pub struct CityShape {
    pub sides: u8,
    pub fill: &'static str,
    pub wall: &'static str,
    pub anchor: (f64, f64),
    pub pennant: (f64, f64),
    pub houses: &'static [(f64, f64)],
}

const fn shape(
    sides: u8,
    (fill, wall): (&'static str, &'static str),
    anchor: (f64, f64),
    pennant: (f64, f64),
    houses: &'static [(f64, f64)],
) -> CityShape {
    CityShape { sides, fill, wall, anchor, pennant, houses }
}

/// Houses are spread over the City's room, a Meeple's width from its Meeple and pennant: the
/// bigger the City piece, the more houses.
pub const SHAPES: [CityShape; 5] = [
    shape(0b0001, ("M0 0H100Q50 50 0 0Z", "M100 0Q50 50 0 0"), (50.0, 12.0), (22.0, 9.0), &[(34.0, 8.5), (66.0, 8.5)]),
    shape(
        0b0011,
        ("M0 0H100V100Q65 35 0 0Z", "M100 100Q65 35 0 0"),
        (67.0, 30.0),
        (86.0, 14.0),
        &[(40.0, 8.5), (60.0, 9.0), (85.0, 9.0), (84.0, 28.0), (85.0, 46.0)],
    ),
    shape(
        0b0101,
        ("M0 0H100Q65 50 100 100H0Q35 50 0 0Z", "M100 0Q65 50 100 100M0 100Q35 50 0 0"),
        (50.0, 50.0),
        (50.0, 16.0),
        &[
            (27.0, 8.5),
            (48.0, 9.0),
            (34.5, 23.0),
            (55.5, 24.0),
            (28.0, 40.5),
            (65.0, 40.0),
            (29.0, 73.0),
            (45.0, 71.5),
            (66.0, 72.5),
            (36.5, 88.0),
            (57.5, 89.0),
            (73.5, 87.5),
        ],
    ),
    shape(
        0b1011,
        ("M0 0H100V100Q50 40 0 100Z", "M100 100Q50 40 0 100"),
        (50.0, 30.0),
        (20.0, 18.0),
        &[
            (27.0, 8.5),
            (48.0, 9.0),
            (85.0, 8.5),
            (18.5, 24.5),
            (34.5, 23.0),
            (76.5, 25.0),
            (28.0, 40.5),
            (65.0, 40.0),
            (86.0, 41.0),
            (19.5, 57.0),
            (35.5, 55.5),
            (56.5, 56.5),
            (72.5, 55.0),
            (8.5, 72.0),
        ],
    ),
    shape(
        0b1111,
        ("M0 0H100V100H0Z", ""),
        (50.0, 50.0),
        (24.0, 24.0),
        &[
            (27.0, 8.5),
            (48.0, 9.0),
            (85.0, 8.5),
            (18.5, 24.5),
            (34.5, 23.0),
            (55.5, 24.0),
            (76.5, 25.0),
            (28.0, 40.5),
            (65.0, 40.0),
            (86.0, 41.0),
            (19.5, 57.0),
            (72.5, 55.0),
            (8.5, 72.0),
            (29.0, 73.0),
            (45.0, 71.5),
            (66.0, 72.5),
            (82.0, 71.0),
            (15.5, 87.0),
            (36.5, 88.0),
            (57.5, 89.0),
            (73.5, 87.5),
        ],
    ),
];

/// One City of a tile as drawn: its shape, turned `turns` quarter turns, and its houses.
pub struct CityPiece {
    pub shape: &'static CityShape,
    pub turns: u8,
    pub houses: Vec<(f64, f64)>,
}

/// How far a house keeps from a Meeple, a pennant or a virus symbol: they must stay in view.
pub const HOUSE_GAP: f64 = 16.0;

fn turn_sides(mask: u8, turns: u8) -> u8 {
    ((mask << turns) | (mask >> (4 - turns))) & 0xF
}

/// The shape for a City reaching these sides, and how many quarter turns it is turned.
pub fn city_shape(mask: u8) -> (&'static CityShape, u8) {
    for shape in &SHAPES {
        if let Some(turns) = (0..4).find(|&t| turn_sides(shape.sides, t) == mask) {
            return (shape, turns);
        }
    }
    unreachable!("every side set of one to four sides has a shape")
}

/// The houses drawn on a City piece turned `turns`: those clear of every mark on the tile that
/// must stay in view (Meeples, pennants, virus symbols).
pub fn houses(shape: &CityShape, turns: u8, marks: &[(f64, f64)]) -> Vec<(f64, f64)> {
    let clear = |h: &(f64, f64)| marks.iter().all(|&m| distance(*h, m) >= HOUSE_GAP);
    shape.houses.iter().map(|&h| turn(h, turns)).filter(clear).collect()
}

/// A City piece: its ground and wall turned with it, then its houses (their points are turned,
/// not their drawing, so every house stands upright on the tile).
pub fn city_markup(&CityPiece { shape, turns, ref houses }: &CityPiece) -> String {
    let mut out = format!("<g transform=\"rotate({} {MID} {MID})\">", 90 * u32::from(turns));
    if shape.wall.is_empty() {
        let _ = write!(out, "<path class=\"cc\" d=\"{}\"/>", shape.fill);
    } else {
        // The wall toward the fields: its shadow on the grass, battlements (a wide dashed stroke
        // under the ground, whose outer half stands out into the field as merlons, each on a
        // darker one for its outline), then the wall's stones over the ground's edge, outlined.
        let _ = write!(
            out,
            "<path class=\"cws\" d=\"{0}\"/><path class=\"cm\" d=\"{0}\"/><path class=\"cn\" d=\"{0}\"/>\
             <path class=\"cc\" d=\"{1}\"/><path class=\"ce\" d=\"{0}\"/><path class=\"cw\" d=\"{0}\"/>\
             <path class=\"cj\" d=\"{0}\"/>",
            shape.wall, shape.fill
        );
    }
    out.push_str("</g>");
    out.extend(houses.iter().copied().map(house));
    out
}

/// The buildings a town is made of, each with its shadow: a house with its long side to the
/// street, one with its gable to it and a round tower; cream walls, a door and windows, red
/// and orange roofs lit on the left. Drawn once and placed by `house`.
pub const HOUSES: &str = concat!(
    "<g id=\"ckh-a\" transform=\"scale(1.2)\"><path class=\"cy\" d=\"M-4.5-5h13v12.5h-13z\"/>",
    "<path class=\"cv\" d=\"M-6-1h12v7h-12z\"/>",
    "<path class=\"cr\" d=\"M-7-1-4.5-7h9L7-1z\"/><path class=\"ch\" d=\"M-7-1h14l-1-1.8H-6z\"/>",
    "<path class=\"cd\" d=\"M-1 6V2.5h2V6zM-4.5 1h2v2h-2zM2.5 1h2v2h-2z\"/>",
    "<path class=\"cx\" d=\"M-6-1v7h12v-7M-7-1-4.5-7h9L7-1z\"/></g>",
    "<g id=\"ckh-b\" transform=\"scale(1.2)\"><path class=\"cy\" d=\"M-3.5-5.5h11v13h-11z\"/>",
    "<path class=\"cv\" d=\"M-5-1h10v7h-10z\"/>",
    "<path class=\"co\" d=\"M-6.5-.5 0-7.5 6.5-.5z\"/><path class=\"cq\" d=\"M0-7.5 6.5-.5H0z\"/>",
    "<path class=\"cd\" d=\"M-1 6V3h2v3zM-.8-3.5h1.6V-2h-1.6z\"/>",
    "<path class=\"cx\" d=\"M-5-.5V6h10v-6.5M-6.5-.5 0-7.5 6.5-.5z\"/></g>",
    "<g id=\"ckh-t\" transform=\"scale(1.2)\"><path class=\"cy\" d=\"M-2.5-3h9v10.5h-9z\"/>",
    "<path class=\"cs\" d=\"M-4-2h8v9h-8z\"/>",
    "<path class=\"cr\" d=\"M-5.5-1.5 0-9.5 5.5-1.5z\"/><path class=\"ch\" d=\"M0-9.5 5.5-1.5H0z\"/>",
    "<path class=\"cd\" d=\"M-.7 1h1.4v3.5h-1.4z\"/>",
    "<path class=\"cx\" d=\"M-4-1.5V7h8v-8.5M-5.5-1.5 0-9.5 5.5-1.5z\"/></g>"
);

/// A house at `at`: which building by where it stands, so a town's houses differ from one to the next
/// and a tile is drawn the same every time; upright however the tile is turned.
fn house((x, y): (f64, f64)) -> String {
    let building = ["a", "b", "a", "b", "t", "a", "b"][(x + 3.0 * y) as usize / 7 % 7];
    upright((x, y), &format!("ckh-{building}"))
}

/// The corners of a house's roof, for checking where it stands.
#[cfg(test)]
pub fn house_corners((x, y): (f64, f64)) -> [(f64, f64); 4] {
    [(x - 7.0, y - 7.0), (x + 7.0, y - 7.0), (x - 7.0, y + 7.0), (x + 7.0, y + 7.0)]
}

#[cfg(test)]
mod tests {
    use super::super::art::{anchor, city_pieces, TILE};
    use super::super::tiles::{all_kinds, Feature};
    use super::*;

    /// The runs of points of a path of absolute M, H, V, Q and Z commands (curves sampled).
    fn runs(d: &str) -> Vec<Vec<(f64, f64)>> {
        let starts: Vec<(usize, char)> = d.char_indices().filter(|(_, c)| c.is_ascii_alphabetic()).collect();
        let mut runs: Vec<Vec<(f64, f64)>> = vec![];
        let mut at = (0.0, 0.0);
        for (k, &(i, c)) in starts.iter().enumerate() {
            let end = starts.get(k + 1).map_or(d.len(), |s| s.0);
            let n: Vec<f64> = d[i + 1..end].split_whitespace().map(|v| v.parse().expect("a number")).collect();
            if c == 'M' {
                runs.push(vec![]);
            }
            let run = runs.last_mut().expect("a path starts with M");
            at = match c {
                'M' => (n[0], n[1]),
                'H' => (n[0], at.1),
                'V' => (at.0, n[0]),
                'Q' => {
                    let bend = |t: f64, a: f64, b: f64, c: f64| {
                        (1.0 - t) * (1.0 - t) * a + 2.0 * t * (1.0 - t) * b + t * t * c
                    };
                    let from = at;
                    run.extend(
                        (1..64)
                            .map(|i| f64::from(i) / 64.0)
                            .map(|t| (bend(t, from.0, n[0], n[2]), bend(t, from.1, n[1], n[3]))),
                    );
                    (n[2], n[3])
                }
                _ => at,
            };
            run.push(at);
        }
        runs
    }

    /// Whether a point lies inside a closed outline (a ray to the east crosses it an odd number of times).
    fn inside(p: (f64, f64), outline: &[(f64, f64)]) -> bool {
        let edges = outline.iter().zip(outline.iter().cycle().skip(1));
        let crossing = |(a, b): (&(f64, f64), &(f64, f64))| {
            (a.1 > p.1) != (b.1 > p.1) && p.0 < a.0 + (p.1 - a.1) * (b.0 - a.0) / (b.1 - a.1)
        };
        edges.filter(|&e| crossing(e)).count() % 2 == 1
    }

    // City walls and roofs: a City's houses stand inside its fill and off its wall
    // (the wall is 6 units wide), and never under a Meeple, a pennant or a virus symbol.
    #[test]
    fn a_citys_houses_stand_inside_it_and_never_under_a_meeple_or_pennant() {
        for info in all_kinds() {
            let anchors: Vec<(f64, f64)> = (0..info.segments.len()).map(|i| anchor(info.kind, i as u8, 0)).collect();
            let pieces = city_pieces(info, &anchors);
            assert_eq!(pieces.len(), info.segments.iter().filter(|s| s.feature == Feature::City).count());
            let cities = info.segments.iter().filter(|s| s.feature == Feature::City);
            for (seg, CityPiece { shape, turns, houses }) in cities.zip(pieces) {
                assert!(!houses.is_empty(), "{:?}: a City piece without a house", info.kind);
                let turned = |run: &Vec<(f64, f64)>| run.iter().map(|&p| turn(p, turns)).collect::<Vec<_>>();
                let fill = turned(&runs(shape.fill)[0]);
                let wall: Vec<(f64, f64)> = runs(shape.wall).iter().flat_map(turned).collect();
                for &house in &houses {
                    for corner in house_corners(house) {
                        let on_tile = (1.0..TILE - 1.0).contains(&corner.0) && (1.0..TILE - 1.0).contains(&corner.1);
                        assert!(on_tile && inside(corner, &fill), "{:?}: house {house:?} leaves its City", info.kind);
                        let off_wall = wall.iter().all(|&w| distance(w, corner) >= 3.5);
                        assert!(off_wall, "{:?}: house {house:?} under the wall", info.kind);
                    }
                    let pennant = seg.pennant.then(|| turn(shape.pennant, turns));
                    for &a in anchors.iter().chain(&pennant) {
                        assert!(
                            distance(house, a) >= HOUSE_GAP,
                            "{:?}: house {house:?} under a Meeple or pennant",
                            info.kind
                        );
                    }
                }
                // The two biggest shapes have room for more: "2-4 per city piece by its size".
                let least = if shape.sides.count_ones() >= 3 { 3 } else { 1 };
                assert!(houses.len() >= least, "{:?}: {} houses", info.kind, houses.len());
            }
        }
    }
}
