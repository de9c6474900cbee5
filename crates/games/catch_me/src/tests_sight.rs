//! The modes and what each seat may know: the engine keeps the truth, the hero's view and log
//! hold only what the rules show, the virus sees all, and the end reveals everything.

use super::board::Square;
use super::bot::computer_game;
use super::sight::CatchView;
use super::state::{Action, CatchMe, Event, Mode, Options, Phase, Side, UnseenMove, HERO, VIRUS};
use super::tests::{roll, sq, step, table};
use engine::rng::{bot_rng, game_rng, unknown_rng, Rng};
use engine::{Computer, Game, Level, Session, Turn};
use table::play::{Actor, Table};
use table::seats::{Controller, SeatSetup};

fn shown(game: &CatchMe) -> (Square, usize) {
    let view = game.view(Some(HERO));
    (view.virus.square, view.virus.moves_ago)
}

// Seed: Quarantine, "The virus token's position is updated on the board every other move";
// ruling: "the board shows the virus where it was after every second virus move" (a move on the
// hero's roll is a virus move too).
#[test]
fn quarantine_shows_the_virus_after_every_second_virus_move() {
    let mut game = table(Mode::Quarantine, (0, 0), (6, 3), Side::Hero, &[4, 1]);
    roll(&mut game);
    let events = step(&mut game, (6, 4));
    assert!(!events.iter().any(|e| matches!(e, Event::VirusShown { .. })));
    assert_eq!(shown(&game), (sq((6, 3)), 1));
    assert_eq!(game.view(Some(HERO)).unseen, vec![UnseenMove { hero: sq((0, 0)), steps: Some(1) }]);
    roll(&mut game);
    let events = step(&mut game, (6, 5));
    assert!(events.contains(&Event::VirusShown { at: sq((6, 5)) }));
    assert_eq!(shown(&game), (sq((6, 5)), 0));
}

// Seed: Pandemic, "the virus's position is never revealed"; ruling: "never shown until the game
// ends".
#[test]
fn pandemic_never_shows_the_virus_until_the_end() {
    let mut game = table(Mode::Pandemic, (6, 5), (6, 3), Side::Hero, &[4, 1, 5]);
    roll(&mut game);
    step(&mut game, (6, 4));
    roll(&mut game);
    let events = step(&mut game, (5, 4));
    assert!(!events.iter().any(|e| matches!(e, Event::VirusShown { .. })));
    assert_eq!(shown(&game), (sq((6, 3)), 2));
    roll(&mut game); // the hero rolls 5: the virus moves 2 and catches the hero on the way
    step(&mut game, (6, 4));
    let events = step(&mut game, (6, 5));
    let trail = vec![sq((6, 3)), sq((6, 4)), sq((5, 4)), sq((6, 4)), sq((6, 5))];
    assert_eq!(events.last(), Some(&Event::VirusRevealed { trail: trail.clone() }));
    let view = game.view(Some(HERO));
    assert_eq!((view.virus.square, view.trail), (sq((6, 5)), trail), "the end reveals all");
}

// Seed: Normal gameplay: nothing is hidden.
#[test]
fn normal_mode_shows_every_virus_move() {
    let mut game = table(Mode::Normal, (0, 0), (6, 3), Side::Virus, &[2]);
    roll(&mut game);
    for column in [4, 5] {
        let events = step(&mut game, (6, column));
        assert_eq!(shown(&game), (sq((6, column)), 0));
        assert!(events.iter().all(|e| CatchMe::redact(e, Some(HERO)).as_ref() == Some(e)), "no secrets");
    }
}

// Ruling: "The engine keeps the whole truth; each seat sees only its own view of it."
#[test]
fn the_virus_sees_everything_and_its_own_secrets() {
    let mut game = table(Mode::Pandemic, (0, 0), (6, 3), Side::Virus, &[2]);
    let events = roll(&mut game);
    assert_eq!(CatchMe::redact(&events[0], Some(VIRUS)), Some(Event::Rolled { side: Side::Virus, face: Some(2) }));
    assert_eq!(CatchMe::redact(&events[0], Some(HERO)), Some(Event::Rolled { side: Side::Virus, face: None }));
    step(&mut game, (6, 4));
    let virus = game.view(Some(VIRUS));
    assert_eq!((virus.virus.square, virus.trail.len()), (sq((6, 4)), 2));
    assert!(matches!(virus.phase, Phase::Move(_)));
    let hero = game.view(Some(HERO));
    assert_eq!(hero.phase, Phase::UnseenMove { roller: Side::Virus, steps: None });
    assert_eq!(hero.turn(), Turn::Seat(VIRUS));
    assert_eq!(game.view(None), hero, "an onlooker knows what the hero knows");
}

