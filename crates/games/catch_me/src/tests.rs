//! One test per rule of the game and per ruling (docs/games/catch-me.md), each
//! named after the rule and quoting it. Most play on the rule-test board (boards/rule_tests.txt):
//! row 2 is `.R.G.P..`, a portal joins (0,5) and (7,0), the safe zone is the S squares.

use super::board::{BoardName, Square};
use super::state::{Action, CatchMe, Event, Mode, Options, Phase, Side, HERO};
use engine::harness::{check_random_games, edited, rigged_rng};
use engine::{Game, Turn};

/// The square at (row, column) of the rule-test board.
pub(super) fn sq((row, column): (u8, u8)) -> Square {
    BoardName::RuleTests.board().at(row, column)
}

/// A game on the rule-test board with the tokens at `hero` and `virus`, `roller` to roll, and
/// the die coming up `faces` next.
pub(super) fn table(mode: Mode, hero: (u8, u8), virus: (u8, u8), roller: Side, faces: &[u8]) -> CatchMe {
    let mut game = CatchMe::new(&Options { mode, board: BoardName::RuleTests, ..Options::default() }, 0).unwrap();
    (game.hero, game.virus, game.seen) = (sq(hero), sq(virus), sq(virus));
    game.trail = vec![sq(virus)];
    game.phase = Phase::Roll { roller };
    game.rng = rigged_rng(&faces.iter().map(|&face| (6, face)).collect::<Vec<_>>());
    game
}

pub(super) fn roll(game: &mut CatchMe) -> Vec<Event> {
    game.apply(&Action::Roll).expect("rolling is legal here")
}

pub(super) fn step(game: &mut CatchMe, to: (u8, u8)) -> Vec<Event> {
    game.apply(&Action::Step(sq(to))).unwrap_or_else(|e| panic!("{e}: legal are {:?}", game.legal_actions()))
}

pub(super) fn steps_left(game: &CatchMe) -> u8 {
    match game.phase() {
        Phase::Move(mv) => mv.steps_left,
        other => panic!("no move in progress: {other:?}"),
    }
}

pub(super) fn legal_steps(game: &CatchMe) -> Vec<(u8, u8)> {
    let board = game.board();
    game.legal_actions()
        .into_iter()
        .filter_map(|a| if let Action::Step(s) = a { Some(board.place(s)) } else { None })
        .collect()
}

// Ruling: "Turns alternate, hero first."
#[test]
fn turns_alternate_hero_first() {
    let mut game = table(Mode::Normal, (6, 2), (0, 0), Side::Hero, &[1, 1]);
    let fresh = CatchMe::new(&Options::default(), 5).unwrap();
    assert_eq!((fresh.turn(), fresh.legal_actions()), (Turn::Seat(HERO), vec![Action::Roll]));
    roll(&mut game);
    step(&mut game, (6, 3));
    assert_eq!(game.phase(), &Phase::Roll { roller: Side::Virus });
    roll(&mut game);
    step(&mut game, (0, 1));
    assert_eq!(game.phase(), &Phase::Roll { roller: Side::Hero });
}

// Seed: "If you rolled a 1, 2 or 3 - move the corresponding number of squares vertically and/or
// horizontally".
#[test]
fn a_roll_of_1_to_3_moves_the_roller_that_many_squares() {
    for face in 1..=3 {
        let mut game = table(Mode::Normal, (6, 2), (0, 0), Side::Hero, &[face]);
        let events = roll(&mut game);
        assert!(events.contains(&Event::MoveStarted { mover: Side::Hero, steps: Some(face) }));
        assert_eq!((game.turn(), steps_left(&game)), (Turn::Seat(HERO), face));
        for column in 3..3 + face {
            step(&mut game, (6, column));
        }
        assert_eq!(game.hero(), sq((6, 2 + face)), "rolled {face}");
        assert_eq!(game.phase(), &Phase::Roll { roller: Side::Virus }, "the move is over after {face} steps");
    }
}

// Seed: "If you rolled a 4,5 or 6 - your opponent moves 1, 2 or 3 squares"; ruling: "roll minus 3".
#[test]
fn a_roll_of_4_to_6_moves_the_opponent_1_to_3_squares() {
    for (roller, face) in [Side::Hero, Side::Virus].into_iter().flat_map(|r| (4..=6).map(move |f| (r, f))) {
        let mut game = table(Mode::Normal, (6, 2), (3, 2), roller, &[face]);
        let events = roll(&mut game);
        let mover = roller.other();
        assert!(events.contains(&Event::MoveStarted { mover, steps: Some(face - 3) }));
        assert_eq!((game.turn(), steps_left(&game)), (Turn::Seat(mover.seat()), face - 3), "{roller:?} rolled {face}");
    }
}

