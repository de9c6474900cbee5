//! What holds after every action of a Vaccine Race game.

use super::squares::{ANIMAL_TRIAL_SUCCESS, GOAL};
use super::state::{Phase, VaccineRace};

pub fn check(game: &VaccineRace) -> Result<(), String> {
    let at_goal: Vec<usize> = (0..game.pieces.len()).filter(|&s| game.pieces[s].square == GOAL).collect();
    match (&game.phase, at_goal.as_slice()) {
        (Phase::Won { winner }, [only]) if winner == only => {}
        (Phase::Won { .. }, _) => return Err(format!("won, but pieces at the goal are {at_goal:?}")),
        (_, []) => {}
        (_, _) => return Err("a piece reached the goal but the game goes on".into()),
    }
    for (seat, piece) in game.pieces.iter().enumerate() {
        if piece.square > GOAL {
            return Err(format!("seat {seat} is on square {} beyond the goal", piece.square));
        }
        if piece.skipped_animal_trials && piece.square < ANIMAL_TRIAL_SUCCESS {
            return Err(format!("seat {seat} keeps the shortcut mark on square {}", piece.square));
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
