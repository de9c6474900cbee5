//! Where a choice lands a piece (`LabRace::landing`), as the board shows it before the choice.

use super::tests::{add_virus, play, put, rolled, table, two, B0, B1, Y0};
use super::*;
use engine::harness::check_random_game;
use engine::Game;

#[test]
fn a_move_lands_where_its_count_ends() {
    let mut game = two(&[]);
    put(&mut game, Y0, 3);
    rolled(&mut game, 0, 4);
    assert_eq!(game.landing(&Action::Move(Y0)), Some(Field::of(Colour::Yellow, 7)));
    let events = play(&mut game, Action::Move(Y0));
    assert!(events.contains(&Event::Moved {
        piece: Y0,
        from: Field::of(Colour::Yellow, 3),
        to: Field::of(Colour::Yellow, 7)
    }));
}

#[test]
fn a_move_landing_on_a_virus_lands_there_all_the_same() {
    let mut game = two(&[]);
    put(&mut game, Y0, 3);
    let ahead = Field::of(Colour::Yellow, 5);
    add_virus(&mut game, ahead.0);
    rolled(&mut game, 0, 2);
    assert_eq!(game.landing(&Action::Move(Y0)), Some(ahead), "the meeting comes after the landing");
}

#[test]
fn a_count_reaching_or_passing_the_lab_ends_in_it() {
    let mut game = two(&[]);
    put(&mut game, Y0, 55);
    rolled(&mut game, 0, 5);
    assert_eq!(game.landing(&Action::Move(Y0)), Some(Field::LAB));
}

#[test]
fn a_helper_lands_another_players_piece_half_the_roll_on() {
    let mut game = two(&[]);
    for piece in &mut game.players[0].pieces {
        piece.spot = Spot::Lab;
    }
    put(&mut game, B0, 10);
    rolled(&mut game, 0, 5);
    assert_eq!(game.landing(&Action::Move(B0)), Some(Field::of(Colour::Blue, 13)), "5 halved, rounded up");
}

#[test]
fn a_piece_taken_out_lands_on_its_exit() {
    let mut game = two(&[]);
    rolled(&mut game, 0, 6);
    assert_eq!(game.landing(&Action::TakeOut(Y0)), Some(Field::exit(Colour::Yellow)));
}

#[test]
fn nothing_lands_for_other_actions_or_illegal_ones() {
    let mut game = two(&[]);
    put(&mut game, Y0, 3);
    rolled(&mut game, 0, 6);
    assert_eq!(game.landing(&Action::GiveMask(Y0)), None, "a mask moves nothing");
    assert_eq!(game.landing(&Action::Move(B0)), None, "blue's piece is not yellow's to move");
    let y2 = PieceId { colour: Colour::Yellow, index: 2 };
    assert_eq!(game.landing(&Action::TakeOut(y2)), None, "only the first piece at home comes out");
    let waiting = table(&[None, None], &[]);
    assert_eq!(waiting.landing(&Action::Move(B1)), None, "the virus's turn: no choice");
}

/// Over random games, every move or taking out offered lands where playing it says it went:
/// the field a move moved to, the field a piece taken out first stood on.
#[test]
fn every_landing_is_where_the_piece_goes() {
    for (colours, seed) in (1..=3).flat_map(|c| (0..4).map(move |s| (c, s))) {
        check_random_game::<LabRace>(&Options::colours(colours), seed, 100_000, |game| {
            for action in game.legal_actions() {
                let mut after = game.clone();
                let events = after.apply(&action).map_err(|e| e.to_string())?;
                let went = |id: PieceId| {
                    let stepped_on = events.iter().find_map(|e| match *e {
                        Event::SteppedOn { mover: Mover::Piece(p), from, .. } if p == id => Some(from),
                        _ => None,
                    });
                    let met_there = events.contains(&Event::WentHome { piece: id });
                    stepped_on.or(after.field_of(id).filter(|_| !met_there))
                };
                let expected = match action {
                    Action::Move(_) => events.iter().find_map(|e| match *e {
                        Event::Moved { to, .. } => Some(to),
                        _ => None,
                    }),
                    Action::TakeOut(id) => went(id).or(Some(Field::exit(id.colour))),
                    _ => None,
                };
                if game.landing(&action) != expected {
                    return Err(format!("{action:?} lands on {:?}, went to {expected:?}", game.landing(&action)));
                }
            }
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));
    }
}
