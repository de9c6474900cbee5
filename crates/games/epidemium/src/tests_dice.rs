//! The dice of the journey: parity, the skip, the D4, the one-dot slow step, the two-player
//! exception and slow mode. Each test quotes the Italian line of the seed it checks.

use super::tests::{act, place, roll, roll_as, spots, table};
use super::*;
use engine::{Game, Turn};

/// The die each roll was made with, from the events.
fn dice(events: &[Event]) -> Vec<(Die, u8)> {
    events
        .iter()
        .filter_map(|e| if let Event::Rolled { die, face, .. } = e { Some((*die, *face)) } else { None })
        .collect()
}

/// Seat 0 in `world`, on a dot far from both ends, facing the way of the first leg there.
fn in_world(world: World, players: usize, rolls: &[(u8, u8)]) -> Epidemium {
    let mut game = table(players, rolls);
    for seat in 0..players {
        place(&mut game, seat, world, 6, false);
    }
    game
}

/// Seat 0's dots moved on its leg (towards the teleport in the past, the syringe in the future).
fn moved(game: &Epidemium) -> i8 {
    let spot = game.pieces()[0].spot as i8;
    if game.pieces()[0].world == World::Past {
        spot - 6
    } else {
        6 - spot
    }
}

/// "Ogni giocatore può lanciare solo un D6 per spostarsi" and "Nella mappa del mondo del passato
/// servono numeri pari per spostarsi: 2-> ... 2, 4-> ... 4, 6-> ... 6"
#[test]
fn in_the_past_an_even_d6_moves_that_many_dots() {
    for face in [2, 4, 6] {
        let mut game = in_world(World::Past, 2, &[(6, face)]);
        let events = roll(&mut game);
        assert_eq!(dice(&events), vec![(Die::D6, face)]);
        assert_eq!(moved(&game), face as i8);
        assert_eq!(game.turn(), Turn::Seat(1));
    }
}

/// "Nella mappa del mondo futuro servono numeri dispari per spostarsi: 1-> ... 1, 3-> ... 3, 5-> ... 5"
#[test]
fn in_the_future_an_odd_d6_moves_that_many_dots() {
    for face in [1, 3, 5] {
        let mut game = in_world(World::Future, 2, &[(6, face)]);
        roll(&mut game);
        assert_eq!(moved(&game), face as i8);
    }
}

/// Plays seat 0's roll, then one roll for each other seat of a three-player game (`others`,
/// each a face that moves), and tells whose turn it is then.
fn after_a_round(world: World, first: (u8, u8), others: u8) -> (Epidemium, Turn) {
    let mut game = in_world(world, 3, &[first, (6, others), (6, others)]);
    for _ in 0..3 {
        roll(&mut game);
    }
    let turn = game.turn();
    (game, turn)
}

/// "Se esce un numero dispari nel mondo del passato: 1-> il giocatore sta fermo un turno"
#[test]
fn in_the_past_a_1_stops_the_player_for_a_turn() {
    let (game, turn) = after_a_round(World::Past, (6, 1), 2);
    assert_eq!(turn, Turn::Seat(1), "seat 0 sits its next turn out");
    assert_eq!(moved(&game), 0);
}

/// "Se esce un numero pari nel mondo futuro: 2-> il giocatore sta fermo un turno"
#[test]
fn in_the_future_a_2_stops_the_player_for_a_turn() {
    let (_, turn) = after_a_round(World::Future, (6, 2), 1);
    assert_eq!(turn, Turn::Seat(1));
}

/// Seat 0 rolls `first`, the other seat moves, then seat 0 rolls again: the dice of that roll
/// and the dots seat 0 moved in all.
fn two_rolls(world: World, first: u8, then: (u8, u8)) -> (Vec<(Die, u8)>, i8, Epidemium) {
    let other = if world == World::Past { 2 } else { 1 };
    let mut game = in_world(world, 2, &[(6, first), (6, other), then]);
    roll(&mut game);
    roll(&mut game);
    let events = roll(&mut game);
    (dice(&events), moved(&game), game)
}

/// "3-> il giocatore per il suo prossimo turno utilizzerà un D4 anziché un D6, il giocatore dovrà
/// ottenere un numero pari con il D4 (2/4)"
#[test]
fn in_the_past_a_3_means_the_d4_next_turn_needing_2_or_4() {
    let (thrown, dots, game) = two_rolls(World::Past, 3, (4, 4));
    assert_eq!(thrown, vec![(Die::D4, 4)]);
    assert_eq!(dots, 4);
    assert_eq!(game.pieces()[0].die(), Die::D6, "a move on the D4 goes back to the D6");
}

