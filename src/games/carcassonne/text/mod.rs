//! Every word Carcassonne shows, once per language (en.rs, it.rs): the compiler refuses a
//! language that misses a message. The rules engine holds none of them.

pub mod covid;
mod en;
mod it;

pub use crate::games::carcassonne::art::Towards;
use crate::games::carcassonne::Feature;
use crate::text::Lang;
use crate::text::RulesText;

pub fn text(lang: Lang) -> &'static dyn CarcassonneText {
    match lang {
        Lang::En => &en::En,
        Lang::It => &it::It,
    }
}

pub trait CarcassonneText: RulesText + Sync {
    /// The language these words are in (the expansion's words follow it).
    fn lang(&self) -> Lang;
    fn blurb(&self) -> &'static str;
    /// "road", "city", "cloister", "field".
    fn feature(&self, feature: Feature) -> &'static str;
    /// "Roads", "Cities", ... for the score table.
    fn features(&self, feature: Feature) -> &'static str;
    fn towards(&self, towards: Towards) -> &'static str;
    // Actions and prompts.
    fn place_at(&self, x: i8, y: i8, quarter_turns: u8) -> String;
    fn no_meeple(&self) -> &'static str;
    /// A Meeple target: "road, north".
    fn meeple_on(&self, feature: Feature, towards: Towards) -> String;
    fn prompt_place(&self) -> &'static str;
    fn prompt_meeple(&self) -> &'static str;
    fn prompt_over(&self) -> &'static str;
    // The board and its panel.
    fn board(&self) -> &'static str;
    fn free_spot(&self, x: i8, y: i8) -> String;
    fn preview(&self, x: i8, y: i8, quarter_turns: u8) -> String;
    fn tile_to_place(&self) -> &'static str;
    fn rotate(&self) -> &'static str;
    fn confirm(&self) -> &'static str;
    fn zoom_in(&self) -> &'static str;
    fn zoom_out(&self) -> &'static str;
    fn centre_last(&self) -> &'static str;
    fn fit_all(&self) -> &'static str;
    fn tiles_left(&self, n: usize) -> String;
    fn set_aside(&self, n: usize) -> String;
    /// A player's line in the players panel: "12 points, 5 meeples left".
    fn seat_summary(&self, score: u32, meeples: u8) -> String;
    /// The scores as they would be if the game ended now, shown on demand.
    fn if_it_ended_now(&self) -> &'static str;
    fn stack_by_kind(&self) -> &'static str;
    fn board_help(&self) -> &'static str;
    // The end's score table.
    fn during_play(&self, features: &str) -> String;
    fn at_the_end(&self, features: &str) -> String;
    // The log.
    fn placed(&self, who: &str) -> String;
    fn meeple_placed(&self, who: &str, feature: Feature) -> String;
    fn no_meeple_placed(&self, who: &str) -> String;
    fn scored(&self, who: &[String], points: u32, feature: Feature) -> String;
    fn tile_set_aside(&self) -> &'static str;
    fn final_scoring(&self) -> &'static str;
    // The rules page.
    fn the_tiles(&self) -> &'static str;
    /// The board key's words, in the order of the view's pictures.
    fn board_key(&self) -> &'static [&'static str];
}

#[cfg(test)]
mod tests;
