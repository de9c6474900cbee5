//! The 24 kinds of land tile of the base game, each described once as data.
//!
//! A tile's border is cut into 12 ports, three per side in clockwise order: on the north side
//! the west half (0), the middle (1) and the east half (2); then east 3-5 (north half first),
//! south 6-8 (east half first), west 9-11 (south half first). A city or field side fills all
//! three ports of its side; a road side fills the middle port and leaves its two halves to the
//! fields on either side. Each segment inside the tile (a Road, a City part, a Field, the
//! Cloister) is written as the ports it reaches, so both the rules (which segments join across
//! an edge, which Field touches which City) and the art (where to draw each segment) are made
//! from the same line.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// A tile kind, lettered the conventional way (A..X).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
    I,
    J,
    K,
    L,
    M,
    N,
    O,
    P,
    Q,
    R,
    S,
    T,
    U,
    V,
    W,
    X,
    /// The COVID-19 expansion's tile: shaped like the start tile, with the virus symbol on
    /// its City and on the Field between City and Road (covid/).
    Covid,
}

impl Kind {
    pub const ALL: [Kind; 24] = {
        use Kind::*;
        [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X]
    };

    /// The start tile (dark back) is one of the four D tiles: city cap and straight road.
    pub const START: Kind = Kind::D;

    pub fn info(self) -> &'static TileKind {
        &all_kinds()[self as usize]
    }
}

/// What a tile's side shows; two tiles may touch only where their sides show the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Edge {
    City = 1,
    Road = 2,
    Field = 3,
}

/// The kinds of area a Meeple can stand on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Feature {
    Road,
    City,
    Cloister,
    Field,
}

/// The sides in port order; `SIDES[s]` is also the direction of the neighbour across side `s`.
pub const SIDES: [(i32, i32); 4] = [(0, -1), (1, 0), (0, 1), (-1, 0)];

/// One line of the tile list: kind, count, segments, roads that end at another segment.
pub type TileLine = (Kind, u8, &'static str, &'static [(u8, u8)]);

/// The rulebook's tile list: letter, how many, and the segments inside at rotation 0.
/// Segments are separated by ';' and named `city`, `city+` (with a Pennant), `road`, `field`
/// or `cloister`, followed by the ports they reach: a side letter (N E S W) is the whole side
/// (the middle only, for a road); a side letter and a half (Nw Ne En Es Se Sw Ws Wn) is one
/// half of that side. `ends` lists roads that end at another segment: "road 1 ends at 0".
pub const TILE_LIST: [TileLine; 24] = [
    (Kind::A, 2, "cloister; road S; field N E W Se Sw", &[(1, 0)]),
    (Kind::B, 4, "cloister; field N E S W", &[]),
    (Kind::C, 1, "city+ N E S W", &[]),
    (Kind::D, 4, "city N; road E W; field En Wn; field Es S Ws", &[]),
    (Kind::E, 5, "city N; field E S W", &[]),
    (Kind::F, 2, "city+ E W; field N; field S", &[]),
    (Kind::G, 1, "city N S; field E; field W", &[]),
    (Kind::H, 3, "city E; city W; field N S", &[]),
    (Kind::I, 2, "city E; city S; field N W", &[]),
    (Kind::J, 3, "city N; road E S; field En Sw W; field Es Se", &[]),
    (Kind::K, 3, "city N; road S W; field E Se Wn; field Sw Ws", &[]),
    (Kind::L, 3, "city N; road E; road S; road W; field En Wn; field Es Se; field Sw Ws", &[]),
    (Kind::M, 2, "city+ N W; field E S", &[]),
    (Kind::N, 3, "city N W; field E S", &[]),
    (Kind::O, 2, "city+ N W; road E S; field En Sw; field Es Se", &[]),
    (Kind::P, 3, "city N W; road E S; field En Sw; field Es Se", &[]),
    (Kind::Q, 1, "city+ N E W; field S", &[]),
    (Kind::R, 3, "city N E W; field S", &[]),
    (Kind::S, 2, "city+ N E W; road S; field Se; field Sw", &[(1, 0)]),
    (Kind::T, 1, "city N E W; road S; field Se; field Sw", &[(1, 0)]),
    (Kind::U, 8, "road N S; field Ne E Se; field Sw W Nw", &[]),
    (Kind::V, 9, "road S W; field N E Se Wn; field Sw Ws", &[]),
    (Kind::W, 4, "road E; road S; road W; field N En Wn; field Es Se; field Sw Ws", &[]),
    (Kind::X, 1, "road N; road E; road S; road W; field Ne En; field Es Se; field Sw Ws; field Wn Nw", &[]),
];

