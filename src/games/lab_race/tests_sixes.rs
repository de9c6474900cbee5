//! The 6 and its choices, rolling again, the roles, the free 6, the finished players who help,
//! and passing (seed "Roll 6", "Special roles"; ruling bullets 2, 3 and "A player whose four
//! pieces are in the lab").

use super::tests::{add_virus, masked, play, put, rolled, sick, spot, table, two, B0, B1, G0, Y0, Y1};
use super::*;
use crate::engine::{Game, Turn};

const COURIER: Option<Role> = Some(Role::BikeCourier);
const SEAMSTRESS: Option<Role> = Some(Role::Seamstress);
const SOCIAL_WORKER: Option<Role> = Some(Role::SocialWorker);

fn all_in_lab(game: &mut LabRace, seat: usize) {
    for piece in &mut game.players[seat].pieces {
        piece.spot = Spot::Lab;
    }
}

// Ruling: "On a 6 the player chooses one: move a piece 6, take a piece out, heal any sick piece on
// the board, give a mask to any piece on the board, or place a hand sanitizer on a field where one
// of its own pieces stands".
#[test]
fn a_6_offers_move_take_out_heal_mask_and_sanitizer() {
    let mut game = two(&[]);
    put(&mut game, Y0, 10);
    put(&mut game, B0, 30);
    masked(&mut game, Y0, 104);
    sick(&mut game, B0);
    rolled(&mut game, 0, 6);
    let expected = vec![
        Action::Move(Y0),
        Action::TakeOut(Y1),
        Action::Heal(B0),
        Action::GiveMask(B0),
        Action::PlaceSanitizer(Field(23)),
    ];
    assert_eq!(game.legal_actions(), expected, "not blue's pieces to move or take out");
    let mut moved = game.clone();
    play(&mut moved, Action::Move(Y0));
    assert_eq!(spot(&moved, Y0), Spot::Out(16), "a move of 6");
}

// Ruling: "... then rolls again." Seed: "A player either moves ... or performs actions, or even
// roll again."
#[test]
fn a_6_rolls_again_after_any_choice() {
    for action in [Action::Move(Y0), Action::TakeOut(Y1), Action::GiveMask(Y0), Action::PlaceSanitizer(Field(23))] {
        let mut game = two(&[]);
        put(&mut game, Y0, 10);
        rolled(&mut game, 0, 6);
        let events = play(&mut game, action);
        assert_eq!(events.last(), Some(&Event::RollsAgain { colour: Colour::Yellow }), "{action:?}");
        assert_eq!(game.phase(), Phase::Roll { seat: 0, first: false, waiting: false });
    }
}

// Seed: "A player can heal any sick player."
#[test]
fn heal_any_sick_piece_on_the_board() {
    let mut game = two(&[]);
    put(&mut game, B0, 5);
    sick(&mut game, B0);
    rolled(&mut game, 0, 6);
    let events = play(&mut game, Action::Heal(B0));
    assert!(events.contains(&Event::Healed { piece: B0, by: Colour::Yellow }));
    assert!(!game.piece(B0).sick);
}

// Seed: "A player can give a mask to any player. The mask wears out after two laps." Ruling
// (ours): a mask replaces a weaker one only.
#[test]
fn give_a_mask_to_any_piece_on_the_board_for_two_laps() {
    let mut game = two(&[]);
    put(&mut game, B0, 5);
    put(&mut game, B1, 9);
    masked(&mut game, B1, 104);
    rolled(&mut game, 0, 6);
    assert!(!game.legal_actions().contains(&Action::GiveMask(B1)), "already as good a mask");
    play(&mut game, Action::GiveMask(B0));
    assert_eq!(game.piece(B0).mask, Some(Mask { fields_left: 104 }));
    assert_eq!(game.piece(B0).mask.unwrap().laps_left(), 2);
}

// Ruling: "place a hand sanitizer on a field where one of its own pieces stands ... each player
// has 2 for the game. A field with sanitizer holds 2 uses". Ruling (ours): on the loop only, one
// per field.
#[test]
fn place_a_sanitizer_under_an_own_piece_two_per_player() {
    let mut game = two(&[]);
    put(&mut game, Y0, 10);
    put(&mut game, Y1, 53);
    put(&mut game, B0, 0);
    rolled(&mut game, 0, 6);
    let places = |g: &LabRace| g.legal_actions().into_iter().filter(|a| matches!(a, Action::PlaceSanitizer(_))).count();
    assert_eq!(places(&game), 1, "not under blue, nor on the bridge");
    play(&mut game, Action::PlaceSanitizer(Field(23)));
    assert_eq!(game.sanitizers(), &[Sanitizer { field: Field(23), uses: 2, placed_by: Colour::Yellow }]);
    rolled(&mut game, 0, 6);
    assert_eq!(places(&game), 0, "one per field");
    put(&mut game, Y1, 20);
    play(&mut game, Action::PlaceSanitizer(Field(33)));
    put(&mut game, Y1, 25);
    rolled(&mut game, 0, 6);
    assert_eq!(places(&game), 0, "two for the game");
    assert_eq!(game.players()[0].sanitizers_placed, 2);
}

