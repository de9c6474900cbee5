//! What is on the table: the board, the stack, the scores, whose turn it is.

use serde::{Deserialize, Serialize};

use super::areas::Joined;
use super::board::Board;
use super::covid::{Card, Covid, Variant};
use super::tiles::{Feature, Kind};
use engine::rng::GameRng;
use engine::Seat;

pub use super::areas::MAX_PLAYERS;
pub const MIN_PLAYERS: usize = 2;
/// Ruling: 7 meeples each.
pub const MEEPLES: u8 = 7;

/// The game's options: the number of players (ruling: 2 to 5) and the COVID-19 expansion.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub players: usize,
    /// Off unless chosen; saves made before the expansion have no such field and read as off.
    #[serde(default, skip_serializing_if = "Variant::is_off")]
    pub covid: Variant,
}

impl Options {
    /// The base game for `players`.
    pub fn players(players: usize) -> Self {
        Self { players, covid: Variant::Off }
    }
}

impl Default for Options {
    fn default() -> Self {
        Self::players(2)
    }
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The current player places the drawn tile.
    PlaceTile {
        tile: Kind,
    },
    /// The current player may put a Meeple on the tile just placed (index on the board).
    PlaceMeeple {
        tile: u8,
    },
    /// COVID-19: the tile just placed enlarged an infected area; the current player chooses
    /// the uninfected area the infection spreads to.
    Spread {
        tile: u8,
    },
    /// COVID-19: the 20 tokens are all on the board, so the current player chooses the token
    /// that moves to the area `to` (a piece of it).
    MoveToken {
        tile: u8,
        to: u16,
    },
    Over,
}

/// One decision: where the drawn tile goes, then whether and where a Meeple goes on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Place {
        x: i8,
        y: i8,
        rotation: u8,
    },
    /// A segment of the tile just placed (its index in the kind's list), or none.
    Meeple(Option<u8>),
    /// COVID-19: the infection spreads to the area of this piece.
    Spread(u16),
    /// COVID-19: the token on this piece is the one moved.
    MoveToken(u16),
}

/// What happened, for the log and the screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Drawn {
        seat: Seat,
        tile: Kind,
    },
    /// The drawn tile fits nowhere: it leaves the game and another is drawn.
    SetAside {
        tile: Kind,
    },
    Placed {
        seat: Seat,
        tile: Kind,
        x: i8,
        y: i8,
        rotation: u8,
    },
    /// Two areas became one (a Meeple in either now stands in both).
    Joined(Joined),
    MeeplePlaced {
        seat: Seat,
        piece: u16,
        feature: Feature,
    },
    /// The player chose to place no Meeple on the tile just placed (none is told when no Meeple
    /// could go anywhere: the tile's placement ends the turn then).
    NoMeeple {
        seat: Seat,
    },
    /// A completed (or, at the end, incomplete) area scored for its majority.
    Scored {
        feature: Feature,
        area: u16,
        seats: Vec<Seat>,
        points: u32,
    },
    MeepleReturned {
        seat: Seat,
        piece: u16,
    },
    /// COVID-19: an infection token was put on `piece` (moved from `from`, once the 20 were
    /// all used).
    Infected {
        seat: Seat,
        piece: u16,
        feature: Feature,
        from: Option<u16>,
    },
    /// COVID-19, extended variant: the COVID tile was laid west of the start tile at setup and
    /// its City and Field infected (`pieces`); told with the first placement, as setup has no step.
    CovidTileSetUp {
        pieces: [u16; 2],
    },
    /// COVID-19: a figure in an infected area turned a testing card. Positive sends it back
    /// to its owner's supply; Death takes it out of the game.
    Tested {
        seat: Seat,
        piece: u16,
        card: Card,
    },
    /// The stack is empty: the Scored events after this are the final scoring.
    FinalScoring,
    GameOver {
        scores: Vec<u32>,
    },
}

/// Where one seat's points came from, by feature (`Tally::index`), during play and at the end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub during: [u32; 4],
    pub end: [u32; 4],
}

impl Tally {
    /// Roads, Cities, Cloisters, Fields: the order of the score table.
    pub const FEATURES: [Feature; 4] = [Feature::Road, Feature::City, Feature::Cloister, Feature::Field];

    pub fn index(feature: Feature) -> usize {
        match feature {
            Feature::Road => 0,
            Feature::City => 1,
            Feature::Cloister => 2,
            Feature::Field => 3,
        }
    }

    pub fn total(&self) -> u32 {
        self.during.iter().chain(&self.end).sum()
    }
}

/// A game of Carcassonne.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Carcassonne {
    pub(super) board: Board,
    /// Tiles still face down. Their order means nothing: each draw picks one with the rng.
    pub(super) stack: Vec<Kind>,
    pub(super) set_aside: Vec<Kind>,
    pub(super) scores: Vec<u32>,
    /// Each seat's points by feature: the end's score table.
    pub(super) tally: Vec<Tally>,
    /// Meeples in each player's supply.
    pub(super) supply: Vec<u8>,
    pub(super) current: Seat,
    pub(super) phase: Phase,
    pub(super) rng: GameRng,
    /// The COVID-19 expansion, when it is played; absent from base-game saves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) covid: Option<Covid>,
}

impl Carcassonne {
    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn stack(&self) -> &[Kind] {
        &self.stack
    }

    pub fn set_aside(&self) -> &[Kind] {
        &self.set_aside
    }

    pub fn scores(&self) -> &[u32] {
        &self.scores
    }

    pub fn tally(&self) -> &[Tally] {
        &self.tally
    }

    pub fn supply(&self) -> &[u8] {
        &self.supply
    }

    pub fn current(&self) -> Seat {
        self.current
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }
}
