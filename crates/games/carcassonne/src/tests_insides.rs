//! The inside of every tile kind against the rulebook's tile pictures: the counts-and-edges test
//! of tests_tiles.rs cannot see a crossroads with three Fields where its picture shows four
//! (docs/games/carcassonne.md R10). The pictures are written out here in words, independently of
//! tiles.rs, and compared with what the tile list makes of its ports.

use super::tiles::{Feature, Kind, TileKind};

/// Where a Road stops: it runs through (both ends at the tile's edges), or it stops on the tile
/// at a City, at a Cloister or at a crossing where the tile's other Roads stop too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum End {
    Through,
    City,
    Cloister,
    Crossing,
}

/// One segment as a picture shows it. Sides and corners are bit sets, clockwise from the north
/// (sides N E S W, corners NE SE SW NW).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Part {
    Cloister,
    City {
        sides: u8,
        pennant: bool,
    },
    Road {
        sides: u8,
        end: End,
    },
    /// A Field reaches a corner when it lies along the border on either side of it; `beside`
    /// names each City part it borders by that part's sides.
    Field {
        corners: u8,
        beside: Vec<u8>,
    },
}

/// Each kind's picture, turned as the rulebook's tile list prints it (the edges of
/// tests_tiles.rs). "city NW": one City part over the north and west sides ("city+": with a
/// Pennant); "road ES": a Road running through from east to south; "road S to city": a Road
/// from the south side stopping at the City; "roads E S W to crossing": three Roads stopping
/// where they meet; "field NE NW beside N": a Field reaching the two northern corners and
/// bordering the City part on the north side.
const PICTURES: [(Kind, &str); 24] = [
    (Kind::A, "cloister; road S to cloister; field NE SE SW NW"),
    (Kind::B, "cloister; field NE SE SW NW"),
    (Kind::C, "city+ NESW"),
    (Kind::D, "city N; road EW; field NE NW beside N; field SE SW"),
    (Kind::E, "city N; field NE SE SW NW beside N"),
    (Kind::F, "city+ EW; field NE NW beside EW; field SE SW beside EW"),
    (Kind::G, "city NS; field NE SE beside NS; field SW NW beside NS"),
    (Kind::H, "city E; city W; field NE SE SW NW beside E and W"),
    // The two caps meet at the south-east corner: the Field does not reach it.
    (Kind::I, "city E; city S; field NE SW NW beside E and S"),
    (Kind::J, "city N; road ES; field NE SW NW beside N; field SE"),
    (Kind::K, "city N; road SW; field NE SE NW beside N; field SW"),
    (Kind::L, "city N; roads E S W to crossing; field NE NW beside N; field SE; field SW"),
    (Kind::M, "city+ NW; field NE SE SW beside NW"),
    (Kind::N, "city NW; field NE SE SW beside NW"),
    (Kind::O, "city+ NW; road ES; field NE SW beside NW; field SE"),
    (Kind::P, "city NW; road ES; field NE SW beside NW; field SE"),
    (Kind::Q, "city+ NEW; field SE SW beside NEW"),
    (Kind::R, "city NEW; field SE SW beside NEW"),
    (Kind::S, "city+ NEW; road S to city; field SE beside NEW; field SW beside NEW"),
    (Kind::T, "city NEW; road S to city; field SE beside NEW; field SW beside NEW"),
    (Kind::U, "road NS; field NE SE; field SW NW"),
    (Kind::V, "road SW; field NE SE NW; field SW"),
    (Kind::W, "roads E S W to crossing; field NE NW; field SE; field SW"),
    (Kind::X, "roads N E S W to crossing; field NE; field SE; field SW; field NW"),
];

fn side_bits(sides: &str) -> u8 {
    sides.chars().map(|c| "NESW".find(c).unwrap_or_else(|| panic!("no side {c}"))).fold(0, |bits, s| bits | 1 << s)
}

fn corner_bit(corner: &str) -> u8 {
    1 << ["NE", "SE", "SW", "NW"].iter().position(|&c| c == corner).unwrap_or_else(|| panic!("no corner {corner}"))
}

fn end_named(end: &str) -> End {
    match end {
        "city" => End::City,
        "cloister" => End::Cloister,
        _ => panic!("no end {end}"),
    }
}

/// A picture's parts, sorted so that the order they are written in does not matter.
fn parse(picture: &str) -> Vec<Part> {
    let mut parts: Vec<Part> =
        picture.split(';').flat_map(|text| parse_parts(&text.split_whitespace().collect::<Vec<_>>())).collect();
    parts.sort();
    parts
}

