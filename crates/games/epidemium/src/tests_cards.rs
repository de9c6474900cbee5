//! The three cards as decisions: Bonus Life, Penalty and Magic Number, each used once.

use super::tests::{act, place, roll, roll_as, table};
use super::tests_teleport::seven_misses;
use super::*;
use engine::{Game, Seat, Turn};

/// A table where every player holds one card of each kind, seat 0 to roll, all in the past on dot 4.
fn with_cards(players: usize) -> Epidemium {
    let mut game = table(players, &[]);
    for seat in 0..players {
        game.pieces[seat].hand = Cards::dealt(players);
        game.pieces[seat].played = Cards::default();
        place(&mut game, seat, World::Past, 4, false);
    }
    game
}

fn drop_magic_numbers(game: &mut Epidemium, seat: Seat) {
    game.pieces[seat].played.magic_number += game.pieces[seat].hand.magic_number;
    game.pieces[seat].hand.magic_number = 0;
}

/// Bonus Life: "Il giocatore può salvarsi utilizzando questa carta se ... il giocatore lancia il
/// dado ed ottiene 1 nel mondo del passato o 2 nel mondo del futuro che gli fanno saltare un turno"
#[test]
fn bonus_life_is_offered_when_a_skip_falls_and_saves_the_turn() {
    let mut game = with_cards(3);
    drop_magic_numbers(&mut game, 0);
    roll_as(&mut game, 6, 1);
    assert_eq!(game.phase(), &Phase::BonusLife { seat: 0, penalty: false });
    assert_eq!(game.legal_actions(), vec![Action::BonusLife, Action::AcceptSkip]);
    let events = act(&mut game, Action::BonusLife);
    assert!(events.contains(&Event::BonusLifePlayed { seat: 0 }));
    assert_eq!(game.pieces()[0].stopped, None);
    assert_eq!((game.pieces()[0].hand.bonus_life, game.pieces()[0].played.bonus_life), (0, 1));
    assert_eq!(game.turn(), Turn::Seat(1));
}

/// Bonus Life on a D4 skip: "sul dado D4 esce un 1 sta fermo un turno e dal turno successivo
/// userà il D6": the card saves the turn, and the next roll is still the D6's.
#[test]
fn bonus_life_on_a_d4_skip_returns_to_the_d6() {
    let mut game = with_cards(3);
    drop_magic_numbers(&mut game, 0);
    game.pieces[0].d4 = true;
    let events = roll_as(&mut game, 4, 1);
    assert!(events.contains(&Event::BackToD6 { seat: 0 }));
    act(&mut game, Action::BonusLife);
    assert_eq!((game.pieces()[0].stopped, game.pieces()[0].die()), (None, Die::D6));
}

/// Declining Bonus Life keeps the card and takes the skip.
#[test]
fn bonus_life_may_be_kept_for_later() {
    let mut game = with_cards(3);
    drop_magic_numbers(&mut game, 0);
    place(&mut game, 0, World::Future, 4, false);
    roll_as(&mut game, 6, 2);
    act(&mut game, Action::AcceptSkip);
    assert_eq!((game.pieces()[0].stopped, game.pieces()[0].hand.bonus_life), (Some(Stop::Roll), 1));
}

/// Penalty: "Il giocatore può decidere di far saltare il turno a un altro giocatore"; ruling:
/// "before its own roll".
#[test]
fn penalty_before_ones_roll_makes_another_player_skip_its_next_turn() {
    let mut game = with_cards(3);
    drop_magic_numbers(&mut game, 0);
    game.pieces[1].hand.bonus_life = 0;
    game.pieces[1].played.bonus_life = 1;
    assert_eq!(game.legal_actions(), vec![Action::Roll, Action::Penalty(1), Action::Penalty(2)]);
    let events = act(&mut game, Action::Penalty(1));
    assert!(events.contains(&Event::MustSkip { seat: 1, stop: Stop::Penalty }));
    assert_eq!(game.turn(), Turn::Seat(0), "then it rolls");
    assert_eq!(game.legal_actions(), vec![Action::Roll], "one Penalty card, used once");
    roll_as(&mut game, 6, 2);
    assert_eq!(game.turn(), Turn::Seat(2), "seat 1 is skipped");
}