/// The COVID-19 expansion's one tile (ruling: "drawn like the start tile (a city on one edge
/// and a straight road across)"); its City is segment 0 and the Field beside it segment 2.
pub const COVID_LINE: TileLine = (Kind::Covid, 1, "city N; road E W; field En Wn; field Es S Ws", &[]);

pub const TILE_COUNT: usize = 72;
/// No tile has more segments than this (the crossroads: four roads, four fields).
pub const MAX_SEGMENTS: usize = 8;

/// One segment inside a tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    pub feature: Feature,
    pub pennant: bool,
    /// Bit p set when the segment reaches port p (rotation 0).
    pub ports: u16,
}

/// A tile kind made ready for play: its segments, and per rotation its edges and which
/// segment fills each port.
#[derive(Clone, Debug)]
pub struct TileKind {
    pub kind: Kind,
    pub count: u8,
    pub segments: Vec<Segment>,
    /// Pairs of segments (a < b) that touch inside the tile: a Field beside a City or Road,
    /// the Cloister in its Field, a Road ending at a City or Cloister.
    pub touches: Vec<(u8, u8)>,
    /// Edges packed two bits a side (side s at bits 2s), for each rotation.
    pub edges: [u8; 4],
    /// For each demand of an open position (packed like `edges`, 0 on a side that asks
    /// nothing), the rotations (bit r) that meet it: placing then needs one look-up per
    /// position instead of comparing edges.
    pub fits: [u8; 256],
    /// For each rotation, the segment at each port.
    pub port_segment: [[u8; 12]; 4],
    pub cloister: Option<u8>,
}

impl TileKind {
    pub fn edge(&self, rotation: u8, side: usize) -> Edge {
        match (self.edges[rotation as usize] >> (2 * side)) & 3 {
            1 => Edge::City,
            2 => Edge::Road,
            _ => Edge::Field,
        }
    }

    pub fn touch(&self, a: u8, b: u8) -> bool {
        self.touches.contains(&(a.min(b), a.max(b)))
    }
}

/// The 24 kinds of the base game.
pub fn kinds() -> &'static [TileKind] {
    &all_kinds()[..TILE_LIST.len()]
}

/// Every kind, the expansion's last, indexed by `Kind as usize`.
pub fn all_kinds() -> &'static [TileKind; 25] {
    static KINDS: OnceLock<[TileKind; 25]> = OnceLock::new();
    KINDS.get_or_init(|| {
        let line = |i: usize| if i < TILE_LIST.len() { TILE_LIST[i] } else { COVID_LINE };
        std::array::from_fn(|i| {
            let (kind, count, spec, ends) = line(i);
            build(kind, count, spec, ends)
        })
    })
}

fn side_index(c: char) -> usize {
    match c {
        'N' => 0,
        'E' => 1,
        'S' => 2,
        'W' => 3,
        _ => panic!("unknown side {c}"),
    }
}

/// The ports a token reaches: "N" (whole side, or its middle for a road) or "Nw" (a half).
fn token_ports(token: &str, feature: Feature) -> u16 {
    let mut chars = token.chars();
    let side = side_index(chars.next().expect("a port token is not empty"));
    let base = 3 * side;
    match chars.next() {
        None if feature == Feature::Road => 1 << (base + 1),
        None => 0b111 << base,
        // The first half in clockwise order: N->w, E->n, S->e, W->s.
        Some(half) if "wnes".find(half) == Some(side) => 1 << base,
        Some(_) => 1 << (base + 2),
    }
}