/// "4-> il giocatore per il suo prossimo turno utilizzerà un D4 anziché un D6, il giocatore dovrà
/// ottenere un numero dispari con il D4 (1/3)"
#[test]
fn in_the_future_a_4_means_the_d4_next_turn_needing_1_or_3() {
    let (thrown, dots, _) = two_rolls(World::Future, 4, (4, 3));
    assert_eq!((thrown, dots), (vec![(Die::D4, 3)], 3));
}

/// "5-> il giocatore nel prossimo turno si sposterà solo di una casella anziché del numero pari
/// che esce sul dado"
#[test]
fn in_the_past_a_5_makes_the_next_even_roll_move_one_dot() {
    let (_, dots, game) = two_rolls(World::Past, 5, (6, 6));
    assert_eq!(dots, 1);
    assert!(!game.pieces()[0].slow_step, "spent by the move");
}

/// "6-> il giocatore nel prossimo turno si sposterà solo di una casella anziché del numero
/// dispari che esce sul dado"
#[test]
fn in_the_future_a_6_makes_the_next_odd_roll_move_one_dot() {
    assert_eq!(two_rolls(World::Future, 6, (6, 5)).1, 1);
}

/// Seat 0's rolls are `mine`; the other seat of a two-player game moves in between. Returns
/// seat 0's moves in all.
fn seat_0_rolls(world: World, mine: &[(u8, u8)]) -> (i8, Epidemium) {
    let other = (6, if world == World::Past { 2 } else { 1 });
    let mut game = in_world(world, 2, &[]);
    for (sides, face) in mine.iter().flat_map(|&r| [r, other]) {
        roll_as(&mut game, sides, face);
    }
    (moved(&game), game)
}

/// "Se il giocatore si trova nel mondo del passato e sul dado esce il 5 due o più turni
/// consecutivi, la regola verrà applicata la prima volta che il giocatore riceverà un numero pari"
#[test]
fn in_the_past_5s_in_a_row_slow_only_the_first_even_roll() {
    let (dots, _) = seat_0_rolls(World::Past, &[(6, 5), (6, 5), (6, 4), (6, 4)]);
    assert_eq!(dots, 1 + 4);
}

/// "Se il giocatore si trova nel mondo futuro e sul dado esce il 6 due o più turni consecutivi, la
/// regola verrà applicata la prima volta che il giocatore riceverà un numero dispari"
#[test]
fn in_the_future_6s_in_a_row_slow_only_the_first_odd_roll() {
    let (dots, _) = seat_0_rolls(World::Future, &[(6, 6), (6, 6), (6, 3), (6, 3)]);
    assert_eq!(dots, 1 + 3);
}

/// "Se il giocatore si trova nel mondo del passato e sul dado esce il 5 poi 1 vuol dire che dopo
/// aver saltato il turno il giocatore si muoverà solo di una casella se sul dado esce un numero
/// pari. Se esce di nuovo un 5, la regola viene applicata solo una volta"
#[test]
fn in_the_past_5_then_1_skips_a_turn_then_moves_one_dot_once() {
    let mut game = in_world(World::Past, 2, &[]);
    let mut turns = vec![];
    for face in [5, 2, 1, 2, 2, 5, 2, 6] {
        turns.push(game.turn());
        roll_as(&mut game, 6, face);
    }
    let seat = |s| Turn::Seat(s);
    assert_eq!(turns, [seat(0), seat(1), seat(0), seat(1), seat(1), seat(0), seat(1), seat(0)], "the 1 costs a turn");
    assert_eq!(moved(&game), 1, "after 5, 1 and 5 again, the 6 moves one dot");
}

/// "Se il giocatore si trova nel mondo del futuro e sul dado esce il 6 e poi l' 2 vuol dire che
/// dopo aver saltato il turno il giocatore si muoverà solo di una casella se sul dado esce un
/// numero dispari"
#[test]
fn in_the_future_6_then_2_skips_a_turn_then_moves_one_dot() {
    let mut game = in_world(World::Future, 2, &[]);
    for face in [6, 1, 2, 1, 1, 5] {
        roll_as(&mut game, 6, face);
    }
    assert_eq!(moved(&game), 1);
}

/// "Se esce di nuovo il 6, la regola viene applicata solo una volta, anche se ha ricevuto due o
/// più volte consecutive il 6 prima": 6, then 2 (a turn sat out), then 6 again: the next odd
/// roll moves one dot, the one after in full.
#[test]
fn in_the_future_6_then_2_then_6_again_moves_one_dot_once() {
    let mut game = in_world(World::Future, 2, &[]);
    for face in [6, 1, 2, 1, 1, 6, 1, 5, 1, 3] {
        roll_as(&mut game, 6, face);
    }
    assert_eq!(moved(&game), 1 + 3);
}

