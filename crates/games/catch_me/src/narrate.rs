//! The log, in words: one line per thing that happened, made from the events of one action as
//! the looking seat may know them (a hidden virus move arrives here already blurred).

use super::board::{Board, BoardName, Square};
use super::state::Event;
use super::text::{coordinates, CatchMeText};
use engine::Seat;
use lang::Lang;

/// The log lines for the events of one action. A roll and the move it starts read as one
/// line: "Hero rolled 5: the virus moves 2 steps".
pub fn narrate(events: &[Event], _name: &dyn Fn(Seat) -> String, lang: Lang) -> Vec<String> {
    // The events carry squares, not the board: every board shipped is 10 by 10, so a square has
    // the same name on each.
    let (board, text): (&Board, &dyn CatchMeText) = (BoardName::default().board(), super::text::text(lang));
    let at = |square: Square| coordinates(board, square);
    let mut lines = vec![];
    let mut roll: Option<String> = None;
    for event in events {
        let line = match event {
            Event::Rolled { side, face } => {
                lines.extend(roll.replace(text.rolled(*side, *face)));
                continue;
            }
            Event::MoveStarted { mover, steps } => match roll.take() {
                Some(rolled) => format!("{rolled}: {}", text.moves(*mover, *steps)),
                None => text.moves(*mover, *steps),
            },
            Event::Stepped { mover, from, to, steps_left } => {
                let ((r1, c1), (r2, c2)) = (board.place(*from), board.place(*to));
                let portal = r1.abs_diff(r2) + c1.abs_diff(c2) != 1;
                text.stepped(*mover, &at(*from), &at(*to), portal, *steps_left)
            }
            Event::MoveEnded { mover, at: end, steps_left } if *steps_left > 0 => {
                text.blocked(*mover, &at(*end), *steps_left)
            }
            Event::MoveEnded { .. } => continue,
            Event::RollsAgain { side } => text.rolls_again(*side),
            Event::RolledAgainUnseen { face } => text.rolled_again_unseen(*face),
            Event::VirusShown { at: square } => text.virus_shown(&at(*square)),
            Event::HeroSafe { at: square } => text.hero_safe(&at(*square)),
            Event::HeroCaught { at: square } => text.hero_caught(&at(*square)),
            Event::VirusRevealed { trail } => {
                text.virus_path(&trail.iter().map(|&s| at(s)).collect::<Vec<_>>().join(" → "))
            }
            // Only the virus's own seat gets its secrets, already unwrapped by the engine.
            Event::Secret(_) => continue,
        };
        lines.extend(roll.take());
        lines.push(line);
    }
    lines.extend(roll);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::BoardName;
    use crate::state::Side;
    use lang::Lang;

    fn english(events: &[Event]) -> Vec<String> {
        narrate(events, &|_| String::new(), Lang::En)
    }

    fn square(name: &str) -> Square {
        let board = BoardName::default().board();
        board.all().find(|&s| coordinates(board, s) == name).expect("a square of the board")
    }

    // Seed: "If you rolled a 4,5 or 6 - your opponent moves 1, 2 or 3 squares": the log says
    // who rolled and who moves, in one line.
    #[test]
    fn a_roll_and_the_move_it_starts_read_as_one_line() {
        let events = [
            Event::Rolled { side: Side::Hero, face: Some(5) },
            Event::MoveStarted { mover: Side::Virus, steps: Some(2) },
        ];
        assert_eq!(english(&events), vec!["Hero rolled 5: the virus moves 2 steps"]);
    }

    // Ruling: "Pandemic mode: it is never shown until the game ends": the hero's log holds that
    // the virus rolled and moved, never where.
    #[test]
    fn a_hidden_virus_roll_reads_without_face_or_squares() {
        let events =
            [Event::Rolled { side: Side::Virus, face: None }, Event::MoveStarted { mover: Side::Virus, steps: None }];
        assert_eq!(english(&events), vec!["Virus rolled the die out of sight: the virus moves out of sight"]);
    }

    // Seed: "Moving from one portal square to another is counted as one step."
    #[test]
    fn a_portal_jump_is_told_as_such_and_a_blocked_end_counts_the_unused_steps() {
        let events = [
            Event::Stepped { mover: Side::Hero, from: square("B7"), to: square("I4"), steps_left: 1 },
            Event::MoveEnded { mover: Side::Hero, at: square("I4"), steps_left: 1 },
        ];
        assert_eq!(
            english(&events),
            vec!["Hero takes the portal B7 → I4, 1 step left", "Hero can go no further than I4: 1 step unused"]
        );
    }

    // Ruling: "The virus catches the hero by entering the hero's square"; at the end the whole
    // hidden path is shown.
    #[test]
    fn the_end_names_the_square_and_reveals_the_path() {
        let events = [
            Event::HeroCaught { at: square("C3") },
            Event::VirusRevealed { trail: vec![square("F6"), square("F5"), square("C3")] },
        ];
        assert_eq!(english(&events), vec!["The virus catches the hero on C3!", "The virus's whole path: F6 → F5 → C3"]);
    }
}
