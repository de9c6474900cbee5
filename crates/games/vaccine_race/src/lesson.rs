//! Vaccine Race's guided first game: a real race against the computer in
//! which the start on a 5 or 6, a red square, the animal-trials gamble twice (both times the
//! learner's choice, both times behind), blue squares, its price (a 1 in Phase I), a missed
//! turn and a company event come up; then the race plays itself to the learner's win on 98.

use super::squares::{square, Colour};
use super::state::{Event, RollFor, VaccineRace};
use super::text::text;
use engine::{Goal, Lesson, Moment, PlayerCount, Seat, Teach};
use lang::Lang;

/// A main rule of the race, as the rules page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    Pandemic,
    BlueSquare,
    RedSquare,
    SkipNextTurn,
    AnimalTrials,
    PhaseOne,
    CompanyEvent,
    Gate,
    Won,
}

impl Teach for VaccineRace {
    type Rule = Rule;
    /// Squares 15 and 83 hold a piece back on a low roll; no piece stands on them in the lesson.
    const LATER: &'static [Rule] = &[Rule::Gate];
    const TAUGHT: &'static [Rule] = &[
        Rule::Pandemic,
        Rule::RedSquare,
        Rule::AnimalTrials,
        Rule::BlueSquare,
        Rule::PhaseOne,
        Rule::SkipNextTurn,
        Rule::CompanyEvent,
        Rule::Won,
    ];

    fn lesson() -> Option<Lesson<Self>> {
        Some(Lesson {
            options: PlayerCount { players: 2 },
            seed: SEED,
            people: 1,
            script: SCRIPT,
            chosen: &[],
            choices: CHOICES,
            ahead: AHEAD,
        })
    }

    fn shows(events: &[Event], _seat: Seat) -> Option<Rule> {
        events.iter().find_map(shown)
    }

    fn rule_words(rule: Rule, lang: Lang) -> (&'static str, &'static str) {
        text(lang).lesson_rule(rule)
    }

    /// A piece sent back is how a race is lost: the other company gets to 98 first.
    fn moment(rule: Rule) -> Option<Moment> {
        match rule {
            Rule::Won => Some(Moment::Win),
            Rule::RedSquare | Rule::PhaseOne => Some(Moment::Lose),
            _ => None,
        }
    }

    fn goal(lang: Lang) -> Goal {
        text(lang).goal()
    }

    fn glossary(lang: Lang) -> &'static [(&'static str, &'static str)] {
        text(lang).glossary()
    }

    fn verdict(choice: usize, good: bool, lang: Lang) -> &'static str {
        text(lang).verdict(choice, good)
    }
}

fn shown(event: &Event) -> Option<Rule> {
    let blue = |to: u8| square(to).and_then(|s| s.colour()) == Some(Colour::Blue);
    match event {
        Event::Held { square: 0, .. } | Event::Moved { from: 0, .. } => Some(Rule::Pandemic),
        Event::Held { .. } => Some(Rule::Gate),
        // Landing on 14 tells the gamble before its roll, so "animal trials" and "Phase I" are
        // explained before the game's prompt says them.
        Event::Moved { to: 14, .. } | Event::ShortcutOffered { .. } => Some(Rule::AnimalTrials),
        Event::Moved { to, .. } if blue(*to) => Some(Rule::BlueSquare),
        Event::SentBack { .. } => Some(Rule::RedSquare),
        Event::PhaseOneSetback { .. } => Some(Rule::PhaseOne),
        Event::MustSkipNextTurn { .. } => Some(Rule::SkipNextTurn),
        Event::Rolled { roll_for: RollFor::CompanyEvent, .. } => Some(Rule::CompanyEvent),
        Event::Won { .. } => Some(Rule::Won),
        _ => None,
    }
}

/// Found by `find_the_guided_game` (every seat plays the computer's rule: take the gamble
/// unless leading). The story, by action number: 0-6 the learner
/// needs four rolls to leave PANDEMIC; 12 (and 14) square 10 sends it back to 4 while the
/// computer gets ahead; 22 it lands on 14, 23 rolls a 5; 24 first choice, 13 squares behind:
/// skip to 28 (a blue square); 32 a 1 in Phase I sends it back from 42 to 16; 36 square 19,
/// a turn missed; 38 the computer lands on 66, 39-40 the company event: both roll 6 and go back
/// 6, the learner to 13; 41 it lands on 14 again, 42 rolls a 6; 43 second choice, 46 squares
/// behind: skip again; 44 the computer moves (the coach says the verdict); 45 on, the race
/// plays itself, and at 80 the learner reaches 98. The finder's AHEAD is 41 (every rule told);
/// the jump is set by hand after the second choice and its verdict.
const SEED: u64 = 107147;
const SCRIPT: &[u16] = &[0; 81];
const CHOICES: &[usize] = &[24, 43];
const AHEAD: usize = 45;

#[cfg(test)]
#[path = "lesson_tests.rs"]
mod tests;
