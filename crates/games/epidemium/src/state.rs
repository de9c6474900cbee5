//! What is on the table: the characters, the worlds, the pieces, the cards and what comes next.

use serde::{Deserialize, Serialize};

use engine::rng::GameRng;
use engine::Seat;

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 6;
/// Ruling: "12 dots between its ends" on every path of both worlds.
pub const DOTS: u8 = 12;
/// The spot of the teleport square; spot 0 is the continent's end (stethoscope or syringe).
pub const TELEPORT: u8 = DOTS + 1;
/// Seed: "hanno 7 possibilità per fare in modo che esca lo stesso numero su entrambi i dadi".
pub const TELEPORT_THROWS: u8 = 7;

/// A continent, with its colour and its character. The seed names only Europe's (Dott. Lit);
/// the others are ours, short doctors' names in the same spirit, the same in both languages
/// but for the title (Dott. / Dott.ssa in Italian, Dr in English).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Continent {
    /// Blue: Dott. Lit (Dr Lit).
    Europe,
    /// Yellow: Dott.ssa Mei (Dr Mei).
    Asia,
    /// Green: Dott. Obi (Dr Obi).
    Africa,
    /// Red: Dott.ssa Ray (Dr Ray).
    NorthAmerica,
    /// Orange: Dott. Sol (Dr Sol).
    SouthAmerica,
    /// Purple: Dott.ssa Kai (Dr Kai).
    Oceania,
}

impl Continent {
    pub const ALL: [Continent; 6] = [
        Continent::Europe,
        Continent::Asia,
        Continent::Africa,
        Continent::NorthAmerica,
        Continent::SouthAmerica,
        Continent::Oceania,
    ];

    /// The name in the map files and in saves.
    pub fn id(self) -> &'static str {
        match self {
            Continent::Europe => "europe",
            Continent::Asia => "asia",
            Continent::Africa => "africa",
            Continent::NorthAmerica => "north-america",
            Continent::SouthAmerica => "south-america",
            Continent::Oceania => "oceania",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum World {
    Past,
    Future,
}

impl World {
    /// Seed: in the past "servono numeri pari per spostarsi", in the future "numeri dispari".
    pub fn moves_on(self, face: u8) -> bool {
        (face % 2 == 0) == (self == World::Past)
    }

    /// Seed: 1 in the past, 2 in the future: "sta fermo un turno".
    pub fn skip_face(self) -> u8 {
        self.pick(1, 2)
    }

    /// Seed: 3 in the past, 4 in the future: the D4 next turn (and again on the D4).
    pub fn switch_face(self) -> u8 {
        self.pick(3, 4)
    }

    /// Seed: 5 in the past, 6 in the future: one dot only on the next moving roll.
    pub fn slow_face(self) -> u8 {
        self.pick(5, 6)
    }

    pub fn other(self) -> World {
        self.pick(World::Future, World::Past)
    }

    fn pick<T>(self, past: T, future: T) -> T {
        if self == World::Past {
            past
        } else {
            future
        }
    }
}

/// The die a player moves with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Die {
    D6,
    D4,
}

impl Die {
    pub fn sides(self) -> u8 {
        match self {
            Die::D6 => 6,
            Die::D4 => 4,
        }
    }
}

/// Why a player must sit out its next turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stop {
    /// Its own roll (1 in the past, 2 in the future, on the D6 or the D4).
    Roll,
    /// Another player's Penalty card.
    Penalty,
}

/// The three kinds of card, counted: what a player holds or has played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cards {
    pub bonus_life: u8,
    pub penalty: u8,
    pub magic_number: u8,
}

impl Cards {
    /// Seed: "3 carte da gioco 1 per tipo da 2 a 4 giocatori", "6 carte da gioco 2 per tipo da 5 a 6".
    pub fn dealt(players: usize) -> Cards {
        let each = if players >= 5 { 2 } else { 1 };
        Cards { bonus_life: each, penalty: each, magic_number: each }
    }
}

/// One player's character on its journey.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    pub continent: Continent,
    pub world: World,
    /// 0 is the continent's end (stethoscope in the past, syringe in the future), `TELEPORT` the
    /// teleport square, the dots in between.
    pub spot: u8,
    pub syringe: bool,
    /// The next moving roll is made with the D4 (a 3 in the past, a 4 in the future).
    pub d4: bool,
    /// The next moving roll moves one dot only (a 5 in the past, a 6 in the future); it does not stack.
    pub slow_step: bool,
    pub stopped: Option<Stop>,
    pub hand: Cards,
    pub played: Cards,
    /// One against one: seven misses were spared once; seven more move it back (ruling).
    #[serde(default)]
    pub second_try: bool,
}

impl Piece {
    /// Out to the teleport in the past, then in the future back to it with the syringe.
    pub fn heading_to_teleport(&self) -> bool {
        (self.world == World::Past) != self.syringe
    }

    /// On the teleport square it was heading for: its next turn is a teleport attempt.
    pub fn at_teleport(&self) -> bool {
        self.spot == TELEPORT && self.heading_to_teleport()
    }

    /// The die of its next moving roll.
    pub fn die(&self) -> Die {
        if self.d4 {
            Die::D4
        } else {
            Die::D6
        }
    }
}