// Seed, bike courier: "the bike courier can re-throw even after a 5 roll". Ruling (ours): also
// when the 5 gave nothing to move.
#[test]
fn bike_courier_rolls_again_after_a_5() {
    let mut game = table(&[COURIER, None], &[5, 5, 5]);
    put(&mut game, Y0, 10);
    put(&mut game, B0, 10);
    game.phase = Phase::turn_of(0);
    play(&mut game, Action::Roll);
    play(&mut game, Action::Move(Y0));
    assert_eq!(game.phase(), Phase::Roll { seat: 0, first: false, waiting: false });
    game.players[0].pieces[0].spot = Spot::Home;
    let events = play(&mut game, Action::Roll);
    assert!(events.contains(&Event::NothingToDo { colour: Colour::Yellow }));
    assert_eq!(game.phase(), Phase::Roll { seat: 0, first: false, waiting: false }, "a 5 with nothing to move");
    game.phase = Phase::turn_of(1);
    play(&mut game, Action::Roll);
    play(&mut game, Action::Move(B0));
    assert_eq!(game.turn(), Turn::Game, "blue has no role: a 5 ends its turn");
}

// Seed, seamstress: "the FFP3 masks she sews last up to 3 laps, whether she gives it to herself or
// someone else." Ruling (ours): her pieces leave home with her masks, whoever takes them out.
#[test]
fn seamstress_masks_last_three_laps() {
    let mut game = table(&[SEAMSTRESS, None], &[]);
    put(&mut game, B0, 4);
    rolled(&mut game, 0, 6);
    play(&mut game, Action::GiveMask(B0));
    assert_eq!(game.piece(B0).mask, Some(Mask { fields_left: 156 }));
    rolled(&mut game, 0, 6);
    play(&mut game, Action::TakeOut(Y0));
    assert_eq!(game.piece(Y0).mask.unwrap().laps_left(), 3);
    put(&mut game, Y0, 5);
    all_in_lab(&mut game, 1);
    rolled(&mut game, 1, 6);
    play(&mut game, Action::TakeOut(Y1));
    assert_eq!(game.piece(Y1).mask.unwrap().fields_left, 156, "taken out by blue, sewn by her");
}

// Seed, social worker: "she can help other players even if she has only entered the lab with 3
// pieces (she can't pass yet)." Ruling: "may not pass while it has a piece outside."
#[test]
fn social_worker_helps_from_3_pieces_in_the_lab_and_may_not_pass() {
    let mut game = table(&[None, SOCIAL_WORKER], &[]);
    all_in_lab(&mut game, 1);
    game.players[1].pieces[3].spot = Spot::Out(40);
    put(&mut game, Y0, 10);
    rolled(&mut game, 1, 4);
    assert_eq!(game.legal_actions(), vec![Action::Move(Y0), Action::Move(PieceId { colour: Colour::Blue, index: 3 })]);
    let mut own = game.clone();
    play(&mut game, Action::Move(Y0));
    assert_eq!(spot(&game, Y0), Spot::Out(12), "half of 4");
    play(&mut own, Action::Move(PieceId { colour: Colour::Blue, index: 3 }));
    assert_eq!(own.players()[1].pieces[3].spot, Spot::Out(44), "Ruling (ours): her own piece by the whole roll");
    let mut plain = table(&[None, None], &[]);
    plain.players[1] = Player { role: None, ..game.players[1] };
    put(&mut plain, Y0, 10);
    rolled(&mut plain, 1, 4);
    assert_eq!(plain.legal_actions(), vec![Action::Move(PieceId { colour: Colour::Blue, index: 3 })], "no role");
    all_in_lab(&mut game, 1);
    rolled(&mut game, 1, 4);
    assert!(game.legal_actions().contains(&Action::Pass), "all four in: she may pass");
}

// Ruling: "each player's building counter starts at 3. A turn in which the player has no piece
// out to move and rolls no 6 lowers it by 1; at 0 the roll counts as a 6 and the counter goes
// back to 3."
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

// Ruling: the counter drops only in "a turn in which the player has no piece out to move and
// rolls no 6". Ruling (ours): only on the turn's first roll, only for a player with a piece at
// home, and a real 6 leaves it alone.
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
    assert_eq!(counter_after(&|_| {}, false, 2), 3, "a roll again");
    assert_eq!(counter_after(&|_| {}, true, 6), 3, "a real 6");
    assert_eq!(counter_after(&|g| put(g, Y0, 3), true, 2), 3, "a piece out to move");
    assert_eq!(counter_after(&|g| all_in_lab(g, 0), true, 2), 3, "nobody at home");
}