/// The same game with the virus's secrets changed: its square, trail, move and dice to come.
fn with_the_virus_on(game: &CatchMe, square: Square) -> CatchMe {
    let mut other = game.clone();
    other.virus = square;
    other.trail = vec![square];
    other.rng = unknown_rng();
    if let Phase::Move(mv) = &mut other.phase {
        if mv.mover == Side::Virus {
            (mv.path, mv.steps_left) = (vec![square], 3 - mv.steps_left.min(2));
        }
    }
    other
}

/// Checks the hero's copy of one event, `roll` being the hero's copy of this action's roll.
fn check_copy(copy: &Event, game: &CatchMe, roll: Option<&Event>, shows_now: bool) -> Result<(), String> {
    let over = game.turn() == Turn::Over;
    let hero_rolled = matches!(roll, Some(Event::Rolled { side: Side::Hero, .. }));
    let fine = match copy {
        Event::Secret(_) => false,
        Event::Stepped { mover, .. } | Event::MoveEnded { mover, .. } => *mover == Side::Hero,
        Event::RollsAgain { side } => *side == Side::Hero,
        Event::Rolled { side: Side::Virus, face: Some(face) } => *face >= 4,
        Event::MoveStarted { mover: Side::Virus, steps: Some(_) } => hero_rolled,
        Event::VirusShown { at } => shows_now && *at == game.virus(),
        Event::VirusRevealed { .. } => over,
        _ => true,
    };
    if fine {
        Ok(())
    } else {
        Err(format!("the hero's copy {copy:?} tells a secret"))
    }
}

/// Checks the hero's (and an onlooker's) view after one action against what the rules show:
/// `seen` is where the rules last showed the virus.
fn check_view(game: &CatchMe, seen: Square) -> Result<(), String> {
    let view = game.view(Some(HERO));
    if game.view(None) != view {
        return Err("an onlooker sees more than the hero".into());
    }
    if game.turn() == Turn::Over {
        return Ok(());
    }
    if view.virus.square != seen || !view.trail.is_empty() {
        return Err(format!("the hero sees the virus on {:?}, shown on {seen:?}", view.virus.square));
    }
    let elsewhere = game.board().all().find(|&s| s != game.virus() && s != game.hero() && !game.board().is_safe(s));
    let other = with_the_virus_on(game, elsewhere.expect("room elsewhere"));
    if other.view(Some(HERO)) != view {
        return Err(format!("the hero's view changes with the hidden virus: {view:?}"));
    }
    Ok(())
}

/// The next action of a test game: random, or the computer's at `level` for both sides.
fn choose(game: &CatchMe, level: Option<Level>, seed: u64, ply: usize) -> Action {
    let legal = game.legal_actions();
    let mut rng = bot_rng(seed, ply);
    match (level, game.turn()) {
        (Some(level), Turn::Seat(seat)) => {
            CatchMe::plan(&game.view(Some(seat)), &legal, seat, level, &mut rng)[0].clone()
        }
        _ => legal[rng.random_range(0..legal.len())].clone(),
    }
}

