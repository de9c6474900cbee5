//! A City's picture (art.rs draws the rest of a tile): its fill, a stone wall along its inner
//! edge and a few small houses, as SVG text. Five shapes, turned, draw every City piece.

use std::fmt::Write;

use super::art::{distance, turn, MID};

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
    shape(0b0001, ("M0 0H100Q50 50 0 0Z", "M100 0Q50 50 0 0"), (50.0, 12.0), (22.0, 9.0), &[(30.0, 8.0), (70.0, 8.0)]),
    shape(
        0b0011,
        ("M0 0H100V100Q65 35 0 0Z", "M100 100Q65 35 0 0"),
        (67.0, 30.0),
        (86.0, 14.0),
        &[(40.0, 10.0), (62.0, 8.0), (88.0, 56.0)],
    ),
    shape(
        0b0101,
        ("M0 0H100Q65 50 100 100H0Q35 50 0 0Z", "M100 0Q65 50 100 100M0 100Q35 50 0 0"),
        (50.0, 50.0),
        (50.0, 16.0),
        &[(28.0, 22.0), (72.0, 22.0), (30.0, 80.0), (70.0, 80.0)],
    ),
    shape(
        0b1011,
        ("M0 0H100V100Q50 40 0 100Z", "M100 100Q50 40 0 100"),
        (50.0, 30.0),
        (20.0, 18.0),
        &[(80.0, 14.0), (20.0, 50.0), (80.0, 50.0), (50.0, 56.0)],
    ),
    shape(
        0b1111,
        ("M0 0H100V100H0Z", ""),
        (50.0, 50.0),
        (24.0, 24.0),
        &[(76.0, 22.0), (50.0, 16.0), (22.0, 76.0), (78.0, 78.0)],
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

/// A City piece: its fill and wall turned with it, then its houses' roofs (their points are
/// turned, not their drawing, so every roof of a tile lies the same way).
pub fn city_markup(&CityPiece { shape, turns, ref houses }: &CityPiece) -> String {
    let turned = format!("<g transform=\"rotate({} {MID} {MID})\">", 90 * u32::from(turns));
    let mut out = turned;
    if shape.wall.is_empty() {
        let _ = write!(out, "<path class=\"cc\" d=\"{}\"/>", shape.fill);
    } else {
        // Battlements: a wide dashed stroke of the wall under the fill, whose outer half shows as
        // merlons; then the wall itself over the fill's edge.
        let _ = write!(
            out,
            "<path class=\"cm\" d=\"{0}\"/><path class=\"cc\" d=\"{1}\"/><path class=\"cw\" d=\"{0}\"/>",
            shape.wall, shape.fill
        );
    }
    out.push_str("</g>");
    if !houses.is_empty() {
        // Roofs seen from above, a lit and a shaded slope: they read as roofs however the tile
        // is turned (a house seen from the side would read as an arrow).
        let roofs: String = houses.iter().map(|(x, y)| format!("M{} {}h12v8h-12z", x - 6.0, y - 4.0)).collect();
        let shade: String = houses.iter().map(|(x, y)| format!("M{} {y}h11v3.5h-11z", x - 5.5)).collect();
        let _ = write!(out, "<path class=\"cr\" d=\"{roofs}\"/><path class=\"ch\" d=\"{shade}\"/>");
    }
    out
}

/// The corners of a house's roof, for checking where it stands.
#[cfg(test)]
pub fn house_corners((x, y): (f64, f64)) -> [(f64, f64); 4] {
    [(x - 6.0, y - 4.0), (x + 6.0, y - 4.0), (x - 6.0, y + 4.0), (x + 6.0, y + 4.0)]
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
