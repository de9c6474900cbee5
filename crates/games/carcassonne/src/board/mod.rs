//! The board: tiles placed so far, the open positions around them, the areas they form and the
//! Meeples standing in those areas. Only the tiles (in placing order) and the Meeples are
//! saved; everything else is rebuilt from them, so a save stays small and can never disagree
//! with the board (saved.rs).

mod saved;

use serde::{Deserialize, Serialize};

use super::areas::{Area, Areas, Joined, MAX_PLAYERS};
use super::state::MEEPLES;
use super::tiles::{facing_port, Feature, Kind, MAX_SEGMENTS, SIDES, TILE_COUNT};
use engine::Seat;

/// One tile on the board. `x` grows to the east, `y` to the south; the start tile is at 0,0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub kind: Kind,
    pub x: i8,
    pub y: i8,
    /// Quarter turns clockwise.
    pub rotation: u8,
}

/// A Meeple on the board: its owner and the piece (segment of a placed tile) it stands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meeple {
    pub seat: u8,
    pub piece: u16,
}

/// An empty position next to the board: what its neighbours ask of a tile placed there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Open {
    pub x: i8,
    pub y: i8,
    /// Edges asked for, packed like `TileKind::edges`; 0 on a side no neighbour asks of (edges
    /// are never 0, so no separate mask is needed).
    want: u8,
}

impl Open {
    /// The rotations (bit r) in which `kind` fits here.
    pub fn fitting_rotations(&self, kind: Kind) -> u8 {
        kind.info().fits[self.want as usize]
    }
}

/// For each set of rotations (bit r), its rotations in increasing order padded with 0, and
/// how many there are (read here, as counting bits is slow without a popcount instruction).
const ROTATIONS: [([u8; 4], usize); 16] = {
    let mut table = [([0; 4], 0); 16];
    let mut set = 0;
    while set < 16 {
        let mut r = 0;
        while r < 4 {
            if set >> r & 1 != 0 {
                table[set].0[table[set].1] = r as u8;
                table[set].1 += 1;
            }
            r += 1;
        }
        set += 1;
    }
    table
};

/// 73 tiles (with the COVID-19 tile) in one line reach 72 from the start; one more for the
/// open positions beyond.
const REACH: i32 = 73;
const WIDTH: i32 = 2 * REACH + 1;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    tiles: Vec<Placed>,
    /// The first piece of each placed tile; its segments are numbered on from there.
    first_piece: Vec<u16>,
    meeples: Vec<Meeple>,
    /// Per position: 0 empty, else placed tile index + 1.
    grid: Vec<u8>,
    /// Per position: 0, else index + 1 in `open`.
    open_at: Vec<u8>,
    open: Vec<Open>,
    /// Where the Cloisters lie and their pieces: six at most, so scanning them is cheaper
    /// than looking for a Cloister on each of the eight positions around a new tile.
    cloisters: Vec<(i8, i8, u16)>,
    pub(super) areas: Areas,
}

fn cell(x: i32, y: i32) -> usize {
    ((y + REACH) * WIDTH + x + REACH) as usize
}

impl Board {
    pub fn new() -> Self {
        let size = (WIDTH * WIDTH) as usize;
        // Room for a whole game from the start, so that these never grow during play.
        // n tiles leave at most 2n + 2 open positions (all in one line).
        Self {
            tiles: Vec::with_capacity(TILE_COUNT),
            first_piece: Vec::with_capacity(TILE_COUNT),
            meeples: Vec::with_capacity(MAX_PLAYERS * MEEPLES as usize),
            grid: vec![0; size],
            open_at: vec![0; size],
            open: Vec::with_capacity(2 * TILE_COUNT + 2),
            cloisters: Vec::with_capacity(6),
            areas: Areas::with_capacity(TILE_COUNT * MAX_SEGMENTS),
        }
    }

    pub fn tiles(&self) -> &[Placed] {
        &self.tiles
    }

    pub fn meeples(&self) -> &[Meeple] {
        &self.meeples
    }

    pub fn open(&self) -> &[Open] {
        &self.open
    }

    pub fn areas(&self) -> &Areas {
        &self.areas
    }

    /// The index of the tile at x,y.
    pub fn tile_at(&self, x: i32, y: i32) -> Option<usize> {
        if x.abs() > REACH || y.abs() > REACH {
            return None;
        }
        self.grid[cell(x, y)].checked_sub(1).map(usize::from)
    }

    /// The piece number of segment `segment` of placed tile `tile`.
    pub fn piece(&self, tile: usize, segment: u8) -> u16 {
        self.first_piece[tile] + segment as u16
    }

