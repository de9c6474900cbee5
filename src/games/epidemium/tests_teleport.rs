//! The journey's ends: overshooting onto a teleport, the syringe or the stethoscope, waiting on
//! the teleport square, the 2d6 doubles in seven throws, and the two-player teleport cases.

use super::tests::{place, roll, roll_as, table};
use super::*;
use crate::engine::harness::rigged_rng;
use crate::engine::rng::{game_rng, roll as draw};
use crate::engine::{Game, Turn};

/// Throws 2d6 on the teleport square, coming out as `a` and `b`.
fn throw(game: &mut Epidemium, a: u8, b: u8) -> Vec<Event> {
    game.rng = rigged_rng(&[(6, a), (6, b)]);
    roll(game)
}

/// "Se il giocatore fa un numero più alto rispetto alle caselle mancanti alla casella
/// teletrasporto, si posiziona in ogni caso sulla casella teletrasporto ... (Esempio se il
/// giocatore nel vecchio mondo si trova a 5 caselle di distanza dal punto di teletrasporto e fa un
/// 6 con il dado, si posiziona comunque sulla casella teletrasporto"
#[test]
fn a_roll_past_the_teleport_stops_on_it() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT - 5, false);
    let events = roll_as(&mut game, 6, 6);
    assert_eq!(game.pieces()[0].spot, TELEPORT);
    assert!(events.contains(&Event::ReachedTeleport { seat: 0, world: World::Past }));
}

/// "Se il giocatore si trova ad una casella di distanza dal punto di teletrasporto basterà per il
/// mondo del passato fare un numero pari per poterci arrivare viceversa per il mondo del futuro"
#[test]
fn one_dot_from_the_teleport_any_good_roll_reaches_it() {
    for (world, face) in [(World::Past, 2), (World::Past, 6), (World::Future, 1), (World::Future, 5)] {
        let mut game = table(2, &[]);
        place(&mut game, 0, world, TELEPORT - 1, world == World::Future);
        roll_as(&mut game, 6, face);
        assert!(game.pieces()[0].at_teleport(), "{world:?} {face}");
    }
}

/// "Una volta che il giocatore si trova sulla casella teletrasporto deve aspettare il prossimo
/// turno per poter provare a teletrasportarsi. Questa regola è valida per entrambi i mondi"
#[test]
fn arriving_on_the_teleport_ends_the_turn_and_the_next_turn_throws_2d6() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT - 2, false);
    roll_as(&mut game, 6, 2);
    assert_eq!(game.turn(), Turn::Seat(1), "it waits for its next turn");
    roll_as(&mut game, 6, 4);
    let events = throw(&mut game, 3, 3);
    assert!(events.contains(&Event::TeleportThrown { seat: 0, faces: [3, 3], throw: 1 }));
}

/// "Per teletrasportarsi nel mondo passato o futuro i giocatori devono utilizzare due D6 e hanno 7
/// possibilità per fare in modo che esca lo stesso numero su entrambi i dadi" and "Il giocatore
/// si teletrasporta nel mondo passato o futuro sulla casella teletrasporto"
#[test]
fn a_double_within_seven_throws_teleports_to_the_other_worlds_teleport() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    for _ in 0..6 {
        throw(&mut game, 1, 2);
        assert_eq!(game.turn(), Turn::Seat(0), "the same turn goes on throwing");
    }
    let events = throw(&mut game, 5, 5);
    assert!(events.contains(&Event::Teleported { seat: 0, to: World::Future }));
    let piece = &game.pieces()[0];
    assert_eq!((piece.world, piece.spot, piece.at_teleport()), (World::Future, TELEPORT, false));
    assert_eq!(game.turn(), Turn::Seat(1), "the teleport ends the turn");
}

/// "Se il giocatore dopo 7 volte che ha lanciato i dadi non riesce ad ottenere lo stesso numero,
/// torna indietro di una casella"
#[test]
fn seven_throws_without_a_double_go_back_one_dot() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Future, TELEPORT, true);
    game.rng = seven_misses();
    let events: Vec<Event> = (0..TELEPORT_THROWS).flat_map(|_| roll(&mut game)).collect();
    assert!(events.contains(&Event::TeleportFailed { seat: 0 }));
    assert_eq!((game.pieces()[0].world, game.pieces()[0].spot), (World::Future, DOTS));
    assert_eq!(game.turn(), Turn::Seat(1));
}