/// "Se il giocatore si trova nel mondo del passato e sul dado D4 esce di nuovo un 3 anche per il
/// prossimo turno il giocatore utilizzerà il D4, questo processo si può ripetere tanto quanto
/// esce il 3 sul D4"
#[test]
fn in_the_past_a_3_on_the_d4_keeps_the_d4_again_and_again() {
    let (dots, game) = seat_0_rolls(World::Past, &[(6, 3), (4, 3), (4, 3), (4, 2)]);
    assert_eq!(dots, 2);
    assert_eq!(game.pieces()[0].die(), Die::D6);
}

/// "Se il giocatore si trova nel mondo futuro e sul dado D4 esce di nuovo un 4 anche per il
/// prossimo turno il giocatore utilizzerà il D4"
#[test]
fn in_the_future_a_4_on_the_d4_keeps_the_d4() {
    let (dots, _) = seat_0_rolls(World::Future, &[(6, 4), (4, 4), (4, 1)]);
    assert_eq!(dots, 1);
}

/// "Se il giocatore si trova nel mondo del passato e sul dado D4 esce un 1 sta fermo un turno e
/// dal turno successivo userà il D6"
#[test]
fn in_the_past_a_1_on_the_d4_stops_a_turn_then_the_d6() {
    let (thrown, _, game) = two_rolls(World::Past, 3, (4, 1));
    assert_eq!(thrown, vec![(Die::D4, 1)]);
    assert_eq!(game.pieces()[0].stopped, Some(Stop::Roll));
    assert_eq!(game.pieces()[0].die(), Die::D6);
}

/// "Se il giocatore si trova nel mondo futuro e sul dado D4 esce un 2 sta fermo un turno e dal
/// turno successivo userà il D6"
#[test]
fn in_the_future_a_2_on_the_d4_stops_a_turn_then_the_d6() {
    let (_, _, game) = two_rolls(World::Future, 4, (4, 2));
    assert_eq!((game.pieces()[0].stopped, game.pieces()[0].die()), (Some(Stop::Roll), Die::D6));
}

/// "Se il giocatore si trova nel mondo del passato, riceve un 5 e poi un 3, vuol dire che se con
/// il D4 riceve un numero pari si sposterà solo di una casella"
#[test]
fn in_the_past_5_then_3_makes_an_even_d4_move_one_dot() {
    let (dots, _) = seat_0_rolls(World::Past, &[(6, 5), (6, 3), (4, 4)]);
    assert_eq!(dots, 1);
}

/// "Se il giocatore si trova nel mondo del futuro, riceve un 6 e poi un 4, vuol dire che se con il
/// D4 riceve un numero pari si sposterà solo di una casella" (the future moves on odd numbers:
/// the D4 move that follows goes one dot)
#[test]
fn in_the_future_6_then_4_makes_an_odd_d4_move_one_dot() {
    let (dots, _) = seat_0_rolls(World::Future, &[(6, 6), (6, 4), (4, 3)]);
    assert_eq!(dots, 1);
}

/// "Se si gioca uno contro uno nel mondo del passato e i due giocatori lanciano prima uno poi
/// l'altro il dado ed entrambi fanno 1 la regola non viene applicata"
#[test]
fn one_against_one_in_the_past_two_1s_in_a_row_stop_nobody() {
    let mut game = in_world(World::Past, 2, &[(6, 1), (6, 1), (6, 2)]);
    roll(&mut game);
    let events = roll(&mut game);
    assert!(events.contains(&Event::SkipsCancelled { seats: [0, 1] }));
    assert_eq!(game.turn(), Turn::Seat(0));
    assert!(game.pieces().iter().all(|p| p.stopped.is_none()));
}

/// "Se si gioca uno contro uno nel mondo futuro e i due giocatori lanciano prima uno poi l'altro
/// il dado ed entrambi fanno 2 la regola non viene applicata"
#[test]
fn one_against_one_in_the_future_two_2s_in_a_row_stop_nobody() {
    let mut game = in_world(World::Future, 2, &[(6, 2), (6, 2)]);
    roll(&mut game);
    roll(&mut game);
    assert_eq!(game.turn(), Turn::Seat(0));
    // With three players the exception does not hold: both sit out their turn.
    let mut game = in_world(World::Future, 3, &[(6, 2), (6, 2), (6, 1)]);
    for _ in 0..3 {
        roll(&mut game);
    }
    assert_eq!(game.turn(), Turn::Seat(2), "seats 0 and 1 are skipped");
}

