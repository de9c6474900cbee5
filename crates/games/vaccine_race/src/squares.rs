//! The 0-98 track and its event squares, as printed in the seed's "Events" table.

use serde::{Deserialize, Serialize};

pub const PANDEMIC: u8 = 0;
pub const DNA_SEQUENCED: u8 = 1;
pub const GOAL: u8 = 98;
/// Where a piece that skipped the animal trials lands (ruling: "move to square 28").
pub const ANIMAL_TRIAL_SUCCESS: u8 = 28;
/// Where a piece that skipped the animal trials returns on a 1 in Phase I (seed, square 14).
pub const PHASE_ONE_SETBACK: u8 = 16;
pub const PHASE_ONE: std::ops::RangeInclusive<u8> = 29..=42;

/// The dice a piece rolls to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dice {
    OneD6,
    TwoD4,
    TwoD6,
}

impl Dice {
    /// (number of dice, sides of each)
    pub fn shape(self) -> (usize, u8) {
        match self {
            Dice::OneD6 => (1, 6),
            Dice::TwoD4 => (2, 4),
            Dice::TwoD6 => (2, 6),
        }
    }
}

/// Seed rules 4-6: blue helps, red hinders, yellow involves the other players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    Blue,
    Red,
    Yellow,
}

/// What a square does. Landing events fire when a forward move ends there; standing events
/// apply at the start of every turn of a piece standing there (ruling, "two kinds of event").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SquareEvent {
    /// Standing: roll these dice instead of 1d6.
    RollInstead(Dice),
    /// Standing: the roll moves the piece only if it is at least this.
    Gate(u8),
    /// Landing: go back to this square.
    GoBack(u8),
    /// Landing: skip next turn.
    SkipNextTurn,
    /// Landing (square 14): roll 1d6; 5 or 6 may skip the animal trials.
    AnimalTrialShortcut,
    /// Landing (66, 81, 88): every player rolls 1d6; the lowest go back by their roll.
    CompanyEvent,
}

/// A named square of the seed's table: its number, its event (none for the start, square 1
/// and the goal, whose rules are the race's own) and the seed's words for it.
#[derive(Clone, Copy, Debug)]
pub struct Square {
    pub number: u8,
    pub event: Option<SquareEvent>,
    pub title: &'static str,
    pub text: &'static str,
}

impl Square {
    pub fn colour(&self) -> Option<Colour> {
        Some(match self.event? {
            SquareEvent::RollInstead(_) | SquareEvent::AnimalTrialShortcut => Colour::Blue,
            SquareEvent::Gate(_) | SquareEvent::GoBack(_) | SquareEvent::SkipNextTurn => Colour::Red,
            SquareEvent::CompanyEvent => Colour::Yellow,
        })
    }
}

/// The named square with this number, if the seed's table has one.
pub fn square(number: u8) -> Option<&'static Square> {
    NAMED_SQUARES.iter().find(|s| s.number == number)
}

/// The event of a square, if it has one.
pub fn event_at(number: u8) -> Option<SquareEvent> {
    square(number).and_then(|s| s.event)
}

use Dice::{TwoD4, TwoD6};
use SquareEvent::*;

const FUNDING: &str = "Your experiment shows promising results. The investors injected extra funding.";
const ANTI_VAX: &str = "Anti-vaccine organizations protest in front of the lab.";
const COMPANY: &str =
    "CEOs of vaccine companies gathered to promote their vaccine. The one who loses might face some serious result.";
const PRESIDENT: &str =
    "Mr.President tested positive. More people are concerned about the progress of vaccines! This is your chance!";

const fn sq(number: u8, event: SquareEvent, title: &'static str, text: &'static str) -> Square {
    Square { number, event: Some(event), title, text }
}

const fn plain(number: u8, title: &'static str, text: &'static str) -> Square {
    Square { number, event: None, title, text }
}

