//! The journey's ends: overshooting onto a teleport, the syringe or the stethoscope, waiting on
//! the teleport square, the 2d6 doubles in seven throws, and the two-player teleport cases.

use super::tests::{place, roll, roll_as, table};
use super::*;
use engine::harness::rigged_rng;
use engine::rng::{game_rng, roll as draw, GameRng};
use engine::{Game, Turn};

/// Throws for the teleport, the first throw a double of `face`.
fn throw_double(game: &mut Epidemium, face: u8) -> Vec<Event> {
    game.rng = rigged_rng(&[(6, face), (6, face)]);
    roll(game)
}

/// The throws of the teleport's events.
fn throws(events: &[Event]) -> Vec<[u8; 2]> {
    events
        .iter()
        .filter_map(|e| if let Event::TeleportThrown { faces, .. } = e { Some(*faces) } else { None })
        .collect()
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
    let events = throw_double(&mut game, 3);
    assert!(events.contains(&Event::TeleportThrown { seat: 0, faces: [3, 3], throw: 1 }));
}

/// "Per teletrasportarsi nel mondo passato o futuro i giocatori devono utilizzare due D6 e hanno 7
/// possibilità per fare in modo che esca lo stesso numero su entrambi i dadi" and "Il giocatore
/// si teletrasporta nel mondo passato o futuro sulla casella teletrasporto"
#[test]
fn a_double_within_seven_throws_teleports_to_the_other_worlds_teleport() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    game.rng = misses_then_a_double(TELEPORT_THROWS - 1);
    let events = roll(&mut game);
    let thrown = throws(&events);
    assert_eq!(thrown.len(), usize::from(TELEPORT_THROWS), "six misses, then the double on the seventh");
    assert!(thrown[..6].iter().all(|t| t[0] != t[1]) && thrown[6][0] == thrown[6][1], "{thrown:?}");
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
    let events = roll(&mut game);
    assert_eq!(throws(&events).len(), usize::from(TELEPORT_THROWS));
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
    throw_double(&mut game, 4);
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
    throw_double(&mut game, 6);
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
    let events = throw_double(&mut game, 2);
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
    throw_double(&mut game, 1);
    let events = roll_as(&mut game, 6, 3);
    assert!(events.contains(&Event::Rolled { seat: 0, die: Die::D6, face: 3 }), "a roll in the future");
    assert_eq!(game.pieces()[0].spot, TELEPORT - 3);
}

/// Throws seven misses in a row on the teleport square.
fn miss_seven_times(game: &mut Epidemium) -> Vec<Event> {
    game.rng = seven_misses();
    roll(game)
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

/// Ruling (ours): "the seven throws are one action, one press": one Roll throws the 2d6 until a
/// double, seven times at most, and the events tell every throw, numbered.
#[test]
fn the_teleports_seven_throws_are_one_press() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    game.rng = misses_then_a_double(2);
    let events = roll(&mut game);
    let numbers: Vec<u8> = events
        .iter()
        .filter_map(|e| if let Event::TeleportThrown { throw, .. } = e { Some(*throw) } else { None })
        .collect();
    assert_eq!(numbers, [1, 2, 3], "the throws stop at the first double");
    assert_eq!((game.pieces()[0].world, game.turn()), (World::Future, Turn::Seat(1)));
}

/// Magic Number: "Il giocatore può utilizzare questa carta anche per il teletrasporto"; ruling
/// (ours): "offered once, on the seventh miss": the throws before go on without asking, and a
/// double among them keeps the card.
#[test]
fn magic_number_is_offered_once_on_the_seventh_teleport_miss() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    game.pieces[0].hand.magic_number = 1;
    game.pieces[0].played.magic_number = 0;
    game.rng = misses_then_a_double(4);
    let events = roll(&mut game);
    assert_eq!(throws(&events).len(), 5);
    assert_eq!((game.pieces()[0].world, game.pieces()[0].hand.magic_number), (World::Future, 1), "card kept");

    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    game.pieces[0].hand.magic_number = 1;
    game.pieces[0].played.magic_number = 0;
    game.rng = seven_misses();
    let events = roll(&mut game);
    let last = *throws(&events).last().unwrap();
    assert_eq!(throws(&events).len(), usize::from(TELEPORT_THROWS), "seven throws before the one question");
    assert_eq!(game.phase(), &Phase::Magic(Thrown::Teleport { faces: last }));
}

