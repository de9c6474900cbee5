//! Carcassonne's guided first game: the COVID-19 expansion's extended rules
//! (the COVID tile starts on the board, infected), sides that match, a turned tile, a meeple on
//! a road, a city and a field (one per feature), a feature scored, the other player scoring (how
//! you lose), a spread and a test. The learner lays nine tiles, choosing seven times where the
//! infection spreads, where a tile goes and where its meeple stands; then the game plays to its
//! final scoring, a win.

use super::covid::{Card, Variant};
use super::state::{Action, Carcassonne, Event, Options};
use super::text::lesson_text;
use super::{Feature, Kind};
use engine::{Goal, Lesson, Moment, Seat, Teach};
use lang::Lang;

/// A rule of the rules page that comes up in play, as the rules page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// The extended rules' start: the COVID tile's city and field are infected areas.
    InfectedArea,
    /// A tile laid unturned: its sides match the tiles beside it.
    Matching,
    /// A tile turned before it was laid, so that its sides match.
    Rotation,
    Road,
    City,
    Cloister,
    Field,
    /// A finished feature scored for the looking player (during play).
    Scoring,
    /// A finished feature scored for another player alone: how you fall behind, and lose.
    TheyScore,
    /// A feature scored for several players with as many meeples each.
    Shared,
    Spread,
    Negative,
    Positive,
    Death,
    /// The 20 tokens are used: one moves.
    MoveToken,
    /// The base rules: the COVID tile is drawn and placed, infected.
    CovidTile,
    /// A tile that fits nowhere.
    SetAside,
    /// The stack is empty: the final scoring, and the most points wins.
    FinalScoring,
}

/// What a choice of the lesson asks, and so what its verdict explains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Where to spread the infection: onto the area where the other player's meeple stands,
    /// so that it is tested.
    SpreadOntoTheirMeeple,
    /// Where to lay a tile that can close a city's walls.
    CloseTheCity,
    /// Where the meeple goes on the tile that just closed a city: in the city, 4 points at once.
    MeepleInTheClosedCity,
    /// Where to lay a tile that joins the infected field to the other player's field meeple.
    JoinTheirField,
}

/// The setup's choice that makes the lesson's version ("covid=extended").
pub const CHOSEN: &[(&str, &str)] = &[("covid", "extended")];
pub(super) const OPTIONS: Options = Options { players: 2, covid: Variant::Extended };

impl Teach for Carcassonne {
    type Rule = Rule;
    const TAUGHT: &'static [Rule] = &[
        Rule::InfectedArea,
        Rule::Matching,
        Rule::Rotation,
        Rule::Road,
        Rule::City,
        Rule::Field,
        Rule::Scoring,
        Rule::TheyScore,
        Rule::Spread,
        Rule::Negative,
        Rule::Positive,
        Rule::FinalScoring,
    ];
    const LATER: &'static [Rule] =
        &[Rule::Cloister, Rule::Shared, Rule::Death, Rule::MoveToken, Rule::CovidTile, Rule::SetAside];

    fn lesson() -> Option<Lesson<Self>> {
        Some(Lesson {
            options: OPTIONS,
            seed: SEED,
            people: 1,
            script: SCRIPT,
            chosen: CHOSEN,
            choices: CHOICES,
            ahead: AHEAD,
        })
    }

    /// One action shows one rule: the rarest of its events' rules (a tile is placed every
    /// turn, so the placement's rules come last).
    fn shows(events: &[Event], seat: Seat) -> Option<Rule> {
        let during = !events.contains(&Event::FinalScoring);
        events.iter().filter_map(|e| shown(e, seat, during)).min_by_key(|&(rank, _)| rank).map(|(_, rule)| rule)
    }

    fn rule_words(rule: Rule, lang: Lang) -> (&'static str, &'static str) {
        lesson_text(lang).rule(rule)
    }

    fn moment(rule: Rule) -> Option<Moment> {
        match rule {
            Rule::FinalScoring => Some(Moment::Win),
            Rule::TheyScore => Some(Moment::Lose),
            _ => None,
        }
    }

    fn goal(lang: Lang) -> Goal {
        lesson_text(lang).goal()
    }

    fn glossary(lang: Lang) -> &'static [(&'static str, &'static str)] {
        lesson_text(lang).glossary()
    }

    fn verdict(choice: usize, good: bool, lang: Lang) -> &'static str {
        ASKED.get(choice).map_or("", |&asked| lesson_text(lang).verdict(asked, good))
    }

    /// The menu of tokens to move (the 20 are used): the lesson never gets that far.
    fn menu(legal: &[Action]) -> Option<Rule> {
        legal.iter().any(|a| matches!(a, Action::MoveToken(_))).then_some(Rule::MoveToken)
    }
}

