//! Every word Vaccine Race shows, once per language (en.rs, it.rs): the compiler refuses a
//! language that misses a message. The rules engine holds none of them.

mod card;
mod en;
mod it;
mod lesson_en;
mod lesson_it;
mod words;

use super::lesson::Rule;
use super::squares::{Dice, SquareEvent};
use engine::Goal;
use lang::Lang;
use text::RulesText;

pub fn text(lang: Lang) -> &'static dyn VaccineRaceText {
    match lang {
        Lang::En => &en::En,
        Lang::It => &it::It,
    }
}

impl Dice {
    /// "1d6", "2d4": the same in both languages ("d" for dado and die alike).
    pub fn label(self) -> &'static str {
        match self {
            Dice::OneD6 => "1d6",
            Dice::TwoD4 => "2d4",
            Dice::TwoD6 => "2d6",
        }
    }
}

pub trait VaccineRaceText: RulesText + LessonText + Sync {
    fn blurb(&self) -> &'static str;
    /// The seed's title and story of a named square.
    fn square_words(&self, number: u8) -> Option<(&'static str, &'static str)>;
    fn square(&self, number: u8) -> String;
    fn plain_square(&self) -> &'static str;
    fn start_label(&self) -> &'static str;
    fn goal_label(&self) -> &'static str;
    /// The short label under a square's icon.
    fn event_label(&self, event: SquareEvent) -> String;
    /// What the event does, for the rules page's table.
    fn event_effect(&self, event: SquareEvent) -> String;
    fn track(&self) -> &'static str;
    fn here(&self, names: &str) -> String;
    fn must_skip_mark(&self) -> &'static str;
    // Actions and prompts.
    fn roll(&self, dice: Dice) -> String;
    fn skip_animal_trials(&self) -> &'static str;
    fn do_animal_trials(&self) -> &'static str;
    fn prompt_sequencing(&self) -> &'static str;
    fn prompt_gate(&self, needed: u8) -> String;
    fn prompt_move(&self, dice: Dice) -> String;
    fn prompt_shortcut_roll(&self) -> &'static str;
    fn prompt_shortcut_choice(&self) -> &'static str;
    fn prompt_company(&self, square: u8) -> String;
    fn prompt_produced(&self) -> &'static str;
    // The dice drawn.
    fn die(&self, sides: u8, face: u8) -> String;
    fn threw(&self, who: &str, dice: Dice, total: u8) -> String;
    // The log.
    fn rolled(&self, who: &str, dice: Dice, total: u8) -> String;
    fn and_moved(&self, roll: &str, from: u8, to: &str) -> String;
    fn moved(&self, who: &str, from: u8, to: &str) -> String;
    fn not_sequenced(&self, roll: &str) -> String;
    fn held(&self, roll: &str, square: &str, needed: u8) -> String;
    fn for_shortcut(&self, roll: &str) -> String;
    fn in_company_event(&self, roll: &str) -> String;
    fn sent_back(&self, who: &str, from: u8, to: u8) -> String;
    /// A square named in a sentence: "square 19, Animal Lives Matter!" (its title if it has one).
    fn square_called(&self, number: u8, title: Option<&str>) -> String;
    fn must_skip(&self, who: &str, square: &str) -> String;
    fn skips_turn(&self, who: &str) -> String;
    fn shortcut_offered(&self, who: &str) -> String;
    fn trials_skipped(&self, who: &str) -> String;
    fn trials_kept(&self, who: &str) -> String;
    fn phase_one_setback(&self, who: &str, from: u8) -> String;
    fn company_lost(&self, who: &[String], lowest: u8) -> String;
    fn won(&self, who: &str) -> String;
    // The rules page.
    fn the_squares(&self) -> &'static str;
    /// The squares table's column heads: square, event, story, what happens.
    fn squares_heads(&self) -> [&'static str; 4];
    /// The board key's words, in the order of the view's pictures.
    fn board_key(&self) -> &'static [&'static str];
}

/// What the coach of the guided game says, in lesson_en.rs and lesson_it.rs.
pub trait LessonText {
    /// A rule: its name on the rules page, and one sentence a ten-year-old reads.
    fn lesson_rule(&self, rule: Rule) -> (&'static str, &'static str);
    /// The goal card: how you win, how you lose, a turn in three steps.
    fn goal(&self) -> Goal;
    /// The race's own words, each with a one-line meaning.
    fn glossary(&self) -> &'static [(&'static str, &'static str)];
    /// Why the lesson's choice number `choice` is good, or what any other answer costs.
    fn verdict(&self, choice: usize, good: bool) -> &'static str;
}

#[cfg(test)]
mod tests;
