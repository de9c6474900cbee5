//! Carcassonne's guided first game (issue 32). PLACEHOLDER: being written; shows no rule yet.

use super::Carcassonne;
use crate::engine::{Lesson, Seat, Teach};
use crate::text::Lang;

/// A main rule of the game, as the rules page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    Goal,
}

impl Teach for Carcassonne {
    type Rule = Rule;
    const OPENING: Rule = Rule::Goal;
    const TAUGHT: &'static [Rule] = &[];

    fn lesson() -> Lesson<Self> {
        Lesson { options: Default::default(), seed: 0, people: 1, script: &[] }
    }

    fn shows(_events: &[<Self as crate::engine::Game>::Event], _seat: Seat) -> Option<Rule> {
        None
    }

    fn rule_key(_rule: Rule) -> &'static str {
        "Goal"
    }

    fn rule_words(_rule: Rule, _lang: Lang) -> (&'static str, &'static str) {
        ("Goal", "Play to win.")
    }
}
