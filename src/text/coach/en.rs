//! The coach in English: short sentences for a ten-year-old.

use super::CoachText;

pub struct En;

impl CoachText for En {
    fn learn_to_play(&self) -> &'static str {
        "Learn to play"
    }
    fn learn_offer(&self, title: &str) -> String {
        format!("New to {title}? Learn it in five minutes by playing a guided game.")
    }
    fn coach(&self) -> &'static str {
        "Coach"
    }
    fn ask(&self, label: &str) -> String {
        format!("Now tap “{label}”, which glows.")
    }
    fn watch(&self, who: &str) -> String {
        format!("Watch {who} play.")
    }
    fn next(&self) -> &'static str {
        "Next"
    }
    fn oops(&self) -> &'static str {
        "Not that one: tap what glows."
    }
    fn done(&self, title: &str) -> String {
        format!("Well done: now you know the main rules of {title}.")
    }
    fn play_real_game(&self) -> &'static str {
        "Now play a real game"
    }
    fn skip(&self) -> &'static str {
        "Skip the lesson"
    }
    fn hint(&self) -> &'static str {
        "Tip"
    }
    fn got_it(&self) -> &'static str {
        "Got it"
    }
    fn no_more_hints(&self) -> &'static str {
        "No more tips"
    }
    fn hints_on(&self) -> &'static str {
        "Show a tip the first time a rule comes up"
    }
}