/// Penalty: "a un altro giocatore che non sia già stato stoppato dal dado o da un'altra carta
/// penalty card"
#[test]
fn penalty_cannot_stop_a_player_already_stopped() {
    let mut game = with_cards(3);
    game.pieces[1].stopped = Some(Stop::Roll);
    game.pieces[2].stopped = Some(Stop::Penalty);
    assert_eq!(game.legal_actions(), vec![Action::Roll]);
}

/// Bonus Life: "Il giocatore può salvarsi utilizzando questa carta se un giocatore utilizza una
/// carta penalty": the target decides, then the player who played the Penalty rolls.
#[test]
fn bonus_life_answers_a_penalty_card() {
    let mut game = with_cards(3);
    act(&mut game, Action::Penalty(2));
    assert_eq!(game.turn(), Turn::Seat(2));
    assert_eq!(game.phase(), &Phase::BonusLife { seat: 2, penalty: true });
    act(&mut game, Action::BonusLife);
    assert_eq!(game.pieces()[2].stopped, None);
    assert_eq!((game.turn(), game.phase()), (Turn::Seat(0), &Phase::Turn));
}

/// Magic Number: "Il giocatore può decidere di aggiungere o togliere il numero che vuole al
/// numero uscito sul dado"; ruling: "the result between 1 and 6 (1 and 4 on the D4)".
#[test]
fn magic_number_after_a_roll_sets_the_die_to_the_value_chosen() {
    let mut game = with_cards(2);
    roll_as(&mut game, 6, 1);
    assert_eq!(game.phase(), &Phase::Magic(Thrown::Move { die: Die::D6, face: 1 }));
    let offered: Vec<Action> = [Action::KeepRoll].into_iter().chain([2, 3, 4, 5, 6].map(Action::MagicNumber)).collect();
    assert_eq!(game.legal_actions(), offered);
    let events = act(&mut game, Action::MagicNumber(6));
    assert!(events.contains(&Event::MagicNumber { seat: 0, from: 1, to: 6 }));
    assert_eq!(game.pieces()[0].spot, 10);
    assert_eq!(game.pieces()[0].hand.magic_number, 0);

    let mut game = with_cards(2);
    game.pieces[0].d4 = true;
    roll_as(&mut game, 4, 3);
    assert_eq!(
        game.legal_actions(),
        vec![Action::KeepRoll, Action::MagicNumber(1), Action::MagicNumber(2), Action::MagicNumber(4)]
    );
}

/// Keeping the roll keeps the card for later.
#[test]
fn keeping_the_roll_keeps_magic_number() {
    let mut game = with_cards(2);
    roll_as(&mut game, 6, 4);
    act(&mut game, Action::KeepRoll);
    assert_eq!((game.pieces()[0].spot, game.pieces()[0].hand.magic_number), (8, 1));
}

/// Magic Number: "Il giocatore può utilizzare questa carta anche per il teletrasporto": after
/// seven misses, the double of either face teleports alike, so one is offered.
#[test]
fn magic_number_makes_a_teleport_throw_a_double() {
    let mut game = with_cards(2);
    place(&mut game, 0, World::Past, TELEPORT, false);
    game.rng = seven_misses();
    roll(&mut game);
    let Phase::Magic(Thrown::Teleport { faces: [a, b] }) = *game.phase() else { panic!("{:?}", game.phase()) };
    assert_eq!(game.legal_actions(), vec![Action::KeepRoll, Action::MagicNumber(a)]);
    let events = act(&mut game, Action::MagicNumber(a));
    assert!(events.contains(&Event::MagicNumber { seat: 0, from: b, to: a }));
    assert!(events.contains(&Event::Teleported { seat: 0, to: World::Future }));
}

