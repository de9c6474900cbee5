//! What is on the table: the pieces, whose turn it is and what they are about to do.

use serde::{Deserialize, Serialize};

use super::squares::Dice;
use engine::rng::GameRng;
use engine::Seat;

/// The game's options: only the number of companies racing (ruling: 2 to 6).
pub type Options = engine::PlayerCount;

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 6;

/// One company's piece on the track.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    pub square: u8,
    /// Landed on a "skip next turn" square; cleared when the turn is skipped.
    pub skip_next_turn: bool,
    /// Took square 14's shortcut: a 1 rolled in Phase I sends it back to 16 (once).
    pub skipped_animal_trials: bool,
}

/// What the game is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The current player rolls to move.
    Move,
    /// The current player has landed on 14 and rolls 1d6 for the shortcut.
    AnimalTrialRoll,
    /// The current player rolled 5 or 6 on 14 and chooses whether to skip the animal trials.
    AnimalTrialChoice,
    /// A company event on `square`: every player rolls 1d6 in seat order from the lander.
    CompanyRollOff { square: u8, rolls: Vec<Option<u8>> },
    /// Someone reached the goal.
    Won { winner: Seat },
}

/// An action, in the words of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Throw the dice this moment calls for.
    Roll,
    /// On 14 after a 5 or 6: go straight to 28.
    SkipAnimalTrials,
    /// On 14 after a 5 or 6: stay and do the animal trials.
    DoAnimalTrials,
}

/// Why the dice were thrown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RollFor {
    Sequencing,
    Moving,
    AnimalTrialShortcut,
    CompanyEvent,
}

/// What happened, for the log and the screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Rolled {
        seat: Seat,
        dice: Dice,
        faces: Vec<u8>,
        roll_for: RollFor,
    },
    Moved {
        seat: Seat,
        from: u8,
        to: u8,
    },
    /// The roll was too low to leave a gate (or to sequence the DNA on square 0).
    Held {
        seat: Seat,
        square: u8,
        needed: u8,
    },
    SentBack {
        seat: Seat,
        from: u8,
        to: u8,
    },
    MustSkipNextTurn {
        seat: Seat,
        square: u8,
    },
    TurnSkipped {
        seat: Seat,
    },
    ShortcutOffered {
        seat: Seat,
    },
    AnimalTrialsSkipped {
        seat: Seat,
    },
    AnimalTrialsKept {
        seat: Seat,
    },
    /// A 1 in Phase I after skipping the animal trials.
    PhaseOneSetback {
        seat: Seat,
        from: u8,
    },
    CompanyEventLost {
        seats: Vec<Seat>,
        lowest: u8,
    },
    Won {
        seat: Seat,
    },
}

/// A game of Vaccine Race.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VaccineRace {
    pub(super) pieces: Vec<Piece>,
    pub(super) current: Seat,
    pub(super) phase: Phase,
    pub(super) rng: GameRng,
}

impl VaccineRace {
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    pub fn current(&self) -> Seat {
        self.current
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }
}
