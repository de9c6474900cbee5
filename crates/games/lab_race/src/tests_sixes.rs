//! The 6 and its choices, rolling again, the roles, the free 6, the finished players who help,
//! and passing (seed "Roll 6", "Special roles"; ruling bullets 2, 3 and "A player whose four
//! pieces are in the lab").

use super::tests::{
    add_virus, all_in_lab, masked, play, put, rolled, sick, spot, table, two, B0, B1, COURIER, G0, SEAMSTRESS,
    SOCIAL_WORKER, Y0, Y1,
};
use super::*;
use engine::{Game, Session, Turn};

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

// Ruling R20: "A new mask replaces the one a piece wears, and is offered only where it lasts
// longer than what the worn one has left"; so "Give Green 1 a mask (2 laps)" always changes
// something, and its words say what (text::give_mask_words).
#[test]
fn a_mask_is_offered_only_where_it_lasts_longer_than_the_worn_one_has_left() {
    let offered = |giver: Option<Role>, worn: u8| {
        let mut game = table(&[giver, None], &[]);
        put(&mut game, B0, 5);
        masked(&mut game, B0, worn);
        rolled(&mut game, 0, 6);
        game.legal_actions().contains(&Action::GiveMask(B0))
    };
    assert!(offered(None, 103), "a two-lap mask that has moved one field");
    assert!(!offered(None, 104), "a fresh two-lap mask");
    assert!(!offered(None, 156), "the seamstress's three-lap mask");
    assert!(offered(SEAMSTRESS, 104), "hers lasts three laps");
    assert!(!offered(SEAMSTRESS, 156));
}

// Ruling: "place a hand sanitizer on a field where one of its own pieces stands ... each player
// has 2 for the game. A field with sanitizer holds 2 uses". Ruling (ours): one per field. (On
// its own bridge too: tests_bridge.rs.)
#[test]
fn place_a_sanitizer_under_an_own_piece_two_per_player() {
    let mut game = two(&[]);
    put(&mut game, Y0, 10);
    put(&mut game, B0, 0);
    rolled(&mut game, 0, 6);
    let places = |g: &LabRace| g.legal_actions().into_iter().filter(|a| matches!(a, Action::PlaceSanitizer(_))).count();
    assert_eq!(places(&game), 1, "not under blue");
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

/// A game of two colours played by its first legal actions until a player is to roll.
fn session_at_a_roll() -> Session<LabRace> {
    let mut session = Session::<LabRace>::new(Options::colours(2), 4).unwrap();
    while !matches!(session.state().phase(), Phase::Roll { .. }) {
        let action = session.state().legal_actions()[0];
        session.apply(action).unwrap();
    }
    session
}

// The save contract (saves under older rules open from their snapshot), for rules version 2: a
// save whose state the first rules wrote (no `waiting` on a roll) opens from its state, its
// earlier moves left behind.
#[test]
fn a_save_under_the_first_rules_still_opens_from_its_state() {
    let session = session_at_a_roll();
    use table::old_saves::{open_under_older_rules, without};
    let opened = open_under_older_rules(&session, |state| without(state, "/phase/Roll/waiting"));
    assert_eq!(opened.state(), session.state());
}

// The save contract, for rules version 3 (viruses and sanitizers on a player's bridge, R10 and
// R4; the free 6 of the player's own pieces, R5): a save under rules 2 opens from its state with
// the older-rules notice. Its state has the same shape: a virus or a sanitizer is kept by its
// field, which names any bridge's fields too.
#[test]
fn a_save_under_rules_version_2_opens_from_its_state() {
    assert_eq!(LabRace::RULES_VERSION, 3);
    let session = session_at_a_roll();
    let mut opened = table::old_saves::open_under_older_rules(&session, |_| ());
    assert_eq!(opened.state(), session.state());
    assert!(opened.apply(Action::Roll).is_ok(), "and it goes on");
}
