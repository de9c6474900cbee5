//! The log, in words: one line per thing that happened, made from the events of one action.

use super::squares::square;
use super::state::{Event, RollFor};
use super::text::VaccineRaceText;
use engine::Seat;
use lang::Lang;

/// A named square's title, from the seed.
fn title(text: &dyn VaccineRaceText, number: u8) -> Option<&'static str> {
    text.square_words(number).filter(|_| square(number).is_some()).map(|(title, _)| title)
}

/// "19 (Animal Lives Matter!)", after a number of the track.
fn square_name(text: &dyn VaccineRaceText, number: u8) -> String {
    match title(text, number) {
        Some(title) => format!("{number} ({title})"),
        None => number.to_string(),
    }
}

fn total(faces: &[u8]) -> u8 {
    faces.iter().sum()
}

/// The log lines for the events of one action; `name` gives a seat's name. A roll and the
/// move it made read as one line: "Blue rolled 2d4 = 5 and moved 18 → 23".
pub fn narrate(events: &[Event], name: &dyn Fn(Seat) -> String, lang: Lang) -> Vec<String> {
    let text: &dyn VaccineRaceText = super::text::text(lang);
    let mut lines = vec![];
    let mut pending_roll: Option<String> = None;
    for event in events {
        let line = match event {
            Event::Rolled { seat, dice, faces, roll_for } => {
                let roll = text.rolled(&name(*seat), *dice, total(faces));
                match roll_for {
                    RollFor::Moving | RollFor::Sequencing => {
                        pending_roll = Some(roll);
                        continue;
                    }
                    RollFor::AnimalTrialShortcut => text.for_shortcut(&roll),
                    _ => text.in_company_event(&roll),
                }
            }
            Event::Moved { seat, from, to } => match pending_roll.take() {
                Some(roll) => text.and_moved(&roll, *from, &square_name(text, *to)),
                None => text.moved(&name(*seat), *from, &square_name(text, *to)),
            },
            Event::Held { square, needed, .. } => {
                let roll = pending_roll.take().unwrap_or_default();
                match square {
                    0 => text.not_sequenced(&roll),
                    _ => text.held(&roll, &square_name(text, *square), *needed),
                }
            }
            other => {
                lines.extend(pending_roll.take());
                describe(other, &name, text)
            }
        };
        lines.push(line);
    }
    lines.extend(pending_roll);
    lines
}

fn describe(event: &Event, name: &impl Fn(usize) -> String, text: &dyn VaccineRaceText) -> String {
    match event {
        Event::SentBack { seat, from, to } => text.sent_back(&name(*seat), *from, *to),
        Event::MustSkipNextTurn { seat, square } => {
            text.must_skip(&name(*seat), &text.square_called(*square, title(text, *square)))
        }
        Event::TurnSkipped { seat } => text.skips_turn(&name(*seat)),
        Event::ShortcutOffered { seat } => text.shortcut_offered(&name(*seat)),
        Event::AnimalTrialsSkipped { seat } => text.trials_skipped(&name(*seat)),
        Event::AnimalTrialsKept { seat } => text.trials_kept(&name(*seat)),
        Event::PhaseOneSetback { seat, from } => text.phase_one_setback(&name(*seat), *from),
        Event::CompanyEventLost { seats, lowest } => {
            let who: Vec<String> = seats.iter().map(|&s| name(s)).collect();
            text.company_lost(&who, *lowest)
        }
        Event::Won { seat } => text.won(&name(*seat)),
        Event::Rolled { .. } | Event::Moved { .. } | Event::Held { .. } => unreachable!("narrated with their roll"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::squares::Dice;
    use lang::Lang;

    fn colour(seat: usize) -> String {
        ["Blue", "Red"][seat].to_string()
    }

    // A readable log: a roll and its move as one line.
    #[test]
    fn a_roll_and_its_move_read_as_one_line() {
        let events = [
            Event::Rolled { seat: 0, dice: Dice::TwoD4, faces: vec![2, 3], roll_for: RollFor::Moving },
            Event::Moved { seat: 0, from: 18, to: 23 },
        ];
        assert_eq!(narrate(&events, &colour, Lang::En), vec!["Blue rolled 2d4 = 5 and moved 18 → 23"]);
    }

    #[test]
    fn a_held_roll_says_why() {
        let events = [
            Event::Rolled { seat: 1, dice: Dice::OneD6, faces: vec![3], roll_for: RollFor::Moving },
            Event::Held { seat: 1, square: 83, needed: 5 },
            Event::TurnSkipped { seat: 0 },
        ];
        let lines = narrate(&events, &colour, Lang::En);
        assert_eq!(lines[0], "Red rolled 1d6 = 3: needs 5 or more to leave 83 (Unknown disease!)");
        assert_eq!(lines[1], "Blue skips this turn");
    }

    // A skip names its square in one pair of brackets, never "(19 (Animal Lives Matter!))".
    #[test]
    fn a_skip_names_its_square_without_nested_brackets() {
        let events = [Event::MustSkipNextTurn { seat: 0, square: 19 }];
        let lines = narrate(&events, &colour, Lang::En);
        assert_eq!(lines, ["Blue must skip the next turn (square 19, Animal Lives Matter!)"]);
    }
}
