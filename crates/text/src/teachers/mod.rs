//! The words of the teacher's kit: the "For teachers" page (the embed maker, what the app needs
//! from a school's page), once per language in en.rs and it.rs, and the shape of each game's
//! one-page quick-reference card, which each game writes in its own folder (`text/card.rs`)
//! and gives through `GameWords::card`.
//! Uses `coach`.

mod en;
mod it;
#[cfg(test)]
mod tests;

use lang::Lang;

pub fn teachers(lang: Lang) -> &'static dyn TeachersText {
    match lang {
        Lang::En => &en::En,
        Lang::It => &it::It,
    }
}

/// A game on one printed page: what to aim for, a turn, the rules that matter, how it ends.
pub struct Card {
    pub goal: &'static str,
    pub turn: &'static [&'static str],
    pub rules: &'static [&'static str],
    pub end: &'static str,
}

/// A game's card in every language: a language missing the card does not compile.
pub struct QuickCard {
    pub en: Card,
    pub it: Card,
}

impl QuickCard {
    pub fn of(&'static self, lang: Lang) -> &'static Card {
        match lang {
            Lang::En => &self.en,
            Lang::It => &self.it,
        }
    }
}

pub trait TeachersText: Sync {
    // The home screen's link and the page's heading.
    fn for_teachers(&self) -> &'static str;
    fn intro(&self) -> &'static str;
    // The embed maker.
    fn maker(&self) -> &'static str;
    fn maker_help(&self) -> &'static str;
    fn game(&self) -> &'static str;
    fn language(&self) -> &'static str;
    fn players(&self) -> &'static str;
    fn who_plays(&self) -> &'static str;
    fn computer_at(&self, level: &str) -> String;
    fn locked(&self) -> &'static str;
    fn locked_help(&self) -> &'static str;
    /// What a pupil cannot change on a locked page: the heading, then the language,
    /// home, saved games and sharing, in `table::embed::Lock::ALL`'s order.
    fn locks(&self) -> &'static str;
    fn lock_names(&self) -> &'static [&'static str; 4];
    fn same_deal(&self) -> &'static str;
    fn deal_number(&self) -> &'static str;
    fn another_deal(&self) -> &'static str;
    /// The seed said in words, for the teacher to tell the class.
    fn deal_in_words(&self, seed: u64) -> String;
    fn new_deal_each_time(&self) -> &'static str;
    fn iframe_code(&self) -> &'static str;
    fn iframe_help(&self) -> &'static str;
    fn class_link(&self) -> &'static str;
    fn class_link_help(&self) -> &'static str;
    // Printing.
    fn to_print(&self) -> &'static str;
    fn to_print_help(&self) -> &'static str;
    fn quick_card(&self) -> &'static str;
    fn print(&self) -> &'static str;
    // What the app needs from the school's page.
    fn needs(&self) -> &'static str;
    fn needs_list(&self) -> &'static [&'static str];
    // Why a link's level or seed cannot be used.
    fn no_such_level(&self, value: &str) -> String;
    fn not_a_seed(&self, value: &str) -> String;
    fn no_such_lock(&self, value: &str) -> String;
    /// A game file of another game than the one a locked page plays.
    fn file_for_other_game(&self, game: &str, here: &str) -> String;
    /// A link of another game than the one a locked page plays.
    fn link_for_other_game(&self, game: &str, here: &str) -> String;
    /// The way out of a screen that cannot be shown, on a page whose home is locked.
    fn back_to(&self, game: &str) -> String;
    // The quick-reference card.
    fn card_title(&self, game: &str) -> String;
    fn goal(&self) -> &'static str;
    fn a_turn(&self) -> &'static str;
    fn key_rules(&self) -> &'static str;
    fn the_end(&self) -> &'static str;
    fn more_on_rules_page(&self) -> &'static str;
}
