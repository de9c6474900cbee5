use super::*;
use crate::{Field, LossReason, PieceId, WinReason};
use lang::Lang;

const B0: PieceId = PieceId { colour: Colour::Blue, index: 0 };

fn seat(seat: Seat) -> String {
    ["Ada", "Blue", "Green"][seat].to_string()
}

fn english(events: &[Event]) -> Vec<String> {
    narrate(events, &seat, Lang::En)
}

// The events say which rule of R12 chose the virus, and the log gives the reason in words
// ("the virus behind Blue's last piece moves 4").
#[test]
fn the_virus_line_says_which_rule_chose_the_virus() {
    let rule = VirusRule::BehindBackmostPerson { person: B0 };
    let events = [Event::VirusRolled { face: 4 }, Event::VirusMoved { from: Field(10), to: Field(14), rule }];
    assert_eq!(
        english(&events),
        ["The virus rolled 4: the virus behind Blue 1 (the backmost person between the viruses) moves field 11 → field 15"]
    );
    let first =
        [Event::VirusRolled { face: 2 }, Event::VirusMoved { from: Field(3), to: Field(5), rule: VirusRule::First }];
    assert_eq!(
        english(&first),
        ["The virus rolled 2: nobody between the viruses, so the first virus moves field 4 → field 6"]
    );
}

// Seed: "If it rolls 6, if there is a virus in the focuse, it will exit and will re-throw."
#[test]
fn a_virus_leaving_the_focus_and_rolling_again_reads_as_two_lines() {
    let events = [Event::VirusRolled { face: 6 }, Event::VirusLeftFocus, Event::VirusRollsAgain];
    assert_eq!(
        english(&events),
        ["The virus rolled 6: a virus leaves the focus onto field 1", "The virus rolls again"]
    );
}

// Players are named by their seat, pieces by colour and number (1 to 4).
#[test]
fn players_by_seat_name_pieces_by_colour_and_number() {
    let y2 = PieceId { colour: Colour::Yellow, index: 1 };
    let events = [
        Event::TookOut { piece: y2, by: Colour::Yellow },
        Event::MaskGiven { piece: B0, by: Colour::Yellow, fields: 156 },
        Event::Moved { piece: B0, from: Field(51), to: Field(62) },
    ];
    assert_eq!(
        english(&events),
        [
            "Ada takes Yellow 2 out of home, masked",
            "Ada gives Blue 1 a mask for 3 laps",
            "Blue 1 moves field 52 → blue bridge 1",
        ]
    );
}

// The cooperative end in the game's words, with what led to it (R13).
#[test]
fn the_end_says_who_won_and_why() {
    let lost = [Event::EnteredLab { mover: Mover::Virus }, Event::HumanityLost { why: LossReason::VirusInLab }];
    assert_eq!(english(&lost), ["The virus enters the lab", "A virus got into the lab: the virus wins"]);
    let won = [Event::HumanityWon { why: WinReason::AllInLab }];
    assert_eq!(english(&won), ["Everyone reached the lab: humanity wins!"]);
}
