//! The guided game's words in English: short sentences for a ten-year-old, every
//! game word in the glossary or explained where it is said.

use super::LessonWords;
use crate::lesson::Rule;
use engine::Goal;

pub const WORDS: LessonWords = LessonWords {
    rule,
    goal: Goal {
        win: "You all win together when every piece has gone once round the loop and up its bridge into the lab.",
        lose: "You all lose if the viruses grow to 12, or if a virus or a sick piece gets into the lab.",
        turn: [
            "The virus moves first, by itself; then yellow (you), blue and green.",
            "Roll the die: only a 6 lets a piece out of home quarantine, and after a 6 you roll again.",
            "Tap a piece to move it by the roll, clockwise round the loop, away from the viruses.",
        ],
    },
    glossary: &[
        ("field", "One square of the board. Only one piece or virus fits on it."),
        ("loop", "The ring of 52 fields round the board. Everyone walks it clockwise."),
        ("lap", "Once round the loop: 52 fields."),
        ("focus", "The red corner where the viruses wait. A virus comes out when the virus rolls a 6."),
        ("home quarantine", "Your colour's corner, where your 4 pieces wait for a 6 to come out."),
        ("mask", "It keeps its piece from falling sick once, then it is used up. It lasts 2 laps."),
        ("sick", "A piece that met a virus without a mask. It spreads the virus until a 6 heals it."),
        ("free 6", "Your count in the players' list: each turn with no piece of yours out and no 6 lowers it; at 0 your roll counts as a 6 and it goes back to 3."),
        ("role", "A player's own skill, chosen at the setup: bike courier, seamstress or social worker (the rules page tells each)."),
        ("seamstress", "A role: the masks she sews last 3 laps instead of 2."),
        ("hand sanitizer", "A drop on a field: nobody falls sick there, and a virus that comes is destroyed."),
        ("bridge", "The 5 fields of your colour that lead from the loop into the lab."),
        ("lab", "The centre of the board. Bring every piece there to win."),
    ],
    verdicts: [
        [
            "Only a 6 takes a piece out of home quarantine. With two pieces out, you can pick which one to move.",
            "You used this 6 for something else, so your second piece is still in home quarantine.",
        ],
        [
            "Your other piece would have walked onto the virus in front of it and used up its mask.",
            "That piece walked onto a virus and used up its mask. Your other piece could move safely.",
        ],
    ],
};

fn rule(rule: Rule) -> (&'static str, &'static str) {
    match rule {
        Rule::VirusTurn => (
            "The virus's turn",
            "The virus moves first, by itself. Its viruses wait in the focus, the red corner; only a 6 lets one out.",
        ),
        Rule::VirusChase => (
            "Virus movement",
            "The virus moved a virus clockwise. It lands on a piece with no mask if it can; if not, it chases pieces from behind.",
        ),
        Rule::LeaveQuarantine => (
            "Exit home quarantine",
            "A 6 let a piece out of home quarantine onto its colour's field, wearing a mask. After a 6 you roll again.",
        ),
        Rule::Mask => (
            "Masks",
            "The mask kept its piece healthy. A mask stops a virus or a sick piece once, then it is used up.",
        ),
        Rule::Seamstress => (
            "Seamstress",
            "A player with the seamstress role gave a mask: the masks she sews last 3 laps of the loop, not 2.",
        ),
        Rule::Sickness => (
            "Falling sick",
            "This piece had no mask, so it fell sick. You all lose at 12 viruses, or if a virus or a sick piece gets into the lab.",
        ),
        Rule::VirusMultiplies => (
            "The virus multiplies",
            "A sick piece with no mask moved and left a new virus behind. Watch the virus count by the board: at 12 you all lose.",
        ),
        Rule::Healing => (
            "Heal",
            "A 6 can heal a sick piece. Heal them in time: a sick piece that gets into the lab makes you all lose.",
        ),
        Rule::Sanitizer => (
            "Placement of hand sanitizer",
            "A 6 can put hand sanitizer under one of your pieces. Nobody falls sick there, and a virus that comes is destroyed.",
        ),
        Rule::SocialDistancing => (
            "Social distancing",
            "Two pieces of different colours, both with no mask, met on one field. Both go back to home quarantine.",
        ),
        Rule::Won => ("End of the game", "The last piece is in the lab: everyone wins together!"),
        Rule::SixChoices => (
            "Roll 6",
            "On a 6 pick one: move 6, take a piece out, heal a sick piece, give a mask or put down hand sanitizer. Then roll again.",
        ),
        Rule::SteppingOn => (
            "One piece per field",
            "One piece per field: a piece landing on its own colour, or on a piece in a mask, steps on to the next free field.",
        ),
        Rule::VirusPushedOn => (
            "A virus moves forward",
            "A virus that lands on another virus, or that a sick piece without a mask walks into, moves on to the next free field.",
        ),
        Rule::MaskLaps => (
            "Masks wear out",
            "A mask lasts 2 laps of the loop (the seamstress's, 3). This one is used up: the piece walks without a mask now.",
        ),
        Rule::EnterLab => (
            "Into the lab",
            "After one lap a piece goes up its colour's bridge, and any roll that reaches the lab takes it in: it is safe there.",
        ),
        Rule::FreeSix => (
            "Free 6 roll",
            "With no piece out, each turn without a 6 counts down your free 6 (in the players' list). At 0, like now, it's a 6.",
        ),
        Rule::BikeCourier => ("Bike courier", "The bike courier rolls again after a 5, not only after a 6."),
        Rule::Helping => (
            "Help the others",
            "With all your pieces in the lab (social worker: 3), you help: move another colour's piece by half your roll, or pass.",
        ),
    }
}
