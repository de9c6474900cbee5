//! The guided game's words in English: short sentences for a ten-year-old.

use super::en::En;
use super::LessonText;
use crate::lesson::Rule;
use engine::Goal;

impl LessonText for En {
    fn rule(&self, rule: Rule) -> (&'static str, &'static str) {
        match rule {
            Rule::RollTheDie => ("roll the die", "A 4, 5 or 6 moves the other side, not the one who rolled: the roll minus 3 steps."),
            Rule::Quarantine => ("Quarantine", "This is Quarantine: you do not see the virus roll 1, 2 or 3, nor move. It is shown again after every second move."),
            Rule::RedAndGreen => ("Red and green", "A red square costs the hero one step when it passes through; ending a move on a green square gives one more step."),
            Rule::Portal => ("portal", "A portal sends you to its twin, the portal with the same number, for just one step."),
            Rule::RollAgain => ("Roll Again", "Your own move ended on a purple Roll Again square: roll again!"),
            Rule::Caught => ("Getting caught", "There is the virus! If it steps onto your square, it catches you and you lose: keep out of its reach."),
            Rule::SafeZone => ("safe zone", "The hero is in the safe zone: the hero wins!"),
            Rule::AsFarAsItCan => ("As far as it can", "This move could not use all its steps: never the same square twice in a turn, never onto the virus in sight."),
            Rule::NotOnTheirRoll => ("Roll Again on your own roll", "This move ended on a purple Roll Again square, but on the other side's roll: no roll again."),
            Rule::VirusColours => ("Red and green for the virus", "For the virus it is the other way round: a green square costs it a step, ending on a red square gives it one more."),
        }
    }

    fn goal(&self) -> Goal {
        Goal {
            win: "You are the hero: reach the safe zone, the four squares at the top right.",
            lose:
                "The virus chases you, often out of sight: if it steps onto your square, it catches you and you lose.",
            turn: [
                "Roll the die.",
                "1, 2 or 3: you move that many steps. 4, 5 or 6: the other side moves the roll minus 3.",
                "Step up, down, left or right, never onto the same square twice in a turn.",
            ],
        }
    }

    fn glossary(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("hero", "Your piece: it runs for the safe zone."),
            ("virus", "The computer's piece: it chases the hero."),
            ("safe zone", "The four squares at the top right: the hero wins there."),
            ("Quarantine", "The hard way to play: the virus moves hidden and is shown every second move."),
            ("red square", "Costs the hero a step when it passes through."),
            ("green square", "Gives the hero one more step when its move ends there."),
            ("portal", "A square with a number: one step takes you to the other with that number."),
            ("Roll Again", "A purple square: ending your own move there gives you another roll."),
        ]
    }

    fn verdict(&self, choice: usize, good: bool) -> &'static str {
        match (choice, good) {
            (0, true) => "Going down, away from the virus, the green squares take you to the portal at E1.",
            (0, false) => {
                "That step cannot reach the portal at E1 with this roll, and the virus is close: only B4 gets there."
            }
            (1, true) => "The portal takes you across the board to J3 for one step, on the far side from the virus.",
            _ => "That step keeps you on the virus's side: the portal would take you across to J3 for one step.",
        }
    }
}
