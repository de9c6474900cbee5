//! Lab Race's guided first game: the goal card first; then the virus's turn
//! and how it chases people, leaving quarantine on a 6, masks, the seamstress (a computer
//! teammate) and her long masks, a piece falling sick and the sick piece leaving new viruses
//! (how the team loses: 12 viruses, or a virus or a sick piece in the lab), healing, a hand
//! sanitizer and social distancing; the learner chooses twice; then the game plays itself to
//! the team's win. The learner plays yellow; blue (the seamstress) and green are the computer.

use super::actions::Action;
use super::text::lesson_words;
use super::{Event, LabRace, MaskWear, Mover, Options, Role, MASK_LAPS};
use engine::{Goal, Lesson, Moment, Seat, Teach};
use lang::Lang;

/// A rule of the rules page, as it names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    VirusTurn,
    VirusChase,
    LeaveQuarantine,
    Mask,
    Seamstress,
    Sickness,
    VirusMultiplies,
    Healing,
    Sanitizer,
    SocialDistancing,
    Won,
    // Left to the real game's tips.
    SixChoices,
    SteppingOn,
    VirusPushedOn,
    MaskLaps,
    EnterLab,
    FreeSix,
    BikeCourier,
    Helping,
}

impl Teach for LabRace {
    type Rule = Rule;
    const TAUGHT: &'static [Rule] = &[
        Rule::VirusTurn,
        Rule::VirusPushedOn,
        Rule::VirusChase,
        Rule::FreeSix,
        Rule::LeaveQuarantine,
        Rule::Sanitizer,
        Rule::Mask,
        Rule::Seamstress,
        Rule::SteppingOn,
        Rule::Sickness,
        Rule::VirusMultiplies,
        Rule::Healing,
        Rule::SocialDistancing,
        Rule::Won,
    ];
    const LATER: &'static [Rule] =
        &[Rule::SixChoices, Rule::MaskLaps, Rule::EnterLab, Rule::BikeCourier, Rule::Helping];

    fn lesson() -> Option<Lesson<Self>> {
        Some(Lesson {
            options: options(),
            seed: SEED,
            people: 1,
            script: SCRIPT,
            chosen: CHOSEN,
            choices: CHOICES,
            ahead: AHEAD,
        })
    }

    /// The most telling rule the events show: the end first, then sickness and the rest.
    fn shows(events: &[Event], _seat: Seat) -> Option<Rule> {
        let found: Vec<Rule> = events.iter().filter_map(shown).collect();
        let rolled_five = events.iter().any(|e| matches!(e, Event::Rolled { face: 5, .. }));
        let courier = rolled_five
            && events.iter().any(|e| matches!(e, Event::RollsAgain { .. }))
            && !events.iter().any(|e| matches!(e, Event::FreeSix { .. }));
        let found = found.into_iter().chain(courier.then_some(Rule::BikeCourier));
        found.min_by_key(|r| RANK.iter().position(|x| x == r))
    }

    fn rule_words(rule: Rule, lang: Lang) -> (&'static str, &'static str) {
        (lesson_words(lang).rule)(rule)
    }

    fn moment(rule: Rule) -> Option<Moment> {
        match rule {
            Rule::Won => Some(Moment::Win),
            Rule::Sickness | Rule::VirusMultiplies => Some(Moment::Lose),
            _ => None,
        }
    }

    fn goal(lang: Lang) -> Goal {
        lesson_words(lang).goal
    }

    fn glossary(lang: Lang) -> &'static [(&'static str, &'static str)] {
        lesson_words(lang).glossary
    }

    fn verdict(choice: usize, good: bool, lang: Lang) -> &'static str {
        lesson_words(lang).verdicts[choice.min(1)][usize::from(!good)]
    }

    /// A helper's menu (it may pass, or move another colour's piece), or the menu after a 6
    /// (more than moving).
    fn menu(legal: &[Action]) -> Option<Rule> {
        let colour = |a: &Action| match a {
            Action::Move(id) | Action::TakeOut(id) => Some(id.colour),
            _ => None,
        };
        let mut colours = legal.iter().filter_map(colour);
        let first = colours.next();
        if legal.contains(&Action::Pass) || colours.any(|c| Some(c) != first) {
            return Some(Rule::Helping);
        }
        let six = |a: &Action| {
            matches!(a, Action::TakeOut(_) | Action::Heal(_) | Action::GiveMask(_) | Action::PlaceSanitizer(_))
        };
        legal.iter().any(six).then_some(Rule::SixChoices)
    }
}

