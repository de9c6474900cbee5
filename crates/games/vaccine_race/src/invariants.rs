//! What holds after every action of a Vaccine Race game.

use super::squares::GOAL;
use super::state::{Phase, VaccineRace, MAX_PLAYERS, MIN_PLAYERS};

pub fn check(game: &VaccineRace) -> Result<(), String> {
    // First, as the checks below look pieces up by seat: a state read from a save may hold any numbers.
    let seats = game.pieces.len();
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&seats) {
        return Err(format!("{seats} pieces on the track"));
    }
    if game.current >= seats {
        return Err(format!("seat {} to play at a table of {seats}", game.current));
    }
    let at_goal: Vec<usize> = (0..game.pieces.len()).filter(|&s| game.pieces[s].square == GOAL).collect();
    match (&game.phase, at_goal.as_slice()) {
        (Phase::Won { winner }, [only]) if winner == only => {}
        (Phase::Won { .. }, _) => return Err(format!("won, but pieces at the goal are {at_goal:?}")),
        (_, []) => {}
        (_, _) => return Err("a piece reached the goal but the game goes on".into()),
    }
    // No square bounds the shortcut mark: a company event may send a marked piece back below
    // 28, and the ruling clears the mark only with the Phase I setback.
    for (seat, piece) in game.pieces.iter().enumerate() {
        if piece.square > GOAL {
            return Err(format!("seat {seat} is on square {} beyond the goal", piece.square));
        }
    }
    let acting = !matches!(game.phase, Phase::Won { .. } | Phase::CompanyRollOff { .. });
    if acting && game.pieces[game.current].skip_next_turn {
        return Err(format!("seat {} plays although it must skip this turn", game.current));
    }
    if let Phase::CompanyRollOff { rolls, .. } = &game.phase {
        if rolls.len() != game.pieces.len() || rolls.iter().all(Option::is_some) {
            return Err("a company event that is settled but still open".into());
        }
    }
    Ok(())
}
