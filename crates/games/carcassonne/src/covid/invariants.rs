//! What holds of the expansion after every action (and of every save before it is used).

use super::{Covid, Variant, CARDS, TOKENS};
use crate::state::{Carcassonne, Phase};
use crate::tiles::Kind;

pub fn check(game: &Carcassonne) -> Result<(), String> {
    let covid_tiles = game.board.tiles().iter().filter(|p| p.kind == Kind::Covid).count();
    let Some(covid) = &game.covid else {
        return match covid_tiles {
            0 => phase_is_the_base_games(game.phase),
            _ => Err("the COVID tile in a game without the expansion".into()),
        };
    };
    if covid.variant == Variant::Off {
        return Err("the expansion's things in a game without it".into());
    }
    if covid.dead.len() != game.scores.len() {
        return Err(format!("dead figures for {} seats at a table of {}", covid.dead.len(), game.scores.len()));
    }
    tokens_accounted_for(game, covid, covid_tiles)?;
    cards_accounted_for(covid)?;
    phase_fits(game, covid)
}

/// Tokens on the board and in the supply are 20, on distinct pieces of placed tiles; there
/// are none before the COVID tile is down (it is where the infection starts).
fn tokens_accounted_for(game: &Carcassonne, covid: &Covid, covid_tiles: usize) -> Result<(), String> {
    if covid.tokens.len() + covid.supply as usize != TOKENS as usize {
        return Err(format!("{} tokens on the board and {} in the supply", covid.tokens.len(), covid.supply));
    }
    if let Some(t) = covid.tokens.iter().find(|&&t| t as usize >= game.board.areas().len()) {
        return Err(format!("a token on piece {t}, which is on no tile"));
    }
    let mut pieces = covid.tokens.clone();
    pieces.sort_unstable();
    pieces.dedup();
    if pieces.len() != covid.tokens.len() {
        return Err("two tokens on one piece".into());
    }
    if covid_tiles == 0 && !covid.tokens.is_empty() {
        return Err("tokens on the board before the COVID tile".into());
    }
    Ok(())
}

/// The pile and the discards hold the 30 cards: 20 negative, 9 positive, 1 death.
fn cards_accounted_for(covid: &Covid) -> Result<(), String> {
    for (card, count) in CARDS {
        let held = covid.pile.iter().chain(&covid.discards).filter(|&&c| c == card).count();
        if held != count {
            return Err(format!("{held} {card:?} cards, not {count}"));
        }
    }
    match covid.pile.len() + covid.discards.len() {
        30 => Ok(()),
        n => Err(format!("{n} testing cards, not 30")),
    }
}

fn phase_is_the_base_games(phase: Phase) -> Result<(), String> {
    match phase {
        Phase::Spread { .. } | Phase::MoveToken { .. } => Err(format!("{phase:?} without the expansion")),
        _ => Ok(()),
    }
}

/// The expansion's phases are about the tile just placed, and offer a choice.
fn phase_fits(game: &Carcassonne, covid: &Covid) -> Result<(), String> {
    let last = game.board.tiles().len();
    match game.phase {
        Phase::Spread { tile } | Phase::MoveToken { tile, .. } if tile as usize + 1 != last => {
            Err(format!("an infection to spread for tile {tile}, which is not the last placed"))
        }
        Phase::Spread { .. } if game.spread_targets().is_empty() => Err("a spread with nowhere to go".into()),
        Phase::MoveToken { to, .. } if covid.supply != 0 || to as usize >= game.board.areas().len() => {
            Err(format!("a token to move to piece {to} with {} in the supply", covid.supply))
        }
        Phase::MoveToken { to, .. } if game.infected(to) => Err(format!("a token to move to infected piece {to}")),
        _ => Ok(()),
    }
}
