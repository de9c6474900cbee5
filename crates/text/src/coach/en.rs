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
    fn lesson_done(&self, title: &str, options: bool) -> String {
        match options {
            true => format!(
                "You have played the lesson of {title}: this game starts with its options, which you can change below."
            ),
            false => format!("You have played the lesson of {title}: now the real game."),
        }
    }
    fn lesson_done_mark(&self) -> &'static str {
        "Lesson done"
    }
    fn play_lesson_again(&self) -> &'static str {
        "Play the lesson again"
    }
    fn lesson_save(&self) -> &'static str {
        "Lesson"
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
    fn goal(&self) -> &'static str {
        "Goal"
    }
    fn how_you_win(&self) -> &'static str {
        "How you win"
    }
    fn how_you_lose(&self) -> &'static str {
        "How you lose"
    }
    fn a_turn(&self) -> &'static str {
        "A turn"
    }
    fn begin(&self) -> &'static str {
        "Begin"
    }
    fn back_to_the_game(&self) -> &'static str {
        "Back to the game"
    }
    fn choose(&self) -> &'static str {
        "Your choice: tap any move that glows."
    }
    fn good_choice(&self) -> &'static str {
        "Good choice:"
    }
    fn costly_choice(&self) -> &'static str {
        "Not the best:"
    }
    fn take_back(&self) -> &'static str {
        "Take it back"
    }
    fn keep_it(&self) -> &'static str {
        "Keep it and go on"
    }
    fn kept(&self) -> &'static str {
        "You kept your move. From here the computer plays every seat to the end, yours too, so you see what it costs. Play the lesson again for the better move."
    }
    fn back_one_step(&self) -> &'static str {
        "Back one step"
    }
    fn ahead(&self) -> &'static str {
        "You have seen every rule of this lesson. Now the game plays itself to its end: watch how it is won."
    }
    fn won(&self) -> &'static str {
        "You won!"
    }
    fn nearly_lost(&self) -> &'static str {
        "Careful:"
    }
    fn you_saw(&self) -> &'static str {
        "What you saw"
    }
    fn still_to_discover(&self) -> &'static str {
        "Still to discover (the rules page has each)"
    }
    fn words_of_the_game(&self) -> &'static str {
        "Words of the game"
    }
    fn rules_in_short(&self) -> &'static str {
        "The rules in short"
    }
}
