//! One test per rule of the game and per ruling (docs/games/vaccine-race.md).

use super::squares::{event_at, square, Dice, SquareEvent, NAMED_SQUARES};
use super::*;
use engine::harness::{check_random_games, rigged_rng};
use engine::{Game, Session, Turn};

/// A game of `players` with pieces on `squares`, seat `current` to play, and the next dice
/// coming out as `rolls` (sides, face).
pub(super) fn table(squares: &[u8], current: usize, rolls: &[(u8, u8)]) -> VaccineRace {
    let mut game = VaccineRace::new(&Options { players: squares.len() }, 0).unwrap();
    for (piece, &square) in game.pieces.iter_mut().zip(squares) {
        piece.square = square;
    }
    game.current = current;
    game.rng = rigged_rng(rolls);
    game
}

pub(super) fn roll(game: &mut VaccineRace) -> Vec<Event> {
    game.apply(&Action::Roll).expect("rolling is legal here")
}

fn squares(game: &VaccineRace) -> Vec<u8> {
    game.pieces().iter().map(|p| p.square).collect()
}

// Seed "To Begin" 1 and rule 1: "All players must begin by placing their piece on PANDEMIC".
#[test]
fn every_piece_starts_on_pandemic() {
    let game = VaccineRace::new(&Options { players: 4 }, 7).unwrap();
    assert_eq!(squares(&game), vec![0; 4]);
    assert_eq!(game.turn(), Turn::Seat(0));
}

// Ruling: "Players: 2 to 6".
#[test]
fn two_to_six_players() {
    for players in 0..=8 {
        let ok = VaccineRace::new(&Options { players }, 1).is_ok();
        assert_eq!(ok, (2..=6).contains(&players), "{players} players");
    }
}

// Seed rule 1 / square 0: "Players must roll a 5 or 6 to successfully sequence virus DNA".
#[test]
fn square_0_pandemic_needs_5_or_6_to_reach_square_1() {
    for face in 1..=6 {
        let mut game = table(&[0, 0], 0, &[(6, face)]);
        roll(&mut game);
        let expected = if face >= 5 { 1 } else { 0 };
        assert_eq!(game.pieces()[0].square, expected, "rolled {face}");
        assert_eq!(game.turn(), Turn::Seat(1), "the turn passes either way");
    }
}

// Seed rule 2: "They move forward their pieces by the exact number of steps that they rolled."
#[test]
fn a_move_is_exactly_the_roll() {
    let mut game = table(&[2, 0], 0, &[(6, 3)]);
    let events = roll(&mut game);
    assert_eq!(game.pieces()[0].square, 5);
    assert!(events.contains(&Event::Moved { seat: 0, from: 2, to: 5 }));
}

// Seed rule 8: "Multiple players can stand on the same square."
#[test]
fn pieces_may_share_a_square() {
    let mut game = table(&[5, 2], 1, &[(6, 3)]);
    roll(&mut game);
    assert_eq!(squares(&game), vec![5, 5]);
}

// Seed "Winning Condition" and rule 9; ruling: "a move that would pass 98 stops on 98 and wins".
#[test]
fn square_98_wins_without_an_exact_roll_and_ends_the_game() {
    let mut game = table(&[95, 40], 0, &[(6, 6)]);
    let events = roll(&mut game);
    assert_eq!(game.pieces()[0].square, 98);
    assert!(events.contains(&Event::Won { seat: 0 }));
    assert_eq!(game.turn(), Turn::Over);
    assert_eq!(game.outcome().unwrap().winners, vec![0]);
    assert!(game.legal_actions().is_empty());
}

// R11 (docs/games/vaccine-race.md): at the end the others are ranked by the
// square each reached, equal squares sharing a place.
#[test]
fn the_end_ranks_the_others_by_the_square_reached() {
    let mut game = table(&[95, 40, 61, 40], 0, &[(6, 6)]);
    roll(&mut game);
    assert_eq!(game.outcome().unwrap().places(4), vec![Some(1), Some(3), Some(2), Some(3)]);
}

// Seed: "The game does not end until one of the players reaches the GOAL."
#[test]
fn the_game_goes_on_until_someone_reaches_98() {
    let mut game = table(&[91, 40], 0, &[(6, 6)]);
    roll(&mut game);
    assert_eq!(game.pieces()[0].square, 97);
    assert!(game.outcome().is_none());
}

/// Lands seat 0 on `target` with 1d6 from the nearest plain square before it.
pub(super) fn land_on(target: u8, then: &[(u8, u8)]) -> (VaccineRace, Vec<Event>) {
    let step = (1..=6).find(|&k| target - k > 1 && event_at(target - k).is_none()).unwrap();
    let mut rolls = vec![(6, step)];
    rolls.extend_from_slice(then);
    let mut game = table(&[target - step, 2], 0, &rolls);
    let events = roll(&mut game);
    (game, events)
}