/// "roads E S W to crossing" is a Road for each side; any other text is one part.
fn parse_parts(words: &[&str]) -> Vec<Part> {
    match words {
        ["roads", sides @ .., "to", "crossing"] => {
            sides.iter().map(|s| Part::Road { sides: side_bits(s), end: End::Crossing }).collect()
        }
        _ => vec![parse_part(words)],
    }
}

fn parse_part(words: &[&str]) -> Part {
    match words {
        ["cloister"] => Part::Cloister,
        ["city", sides] => Part::City { sides: side_bits(sides), pennant: false },
        ["city+", sides] => Part::City { sides: side_bits(sides), pennant: true },
        ["road", sides] => Part::Road { sides: side_bits(sides), end: End::Through },
        ["road", sides, "to", end] => Part::Road { sides: side_bits(sides), end: end_named(end) },
        ["field", rest @ ..] => {
            let split = rest.iter().position(|&w| w == "beside").unwrap_or(rest.len());
            let corners = rest[..split].iter().fold(0, |bits, c| bits | corner_bit(c));
            let mut beside: Vec<u8> =
                rest[split..].iter().skip(1).filter(|&&w| w != "and").map(|w| side_bits(w)).collect();
            beside.sort();
            Part::Field { corners, beside }
        }
        _ => panic!("unreadable part {words:?}"),
    }
}

/// What the tile list makes of `kind` turned `rotation`, in the pictures' words: where each
/// segment lies comes from its ports, what it borders from the tile's `touches`.
fn parts_of(kind: Kind, rotation: u8) -> Vec<Part> {
    let info = kind.info();
    let at = &info.port_segment[rotation as usize];
    let sides = |s: usize| (0..4).filter(|&side| at[3 * side + 1] as usize == s).fold(0, |bits, side| bits | 1 << side);
    // Corner c lies between port 3c + 2 and the next port clockwise.
    let reaches = |s: usize, c: usize| at[3 * c + 2] as usize == s || at[(3 * c + 3) % 12] as usize == s;
    let corners = |s: usize| (0..4).filter(|&c| reaches(s, c)).fold(0, |bits, c| bits | 1 << c);
    let cities_beside = |s: usize| {
        let cities = (0..info.segments.len()).filter(|&o| info.segments[o].feature == Feature::City);
        let mut beside: Vec<u8> = cities.filter(|&o| info.touch(s as u8, o as u8)).map(sides).collect();
        beside.sort();
        beside
    };
    let mut parts: Vec<Part> = (info.segments.iter().enumerate())
        .map(|(s, seg)| match seg.feature {
            Feature::Cloister => Part::Cloister,
            Feature::City => Part::City { sides: sides(s), pennant: seg.pennant },
            Feature::Road => Part::Road { sides: sides(s), end: road_end(info, s, sides(s)) },
            Feature::Field => Part::Field { corners: corners(s), beside: cities_beside(s) },
        })
        .collect();
    parts.sort();
    parts
}

/// A Road on two sides runs through; on one side it stops at the City or Cloister the tile
/// list says it ends at, or else at a crossing.
fn road_end(info: &TileKind, road: usize, sides: u8) -> End {
    let stops_at: Vec<Feature> = (info.segments.iter().enumerate())
        .filter(|&(o, seg)| seg.feature != Feature::Field && info.touch(road as u8, o as u8))
        .map(|(_, seg)| seg.feature)
        .collect();
    match (sides.count_ones(), stops_at.as_slice()) {
        (2, []) => End::Through,
        (1, []) => End::Crossing,
        (1, [Feature::City]) => End::City,
        (1, [Feature::Cloister]) => End::Cloister,
        other => panic!("{:?}: a Road on {other:?}", info.kind),
    }
}

/// The rulebook's tile pictures: every kind has the Cloister, City parts, Roads and
/// Fields its picture shows (so as many of each); its Fields are parted by Roads and City walls
/// where the picture parts them, each bordering just the City parts the picture puts it beside;
/// each Road runs through or stops where the picture stops it.
#[test]
fn every_kind_has_the_fields_roads_and_city_parts_of_its_picture() {
    assert_eq!(PICTURES.map(|(kind, _)| kind), Kind::ALL);
    for (kind, picture) in PICTURES {
        let shown = parse(picture);
        let turns: Vec<Vec<Part>> = (0..4).map(|r| parts_of(kind, r)).collect();
        assert!(turns.contains(&shown), "{kind:?}: the picture shows {shown:?}; the tile list makes {turns:?}");
    }
}