// "The game keeps the whole truth; each seat sees only its own view of it" (R9): on every step
// of many random Quarantine and Pandemic games, the hero's view and log hold the virus's true
// square or hidden rolls only where the rules reveal them.
#[test]
fn the_heros_view_and_log_never_hold_the_hidden_virus() {
    for (mode, level) in
        [Mode::Quarantine, Mode::Pandemic].into_iter().flat_map(|m| [None, Some(Level::Hard)].map(|l| (m, l)))
    {
        for seed in 0..80 {
            let mut game = CatchMe::new(&Options { mode, ..Options::default() }, seed).unwrap();
            let (mut seen, mut virus_moves, mut ply) = (game.virus(), 0, 0);
            while game.turn() != Turn::Over {
                let events = game.apply(&choose(&game, level, seed, ply)).unwrap();
                ply += 1;
                // A hidden roll again of 1-3 goes on with the same move: one move, two ends.
                let secrets = || events.iter().filter_map(|e| if let Event::Secret(s) = e { Some(&**s) } else { None });
                let ends = secrets().filter(|s| matches!(s, Event::MoveEnded { .. })).count();
                let goes_on = secrets().filter(|s| matches!(s, Event::RolledAgainUnseen { face: 1..=3 })).count();
                let moved = ends > goes_on;
                virus_moves += usize::from(moved);
                let shows_now = moved && mode == Mode::Quarantine && virus_moves % 2 == 0;
                if shows_now {
                    seen = game.virus();
                }
                for looking in [Some(HERO), None] {
                    let copies: Vec<Event> = events.iter().filter_map(|e| CatchMe::redact(e, looking)).collect();
                    for copy in &copies {
                        check_copy(copy, &game, copies.first(), shows_now)
                            .unwrap_or_else(|e| panic!("{mode:?} seed {seed} action {ply}: {e}"));
                    }
                }
                check_view(&game, seen).unwrap_or_else(|e| panic!("{mode:?} seed {seed} action {ply}: {e}"));
            }
        }
    }
}

// The contract: a computer decides from its seat's view alone. The hero of a hidden game plans
// the same whatever the hidden virus's true square.
#[test]
fn the_hero_computer_plans_from_its_view_alone() {
    for mode in [Mode::Quarantine, Mode::Pandemic] {
        let mut game = table(mode, (6, 2), (6, 3), Side::Hero, &[3]);
        roll(&mut game);
        let other = with_the_virus_on(&game, sq((3, 3)));
        engine::harness::check_plan_from_view(&game, &other, HERO);
    }
}

// Ruling: "Solo: the computer plays the virus, at two levels at least"; the plan is a whole move.
#[test]
fn every_level_plans_a_whole_legal_move() {
    for (level, side) in
        [Level::Easy, Level::Normal, Level::Hard].into_iter().flat_map(|l| [Side::Hero, Side::Virus].map(|s| (l, s)))
    {
        let mut game = table(Mode::Normal, (6, 2), (2, 2), side, &[3]);
        roll(&mut game);
        let seat = side.seat();
        let plan = CatchMe::plan(&game.view(Some(seat)), &game.legal_actions(), seat, level, &mut game_rng(1));
        assert!(!plan.is_empty() && plan.len() <= 3, "{level:?} {side:?}: {plan:?}");
        for action in &plan {
            game.apply(action).unwrap_or_else(|e| panic!("{level:?} {side:?}: {e}"));
        }
        assert!(!matches!(game.phase(), Phase::Move(_)), "{level:?} {side:?}: the plan finishes the move");
    }
}

// Either side can be the computer, "at two levels at least" (R14): the levels differ.
#[test]
fn hard_beats_easy_on_both_sides() {
    let options = Options::default();
    let hero_wins = |levels: [Level; 2]| {
        (0..60).filter(|&seed| computer_game(&options, seed, levels).outcome().unwrap().winners == [HERO]).count()
    };
    assert!(hero_wins([Level::Hard, Level::Easy]) > 40, "a Hard hero beats an Easy virus");
    assert!(hero_wins([Level::Easy, Level::Hard]) < 20, "a Hard virus beats an Easy hero");
}

/// What the screen holds for the person looking: the view and the log.
fn on_screen(table: &Table<CatchMe>) -> (CatchView, Vec<Event>) {
    (table.view(), table.log(usize::MAX).flat_map(|(_, events)| events).collect())
}