/// After teleporting, the next turn rolls in the new world: into the future it heads for the
/// syringe on odd numbers.
#[test]
fn after_the_teleport_the_next_roll_moves_in_the_new_world() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    throw(&mut game, 4, 4);
    roll_as(&mut game, 6, 2);
    roll_as(&mut game, 6, 5);
    assert_eq!((game.pieces()[0].world, game.pieces()[0].spot), (World::Future, TELEPORT - 5));
}

/// "Una volta che il giocatore si trova sulla casella a forma di siringa può prendere la siringa
/// corrispondente al suo colore sulla board"; a roll past the syringe stops on it (ruling).
#[test]
fn reaching_the_syringe_takes_it_and_turns_for_home() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Future, 2, false);
    let events = roll_as(&mut game, 6, 5);
    assert!(events.contains(&Event::SyringeTaken { seat: 0 }));
    assert_eq!((game.pieces()[0].spot, game.pieces()[0].syringe), (0, true));
    roll_as(&mut game, 6, 2);
    roll_as(&mut game, 6, 3);
    assert_eq!(game.pieces()[0].spot, 3, "back towards the future teleport");
}

/// "Prendere la siringa posizionata sulla board e rifare tutto il tragitto al contrario per poter
/// vincere": through the future teleport, the past teleport and home to the stethoscope.
#[test]
fn the_way_home_with_the_syringe_wins_on_the_stethoscope() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Future, TELEPORT - 1, true);
    roll_as(&mut game, 6, 3);
    roll_as(&mut game, 6, 2);
    throw(&mut game, 6, 6);
    assert_eq!((game.pieces()[0].world, game.pieces()[0].spot), (World::Past, TELEPORT));
    roll_as(&mut game, 6, 2);
    place(&mut game, 0, World::Past, 3, true);
    let events = roll_as(&mut game, 6, 6);
    assert!(events.contains(&Event::Won { seat: 0 }));
    assert_eq!(game.pieces()[0].spot, 0, "a roll past the stethoscope stops on it");
    assert_eq!(game.turn(), Turn::Over);
    assert_eq!(game.outcome().unwrap().winners, vec![0]);
    assert!(game.legal_actions().is_empty());
}

/// "Se si gioca 1 contro 1 in uno dei due mondi, un giocatore è stato stoppato e l'altro ha a
/// disposizione due turni consecutivi ma si trova solo ad una casella di distanza dalla casella
/// teletrasporto, Il giocatore potrà ... avanzare alla casella teletrasporto nel primo turno e nel
/// secondo provare a teletrasportarsi"
#[test]
fn one_against_one_two_turns_in_a_row_reach_the_teleport_then_try_it() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT - 1, false);
    game.pieces[1].stopped = Some(Stop::Penalty);
    roll_as(&mut game, 6, 4);
    assert_eq!(game.turn(), Turn::Seat(0), "seat 1 sits out: seat 0 plays again");
    let events = throw(&mut game, 2, 2);
    assert!(events.contains(&Event::Teleported { seat: 0, to: World::Future }));
}

/// "Se si gioca 1 contro 1 in uno dei due mondi, un giocatore è stato stoppato e l'altro si trova
/// sulla casella teletrasporto. Il giocatore nel primo turno cerca di teletrasportarsi e se ci
/// riesce nel secondo può lanciare il dado nel mondo in cui si è teletrasportato."
#[test]
fn one_against_one_on_the_teleport_a_double_then_the_second_turn_rolls_in_the_new_world() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    game.pieces[1].stopped = Some(Stop::Penalty);
    throw(&mut game, 1, 1);
    let events = roll_as(&mut game, 6, 3);
    assert!(events.contains(&Event::Rolled { seat: 0, die: Die::D6, face: 3 }), "a roll in the future");
    assert_eq!(game.pieces()[0].spot, TELEPORT - 3);
}

/// Throws seven misses in a row on the teleport square.
fn miss_seven_times(game: &mut Epidemium) -> Vec<Event> {
    game.rng = seven_misses();
    (0..TELEPORT_THROWS).flat_map(|_| roll(game)).collect()
}

