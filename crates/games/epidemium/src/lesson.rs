//! Epidemium's guided first game: the whole journey of one doctor, the learner,
//! against the computer's: who starts, Magic Number (the learner's first choice), the past
//! world's even numbers, the teleport square and the teleport, the future world's odd numbers,
//! the other doctor taking its syringe first (how you lose), a Penalty card to slow it (the
//! second choice) and the learner's own syringe; then the game plays itself home to the win.
//! Every rule is shown by the learner's own events (or, for how you lose, the other doctor's),
//! so that its words say what the learner just saw.

use super::text::text;
use super::{Action, Epidemium, Event, Stop, World};
use engine::{Goal, Lesson, Moment, Seat, Teach};
use lang::Lang;

/// A rule of the rules page, as it names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// The rolls for who starts: the lowest starts.
    Order,
    /// The Magic Number card, offered after one's own roll.
    MagicNumber,
    EvenNumbers,
    OddNumbers,
    /// A 3 in the past, a 4 in the future: the D4 next turn.
    D4,
    /// A 1 in the past, a 2 in the future: skip a turn.
    Skip,
    /// A 5 in the past, a 6 in the future: the next move is one dot only.
    SlowStep,
    BonusLife,
    Penalty,
    /// Arrived on the teleport square: the turn ends, the next one throws for a double.
    TeleportSquare,
    Teleport,
    /// Seven throws without a double: one dot back.
    TeleportMiss,
    /// One against one, the other stopped: seven misses spared for a second try.
    TeleportRetry,
    /// Two players rolled the skip number one after the other: neither skips.
    SkipsCancelled,
    /// Slow mode's step back.
    SlowMode,
    /// The learner's own syringe.
    Syringe,
    /// The other doctor took its syringe first: home before the learner, it wins.
    RivalSyringe,
    Won,
}

impl Teach for Epidemium {
    type Rule = Rule;
    /// In the order the guided game shows them.
    const TAUGHT: &'static [Rule] = &[
        Rule::Order,
        Rule::MagicNumber,
        Rule::EvenNumbers,
        Rule::Penalty,
        Rule::BonusLife,
        Rule::Skip,
        Rule::D4,
        Rule::TeleportSquare,
        Rule::Teleport,
        Rule::OddNumbers,
        Rule::RivalSyringe,
        Rule::Syringe,
        Rule::Won,
    ];
    /// Each a tip the first time the player's own move shows it in a real game.
    const LATER: &'static [Rule] =
        &[Rule::SlowStep, Rule::TeleportMiss, Rule::TeleportRetry, Rule::SkipsCancelled, Rule::SlowMode];

    fn lesson() -> Option<Lesson<Self>> {
        let options = super::setup::options(2, &[]);
        Some(Lesson { options, seed: SEED, people: 1, script: SCRIPT, chosen: &[], choices: CHOICES, ahead: AHEAD })
    }

    fn shows(events: &[Event], seat: Seat) -> Option<Rule> {
        // One's own roll, nothing settled yet: the Magic Number card is asked about. (A roll
        // that waits on Bonus Life alone looks the same, but every player's first roll holds
        // Magic Number, so that one is always told first.)
        let thrown = |e: &Event| matches!(e, Event::Rolled { seat: s, .. } | Event::TeleportThrown { seat: s, .. } if *s == seat);
        if !events.is_empty() && events.iter().all(thrown) {
            return Some(Rule::MagicNumber);
        }
        let mut found = events.iter().filter_map(|e| shown(e, seat)).collect::<Vec<_>>();
        found.sort_by_key(|rule| PRIORITY.iter().position(|r| r == rule));
        found.first().copied()
    }

    fn rule_words(rule: Rule, lang: Lang) -> (&'static str, &'static str) {
        text(lang).lesson_rule(rule)
    }

    fn moment(rule: Rule) -> Option<Moment> {
        match rule {
            Rule::Won => Some(Moment::Win),
            Rule::RivalSyringe => Some(Moment::Lose),
            _ => None,
        }
    }

    fn goal(lang: Lang) -> Goal {
        text(lang).lesson_goal()
    }

    fn glossary(lang: Lang) -> &'static [(&'static str, &'static str)] {
        text(lang).lesson_glossary()
    }

    fn verdict(choice: usize, good: bool, lang: Lang) -> &'static str {
        text(lang).lesson_verdict(choice, good)
    }

    /// The three cards' menus: Magic Number after a roll, Bonus Life when a skip falls, Penalty
    /// before a roll.
    fn menu(legal: &[Action]) -> Option<Rule> {
        legal.iter().find_map(|action| match action {
            Action::KeepRoll | Action::MagicNumber(_) => Some(Rule::MagicNumber),
            Action::BonusLife | Action::AcceptSkip => Some(Rule::BonusLife),
            Action::Penalty(_) => Some(Rule::Penalty),
            Action::Roll => None,
        })
    }
}