// Ruling: standing events apply "however it got there": sent back from 37 to 29, it rolls 2d4.
#[test]
fn a_standing_event_applies_after_going_back() {
    let (mut game, _) = land_on(37, &[(6, 1)]);
    roll(&mut game); // seat 1
    assert_eq!(game.dice_to_move(), Dice::TwoD4);
}

// Seed square 14: "Player rolls a dice. If they roll a 5 or 6, they can choose to skip".
#[test]
fn square_14_first_vaccine_offers_the_shortcut_on_5_or_6() {
    for face in 1..=6 {
        let (mut game, _) = land_on(14, &[(6, face)]);
        assert_eq!(game.phase(), &Phase::AnimalTrialRoll);
        let events = game.apply(&Action::Roll).unwrap();
        let offered = events.contains(&Event::ShortcutOffered { seat: 0 });
        assert_eq!(offered, face >= 5, "rolled {face}");
        let expected =
            if face >= 5 { vec![Action::SkipAnimalTrials, Action::DoAnimalTrials] } else { vec![Action::Roll] };
        assert_eq!(game.legal_actions(), expected);
    }
}

// Ruling, square 14: "the player may choose to skip the animal trials and move to square 28".
#[test]
fn square_14_skipping_the_animal_trials_moves_to_28_with_a_mark() {
    let (mut game, _) = land_on(14, &[(6, 6)]);
    roll(&mut game);
    game.apply(&Action::SkipAnimalTrials).unwrap();
    assert_eq!(game.pieces()[0].square, 28);
    assert!(game.pieces()[0].skipped_animal_trials);
    assert_eq!(game.turn(), Turn::Seat(1));
}

#[test]
fn square_14_keeping_the_animal_trials_stays_on_14() {
    let (mut game, _) = land_on(14, &[(6, 5)]);
    roll(&mut game);
    game.apply(&Action::DoAnimalTrials).unwrap();
    assert_eq!(game.pieces()[0].square, 14);
    assert!(!game.pieces()[0].skipped_animal_trials);
}

// Seed square 14: "If they skip Animal trials and ever roll a 1 in Phase I, they must return to
// square 16." Ruling: squares 29-42, once. A 1 on either of two dice counts.
#[test]
fn square_14_shortcut_a_1_in_phase_one_returns_to_16_once() {
    for (square, rolls) in [(30, vec![(6, 1)]), (29, vec![(4, 3), (4, 1)]), (42, vec![(4, 1), (4, 4)])] {
        let mut game = table(&[square, 2], 0, &rolls);
        game.pieces[0].skipped_animal_trials = true;
        let events = roll(&mut game);
        assert!(events.contains(&Event::PhaseOneSetback { seat: 0, from: square }));
        assert_eq!(game.pieces()[0].square, 16);
        assert!(!game.pieces()[0].skipped_animal_trials, "it happens once");
    }
}

#[test]
fn square_14_shortcut_a_1_outside_phase_one_is_an_ordinary_roll() {
    let mut game = table(&[44, 2], 0, &[(6, 1)]);
    game.pieces[0].skipped_animal_trials = true;
    roll(&mut game);
    assert_eq!(game.pieces()[0].square, 45);
}

#[test]
fn without_the_shortcut_a_1_in_phase_one_is_an_ordinary_roll() {
    let mut game = table(&[30, 2], 0, &[(6, 1)]);
    roll(&mut game);
    assert_eq!(game.pieces()[0].square, 31);
}

/// Seed squares 66, 81, 88: "Every player rolls 1d6. The player(s) who rolls the least number
/// moves backwards by X square(s)". Seat 0 lands from square - 6; then the company rolls of
/// seats 0, 1, 2 in order are `faces`.
fn company_event(square: u8, faces: [u8; 3], expected: [u8; 3]) {
    let mut rolls = vec![(6, 6)];
    rolls.extend(faces.iter().map(|&f| (6, f)));
    let mut game = table(&[square - 6, 20, 3], 0, &rolls);
    roll(&mut game);
    for seat in 0..3 {
        assert_eq!(game.turn(), Turn::Seat(seat), "every player rolls, from the lander on");
        roll(&mut game);
    }
    assert_eq!(squares(&game), expected.to_vec());
    assert_eq!(game.turn(), Turn::Seat(1));
}

#[test]
fn square_66_company_event_the_lowest_roll_goes_back() {
    company_event(66, [4, 2, 5], [66, 18, 3])
}
#[test]
fn square_81_company_event_every_tied_lowest_goes_back() {
    company_event(81, [3, 3, 6], [78, 17, 3])
}
#[test]
fn square_88_company_event_never_goes_below_0() {
    company_event(88, [6, 5, 5], [88, 15, 0])
}

