//! Carcassonne in English: the rulebook's words (tile, meeple, road, city, cloister, field).

use super::{CarcassonneText, Towards};
use crate::Feature;
use lang::Lang;
use text::RulesText;
use text::{count, list};

pub struct En;

impl CarcassonneText for En {
    fn lang(&self) -> Lang {
        Lang::En
    }
    fn blurb(&self) -> &'static str {
        "Lay tiles to build roads, cities and cloisters, and place your meeples to score them."
    }
    fn feature(&self, feature: Feature) -> &'static str {
        match feature {
            Feature::Road => "road",
            Feature::City => "city",
            Feature::Cloister => "cloister",
            Feature::Field => "field",
        }
    }
    fn features(&self, feature: Feature) -> &'static str {
        match feature {
            Feature::Road => "Roads",
            Feature::City => "Cities",
            Feature::Cloister => "Cloisters",
            Feature::Field => "Fields",
        }
    }
    fn towards(&self, towards: Towards) -> &'static str {
        match towards {
            Towards::Centre => "centre",
            Towards::North => "north",
            Towards::NorthEast => "north-east",
            Towards::East => "east",
            Towards::SouthEast => "south-east",
            Towards::South => "south",
            Towards::SouthWest => "south-west",
            Towards::West => "west",
            Towards::NorthWest => "north-west",
        }
    }
    fn off_last(&self, way: &[(u8, Towards)], start: bool) -> String {
        let tile = if start { "the start tile" } else { "the last tile" };
        let steps: Vec<String> = way
            .iter()
            .map(|&(n, towards)| match (way.len(), n) {
                (1, 1) => self.towards(towards).to_string(),
                _ => format!("{n} {}", self.towards(towards)),
            })
            .collect();
        match steps.is_empty() {
            true => tile.into(),
            false => format!("{} of {tile}", steps.join(" and ")),
        }
    }
    fn on_tile(&self, way: &[(u8, Towards)], start: bool) -> String {
        match way.is_empty() {
            true => format!("on {}", self.off_last(way, start)),
            false => format!("on the tile {}", self.off_last(way, start)),
        }
    }
    fn no_meeple(&self) -> &'static str {
        "No meeple"
    }
    fn meeple_on(&self, feature: Feature, towards: Towards) -> String {
        format!("{}, {}", self.feature(feature), self.towards(towards))
    }
    fn prompt_place(&self) -> &'static str {
        "place the tile on a highlighted spot"
    }
    fn prompt_meeple(&self) -> &'static str {
        "put a meeple on the new tile, or none"
    }
    fn prompt_over(&self) -> &'static str {
        "the game is over"
    }
    fn board(&self) -> &'static str {
        "The board: arrow keys move the view, + and − zoom, C centres on the last tile"
    }
    fn free_spot(&self, place: &str) -> String {
        format!("Free spot {place}")
    }
    fn preview(&self, place: &str, quarter_turns: u8) -> String {
        format!("Your tile {place}, turned {}°: press again to turn it", 90 * u16::from(quarter_turns))
    }
    fn tile_to_place(&self) -> &'static str {
        "Tile to place"
    }
    fn rotate(&self) -> &'static str {
        "Rotate"
    }
    fn coach_place(&self, spot: &str) -> String {
        format!("Now tap “{spot}”, which glows, then “Place tile”.")
    }
    fn confirm(&self) -> &'static str {
        "Place tile"
    }
    fn zoom_in(&self) -> &'static str {
        "Zoom in"
    }
    fn zoom_out(&self) -> &'static str {
        "Zoom out"
    }
    fn centre_last(&self) -> &'static str {
        "Centre on the last tile"
    }
    fn fit_all(&self) -> &'static str {
        "Show all tiles"
    }
    fn tiles_left(&self, n: usize) -> String {
        format!("{} left", count(n, "tile", "tiles"))
    }
    fn set_aside(&self, n: usize) -> String {
        format!("{} set aside: it fitted nowhere", count(n, "tile", "tiles"))
    }
    fn seat_summary(&self, score: u32, meeples: u8) -> String {
        format!("{}, {} left", count(score as usize, "point", "points"), count(meeples.into(), "meeple", "meeples"))
    }
    fn if_it_ended_now(&self) -> &'static str {
        "Scores if the game ended now"
    }
    fn stack_by_kind(&self) -> &'static str {
        "Tiles still in the stack"
    }
    fn board_help(&self) -> &'static str {
        "Tap a highlighted spot, tap again (or R) to turn the tile, then Place tile (or Enter)."
    }
    fn during_play(&self, features: &str) -> String {
        format!("{features} during play")
    }
    fn at_the_end(&self, features: &str) -> String {
        format!("{features} at the end")
    }
    fn placed(&self, who: &str) -> String {
        format!("{who} places a tile")
    }
    fn meeple_placed(&self, who: &str, feature: Feature) -> String {
        format!("{who} puts a meeple on a {}", self.feature(feature))
    }
    fn no_meeple_placed(&self, who: &str) -> String {
        format!("{who} places no meeple")
    }
    fn scored(&self, who: &[String], points: u32, feature: Feature) -> String {
        let points = count(points as usize, "point", "points");
        match who {
            [one] => format!("{one} scores {points} for a {}", self.feature(feature)),
            _ => format!("{} score {points} each for a shared {}", list(who, Lang::En), self.feature(feature)),
        }
    }
    fn tile_set_aside(&self) -> &'static str {
        "A tile that fits nowhere is set aside; another is drawn"
    }
    fn final_scoring(&self) -> &'static str {
        "No tiles left: the final scoring"
    }
    fn the_tiles(&self) -> &'static str {
        "The tiles"
    }
    fn board_key(&self) -> &'static [&'static str] {
        &[
            "A spot where the tile fits: tap it, tap again to turn the tile",
            "The tile placed last (red dashes)",
            "A place for a meeple: tap it, or choose No meeple; on a small tile, tap it on the tile drawn larger beside it",
            "An infected area (COVID-19 expansion): pink with dashes",
        ]
    }
}

