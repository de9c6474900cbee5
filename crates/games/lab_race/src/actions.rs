//! The actions of the table and the events they cause, in the game's own words.

use serde::{Deserialize, Serialize};

use super::board::Field;
use super::state::{Colour, LossReason, PieceId, WinReason};

/// One decision, or one roll of the dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// The game's own turn: the virus rolls and one virus acts by the seed's order.
    VirusRoll,
    /// A player rolls 1d6.
    Roll,
    /// Moves a piece on the board by the roll: one of the player's own, or, for a player who
    /// helps, another player's by half the roll rounded up.
    Move(PieceId),
    /// On a 6: a piece leaves home quarantine onto its exit field, masked.
    TakeOut(PieceId),
    /// On a 6: a sick piece on the board is healed.
    Heal(PieceId),
    /// On a 6: a piece on the board gets a new mask.
    GiveMask(PieceId),
    /// On a 6: a hand sanitizer goes on this field, under one of the player's pieces (on the
    /// loop or on its own bridge).
    PlaceSanitizer(Field),
    /// A player who helps does nothing with this roll, and the turn ends.
    Pass,
}

/// Which step of the seed's order chose the virus that moved, for the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum VirusRule {
    /// Step 1, "If it's possible, it'll definitely infect": the backmost virus that can land on
    /// an unmasked healthy person.
    Infects,
    /// Step 3, "the virus behind the backmost player will move": `person` is that person.
    BehindBackmostPerson { person: PieceId },
    /// Step 4, "the very first virus will move".
    First,
}

/// Why a mask wore out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MaskWear {
    /// Its wearer moved its two (or three) laps.
    Laps,
    MetVirus,
    MetSick,
}

/// Who moved: a player's piece or a virus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mover {
    Piece(PieceId),
    Virus,
}

/// What happened, for the log and the screen, in the order it happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    VirusRolled {
        face: u8,
    },
    /// 2) "If it rolls 6, if there is a virus in the focus, it will exit and will re-throw."
    VirusLeftFocus,
    VirusRollsAgain,
    /// One virus moved by the roll onto `to` (before any meeting there), chosen by `rule`.
    VirusMoved {
        from: Field,
        to: Field,
        rule: VirusRule,
    },
    /// No virus on its way (the loop and the red bridge) and no 6, or none in the focus: the
    /// virus does nothing.
    VirusPassed,
    Rolled {
        colour: Colour,
        face: u8,
    },
    /// The free-6 counter went down to `left`.
    FreeSixCounter {
        colour: Colour,
        left: u8,
    },
    /// The counter reached 0: the roll counts as a 6, and the counter is back at 3.
    FreeSix {
        colour: Colour,
    },
    /// The roll gave the player nothing to do.
    NothingToDo {
        colour: Colour,
    },
    RollsAgain {
        colour: Colour,
    },
    Passed {
        colour: Colour,
    },
    /// A piece moved by the roll onto `to` (before any meeting there).
    Moved {
        piece: PieceId,
        from: Field,
        to: Field,
    },
    TookOut {
        piece: PieceId,
        by: Colour,
    },
    Healed {
        piece: PieceId,
        by: Colour,
    },
    MaskGiven {
        piece: PieceId,
        by: Colour,
        fields: u8,
    },
    SanitizerPlaced {
        field: Field,
        by: Colour,
    },
    /// After a meeting the mover stepped on to the next free field.
    SteppedOn {
        mover: Mover,
        from: Field,
        to: Field,
    },
    WentHome {
        piece: PieceId,
    },
    FellSick {
        piece: PieceId,
    },
    MaskWornOut {
        piece: PieceId,
        why: MaskWear,
    },
    VirusBackToFocus {
        from: Field,
    },
    /// A sick unmasked piece left a new virus on the field it moved from.
    VirusLeftBehind {
        field: Field,
        by: PieceId,
    },
    SanitizerUsed {
        field: Field,
        uses_left: u8,
    },
    /// A virus entered a sanitizer field and is gone for good.
    VirusDestroyed {
        field: Field,
    },
    EnteredLab {
        mover: Mover,
    },
    HumanityLost {
        why: LossReason,
    },
    HumanityWon {
        why: WinReason,
    },
}
