//! The free 6 (seed "Free 6 roll"; ruling "Free 6"): the building counter of a player with no
//! piece of its own out, lowered on the turn's last roll, and a 6 at 0.

use super::tests::{all_in_lab, play, put, table, COURIER, SOCIAL_WORKER, Y0};
use super::*;
use engine::Game;

// Ruling: "each player's building counter starts at 3. A turn in which the player has no piece
// of its own out to move and rolls no 6 lowers it by 1 ...; at 0 the roll counts as a 6 and the
// counter goes back to 3."
#[test]
fn free_six_counter_counts_down_and_gives_a_6_at_0() {
    let mut game = table(&[None], &[2, 3, 1]);
    let mut left = vec![];
    for _ in 0..3 {
        game.phase = Phase::turn_of(0);
        play(&mut game, Action::Roll);
        left.push(game.players()[0].free_six);
    }
    assert_eq!(left, [2, 1, 3]);
    assert_eq!(game.pending_choice(), Some((0, 6)), "the third roll, a 1, counts as a 6");
    assert_eq!(game.phase(), Phase::Choose { seat: 0, face: 6, again: true }, "a 6 in all: it rolls again");
    assert_eq!(game.legal_actions(), vec![Action::TakeOut(Y0)]);
}

// Ruling: the counter drops only in "a turn in which the player has no piece of its own out to
// move and rolls no 6", and "it is lowered on the turn's last roll". Ruling (ours): only for a
// player with a piece at home.
#[test]
fn free_six_counter_only_while_waiting_at_home() {
    let counter_after = |setup: &dyn Fn(&mut LabRace), first: bool, face: u8| {
        let mut game = table(&[None, SOCIAL_WORKER], &[face]);
        setup(&mut game);
        game.phase = Phase::Roll { seat: 0, first, waiting: false };
        play(&mut game, Action::Roll);
        game.players()[0].free_six
    };
    assert_eq!(counter_after(&|_| {}, true, 2), 2);
    assert_eq!(counter_after(&|_| {}, false, 2), 3, "a roll again after a 6");
    assert_eq!(counter_after(&|_| {}, true, 6), 3, "a real 6");
    assert_eq!(counter_after(&|g| put(g, Y0, 3), true, 2), 3, "a piece out to move");
    assert_eq!(counter_after(&|g| all_in_lab(g, 0), true, 2), 3, "nobody at home");
}

// Ruling: "it is lowered on the turn's last roll": the courier's 5 rolls again, so the turn is
// not over yet; a 6 after it leaves the counter alone, any other roll lowers it once.
#[test]
fn free_six_counter_waits_for_the_couriers_roll_again() {
    for (rolls, left) in [(&[5, 6][..], 3), (&[5, 2], 2), (&[5, 5, 1], 2), (&[6, 2], 3)] {
        let mut game = table(&[COURIER], rolls);
        game.phase = Phase::turn_of(0);
        play(&mut game, Action::Roll);
        if rolls[0] == 6 {
            play(&mut game, Action::TakeOut(Y0));
        }
        for _ in 1..rolls.len() {
            play(&mut game, Action::Roll);
        }
        assert_eq!(game.players()[0].free_six, left, "rolled {rolls:?}");
    }
    let mut last = table(&[COURIER], &[5, 2]);
    last.players[0].free_six = 1;
    last.phase = Phase::turn_of(0);
    play(&mut last, Action::Roll);
    play(&mut last, Action::Roll);
    assert_eq!((last.pending_choice(), last.players()[0].free_six), (Some((0, 6)), 3), "the 2 counts as a 6");
}

// Ruling: "A turn in which the player has no piece of its own out to move and rolls no 6 lowers
// it by 1 ("a piece outside", seed: other players' pieces that a helper, the social worker too,
// may move do not count)". The social worker helping from three pieces in the lab, her fourth
// at home, still waits for her free 6 while she moves another player's piece.
#[test]
fn free_six_counter_counts_only_the_players_own_pieces_out() {
    let social_worker_rolls = |others_out: bool, face: u8, counter: u8| {
        let mut game = table(&[None, SOCIAL_WORKER], &[face]);
        all_in_lab(&mut game, 1);
        game.players[1].pieces[3].spot = Spot::Home;
        game.players[1].free_six = counter;
        if others_out {
            put(&mut game, Y0, 10);
        }
        game.phase = Phase::turn_of(1);
        play(&mut game, Action::Roll);
        game
    };
    let helping = social_worker_rolls(true, 2, 3);
    assert_eq!(helping.players()[1].free_six, 2, "yellow's piece is not hers");
    assert_eq!(helping.legal_actions(), vec![Action::Move(Y0)], "and she may still help with the 2");
    assert_eq!(social_worker_rolls(false, 2, 3).players()[1].free_six, 2, "nothing on the board to move");
    let at_zero = social_worker_rolls(true, 2, 1);
    assert_eq!((at_zero.pending_choice(), at_zero.players()[1].free_six), (Some((1, 6)), 3), "a free 6");
    let own = PieceId { colour: Colour::Blue, index: 3 };
    assert!(at_zero.legal_actions().contains(&Action::TakeOut(own)), "her last piece may leave home");
}

// The counter is shown only where it applies, never to a player with pieces out:
// docs/games/lab-race.md R5, "no piece of its own out".
#[test]
fn the_free_6_counter_applies_only_to_a_player_with_no_piece_of_its_own_out() {
    let mut game = table(&[None, SOCIAL_WORKER], &[]);
    assert!(game.players()[0].waits_at_home(), "all at home");
    put(&mut game, Y0, 10);
    assert!(!game.players()[0].waits_at_home(), "a piece of its own out");
    all_in_lab(&mut game, 1);
    game.players[1].pieces[3].spot = Spot::Home;
    assert!(game.players()[1].waits_at_home(), "yellow's piece out is not hers");
    all_in_lab(&mut game, 1);
    assert!(!game.players()[1].waits_at_home(), "ruling (ours): all in the lab, nothing to wait for");
}
