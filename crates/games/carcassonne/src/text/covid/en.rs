//! The COVID-19 expansion in English (the fan expansion's words: infection token, testing card).

use super::CovidText;
use crate::text::text;
use crate::{Card, Feature, Variant};
use lang::Lang;
use text::count;

pub struct En;

impl CovidText for En {
    fn option(&self, variant: Option<Variant>) -> (&'static str, &'static str) {
        match variant {
            None => ("COVID-19 expansion", "A virus spreads over the land; figures it reaches are tested."),
            Some(Variant::Off) => ("Off", "The base game."),
            Some(Variant::Base) => ("Base rules", "The COVID tile is shuffled in with the others."),
            Some(Variant::Extended) => ("Extended rules", "The COVID tile starts beside the start tile, infected."),
        }
    }
    fn prompt_spread(&self) -> &'static str {
        "choose where the infection spreads"
    }
    fn prompt_move_token(&self) -> &'static str {
        "no tokens left: choose the token that moves"
    }
    fn spread_to(&self, place: &str) -> String {
        format!("Spread the infection to the {place}")
    }
    fn move_from(&self, place: &str) -> String {
        format!("Move the infection token from the {place}")
    }
    fn infected(&self) -> &'static str {
        "infected"
    }
    fn card(&self, card: Card) -> &'static str {
        match card {
            Card::Negative => "Negative",
            Card::Positive => "Positive",
            Card::Death => "Death",
        }
    }
    fn supplies(&self, tokens: u8, pile: usize, discards: usize) -> String {
        format!(
            "{} left; {} in the pile, {discards} turned",
            count(tokens.into(), "infection token", "infection tokens"),
            count(pile, "testing card", "testing cards")
        )
    }
    fn last_test(&self) -> &'static str {
        "Last test"
    }
    fn dead(&self, n: u8) -> String {
        format!("{} lost to the virus", count(n.into(), "meeple", "meeples"))
    }
    fn token_put(&self, who: &str, feature: Feature, moved: bool) -> String {
        let feature = text(Lang::En).feature(feature);
        match moved {
            false => format!("{who} infects a {feature}"),
            true => format!("{who} moves an infection token to a {feature}"),
        }
    }
    fn tested(&self, owner: &str, card: Card) -> String {
        match card {
            Card::Negative => format!("{owner}'s meeple tests negative and stays"),
            Card::Positive => format!("{owner}'s meeple tests positive and goes home"),
            Card::Death => format!("{owner}'s meeple draws Death and leaves the game"),
        }
    }
    fn covid_tile_set_up(&self) -> &'static str {
        "The COVID tile lies west of the start tile: its city and its field are infected"
    }
    fn rules_title(&self) -> &'static str {
        "The COVID-19 expansion"
    }
    fn rules_list(&self) -> &'static [&'static str] {
        &[
            "One more tile, shaped like the start tile, with the virus symbol on its city and on the field between city and road; 20 infection tokens; 30 testing cards: 20 negative, 9 positive, 1 death.",
            "Base rules: the COVID tile is shuffled into the stack. Extended rules: it lies west of the start tile from the start, infected.",
            "When the COVID tile is placed, its city and then its field get an infection token. A whole road, city or field, or one cloister, is infected while a token is on it.",
            "A tile that enlarges or joins an infected area makes its player spread the infection: one token (one per tile, even when it enlarges several infected areas) on an uninfected area that touches an infected one on some tile. Tiles around an infected cloister do not enlarge it.",
            "\"Touches\" means on one tile: a road beside a field, a city beside a field, a road that ends at a city or a cloister, a cloister in its field; nothing else touches.",
            "When no uninfected area touches an infected one, the infection does not spread and the turn goes on.",
            "A completed feature (a closed city or road, a cloister with all eight neighbours) is never a spread target: the infection goes only where a meeple could still be placed (the expansion's footnote 2).",
            "To spread, tap one of the areas ringed on the board (or use the arrow keys and Enter, or its button): the token goes there and every meeple in that area is tested.",
            "When the 20 tokens are used, the player moves one already placed: the game does not judge where the disease has died down, so any token on the board may be chosen (tapped on the board like a spread). An area whose last token leaves is healthy again.",
            "Every meeple that enters an infected area is tested at once: placed there, joined to it by a tile, or reached by a spread. Each meeple turns its own card, even several in one area. Negative: it stays. Positive: it goes back to its player. Death: it leaves the game.",
            "An empty pile of testing cards is made again from the turned ones, shuffled.",
            "A turn: place the tile; the COVID tile's infection or the spread, and its tests; a meeple and its test; then scoring, which the infection does not change.",
        ]
    }
}