/// The rule an event shows, ranked (the lowest first) among those of one action; `during` play,
/// not the final scoring.
fn shown(event: &Event, seat: Seat, during: bool) -> Option<(u8, Rule)> {
    Some(match event {
        Event::FinalScoring => (0, Rule::FinalScoring),
        Event::CovidTileSetUp { .. } => (1, Rule::InfectedArea),
        Event::Placed { tile: Kind::Covid, .. } => (1, Rule::CovidTile),
        Event::Tested { card: Card::Negative, .. } => (2, Rule::Negative),
        Event::Tested { card: Card::Positive, .. } => (2, Rule::Positive),
        Event::Tested { card: Card::Death, .. } => (2, Rule::Death),
        Event::Scored { seats, .. } if during && seats.len() > 1 => (3, Rule::Shared),
        Event::Scored { seats, .. } if during && seats[..] == [seat] => (3, Rule::Scoring),
        Event::Scored { seats, .. } if during && !seats.is_empty() => (3, Rule::TheyScore),
        Event::Infected { from: Some(_), .. } => (4, Rule::MoveToken),
        Event::Infected { from: None, .. } => (4, Rule::Spread),
        Event::MeeplePlaced { feature: Feature::Road, .. } => (5, Rule::Road),
        Event::MeeplePlaced { feature: Feature::City, .. } => (5, Rule::City),
        Event::MeeplePlaced { feature: Feature::Cloister, .. } => (5, Rule::Cloister),
        Event::MeeplePlaced { feature: Feature::Field, .. } => (5, Rule::Field),
        Event::SetAside { .. } => (6, Rule::SetAside),
        Event::Placed { rotation: 0, .. } => (7, Rule::Matching),
        Event::Placed { .. } => (7, Rule::Rotation),
        _ => return None,
    })
}

// Found by `find_the_guided_game` (seed 38 of 0..400 by `computer_pick`). The learner spreads
// the infection at 1, puts a meeple on a road at 2, which the computer's spread tests positive
// at 4. The computer closes its own city at 15 (how you lose). From 17 the learner lays five
// tiles more; from 40 the game plays itself to its end, 44 to 42.
// The choices, where the script's answer alone is the best by the Normal computer's whole-turn
// value, by a point or more (lesson_tests.rs): at 7 the spread onto the computer's
// field meeple (tested negative); at 12 the one placement that closes a city (tile D north of
// the computer's city tile) and at 13 the meeple in it, 4 points at once; at 24 the tile that
// joins the infected field to the computer's field meeple, and at 25 the spread onto its road
// meeple; at 38 the tile L that closes a city and at 39 the meeple in it.
const SEED: u64 = 38;
const AHEAD: usize = 40;
const CHOICES: &[usize] = &[7, 12, 13, 24, 25, 38, 39];
/// What each of `CHOICES` asks.
const ASKED: [Asked; 7] = [
    Asked::SpreadOntoTheirMeeple,
    Asked::CloseTheCity,
    Asked::MeepleInTheClosedCity,
    Asked::JoinTheirField,
    Asked::SpreadOntoTheirMeeple,
    Asked::CloseTheCity,
    Asked::MeepleInTheClosedCity,
];
const SCRIPT: &[u16] = &[
    0, 0, 2, 0, 0, 2, 0, 1, 0, 0, 0, 1, 8, 1, 8, 0, 20, 2, 11, 4, 18, 1, 4, 2, 12, 1, 0, 16, 1, 2, 1, 12, 0, 1, 20, 2,
    6, 1, 11, 1, 0, 24, 1, 6, 4, 17, 3, 29, 2, 24, 1, 36, 1, 0, 1, 0, 39, 1, 4, 2, 19, 14, 2, 20, 3, 34, 1, 0, 7, 0, 0,
    0, 2, 19, 1, 0, 6, 0, 19, 0, 0, 4, 0, 0, 8, 0, 20, 1, 0, 0, 0, 0, 7, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 6, 10,
];

#[cfg(test)]
#[path = "lesson_tests.rs"]
mod tests;
