//! What holds after every action of a Lab Race game.

use super::board::{Field, FieldKind, LAB_TRAVELLED};
use super::rules::{FREE_SIX_START, MAX_VIRUSES};
use super::sixes::{new_mask, SANITIZERS_EACH, SANITIZER_USES};
use super::state::{LabRace, Phase, Role, Spot};
use engine::Game;

pub fn check(game: &LabRace) -> Result<(), String> {
    one_per_field(game)?;
    pieces_accounted_for(game)?;
    viruses_accounted_for(game)?;
    sanitizers_in_bounds(game)?;
    match game.phase {
        Phase::Roll { seat, .. } | Phase::Choose { seat, .. } if seat >= game.players.len() => {
            Err(format!("seat {seat} of {} plays", game.players.len()))
        }
        Phase::Choose { .. } if game.legal_actions().is_empty() => Err("a choice with nothing to choose".into()),
        Phase::Over(_) => Ok(()),
        _ if game.reached_ending().is_some() => Err("the game has ended but goes on".into()),
        _ => Ok(()),
    }
}

/// "There can be only one piece on a field", viruses included.
fn one_per_field(game: &LabRace) -> Result<(), String> {
    let mut taken = [false; Field::COUNT];
    let pieces = game.pieces().filter_map(|(id, p)| match p.spot {
        Spot::Out(t) => Some(Field::of(id.colour, t)),
        _ => None,
    });
    for field in pieces.chain(game.viruses.iter().copied()) {
        // A save may name any field: one off the board is refused before it is looked up.
        let Some(slot) = taken.get_mut(field.0 as usize) else {
            return Err(format!("field {} is off the board", field.0));
        };
        if field == Field::LAB || std::mem::replace(slot, true) {
            return Err(format!("two on field {}, or one out in the lab", field.0));
        }
    }
    Ok(())
}

/// Four pieces per colour, each at home, on its way or in the lab, with a mask that has laps left.
fn pieces_accounted_for(game: &LabRace) -> Result<(), String> {
    for player in &game.players {
        if !(1..=FREE_SIX_START).contains(&player.free_six) {
            return Err(format!("{:?}'s free-6 counter is {}", player.colour, player.free_six));
        }
        for (index, piece) in player.pieces.iter().enumerate() {
            let name = format!("{:?} piece {index}", player.colour);
            match (piece.spot, piece.mask) {
                (Spot::Out(t), _) if t >= LAB_TRAVELLED => return Err(format!("{name} is out beyond the lab")),
                (Spot::Home, Some(_)) => return Err(format!("{name} wears a mask at home")),
                (_, Some(mask)) if mask.fields_left == 0 || mask.fields_left > longest_mask() => {
                    return Err(format!("{name} wears a mask with {} fields left", mask.fields_left));
                }
                _ => {}
            }
        }
    }
    Ok(())
}

fn longest_mask() -> u8 {
    new_mask(Some(Role::Seamstress)).fields_left
}

/// Viruses are the focus plus the board, never 12 while the game goes on, and never on a
/// sanitizer (one that enters it is destroyed). Any field of the board may hold one (the lab
/// and fields off the board are refused by `one_per_field`): their own way, the loop and the
/// red bridge, or a player's bridge where a sick piece left one.
fn viruses_accounted_for(game: &LabRace) -> Result<(), String> {
    let over = matches!(game.phase, Phase::Over(_));
    if game.virus_count() > MAX_VIRUSES || (!over && game.virus_count() == MAX_VIRUSES) {
        return Err(format!("{} viruses and the game goes on: {over}", game.virus_count()));
    }
    if game.viruses_in_lab > 0 && !over {
        return Err("a virus is in the lab and the game goes on".into());
    }
    if let Some(virus) = game.viruses.iter().find(|v| game.sanitizer_at(**v).is_some()) {
        return Err(format!("a virus on the sanitizer of field {}", virus.0));
    }
    Ok(())
}

/// Uses within 1..=2 (at 0 a sanitizer is gone), on the loop or the placing colour's own bridge
/// (where its pieces stand), one per field, at most 2 per player.
fn sanitizers_in_bounds(game: &LabRace) -> Result<(), String> {
    for (i, s) in game.sanitizers.iter().enumerate() {
        let own_bridge = matches!(s.field.kind(), FieldKind::Bridge { arm, .. } if arm == s.placed_by);
        if !(1..=SANITIZER_USES).contains(&s.uses) || !(s.field.is_loop() || own_bridge) {
            return Err(format!("a sanitizer with {} uses on field {}", s.uses, s.field.0));
        }
        if game.sanitizers[..i].iter().any(|t| t.field == s.field) {
            return Err(format!("two sanitizers on field {}", s.field.0));
        }
    }
    for player in &game.players {
        let on_board = game.sanitizers.iter().filter(|s| s.placed_by == player.colour).count();
        if player.sanitizers_placed > SANITIZERS_EACH || on_board > player.sanitizers_placed as usize {
            return Err(format!("{:?} placed {} sanitizers", player.colour, player.sanitizers_placed));
        }
    }
    Ok(())
}