// Seed: "Once a player has entered the lab with all four of his/her pieces, he/she can now help
// the others with half of his own rolls." Ruling: "by half the roll, rounded up".
#[test]
fn finished_players_help_with_half_the_roll_rounded_up() {
    for (face, steps) in [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)] {
        let mut game = table(&[None, None, None], &[]);
        all_in_lab(&mut game, 0);
        put(&mut game, B0, 10);
        put(&mut game, G0, 20);
        rolled(&mut game, 0, face);
        assert!(game.legal_actions().starts_with(&[Action::Move(B0), Action::Move(G0)]));
        play(&mut game, Action::Move(G0));
        assert_eq!(spot(&game, G0), Spot::Out(20 + steps), "rolled {face}");
    }
}

// Seed: "With a roll of 6, he/she can still heal, give a mask, and exit another player."
#[test]
fn finished_players_on_a_6_heal_mask_or_take_out_another_players_piece() {
    let mut game = two(&[]);
    all_in_lab(&mut game, 0);
    put(&mut game, B0, 10);
    sick(&mut game, B0);
    rolled(&mut game, 0, 6);
    let expected = vec![Action::Move(B0), Action::TakeOut(B1), Action::Heal(B0), Action::GiveMask(B0), Action::Pass];
    assert_eq!(game.legal_actions(), expected, "no sanitizer: no piece of its own out");
    play(&mut game, Action::TakeOut(B1));
    assert_eq!(game.field_of(B1), Some(Field::exit(Colour::Blue)));
    assert_eq!(game.piece(B1).mask, Some(Mask { fields_left: 104 }));
    assert_eq!(game.turn(), Turn::Seat(0), "a 6: it rolls again");
}

// Seed: "If a player doesn't want to help, he/she can also pass." Ruling (ours): passing ends the
// turn, even after a 6.
#[test]
fn finished_players_may_pass() {
    let mut game = two(&[]);
    all_in_lab(&mut game, 0);
    put(&mut game, B0, 10);
    rolled(&mut game, 0, 6);
    let events = play(&mut game, Action::Pass);
    assert_eq!(events, vec![Event::Passed { colour: Colour::Yellow }]);
    assert_eq!(game.turn(), Turn::Seat(1));
    assert_eq!(spot(&game, B0), Spot::Out(10));
}

// Ruling (ours): a player still racing may not pass: "moves one piece by the roll".
#[test]
fn players_still_racing_may_not_pass() {
    let mut game = two(&[]);
    put(&mut game, Y0, 10);
    game.players[0].pieces[1].spot = Spot::Lab;
    add_virus(&mut game, 20);
    rolled(&mut game, 0, 3);
    assert_eq!(game.legal_actions(), vec![Action::Move(Y0)]);
}

// Ruling: "A turn in which the player has no piece out to move and rolls no 6 lowers it by 1; at
// 0 the roll counts as a 6": the courier's 5 rolls again, so the turn is not over yet; a 6 after
// it leaves the counter alone, any other roll lowers it once.
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

// Ruling: the counter drops in "a turn in which the player has no piece out to move": the social
// worker helping from three pieces in the lab may move the others' pieces, so she is not waiting.
#[test]
fn free_six_counter_stays_while_the_social_worker_has_pieces_to_help() {
    let counter_after_a_2 = |others_out: bool| {
        let mut game = table(&[None, SOCIAL_WORKER], &[2]);
        all_in_lab(&mut game, 1);
        game.players[1].pieces[3].spot = Spot::Home;
        if others_out {
            put(&mut game, Y0, 10);
        }
        game.phase = Phase::turn_of(1);
        play(&mut game, Action::Roll);
        game.players()[1].free_six
    };
    assert_eq!(counter_after_a_2(true), 3, "she moves yellow's piece by half the roll");
    assert_eq!(counter_after_a_2(false), 2, "nothing on the board to move");
}

// Seed, seamstress: her masks "last up to 3 laps, whether she gives it to herself or someone
// else"; as a helper with all four in the lab (seed: "With a roll of 6, he/she can still heal,
// give a mask").
#[test]
fn seamstress_helping_gives_another_colours_piece_a_three_lap_mask() {
    let mut game = table(&[SEAMSTRESS, None], &[]);
    all_in_lab(&mut game, 0);
    put(&mut game, B0, 4);
    rolled(&mut game, 0, 6);
    let events = play(&mut game, Action::GiveMask(B0));
    assert!(events.contains(&Event::MaskGiven { piece: B0, by: Colour::Yellow, fields: 156 }));
    assert_eq!(game.piece(B0).mask.unwrap().laps_left(), 3);
}

// Issue 10's contract, for rules version 2: a save made under the first rules (no `waiting` on
// a roll) opens from its state, its earlier moves left behind.
#[test]
fn a_save_under_the_first_rules_still_opens_from_its_state() {
    let mut session = crate::engine::Session::<LabRace>::new(Options::colours(2), 4).unwrap();
    while !matches!(session.state().phase(), Phase::Roll { .. }) {
        let action = session.state().legal_actions()[0];
        session.apply(action).unwrap();
    }
    let save = crate::table::save::saved_under_older_rules(&session, &["/phase/Roll/waiting"]);
    let opened = save.open::<LabRace>().unwrap();
    assert!(opened.older_rules);
    assert_eq!(opened.session.state(), session.state());
}
