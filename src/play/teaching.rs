//! What the play screen teaches, with the game's type erased: what a game teaches of itself
//! (`Teaching`: the goal card, its words, the rules its lesson shows), what the coach of a guided
//! game says (`Said`) and what the learner may ask of it (`CoachAct`), and a first-time tip in a
//! real game (`Tip`).
//! May use: the app's `game_ui`.

use crate::game_ui::GameUi;
use engine::{Chosen, Goal, Moment};
use lang::Lang;
use table::coach::Coaching;
use text::coach::coach;

/// What a game teaches of itself, with its type erased: the goal card, the words of the
/// game, the rules its lesson shows and those it leaves to the real game, and the version
/// it plays.
#[derive(Clone, Debug, PartialEq)]
pub struct Teaching {
    pub goal: Goal,
    pub glossary: &'static [(&'static str, &'static str)],
    pub taught: Vec<&'static str>,
    pub later: Vec<&'static str>,
    pub chosen: Chosen,
}

/// `G`'s teaching in `lang`.
pub fn teaching<G: GameUi>(lang: Lang) -> Teaching {
    let names = |rules: &[G::Rule]| rules.iter().map(|&r| G::rule_words(r, lang).0).collect();
    Teaching {
        goal: G::goal(lang),
        glossary: G::glossary(lang),
        taught: names(G::TAUGHT),
        later: names(G::LATER),
        chosen: G::lesson().map(|lesson| lesson.chosen.to_vec()).unwrap_or_default(),
    }
}

/// What the coach says at a step, with the game's type erased.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    pub step: Coaching<()>,
    /// The rule told, as its rules page names it.
    pub rule: Option<&'static str>,
    /// The rule told shows how the game is won or lost.
    pub moment: Option<Moment>,
    /// The learner's answer to a choice just judged: good or not.
    pub verdict: Option<bool>,
    /// One or two sentences.
    pub text: String,
}

/// What the learner may ask of the coach.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CoachAct {
    /// "Next" (and "Begin" on the goal card): the told rule is read, the game goes on.
    Hear,
    /// A choice against the script is taken back, to be chosen again.
    TakeBack,
    /// A choice against the script is kept: the game plays on from it.
    Keep,
    /// Back to the learner's previous decision.
    BackOneStep,
    /// The lesson from its goal card again, every move taken back.
    Again,
}

/// A tip in words: the rule as its rules page names it, and what just happened and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Tip {
    pub rule: &'static str,
    pub why: &'static str,
}

/// What the coach says at `step`: the rule's words, the verdict on a choice just answered,
/// then the learner's next action (`ask`, a sentence) or who moves meanwhile (`who`).
pub fn say<G: GameUi>(step: Coaching<G::Rule>, lang: Lang, ask: Option<String>, who: Option<String>) -> Said {
    let t = coach(lang);
    let rule = step.rule().copied();
    let chose = match step {
        Coaching::Ask { chose, .. } | Coaching::Explain { chose, .. } | Coaching::Choose { chose, .. } => {
            chose.map(|c| (c, true))
        }
        Coaching::Strayed { choice } => Some((choice, false)),
        Coaching::Goal | Coaching::Watch | Coaching::Ahead | Coaching::Kept | Coaching::Done { .. } => None,
    };
    let words = rule.map(|r| G::rule_words(r, lang));
    let verdict = chose.map(|(c, good)| {
        let tag = if good { t.good_choice() } else { t.costly_choice() };
        format!("{tag} {}", G::verdict(c, good, lang))
    });
    let then = match step {
        Coaching::Ask { .. } => ask,
        Coaching::Choose { .. } => Some(t.choose().to_string()),
        Coaching::Watch => who.map(|who| t.watch(&who)),
        Coaching::Ahead => Some(t.ahead().to_string()),
        Coaching::Kept => Some(t.kept().to_string()),
        Coaching::Done { .. } => Some(t.done(G::title(lang))),
        Coaching::Goal | Coaching::Explain { .. } | Coaching::Strayed { .. } => None,
    };
    let text =
        [verdict, words.map(|(_, why)| why.to_string()), then].into_iter().flatten().collect::<Vec<_>>().join(" ");
    Said {
        step: erased(step),
        rule: words.map(|(name, _)| name),
        moment: rule.and_then(G::moment),
        verdict: chose.map(|(_, good)| good),
        text,
    }
}

fn erased<R>(step: Coaching<R>) -> Coaching<()> {
    let some = |rule: Option<R>| rule.map(|_| ());
    match step {
        Coaching::Goal => Coaching::Goal,
        Coaching::Ask { rule, chose } => Coaching::Ask { rule: some(rule), chose },
        Coaching::Choose { rule, choice, chose } => Coaching::Choose { rule: some(rule), choice, chose },
        Coaching::Explain { rule, chose } => Coaching::Explain { rule: some(rule), chose },
        Coaching::Strayed { choice } => Coaching::Strayed { choice },
        Coaching::Watch => Coaching::Watch,
        Coaching::Ahead => Coaching::Ahead,
        Coaching::Kept => Coaching::Kept,
        Coaching::Done { rule } => Coaching::Done { rule: some(rule) },
    }
}
