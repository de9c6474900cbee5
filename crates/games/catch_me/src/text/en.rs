//! Catch Me If You Can in English: the seed's own words.

use super::CatchMeText;
use crate::board::Kind;
use crate::state::{Mode, Side};
use text::count;
use text::RulesText;

pub struct En;

impl CatchMeText for En {
    fn blurb(&self) -> &'static str {
        "The hero runs for the safe zone; the virus gives chase, in sight or hidden. For two."
    }
    fn mode_words(&self, mode: Option<Mode>) -> (&'static str, &'static str) {
        match mode {
            None => ("Mode: three levels", "How much the hero sees of the virus, from easy to hardest."),
            Some(Mode::Normal) => ("Level 1, Normal", "The virus is always in sight."),
            Some(Mode::Quarantine) => ("Level 2, Quarantine", "The virus moves hidden; it is shown every second move."),
            Some(Mode::Pandemic) => ("Level 3, Pandemic", "The virus is never shown until the end."),
        }
    }
    fn role(&self, side: Side) -> &'static str {
        match side {
            Side::Hero => "Hero",
            Side::Virus => "Virus",
        }
    }
    fn the(&self, side: Side) -> &'static str {
        match side {
            Side::Hero => "the hero",
            Side::Virus => "the virus",
        }
    }
    fn kind(&self, kind: Kind) -> &'static str {
        match kind {
            Kind::Plain => "plain square",
            Kind::Red => "red square",
            Kind::Green => "green square",
            Kind::RollAgain => "purple square, Roll Again!",
            Kind::Portal { .. } => "portal",
            Kind::SafeZone => "safe zone",
        }
    }
    fn portal_to(&self, number: usize, twin: &str) -> String {
        format!("portal {number} to {twin}")
    }
    fn kind_effect(&self, kind: Kind) -> &'static str {
        match kind {
            Kind::Plain => "No effect.",
            Kind::Red => "Hero: passing through costs 1 step. Virus: ending here gives 1 more step.",
            Kind::Green => "Hero: ending here gives 1 more step. Virus: passing through costs 1 step.",
            Kind::RollAgain => "Ending here on your own roll: roll again.",
            Kind::Portal { .. } => "Stepping to the portal with the same number is 1 step.",
            Kind::SafeZone => "The hero wins on entering it. The virus may not enter.",
        }
    }
    fn kind_picture(&self, kind: Kind) -> &'static str {
        match kind {
            Kind::Plain => "(a city block with a roof)",
            Kind::Red => "(a crowded street: red stripes, a warning sign)",
            Kind::Green => "(an open park: green dots, trees)",
            Kind::RollAgain => "(a roundabout: a circling arrow)",
            Kind::Portal { .. } => "(a metro entrance with its number)",
            Kind::SafeZone => "(the hospital: a big cross on its roof)",
        }
    }
    fn board_name(&self, width: u8, height: u8) -> String {
        format!("The board, {width} by {height} squares")
    }
    fn piece_here(&self, side: Side) -> String {
        format!("{} here", self.role(side))
    }
    fn seen_here(&self, moves_ago: usize) -> String {
        format!("virus seen here {} ago", count(moves_ago, "move", "moves"))
    }
    fn seen_ago(&self, moves_ago: usize) -> String {
        format!("{} ago", count(moves_ago, "move", "moves"))
    }
    fn next_step(&self) -> &'static str {
        "you can step here"
    }
    fn can_end_here(&self, steps: usize) -> String {
        format!("the move can end here, {} away", count(steps, "step", "steps"))
    }
    fn this_move(&self) -> &'static str {
        "already entered this turn"
    }
    fn virus_path_step(&self, step: usize) -> String {
        format!("virus path, step {step}")
    }
    fn dice_mixed(&self) -> &'static str {
        "Mix the hero's dice from both devices"
    }
    fn roll(&self) -> &'static str {
        "Roll the die"
    }
    fn step_to(&self, square: &str) -> String {
        format!("Step to {square}")
    }
    fn prompt_roll(&self, side: Side) -> String {
        format!("roll the die for {}", self.the(side))
    }
    fn prompt_move(&self, side: Side, left: u8) -> String {
        format!("move {}, {} left", self.the(side), count(left.into(), "step", "steps"))
    }
    fn prompt_unseen(&self) -> &'static str {
        "the virus moves out of sight"
    }
    fn prompt_over(&self, winner: Side) -> String {
        format!("the game is over: {} wins", self.the(winner))
    }
    fn steps_left(&self, left: u8) -> String {
        format!("{} left", count(left.into(), "step", "steps"))
    }
    fn moving(&self, side: Side) -> String {
        format!("{} moves", self.role(side))
    }
    fn die_face(&self, roller: Side, face: Option<u8>) -> String {
        match face {
            Some(face) => format!("{} rolled {face}", self.role(roller)),
            None => format!("{} rolled, hidden", self.role(roller)),
        }
    }
    fn out_of_sight(&self) -> &'static str {
        "out of sight"
    }
    fn legend(&self) -> &'static str {
        "The squares"
    }
    fn on(&self, square: &str) -> String {
        format!("on {square}")
    }
    fn last_seen(&self, square: &str, moves_ago: usize) -> String {
        format!("last seen on {square}, {} ago", count(moves_ago, "move", "moves"))
    }
    fn rolled(&self, side: Side, face: Option<u8>) -> String {
        match face {
            Some(face) => format!("{} rolled {face}", self.role(side)),
            None => format!("{} rolled the die out of sight", self.role(side)),
        }
    }
    fn moves(&self, mover: Side, steps: Option<u8>) -> String {
        match steps {
            Some(steps) => format!("{} moves {}", self.the(mover), count(steps.into(), "step", "steps")),
            None => format!("{} moves out of sight", self.the(mover)),
        }
    }
    fn stepped(&self, mover: Side, from: &str, to: &str, portal: bool, left: u8) -> String {
        let how = if portal { "takes the portal" } else { "steps" };
        match left {
            0 => format!("{} {how} {from} → {to}", self.role(mover)),
            _ => format!("{} {how} {from} → {to}, {}", self.role(mover), self.steps_left(left)),
        }
    }
    fn blocked(&self, mover: Side, at: &str, unused: u8) -> String {
        format!("{} can go no further than {at}: {} unused", self.role(mover), count(unused.into(), "step", "steps"))
    }
    fn rolls_again(&self, side: Side) -> String {
        format!("Roll Again! {} rolls again", self.role(side))
    }
    fn rolled_again_unseen(&self, face: u8) -> String {
        match face {
            1..=3 => format!("Virus rolled {face} out of sight: it moves on"),
            _ => format!("Virus rolled {face} out of sight: only 1, 2 or 3 counts in hiding, so no move"),
        }
    }
    fn virus_shown(&self, at: &str) -> String {
        format!("The virus is seen on {at}")
    }
    fn hero_safe(&self, at: &str) -> String {
        format!("The hero reaches the safe zone on {at}!")
    }
    fn hero_caught(&self, at: &str) -> String {
        format!("The virus catches the hero on {at}!")
    }
    fn virus_path(&self, path: &str) -> String {
        format!("The virus's whole path: {path}")
    }
    fn outcome(&self, winner: Side, name: &str) -> String {
        match winner {
            Side::Hero => format!("The hero ({name}) reaches the safe zone and wins!"),
            Side::Virus => format!("The virus ({name}) catches the hero and wins!"),
        }
    }
    fn the_modes(&self) -> &'static str {
        "Three levels. Level 1, Normal: everything is in sight. Level 2, Quarantine (hard): the virus's moves are hidden, and so are its rolls of 1, 2 or 3 (a 4, 5 or 6 moves the hero, so it is shown); the board shows the virus where it is after every second virus move. Level 3, Pandemic (insane): the virus is never shown until the game ends. Two people on one tablet hand it over behind a cover screen; at the end the virus's whole path is shown."
    }
    fn the_squares(&self) -> &'static str {
        "The squares"
    }
}

