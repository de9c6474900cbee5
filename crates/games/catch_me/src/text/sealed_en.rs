//! A sealed game's words in English.

use super::en::En;
use super::SealedText;
use text::count;

impl SealedText for En {
    fn key_not_committed(&self) -> &'static str {
        "The virus's key is not the one it promised at the start."
    }
    fn no_dice_value(&self) -> &'static str {
        "The hero's part of the virus's dice is missing."
    }
    fn hidden_changed(&self, hidden: usize) -> String {
        format!("The virus's hidden move {hidden} was changed after it was sealed.")
    }
    fn hidden_illegal(&self, hidden: usize) -> String {
        format!("The virus's hidden move {hidden} is not a legal move with the dice it rolled.")
    }
    fn hidden_roll(&self, hidden: usize) -> String {
        format!("The virus's roll in its hidden move {hidden} is not what its dice rolled.")
    }
    fn hidden_shown(&self, hidden: usize) -> String {
        format!("What the hero was shown of the virus's hidden move {hidden} does not match its sealed move.")
    }
    fn hidden_after(&self, hidden: usize) -> String {
        format!("The virus's hidden move {hidden} does not match its sealed move: the board after it is not the same.")
    }
    fn hero_move(&self, hero: usize) -> String {
        format!("The hero's move {hero} does not fit where the virus really was.")
    }
    fn uncaught(&self, hero: usize) -> String {
        format!("The virus caught the hero on the hero's move {hero}, but the game went on.")
    }
    fn end_differs(&self) -> &'static str {
        "The game did not end where its moves end it."
    }
    fn caught_elsewhere(&self, hidden: usize) -> String {
        format!("The virus's hidden move {hidden} says it caught the hero on a square the hero was not on.")
    }
    fn path_unseen(&self, hidden: usize) -> String {
        format!("The virus's path revealed in its hidden move {hidden} does not pass where the hero saw the virus.")
    }
    fn dice_not_mixed(&self, run: usize) -> String {
        format!("The virus's device's value for the hero's dice of the hero's turn {run} is not the one its secret fixed at the start.")
    }
    fn dice_of_old(&self) -> &'static str {
        "This game was begun by an earlier version of the app, under its old rules: the hero's dice come from the game's seed, which the virus's device chose, not from both devices."
    }
    fn unfair(&self, name: &str) -> String {
        format!("The virus's device ({name}) did not play fair")
    }
    fn all_checked(&self) -> &'static str {
        "Every hidden move and roll of the virus has been checked: all fair."
    }
    fn no_result_yet(&self) -> &'static str {
        "No result yet"
    }
    fn waits_for_the_key(&self) -> &'static str {
        "The result waits for the virus's device to reveal its secret: no one has won yet."
    }
    fn forged_end(&self) -> &'static str {
        "Forged end: no result"
    }
    fn moves_dropped(&self, moves: usize) -> String {
        match moves {
            1 => "The hidden virus caught the hero: the hero's last move did not happen.".into(),
            _ => format!(
                "The hidden virus caught the hero: the hero's last {} did not happen.",
                count(moves, "move", "moves")
            ),
        }
    }
}
