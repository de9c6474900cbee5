//! The log, in words: one line per thing that happened, made from the events of one action.

use super::squares::{square, Dice};
use super::state::{Event, RollFor};

impl Dice {
    pub fn label(self) -> &'static str {
        match self {
            Dice::OneD6 => "1d6",
            Dice::TwoD4 => "2d4",
            Dice::TwoD6 => "2d6",
        }
    }
}

fn square_name(number: u8) -> String {
    match square(number) {
        Some(s) => format!("{number} ({})", s.title),
        None => number.to_string(),
    }
}

fn rolled(dice: Dice, faces: &[u8]) -> String {
    let total: u8 = faces.iter().sum();
    match faces {
        [one] => format!("rolled {} = {one}", dice.label()),
        _ => format!("rolled {} = {total}", dice.label()),
    }
}

/// The log lines for the events of one action; `name` gives a seat's name. A roll and the
/// move it made read as one line: "Blue rolled 2d4 = 5 and moved 18 -> 23".
pub fn narrate(events: &[Event], name: impl Fn(usize) -> String) -> Vec<String> {
    let mut lines = vec![];
    let mut pending_roll: Option<String> = None;
    for event in events {
        let line = match event {
            Event::Rolled { seat, dice, faces, roll_for } => {
                let text = format!("{} {}", name(*seat), rolled(*dice, faces));
                if *roll_for == RollFor::Moving || *roll_for == RollFor::Sequencing {
                    pending_roll = Some(text);
                    continue;
                }
                let why = match roll_for {
                    RollFor::AnimalTrialShortcut => " for the animal-trial shortcut",
                    _ => " in the company event",
                };
                format!("{text}{why}")
            }
            Event::Moved { seat, from, to } => match pending_roll.take() {
                Some(roll) => format!("{roll} and moved {from} -> {}", square_name(*to)),
                None => format!("{} moved {from} -> {}", name(*seat), square_name(*to)),
            },
            Event::Held { square, needed, .. } => {
                let roll = pending_roll.take().unwrap_or_default();
                match square {
                    0 => format!("{roll}: the DNA is not sequenced yet (needs 5 or 6)"),
                    _ => format!("{roll}: held on {} (needs {needed} or more)", square_name(*square)),
                }
            }
            other => {
                if let Some(roll) = pending_roll.take() {
                    lines.push(roll);
                }
                describe(other, &name)
            }
        };
        lines.push(line);
    }
    lines.extend(pending_roll);
    lines
}

fn describe(event: &Event, name: &impl Fn(usize) -> String) -> String {
    match event {
        Event::SentBack { seat, from, to } => format!("{} goes back {from} -> {to}", name(*seat)),
        Event::MustSkipNextTurn { seat, square } => {
            format!("{} must skip the next turn ({})", name(*seat), square_name(*square))
        }
        Event::TurnSkipped { seat } => format!("{} skips this turn", name(*seat)),
        Event::ShortcutOffered { seat } => format!("{} may skip the animal trials", name(*seat)),
        Event::AnimalTrialsSkipped { seat } => format!("{} skips the animal trials", name(*seat)),
        Event::AnimalTrialsKept { seat } => format!("{} does the animal trials", name(*seat)),
        Event::PhaseOneSetback { seat, from } => {
            format!("{} rolled a 1 in Phase I after skipping the animal trials: {from} -> 16", name(*seat))
        }
        Event::CompanyEventLost { seats, lowest } => {
            let who: Vec<String> = seats.iter().map(|&s| name(s)).collect();
            let verb = if who.len() == 1 { "goes" } else { "go" };
            format!("Lowest roll {lowest}: {} {verb} back {lowest}", who.join(" and "))
        }
        Event::Won { seat } => format!("{} produced the vaccine and wins!", name(*seat)),
        Event::Rolled { .. } | Event::Moved { .. } | Event::Held { .. } => unreachable!("narrated with their roll"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn colour(seat: usize) -> String {
        ["Blue", "Red"][seat].to_string()
    }

    // Issue 5: 'a readable log ("Blue rolled 2d4 = 5 and moved 18 -> 23")'.
    #[test]
    fn a_roll_and_its_move_read_as_one_line() {
        let events = [
            Event::Rolled { seat: 0, dice: Dice::TwoD4, faces: vec![2, 3], roll_for: RollFor::Moving },
            Event::Moved { seat: 0, from: 18, to: 23 },
        ];
        assert_eq!(narrate(&events, colour), vec!["Blue rolled 2d4 = 5 and moved 18 -> 23"]);
    }

    #[test]
    fn a_held_roll_says_why() {
        let events = [
            Event::Rolled { seat: 1, dice: Dice::OneD6, faces: vec![3], roll_for: RollFor::Moving },
            Event::Held { seat: 1, square: 83, needed: 5 },
            Event::TurnSkipped { seat: 0 },
        ];
        let lines = narrate(&events, colour);
        assert_eq!(lines[0], "Red rolled 1d6 = 3: held on 83 (Unknown disease!) (needs 5 or more)");
        assert_eq!(lines[1], "Blue skips this turn");
    }
}
