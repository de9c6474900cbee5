//! Areas: the whole connected Roads, Cities and Fields, and each Cloister, grown as tiles are
//! placed. Every segment of every placed tile is a numbered piece; pieces that meet across an
//! edge are joined (union-find, union by size, and on a join every piece of the smaller area
//! is pointed straight at the new root, so that finding a root is one step and rebuilding the
//! board from its tiles gives exactly the same structure).

use serde::{Deserialize, Serialize};

use super::tiles::Feature;
use engine::Seat;

pub const MAX_PLAYERS: usize = 5;

/// What is known about one area, kept at its root piece.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Area {
    pub feature: Feature,
    /// Pieces in the area (for union by size).
    pub size: u16,
    /// City or Road sides not yet met by a neighbour: the area is complete at 0.
    pub open: u16,
    pub pennants: u8,
    /// For a Cloister: how many of its eight neighbours are on the board.
    pub neighbours: u8,
    /// Meeples standing in the area, by seat.
    pub meeples: [u8; MAX_PLAYERS],
}

impl Area {
    pub fn new(feature: Feature, open: u16, pennants: u8) -> Self {
        Self { feature, size: 1, open, pennants, neighbours: 0, meeples: [0; MAX_PLAYERS] }
    }

    pub fn occupied(&self) -> bool {
        self.meeples.iter().any(|&m| m > 0)
    }

    /// Complete: a closed Road or City, or a Cloister with all eight neighbours.
    pub fn complete(&self) -> bool {
        match self.feature {
            Feature::Road | Feature::City => self.open == 0,
            Feature::Cloister => self.neighbours == 8,
            Feature::Field => false,
        }
    }

    /// The seats holding the most meeples here (all of them share: majorities share).
    pub fn majority(&self, seats: usize) -> Vec<Seat> {
        let most = *self.meeples[..seats].iter().max().unwrap_or(&0);
        if most == 0 {
            return vec![];
        }
        (0..seats).filter(|&s| self.meeples[s] == most).collect()
    }
}

/// Two areas became one; `area` is the root that stayed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Joined {
    pub feature: Feature,
    pub area: u16,
    pub absorbed: u16,
}

/// The union-find over all pieces placed so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Areas {
    parent: Vec<u16>,
    /// Members of each area as a circular list, to walk an area when it is scored.
    next: Vec<u16>,
    /// The tile each piece lies on (index in placing order).
    tile_of: Vec<u8>,
    data: Vec<Area>,
}

impl Areas {
    pub fn with_capacity(pieces: usize) -> Self {
        Self {
            parent: Vec::with_capacity(pieces),
            next: Vec::with_capacity(pieces),
            tile_of: Vec::with_capacity(pieces),
            data: Vec::with_capacity(pieces),
        }
    }

    pub fn len(&self) -> usize {
        self.parent.len()
    }

    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    /// Adds a piece of its own; returns its number.
    pub fn add(&mut self, area: Area, tile: u8) -> u16 {
        let id = self.parent.len() as u16;
        self.parent.push(id);
        self.next.push(id);
        self.tile_of.push(tile);
        self.data.push(area);
        id
    }

    pub fn find(&self, mut piece: u16) -> u16 {
        while self.parent[piece as usize] != piece {
            piece = self.parent[piece as usize];
        }
        piece
    }

    pub fn area(&self, piece: u16) -> &Area {
        &self.data[self.find(piece) as usize]
    }

    pub fn area_mut(&mut self, piece: u16) -> &mut Area {
        let root = self.find(piece);
        &mut self.data[root as usize]
    }

    pub fn tile_of(&self, piece: u16) -> u8 {
        self.tile_of[piece as usize]
    }

    /// Joins the areas of two pieces that meet across an edge; reports a real merge.
    pub fn join(&mut self, a: u16, b: u16) -> Option<Joined> {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return None;
        }
        let (keep, gone) = if self.data[ra as usize].size >= self.data[rb as usize].size { (ra, rb) } else { (rb, ra) };
        // The absorbed entry keeps no tallies, so that it reads the same as after a rebuild.
        let absorbed = std::mem::replace(&mut self.data[gone as usize].meeples, [0; MAX_PLAYERS]);
        let absorbed = Area { meeples: absorbed, ..self.data[gone as usize].clone() };
        let area = &mut self.data[keep as usize];
        area.size += absorbed.size;
        area.open += absorbed.open;
        area.pennants += absorbed.pennants;
        for (m, n) in area.meeples.iter_mut().zip(absorbed.meeples) {
            *m += n;
        }
        let mut member = gone;
        loop {
            self.parent[member as usize] = keep;
            member = self.next[member as usize];
            if member == gone {
                break;
            }
        }
        self.next.swap(keep as usize, gone as usize);
        Some(Joined { feature: area.feature, area: keep, absorbed: gone })
    }

    /// Every piece of the area holding `piece`.
    pub fn members(&self, piece: u16) -> impl Iterator<Item = u16> + '_ {
        let start = piece;
        let mut at = Some(piece);
        std::iter::from_fn(move || {
            let here = at?;
            let next = self.next[here as usize];
            at = (next != start).then_some(next);
            Some(here)
        })
    }

    /// How many different tiles the area lies on (a tile with two parts of one City counts
    /// once).
    pub fn tiles(&self, piece: u16) -> u32 {
        let mut seen = 0u128;
        for m in self.members(piece) {
            seen |= 1 << self.tile_of[m as usize];
        }
        seen.count_ones()
    }
}