/// When one action shows several rules, the one told: the rarer, the later in the journey.
const PRIORITY: &[Rule] = &[
    Rule::Won,
    Rule::Syringe,
    Rule::RivalSyringe,
    Rule::Teleport,
    Rule::TeleportMiss,
    Rule::TeleportRetry,
    Rule::TeleportSquare,
    Rule::SkipsCancelled,
    Rule::BonusLife,
    Rule::Penalty,
    Rule::Skip,
    Rule::D4,
    Rule::SlowStep,
    Rule::SlowMode,
    Rule::EvenNumbers,
    Rule::OddNumbers,
    Rule::Order,
];

/// The rule one event shows to `me`: my own moves, a Penalty card played by me or on me, the
/// other doctor's syringe, and who starts.
fn shown(event: &Event, me: Seat) -> Option<Rule> {
    let rule = match *event {
        Event::SyringeTaken { seat } if seat != me => return Some(Rule::RivalSyringe),
        Event::PenaltyPlayed { seat, target } if seat == me || target == me => return Some(Rule::Penalty),
        Event::SkipsCancelled { seats } if seats.contains(&me) => return Some(Rule::SkipsCancelled),
        Event::OrderSettled { .. } => return Some(Rule::Order),
        Event::Moved { seat, world: World::Past, .. } => (seat, Rule::EvenNumbers),
        Event::Moved { seat, world: World::Future, .. } => (seat, Rule::OddNumbers),
        Event::D4Next { seat } => (seat, Rule::D4),
        // A Penalty card's skip is the card's rule; this one is the dice's.
        Event::MustSkip { seat, stop: Stop::Roll } => (seat, Rule::Skip),
        Event::SlowStepNext { seat } => (seat, Rule::SlowStep),
        Event::SteppedBack { seat, .. } => (seat, Rule::SlowMode),
        Event::BonusLifePlayed { seat } => (seat, Rule::BonusLife),
        Event::ReachedTeleport { seat, .. } => (seat, Rule::TeleportSquare),
        Event::Teleported { seat, .. } => (seat, Rule::Teleport),
        Event::TeleportFailed { seat } => (seat, Rule::TeleportMiss),
        Event::TeleportRetry { seat } => (seat, Rule::TeleportRetry),
        Event::SyringeTaken { seat } => (seat, Rule::Syringe),
        Event::Won { seat } => (seat, Rule::Won),
        _ => return None,
    };
    (rule.0 == me).then_some(rule.1)
}

// Found by `find_the_guided_game` (lesson_tests.rs); `print_the_guided_game` shows it. The
// story: who starts (1); the learner's roll of 3 and Magic Number (choice, 3): 6, the past
// world's even numbers; the other doctor's Penalty card and the learner's Bonus Life (4, 5); a
// skipped turn (8); the D4 (13); the teleport square (23) and a double (25); the future world's
// odd numbers (27); the other doctor takes its syringe first, how you lose (28); the learner's
// Penalty card on it (choice, 29); the learner's syringe (34). From 36 the game plays itself
// home: back through the teleport, and the win on the stethoscope (52).
const SEED: u64 = 9550;
const AHEAD: usize = 36;
const CHOICES: &[usize] = &[3, 29];
const SCRIPT: &[u16] = &[
    0, 0, 0, 5, 1, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];

#[cfg(test)]
#[path = "lesson_tests.rs"]
mod tests;
