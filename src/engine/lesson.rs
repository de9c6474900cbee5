//! A guided first game (issue 32): a real game of the engine, from a fixed seed, whose every
//! action (the learner's and the computer's) is scripted so that the game's main rules come
//! up early, each one named when it first happens.

use std::fmt::Debug;

#[cfg(test)]
use super::Turn;
use super::{Game, Illegal, ReplayError, Seat, Session};
use crate::text::Lang;

/// The guided game: its options and seed, and the index of each scripted action in the legal
/// actions of its position (indices, so a script is short and says nothing the engine does not).
#[derive(Clone, Debug)]
pub struct Lesson<G: Game> {
    pub options: G::Options,
    pub seed: u64,
    /// The seats the learner plays, from seat 0; the computer plays the others.
    pub people: usize,
    pub script: &'static [u16],
}

/// A game that teaches itself: the rules its guided game shows, and which rule an action's
/// events show, for the coach and for the first-time hints of a real game.
pub trait Teach: Game {
    /// A main rule of the game, in the game's own words.
    type Rule: Copy + Debug + PartialEq + Send + Sync + 'static;
    /// The rule the coach opens with (the goal), before anything has happened.
    const OPENING: Self::Rule;
    /// Every rule the guided game shows.
    const TAUGHT: &'static [Self::Rule];

    fn lesson() -> Lesson<Self>;
    /// The main rule these events (of one action, as `seat` may know them) show first, if any.
    fn shows(events: &[Self::Event], seat: Seat) -> Option<Self::Rule>;
    /// A key for the rule that stays when the language changes (a tip told on this device): its
    /// English name.
    fn rule_key(rule: Self::Rule) -> &'static str {
        Self::rule_words(rule, Lang::En).0
    }
    /// The rule's name on the rules page, and one sentence a ten-year-old reads: what just
    /// happened and why.
    fn rule_words(rule: Self::Rule, lang: Lang) -> (&'static str, &'static str);
}

impl<G: Game> Lesson<G> {
    /// The scripted actions, read by playing the script from the seed.
    pub fn actions(&self) -> Result<Vec<G::Action>, ReplayError> {
        let mut session = Session::<G>::new(self.options.clone(), self.seed)?;
        let mut actions = Vec::with_capacity(self.script.len());
        for (ply, &index) in self.script.iter().enumerate() {
            let legal = session.state().legal_actions();
            let action = legal.get(index as usize).cloned().ok_or(ReplayError::Illegal {
                index: ply,
                error: Illegal(format!("the script's action {index} of {}", legal.len())),
            })?;
            session.apply(action.clone()).map_err(|error| ReplayError::Illegal { index: ply, error })?;
            actions.push(action);
        }
        Ok(actions)
    }
}

/// Where each rule first came up in a game's history: (the action's number, the rule), in order.
pub fn first_shown<G: Teach>(session: &Session<G>, seat: Seat) -> Vec<(usize, G::Rule)> {
    let mut shown: Vec<(usize, G::Rule)> = vec![];
    for (ply, step) in session.steps().iter().enumerate() {
        let events: Vec<G::Event> = step.events.iter().filter_map(|e| G::redact(e, Some(seat))).collect();
        if let Some(rule) = G::shows(&events, seat).filter(|r| shown.iter().all(|(_, s)| s != r)) {
            shown.push((ply, rule));
        }
    }
    shown
}

