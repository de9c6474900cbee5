//! The guided game in English: short sentences, every game word in the glossary.

use super::LessonText;
use crate::lesson::{Asked, Rule};
use engine::Goal;

pub struct En;

impl LessonText for En {
    fn rule(&self, rule: Rule) -> (&'static str, &'static str) {
        match rule {
            Rule::InfectedArea => (
                "infected area",
                "The COVID tile's pink city and field are an infected area. Making it bigger spreads it; a meeple entering it is tested.",
            ),
            Rule::Matching => ("matching sides", "The tile went where every side matches: road to road, city to city, field to field."),
            Rule::Rotation => ("turning the tile", "The tile was turned before it was laid, so that all its sides match: tap a spot again to turn yours."),
            Rule::Road => (
                "road",
                "A meeple on a road scores 1 point per tile when both ends are closed; a road with a meeple takes no other.",
            ),
            Rule::City => (
                "city",
                "A meeple in a city scores 2 points per tile and pennant when its walls close; a city with a meeple takes no other.",
            ),
            Rule::Cloister => ("cloister", "A meeple on a cloister scores 9 points once 8 tiles surround it."),
            Rule::Field => (
                "field",
                "A meeple in a field stays to the end, then scores 3 per finished city it touches. A field with a meeple takes no other.",
            ),
            Rule::Scoring => ("scoring", "Your road, city or cloister is finished: it scored at once and your meeple came back."),
            Rule::TheyScore => (
                "the other player's points",
                "The other player's road, city or cloister is finished and scored for them: with fewer points at the end, you lose.",
            ),
            Rule::Shared => ("shared feature", "Players with the most meeples in a feature, as many each, all score it in full."),
            Rule::Spread => (
                "spread",
                "A tile made an infected area bigger, so the infection spread: a token went on a healthy area touching it.",
            ),
            Rule::Negative => ("testing", "A meeple is in an infected area, so it was tested: negative, so it stays."),
            Rule::Positive => ("positive", "A meeple in an infected area tested positive: it goes back to its player."),
            Rule::Death => ("death", "A meeple turned the Death card: it leaves the game for good."),
            Rule::MoveToken => (
                "moving a token",
                "All 20 infection tokens are on the board, so one moves; an area with no token left is healthy again.",
            ),
            Rule::CovidTile => ("the COVID tile", "The COVID tile was laid: its city and then its field became an infected area."),
            Rule::SetAside => ("tile set aside", "A tile fitted nowhere, so it was set aside and another was drawn."),
            Rule::FinalScoring => (
                "final scoring",
                "No tiles left: unfinished roads, cities and cloisters score 1 per tile, fields 3 per finished city. Most points wins.",
            ),
        }
    }
    fn goal(&self) -> Goal {
        Goal {
            win: "Have the most points when the last tile is laid, after the final scoring.",
            lose: "If the other player has more points at the final scoring, you lose.",
            turn: [
                "Lay your tile so that every side matches the tiles beside it; turn it if needed.",
                "Put a meeple on a road, city, cloister or field of that tile, or none.",
                "A finished road, city or cloister scores at once. Making an infected area bigger spreads the infection.",
            ],
        }
    }
    fn glossary(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("tile", "A square of land: you draw one and lay it each turn."),
            ("meeple", "One of your 7 little figures: it scores the road, city, cloister or field it stands on."),
            ("road", "A path on the tiles; closed at both ends, it is finished."),
            ("city", "Land inside walls; with its walls all closed, it is finished."),
            ("cloister", "A building in the middle of a tile; with 8 tiles around it, it is finished."),
            ("field", "The green land between roads and cities; it is never finished."),
            ("infected area", "A road, city, field or cloister with an infection token: pink on the board."),
            ("tested", "A meeple that enters an infected area turns a testing card: negative, positive or death."),
            ("negative", "A testing card: the meeple stays where it is."),
            ("positive", "A testing card: the meeple goes back to its player."),
            ("spread", "An infection token put on a healthy area touching an infected area that grew."),
            (
                "final scoring",
                "When the tiles run out: unfinished features and fields score, and the most points wins.",
            ),
        ]
    }
    fn verdict(&self, asked: Asked, good: bool) -> &'static str {
        match (asked, good) {
            (Asked::SpreadOntoTheirMeeple, true) => {
                "On their meeple's area the spread makes it take a test: a positive card sends it back."
            }
            (Asked::SpreadOntoTheirMeeple, false) => {
                "No meeple of theirs stands there, so no one is tested. On their meeple's area, it would be."
            }
            (Asked::CloseTheCity, true) => {
                "There your tile closes the city's walls, so a meeple in it scores 4 points at once."
            }
            (Asked::CloseTheCity, false) => {
                "That spot scores nothing now. One spot closed a city: 4 points at once with your meeple in it."
            }
            (Asked::MeepleInTheClosedCity, true) => {
                "The closed city scores 4 points for you at once, and your meeple comes straight back."
            }
            (Asked::MeepleInTheClosedCity, false) => {
                "The city you closed had no meeple, so no one got its 4 points. A meeple would score and come back."
            }
            (Asked::JoinTheirField, true) => {
                "Your tile joins the infected field to their field, so their meeple there is tested."
            }
            (Asked::JoinTheirField, false) => {
                "That spot tests no one. One spot joined the infected field to their field meeple, for a test."
            }
        }
    }
}
