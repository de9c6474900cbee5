//! The event squares (the table in docs/games/vaccine-race.md), one test per square, named after
//! it: going back, skipping a turn, rolling other dice, and the gates.

use super::squares::{event_at, Dice};
use super::tests::{land_on, roll, table};
use super::{Event, RollFor};
use engine::{Game, Turn};

/// Seed squares 10, 37, 50, 60, 78, 86, 94: "Go back to square N."
fn go_back(square: u8, to: u8) {
    let (game, events) = land_on(square, &[]);
    assert_eq!(game.pieces()[0].square, to);
    assert!(events.contains(&Event::SentBack { seat: 0, from: square, to }));
    assert!(!game.pieces()[0].skip_next_turn, "the square gone back to fires nothing");
    assert_eq!(game.turn(), Turn::Seat(1));
}

#[test]
fn square_10_verification_failed_goes_back_to_4() {
    go_back(10, 4)
}
#[test]
fn square_37_phase_one_failed_goes_back_to_29() {
    go_back(37, 29)
}
#[test]
fn square_50_phase_two_major_fail_goes_back_to_44() {
    go_back(50, 44)
}
#[test]
fn square_60_phase_two_minor_fail_goes_back_to_51() {
    go_back(60, 51)
}
#[test]
fn square_78_phase_three_major_fail_goes_back_to_70() {
    go_back(78, 70)
}
#[test]
fn square_86_phase_three_minor_fail_goes_back_to_77() {
    go_back(86, 77)
}
#[test]
fn square_94_phase_three_minor_fail_goes_back_to_77() {
    go_back(94, 77)
}

/// Seed squares 19, 25, 39, 43, 54, 74, 90, 97: "Skip next turn." (ruling: shown in the log).
fn skip_next_turn(square: u8) {
    let (mut game, events) = land_on(square, &[(6, 1), (6, 1)]);
    assert!(events.contains(&Event::MustSkipNextTurn { seat: 0, square }));
    assert!(game.pieces()[0].skip_next_turn);
    let events = roll(&mut game); // seat 1 rolls; seat 0's turn is skipped, back to seat 1
    assert!(events.contains(&Event::TurnSkipped { seat: 0 }));
    assert_eq!(game.turn(), Turn::Seat(1));
    assert_eq!(game.pieces()[0].square, square);
    roll(&mut game);
    assert_eq!(game.turn(), Turn::Seat(0), "only one turn is skipped");
}

#[test]
fn square_19_animal_lives_matter_skips_next_turn() {
    skip_next_turn(19)
}
#[test]
fn square_25_lab_rats_skips_next_turn() {
    skip_next_turn(25)
}
#[test]
fn square_39_anti_vaccine_movement_skips_next_turn() {
    skip_next_turn(39)
}
#[test]
fn square_43_too_many_volunteers_skips_next_turn() {
    skip_next_turn(43)
}
#[test]
fn square_54_anti_vaccine_movement_skips_next_turn() {
    skip_next_turn(54)
}
#[test]
fn square_74_anti_vaccine_movement_skips_next_turn() {
    skip_next_turn(74)
}
#[test]
fn square_90_anti_vaccine_movement_skips_next_turn() {
    skip_next_turn(90)
}
#[test]
fn square_97_anti_vaccine_movement_skips_next_turn() {
    skip_next_turn(97)
}

/// Seed: "Player standing on this square rolls 2d4 (2d6) to advance."
fn standing_rolls(square: u8, dice: Dice) {
    let (count, sides) = dice.shape();
    let to = |face: u8| square + face * count as u8;
    let face = (2..=sides).find(|&f| event_at(to(f)).is_none()).unwrap();
    let mut game = table(&[square, 2], 0, &vec![(sides, face); count]);
    assert_eq!(game.dice_to_move(), dice);
    let events = roll(&mut game);
    let faces = vec![face; count];
    assert!(events.contains(&Event::Rolled { seat: 0, dice, faces, roll_for: RollFor::Moving }));
    assert_eq!(game.pieces()[0].square, to(face));
}

#[test]
fn square_18_extra_funding_rolls_2d4() {
    standing_rolls(18, Dice::TwoD4)
}
#[test]
fn square_21_extra_funding_rolls_2d4() {
    standing_rolls(21, Dice::TwoD4)
}
#[test]
fn square_28_animal_trial_success_rolls_2d4() {
    standing_rolls(28, Dice::TwoD4)
}
#[test]
fn square_29_thank_you_volunteers_rolls_2d4() {
    standing_rolls(29, Dice::TwoD4)
}
#[test]
fn square_33_extra_funding_rolls_2d4() {
    standing_rolls(33, Dice::TwoD4)
}
#[test]
fn square_42_phase_one_concludes_rolls_2d4() {
    standing_rolls(42, Dice::TwoD4)
}
#[test]
fn square_47_extra_funding_rolls_2d4() {
    standing_rolls(47, Dice::TwoD4)
}
#[test]
fn square_56_mr_president_rolls_2d6() {
    standing_rolls(56, Dice::TwoD6)
}
#[test]
fn square_57_mr_president_rolls_2d6() {
    standing_rolls(57, Dice::TwoD6)
}
#[test]
fn square_63_extra_funding_rolls_2d4() {
    standing_rolls(63, Dice::TwoD4)
}
#[test]
fn square_70_phase_two_concludes_rolls_2d4() {
    standing_rolls(70, Dice::TwoD4)
}
#[test]
fn square_77_extra_funding_rolls_2d4() {
    standing_rolls(77, Dice::TwoD4)
}

// Seed rule 2: "By default, players must take turns to roll a six-sided dice."
#[test]
fn a_plain_square_rolls_1d6() {
    assert_eq!(table(&[30, 2], 0, &[]).dice_to_move(), Dice::OneD6);
}

/// Seed squares 15 and 83: "cannot advance without rolling ..." (ruling: the gates).
fn gate(square: u8, needed: u8) {
    for face in 1..=6 {
        let mut game = table(&[square, 2], 0, &[(6, face)]);
        let events = roll(&mut game);
        let expected = if face >= needed { square + face } else { square };
        assert_eq!(game.pieces()[0].square, expected, "rolled {face} on {square}");
        assert_eq!(events.contains(&Event::Held { seat: 0, square, needed }), face < needed);
    }
}

#[test]
fn square_15_lab_rat_shortage_needs_4_to_6() {
    gate(15, 4)
}
#[test]
fn square_83_unknown_disease_needs_5_or_6() {
    gate(83, 5)
}
