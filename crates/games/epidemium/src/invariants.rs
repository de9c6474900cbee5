//! What holds after every action of an Epidemium game.

use super::state::{Cards, Epidemium, Phase, Thrown, World, MAX_PLAYERS, MIN_PLAYERS, TELEPORT};

pub fn check(game: &Epidemium) -> Result<(), String> {
    // First, as the checks below look pieces up by seat: a state read from a save may hold any numbers.
    let seats = game.pieces.len();
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&seats) {
        return Err(format!("{seats} players"));
    }
    check_order(game)?;
    if game.last_skip.is_some_and(|(seat, _)| seat >= seats) {
        return Err(format!("a skip rolled by seat {:?} of {seats}", game.last_skip));
    }
    let dealt = Cards::dealt(seats);
    for (seat, piece) in game.pieces.iter().enumerate() {
        if game.pieces[..seat].iter().any(|p| p.continent == piece.continent) {
            return Err(format!("two players are {:?}", piece.continent));
        }
        // Every piece on its own world's path.
        if piece.spot > TELEPORT {
            return Err(format!("seat {seat} on spot {} of a path of {TELEPORT}", piece.spot));
        }
        let sums = |f: fn(&Cards) -> u8| f(&piece.hand) + f(&piece.played) == f(&dealt);
        if !(sums(|c| c.bonus_life) && sums(|c| c.penalty) && sums(|c| c.magic_number)) {
            return Err(format!(
                "seat {seat}: cards held {:?} and played {:?} are not those dealt",
                piece.hand, piece.played
            ));
        }
        // Dice state: reaching the teleport takes a good roll, which spends the D4 and the slow step.
        if piece.at_teleport() && (piece.d4 || piece.slow_step) {
            return Err(format!("seat {seat} waits to teleport with a D4 or slow step to come"));
        }
        // The second try is spared only on the teleport square, one against one.
        if piece.second_try && !(piece.at_teleport() && seats == 2) {
            return Err(format!("seat {seat} has a second teleport try off the teleport square"));
        }
        if game.slow_mode && piece.slow_step {
            return Err(format!("seat {seat} has a slow step in slow mode"));
        }
    }
    check_phase(game)
}

fn check_order(game: &Epidemium) -> Result<(), String> {
    let seats = game.pieces.len();
    if let Phase::Order(rolls) = &game.phase {
        let mut rolling: Vec<usize> = rolls.settled.iter().chain(rolls.pending.iter().flatten()).copied().collect();
        rolling.sort_unstable();
        if rolling != (0..seats).collect::<Vec<_>>() || rolls.pending.iter().any(Vec::is_empty) {
            return Err(format!("the starting order is rolled by {rolls:?} at a table of {seats}"));
        }
    }
    let rolling = matches!(game.phase, Phase::Order(_));
    let mut sorted = game.order.clone();
    sorted.sort_unstable();
    if rolling != game.order.is_empty() || (!rolling && (sorted != (0..seats).collect::<Vec<_>>() || game.at >= seats))
    {
        return Err(format!("play order {:?} at {} for {seats} players", game.order, game.at));
    }
    Ok(())
}

fn check_phase(game: &Epidemium) -> Result<(), String> {
    let home = |p: &super::state::Piece| p.world == World::Past && p.syringe && p.spot == 0;
    let home: Vec<usize> = (0..game.pieces.len()).filter(|&s| home(&game.pieces[s])).collect();
    let piece = &game.pieces[game.current()];
    match &game.phase {
        Phase::Won { winner } if home == [*winner] => {}
        Phase::Won { .. } => return Err(format!("won, but the players home with the syringe are {home:?}")),
        _ if !home.is_empty() => return Err("a player is home with the syringe but the game goes on".into()),
        Phase::Order(rolls) if rolls.pending.is_empty() || rolls.faces.len() >= rolls.pending[0].len() => {
            return Err("a starting order that is settled but still rolled".into())
        }
        Phase::Turn if piece.stopped.is_some() => return Err("a stopped player plays".into()),
        Phase::Magic(thrown) if piece.hand.magic_number == 0 => {
            return Err(format!("{thrown:?} offered without the card"))
        }
        // The D4 only when a rule says: it is thrown only by a player who must use it.
        Phase::Magic(Thrown::Move { die, .. }) if *die != piece.die() || piece.at_teleport() => {
            return Err(format!("a {die:?} thrown, not the player's die"))
        }
        Phase::Magic(Thrown::Teleport { faces, .. }) if faces[0] == faces[1] || !piece.at_teleport() => {
            return Err("a teleport throw waits for a Magic Number but needs none".into())
        }
        Phase::Magic(Thrown::Move { die, face }) if !(1..=die.sides()).contains(face) => {
            return Err(format!("a {face} on the {die:?}"))
        }
        Phase::Magic(Thrown::Teleport { faces }) if faces.iter().any(|f| !(1..=6).contains(f)) => {
            return Err(format!("a teleport throw of {faces:?}"))
        }
        Phase::BonusLife { seat, .. } if game.pieces.get(*seat).is_none_or(|p| p.hand.bonus_life == 0) => {
            return Err("Bonus Life offered without the card".into())
        }
        _ => {}
    }
    Ok(())
}