    /// The tile and segment a piece belongs to.
    pub fn segment_of(&self, piece: u16) -> (usize, u8) {
        let tile = self.areas.tile_of(piece) as usize;
        (tile, (piece - self.first_piece[tile]) as u8)
    }

    pub fn open_position(&self, x: i32, y: i32) -> Option<&Open> {
        if x.abs() > REACH || y.abs() > REACH {
            return None;
        }
        self.open_at[cell(x, y)].checked_sub(1).map(|i| &self.open[i as usize])
    }

    /// Whether `kind` turned `rotation` may be placed at x,y.
    pub fn fits(&self, kind: Kind, x: i32, y: i32, rotation: u8) -> bool {
        rotation < 4 && self.open_position(x, y).is_some_and(|o| o.fitting_rotations(kind) >> rotation & 1 != 0)
    }

    pub fn fits_anywhere(&self, kind: Kind) -> bool {
        let fits = &kind.info().fits;
        self.open.iter().any(|o| fits[o.want as usize] != 0)
    }

    /// Every (x, y, rotation) where `kind` fits, in the order of the open positions.
    pub fn placements(&self, kind: Kind, mut each: impl FnMut(i8, i8, u8)) {
        let fits = &kind.info().fits;
        for o in &self.open {
            let mut fitting = fits[o.want as usize];
            while fitting != 0 {
                each(o.x, o.y, fitting.trailing_zeros() as u8);
                fitting &= fitting - 1;
            }
        }
    }

    /// Every placement of `kind` made by `make(x, y, rotation)`, in the same order as
    /// `placements`. Each position appends four, and the next position starts after the ones
    /// that fit: how many rotations fit is random from one position to the next, so a branch
    /// on it would be mispredicted at every position.
    pub fn placement_list<T: Clone>(&self, kind: Kind, make: impl Fn(i8, i8, u8) -> T) -> Vec<T> {
        let fits = &kind.info().fits;
        let mut list = Vec::with_capacity(4 * self.open.len());
        for &Open { x, y, want } in &self.open {
            let fitting = fits[want as usize];
            let ([a, b, c, d], count) = ROTATIONS[fitting as usize & 15];
            let used = list.len();
            list.extend_from_slice(&[make(x, y, a), make(x, y, b), make(x, y, c), make(x, y, d)]);
            list.truncate(used + count);
        }
        list
    }

    /// Places a tile (already known to fit) and joins its segments to the areas they meet.
    pub fn place(&mut self, placed: Placed, joined: &mut impl FnMut(Joined)) -> usize {
        let index = self.tiles.len();
        let info = placed.kind.info();
        self.first_piece.push(self.areas.len() as u16);
        for (s, seg) in info.segments.iter().enumerate() {
            let sides = (0..4).filter(|&side| info.port_segment[0][3 * side + 1] == s as u8).count() as u16;
            let open = if matches!(seg.feature, Feature::City | Feature::Road) { sides } else { 0 };
            self.areas.add(Area::new(seg.feature, open, seg.pennant as u8), index as u8);
        }
        self.tiles.push(placed);
        let (x, y) = (placed.x as i32, placed.y as i32);
        self.grid[cell(x, y)] = index as u8 + 1;
        self.close_open(x, y);
        if let Some(segment) = info.cloister {
            self.cloisters.push((placed.x, placed.y, self.piece(index, segment)));
        }
        for side in 0..4 {
            self.join_side(index, side, joined);
        }
        self.count_cloister_neighbours(index);
        index
    }

    /// Joins the segments on one side of a new tile to those of the neighbour across it.
    fn join_side(&mut self, index: usize, side: usize, joined: &mut impl FnMut(Joined)) {
        let placed = self.tiles[index];
        let (dx, dy) = SIDES[side];
        let (x, y) = (placed.x as i32 + dx, placed.y as i32 + dy);
        let Some(other) = self.tile_at(x, y) else {
            return self.ask_of(
                x,
                y,
                (side + 2) % 4,
                placed.kind.info().edges[placed.rotation as usize] >> (2 * side) & 3,
            );
        };
        let here = &placed.kind.info().port_segment[placed.rotation as usize];
        let there_tile = self.tiles[other];
        let there = &there_tile.kind.info().port_segment[there_tile.rotation as usize];
        for k in 0..3 {
            let port = 3 * side + k;
            let a = self.piece(index, here[port]);
            let b = self.piece(other, there[facing_port(port)]);
            let joins = self.areas.join(a, b);
            // Each side met closes one open side on each tile, counted once at the middle.
            if k == 1 && matches!(self.areas.area(a).feature, Feature::City | Feature::Road) {
                self.areas.area_mut(a).open -= 2;
            }
            if let Some(j) = joins {
                joined(j);
            }
        }
    }