/// Seed: "Se non riesce a teletrasportarsi nel primo turno, può ritentare nel secondo turno";
/// ruling: "seven misses in the first turn do not move it back: it stays and throws again (up
/// to 7 times) in the second turn ... Seven misses in that second turn move it back one dot as
/// usual."
#[test]
fn one_against_one_seven_misses_in_the_first_of_two_turns_stay_and_throw_again() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    game.pieces[1].stopped = Some(Stop::Penalty);
    let events = miss_seven_times(&mut game);
    assert!(events.contains(&Event::TeleportRetry { seat: 0 }), "{events:?}");
    assert!(game.pieces()[0].at_teleport(), "it stays on the teleport square");
    assert_eq!(game.turn(), Turn::Seat(0), "seat 1 sits out: the second turn");
    let events = miss_seven_times(&mut game);
    assert!(events.contains(&Event::TeleportFailed { seat: 0 }));
    assert_eq!(game.pieces()[0].spot, DOTS, "the second turn's seven misses move it back");
    assert_eq!(game.turn(), Turn::Seat(1));
}

/// Ruling (ours): the second try is given once; a Penalty card played in the second turn
/// stops the other player again but gives no third try. Ruling: with nobody stopped, seven
/// misses move back at once.
#[test]
fn one_against_one_the_second_teleport_try_is_given_once() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    game.pieces[1].stopped = Some(Stop::Penalty);
    miss_seven_times(&mut game);
    game.pieces[1].stopped = Some(Stop::Penalty);
    let events = miss_seven_times(&mut game);
    assert!(events.contains(&Event::TeleportFailed { seat: 0 }), "no third try");
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    assert!(miss_seven_times(&mut game).contains(&Event::TeleportFailed { seat: 0 }), "nobody stopped");
    let mut game = table(3, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    game.pieces[1].stopped = Some(Stop::Penalty);
    game.pieces[2].stopped = Some(Stop::Penalty);
    assert!(miss_seven_times(&mut game).contains(&Event::TeleportFailed { seat: 0 }), "three players");
}

/// Magic Number: "Il giocatore può utilizzare questa carta anche per il teletrasporto", also on
/// the last of the "7 possibilità": the changed die makes the double before the seven misses
/// count.
#[test]
fn magic_number_on_the_seventh_teleport_throw_still_teleports() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    game.rng = seven_misses();
    (0..TELEPORT_THROWS - 1).for_each(|_| drop(roll(&mut game)));
    game.pieces[0].hand.magic_number = 1;
    game.pieces[0].played.magic_number = 0;
    roll(&mut game);
    let Phase::Magic(Thrown::Teleport { faces, throw }) = *game.phase() else { panic!("{:?}", game.phase()) };
    assert_eq!(throw, TELEPORT_THROWS);
    let mut kept = game.clone();
    assert!(kept.apply(&Action::KeepRoll).unwrap().contains(&Event::TeleportFailed { seat: 0 }));
    let events = game.apply(&Action::MagicNumber(faces[0])).unwrap();
    assert!(events.contains(&Event::Teleported { seat: 0, to: World::Future }));
    assert_eq!((game.pieces()[0].world, game.pieces()[0].spot), (World::Future, TELEPORT));
}

/// Slow mode: "il giocatore indietreggia di una casella"; ruling (ours): on the teleport square
/// it arrived by, it stays. Right after a teleport the 6 in the future moves nothing, and the
/// piece does not throw for the teleport again.
#[test]
fn slow_mode_a_step_back_right_after_a_teleport_stays_on_the_teleport_square() {
    let mut game = table(2, &[]);
    game.slow_mode = true;
    place(&mut game, 0, World::Past, TELEPORT, false);
    throw(&mut game, 3, 3);
    roll_as(&mut game, 6, 2);
    let events = roll_as(&mut game, 6, 6);
    assert!(events.contains(&Event::Rolled { seat: 0, die: Die::D6, face: 6 }), "a moving roll, not 2 D6");
    assert!(!events.iter().any(|e| matches!(e, Event::SteppedBack { .. })), "{events:?}");
    let piece = &game.pieces()[0];
    assert_eq!((piece.world, piece.spot, piece.at_teleport()), (World::Future, TELEPORT, false));
    roll_as(&mut game, 6, 2);
    roll_as(&mut game, 6, 5);
    assert_eq!(game.pieces()[0].spot, TELEPORT - 1, "then a good roll moves one dot on");
}

/// A generator whose next seven 2d6 throws are none of them a double.
fn seven_misses() -> crate::engine::rng::GameRng {
    (0..)
        .map(game_rng)
        .find(|rng| {
            let mut probe = rng.clone();
            (0..TELEPORT_THROWS).all(|_| draw(&mut probe, 6) != draw(&mut probe, 6))
        })
        .expect("about one seed in four")
}
