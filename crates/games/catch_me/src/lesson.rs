//! Catch Me If You Can's guided first game: the learner is the hero, in
//! Quarantine (the real game opens in Quarantine too). It shows a roll that moves the other
//! side, red and green squares, a portal, a Roll Again and the hidden virus; then the virus is
//! shown close by (how you lose: it steps onto your square), and the hero runs into the safe
//! zone (how you win). Every move of the hero goes toward the safe zone.

use super::board::Kind;
use super::state::{CatchMe, Event, Mode, Options, Side};
use super::text::lesson_text;
use engine::{Game, Goal, Lesson, Moment, Seat, Teach};
use lang::Lang;

/// A main rule of the game, as the rules page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    RollTheDie,
    RedAndGreen,
    Portal,
    RollAgain,
    Quarantine,
    /// How you lose: the virus, in sight, could step onto the hero's square (or did).
    Caught,
    /// How you win.
    SafeZone,
    // Left to the real game.
    /// A move that cannot use all its steps goes as far as it can.
    AsFarAsItCan,
    /// A move on the other side's roll ends on purple: no roll again.
    NotOnTheirRoll,
    /// The virus in sight steps onto red or green: the colours work the other way for it.
    VirusColours,
}

pub(super) const OPTIONS: Options = Options {
    mode: Mode::Quarantine,
    board: super::BoardName::Second,
    sealed: super::Sealed::Off,
    fair_dice: false,
    unseen_again: true,
};

impl Teach for CatchMe {
    type Rule = Rule;
    const TAUGHT: &'static [Rule] = &[
        Rule::RollTheDie,
        Rule::Quarantine,
        Rule::RedAndGreen,
        Rule::Portal,
        Rule::RollAgain,
        Rule::Caught,
        Rule::SafeZone,
    ];
    const LATER: &'static [Rule] = &[Rule::AsFarAsItCan, Rule::NotOnTheirRoll, Rule::VirusColours];

    fn lesson() -> Option<Lesson<Self>> {
        Some(Lesson {
            options: OPTIONS,
            seed: SEED,
            people: 1,
            script: SCRIPT,
            chosen: &[("mode", "quarantine")],
            choices: CHOICES,
            ahead: AHEAD,
        })
    }

    /// Read as `seat` knows them, so a hidden move of the virus shows only that it is hidden.
    fn shows(events: &[Event], seat: Seat) -> Option<Rule> {
        let events: Vec<Event> = events.iter().filter_map(|e| CatchMe::redact(e, Some(seat))).collect();
        events.iter().find_map(|e| shown(e, &events))
    }

    fn rule_words(rule: Rule, lang: Lang) -> (&'static str, &'static str) {
        lesson_text(lang).rule(rule)
    }

    fn moment(rule: Rule) -> Option<Moment> {
        match rule {
            Rule::SafeZone => Some(Moment::Win),
            Rule::Caught => Some(Moment::Lose),
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
        lesson_text(lang).verdict(choice, good)
    }
}

/// The rule one event shows, among the events of its action (`all`, as the seat knows them).
fn shown(event: &Event, all: &[Event]) -> Option<Rule> {
    let kind = |square| OPTIONS.board.board().kind(square);
    match event {
        Event::Rolled { face: Some(4..=6), .. } => Some(Rule::RollTheDie),
        // Only the virus's own roll of 1-3 is hidden from the hero: it moves out of sight.
        Event::Rolled { side: Side::Virus, face: None } => Some(Rule::Quarantine),
        Event::Stepped { from, to, .. } if matches!(kind(*from), Kind::Portal { twin } if twin == *to) => {
            Some(Rule::Portal)
        }
        Event::Stepped { mover: Side::Hero, to, .. } if matches!(kind(*to), Kind::Red | Kind::Green) => {
            Some(Rule::RedAndGreen)
        }
        // Only a virus in sight (Normal) steps where the hero sees it.
        Event::Stepped { mover: Side::Virus, to, .. } if matches!(kind(*to), Kind::Red | Kind::Green) => {
            Some(Rule::VirusColours)
        }
        Event::MoveEnded { steps_left: 1.., .. } => Some(Rule::AsFarAsItCan),
        Event::MoveEnded { mover, at, .. }
            if kind(*at) == Kind::RollAgain && !all.contains(&Event::RollsAgain { side: *mover }) =>
        {
            Some(Rule::NotOnTheirRoll)
        }
        Event::RollsAgain { .. } => Some(Rule::RollAgain),
        // The virus comes into sight (Quarantine's showing; every move in Normal): it is
        // chasing the hero. Or it caught the hero.
        Event::VirusShown { .. } | Event::MoveEnded { mover: Side::Virus, .. } | Event::HeroCaught { .. } => {
            Some(Rule::Caught)
        }
        Event::HeroSafe { .. } => Some(Rule::SafeZone),
        _ => None,
    }
}

// Found by `lesson_find::find_the_guided_game` (seed 2832); the choices chosen by hand: at 14
// the virus was just shown two squares to the right of the hero at B5, and only B4 (down the
// green squares) reaches the portal at E1 with this roll of 3; at 22 the hero stands on the
// portal at E1 with 2 steps.
const SEED: u64 = 2832;
const AHEAD: usize = 24;
const CHOICES: &[usize] = &[14, 22];
const SCRIPT: &[u16] =
    &[0, 1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 1, 0, 3, 2, 2, 1, 2, 1, 1, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0];