/// R26: "Magic Number offers only the numbers that change what the roll does, one for each
/// outcome": no action offered that changes nothing. In slow mode every good number
/// moves one dot; two dots from the teleport square every good number stops on it.
#[test]
fn magic_number_offers_only_the_numbers_that_change_the_roll() {
    let mut slow = with_cards(2);
    slow.slow_mode = true;
    roll_as(&mut slow, 6, 1);
    let offered = [Action::KeepRoll, Action::MagicNumber(2), Action::MagicNumber(3), Action::MagicNumber(5)];
    assert_eq!(slow.legal_actions(), offered, "2, 4 and 6 all move one dot: 2 stands for them");
    assert!(!slow.is_legal(&Action::MagicNumber(4)));
    let mut slow = with_cards(2);
    slow.slow_mode = true;
    roll_as(&mut slow, 6, 2);
    assert!(!slow.is_legal(&Action::MagicNumber(6)), "the same dot as the 2 kept");

    let mut near = with_cards(2);
    place(&mut near, 0, World::Past, TELEPORT - 2, false);
    roll_as(&mut near, 6, 1);
    assert_eq!(near.legal_actions(), offered, "2, 4 and 6 all stop on the teleport square");
}

/// "Ogni giocatore prende 6 carte da gioco 2 per tipo da 5 a 6 giocatori": two Penalty cards
/// stop two players; a third is never offered (each card is used once).
#[test]
fn with_five_players_each_card_kind_is_played_twice_then_no_more() {
    let mut game = with_cards(5);
    act(&mut game, Action::Penalty(1));
    act(&mut game, Action::BonusLife);
    act(&mut game, Action::Penalty(2));
    act(&mut game, Action::AcceptSkip);
    assert_eq!(game.legal_actions(), vec![Action::Roll]);
    assert_eq!(game.pieces()[0].played.penalty, 2);
    assert_eq!(game.pieces()[2].stopped, Some(Stop::Penalty));
    let mut illegal = game.clone();
    assert!(illegal.apply(&Action::Penalty(3)).is_err());
    assert_eq!(illegal, game, "an illegal action leaves the state as it was");
}

/// Ruling (ours): cards are for the journey; the rolls for the starting order offer none.
#[test]
fn the_starting_order_rolls_offer_no_card() {
    let game = Epidemium::new(&Options::default(), 3).unwrap();
    assert_eq!(game.legal_actions(), vec![Action::Roll]);
}

/// Magic Number does not stop the game where keeping the roll is the obvious choice: a throw
/// that moves the piece is the usual keep, which the table plays for a
/// person after a beat; a throw that would not move, or a card that would win now, is a choice.
#[test]
fn a_throw_that_moves_is_kept_as_usual_and_one_that_does_not_is_a_choice() {
    let mut moving = with_cards(2);
    roll_as(&mut moving, 6, 4);
    assert_eq!(moving.usual(), Some(Action::KeepRoll));
    let mut standing = with_cards(2);
    roll_as(&mut standing, 6, 1);
    assert_eq!(standing.usual(), None);
    let mut nothing_to_keep = with_cards(2);
    assert_eq!(nothing_to_keep.usual(), None, "a turn's roll is no keep");
    roll_as(&mut nothing_to_keep, 6, 1);
    act(&mut nothing_to_keep, Action::MagicNumber(6));
    assert_eq!(nothing_to_keep.usual(), None);
}

/// Keeping is not the usual choice where the card would take the syringe home now: a 2 moves two
/// dots of three, a 6 would win.
#[test]
fn a_throw_is_no_usual_keep_where_magic_number_would_win() {
    let mut game = with_cards(2);
    place(&mut game, 0, World::Past, 3, true);
    roll_as(&mut game, 6, 2);
    assert!(matches!(game.phase(), Phase::Magic(Thrown::Move { face: 2, .. })));
    assert_eq!(game.usual(), None);
}