// Seed: "You cannot move diagonally."
#[test]
fn moves_are_orthogonal_never_diagonal() {
    let mut game = table(Mode::Normal, (5, 2), (0, 0), Side::Hero, &[1]);
    roll(&mut game);
    assert_eq!(legal_steps(&game), vec![(4, 2), (5, 1), (5, 3), (6, 2)]);
    let before = game.clone();
    assert!(game.apply(&Action::Step(sq((4, 3)))).is_err(), "a diagonal step is illegal");
    assert!(game.apply(&Action::Roll).is_err(), "no roll in the middle of a move");
    assert_eq!(game, before, "an illegal action changes nothing");
}

// Ruling: "For the hero, passing through a red square (entering it and stepping on) takes 1
// step off what is left".
#[test]
fn the_hero_passing_through_red_loses_a_step() {
    let mut game = table(Mode::Normal, (2, 0), (7, 7), Side::Hero, &[3]);
    roll(&mut game);
    step(&mut game, (2, 1));
    assert_eq!(steps_left(&game), 1, "3, less the step onto red, less 1 for passing through it");
    step(&mut game, (2, 2));
    assert_eq!(game.phase(), &Phase::Roll { roller: Side::Virus });
}

// Ruling: passing through is "entering it and stepping on": ending on red costs the hero nothing.
#[test]
fn the_hero_ending_on_red_loses_nothing() {
    let mut game = table(Mode::Normal, (2, 2), (7, 7), Side::Hero, &[1]);
    roll(&mut game);
    let events = step(&mut game, (2, 1));
    assert!(events.contains(&Event::MoveEnded { mover: Side::Hero, at: sq((2, 1)), steps_left: 0 }));
}

// Ruling (ours): red takes its step off on entering with steps still left; with one left, the
// hero stops on the red square.
#[test]
fn the_hero_entering_red_with_one_step_to_go_stops_there() {
    let mut game = table(Mode::Normal, (2, 0), (7, 7), Side::Hero, &[2]);
    roll(&mut game);
    let events = step(&mut game, (2, 1));
    assert!(events.contains(&Event::MoveEnded { mover: Side::Hero, at: sq((2, 1)), steps_left: 0 }));
}

// Ruling: for the hero "ending on a green square adds 1 step".
#[test]
fn the_hero_ending_on_green_gains_a_step() {
    let mut game = table(Mode::Normal, (2, 2), (7, 7), Side::Hero, &[1]);
    roll(&mut game);
    step(&mut game, (2, 3));
    assert_eq!(steps_left(&game), 1, "the last step ended on green: one more");
    step(&mut game, (2, 4));
    assert_eq!(game.hero(), sq((2, 4)));
}

#[test]
fn the_hero_passing_through_green_gains_nothing() {
    let mut game = table(Mode::Normal, (2, 2), (7, 7), Side::Hero, &[2]);
    roll(&mut game);
    step(&mut game, (2, 3));
    assert_eq!(steps_left(&game), 1);
    step(&mut game, (2, 4));
    assert_eq!(game.phase(), &Phase::Roll { roller: Side::Virus });
}

// Ruling: "For the virus the same with colours swapped": passing through green takes a step off.
#[test]
fn the_virus_passing_through_green_loses_a_step() {
    let mut game = table(Mode::Normal, (7, 7), (2, 2), Side::Virus, &[3]);
    roll(&mut game);
    step(&mut game, (2, 3));
    assert_eq!(steps_left(&game), 1);
    step(&mut game, (2, 4));
    assert_eq!(game.phase(), &Phase::Roll { roller: Side::Hero });
}

// Seed: "landing on a red square increases the virus's movement range by 1".
#[test]
fn the_virus_ending_on_red_gains_a_step() {
    let mut game = table(Mode::Normal, (7, 7), (2, 2), Side::Virus, &[1]);
    roll(&mut game);
    step(&mut game, (2, 1));
    assert_eq!(steps_left(&game), 1);
}

#[test]
fn the_virus_passing_through_red_loses_nothing() {
    let mut game = table(Mode::Normal, (7, 7), (2, 0), Side::Virus, &[2]);
    roll(&mut game);
    step(&mut game, (2, 1));
    assert_eq!(steps_left(&game), 1);
}

