//! The words of the coach of a guided first game and of the first-time hints (issue 32),
//! once per language (en.rs, it.rs).

mod en;
mod it;

use super::Lang;

pub fn coach(lang: Lang) -> &'static dyn CoachText {
    match lang {
        Lang::En => &en::En,
        Lang::It => &it::It,
    }
}

pub trait CoachText: Sync {
    fn learn_to_play(&self) -> &'static str;
    /// The offer on a first visit to a game's setup.
    fn learn_offer(&self, title: &str) -> String;
    /// The coach box's name for screen readers.
    fn coach(&self) -> &'static str;
    /// The learner's turn: one sentence asking for the glowing action.
    fn ask(&self, label: &str) -> String;
    fn watch(&self, who: &str) -> String;
    fn next(&self) -> &'static str;
    /// A tap on something the coach did not point at.
    fn oops(&self) -> &'static str;
    fn done(&self, title: &str) -> String;
    fn play_real_game(&self) -> &'static str;
    fn skip(&self) -> &'static str;
    /// A first-time hint: the tag before it, its "got it", and the switch for every hint.
    fn hint(&self) -> &'static str;
    fn got_it(&self) -> &'static str;
    fn no_more_hints(&self) -> &'static str;
    fn hints_on(&self) -> &'static str;
}
