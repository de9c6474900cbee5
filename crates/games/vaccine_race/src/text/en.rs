//! Vaccine Race in English: the seed's own words.

use super::VaccineRaceText;
use crate::squares::{square, Dice, SquareEvent};
use lang::Lang;
use text::list;
use text::RulesText;

pub struct En;

impl VaccineRaceText for En {
    fn blurb(&self) -> &'static str {
        "Race your vaccine company from the first outbreak through the trials to square 98."
    }
    fn square_words(&self, number: u8) -> Option<(&'static str, &'static str)> {
        square(number).map(|s| (s.title, s.text))
    }
    fn square(&self, number: u8) -> String {
        format!("Square {number}")
    }
    fn plain_square(&self) -> &'static str {
        "A plain square: no event."
    }
    fn start_label(&self) -> &'static str {
        "start"
    }
    fn goal_label(&self) -> &'static str {
        "GOAL"
    }
    fn event_label(&self, event: SquareEvent) -> String {
        match event {
            SquareEvent::RollInstead(dice) => dice.label().into(),
            SquareEvent::Gate(needed) => format!("{needed}-6"),
            SquareEvent::GoBack(to) => format!("to {to}"),
            SquareEvent::SkipNextTurn => "skip".into(),
            SquareEvent::AnimalTrialShortcut => "5-6?".into(),
            SquareEvent::CompanyEvent => "roll-off".into(),
        }
    }
    fn event_effect(&self, event: SquareEvent) -> String {
        match event {
            SquareEvent::RollInstead(dice) => format!("Standing here, roll {} to advance.", dice.label()),
            SquareEvent::Gate(needed) => format!("Standing here, you advance only on a roll of {needed} or more."),
            SquareEvent::GoBack(to) => format!("Go back to square {to}."),
            SquareEvent::SkipNextTurn => "Skip next turn.".into(),
            SquareEvent::AnimalTrialShortcut => "Roll 1d6: on 5 or 6 you may skip the animal trials (to 28).".into(),
            SquareEvent::CompanyEvent => "Every player rolls 1d6; the lowest roll X goes back X squares.".into(),
        }
    }
    fn track(&self) -> &'static str {
        "The Vaccine Race track, squares 0 to 98"
    }
    fn here(&self, names: &str) -> String {
        format!("here: {names}")
    }
    fn must_skip_mark(&self) -> &'static str {
        "skips the next turn"
    }
    fn roll(&self, dice: Dice) -> String {
        format!("Roll {}", dice.label())
    }
    fn skip_animal_trials(&self) -> &'static str {
        "Skip the animal trials (go to 28)"
    }
    fn do_animal_trials(&self) -> &'static str {
        "Do the animal trials"
    }
    fn prompt_sequencing(&self) -> &'static str {
        "roll 1d6 to sequence the virus DNA (5 or 6 moves to square 1)"
    }
    fn prompt_gate(&self, needed: u8) -> String {
        format!("roll 1d6: only {needed} or more moves you on")
    }
    fn prompt_move(&self, dice: Dice) -> String {
        format!("roll {} to move", dice.label())
    }
    fn prompt_shortcut_roll(&self) -> &'static str {
        "roll 1d6: a 5 or 6 lets you skip the animal trials"
    }
    fn prompt_shortcut_choice(&self) -> &'static str {
        "skip the animal trials and jump to 28? (a 1 in Phase I sends you back to 16)"
    }
    fn prompt_company(&self, square: u8) -> String {
        format!("company event on {square}: roll 1d6, the lowest go back")
    }
    fn prompt_produced(&self) -> &'static str {
        "the vaccine is produced"
    }
    fn die(&self, sides: u8, face: u8) -> String {
        format!("d{sides} showing {face}")
    }
    fn threw(&self, who: &str, dice: Dice, total: u8) -> String {
        format!("{who}: {} = {total}", dice.label())
    }
    fn rolled(&self, who: &str, dice: Dice, total: u8) -> String {
        format!("{who} rolled {} = {total}", dice.label())
    }
    fn and_moved(&self, roll: &str, from: u8, to: &str) -> String {
        format!("{roll} and moved {from} → {to}")
    }
    fn moved(&self, who: &str, from: u8, to: &str) -> String {
        format!("{who} moved {from} → {to}")
    }
    fn not_sequenced(&self, roll: &str) -> String {
        format!("{roll}: the DNA is not sequenced yet (needs 5 or 6)")
    }
    fn held(&self, roll: &str, square: &str, needed: u8) -> String {
        format!("{roll}: needs {needed} or more to leave {square}")
    }
    fn for_shortcut(&self, roll: &str) -> String {
        format!("{roll} for the animal-trial shortcut")
    }
    fn in_company_event(&self, roll: &str) -> String {
        format!("{roll} in the company event")
    }
    fn sent_back(&self, who: &str, from: u8, to: u8) -> String {
        format!("{who} goes back {from} → {to}")
    }
    fn square_called(&self, number: u8, title: Option<&str>) -> String {
        match title {
            Some(title) => format!("square {number}, {title}"),
            None => format!("square {number}"),
        }
    }
    fn must_skip(&self, who: &str, square: &str) -> String {
        format!("{who} must skip the next turn ({square})")
    }
    fn skips_turn(&self, who: &str) -> String {
        format!("{who} skips this turn")
    }
    fn shortcut_offered(&self, who: &str) -> String {
        format!("{who} may skip the animal trials")
    }
    fn trials_skipped(&self, who: &str) -> String {
        format!("{who} skips the animal trials")
    }
    fn trials_kept(&self, who: &str) -> String {
        format!("{who} does the animal trials")
    }
    fn phase_one_setback(&self, who: &str, from: u8) -> String {
        format!("{who} rolled a 1 in Phase I after skipping the animal trials: {from} → 16")
    }
    fn company_lost(&self, who: &[String], lowest: u8) -> String {
        let verb = if who.len() == 1 { "goes" } else { "go" };
        format!("Lowest roll {lowest}: {} {verb} back {lowest}", list(who, Lang::En))
    }
    fn won(&self, who: &str) -> String {
        format!("{who} produced the vaccine and wins!")
    }
    fn the_squares(&self) -> &'static str {
        "The squares"
    }
    fn squares_heads(&self) -> [&'static str; 4] {
        ["Square", "Event", "Story", "What happens"]
    }
    fn board_key(&self) -> &'static [&'static str] {
        &[
            "A plain square: nothing happens",
            "Blue square, solid rim: it helps, as its picture tells (coin: extra funding, test tube: the trials go well, star: Mr.President, syringe: the first vaccine); tap any square to read it",
            "Red square, dashed rim: it hinders (padlock: roll high to go on, arrow: slide back along the red slide to where it ends, rat, sign or broken computer: a turn missed)",
            "Yellow square, dotted rim, people: a company event that involves the other players",
            "The start, a city in lockdown under the virus (0), and the goal, the lab with the vaccine (98)",
            "A player's pawn, with its own shape and number; zz: skips the next turn",
        ]
    }
}