// Seed: "Moving from one portal square to another is counted as one step."
#[test]
fn a_portal_to_its_twin_is_one_step() {
    let mut game = table(Mode::Normal, (0, 4), (4, 2), Side::Hero, &[2]);
    roll(&mut game);
    step(&mut game, (0, 5));
    assert!(legal_steps(&game).contains(&(1, 5)), "the jump is a choice, not a must");
    let events = step(&mut game, (7, 0));
    assert!(events.contains(&Event::MoveEnded { mover: Side::Hero, at: sq((7, 0)), steps_left: 0 }));
}

// Seed: "If you land on a purple 'Roll Again!' square, roll again."
#[test]
fn landing_on_roll_again_on_ones_own_roll_rolls_again() {
    let mut game = table(Mode::Normal, (2, 6), (7, 7), Side::Hero, &[1, 1]);
    roll(&mut game);
    let events = step(&mut game, (2, 5));
    assert!(events.contains(&Event::RollsAgain { side: Side::Hero }));
    assert_eq!(game.phase(), &Phase::Roll { roller: Side::Hero });
}

// Ruling: a hidden virus's roll again is out of the hero's sight. On purple it rolls again at
// once: 1-3 and the same move goes on (its squares so far still entered), told to the virus
// alone; 4-6 would move the hero in sight of all, so in hiding it is lost and the hero rolls.
#[test]
fn a_hidden_virus_rolls_again_out_of_sight_and_only_1_to_3_counts() {
    for (faces, goes_on) in [(&[1, 2][..], true), (&[1, 5][..], false)] {
        let mut game = table(Mode::Pandemic, (7, 7), (2, 6), Side::Virus, faces);
        roll(&mut game);
        let events = step(&mut game, (2, 5));
        let hero_log: Vec<Event> = events.iter().filter_map(|e| CatchMe::redact(e, Some(HERO))).collect();
        assert!(hero_log.is_empty(), "the hero sees nothing of it: {hero_log:?}");
        let unseen = Event::Secret(Box::new(Event::RolledAgainUnseen { face: faces[1] }));
        assert!(events.contains(&unseen), "{events:?}");
        match goes_on {
            true => {
                assert!(matches!(game.phase(), Phase::Move(mv) if mv.mover == Side::Virus && mv.steps_left == 2));
                assert!(!legal_steps(&game).contains(&(2, 6)), "the move's squares so far stay entered");
            }
            false => assert_eq!(game.phase(), &Phase::Roll { roller: Side::Hero }, "lost: the hero rolls"),
        }
        assert_eq!(game.view(Some(HERO)).unseen.len(), usize::from(!goes_on), "one virus move, once it is over");
    }
}

