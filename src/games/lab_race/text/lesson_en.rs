//! The guided game's words in English (issue 42): short sentences for a ten-year-old, every
//! game word in the glossary or explained where it is said.

use super::LessonWords;
use crate::engine::Goal;
use crate::games::lab_race::lesson::Rule;

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
        ("seamstress", "A role: the masks she sews last 3 laps instead of 2."),
        ("hand sanitizer", "A drop on a field: nobody falls sick there, and a virus that comes is destroyed."),
        ("bridge", "The 5 fields of your colour that lead from the loop into the lab."),
        ("lab", "The centre of the board. Bring every piece there to win."),
    ],
    verdicts: [
        [
            "Good: only a 6 brings a piece out of home quarantine, and with two pieces out you can choose which one to move.",
            "Only a 6 brings a piece out of home quarantine: you used this 6 for something else, so your second piece is still at home.",
        ],
        [
            "Good: your other piece would have walked onto the virus in front of it and used up its mask.",
            "That piece walked onto a virus: its mask kept it healthy, but it is used up now. Your other piece could move safely.",
        ],
    ],
};

fn rule(rule: Rule) -> (&'static str, &'static str) {
    match rule {
        Rule::VirusTurn => (
            "The virus's turn",
            "The virus moves first, by itself. Its viruses wait in the focus, the red corner, and only a 6 lets one out onto the loop.",
        ),
        Rule::VirusChase => (
            "Virus movement",
            "The virus rolled and moved one virus, clockwise like everyone. A virus that can land on a piece without a mask always does; otherwise the viruses chase the pieces from behind.",
        ),
        Rule::LeaveQuarantine => (
            "Exit home quarantine",
            "A 6 let a piece out of its home quarantine onto its colour's field of the loop, wearing a mask. After a 6 you roll again.",
        ),
        Rule::Mask => (
            "Masks",
            "The mask kept its piece healthy: a piece in a mask that meets a virus or a sick piece does not fall sick, but the mask is used up.",
        ),
        Rule::Seamstress => (
            "Seamstress",
            "A player with the seamstress role gave a mask: the masks she sews last 3 laps of the loop, not 2.",
        ),
        Rule::Sickness => (
            "Falling sick",
            "A piece without a mask met a virus or a sick piece, and fell sick. That is how you lose: if the viruses grow to 12, or a virus or a sick piece gets into the lab, you all lose.",
        ),
        Rule::VirusMultiplies => (
            "The virus multiplies",
            "A sick piece without a mask moved and left a new virus behind it. Watch the count of viruses beside the board: at 12 you all lose.",
        ),
        Rule::Healing => (
            "Heal",
            "A 6 can heal a sick piece. Heal them in time: a sick piece that gets into the lab makes you all lose.",
        ),
        Rule::Sanitizer => (
            "Placement of hand sanitizer",
            "A 6 can put hand sanitizer on a field under one of your pieces: nobody falls sick there, and a virus that comes onto it is destroyed for good.",
        ),
        Rule::SocialDistancing => (
            "Social distancing",
            "Two pieces of different colours, both without a mask, met on one field: both go back to home quarantine, to keep their distance.",
        ),
        Rule::Won => ("End of the game", "The last piece is in the lab: everyone wins together!"),
        Rule::SixChoices => (
            "Roll 6",
            "On a 6 you choose one: move a piece 6, take a piece out, heal a sick piece, give a mask, or put hand sanitizer under your piece. Then you roll again.",
        ),
        Rule::SteppingOn => (
            "One piece per field",
            "Only one piece fits on a field: a piece that lands on its own colour, or on someone in a mask, steps on to the next free field.",
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
            "With no piece of your own out, each turn without a 6 counts down your free 6 (in the players' list); at 0, like now, the roll counts as a 6.",
        ),
        Rule::BikeCourier => ("Bike courier", "The bike courier rolls again after a 5, not only after a 6."),
        Rule::Helping => (
            "Help the others",
            "With all your pieces in the lab (the social worker: three), you help: move another colour's piece by half your roll, or on a 6 take one out, heal or give a mask. Or pass.",
        ),
    }
}
