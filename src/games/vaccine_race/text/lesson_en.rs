//! What the coach of Vaccine Race's guided game says, in English (issue 42): short sentences
//! for a ten-year-old, every race word explained where it is first said.

use super::en::En;
use super::LessonText;
use crate::engine::Goal;
use crate::games::vaccine_race::lesson::Rule;

impl LessonText for En {
    fn lesson_rule(&self, rule: Rule) -> (&'static str, &'static str) {
        match rule {
            Rule::Pandemic => (
                "PANDEMIC",
                "Every piece starts on PANDEMIC (square 0). To leave it you need a 5 or 6 on 1d6 (one six-sided \
                 die): that sequences the virus DNA and moves you to square 1. Any other number ends your turn.",
            ),
            Rule::RedSquare => (
                "Red squares",
                "A red square marked \"to\" and a number sends the piece back to that square. Every square lost \
                 helps the other company reach 98 first: that is how you lose the race.",
            ),
            Rule::AnimalTrials => (
                "Square 14: the animal trials",
                "On square 14 you roll 1d6. On a 5 or 6 you may skip the animal trials (the tests on animals) and \
                 jump to 28. But then a 1 rolled on squares 29 to 42 (Phase I, the first tests on people) sends \
                 you back to 16.",
            ),
            Rule::BlueSquare => (
                "Blue squares",
                "Blue squares help: a piece standing on one rolls two dice next time, 2d4 (two four-sided dice) \
                 or 2d6, instead of 1d6.",
            ),
            Rule::PhaseOne => (
                "A 1 in Phase I",
                "You skipped the animal trials, then a die showed 1 in Phase I: back to 16. Fall far behind and \
                 the other company reaches 98 first: that is how you lose.",
            ),
            Rule::SkipNextTurn => (
                "Skip next turn",
                "This red square makes the piece miss its next turn (the board marks it zz): the others move on \
                 without it.",
            ),
            Rule::CompanyEvent => (
                "Company events",
                "Yellow squares (66, 81, 88) are company events: every player rolls 1d6, and whoever rolls lowest \
                 goes back that many squares (on a tie, all of them).",
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
            ("DNA", "The virus's recipe: it must be read (sequenced) before a vaccine can be made."),
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
                "Good: the computer was 13 squares ahead, and the jump to 28 puts you in front. The price: from \
                 now on a 1 in Phase I (squares 29 to 42) sends you back to 16."
            }
            (0, false) => {
                "You stay on 14 while the computer is on 27: doing the animal trials is safe, but you give up a \
                 jump of 14 squares and stay behind."
            }
            (_, true) => {
                "Good: the computer is far ahead on 60, and only the jump to 28 can catch it up. The Phase I risk \
                 is back, but a slow, safe walk would hardly win the race."
            }
            (_, false) => {
                "Doing the animal trials keeps you on 14, 46 squares behind the computer: walking safely, you will \
                 hardly catch it before 98."
            }
        }
    }
}
