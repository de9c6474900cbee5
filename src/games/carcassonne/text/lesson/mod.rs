//! The guided first game's words, once per language (en.rs, it.rs): each rule's name and one
//! sentence for a ten-year-old, the goal card, the glossary and the verdicts on the learner's
//! choices.

mod en;
mod it;

use crate::engine::Goal;
use crate::games::carcassonne::lesson::Rule;
use crate::text::Lang;

pub fn lesson_text(lang: Lang) -> &'static dyn LessonText {
    match lang {
        Lang::En => &en::En,
        Lang::It => &it::It,
    }
}

pub trait LessonText: Sync {
    /// A rule's name on the rules page, and what just happened and why.
    fn rule(&self, rule: Rule) -> (&'static str, &'static str);
    fn goal(&self) -> Goal;
    fn glossary(&self) -> &'static [(&'static str, &'static str)];
    /// Why the lesson's choice number `choice` is good, or what any other answer costs.
    fn verdict(&self, choice: usize, good: bool) -> &'static str;
}
