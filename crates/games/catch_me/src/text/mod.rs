//! Every word Catch Me If You Can shows, once per language (en.rs, it.rs): the compiler refuses
//! a language that misses a message. The rules engine holds none of them.

mod card;
mod en;
mod it;
mod lesson_en;
mod lesson_it;
mod sealed_en;
mod sealed_it;
mod words;

use super::board::{Board, Kind, Square};
use super::lesson::Rule;
use super::state::{Mode, Side};
use engine::Goal;
use lang::Lang;
use text::RulesText;

pub fn text(lang: Lang) -> &'static dyn CatchMeText {
    match lang {
        Lang::En => &en::En,
        Lang::It => &it::It,
    }
}

/// A square's name on the board's edges, the same in both languages: its column's letter
/// (A at the left) and its row's number (1 at the bottom, the hero's side), as on a chessboard.
pub fn coordinates(board: &Board, square: Square) -> String {
    let (row, column) = board.place(square);
    format!("{}{}", char::from(b'A' + column), board.height - row)
}

pub trait CatchMeText: RulesText + Sync {
    fn blurb(&self) -> &'static str;
    /// The mode option's name and description (`None`), or a mode's.
    fn mode_words(&self, mode: Option<Mode>) -> (&'static str, &'static str);
    /// "Hero", "Virus": the seats' parts, capitalised as in a list.
    fn role(&self, side: Side) -> &'static str;
    /// "the hero", "the virus": in the middle of a sentence.
    fn the(&self, side: Side) -> &'static str;
    /// A kind of square, for its accessible name and the legend.
    fn kind(&self, kind: Kind) -> &'static str;
    /// A portal, in its accessible name: "portal 2 to B2" (the number it shows).
    fn portal_to(&self, number: usize, twin: &str) -> String;
    /// What a kind of square does, for the legend and the rules page.
    fn kind_effect(&self, kind: Kind) -> &'static str;
    /// What the board draws for a kind of square, and the pattern or sign that tells it apart
    /// without its colour, for the legend.
    fn kind_picture(&self, kind: Kind) -> &'static str;
    fn board_name(&self, width: u8, height: u8) -> String;
    // Marks on a square, in its accessible name.
    fn piece_here(&self, side: Side) -> String;
    fn seen_here(&self, moves_ago: usize) -> String;
    /// The short words under the virus where it was last seen ("2 moves ago").
    fn seen_ago(&self, moves_ago: usize) -> String;
    fn next_step(&self) -> &'static str;
    fn can_end_here(&self, steps: usize) -> String;
    fn this_move(&self) -> &'static str;
    fn virus_path_step(&self, step: usize) -> String;
    // Actions, prompts and the die.
    fn roll(&self) -> &'static str;
    /// A sealed game's hero's dice, mixed from both devices' values (R19).
    fn dice_mixed(&self) -> &'static str;
    fn step_to(&self, square: &str) -> String;
    fn prompt_roll(&self, side: Side) -> String;
    fn prompt_move(&self, side: Side, left: u8) -> String;
    fn prompt_unseen(&self) -> &'static str;
    fn prompt_over(&self, winner: Side) -> String;
    fn steps_left(&self, left: u8) -> String;
    fn moving(&self, side: Side) -> String;
    fn die_face(&self, roller: Side, face: Option<u8>) -> String;
    fn out_of_sight(&self) -> &'static str;
    fn legend(&self) -> &'static str;
    // The players panel.
    fn on(&self, square: &str) -> String;
    fn last_seen(&self, square: &str, moves_ago: usize) -> String;
    // The log.
    fn rolled(&self, side: Side, face: Option<u8>) -> String;
    fn moves(&self, mover: Side, steps: Option<u8>) -> String;
    fn stepped(&self, mover: Side, from: &str, to: &str, portal: bool, left: u8) -> String;
    fn blocked(&self, mover: Side, at: &str, unused: u8) -> String;
    fn rolls_again(&self, side: Side) -> String;
    /// The hidden virus's roll again, told to the virus alone: 1-3 moves it on, 4-6 is lost.
    fn rolled_again_unseen(&self, face: u8) -> String;
    fn virus_shown(&self, at: &str) -> String;
    fn hero_safe(&self, at: &str) -> String;
    fn hero_caught(&self, at: &str) -> String;
    fn virus_path(&self, path: &str) -> String;
    /// The end in the game's words, with the winner's name.
    fn outcome(&self, winner: Side, name: &str) -> String;
    // The rules page.
    fn the_modes(&self) -> &'static str;
    fn the_squares(&self) -> &'static str;
}

/// The guided game's words: the coach's, the goal card's and the glossary's.
pub fn lesson_text(lang: Lang) -> &'static dyn LessonText {
    match lang {
        Lang::En => &en::En,
        Lang::It => &it::It,
    }
}

pub trait LessonText: Sync {
    /// A rule's name on the rules page, and one sentence on what just happened and why.
    fn rule(&self, rule: Rule) -> (&'static str, &'static str);
    fn goal(&self) -> Goal;
    /// The game's words a newcomer meets, each with a one-line meaning.
    fn glossary(&self) -> &'static [(&'static str, &'static str)];
    /// Why the lesson's choice number `choice` is good, or what any other answer costs.
    fn verdict(&self, choice: usize, good: bool) -> &'static str;
}

/// The words of a game sealed across two devices (`seal/`): what the hero's
/// device says when the virus's device did not play fair, and when the hidden virus caught
/// the hero before moves the hero's device had played.
pub fn sealed_text(lang: Lang) -> &'static dyn SealedText {
    match lang {
        Lang::En => &en::En,
        Lang::It => &it::It,
    }
}

/// Hidden moves are counted from 1 as the log shows them; the hero's moves too.
pub trait SealedText: Sync {
    fn key_not_committed(&self) -> &'static str;
    fn no_dice_value(&self) -> &'static str;
    fn hidden_changed(&self, hidden: usize) -> String;
    fn hidden_illegal(&self, hidden: usize) -> String;
    fn hidden_roll(&self, hidden: usize) -> String;
    fn hidden_shown(&self, hidden: usize) -> String;
    fn hidden_after(&self, hidden: usize) -> String;
    fn hero_move(&self, hero: usize) -> String;
    fn uncaught(&self, hero: usize) -> String;
    fn end_differs(&self) -> &'static str;
    fn caught_elsewhere(&self, hidden: usize) -> String;
    fn path_unseen(&self, hidden: usize) -> String;
    /// The hero's dice of its `run`th turn on its device not mixed as committed (R19).
    fn dice_not_mixed(&self, run: usize) -> String;
    /// A sealed game begun by an earlier build, whose dice keep their old rules (R19).
    fn dice_of_old(&self) -> &'static str;
    /// The heading over what does not hold, and the word that everything does.
    /// The virus's device, played by `name`, as the one that did not play fair: a forged end is
    /// "shown as forged by the virus's device, with what was changed" (R18).
    fn unfair(&self, name: &str) -> String;
    fn all_checked(&self) -> &'static str;
    /// Said instead of the result while the virus's key has not come, and why (R18).
    fn no_result_yet(&self) -> &'static str;
    fn waits_for_the_key(&self) -> &'static str;
    /// Said instead of the result when the check with the key failed.
    fn forged_end(&self) -> &'static str;
    /// The hero's moves after the hidden virus caught the hero did not happen.
    fn moves_dropped(&self, moves: usize) -> String;
}

#[cfg(test)]
mod tests;
