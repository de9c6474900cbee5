//! The computer players. Easy picks any legal action. Normal plays for the team: it tries each
//! legal action on its view and keeps the one whose table is worth most to humanity by `value`,
//! which prices progress, sickness, masks, the viruses and their reach, and the sanitizers in
//! their path. So it saves a piece from a nearby virus, heals, masks, places sanitizer where a
//! virus comes and gets pieces out, as the dice allow. Hard prices the same table after each
//! face of the virus's next roll, so it also sees which virus the rules will move.

use super::actions::Action;
use super::board::{Field, LOOP};
use super::sixes::SANITIZERS_EACH;
use super::state::{Colour, Ending, LabRace, Piece, Sanitizer, Spot};
use engine::rng::{GameRng, Rng};
use engine::{Computer, Game, Level, Seat};

/// The end of the game outweighs anything on the table.
const WON: f32 = 1e6;
const LOST: f32 = -1e6;
/// A piece's worth on the board before the fields it has travelled; in the lab it is done.
const OUT: f32 = 25.0;
const IN_LAB: f32 = 100.0;
/// A sick piece must be healed before it may enter the lab, and one at home still counts.
const SICK: f32 = 45.0;
const SICK_AT_HOME: f32 = 30.0;
/// A sick unmasked piece leaves a virus behind each time it moves.
const SPREADING: f32 = 15.0;
const MASK: f32 = 8.0;
/// What a healthy unmasked piece stands to lose to a virus that can reach it: the sickness,
/// priced per face of the die that brings a virus onto it.
const REACHABLE: f32 = 60.0;
const VIRUS: f32 = 40.0;
/// A virus on a bridge is a roll or two from ending the game: on the red one by the virus's
/// turn, on a player's by a sick piece's push.
const VIRUS_ON_BRIDGE: f32 = 30.0;
const SANITIZER_IN_HAND: f32 = 5.0;
const SANITIZER_USE: f32 = 4.0;
/// A sanitizer use is worth more for each virus that may come onto it soon.
const SANITIZER_IN_PATH: f32 = 6.0;
/// How far behind a sanitizer a virus counts as coming: two rolls.
const PATH: u8 = 12;

impl Computer for LabRace {
    fn plan(view: &LabRace, legal: &[Action], _seat: Seat, level: Level, rng: &mut GameRng) -> Vec<Action> {
        let action = match level {
            _ if legal.len() == 1 => legal[0],
            Level::Easy => legal[rng.random_range(0..legal.len())],
            Level::Normal => best_for_the_team(view, legal, value),
            Level::Hard => best_for_the_team(view, legal, value_after_the_virus),
        };
        vec![action]
    }
}

/// The legal action after which the table is worth most to humanity by `worth` (the first on a
/// tie). A choice rolls no dice, so trying it on the view shows exactly what it does.
pub fn best_for_the_team(view: &LabRace, legal: &[Action], worth: fn(&LabRace) -> f32) -> Action {
    let mut best = (f32::NEG_INFINITY, legal[0]);
    for &action in legal {
        let mut after = view.clone();
        after.apply_legal(&action);
        let worth = worth(&after);
        if worth > best.0 {
            best = (worth, action);
        }
    }
    best.1
}

/// Hard looks one virus roll ahead: the mean worth of the table after the virus plays each face
/// (as if it played next), so it sees which virus the rules will move and where it lands.
pub fn value_after_the_virus(game: &LabRace) -> f32 {
    if game.ending().is_some() {
        return value(game);
    }
    let after = |face| {
        let mut next = game.clone();
        next.virus_acts(face, &mut Vec::new());
        match next.reached_ending() {
            Some(Ending::Won(_)) => WON,
            Some(Ending::Lost(_)) => LOST,
            None => value(&next),
        }
    };
    (1..=6).map(after).sum::<f32>() / 6.0
}

/// What a table is worth to humanity: high is good.
pub fn value(game: &LabRace) -> f32 {
    match game.ending() {
        Some(Ending::Won(_)) => return WON,
        Some(Ending::Lost(_)) => return LOST,
        None => {}
    }
    let pieces: f32 = game.pieces().map(|(id, piece)| piece_value(game, Field::of(id.colour, 0), piece)).sum();
    let viruses: f32 = game.viruses().iter().map(|v| virus_threat(*v)).sum();
    let sanitizers: f32 = game.sanitizers().iter().map(|s| sanitizer_value(game, s)).sum();
    let in_hand: u8 = game.players().iter().map(|p| SANITIZERS_EACH - p.sanitizers_placed).sum();
    pieces + sanitizers + SANITIZER_IN_HAND * in_hand as f32 - viruses - VIRUS * game.focus() as f32
}

/// `exit` is the piece's exit field, to find the field it stands on.
fn piece_value(game: &LabRace, exit: Field, piece: &Piece) -> f32 {
    let travelled = match piece.spot {
        Spot::Home if piece.sick => return -SICK_AT_HOME,
        Spot::Home => return 0.0,
        Spot::Lab => return IN_LAB,
        Spot::Out(t) => t,
    };
    let mut worth = OUT + travelled as f32;
    if piece.sick {
        // The further a sick piece is, the fewer moves it has left before it must stop.
        worth -= SICK + travelled as f32 / 2.0;
        if piece.mask.is_none() {
            worth -= SPREADING;
        }
    }
    match piece.mask {
        Some(mask) => worth += MASK + mask.fields_left as f32 / 13.0,
        None if !piece.sick && travelled < LOOP => {
            let field = Field((exit.0 + travelled) % LOOP);
            worth -= REACHABLE * faces_reaching(game, field) as f32 / 6.0;
        }
        None => {}
    }
    worth
}

/// How many faces of the virus's die bring a virus onto `field` (a loop field): one per virus
/// 1 to 6 fields behind it, and a 6 for the red exit while viruses wait in the focus.
fn faces_reaching(game: &LabRace, field: Field) -> usize {
    if game.sanitizer_at(field).is_some() {
        return 0;
    }
    let behind = viruses_on_their_way(game).filter(|&v| v < field.0 && field.0 - v <= 6).count();
    behind + usize::from(field.0 == 0 && game.focus() > 0)
}

/// The fields travelled from the red exit by the viruses the virus's turn moves: those on the
/// loop and the red bridge, not those left on a player's bridge.
fn viruses_on_their_way(game: &LabRace) -> impl Iterator<Item = u8> + '_ {
    game.viruses().iter().filter_map(|v| v.travelled(Colour::Red))
}

/// A virus is worse the nearer it is to the lab. One on a player's bridge never moves on the
/// virus's turn, but it stands on that colour's way in and a sick piece may push it into the lab.
fn virus_threat(virus: Field) -> f32 {
    let Some(travelled) = virus.travelled(Colour::Red) else { return VIRUS + VIRUS_ON_BRIDGE };
    let near = travelled as f32 * travelled as f32 / 40.0;
    VIRUS + near + if travelled >= LOOP { VIRUS_ON_BRIDGE } else { 0.0 }
}

/// A sanitizer on a player's bridge lies off the viruses' way: none comes onto it.
fn sanitizer_value(game: &LabRace, sanitizer: &Sanitizer) -> f32 {
    let coming = match sanitizer.field.travelled(Colour::Red) {
        Some(field) => viruses_on_their_way(game).filter(|&v| v < field && field - v <= PATH).count(),
        None => 0,
    };
    sanitizer.uses as f32 * (SANITIZER_USE + SANITIZER_IN_PATH * coming as f32)
}