fn parse_segment(text: &str) -> Segment {
    let mut words = text.split_whitespace();
    let (feature, pennant) = match words.next() {
        Some("city") => (Feature::City, false),
        Some("city+") => (Feature::City, true),
        Some("road") => (Feature::Road, false),
        Some("field") => (Feature::Field, false),
        Some("cloister") => (Feature::Cloister, false),
        other => panic!("unknown segment {other:?}"),
    };
    let ports = words.map(|t| token_ports(t, feature)).fold(0, |a, b| a | b);
    Segment { feature, pennant, ports }
}

fn rotate_ports(ports: u16, rotation: u8) -> u16 {
    let shift = 3 * rotation as u32;
    ((ports << shift) | (ports >> (12 - shift))) & 0xFFF
}

fn build(kind: Kind, count: u8, spec: &str, ends: &[(u8, u8)]) -> TileKind {
    let segments: Vec<Segment> = spec.split(';').map(parse_segment).collect();
    let mut port_segment = [[u8::MAX; 12]; 4];
    for rotation in 0..4u8 {
        for (i, seg) in segments.iter().enumerate() {
            let ports = rotate_ports(seg.ports, rotation);
            for (p, slot) in port_segment[rotation as usize].iter_mut().enumerate() {
                if ports & (1 << p) != 0 {
                    *slot = i as u8;
                }
            }
        }
    }
    let edges = std::array::from_fn(|r| pack_edges(&segments, &port_segment[r]));
    let cloister = segments.iter().position(|s| s.feature == Feature::Cloister).map(|i| i as u8);
    let touches = touches(&segments, &port_segment[0], ends);
    let fits = std::array::from_fn(|want| fitting_rotations(&edges, want as u8));
    TileKind { kind, count, segments, touches, edges, fits, port_segment, cloister }
}

/// The rotations whose edges show what `want` asks on every side that asks (non-zero).
fn fitting_rotations(edges: &[u8; 4], want: u8) -> u8 {
    let asks = (0..4).fold(0u8, |mask, side| if want >> (2 * side) & 3 != 0 { mask | 3 << (2 * side) } else { mask });
    (0..4).filter(|&r| edges[r] & asks == want).fold(0, |bits, r| bits | 1 << r)
}

/// A side's edge is what fills its middle port.
fn pack_edges(segments: &[Segment], ports: &[u8; 12]) -> u8 {
    (0..4).fold(0, |packed, side| {
        let edge = match segments.get(ports[3 * side + 1] as usize).map(|s| s.feature) {
            Some(Feature::City) => Edge::City,
            Some(Feature::Road) => Edge::Road,
            _ => Edge::Field,
        };
        packed | (edge as u8) << (2 * side)
    })
}

/// Segments touch where their ports are next to each other around the border, where a
/// Cloister sits in a Field, and where the list says a Road ends.
fn touches(segments: &[Segment], ports: &[u8; 12], ends: &[(u8, u8)]) -> Vec<(u8, u8)> {
    let mut pairs: Vec<(u8, u8)> = ends.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    for p in 0..12 {
        let (a, b) = (ports[p], ports[(p + 1) % 12]);
        if a != b && a != u8::MAX && b != u8::MAX {
            pairs.push((a.min(b), a.max(b)));
        }
    }
    for (c, seg) in segments.iter().enumerate() {
        if seg.feature == Feature::Cloister {
            for (f, other) in segments.iter().enumerate() {
                if other.feature == Feature::Field {
                    pairs.push(((c.min(f)) as u8, (c.max(f)) as u8));
                }
            }
        }
    }
    // Two parts of a City never touch each other (a wall parts them); nor do two Roads.
    pairs.retain(|&(a, b)| segments[a as usize].feature != segments[b as usize].feature);
    pairs.sort_unstable();
    pairs.dedup();
    pairs
}

/// The port across side `side` that meets port `port` of this side: the neighbour's ports run
/// the other way round.
pub fn facing_port(port: usize) -> usize {
    let (side, k) = (port / 3, port % 3);
    3 * ((side + 2) % 4) + (2 - k)
}
