//! What holds after every action of a game of Catch Me If You Can.

use super::board::{Board, Square};
use super::state::{CatchMe, Mode, Move, Phase, Side};

/// The most steps a move can have left: a roll gives 1 to 3, and a colour adds a step only
/// when none are left.
const MOST_STEPS: u8 = 3;

pub fn check(game: &CatchMe) -> Result<(), String> {
    let board = game.board();
    every_square_on_the_board(game)?;
    if board.is_safe(game.virus) {
        return Err(format!("the virus is in the safe zone on {:?}", game.virus));
    }
    if game.mode == Mode::Normal && !game.seal.is_off() {
        return Err("a game of Normal gameplay is sealed".into());
    }
    match game.is_blind() {
        true => blind_knows_only_what_the_hero_may(game)?,
        false => {
            the_end_matches_the_tokens(game)?;
            trail_is_a_walk(board, &game.trail, game.virus)?;
        }
    }
    sighting_follows_the_mode(game)?;
    turn_path_is_the_rollers(game)?;
    match &game.phase {
        Phase::Move(mv) if game.is_blind() && mv.mover == Side::Virus => {
            Err("the hero's device sees a virus move".into())
        }
        Phase::Move(mv) => move_is_sound(game, mv),
        // The hero's device waits for the virus to move on the hero's roll of 4-6.
        Phase::UnseenMove { roller: Side::Hero, steps: Some(1..=3) } if game.is_blind() => Ok(()),
        Phase::UnseenMove { .. } => Err("the state itself never hides a move".into()),
        Phase::Roll { .. } | Phase::Over { .. } => Ok(()),
    }
}

/// The hero's device of a sealed game knows the virus only where it was shown, and its path
/// only when the virus's device ended the game by catching the hero. The hero wins only on
/// its own step into the safe zone, where the virus's path is not known yet.
fn blind_knows_only_what_the_hero_may(game: &CatchMe) -> Result<(), String> {
    let safe = game.board().is_safe(game.hero);
    match &game.phase {
        Phase::Over { winner: Side::Virus } if game.hero == game.virus && !safe => {
            trail_is_a_walk(game.board(), &game.trail, game.virus)
        }
        Phase::Over { winner: Side::Hero } if safe && game.trail.is_empty() => Ok(()),
        Phase::Over { winner } => Err(format!("{winner:?} won on the hero's device, but safe {safe}")),
        _ if safe => Err("the game goes on with the hero in the safe zone".into()),
        _ if !game.trail.is_empty() || game.virus != game.seen => {
            Err(format!("the hero's device knows the virus on {:?} and its path {:?}", game.virus, game.trail))
        }
        _ => Ok(()),
    }
}

/// Every square the state names lies on its board (checked first: a save may say anything,
/// and the checks after this look squares up), and a move in progress has its start.
fn every_square_on_the_board(game: &CatchMe) -> Result<(), String> {
    let path = match &game.phase {
        Phase::Move(mv) if mv.path.is_empty() => return Err("a move without its start".into()),
        Phase::Move(mv) => mv.path.as_slice(),
        _ => &[],
    };
    let tokens = [game.hero, game.virus, game.seen].into_iter().chain(game.unseen.iter().map(|u| u.hero));
    let paths = path.iter().chain(&game.turn_path).copied();
    let off = tokens.chain(game.trail.iter().copied()).chain(paths);
    match off.into_iter().find(|s| s.0 as usize >= game.board().squares()) {
        Some(square) => Err(format!("square {square:?} is off the board")),
        None => Ok(()),
    }
}