// Ruling: "A square reached by going back does not fire its landing event."
#[test]
fn company_event_going_back_onto_an_event_square_fires_nothing() {
    // Seat 1 on 24 rolls 5 and goes back to 19 (skip square) without the mark.
    let mut game = table(&[60, 24], 0, &[(6, 6), (6, 6), (6, 5)]);
    roll(&mut game);
    roll(&mut game);
    roll(&mut game);
    assert_eq!(squares(&game), vec![66, 19]);
    assert!(!game.pieces()[1].skip_next_turn);
    assert_eq!(game.turn(), Turn::Seat(1));
}

// The seed's table: every event square's colour (rules 3-6).
#[test]
fn event_squares_are_blue_red_or_yellow_as_the_seed_describes() {
    use super::squares::Colour::*;
    let colour = |n: u8| square(n).and_then(|s| s.colour());
    assert_eq!(colour(14), Some(Blue));
    assert_eq!(colour(18), Some(Blue));
    assert_eq!(colour(10), Some(Red));
    assert_eq!(colour(19), Some(Red));
    assert_eq!(colour(83), Some(Red));
    assert_eq!(colour(66), Some(Yellow));
    assert_eq!(colour(0), None);
    let events = NAMED_SQUARES.iter().filter(|s| s.event.is_some()).count();
    assert_eq!(events, 33, "the seed lists 33 event squares");
    assert!(matches!(event_at(83), Some(SquareEvent::Gate(5))));
}

// DEVELOPERS.md: an illegal action is an error and leaves the state as it was.
#[test]
fn an_illegal_action_changes_nothing() {
    let game = table(&[10, 2], 0, &[]);
    let mut tried = game.clone();
    assert!(tried.apply(&Action::SkipAnimalTrials).is_err());
    assert_eq!(tried, game);
}

// docs/README.md G2: "undoing a roll and rolling again gives the same number".
#[test]
fn undo_restores_the_dice() {
    let mut session = Session::<VaccineRace>::new(Options { players: 3 }, 99).unwrap();
    for _ in 0..20 {
        session.apply(Action::Roll).unwrap();
    }
    let before = session.steps().last().unwrap().events.clone();
    assert!(session.undo());
    session.apply(Action::Roll).unwrap();
    assert_eq!(session.steps().last().unwrap().events, before);
    assert!(session.undo() && session.redo());
    assert_eq!(session.steps().last().unwrap().events, before);
}

// The random-play harness: 2 to 6 players, many seeds, invariants, serde and replay.
#[test]
fn random_games_keep_the_invariants() {
    for players in MIN_PLAYERS..=MAX_PLAYERS {
        let actions = check_random_games::<VaccineRace>(&Options { players }, 0..150, 20_000);
        assert!(actions > 150 * 20, "{players} players played only {actions} actions");
    }
}

// R10: "The computer takes the square-14 gamble (skips the animal trials) unless it already
// leads every rival": it keeps the sure path when it leads.
#[test]
fn the_computer_skips_the_animal_trials_unless_it_leads() {
    use engine::rng::game_rng;
    use engine::{Computer, Level};
    for (rival, expected) in
        [(20, Action::SkipAnimalTrials), (14, Action::SkipAnimalTrials), (5, Action::DoAnimalTrials)]
    {
        let mut game = table(&[14, rival], 0, &[]);
        game.phase = Phase::AnimalTrialChoice;
        let plan = VaccineRace::plan(&game.view(Some(0)), &game.legal_actions(), 0, Level::Normal, &mut game_rng(1));
        assert_eq!(plan, vec![expected], "rival on {rival}");
    }
}

// A save whose seat to play is past the last seat (or with one piece) is refused by the
// invariants, which must not panic on it with an index out of bounds.
#[test]
fn a_state_whose_seat_to_play_is_not_at_the_table_breaks_the_invariants() {
    let mut game = table(&[3, 7], 0, &[]);
    game.current = 2;
    assert!(game.invariants().is_err(), "seat 2 of 2");
    game.current = 0;
    game.pieces.truncate(1);
    assert!(game.invariants().is_err(), "one piece");
}

// A piece with the shortcut mark may stand below 28: a company event sends every lowest roller
// back (R7), a marked piece on 28-33 too, and the mark is cleared only by the Phase I setback
// (R6).
#[test]
fn a_marked_piece_sent_back_below_28_by_a_company_event_keeps_its_mark() {
    let mut game = table(&[60, 30], 0, &[(6, 6), (6, 6), (6, 4)]);
    game.pieces[1].skipped_animal_trials = true;
    for _ in 0..3 {
        roll(&mut game);
    }
    assert_eq!(squares(&game), vec![66, 26]);
    assert!(game.pieces()[1].skipped_animal_trials);
    assert!(game.invariants().is_ok());
}
