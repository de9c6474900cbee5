//! The COVID-19 expansion's words, once per language (en.rs, it.rs).

mod en;
mod it;

use crate::{Card, Feature, Variant};
use lang::Lang;

pub fn covid_text(lang: Lang) -> &'static dyn CovidText {
    match lang {
        Lang::En => &en::En,
        Lang::It => &it::It,
    }
}

pub trait CovidText: Sync {
    /// The setup option's name and line (`None`), or a variant's.
    fn option(&self, variant: Option<Variant>) -> (&'static str, &'static str);
    fn prompt_spread(&self) -> &'static str;
    fn prompt_move_token(&self) -> &'static str;
    /// A spread target: "spread to the road, east".
    fn spread_to(&self, place: &str) -> String;
    /// A token to move: "move the token from the field, north".
    fn move_from(&self, place: &str) -> String;
    /// An infected area's mark on the board.
    fn infected(&self) -> &'static str;
    fn card(&self, card: Card) -> &'static str;
    /// The panel: tokens in the supply, cards in the pile and discarded.
    fn supplies(&self, tokens: u8, pile: usize, discards: usize) -> String;
    fn last_test(&self) -> &'static str;
    /// The players panel: figures lost to a Death card.
    fn dead(&self, n: u8) -> String;
    // The log.
    fn token_put(&self, who: &str, feature: Feature, moved: bool) -> String;
    fn tested(&self, owner: &str, card: Card) -> String;
    /// The extended variant's start, told before the first placement.
    fn covid_tile_set_up(&self) -> &'static str;
    // The rules page.
    fn rules_title(&self) -> &'static str;
    fn rules_list(&self) -> &'static [&'static str];
}

#[cfg(test)]
mod tests;