/// The hero on the virus's square is exactly a virus win; in the safe zone, a hero win.
fn the_end_matches_the_tokens(game: &CatchMe) -> Result<(), String> {
    let (caught, safe) = (game.hero == game.virus, game.board().is_safe(game.hero));
    match (&game.phase, caught, safe) {
        (Phase::Over { winner: Side::Virus }, true, false) | (Phase::Over { winner: Side::Hero }, false, true) => {
            Ok(())
        }
        (Phase::Over { winner }, ..) => Err(format!("{winner:?} won, but caught {caught}, safe {safe}")),
        (_, false, false) => Ok(()),
        _ => Err(format!("the game goes on, but caught {caught}, safe {safe}")),
    }
}

fn connected(board: &Board, from: Square, to: Square) -> bool {
    board.exits(from).contains(&to)
}

/// The virus's trail runs from its start to its square in steps and portal jumps.
fn trail_is_a_walk(board: &Board, trail: &[Square], virus: Square) -> Result<(), String> {
    if trail.first() != Some(&board.virus_start) || trail.last() != Some(&virus) {
        return Err(format!("the virus's trail {trail:?} does not run from its start to {virus:?}"));
    }
    match trail.windows(2).find(|w| !connected(board, w[0], w[1])) {
        Some(w) => Err(format!("the virus's trail jumps from {:?} to {:?}", w[0], w[1])),
        None => Ok(()),
    }
}

/// Normal shows every virus move, Quarantine every second one; between moves the last shown
/// square is the virus's own.
fn sighting_follows_the_mode(game: &CatchMe) -> Result<(), String> {
    if game.mode.shows_the_virus_every().is_some_and(|every| game.unseen.len() >= every) {
        return Err(format!("{} unseen virus moves in {:?}", game.unseen.len(), game.mode));
    }
    // A move in progress or one that caught the hero has not been counted.
    let virus_moving = matches!(&game.phase, Phase::Move(mv) if mv.mover == Side::Virus);
    let caught = game.phase == Phase::Over { winner: Side::Virus };
    if game.unseen.is_empty() && !virus_moving && !caught && game.seen != game.virus {
        return Err(format!("the virus was shown on {:?} and has not moved, but is on {:?}", game.seen, game.virus));
    }
    match game.unseen.iter().find(|u| u.steps.is_some_and(|s| !(1..=3).contains(&s))) {
        Some(bad) => Err(format!("an unseen move of {:?} steps", bad.steps)),
        None => Ok(()),
    }
}

/// A path kept over a 'Roll Again!' waits for its roller's next roll and ends on its square.
fn turn_path_is_the_rollers(game: &CatchMe) -> Result<(), String> {
    match (&game.phase, game.turn_path.last()) {
        (_, None) => Ok(()),
        (Phase::Roll { roller }, Some(&at)) if at == game.square_of(*roller) => Ok(()),
        (phase, Some(at)) => Err(format!("a path kept to {at:?} in {phase:?}")),
    }
}

/// A move in progress: from the mover's start, square by square, none twice, within range,
/// and with a legal step left (else it would have ended).
fn move_is_sound(game: &CatchMe, mv: &Move) -> Result<(), String> {
    let board = game.board();
    if mv.at() != game.square_of(mv.mover) {
        return Err(format!(
            "the {:?} is on {:?} but its move is at {:?}",
            mv.mover,
            game.square_of(mv.mover),
            mv.at()
        ));
    }
    if !(1..=MOST_STEPS).contains(&mv.steps) || mv.steps_left > MOST_STEPS {
        return Err(format!("a move of {} steps with {} left", mv.steps, mv.steps_left));
    }
    if let Some(w) = mv.path.windows(2).find(|w| !connected(board, w[0], w[1])) {
        return Err(format!("the move jumps from {:?} to {:?}", w[0], w[1]));
    }
    if (1..mv.path.len()).any(|i| mv.path[..i].contains(&mv.path[i])) {
        return Err(format!("the move {:?} enters a square twice", mv.path));
    }
    let walk = game.walk(mv.mover);
    if walk.is_over(mv) || walk.next_steps(mv).is_empty() {
        return Err("a move goes on with no legal step".into());
    }
    Ok(())
}