impl RulesText for En {
    fn title(&self) -> &'static str {
        "Catch Me If You Can"
    }
    fn rules_intro(&self) -> &'static str {
        "A game for two by Arvindh Sundar (Put The Player First, CC BY-NC-SA 4.0): the hero must reach the safe zone without getting caught by the virus. A game lasts 2 to 5 minutes."
    }
    fn how_to_play(&self) -> &'static str {
        "How to play"
    }
    fn how_to_play_steps(&self) -> &'static [&'static str] {
        &[
            "The hero starts in the corner A1, the virus near the centre. The hero rolls first, then turns alternate.",
            "On your turn, roll the die. 1, 2 or 3: you move that many squares. 4, 5 or 6: your opponent moves the roll minus 3 (1, 2 or 3 squares).",
            "Move up, down, left or right, never diagonally, and never onto a square twice in one turn (a Roll Again goes on with the same turn). Tap the squares one by one, or tap the square where you want to stop.",
            "Red and green squares change how far you go (see the squares below). Stepping from a portal to its twin is one step. Ending your own move on a purple square: roll again.",
            "While everyone can see the virus (always in Normal; at the start; in Quarantine from when it is shown until it moves again) the hero may not enter or pass its square. Where it is hidden, a hero who steps onto it is caught. The virus catches the hero by reaching the hero's square at any step.",
            "The hero wins on reaching the safe zone; the virus wins by catching the hero.",
        ]
    }
    fn rulings(&self) -> &'static str {
        "How this app plays the unclear cases"
    }
    fn rulings_list(&self) -> &'static [&'static str] {
        &[
            "The printed board is not in the rules: this app draws its own, 10 by 10, with 6 red, 6 green, 4 purple squares and 2 pairs of portals, laid out so that with both sides played at their best the hero wins about half the games, and a game lasts: most give the hero 8 turns or more, and no portal takes the hero near the safe zone. A game begun on the app's first board goes on on that board.",
            "A move that cannot use all its steps goes as far as it can; a move that can use them all must.",
            "\"No square twice in a turn\" is the whole turn: a Roll Again goes on with the same turn, so its move may not cross the squares the turn entered before.",
            "Undo never shows you what you could not see at that moment, and never goes back past a moment the hidden virus was shown to you (Quarantine's showing, the end of the game): after a hidden game ends, the hero cannot undo.",
            "A hidden virus move takes the same time on the screen, and leaves the same marks in the log and the saved games, whatever its length.",
            "A red square (green for the virus) takes its step off when it is entered with steps still left; with one step to go, the mover stops on it. A green square (red for the virus) ending the move gives one more step, taken if it can be.",
            "The virus may not enter the safe zone. Reaching the safe zone, or the hero's square, ends the move at once.",
            "Where the virus is hidden the hero's moves never depend on it, so they cannot give it away: a hero who steps onto the hidden virus is caught. Where its square is public the hero's moves keep off it.",
            "In Quarantine every virus move counts towards the second one, on either side's roll.",
            "The hero sees the virus roll, but not the face when it moves the virus; a 4, 5 or 6 moves the hero and is shown, and so are the steps of a virus move on the hero's roll.",
            "A hidden virus that ends its own move on purple rolls again out of sight, so the hero sees the same whatever it rolled: 1, 2 or 3 and the same move goes on (one move, for Quarantine's count); 4, 5 or 6 would move the hero in everyone's sight, so in hiding it is lost. Games begun by an earlier version keep their old roll again, in sight.",
            "Tapping the square where the move should stop takes the shortest legal way there (fewest steps).",
            "In Normal mode nothing is hidden, so two people share the screen without a cover.",
            "Quarantine and Pandemic on two devices are set up on the virus's device. It keeps a secret key and promises it (a hash) before the hero moves; the virus's dice come from the key and a value the hero's device adds after the promise, so neither side picks them. The virus's hidden moves travel locked under the key, and what the rules show travels in clear. The hero's device never holds where the hidden virus is. At the end the key is sent, and the hero's device checks every hidden move and roll and says whether all was fair.",
            "On two devices, a hero's step onto the hidden virus is decided by the virus's device: the hero's moves after it did not happen, and the hero's device says so.",
            "On two devices, the hero's device names no winner until the virus's device has sent its key and every hidden move and roll has checked; until then the game stays in progress. An end that fails the check, or contradicts what the hero saw (a catch on another square, a path missing where the virus was shown), is forged by the virus's device and counts for no one.",
            "On two devices, the hero's dice are mixed for each turn of the hero's from a value of each device, each promised before the other's is known: the hero's device sends the head of a chain of values before it sees any of the virus's, and the virus's values come from its promised key, one turn at a time. Neither device picks a roll or knows it before the other's value comes, and the virus's own rolls also wait for the hero's value of the turn before. A Roll Again! within one turn uses that turn's dice. Games begun by an earlier version keep their old dice, and say so at the end.",
        ]
    }
}
