//! The guided game's words in English: each rule as the coach tells it, the goal
//! card, the glossary and the verdicts on the learner's two choices.

use crate::lesson::Rule;
use engine::Goal;

pub fn rule(rule: Rule) -> (&'static str, &'static str) {
    match rule {
        Rule::Order => ("who starts", "Each doctor rolled the die: the lowest number starts (a tie rolls again)."),
        Rule::MagicNumber => ("Magic Number", "After a roll, Magic Number turns the number into any other (a double on the teleport square). Each card is played once."),
        Rule::EvenNumbers => ("even numbers", "In the past world only even numbers move you: 2, 4 or 6 dots along your path."),
        Rule::OddNumbers => ("odd numbers", "In the future world only odd numbers move you: 1, 3 or 5 dots along your path."),
        Rule::D4 => ("the D4", "A 3 in the past world (a 4 in the future world): next turn you roll the D4, a small die of 1 to 4."),
        Rule::Skip => ("skip a turn", "A 1 in the past world (a 2 in the future world) makes you skip a turn: you miss your next one."),
        Rule::SlowStep => ("one dot only", "A 5 in the past world (a 6 in the future world): the next time you move, it is one dot only."),
        Rule::BonusLife => ("Bonus Life", "Bonus Life cancels a skipped turn as it falls on you, from your roll or from a Penalty card. Each card is played once."),
        Rule::Penalty => ("Penalty", "Before its roll, a doctor may play a Penalty card to make another doctor skip a turn. Each card is played once."),
        Rule::TeleportSquare => ("the teleport square", "Even a longer roll stops on the teleport square. Next turn, throw two dice up to 7 times: a double takes you through."),
        Rule::Teleport => ("Teleport", "A double, two dice alike: you teleported to the other world's teleport square."),
        Rule::TeleportMiss => ("seven misses", "Seven throws without a double: you go back one dot, and must reach the teleport square again."),
        Rule::TeleportRetry => ("a second try", "The other doctor is stopped, so you get two turns in a row: seven misses in the first do not send you back."),
        Rule::SkipsCancelled => ("two skips in a row", "Two players: when both roll the number that makes you skip a turn, one after the other, neither skips."),
        Rule::SlowMode => ("Slow mode", "Slow mode: a good number moves you one dot only. A 5 in the past world (a 6 in the future world) moves you one dot back."),
        Rule::Syringe => ("the syringe", "You took your syringe, the cure! Now go back through the teleport square to the past world, home to your stethoscope."),
        Rule::RivalSyringe => ("how you lose", "The other doctor took its syringe first and heads home: if it gets there before you, you lose."),
        Rule::Won => ("how you win", "You are home on your stethoscope with your syringe, first: you win!"),
    }
}

pub const GOAL: Goal = Goal {
    win: "Be the first doctor to fetch your syringe in the future world and bring it home to your stethoscope.",
    lose: "You lose if another doctor gets home with its syringe before you.",
    turn: [
        "Before your roll you may play a Penalty card: another doctor must skip a turn.",
        "Roll the die: in the past world even numbers move you, in the future world odd numbers.",
        "After your roll you may play Magic Number to change it; then you move along the dots.",
    ],
};

pub const GLOSSARY: &[(&str, &str)] = &[
    ("stethoscope", "Your start, on your continent in the past world; it is home at the end too."),
    ("past world", "The first map: even numbers move you there."),
    ("teleport square", "Where the paths of a world meet: from it, a double takes you to the other world."),
    ("double", "Two dice showing the same number."),
    ("future world", "The second map: odd numbers move you there, to your syringe."),
    ("syringe", "The cure, at the end of your path in the future world: take it and bring it home."),
    ("dots", "The steps of your path: each path has 12 dots, and a number moves you that many."),
    ("D4", "A small die of 1 to 4, rolled instead of the usual die after a 3 (past) or a 4 (future)."),
    ("skip a turn", "Miss your next turn: the others play and you wait."),
    ("Magic Number", "A card: after your roll, change the number into any other."),
    ("Penalty", "A card: before your roll, make another doctor skip a turn."),
    ("Bonus Life", "A card: it cancels a skipped turn."),
];

pub fn verdict(choice: usize, good: bool) -> &'static str {
    match (choice, good) {
        (0, true) => "It is the longest move on offer. Kept as it was, your number would not have moved you.",
        (0, false) => {
            "That takes you less far, or nowhere: Magic Number is played once, so spend it on the longest move."
        }
        (_, true) => "The other doctor skips its next turn on its way home, and you catch up a turn.",
        (_, false) => {
            "You kept your Penalty card, but the other doctor keeps every turn and runs home with its syringe."
        }
    }
}