impl RulesText for En {
    fn title(&self) -> &'static str {
        "Carcassonne"
    }
    fn rules_intro(&self) -> &'static str {
        "The base game of Carcassonne for 2 to 5 players. Each turn you draw a tile, lay it next to \
         the tiles already on the table so that every side matches, and may put one of your meeples on it."
    }
    fn how_to_play(&self) -> &'static str {
        "How to play"
    }
    fn how_to_play_steps(&self) -> &'static [&'static str] {
        &[
            "The tile you drew is shown beside the board. The spots where it fits are highlighted.",
            "Tap a spot to see the tile there. Tap it again, press R or Rotate to turn it. Place tile (or Enter) lays it.",
            "Then tap a road, city, cloister or field of the new tile to put a meeple there, or choose No meeple.",
            "Drag to move the board, use the wheel or two fingers to zoom; arrow keys, + and − and C work too.",
        ]
    }
    fn rulings(&self) -> &'static str {
        "The rules in detail"
    }
    fn rulings_list(&self) -> &'static [&'static str] {
        &[
            "The 72 tiles of the base game (no river): 24 kinds in the usual numbers. The start tile lies face up in the middle.",
            "2 to 5 players, 7 meeples each.",
            "A meeple goes only on the tile just placed, and never on a road, city or field that already holds a meeple.",
            "A completed road scores 1 point per tile; a completed city 2 per tile and 2 per pennant; a completed cloister 9. They score at once and their meeples come back.",
            "At the end an unfinished road scores 1 per tile, an unfinished city 1 per tile and 1 per pennant, an unfinished cloister 1 plus 1 per tile around it.",
            "Each field scores 3 points per completed city it touches.",
            "Majorities share: every player with the most meeples in a feature scores it in full.",
            "A tile that fits nowhere is set aside and another is drawn.",
            "The game ends when the stack is empty; the most points wins.",
            "The crossroads has four separate fields, one in each corner.",
        ]
    }
}