/// Finds a script for a lesson (run by hand: each game's `#[ignore]`d test prints one): for
/// each seed, plays from it taking at each position an action that shows a rule not yet shown
/// where one does (looking one action ahead, the dice included: they are in the state), else
/// the policy's pick; keeps the seed that shows every taught rule in the fewest actions.
#[cfg(test)]
pub fn find_script<G: Teach>(
    options: &G::Options,
    seeds: std::ops::Range<u64>,
    max_plies: usize,
    pick: impl Fn(&G, &[G::Action], u64) -> usize,
) -> Option<(u64, Vec<u16>)> {
    let mut best: Option<(u64, Vec<u16>)> = None;
    for seed in seeds {
        let limit = best.as_ref().map_or(max_plies, |(_, s)| s.len());
        if let Some(script) = script_from(options, seed, limit, &pick) {
            best = Some((seed, script));
        }
    }
    // What to paste into the game's lesson.rs.
    if let Some((seed, script)) = &best {
        println!("const SEED: u64 = {seed};\nconst SCRIPT: &[u16] = &{script:?}; // {} actions", script.len());
    }
    best
}

/// A `find_script` pick: the computer's Normal move for whoever is to act (the first action
/// where the game itself acts).
#[cfg(test)]
pub fn computer_pick<G: Teach + super::Computer>(game: &G, legal: &[G::Action], seed: u64) -> usize {
    let Turn::Seat(seat) = game.turn() else { return 0 };
    let mut rng = super::rng::bot_rng(seed, 0);
    let plan = G::plan(&game.view(Some(seat)), legal, seat, super::Level::Normal, &mut rng);
    legal.iter().position(|a| plan.first() == Some(a)).unwrap_or(0)
}

#[cfg(test)]
fn script_from<G: Teach>(
    options: &G::Options,
    seed: u64,
    limit: usize,
    pick: &impl Fn(&G, &[G::Action], u64) -> usize,
) -> Option<Vec<u16>> {
    let mut state = G::new(options, seed).ok()?;
    let mut shown: Vec<G::Rule> = vec![];
    let mut script = vec![];
    // Whether the latest action showed a rule first: the coach tells it only at the next step.
    let mut fresh = false;
    while script.len() < limit {
        // It ends when every rule has come up and been told, and the learner is to act again.
        if G::TAUGHT.iter().all(|r| shown.contains(r)) && !fresh && state.turn() == Turn::Seat(0) {
            return Some(script);
        }
        let legal = state.legal_actions();
        if legal.is_empty() {
            return None;
        }
        let teaches = |action: &G::Action| {
            let mut next = state.clone();
            G::shows(&next.apply_legal(action), 0).filter(|r| G::TAUGHT.contains(r) && !shown.contains(r))
        };
        let index = legal.iter().position(|a| teaches(a).is_some()).unwrap_or_else(|| pick(&state, &legal, seed));
        let first = G::shows(&state.apply_legal(&legal[index]), 0).filter(|r| !shown.contains(r));
        fresh = first.is_some();
        shown.extend(first);
        script.push(index as u16);
    }
    None
}

/// What every guided game must be (each game's tests call this): its script plays from its
/// seed, every taught rule comes up in it, it ends at the learner's turn, and the learner
/// makes at most `most` decisions (a game of five minutes at most).
#[cfg(test)]
pub fn assert_lesson_teaches<G: Teach>(most: usize) {
    let lesson = G::lesson();
    let actions = lesson.actions().expect("the script is legal from its seed");
    let mut session = Session::<G>::new(lesson.options.clone(), lesson.seed).unwrap();
    let mut decisions = 0;
    for action in actions {
        decisions += usize::from(matches!(session.state().turn(), Turn::Seat(s) if s < lesson.people));
        session.apply(action).unwrap();
    }
    let shown = first_shown(&session, 0);
    for rule in G::TAUGHT {
        // The coach tells a rule at the step after the action that showed it, so that action
        // cannot be the script's last (the coach says Done there).
        let ply = shown.iter().find(|(_, r)| r == rule).map(|&(ply, _)| ply);
        assert!(ply.is_some_and(|ply| ply + 1 < lesson.script.len()), "the guided game shows {rule:?} and tells it");
    }
    assert!(matches!(session.state().turn(), Turn::Seat(s) if s < lesson.people), "it ends at the learner's turn");
    assert!(decisions <= most, "{decisions} decisions: more than {most}");
}
