//! What the coach of Vaccine Race's guided game says, in English: short sentences
//! for a ten-year-old, every race word explained where it is first said.

use super::en::En;
use super::LessonText;
use crate::lesson::Rule;
use engine::Goal;

impl LessonText for En {
    fn lesson_rule(&self, rule: Rule) -> (&'static str, &'static str) {
        match rule {
            Rule::Pandemic => (
                "PANDEMIC",
                "Every piece starts on PANDEMIC (square 0): a 5 or 6 on 1d6 takes it to square 1.",
            ),
            Rule::RedSquare => (
                "Red squares",
                "A red square marked \"to\" and a number sends the piece back there. If the other company reaches 98 \
                 first, you lose.",
            ),
            Rule::AnimalTrials => (
                "Square 14: the animal trials",
                "On 14, a 5 or 6 lets you skip the animal trials to 28. But a 1 in Phase I (29 to 42, tests on people) \
                 sends you to 16.",
            ),
            Rule::BlueSquare => (
                "Blue squares",
                "Blue squares help: a piece standing on one rolls two dice next time, 2d4 (two four-sided dice) \
                 or 2d6, instead of 1d6.",
            ),
            Rule::PhaseOne => (
                "A 1 in Phase I",
                "You skipped the animal trials, so a 1 in Phase I sent you back to 16. If the other company reaches 98 \
                 first, you lose.",
            ),
            Rule::SkipNextTurn => (
                "Skip next turn",
                "This red square makes the piece miss its next turn (the board marks it zz): the others move on \
                 without it.",
            ),
            Rule::CompanyEvent => (
                "Company events",
                "Yellow squares (66, 81, 88) are company events: all roll 1d6, and whoever rolls lowest goes back that \
                 many squares.",
            ),
            Rule::Gate => (
                "Squares 15 and 83",
                "On square 15 you move on only with a 4, 5 or 6, and on square 83 only with a 5 or 6: with less, \
                 you stay.",
            ),
            Rule::Won => (
                "GOAL",
                "Square 98 is the GOAL: the vaccine is made, and the first company there wins. No exact number is \
                 needed to get there.",
            ),
        }
    }

    fn goal(&self) -> Goal {
        Goal {
            win: "Be the first to move your piece to square 98, the GOAL: your company makes the vaccine.",
            lose: "If the other company's piece reaches 98 before yours, you lose the race.",
            turn: [
                "Tap Roll to throw the dice.",
                "Your piece moves forward that many squares.",
                "A coloured square makes something happen: blue helps, red holds you back, yellow involves everyone.",
            ],
        }
    }

    fn glossary(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("PANDEMIC", "Square 0, where every piece starts."),
            ("GOAL", "Square 98: the first piece there wins."),
            ("1d6", "One six-sided die."),
            ("2d4", "Two four-sided dice, added together."),
            ("animal trials", "Tests of the vaccine on animals, squares 14 to 28."),
            ("Phase I", "Squares 29 to 42: the first tests of the vaccine on people."),
            ("company event", "A yellow square: every player rolls, and the lowest roll goes back."),
        ]
    }

    fn verdict(&self, choice: usize, good: bool) -> &'static str {
        match (choice, good) {
            (0, true) => {
                "You were 13 squares behind: the jump to 28 puts you ahead. But now a 1 in Phase I sends you to 16."
            }
            (0, false) => "You stay on 14 with the computer on 27: the animal trials are safe, but you stay behind.",
            (_, true) => {
                "The computer is far ahead on 60: only the jump to 28 can catch it. The Phase I risk is worth it."
            }
            (_, false) => "You stay on 14, 46 squares behind the computer: a slow, safe walk will hardly catch it.",
        }
    }
}