/// Magic Number: "Il giocatore può utilizzare questa carta anche per il teletrasporto", also on
/// the last of the "7 possibilità": the changed die makes the double before the seven misses
/// count.
#[test]
fn magic_number_on_the_seventh_teleport_throw_still_teleports() {
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    game.pieces[0].hand.magic_number = 1;
    game.pieces[0].played.magic_number = 0;
    game.rng = seven_misses();
    roll(&mut game);
    let Phase::Magic(Thrown::Teleport { faces }) = *game.phase() else { panic!("{:?}", game.phase()) };
    let mut kept = game.clone();
    assert!(kept.apply(&Action::KeepRoll).unwrap().contains(&Event::TeleportFailed { seat: 0 }));
    let events = game.apply(&Action::MagicNumber(faces[0])).unwrap();
    assert!(events.contains(&Event::Teleported { seat: 0, to: World::Future }));
    assert_eq!((game.pieces()[0].world, game.pieces()[0].spot), (World::Future, TELEPORT));
}

/// The computer makes the seventh miss a double rather than go back a dot, but keeps the card
/// when one against one the miss is spared for a second try ("può ritentare nel secondo turno").
#[test]
fn the_computer_spends_magic_number_on_seven_misses_only_when_they_cost_a_dot() {
    use engine::{Computer, Level};
    let plan = |game: &Epidemium| {
        Epidemium::plan(&game.view(Some(0)), &game.legal_actions(), 0, Level::Normal, &mut game_rng(1))[0].clone()
    };
    let mut game = table(2, &[]);
    place(&mut game, 0, World::Past, TELEPORT, false);
    game.pieces[0].hand.magic_number = 1;
    game.pieces[0].played.magic_number = 0;
    let mut spared = game.clone();
    game.rng = seven_misses();
    roll(&mut game);
    assert!(matches!(plan(&game), Action::MagicNumber(_)), "a double rather than a dot back");
    spared.pieces[1].stopped = Some(Stop::Penalty);
    spared.rng = seven_misses();
    roll(&mut spared);
    assert_eq!(plan(&spared), Action::KeepRoll, "the second try comes anyway");
}

/// Slow mode: "il giocatore indietreggia di una casella"; ruling (ours): on the teleport square
/// it arrived by, it stays. Right after a teleport the 6 in the future moves nothing, and the
/// piece does not throw for the teleport again.
#[test]
fn slow_mode_a_step_back_right_after_a_teleport_stays_on_the_teleport_square() {
    let mut game = table(2, &[]);
    game.slow_mode = true;
    place(&mut game, 0, World::Past, TELEPORT, false);
    throw_double(&mut game, 3);
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
pub(super) fn seven_misses() -> GameRng {
    throwing(|doubles| doubles.iter().all(|d| !d))
}

/// A generator whose next 2d6 throws miss `misses` times, then make a double.
fn misses_then_a_double(misses: u8) -> GameRng {
    let misses = usize::from(misses);
    throwing(|doubles| doubles[..misses].iter().all(|d| !d) && doubles[misses])
}

/// The first generator whose next seven 2d6 throws (double or not) are as `wanted` says.
fn throwing(wanted: impl Fn(&[bool]) -> bool) -> GameRng {
    (0..)
        .map(game_rng)
        .find(|rng| {
            let mut probe = rng.clone();
            let doubles: Vec<bool> = (0..TELEPORT_THROWS).map(|_| draw(&mut probe, 6) == draw(&mut probe, 6)).collect();
            wanted(&doubles)
        })
        .expect("one seed in a few dozen at most")
}