/// The starting order being rolled: the lowest starts, ties re-roll among themselves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderRolls {
    /// The play order so far, first player first.
    pub settled: Vec<Seat>,
    /// Groups still to order, lowest first; the first group is rolling now.
    pub pending: Vec<Vec<Seat>>,
    /// The faces rolled so far by the first pending group, in its order.
    pub faces: Vec<u8>,
}

/// A throw waiting for the thrower's Magic Number decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Thrown {
    Move {
        die: Die,
        face: u8,
    },
    /// The last of a teleport attempt's seven throws, none of them a double.
    Teleport {
        faces: [u8; 2],
    },
}

/// What the game is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Everyone rolls 1d6 for the starting order.
    Order(OrderRolls),
    /// The current player before its roll (on the teleport square: its seven throws for a
    /// double, thrown at once): roll, or first play a Penalty card.
    Turn,
    /// The thrower holds a Magic Number card and may change the throw.
    Magic(Thrown),
    /// A skip falls on `seat`, which holds a Bonus Life card; `penalty` when another player's
    /// Penalty card caused it (the current player's turn then goes on).
    BonusLife {
        seat: Seat,
        penalty: bool,
    },
    Won {
        winner: Seat,
    },
}

/// An action, in the words of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Throw what the moment calls for: 1d6 for the order, the D6 or D4 to move, 2d6 to teleport.
    Roll,
    /// Penalty card: this player skips its next turn.
    Penalty(Seat),
    /// Keep the throw as it fell, without the Magic Number card.
    KeepRoll,
    /// Magic Number card: the die shows this value (on a teleport throw: both dice do).
    MagicNumber(u8),
    /// Bonus Life card: the skip does not happen.
    BonusLife,
    /// Take the skip and keep the Bonus Life card.
    AcceptSkip,
}

/// What happened, for the log and the screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    OrderRolled {
        seat: Seat,
        face: u8,
    },
    OrderTie {
        seats: Vec<Seat>,
    },
    OrderSettled {
        order: Vec<Seat>,
    },
    Rolled {
        seat: Seat,
        die: Die,
        face: u8,
    },
    TeleportThrown {
        seat: Seat,
        faces: [u8; 2],
        throw: u8,
    },
    MagicNumber {
        seat: Seat,
        from: u8,
        to: u8,
    },
    Moved {
        seat: Seat,
        world: World,
        from: u8,
        to: u8,
    },
    /// A 5 in the past or a 6 in the future in slow mode.
    SteppedBack {
        seat: Seat,
        world: World,
        from: u8,
        to: u8,
    },
    SlowStepNext {
        seat: Seat,
    },
    D4Next {
        seat: Seat,
    },
    BackToD6 {
        seat: Seat,
    },
    MustSkip {
        seat: Seat,
        stop: Stop,
    },
    /// Two-player game: both rolled the skip number in consecutive turns, so neither skips.
    SkipsCancelled {
        seats: [Seat; 2],
    },
    PenaltyPlayed {
        seat: Seat,
        target: Seat,
    },
    BonusLifePlayed {
        seat: Seat,
    },
    TurnSkipped {
        seat: Seat,
    },
    /// Arrived on the teleport square: it tries next turn.
    ReachedTeleport {
        seat: Seat,
        world: World,
    },
    Teleported {
        seat: Seat,
        to: World,
    },
    /// Seven throws without a double: one dot back.
    TeleportFailed {
        seat: Seat,
    },
    /// One against one, the other stopped: seven misses, but it stays and throws again next turn.
    TeleportRetry {
        seat: Seat,
    },
    SyringeTaken {
        seat: Seat,
    },
    Won {
        seat: Seat,
    },
}

/// The game's options: the players' characters and slow mode.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub players: usize,
    /// One per player, all different; `None` (or an empty list: everyone) draws from the bag
    /// what the others did not choose, with the game's seed.
    #[serde(default)]
    pub characters: Vec<Option<Continent>>,
    /// Seed "Modalità di gioco rallentata": a good roll moves one dot, a 5 / 6 one dot back.
    #[serde(default)]
    pub slow_mode: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self { players: 2, characters: vec![], slow_mode: false }
    }
}

/// A game of Epidemium.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Epidemium {
    pub(super) pieces: Vec<Piece>,
    /// The play order once rolled (empty before).
    pub(super) order: Vec<Seat>,
    /// The current player's place in `order`.
    pub(super) at: usize,
    #[serde(deserialize_with = "super::older::phase")]
    pub(super) phase: Phase,
    pub(super) slow_mode: bool,
    /// The skip number thrown by the last roll to move (seat, world), even if cancelled since:
    /// the two-player exception pairs it with the next roll.
    #[serde(default)]
    pub(super) last_skip: Option<(Seat, World)>,
    pub(super) rng: GameRng,
}

impl Epidemium {
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn order(&self) -> &[Seat] {
        &self.order
    }

    pub fn slow_mode(&self) -> bool {
        self.slow_mode
    }

    /// The player whose turn it is (seat 0 while the order is rolled).
    pub fn current(&self) -> Seat {
        self.order.get(self.at).copied().unwrap_or(0)
    }
}