// Ruling: "Pass-and-play with a hidden virus: the virus's turn starts behind a cover screen
// ('Hand the tablet to the Virus'), and the cover returns before the hero's turn. Solo: the
// computer plays the virus". Until the end, the screen never holds the virus's secrets unless
// the virus's person is looking.
#[test]
fn at_the_table_the_virus_stays_hidden_from_everyone_but_the_virus() {
    let person = |seat| SeatSetup::default_for(seat);
    let computer = SeatSetup { controller: Controller::Computer, level: Level::Hard, ..person(VIRUS) };
    let mut hidden_checks = 0;
    for (seats, seed) in [vec![person(HERO), computer], vec![person(HERO), person(VIRUS)]]
        .iter()
        .flat_map(|s| (0..10).map(move |seed| (s, seed)))
    {
        let options = Options { mode: Mode::Pandemic, ..Options::default() };
        let mut table: Table<CatchMe> = Table::new(Session::new(options, seed).unwrap(), seats.clone());
        while table.to_act() != Actor::Over {
            table.uncover();
            if !table.play_automatic() {
                let action = table.person_actions()[0].clone();
                table.act(table.ply(), action).unwrap();
            }
            let (view, log) = on_screen(&table);
            if table.looking() == Some(VIRUS) || table.to_act() == Actor::Over {
                continue;
            }
            let start = table.session().state().board().virus_start;
            assert_eq!((view.virus.square, view.trail.len()), (start, 0), "seed {seed}: {seats:?}");
            assert!(!log.iter().any(tells_a_secret), "seed {seed}: {seats:?}: {log:?}");
            hidden_checks += 1;
        }
    }
    assert!(hidden_checks > 100, "the hero looked at the screen {hidden_checks} times");
}

/// Whether a log event tells where the virus goes or what it rolled to move.
fn tells_a_secret(event: &Event) -> bool {
    match event {
        Event::Secret(_) => true,
        Event::Stepped { mover, .. } | Event::MoveEnded { mover, .. } => *mover == Side::Virus,
        Event::Rolled { side: Side::Virus, face: Some(face) } => *face <= 3,
        _ => false,
    }
}

// Ruling (ours, sight.rs `redact`): the hero sees the virus roll but not the face when the
// virus moves on it; a face of 4-6 moves the hero, so it is shown, and so are the steps of a
// virus move on the hero's own roll.
#[test]
fn the_hero_sees_a_virus_roll_but_not_the_face_that_moves_the_virus() {
    let (hidden, unseen) =
        (Event::Rolled { side: Side::Virus, face: None }, Event::MoveStarted { mover: Side::Virus, steps: None });
    let cases = [
        (Mode::Quarantine, Side::Virus, 2, [hidden, unseen]),
        (
            Mode::Quarantine,
            Side::Virus,
            5,
            [
                Event::Rolled { side: Side::Virus, face: Some(5) },
                Event::MoveStarted { mover: Side::Hero, steps: Some(2) },
            ],
        ),
        (
            Mode::Pandemic,
            Side::Hero,
            4,
            [
                Event::Rolled { side: Side::Hero, face: Some(4) },
                Event::MoveStarted { mover: Side::Virus, steps: Some(1) },
            ],
        ),
    ];
    for (mode, roller, face, expected) in cases {
        let mut game = table(mode, (0, 0), (6, 3), roller, &[face]);
        let copy: Vec<Event> = roll(&mut game).iter().filter_map(|e| CatchMe::redact(e, Some(HERO))).collect();
        assert_eq!(copy, expected, "{mode:?}: {roller:?} rolled {face}");
    }
}

// Seed, Normal gameplay: nothing is hidden, so two people at one screen play it uncovered
// (the cover is for Quarantine and Pandemic, ruling: "Pass-and-play with a hidden virus").
#[test]
fn normal_mode_needs_no_cover_between_two_people() {
    let seats = vec![SeatSetup::default_for(HERO), SeatSetup::default_for(VIRUS)];
    for (mode, covered) in [(Mode::Normal, false), (Mode::Quarantine, true)] {
        let options = Options { mode, ..Options::default() };
        let mut table: Table<CatchMe> = Table::new(Session::new(options, 3).unwrap(), seats.clone());
        let mut covers = 0;
        while table.to_act() != Actor::Over {
            covers += usize::from(table.cover().is_some());
            table.uncover();
            let action = table.person_actions()[0].clone();
            table.act(table.ply(), action).unwrap();
        }
        assert_eq!(covers > 0, covered, "{mode:?}: {covers} covers");
    }
}