impl RulesText for En {
    fn title(&self) -> &'static str {
        "Vaccine Race"
    }
    fn rules_intro(&self) -> &'static str {
        "Each player is a vaccine company racing the virus and each other. The first to reach the GOAL (square 98) wins."
    }
    fn how_to_play(&self) -> &'static str {
        "How to play"
    }
    fn how_to_play_steps(&self) -> &'static [&'static str] {
        &[
            "Every piece starts on PANDEMIC (square 0). There you roll 1d6: a 5 or 6 sequences the virus DNA and moves you to square 1; anything else ends your turn.",
            "On your turn you press Roll (or the dice on the board) and move forward exactly the number rolled, normally with one six-sided die (1d6).",
            "Blue squares help, red squares hinder, yellow squares involve every player.",
            "Several pieces may share a square. You do not need an exact roll to reach 98.",
        ]
    }
    fn rulings(&self) -> &'static str {
        "How this app plays the unclear cases"
    }
    fn rulings_list(&self) -> &'static [&'static str] {
        &[
            "2 to 6 players, each in the colour chosen at setup; every piece also shows its player's number.",
            "A move that would pass 98 stops on 98 and wins at once; the game ends there.",
            "Landing events fire when a forward move ends on the square: go back, skip next turn, square 14 and the company events (66, 81, 88). A square reached by going back fires nothing.",
            "Standing events apply at the start of every turn of a piece on the square, however it got there: 2d4 on 18, 21, 28, 29, 33, 42, 47, 63, 70, 77; 2d6 on 56 and 57; on 15 the roll moves you only on 4-6, on 83 only on 5-6.",
            "Square 14: on landing you roll 1d6 at once; on 5 or 6 you may skip the animal trials and move to 28. If you skipped and later roll a 1 while on squares 29-42 (Phase I), you go back to 16. This happens once. With 2d4 (on 29 and 42), a 1 on either die counts.",
            "Company events: every player rolls 1d6, starting with the player who landed and going round the table. Everyone who rolled the lowest number X goes back X squares (never below 0). Nothing fires where they land.",
            "Skip next turn: your next turn is skipped once; the board marks the piece \"zz\" and the log says so.",
            "The computer takes the square-14 gamble (skip the animal trials) unless it already leads every rival.",
        ]
    }
}
