//! A guided first game: a real game of the engine, from a fixed seed, whose every action (the
//! learner's and the computer's) is scripted so that the game's main rules come up early, each
//! one named when it first happens. It opens on the goal, lets the learner choose at a few
//! moments (a choice against the script is played, explained and taken back), shows how you
//! lose as it nearly happens, and jumps ahead to the end, a win.
//! Uses `game`, `outcome`, `record`, `session` (and, for the tests' helpers, `computer`, `rng`, `setup`).

use std::fmt::Debug;

#[cfg(any(test, feature = "testing"))]
use super::Turn;
use super::{Game, Illegal, ReplayError, Seat, Session};
use lang::Lang;

/// The guided game: its options and seed, and the index of each scripted action in the legal
/// actions of its position (indices, so a script is short and says nothing the engine does not).
#[derive(Clone, Debug)]
pub struct Lesson<G: Game> {
    pub options: G::Options,
    pub seed: u64,
    /// The seats the learner plays, from seat 0; the computer plays the others.
    pub people: usize,
    pub script: &'static [u16],
    /// The setup's choices that make `options`: "Now play a real game" opens the same version.
    pub chosen: &'static [(&'static str, &'static str)],
    /// The actions (their numbers) where the learner chooses among every legal action: the
    /// script's is the good choice, any other is played, explained and taken back.
    pub choices: &'static [usize],
    /// From this action on the game plays itself to its end, the learner's moves too: the
    /// rules are told, and the end (a win) is what is left to see.
    pub ahead: usize,
}

/// A moment of the lesson that shows how the game ends: a win, or how the learner could lose
/// (a loss nearly happening, or happening to someone).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    Win,
    Lose,
}

/// The goal card: how you win, how you lose and a turn in three steps, each one sentence a
/// ten-year-old reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Goal {
    pub win: &'static str,
    pub lose: &'static str,
    pub turn: [&'static str; 3],
}

/// A rule of a game without a guided first game: there is none to name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoRule {}

/// A game that teaches itself: the goal card every game shows, and where it has one, the rules
/// its guided game shows and which rule an action's events show, for the coach and for the
/// first-time hints of a real game. A game without a guided game gives its goal card alone:
/// `impl Teach for MyGame { type Rule = NoRule; fn goal(lang: Lang) -> Goal { ... } }`.
pub trait Teach: Game {
    /// A main rule of the game, in the game's own words (`NoRule` where nothing is taught).
    type Rule: Copy + Debug + PartialEq + Send + Sync + 'static;
    /// Every rule the guided game shows.
    const TAUGHT: &'static [Self::Rule] = &[];
    /// The rules of the rules page the guided game leaves to the real game, where each is a
    /// tip the first time it comes up (the recap names them).
    const LATER: &'static [Self::Rule] = &[];

    /// The guided first game, where the game has one: "Learn to play" opens it.
    fn lesson() -> Option<Lesson<Self>> {
        None
    }
    /// The main rule these events (of one action, as `seat` may know them) show first, if any.
    fn shows(_events: &[Self::Event], _seat: Seat) -> Option<Self::Rule> {
        None
    }
    /// A key for the rule that stays when the language changes (a tip told on this device): its
    /// English name.
    fn rule_key(rule: Self::Rule) -> &'static str {
        Self::rule_words(rule, Lang::En).0
    }
    /// The rule's name on the rules page, and one sentence a ten-year-old reads: what just
    /// happened and why.
    fn rule_words(_rule: Self::Rule, _lang: Lang) -> (&'static str, &'static str) {
        ("", "")
    }
    /// The rule, when it comes up, shows how the game is won or lost.
    fn moment(_rule: Self::Rule) -> Option<Moment> {
        None
    }
    /// How you win, how you lose and a turn: the goal card of every game, lesson or not.
    fn goal(lang: Lang) -> Goal;
    /// The game's own words a newcomer meets, each with a one-line meaning: the coach lets
    /// the learner tap each where it says it, and the rules page lists them.
    fn glossary(_lang: Lang) -> &'static [(&'static str, &'static str)] {
        &[]
    }
    /// The coach's word on the learner's answer to the lesson's choice number `choice`: why
    /// the good one is good, or what any other costs.
    fn verdict(_choice: usize, _good: bool, _lang: Lang) -> &'static str {
        ""
    }
    /// The rule a person's menu of `legal` actions asks about, for a tip the first time it is
    /// open (a menu the guided game never opened).
    fn menu(_legal: &[Self::Action]) -> Option<Self::Rule> {
        None
    }
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
/// the policy's pick, until every rule before the end is told at the learner's turn (`ahead`);
/// then the policy plays to the end, which must be the learner's win. Keeps the seed that
/// does it in the fewest actions before `ahead`.
#[cfg(any(test, feature = "testing"))]
pub fn find_script<G: Teach>(
    options: &G::Options,
    seeds: std::ops::Range<u64>,
    max_plies: usize,
    pick: impl Fn(&G, &[G::Action], u64) -> usize,
) -> Option<(u64, usize, Vec<u16>)> {
    let mut best: Option<(u64, usize, Vec<u16>)> = None;
    for seed in seeds {
        let limit = best.as_ref().map_or(max_plies, |(_, ahead, _)| *ahead);
        if let Some((ahead, script)) = script_from(options, seed, limit, &pick) {
            best = Some((seed, ahead, script));
        }
    }
    // What to paste into the game's lesson.rs.
    if let Some((seed, ahead, script)) = &best {
        println!("const SEED: u64 = {seed};\nconst AHEAD: usize = {ahead};\nconst SCRIPT: &[u16] = &{script:?};");
    }
    best
}

