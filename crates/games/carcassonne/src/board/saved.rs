//! A board's save: only its tiles (in placing order) and its Meeples; the rest is rebuilt.

use serde::{Deserialize, Serialize};

use super::{Board, Meeple, Placed, MAX_PLAYERS, MEEPLES, TILE_COUNT};

impl Board {
    /// The board rebuilt from its tiles and Meeples alone.
    pub fn rebuild(tiles: &[Placed], meeples: &[Meeple]) -> Self {
        let mut board = Self::new();
        for &placed in tiles {
            board.place(placed, &mut |_| {});
        }
        for m in meeples {
            board.put_meeple(m.seat as usize, m.piece);
        }
        board
    }
}

#[derive(Serialize)]
struct SavedRef<'a> {
    tiles: &'a [Placed],
    meeples: &'a [Meeple],
}

#[derive(Deserialize)]
struct Saved {
    tiles: Vec<Placed>,
    meeples: Vec<Meeple>,
}

impl Serialize for Board {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        SavedRef { tiles: &self.tiles, meeples: &self.meeples }.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let saved = Saved::deserialize(deserializer)?;
        from_saved(&saved).map_err(serde::de::Error::custom)
    }
}

/// A save is rebuilt tile by tile, so each tile must fit where it lies (the first in the
/// middle, turned one of the four ways) and each Meeple stand on a piece of a placed tile; no
/// more of either than a game has (72 tiles, and the COVID-19 tile), as the board counts them
/// in bytes.
fn from_saved(saved: &Saved) -> Result<Board, String> {
    if saved.tiles.len() > TILE_COUNT + 1 || saved.meeples.len() > MAX_PLAYERS * MEEPLES as usize {
        return Err(format!("{} tiles and {} meeples saved", saved.tiles.len(), saved.meeples.len()));
    }
    let mut board = Board::new();
    for (i, p) in saved.tiles.iter().enumerate() {
        let fits = match i {
            0 => p.x == 0 && p.y == 0 && p.rotation < 4,
            _ => board.fits(p.kind, p.x as i32, p.y as i32, p.rotation),
        };
        if !fits {
            return Err(format!("saved tile {i} ({p:?}) does not fit"));
        }
        board.place(*p, &mut |_| {});
    }
    for m in &saved.meeples {
        if m.piece as usize >= board.areas.len() || m.seat as usize >= MAX_PLAYERS {
            return Err(format!("saved meeple {m:?} stands nowhere"));
        }
        board.put_meeple(m.seat as usize, m.piece);
    }
    Ok(board)
}
