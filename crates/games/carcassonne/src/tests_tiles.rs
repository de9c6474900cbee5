//! The tile list against the rulebook (docs/games/carcassonne.md R1: "the 72 tiles of the
//! Carcassonne base game, the usual 24 kinds and counts, the start tile face up").

use super::tiles::{kinds, Edge, Feature, Kind, TILE_COUNT};

/// The rulebook's list, written out independently of tiles.rs: kind, count, and its edges
/// clockwise from the top (C city, R road, F field) as the tile is printed in the list.
const RULEBOOK: [(Kind, u8, &str); 24] = [
    (Kind::A, 2, "FFRF"),
    (Kind::B, 4, "FFFF"),
    (Kind::C, 1, "CCCC"),
    (Kind::D, 4, "CRFR"),
    (Kind::E, 5, "CFFF"),
    (Kind::F, 2, "FCFC"),
    (Kind::G, 1, "CFCF"),
    (Kind::H, 3, "FCFC"),
    (Kind::I, 2, "FCCF"),
    (Kind::J, 3, "CRRF"),
    (Kind::K, 3, "CFRR"),
    (Kind::L, 3, "CRRR"),
    (Kind::M, 2, "CFFC"),
    (Kind::N, 3, "CFFC"),
    (Kind::O, 2, "CRRC"),
    (Kind::P, 3, "CRRC"),
    (Kind::Q, 1, "CCFC"),
    (Kind::R, 3, "CCFC"),
    (Kind::S, 2, "CCRC"),
    (Kind::T, 1, "CCRC"),
    (Kind::U, 8, "RFRF"),
    (Kind::V, 9, "FFRR"),
    (Kind::W, 4, "FRRR"),
    (Kind::X, 1, "RRRR"),
];

fn edges_of(kind: Kind, rotation: u8) -> String {
    (0..4)
        .map(|side| match kind.info().edge(rotation, side) {
            Edge::City => 'C',
            Edge::Road => 'R',
            Edge::Field => 'F',
        })
        .collect()
}

// Ruling: "the 72 tiles ... the usual 24 kinds and counts".
#[test]
fn every_kind_has_the_rulebook_count_and_edges_and_there_are_72() {
    let mut total = 0;
    for (kind, count, edges) in RULEBOOK {
        let info = kind.info();
        assert_eq!(info.count, count, "{kind:?} count");
        let turns: Vec<String> = (0..4).map(|r| edges_of(kind, r)).collect();
        assert!(turns.contains(&edges.to_string()), "{kind:?}: {edges} is none of {turns:?}");
        total += count as usize;
    }
    assert_eq!(total, TILE_COUNT);
    assert_eq!(super::full_stack().len(), 72);
}

// Rulebook: pennants are on C, F, M, O, Q, S (one each); the 10 pennants of the base game.
#[test]
fn pennants_are_on_the_rulebook_kinds() {
    let pennants: usize =
        kinds().iter().map(|k| k.count as usize * k.segments.iter().filter(|s| s.pennant).count()).sum();
    assert_eq!(pennants, 10);
    for k in kinds() {
        let has = k.segments.iter().any(|s| s.pennant);
        assert_eq!(has, matches!(k.kind, Kind::C | Kind::F | Kind::M | Kind::O | Kind::Q | Kind::S), "{:?}", k.kind);
    }
}

// Rulebook: the start tile has a dark back and is a city cap with a straight road.
#[test]
fn the_start_tile_is_a_city_cap_with_a_straight_road() {
    assert_eq!(Kind::START, Kind::D);
    assert_eq!(edges_of(Kind::D, 0), "CRFR");
}

/// Every port is filled by exactly one segment, and a side is what its middle shows: a whole
/// City or Field side, or a Road between two Field halves.
#[test]
fn every_segment_fills_its_ports_consistently() {
    for k in kinds() {
        let mut covered = 0u16;
        for s in &k.segments {
            assert_eq!(covered & s.ports, 0, "{:?}: a port filled twice", k.kind);
            covered |= s.ports;
        }
        assert_eq!(covered, 0xFFF, "{:?}: a port left empty", k.kind);
        for side in 0..4 {
            let at = |k2: usize| k.segments[k.port_segment[0][3 * side + k2] as usize].feature;
            match k.edge(0, side) {
                Edge::Road => assert_eq!((at(0), at(1), at(2)), (Feature::Field, Feature::Road, Feature::Field)),
                Edge::City => assert!([at(0), at(1), at(2)].iter().all(|&f| f == Feature::City)),
                Edge::Field => assert!([at(0), at(1), at(2)].iter().all(|&f| f == Feature::Field)),
            }
        }
    }
}

/// Which segments touch: the Field between a D tile's City and Road touches the City, the
/// Field beyond the Road does not; an S tile's Road ends at its City; a Cloister sits in its Field.
#[test]
fn segments_touch_as_drawn() {
    let d = Kind::D.info();
    assert!(d.touch(0, 2) && !d.touch(0, 3) && d.touch(1, 2) && d.touch(1, 3));
    let s = Kind::S.info();
    assert!(s.touch(0, 1) && s.touch(0, 2) && s.touch(0, 3));
    let b = Kind::B.info();
    assert!(b.touch(0, 1));
    let h = Kind::H.info();
    assert!(!h.touch(0, 1), "two caps of one tile are walled apart");
    assert!(h.touch(0, 2) && h.touch(1, 2));
}

/// The board looks for Cloisters on A and B only (board.rs, `cloister_at`).
#[test]
fn only_a_and_b_have_a_cloister() {
    for k in kinds() {
        assert_eq!(k.cloister.is_some(), matches!(k.kind, Kind::A | Kind::B), "{:?}", k.kind);
    }
}
