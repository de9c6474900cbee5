//! What holds after every action of a Carcassonne game.

use super::board::Board;
use super::rules::full_stack;
use super::state::{Carcassonne, Phase, MAX_PLAYERS, MEEPLES, MIN_PLAYERS};
use super::tiles::{Kind, SIDES};

pub fn check(game: &Carcassonne) -> Result<(), String> {
    seats_agree(game)?;
    super::covid::invariants(game)?;
    tiles_accounted_for(game)?;
    meeples_accounted_for(game)?;
    edges_match(&game.board)?;
    areas_match_the_board(game)?;
    match game.phase {
        Phase::PlaceTile { tile } if !game.board.fits_anywhere(tile) => Err(format!("{tile:?} to place fits nowhere")),
        Phase::PlaceMeeple { tile } if tile as usize + 1 != game.board.tiles().len() => {
            Err(format!("a Meeple to place on tile {tile}, which is not the last placed"))
        }
        Phase::Over if !game.stack.is_empty() => Err("over with tiles left in the stack".into()),
        _ => Ok(()),
    }
}

/// Scores, supplies and the Meeples' owners are of the same seats, and the seat to play is one
/// of them. Checked first: the rest looks things up by seat, and a state read from a save may
/// hold any numbers.
fn seats_agree(game: &Carcassonne) -> Result<(), String> {
    let seats = game.scores.len();
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&seats) || game.supply.len() != seats {
        return Err(format!("{seats} scores and {} supplies", game.supply.len()));
    }
    // The score table must add up to the scores the game announces.
    if game.tally.len() != seats {
        return Err(format!("{} score tallies for {seats} seats", game.tally.len()));
    }
    if let Some(s) = (0..seats).find(|&s| game.tally[s].total() != game.scores[s]) {
        return Err(format!("seat {s} scored {} but its tally adds up to {}", game.scores[s], game.tally[s].total()));
    }
    if game.current >= seats {
        return Err(format!("seat {} to play at a table of {seats}", game.current));
    }
    match game.board.meeples().iter().find(|m| m.seat as usize >= seats) {
        Some(m) => Err(format!("{m:?} belongs to no seat at a table of {seats}")),
        None => Ok(()),
    }
}

/// Every one of the 72 tiles (and the COVID tile with the expansion) is on the board, in the
/// stack, set aside or in hand.
fn tiles_accounted_for(game: &Carcassonne) -> Result<(), String> {
    let mut seen: Vec<Kind> = game.board.tiles().iter().map(|p| p.kind).collect();
    seen.extend(&game.stack);
    seen.extend(&game.set_aside);
    if let Phase::PlaceTile { tile } = game.phase {
        seen.push(tile);
    }
    seen.sort_unstable();
    let mut all = full_stack();
    all.extend(game.covid.is_some().then_some(Kind::Covid));
    all.sort_unstable();
    if seen != all {
        return Err(format!("{} tiles accounted for, not the 72 of the list", seen.len()));
    }
    Ok(())
}

/// Each player's 7 Meeples are in the supply, on the board or dead (COVID-19).
fn meeples_accounted_for(game: &Carcassonne) -> Result<(), String> {
    for (seat, &supply) in game.supply.iter().enumerate() {
        let out = game.board.meeples().iter().filter(|m| m.seat as usize == seat).count();
        let dead = game.dead(seat) as usize;
        if supply as usize + out + dead != MEEPLES as usize {
            return Err(format!("seat {seat}: {supply} in supply, {out} on the board and {dead} dead"));
        }
    }
    Ok(())
}

fn edges_match(board: &Board) -> Result<(), String> {
    for p in board.tiles() {
        for (side, (dx, dy)) in SIDES.iter().enumerate() {
            let Some(other) = board.tile_at(p.x as i32 + dx, p.y as i32 + dy) else { continue };
            let q = board.tiles()[other];
            if p.kind.info().edge(p.rotation, side) != q.kind.info().edge(q.rotation, (side + 2) % 4) {
                return Err(format!("{p:?} and {q:?} do not match"));
            }
        }
    }
    Ok(())
}

/// The areas kept as tiles came are those the board makes, and no Meeple is left on an area
/// that was completed (it scored and came back) once a turn is over.
fn areas_match_the_board(game: &Carcassonne) -> Result<(), String> {
    if Board::rebuild(game.board.tiles(), game.board.meeples()) != game.board {
        return Err("the areas differ from those the board's tiles make".into());
    }
    if matches!(game.phase, Phase::PlaceTile { .. } | Phase::Over) {
        for m in game.board.meeples() {
            if game.board.areas().area(m.piece).complete() {
                return Err(format!("{m:?} still stands on a completed area"));
            }
        }
    }
    Ok(())
}