/// Every square of the seed's table, in track order.
pub const NAMED_SQUARES: [Square; 36] = [
    plain(0, "Pandemic", "Scientists noticed a virus outbreak. Sequencing virus DNA: roll a 5 or 6 to go to the next square."),
    plain(1, "DNA sequenced", "Successfully sequenced virus DNA. The vaccine development begins."),
    sq(10, GoBack(4), "Verification Failed", "Failed to verify the vaccine strain."),
    sq(14, AnimalTrialShortcut, "First vaccine!", "You produced the first vaccine! Vaccine companies might sometimes skip the animal trial if there are volunteers willing to take the risk."),
    sq(15, Gate(4), "Lab rat shortage!", "Due to lockdown, the market is in lack of experimental animal supply! Roll a 4-6 to secure experimental animals."),
    sq(18, RollInstead(TwoD4), "Extra Funding", FUNDING),
    sq(19, SkipNextTurn, "Animal Lives Matter!", "The Animal Protection Organization is protesting in front of the lab!"),
    sq(21, RollInstead(TwoD4), "Extra Funding", FUNDING),
    sq(25, SkipNextTurn, "Oh, no! Lab rats", "Some lab rats died due to unknown reasons. It takes you one turn to figure out the cause is not a vaccine."),
    sq(28, RollInstead(TwoD4), "Animal trial success!", "The animal trials are done."),
    sq(29, RollInstead(TwoD4), "Thank you, volunteers!", "There are so many volunteers registered for the trial, making the progress way faster than expected."),
    sq(33, RollInstead(TwoD4), "Extra Funding", FUNDING),
    sq(37, GoBack(29), "Phase I failed", "Phase I failed."),
    sq(39, SkipNextTurn, "Anti-Vaccine Movement", ANTI_VAX),
    sq(42, RollInstead(TwoD4), "Phase I trial concludes", "Phase I trial concludes."),
    sq(43, SkipNextTurn, "Too many volunteers!", "There are too many volunteers registered for the trial. Your computer system crashed. Need one turn to repair."),
    sq(47, RollInstead(TwoD4), "Extra Funding", FUNDING),
    sq(50, GoBack(44), "Phase II major fail", "Volunteers died and others reported adverse reactions."),
    sq(54, SkipNextTurn, "Anti-Vaccine Movement", ANTI_VAX),
    sq(56, RollInstead(TwoD6), "Mr.President", PRESIDENT),
    sq(57, RollInstead(TwoD6), "Mr.President", PRESIDENT),
    sq(60, GoBack(51), "Phase II minor fail", "Volunteers reported adverse reactions."),
    sq(63, RollInstead(TwoD4), "Extra Funding", FUNDING),
    sq(66, CompanyEvent, "Vaccine Company Event", COMPANY),
    sq(70, RollInstead(TwoD4), "Phase II trials conclude", "Phase II trials conclude."),
    sq(74, SkipNextTurn, "Anti-Vaccine Movement", ANTI_VAX),
    sq(77, RollInstead(TwoD4), "Extra Funding", FUNDING),
    sq(78, GoBack(70), "Phase III major fail", "Volunteers died and others reported adverse reactions."),
    sq(81, CompanyEvent, "Vaccine Company Event", COMPANY),
    sq(83, Gate(5), "Unknown disease!", "A volunteer developed some severe reactions. Investigation needed."),
    sq(86, GoBack(77), "Phase III minor fail", "Volunteers reported adverse reactions."),
    sq(88, CompanyEvent, "Vaccine Company Event", COMPANY),
    sq(90, SkipNextTurn, "Anti-Vaccine Movement", ANTI_VAX),
    sq(94, GoBack(77), "Phase III minor fail", "Volunteers reported adverse reactions."),
    sq(97, SkipNextTurn, "Anti-Vaccine Movement", ANTI_VAX),
    plain(98, "Vaccine Produced!", "Your vaccine passed all clinic trials and moved to manufacturing. You saved the world!"),
];
