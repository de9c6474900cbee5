//! The board as data, and the ways a move may go as the screen offers them: the next squares,
//! the end squares and the shortest path to a tapped end.

use super::board::{Board, BoardName, Kind};
use super::state::{Action, CatchMe, Mode, Options, Phase, HERO, VIRUS};
use super::tests::{roll, sq, step, table};
use super::{Sealed, Side};
use engine::harness::play_random;
use engine::{Game, Turn};

// Ruling: "The product ships its own board as data (a file that lists every square)".
#[test]
fn a_board_file_lists_every_square_and_is_checked_when_read() {
    let board = Board::parse("# a comment\nH.1\n.V1\nSGP\n").unwrap();
    assert_eq!((board.width, board.height, board.squares()), (3, 3, 9));
    assert_eq!((board.hero_start, board.virus_start), (board.at(0, 0), board.at(1, 1)));
    assert_eq!(board.kind(board.at(0, 2)), Kind::Portal { twin: board.at(1, 2) });
    assert_eq!(board.kind(board.at(2, 1)), Kind::Green);
    assert_eq!(board.exits(board.at(0, 2)), &[board.at(0, 1), board.at(1, 2), board.at(1, 2)][..]);
    for (bad, why) in [
        ("H.\nV", "rows of different lengths"),
        ("HV\nSX", "unknown square"),
        ("H1\nVS", "portal"),
        ("H.\n.S", "'V'"),
        ("HV\n..", "no safe zone"),
    ] {
        let error = Board::parse(bad).unwrap_err();
        assert!(error.contains(why), "{bad:?}: {error}");
    }
}