/// Ruling: "The two-player skip exception applies as the seed says it: both players in the same
/// world (both in the past or both in the future)": a 1 in the past then a 2 in the future stop
/// both players.
#[test]
fn one_against_one_skips_cancel_only_in_the_same_world() {
    let mut game = in_world(World::Past, 2, &[(6, 1), (6, 2)]);
    place(&mut game, 1, World::Future, 6, false);
    roll(&mut game);
    let events = roll(&mut game);
    assert!(!events.iter().any(|e| matches!(e, Event::SkipsCancelled { .. })), "{events:?}");
    assert!(events.contains(&Event::MustSkip { seat: 1, stop: Stop::Roll }));
    assert!(events.contains(&Event::TurnSkipped { seat: 0 }) && events.contains(&Event::TurnSkipped { seat: 1 }));
}

/// Ruling: "a skip cancelled by Bonus Life still counts as rolled": the other player's 2 right
/// after it is not applied either.
#[test]
fn one_against_one_a_skip_saved_by_bonus_life_still_counts_as_rolled() {
    let mut game = in_world(World::Future, 2, &[]);
    (game.pieces[0].hand.bonus_life, game.pieces[0].played.bonus_life) = (1, 0);
    roll_as(&mut game, 6, 2);
    act(&mut game, Action::BonusLife);
    let events = roll_as(&mut game, 6, 2);
    assert!(events.contains(&Event::SkipsCancelled { seats: [0, 1] }), "{events:?}");
    assert_eq!(game.turn(), Turn::Seat(0));
    assert!(game.pieces().iter().all(|p| p.stopped.is_none()));
}

/// Ruling (ours): a skip cancelled by the exception still counts as rolled, so a third skip
/// number right after is cancelled too; a Penalty card is no roll and never pairs.
#[test]
fn one_against_one_a_third_skip_number_in_a_row_cancels_but_a_penalty_never_pairs() {
    let mut game = in_world(World::Past, 2, &[(6, 1), (6, 1), (6, 1)]);
    let events: Vec<Event> = (0..3).flat_map(|_| roll(&mut game)).collect();
    assert!(events.contains(&Event::SkipsCancelled { seats: [1, 0] }), "{events:?}");
    assert_eq!(game.turn(), Turn::Seat(1));
    let mut game = in_world(World::Past, 2, &[(6, 1)]);
    game.pieces[1].stopped = Some(Stop::Penalty);
    let events = roll(&mut game);
    assert!(events.contains(&Event::MustSkip { seat: 0, stop: Stop::Roll }), "{events:?}");
}

/// Slow mode: "il giocatore si sposta solo di una casella indipendentemente dal numero pari che
/// esce sul dado" (and the same for odd numbers in the future)
#[test]
fn slow_mode_moves_one_dot_whatever_the_good_roll() {
    for (world, face) in [(World::Past, 6), (World::Future, 5)] {
        let mut game = in_world(world, 2, &[(6, face)]);
        game.slow_mode = true;
        roll(&mut game);
        assert_eq!(moved(&game), 1, "{world:?}");
    }
}

/// Slow mode: "Se esce un 5 nel mondo del passato o un 6 nel mondo del futuro, il giocatore
/// indietreggia di una casella"
#[test]
fn slow_mode_a_5_in_the_past_or_a_6_in_the_future_steps_one_dot_back() {
    for (world, face) in [(World::Past, 5), (World::Future, 6)] {
        let mut game = in_world(world, 2, &[(6, face)]);
        game.slow_mode = true;
        let events = roll(&mut game);
        assert_eq!(moved(&game), -1, "{world:?}");
        assert!(events.iter().any(|e| matches!(e, Event::SteppedBack { seat: 0, .. })));
        assert!(!game.pieces()[0].slow_step);
    }
    // Ruling (ours): on the stethoscope at the start there is no dot behind: it stays.
    let mut game = table(2, &[(6, 5)]);
    game.slow_mode = true;
    roll(&mut game);
    assert_eq!(spots(&game), vec![0, 0]);
}

/// Ruling (ours): a skipped turn rolls nothing, so the D4 still to come waits for the next turn
/// that rolls (as the seed's "5 poi 1" says for the one-dot step).
#[test]
fn a_skipped_turn_keeps_the_d4_for_the_next_roll() {
    let mut game = in_world(World::Past, 3, &[]);
    game.pieces[0].d4 = true;
    game.pieces[0].stopped = Some(Stop::Penalty);
    game.at = 2;
    game.phase = Phase::Turn;
    roll_as(&mut game, 6, 2);
    assert_eq!(game.turn(), Turn::Seat(1), "seat 0 sits out");
    roll_as(&mut game, 6, 2);
    roll_as(&mut game, 6, 2);
    let events = roll_as(&mut game, 4, 4);
    assert_eq!(dice(&events), vec![(Die::D4, 4)]);
}