    /// Records at the empty position x,y that its side `side` must show `edge`.
    fn ask_of(&mut self, x: i32, y: i32, side: usize, edge: u8) {
        let at = cell(x, y);
        if self.open_at[at] == 0 {
            self.open.push(Open { x: x as i8, y: y as i8, want: 0 });
            self.open_at[at] = self.open.len() as u8;
        }
        let open = &mut self.open[self.open_at[at] as usize - 1];
        open.want |= edge << (2 * side);
    }

    fn close_open(&mut self, x: i32, y: i32) {
        let at = cell(x, y);
        let Some(i) = self.open_at[at].checked_sub(1) else { return };
        self.open_at[at] = 0;
        self.open.swap_remove(i as usize);
        if let Some(moved) = self.open.get(i as usize) {
            self.open_at[cell(moved.x as i32, moved.y as i32)] = i + 1;
        }
    }

    /// The eight positions around x,y.
    pub fn around(x: i32, y: i32) -> impl Iterator<Item = (i32, i32)> {
        (-1..=1).flat_map(move |dy| (-1..=1).map(move |dx| (x + dx, y + dy))).filter(move |&p| p != (x, y))
    }

    /// The Cloister on the placed tile at x,y, as a piece number.
    pub fn cloister_at(&self, x: i32, y: i32) -> Option<u16> {
        let tile = self.tile_at(x, y)?;
        let kind = self.tiles[tile].kind;
        // Only A and B have a Cloister; asked eight times a tile, so the table is not read.
        if !matches!(kind, Kind::A | Kind::B) {
            return None;
        }
        let segment = kind.info().cloister?;
        Some(self.piece(tile, segment))
    }

    /// The Cloisters (pieces) at x,y and on the eight positions around it, in the order of
    /// `once((x, y)).chain(around(x, y))`: the order their scores are reported in.
    pub fn cloisters_near(&self, x: i32, y: i32) -> impl Iterator<Item = u16> {
        let mut slots = [u16::MAX; 9];
        let mut near = 0;
        for &(cx, cy, piece) in &self.cloisters {
            let (dx, dy) = (cx as i32 - x, cy as i32 - y);
            if dx.abs() <= 1 && dy.abs() <= 1 {
                // x,y itself first, then the others row by row as `around` gives them.
                let at = 3 * (dy + 1) + dx + 1;
                slots[if at == 4 { 0 } else { at as usize + (at < 4) as usize }] = piece;
                near += 1;
            }
        }
        // Most tiles have no Cloister near: then the slots are not even looked at.
        slots.into_iter().filter(|&p| p != u16::MAX).take(near)
    }

    /// A new tile is a neighbour of each Cloister around it, and a new Cloister counts the
    /// tiles already around it.
    fn count_cloister_neighbours(&mut self, index: usize) {
        let (x, y) = (self.tiles[index].x as i32, self.tiles[index].y as i32);
        for &(cx, cy, piece) in &self.cloisters {
            let (dx, dy) = (cx as i32 - x, cy as i32 - y);
            if dx.abs() <= 1 && dy.abs() <= 1 && (dx, dy) != (0, 0) {
                self.areas.area_mut(piece).neighbours += 1;
            }
        }
        if let Some(segment) = self.tiles[index].kind.info().cloister {
            let around = Self::around(x, y).filter(|&(nx, ny)| self.tile_at(nx, ny).is_some()).count();
            let piece = self.piece(index, segment);
            self.areas.area_mut(piece).neighbours += around as u8;
        }
    }

    pub fn put_meeple(&mut self, seat: Seat, piece: u16) {
        self.meeples.push(Meeple { seat: seat as u8, piece });
        self.areas.area_mut(piece).meeples[seat] += 1;
    }

    /// Takes one Meeple off the board (a COVID-19 test sent it home or out of the game),
    /// keeping the others in their order, as a rebuild from the save would.
    pub fn take_meeple(&mut self, meeple: Meeple) {
        if let Some(i) = self.meeples.iter().position(|&m| m == meeple) {
            self.meeples.remove(i);
            self.areas.area_mut(meeple.piece).meeples[meeple.seat as usize] -= 1;
        }
    }

    /// Takes every Meeple off the area holding `piece`; returns them.
    pub fn return_meeples(&mut self, piece: u16) -> Vec<Meeple> {
        let root = self.areas.find(piece);
        let areas = &self.areas;
        let mut gone = vec![];
        self.meeples.retain(|m| {
            let stays = areas.find(m.piece) != root;
            if !stays {
                gone.push(*m);
            }
            stays
        });
        self.areas.area_mut(piece).meeples = Default::default();
        gone
    }
}

impl Default for Board {
    fn default() -> Self {
        Self::new()
    }
}