// The mode is a setup option, and the board goes by name (R1), for saves and links: new games
// are laid on the second board; the first keeps the name its games were saved under. A new game
// rolls a hidden virus's roll again out of sight; one saved by an earlier build, without the
// word, replays under its old rules.
#[test]
fn the_options_name_the_mode_and_the_board() {
    let options = Options { mode: Mode::Quarantine, board: BoardName::Second, ..Options::default() };
    let text = serde_json::to_string(&options).unwrap();
    assert_eq!(text, r#"{"mode":"Quarantine","board":"second","unseen_again":true}"#);
    assert_eq!(serde_json::from_str::<Options>(&text).unwrap(), options);
    let first = Options { board: BoardName::First, unseen_again: false, ..options.clone() };
    assert_eq!(serde_json::to_string(&first).unwrap(), r#"{"mode":"Quarantine","board":"standard"}"#);
    assert_eq!(
        Options::default(),
        Options {
            mode: Mode::Normal,
            board: BoardName::Second,
            sealed: Sealed::Off,
            fair_dice: false,
            unseen_again: true
        }
    );
    let game = CatchMe::new(&options, 3).unwrap();
    assert_eq!((game.mode(), game.seats(), CatchMe::ID), (Mode::Quarantine, 2, "catch-me"));
}

// Ruling: "a 10 x 10 grid. The hero starts in one corner; the safe zone is the 2 x 2 block in
// the opposite corner; the virus starts near the centre. On it: 6 red squares, 6 green squares,
// 2 pairs of portals and 4 purple 'Roll Again!' squares." Both boards shipped are.
#[test]
fn every_board_shipped_is_the_rulings_grid() {
    for name in [BoardName::Second, BoardName::First] {
        rulings_grid(name.board());
    }
}

fn rulings_grid(board: &Board) {
    assert_eq!((board.width, board.height), (10, 10));
    let count = |kind: Kind| board.all().filter(|&s| board.kind(s) == kind).count();
    assert_eq!((count(Kind::Red), count(Kind::Green), count(Kind::RollAgain)), (6, 6, 4));
    let portals = board.all().filter(|&s| matches!(board.kind(s), Kind::Portal { .. })).count();
    assert_eq!(portals, 4, "2 pairs");
    assert_eq!(board.place(board.hero_start), (9, 0));
    let safe: Vec<(u8, u8)> = board.all().filter(|&s| board.is_safe(s)).map(|s| board.place(s)).collect();
    assert_eq!(safe, vec![(0, 8), (0, 9), (1, 8), (1, 9)]);
    let (row, column) = board.place(board.virus_start);
    assert!((4..=5).contains(&row) && (4..=5).contains(&column), "the virus starts in the centre four");
    assert_eq!(board.kind(board.hero_start), Kind::Plain);
    assert_eq!(board.kind(board.virus_start), Kind::Plain);
}

// Ruling: "Lay it out so the game is fair: with both sides played by the computer at its
// strongest level, the hero should win 40-60% of Normal games" (the bench plays them; the
// solved game gives the same figure exactly).
#[test]
fn the_board_of_new_games_is_fair_by_the_solved_game() {
    let board = BoardName::default().board();
    let values = BoardName::default().values();
    let chance = values.chance(board.hero_start, board.virus_start, Side::Hero);
    assert!((0.4..=0.6).contains(&chance), "the hero's chance from the start is {chance}");
    let next_to_safety = board.at(2, 9);
    // A step from safety with the die to roll: half the rolls win at once.
    assert!(values.chance(next_to_safety, board.virus_start, Side::Hero) > 0.8);
}

// Ruling: "the UI lets the player tap the squares or the end square of a shortest valid path".
#[test]
fn tapping_an_end_square_gives_the_shortest_legal_path_there() {
    let mut game = table(Mode::Normal, (0, 4), (4, 2), Side::Hero, &[3]);
    roll(&mut game);
    let view = game.view(Some(HERO));
    let ends = view.move_ends();
    assert!(ends.iter().any(|(end, _)| *end == sq((6, 0))), "through the portal: (0,5), (7,0), (6,0)");
    assert_eq!(view.path_to(sq((6, 0))), Some(vec![sq((0, 5)), sq((7, 0)), sq((6, 0))]));
    assert_eq!(view.path_to(sq((0, 4))), None, "not back to the start");
    for (end, path) in ends {
        let mut walker = game.clone();
        for &square in &path {
            assert!(walker.legal_actions().contains(&Action::Step(square)), "{path:?} to {end:?}");
            walker.apply(&Action::Step(square)).unwrap();
        }
        assert_eq!(walker.hero(), end);
        assert!(!matches!(walker.phase(), Phase::Move(_)), "the path finishes the move");
    }
}

// Through red a path is shorter than the roll: red takes a step of the range.
#[test]
fn a_path_through_red_is_shorter_than_the_roll() {
    let mut game = table(Mode::Normal, (2, 0), (7, 7), Side::Hero, &[3]);
    roll(&mut game);
    let view = game.view(Some(HERO));
    assert_eq!(view.path_to(sq((2, 2))), Some(vec![sq((2, 1)), sq((2, 2))]), "red takes the third step");
    assert!(view.move_ends().iter().all(|(_, path)| path.len() <= 3));
    step(&mut game, (2, 1));
    assert_eq!(game.view(Some(HERO)).next_steps(), vec![sq((1, 1)), sq((2, 2)), sq((3, 1))]);
}

/// The seat moving now, if a move is in progress.
fn mover(game: &CatchMe) -> Option<usize> {
    match (game.phase(), game.turn()) {
        (Phase::Move(_), Turn::Seat(seat)) => Some(seat),
        _ => None,
    }
}

// The contract: the screen and the computer list a mover's steps from its view alone, and
// they are exactly the legal actions.
#[test]
fn the_movers_view_lists_exactly_the_legal_steps() {
    for mode in [Mode::Normal, Mode::Quarantine, Mode::Pandemic] {
        for seed in 0..60 {
            play_random::<CatchMe>(&Options { mode, ..Options::default() }, seed, 20_000, |game| {
                let Some(seat) = mover(game) else { return Ok(()) };
                let from_view: Vec<Action> = game.view(Some(seat)).next_steps().into_iter().map(Action::Step).collect();
                match from_view == game.legal_actions() {
                    true => Ok(()),
                    false => Err(format!("{mode:?}: view {from_view:?}, rules {:?}", game.legal_actions())),
                }
            })
            .unwrap_or_else(|e| panic!("{e}"));
        }
    }
}

// Seed: "If you rolled a 1, 2 or 3 - move the corresponding number of squares"; "If you rolled
// a 4,5 or 6 - your opponent moves 1, 2 or 3 squares". The die drawn during a move shows the
// face that set it going, as the seat looking may know it: never a hidden virus roll.
#[test]
fn the_move_in_progress_tells_the_face_rolled_as_the_seat_may_know_it() {
    for (mode, roller, face, hero_sees) in [
        (Mode::Normal, Side::Hero, 2, Some(2)),
        (Mode::Normal, Side::Hero, 6, Some(6)),
        (Mode::Pandemic, Side::Hero, 5, Some(5)),
        (Mode::Pandemic, Side::Virus, 3, None),
        (Mode::Quarantine, Side::Virus, 4, Some(4)),
    ] {
        let mut game = table(mode, (4, 0), (6, 3), roller, &[face]);
        roll(&mut game);
        assert_eq!(game.view(Some(VIRUS)).phase.rolled(), Some((roller, Some(face))), "{mode:?} {face}");
        assert_eq!(game.view(Some(HERO)).phase.rolled(), Some((roller, hero_sees)), "{mode:?} {face}");
    }
    assert_eq!(table(Mode::Normal, (4, 0), (6, 3), Side::Hero, &[]).phase().rolled(), None, "not yet rolled");
}