/// A `find_script` pick: the computer's Normal move for whoever is to act (the first action
/// where the game itself acts).
#[cfg(any(test, feature = "testing"))]
pub fn computer_pick<G: Teach + super::Computer>(game: &G, legal: &[G::Action], seed: u64) -> usize {
    let Turn::Seat(seat) = game.turn() else { return 0 };
    let mut rng = super::rng::bot_rng(seed, 0);
    let plan = G::plan(&game.view(Some(seat)), legal, seat, super::Level::Normal, &mut rng);
    legal.iter().position(|a| plan.first() == Some(a)).unwrap_or(0)
}

/// The rules the coach tells before the jump ahead: every taught rule but the win, which the
/// end itself shows.
#[cfg(any(test, feature = "testing"))]
fn before_the_end<G: Teach>() -> impl Iterator<Item = &'static G::Rule> {
    G::TAUGHT.iter().filter(|r| G::moment(**r) != Some(Moment::Win))
}

#[cfg(any(test, feature = "testing"))]
fn script_from<G: Teach>(
    options: &G::Options,
    seed: u64,
    limit: usize,
    pick: &impl Fn(&G, &[G::Action], u64) -> usize,
) -> Option<(usize, Vec<u16>)> {
    let mut state = G::new(options, seed).ok()?;
    let mut shown: Vec<G::Rule> = vec![];
    let mut script = vec![];
    // Whether the latest action showed a rule first: the coach tells it only at the next step.
    let mut fresh = false;
    let taught = |shown: &[G::Rule]| before_the_end::<G>().all(|r| shown.contains(r));
    while !(taught(&shown) && !fresh && state.turn() == Turn::Seat(0)) {
        let legal = state.legal_actions();
        if legal.is_empty() || script.len() >= limit {
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
    let ahead = script.len();
    while state.outcome().is_none() {
        let legal = state.legal_actions();
        let index = pick(&state, &legal, seed);
        state.apply_legal(&legal[index]);
        script.push(index as u16);
    }
    state.outcome().is_some_and(|o| o.winners.contains(&0)).then_some((ahead, script))
}

/// What every guided game must be (each game's tests call this): its script plays from its
/// seed with the setup's choices, every taught rule comes up in it and is told before the jump
/// ahead, one shows how you lose, the end is the learner's win and shows it; its choices are
/// the learner's among several actions; the learner makes at most `most` decisions (a game of
/// five minutes at most); every word the coach needs exists in both languages.
#[cfg(any(test, feature = "testing"))]
pub fn assert_lesson_teaches<G: Teach + super::Setup>(most: usize) {
    let Some(lesson) = G::lesson() else { return };
    let chosen: super::Chosen = lesson.chosen.to_vec();
    let seats = G::new(&lesson.options, lesson.seed).unwrap().seats();
    assert_eq!(G::options(seats, &chosen), lesson.options, "the real game opens the lesson's version");
    let actions = lesson.actions().expect("the script is legal from its seed");
    let mut session = Session::<G>::new(lesson.options.clone(), lesson.seed).unwrap();
    let mut decisions = 0;
    for (ply, action) in actions.into_iter().enumerate() {
        let learners = matches!(session.state().turn(), Turn::Seat(s) if s < lesson.people);
        decisions += usize::from(learners && ply < lesson.ahead);
        if lesson.choices.contains(&ply) {
            assert!(learners && ply < lesson.ahead, "choice at {ply} is the learner's, before the end");
            assert!(session.state().legal_actions().len() > 1, "choice at {ply} has more than one answer");
        }
        session.apply(action).unwrap();
    }
    assert!(lesson.choices.len() >= 2, "at least two real decisions");
    let shown = first_shown(&session, 0);
    let ply_of = |rule: &G::Rule| shown.iter().find(|(_, r)| r == rule).map(|&(ply, _)| ply);
    for rule in before_the_end::<G>() {
        // The coach tells a rule at the step after the action that showed it, before the jump.
        assert!(ply_of(rule).is_some_and(|ply| ply + 1 < lesson.ahead), "the guided game shows {rule:?} and tells it");
    }
    assert!(G::TAUGHT.iter().any(|r| G::moment(*r) == Some(Moment::Lose)), "it shows how you lose");
    let outcome = session.state().outcome().expect("it plays to the end");
    assert!(outcome.winners.contains(&0), "the end is the learner's win: {outcome:?}");
    let last = session.steps().len() - 1;
    let win = shown.iter().find(|(_, r)| G::moment(*r) == Some(Moment::Win));
    assert!(win.is_some_and(|&(ply, _)| ply == last), "the last action shows the win: {shown:?}");
    assert!(decisions <= most, "{decisions} decisions: more than {most}");
    for lang in [Lang::En, Lang::It] {
        assert_words::<G>(lang, lesson.choices.len());
    }
}

/// Every word the coach says of the game exists, fits a phone's coach box, and every word of
/// its glossary is one the coach says.
#[cfg(any(test, feature = "testing"))]
fn assert_words<G: Teach>(lang: Lang, choices: usize) {
    assert_fits_a_phone::<G>(lang, choices);
    let goal = G::goal(lang);
    let mut said: Vec<&str> = vec![goal.win, goal.lose];
    said.extend(goal.turn);
    said.extend(G::TAUGHT.iter().chain(G::LATER).flat_map(|&r| <[&str; 2]>::from(G::rule_words(r, lang))));
    said.extend((0..choices).flat_map(|c| [G::verdict(c, true, lang), G::verdict(c, false, lang)]));
    assert!(said.iter().all(|s| !s.trim().is_empty()), "{lang:?}: a sentence is missing");
    assert!(G::TAUGHT.iter().all(|r| !G::LATER.contains(r)), "a rule is taught or later, not both");
    let all = said.join(" ").to_lowercase();
    for (term, meaning) in G::glossary(lang) {
        assert!(!meaning.is_empty() && all.contains(&term.to_lowercase()), "{lang:?}: the coach says {term}");
    }
}

/// A phone's coach box reads about 300 characters unscrolled, and one step may say a verdict, a
/// rule and what to tap: each rule at most two sentences, and lengths to match (Italian runs
/// longer). A verdict has no tag of its own: the app says "Good choice:".
#[cfg(any(test, feature = "testing"))]
fn assert_fits_a_phone<G: Teach>(lang: Lang, choices: usize) {
    let (rule_most, verdict_most) = match lang {
        Lang::En => (120, 100),
        Lang::It => (135, 115),
    };
    let fits = |s: &str, most: usize| s.chars().count() <= most;
    let sentences = |s: &str| 1 + [". ", "! ", "? "].iter().map(|end| s.matches(end).count()).sum::<usize>();
    let goal = G::goal(lang);
    for line in [goal.win, goal.lose].iter().chain(&goal.turn) {
        assert!(fits(line, 110), "{lang:?} goal card: {line}");
    }
    for &rule in G::TAUGHT.iter().chain(G::LATER) {
        let (_, why) = G::rule_words(rule, lang);
        assert!(fits(why, rule_most) && sentences(why) <= 2, "{lang:?} {rule:?}: {why}");
    }
    for verdict in (0..choices).flat_map(|c| [G::verdict(c, true, lang), G::verdict(c, false, lang)]) {
        let tagged = verdict.split_whitespace().next().is_some_and(|w| w.ends_with(':'));
        assert!(fits(verdict, verdict_most) && !tagged, "{lang:?} verdict: {verdict}");
    }
}
