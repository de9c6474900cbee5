//! Catch Me If You Can's guided first game (issue 32): a roll that moves the opponent, red and
//! green squares, a portal, a Roll Again and a hidden round, in one real game. It is played in
//! Quarantine so that the virus can move out of the hero's sight (the hidden round); the
//! learner is the hero.

use super::board::Kind;
use super::state::{CatchMe, Event, Mode, Options, Side};
use super::text::text;
use crate::engine::{Goal, Moment, Game, Lesson, Seat, Teach};
use crate::text::Lang;

/// A main rule of the game, as the rules page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    Goal,
    RollTheDie,
    RedAndGreen,
    Portal,
    RollAgain,
    Quarantine,
}

const OPTIONS: Options =
    Options { mode: Mode::Quarantine, board: super::BoardName::Standard, sealed: super::Sealed::Off };

impl Teach for CatchMe {
    type Rule = Rule;
    const LATER: &'static [Rule] = &[];
    const TAUGHT: &'static [Rule] =
        &[Rule::RollTheDie, Rule::RedAndGreen, Rule::Portal, Rule::RollAgain, Rule::Quarantine];

    fn lesson() -> Lesson<Self> {
        Lesson { options: OPTIONS, seed: SEED, people: 1, script: SCRIPT, chosen: &[], choices: &[], ahead: SCRIPT.len() }
    }

    /// Read as `seat` knows them, so a hidden move of the virus shows only that it is hidden.
    fn shows(events: &[Event], seat: Seat) -> Option<Rule> {
        events.iter().filter_map(|e| CatchMe::redact(e, Some(seat))).find_map(|e| shown(&e))
    }

    fn rule_words(rule: Rule, lang: Lang) -> (&'static str, &'static str) {
        text(lang).lesson_rule(rule)
    }

    // Issue 42: placeholders until the lesson is rewritten (the lesson's test fails meanwhile).
    fn moment(_rule: Rule) -> Option<Moment> {
        None
    }
    fn goal(_lang: Lang) -> Goal {
        Goal { win: "", lose: "", turn: ["", "", ""] }
    }
    fn glossary(_lang: Lang) -> &'static [(&'static str, &'static str)] {
        &[]
    }
    fn verdict(_choice: usize, _good: bool, _lang: Lang) -> &'static str {
        ""
    }
}

fn shown(event: &Event) -> Option<Rule> {
    let kind = |square| OPTIONS.board.board().kind(square);
    match event {
        Event::Rolled { face: Some(4..=6), .. } => Some(Rule::RollTheDie),
        // Only the virus's own roll of 1-3 is hidden from the hero: it moves out of sight.
        Event::Rolled { side: Side::Virus, face: None } => Some(Rule::Quarantine),
        Event::Stepped { from, to, .. } if matches!(kind(*from), Kind::Portal { twin } if twin == *to) => {
            Some(Rule::Portal)
        }
        Event::Stepped { to, .. } if matches!(kind(*to), Kind::Red | Kind::Green) => Some(Rule::RedAndGreen),
        Event::RollsAgain { .. } => Some(Rule::RollAgain),
        _ => None,
    }
}

const SEED: u64 = 589;
// Found by `find_the_guided_game`.
const SCRIPT: &[u16] =
    &[0, 1, 0, 2, 1, 1, 0, 0, 3, 0, 1, 1, 1, 0, 4, 0, 0, 2, 0, 3, 1, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 3];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{assert_lesson_teaches, computer_pick, find_script};

    /// Issue 32: "Catch Me: the roll for you or your opponent, red and green squares, portals,
    /// roll again, then a hidden round", in one game of at most 25 taps.
    #[test]
    fn the_guided_game_shows_the_roll_for_either_red_and_green_portals_roll_again_and_a_hidden_round() {
        assert_lesson_teaches::<CatchMe>(25);
    }

    /// Run by hand to choose the guided game: `cargo test --lib catch_me::lesson -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn find_the_guided_game() {
        find_script::<CatchMe>(&OPTIONS, 0..3000, 120, computer_pick).expect("a seed shows every rule");
    }
}