// At the end the virus's whole hidden path is revealed and can be replayed (R9): once the game
// is over the table looks as the virus did: the log tells every hidden step and
// each position stepped back to shows where the virus really stood.
#[test]
fn a_finished_game_is_replayed_with_the_hidden_virus_in_sight() {
    let person = SeatSetup::default_for(HERO);
    let computer =
        SeatSetup { controller: Controller::Computer, level: Level::Normal, ..SeatSetup::default_for(VIRUS) };
    let mut replayed_hidden = 0;
    for seed in 0..5 {
        let options = Options { mode: Mode::Pandemic, ..Options::default() };
        let mut table: Table<CatchMe> =
            Table::new(Session::new(options, seed).unwrap(), vec![person.clone(), computer.clone()]);
        while table.to_act() != Actor::Over {
            if !table.play_automatic() {
                let action = table.person_actions()[0].clone();
                table.act(table.ply(), action).unwrap();
            }
        }
        assert_eq!(table.looking(), Some(VIRUS), "seed {seed}: the end is seen as the virus saw it");
        let (_, log) = on_screen(&table);
        let virus_steps = log.iter().filter(|e| matches!(e, Event::Stepped { mover: Side::Virus, .. })).count();
        for ply in 0..table.ply() {
            let truth = table.session().state_at(ply).unwrap();
            let shown = truth.view(table.looking());
            assert_eq!(shown.virus.square, truth.virus, "seed {seed}, ply {ply}");
            replayed_hidden += usize::from(truth.view(Some(HERO)).virus.square != truth.virus);
        }
        let moved = table.session().state().trail.len() - 1;
        assert!(virus_steps >= moved, "seed {seed}: {virus_steps} virus steps logged, {moved} squares moved");
    }
    assert!(replayed_hidden > 20, "positions where the hero could not see the virus: {replayed_hidden}");
}

// Ruling: the virus's rolls are hidden "including whether it rolls again (what the hero sees of
// a hidden virus turn is the same whatever it rolled)". From every hidden virus turn of many
// seeded games, the turn is played out with other dice: wherever the virus moved itself and the
// turn ended with neither a catch nor a showing, the hero's view and log are the same, with
// and without a roll again.
#[test]
fn the_heros_view_of_a_hidden_virus_turn_is_the_same_whatever_it_rolled() {
    let mut rolled_again = 0;
    for mode in [Mode::Quarantine, Mode::Pandemic] {
        for seed in 0..40 {
            let mut game = CatchMe::new(&Options { mode, ..Options::default() }, seed).unwrap();
            let mut ply = 0;
            while game.turn() != Turn::Over {
                if game.phase == (Phase::Roll { roller: Side::Virus }) {
                    let seen: Vec<_> = (0..24).filter_map(|dice| hidden_turn(&game, dice)).collect();
                    rolled_again += seen.iter().filter(|(_, _, again)| *again).count();
                    let differ = seen.iter().find(|(view, log, _)| (view, log) != (&seen[0].0, &seen[0].1));
                    assert!(differ.is_none(), "{mode:?} seed {seed} action {ply}: {differ:?} against {:?}", seen[0]);
                }
                game.apply(&choose(&game, None, seed, ply)).unwrap();
                ply += 1;
            }
        }
    }
    assert!(rolled_again > 0, "the games hold hidden turns that rolled again");
}

/// The virus's turn from `game` played out on the dice `dice` (the virus's first step each
/// time): the hero's view and log after it, and whether it rolled again; none where the hero
/// sees something happen (a 4-6 moving it, a catch, a showing).
fn hidden_turn(game: &CatchMe, dice: u64) -> Option<(CatchView, Vec<Event>, bool)> {
    let mut turn = game.clone();
    turn.rng = game_rng(dice);
    let mut log = vec![];
    let mut again = false;
    while turn.turn() == Turn::Seat(VIRUS) {
        let action = turn.legal_actions()[0].clone();
        let events = turn.apply(&action).unwrap();
        again |= events.iter().any(|e| matches!(e, Event::Secret(s) if matches!(**s, Event::RollsAgain { .. })));
        log.extend(events.iter().filter_map(|e| CatchMe::redact(e, Some(HERO))));
    }
    let seen = log.iter().any(|e| matches!(e, Event::VirusShown { .. } | Event::Rolled { face: Some(_), .. }));
    (turn.phase == (Phase::Roll { roller: Side::Hero }) && !seen).then(|| (turn.view(Some(HERO)), log, again))
}