// A game begun by an earlier build (its options without the word) replays under its old rules:
// its hidden virus rolls again as any roller does, with a roll the hero sees.
#[test]
fn a_hidden_game_of_an_earlier_build_keeps_its_roll_again_in_sight() {
    let options: Options = serde_json::from_str(r#"{"mode":"Pandemic","board":"second"}"#).unwrap();
    assert!(!options.unseen_again);
    let mut game = table(Mode::Pandemic, (7, 7), (2, 6), Side::Virus, &[1, 2]);
    game.unseen_again = options.unseen_again;
    roll(&mut game);
    step(&mut game, (2, 5));
    assert_eq!(game.phase(), &Phase::Roll { roller: Side::Virus });
    let events = roll(&mut game);
    assert!(events
        .iter()
        .any(|e| CatchMe::redact(e, Some(HERO)) == Some(Event::Rolled { side: Side::Virus, face: None })));
}

// Seed: "You cannot revisit a square in the same turn." A 'Roll Again!' goes on with the same
// turn, so its move may not cross the squares the turn entered before; the next turn may.
#[test]
fn no_square_twice_in_one_turn_even_after_roll_again() {
    let mut game = table(Mode::Normal, (2, 6), (7, 7), Side::Hero, &[1, 2, 1, 3]);
    roll(&mut game);
    step(&mut game, (2, 5));
    roll(&mut game);
    assert!(!legal_steps(&game).contains(&(2, 6)), "the square the turn started on");
    step(&mut game, (1, 5));
    assert!(!legal_steps(&game).contains(&(2, 5)), "nor the purple square it rolled again on");
    step(&mut game, (0, 5));
    assert_eq!(game.phase(), &Phase::Roll { roller: Side::Virus }, "the move is over");
    roll(&mut game);
    step(&mut game, (6, 7));
    roll(&mut game); // the hero's 3, a new turn: the squares of the last one are free again
    assert!(legal_steps(&game).contains(&(1, 5)));
}

// A 4-6 after a 'Roll Again!' moves the opponent and ends the turn: the roller's path is not
// carried into the opponent's move.
#[test]
fn a_turn_that_passes_to_the_opponent_forgets_its_path() {
    let mut game = table(Mode::Normal, (2, 6), (2, 3), Side::Hero, &[1, 5]);
    roll(&mut game);
    step(&mut game, (2, 5));
    roll(&mut game);
    match game.phase() {
        Phase::Move(mv) => assert_eq!((mv.mover, mv.path.clone()), (Side::Virus, vec![sq((2, 3))])),
        other => panic!("the virus should move: {other:?}"),
    }
    assert!(game.turn_path.is_empty());
}

#[test]
fn passing_over_roll_again_does_not_roll_again() {
    let mut game = table(Mode::Normal, (2, 6), (7, 7), Side::Hero, &[2]);
    roll(&mut game);
    step(&mut game, (2, 5));
    let events = step(&mut game, (2, 4));
    assert!(!events.contains(&Event::RollsAgain { side: Side::Hero }));
    assert_eq!(game.phase(), &Phase::Roll { roller: Side::Virus });
}

// Seed: "If you're moving because of your opponent's roll, 'roll again' bonus does not apply."
// The mover would roll next anyway: it gets that one roll, not two.
#[test]
fn no_roll_again_on_the_opponents_roll() {
    for (roller, hero, virus, purple_from) in
        [(Side::Virus, (2, 6), (7, 7), (2, 6)), (Side::Hero, (7, 7), (2, 6), (2, 6))]
    {
        let mut game = table(Mode::Normal, hero, virus, roller, &[4, 1]);
        roll(&mut game);
        assert_eq!(game.board().place(game.square_of(roller.other())), purple_from);
        let events = step(&mut game, (2, 5));
        assert!(!events.iter().any(|e| matches!(e, Event::RollsAgain { .. })), "{roller:?} rolled 4");
        assert_eq!(game.phase(), &Phase::Roll { roller: roller.other() });
        roll(&mut game);
        step(&mut game, (2, 4));
        assert_eq!(game.phase(), &Phase::Roll { roller }, "one roll for the mover, then the turn passes");
    }
}

// Seed: "You cannot revisit a square in the same turn."
#[test]
fn no_square_twice_in_one_move() {
    let mut game = table(Mode::Normal, (6, 2), (0, 0), Side::Hero, &[3]);
    roll(&mut game);
    step(&mut game, (6, 3));
    assert!(!legal_steps(&game).contains(&(6, 2)), "not back to the start");
    let mut jump = table(Mode::Normal, (0, 4), (4, 2), Side::Hero, &[3]);
    roll(&mut jump);
    step(&mut jump, (0, 5));
    step(&mut jump, (7, 0));
    assert!(!legal_steps(&jump).contains(&(0, 5)), "not back through the portal");
}

// Seed: "If the hero reaches the safe zone, the hero wins."; ruling: "on entering the safe zone".
#[test]
fn the_hero_wins_on_entering_the_safe_zone() {
    let mut game = table(Mode::Normal, (1, 5), (4, 2), Side::Hero, &[3]);
    roll(&mut game);
    let events = step(&mut game, (1, 6));
    assert!(events.contains(&Event::HeroSafe { at: sq((1, 6)) }), "with 2 steps to spare");
    assert_eq!(game.outcome().unwrap().winners, vec![HERO]);
    assert_eq!(game.turn(), Turn::Over);
}

// Ruling (ours): the virus may not enter the safe zone.
#[test]
fn the_virus_may_not_enter_the_safe_zone() {
    let mut game = table(Mode::Normal, (7, 7), (1, 5), Side::Virus, &[1]);
    roll(&mut game);
    assert_eq!(legal_steps(&game), vec![(0, 5), (1, 4), (2, 5)]);
}

// Ruling: "A mover that cannot use all its steps moves as far as it can" — so one that can
// must: the corridor's dead end below (4,6) would waste two steps.
#[test]
fn a_mover_must_use_all_its_steps_when_it_can() {
    let mut game = table(Mode::Normal, (7, 7), (4, 6), Side::Virus, &[3]);
    roll(&mut game);
    assert_eq!(legal_steps(&game), vec![(3, 6)]);
}

#[test]
fn a_blocked_mover_moves_as_far_as_it_can() {
    let mut game = table(Mode::Normal, (0, 0), (7, 7), Side::Virus, &[3]);
    roll(&mut game);
    let events = step(&mut game, (6, 7));
    assert!(events.contains(&Event::MoveEnded { mover: Side::Virus, at: sq((6, 7)), steps_left: 2 }));
    assert_eq!(game.phase(), &Phase::Roll { roller: Side::Hero });
}

// Ruling: "Modes as setup options"; the harness plays many random games of each to the end,
// keeping the invariants, replaying and round-tripping every state.
#[test]
fn random_games_keep_the_rules_in_every_mode() {
    for mode in [Mode::Normal, Mode::Quarantine, Mode::Pandemic] {
        let actions = check_random_games::<CatchMe>(&Options { mode, ..Options::default() }, 0..100, 20_000);
        assert!(actions > 100 * 20, "{mode:?}: games of some length ({actions} actions)");
    }
}

// Nothing a user or a file can send makes the game panic: a save whose state names a square off
// the board, or a move without its start, is refused by the invariants (so the save does not
// open) rather than panicking where the square is looked up.
#[test]
fn a_save_naming_a_square_off_the_board_or_a_move_without_a_start_is_refused() {
    let mut game = CatchMe::new(&Options::default(), 21).unwrap();
    for edit in ["hero", "seen"] {
        let broken = edited(&game, |json| json[edit] = 117.into());
        assert!(broken.invariants().unwrap_err().contains("off the board"), "{edit}");
    }
    while !matches!(game.phase, Phase::Move(_)) {
        let action = game.legal_actions()[0].clone();
        game.apply(&action).unwrap();
    }
    let broken = edited(&game, |json| json["phase"]["Move"]["path"] = serde_json::json!([]));
    assert_eq!(broken.invariants(), Err("a move without its start".into()));
    let broken = edited(&game, |json| json["phase"]["Move"]["path"] = serde_json::json!([117]));
    assert!(broken.invariants().unwrap_err().contains("off the board"));
}

// A move that starts on a coloured square was not entered by it, so leaving costs nothing
// (ruling: "passing through a red square (entering it and stepping on)"; for the virus the
// same with colours swapped).
#[test]
fn a_move_starting_on_a_coloured_square_is_not_slowed_by_it() {
    for (mover, from, to) in [(Side::Hero, (2, 1), (2, 2)), (Side::Virus, (2, 3), (2, 4))] {
        let (hero, virus) = if mover == Side::Hero { (from, (7, 7)) } else { ((7, 7), from) };
        let mut game = table(Mode::Normal, hero, virus, mover, &[2]);
        roll(&mut game);
        step(&mut game, to);
        assert_eq!(steps_left(&game), 1, "{mover:?} leaving {from:?}");
    }
}

// Seed: "If you rolled a 4,5 or 6 - your opponent moves"; "If the hero reaches the safe zone,
// the hero wins": the virus's own roll can carry the hero to safety.
#[test]
fn the_hero_reaches_the_safe_zone_on_the_viruss_roll_of_4_to_6() {
    for face in 4..=6 {
        let mut game = table(Mode::Quarantine, (1, 5), (4, 2), Side::Virus, &[face]);
        roll(&mut game);
        let events = step(&mut game, (1, 6));
        assert!(events.contains(&Event::HeroSafe { at: sq((1, 6)) }), "the virus rolled {face}");
        assert_eq!(game.outcome().unwrap().winners, vec![HERO]);
    }
}

// A save made under rules version 1 (no path kept over a 'Roll Again!') opens under version 2
// from its state, its earlier moves left behind.
#[test]
fn a_save_under_the_first_rules_still_opens_from_its_state() {
    let options = Options { mode: Mode::Quarantine, ..Options::default() };
    let mut session = engine::Session::<CatchMe>::new(options, 9).unwrap();
    for _ in 0..7 {
        let action = session.state().legal_actions()[0].clone();
        session.apply(action).unwrap();
    }
    use table::old_saves::{open_under_older_rules, without};
    let opened = open_under_older_rules(&session, |state| without(state, "/turn_path"));
    assert_eq!(opened.state(), session.state());
}
