//! Every word Carcassonne shows, once per language (en.rs, it.rs): the compiler refuses a
//! language that misses a message. The rules engine holds none of them.

mod card;
pub mod covid;
mod en;
mod it;
mod lesson_en;
mod lesson_it;
mod words;

pub use crate::art::Towards;
use crate::lesson::{Asked, Rule};
use crate::{Carcassonne, Feature, Variant};
use engine::Goal;
use lang::Lang;
use text::RulesText;
pub use words::{covid_label, meeple_name};

/// The way from the tile placed last to the tile at `x`, `y`, as the board shows it (it draws
/// no columns or rows to count): one of the eight neighbours' directions, else so many tiles
/// north or south and so many east or west; empty on the tile itself. While only the setup's
/// tiles lie on the table, the way is from the start tile (the extended rules' COVID tile is
/// placed by no one, and the board does not mark it as the last).
pub fn way_from_last(view: &Carcassonne, x: i8, y: i8) -> Vec<(u8, Towards)> {
    let tiles = view.board().tiles();
    let Some(last) = (if alone(view) { tiles.first() } else { tiles.last() }) else { return vec![] };
    let (dx, dy) = (i32::from(x) - i32::from(last.x), i32::from(y) - i32::from(last.y));
    let steps = |d: i32| u8::try_from(d.unsigned_abs()).unwrap_or(u8::MAX);
    // North is up the screen, where y grows downwards.
    let ns = (dy != 0).then(|| (steps(dy), if dy < 0 { Towards::North } else { Towards::South }));
    let ew = (dx != 0).then(|| (steps(dx), if dx > 0 { Towards::East } else { Towards::West }));
    match (ns, ew) {
        (Some((1, ns)), Some((1, ew))) => vec![(1, diagonal(ns, ew))],
        (ns, ew) => ns.into_iter().chain(ew).collect(),
    }
}

fn diagonal(ns: Towards, ew: Towards) -> Towards {
    match (ns, ew) {
        (Towards::North, Towards::East) => Towards::NorthEast,
        (Towards::North, _) => Towards::NorthWest,
        (_, Towards::East) => Towards::SouthEast,
        _ => Towards::SouthWest,
    }
}

/// A spot in words from the tile placed last: "north of the last tile".
pub fn off_last(t: &dyn CarcassonneText, view: &Carcassonne, x: i8, y: i8) -> String {
    t.off_last(&way_from_last(view, x, y), alone(view))
}

/// A tile in words from the tile placed last: "on the tile north of the last tile".
pub fn on_tile(t: &dyn CarcassonneText, view: &Carcassonne, x: i8, y: i8) -> String {
    t.on_tile(&way_from_last(view, x, y), alone(view))
}

/// Whether no one has placed a tile yet: the start tile lies alone on the table (with the COVID
/// tile of the extended rules, laid at setup), none marked as the last one placed.
fn alone(view: &Carcassonne) -> bool {
    let extended = view.covid().is_some_and(|c| c.variant == Variant::Extended);
    view.board().tiles().len() <= 1 + usize::from(extended)
}

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
    /// A spot by its way from the tile placed last (`way_from_last`), or the start tile when
    /// `start` (alone on the table): "north of the last tile", "2 south and 1 east of the start
    /// tile"; the tile itself for no way.
    fn off_last(&self, way: &[(u8, Towards)], start: bool) -> String;
    /// The tile there: "on the last tile", "on the tile north of the last tile".
    fn on_tile(&self, way: &[(u8, Towards)], start: bool) -> String;
    fn no_meeple(&self) -> &'static str;
    /// A Meeple target: "road, north".
    fn meeple_on(&self, feature: Feature, towards: Towards) -> String;
    fn prompt_place(&self) -> &'static str;
    fn prompt_meeple(&self) -> &'static str;
    fn prompt_over(&self) -> &'static str;
    // The board and its panel.
    fn board(&self) -> &'static str;
    fn free_spot(&self, place: &str) -> String;
    fn preview(&self, place: &str, quarter_turns: u8) -> String;
    fn tile_to_place(&self) -> &'static str;
    fn rotate(&self) -> &'static str;
    /// The coach's ask for a placement: the spot, then the button.
    fn coach_place(&self, spot: &str) -> String;
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

/// The guided first game's words: each rule's name and one sentence for a
/// ten-year-old, the goal card, the glossary and the verdicts on the learner's choices.
pub fn lesson_text(lang: Lang) -> &'static dyn LessonText {
    match lang {
        Lang::En => &lesson_en::En,
        Lang::It => &lesson_it::It,
    }
}

pub trait LessonText: Sync {
    /// A rule's name on the rules page, and what just happened and why.
    fn rule(&self, rule: Rule) -> (&'static str, &'static str);
    fn goal(&self) -> Goal;
    fn glossary(&self) -> &'static [(&'static str, &'static str)];
    /// Why the good answer to what a choice asks is good, or what any other answer costs.
    fn verdict(&self, asked: Asked, good: bool) -> &'static str;
}

#[cfg(test)]
mod tests;