/// The order in which `shows` prefers rules when one action shows several.
const RANK: &[Rule] = &[
    Rule::Won,
    Rule::Sickness,
    Rule::VirusMultiplies,
    Rule::SocialDistancing,
    Rule::Healing,
    Rule::Seamstress,
    Rule::Sanitizer,
    Rule::Mask,
    Rule::LeaveQuarantine,
    Rule::Helping,
    Rule::EnterLab,
    Rule::MaskLaps,
    Rule::VirusPushedOn,
    Rule::SteppingOn,
    Rule::FreeSix,
    Rule::BikeCourier,
    Rule::VirusChase,
    Rule::VirusTurn,
];

/// The learner's yellow plays without a role; blue, the computer, is the seamstress, so her
/// long masks come up in her own moves and are told before the learner meets one.
fn options() -> Options {
    Options::with_roles(&[None, Some(Role::Seamstress), None])
}

/// The setup's choices that make `options()`: "Now play a real game" opens the same table.
const CHOSEN: &[(&str, &str)] = &[("role-yellow", "none"), ("role-blue", "seamstress"), ("role-green", "none")];

/// The rule one event shows.
fn shown(event: &Event) -> Option<Rule> {
    Some(match *event {
        Event::HumanityWon { .. } => Rule::Won,
        Event::FellSick { .. } => Rule::Sickness,
        Event::VirusLeftBehind { .. } => Rule::VirusMultiplies,
        Event::WentHome { .. } => Rule::SocialDistancing,
        Event::Healed { .. } => Rule::Healing,
        // Only the seamstress sews masks longer than two laps.
        Event::MaskGiven { fields, .. } if fields > MASK_LAPS * super::board::LOOP => Rule::Seamstress,
        Event::MaskWornOut { why: MaskWear::MetVirus | MaskWear::MetSick, .. } => Rule::Mask,
        Event::MaskWornOut { why: MaskWear::Laps, .. } => Rule::MaskLaps,
        Event::SanitizerPlaced { .. } | Event::VirusDestroyed { .. } => Rule::Sanitizer,
        Event::TookOut { piece, by } if piece.colour != by => Rule::Helping,
        Event::TookOut { .. } => Rule::LeaveQuarantine,
        Event::Passed { .. } => Rule::Helping,
        Event::EnteredLab { mover: Mover::Piece(_) } => Rule::EnterLab,
        Event::SteppedOn { mover: Mover::Virus, .. } => Rule::VirusPushedOn,
        Event::SteppedOn { mover: Mover::Piece(_), .. } => Rule::SteppingOn,
        Event::FreeSix { .. } => Rule::FreeSix,
        Event::VirusMoved { .. } => Rule::VirusChase,
        Event::VirusPassed | Event::VirusLeftFocus => Rule::VirusTurn,
        _ => return None,
    })
}

const SEED: u64 = 49894;
/// The rules are told by the learner's roll at action 83; the game then plays itself to the end.
const AHEAD: usize = 83;
/// At 31 the learner rolled a 6 and takes a second piece out (or moves, masks, places
/// sanitizer); at 60 it moves the piece that does not walk onto a virus.
const CHOICES: &[usize] = &[31, 60];
// Found by `find_the_guided_game`: every learner's action is the computer's own pick.
const SCRIPT: &[u16] = &[
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1,
    0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2,
    0, 3, 0, 1, 0, 2, 0, 2, 0, 0, 0, 0, 5, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 2, 0, 0, 0, 0, 1, 0, 2, 0, 0, 0,
    0, 1, 0, 2, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 14, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
    0, 2, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0,
    1, 0, 1, 0, 0, 2, 0, 0, 0, 8, 0, 1, 0, 2, 0, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 3, 0, 5, 0, 0, 0,
    2, 0, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 9, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 2, 0, 0, 0,
    0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 3, 0, 1, 0, 2, 0, 0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 2, 0, 2, 0, 2, 0, 0, 0, 0, 1, 0, 2,
    0, 0, 0, 0, 1, 0, 2, 0, 0, 0, 1, 0, 1, 0, 2, 0, 2, 0, 0, 4, 0, 0, 0, 12, 0, 1, 0, 2, 0, 0, 0, 0, 1, 0, 2, 0, 0, 0,
    0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 3, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0, 1,
    0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 2, 0, 0, 0,
    0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];

#[cfg(test)]
#[path = "lesson_tests.rs"]
mod tests;
