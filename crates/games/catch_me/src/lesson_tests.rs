//! What the guided game shows: the real game opens its mode, the hero always heads for the safe
//! zone, the virus is shown within reach when the coach says how you lose, and each choice's
//! words are true of the board.

use super::board::Kind;
use super::lesson::Rule;
use super::lesson_find::{grid, toward};
use super::setup::mode_of;
use super::state::{Action, CatchMe, Mode, Phase, Side, HERO};
use super::text::coordinates;
use engine::{Game, Session, Setup, Teach};

fn replay() -> (Session<CatchMe>, Vec<Action>) {
    let lesson = CatchMe::lesson().unwrap();
    (Session::new(lesson.options.clone(), lesson.seed).unwrap(), lesson.actions().unwrap())
}

/// The lesson plays hidden-virus Quarantine, and the real game after it opens in the same mode.
#[test]
fn the_real_game_after_the_lesson_opens_in_quarantine_as_the_lesson_plays() {
    let lesson = CatchMe::lesson().unwrap();
    let chosen: engine::Chosen = lesson.chosen.to_vec();
    assert_eq!(lesson.options.mode, Mode::Quarantine);
    assert_eq!(CatchMe::options(2, &chosen).mode, Mode::Quarantine);
    assert_eq!(mode_of(lesson.chosen[0].1), Some(Mode::Quarantine));
}

/// The coach never leads the hero away from the safe zone it names as the goal: every move of
/// the hero in the script goes toward the safe zone (steps left only to reach a portal whose
/// twin is nearer).
#[test]
fn every_move_of_the_hero_goes_toward_the_safe_zone() {
    let (mut session, actions) = replay();
    let board = session.state().board();
    let mut moves: Vec<(super::Square, Vec<super::Square>)> = vec![];
    for action in actions {
        let state = session.state().clone();
        if let (Phase::Move(mv), Action::Step(to)) = (state.phase(), &action) {
            if mv.mover == Side::Hero {
                match moves.last_mut() {
                    Some((start, steps)) if *start == mv.path[0] && mv.path.len() == steps.len() + 1 => steps.push(*to),
                    _ => moves.push((mv.at(), vec![*to])),
                }
            }
        }
        session.apply(action).unwrap();
    }
    for (from, steps) in &moves {
        let names: Vec<String> = steps.iter().map(|&s| coordinates(board, s)).collect();
        assert!(toward(board, *from, steps), "from {}: {names:?}", coordinates(board, *from));
    }
    assert!(moves.len() >= 6);
}

/// The lesson says how the hero can be caught (R7): the lose rule comes when the virus is
/// shown three squares or fewer from the hero, before the jump ahead.
#[test]
fn getting_caught_is_told_when_the_virus_is_shown_within_reach() {
    let (mut session, actions) = replay();
    for (ply, action) in actions.into_iter().enumerate() {
        let events = session.apply(action).unwrap();
        if CatchMe::shows(events, HERO) == Some(Rule::Caught) {
            let game = session.state();
            assert!(grid(game.board(), game.virus(), game.hero()) <= 3);
            assert!(ply + 1 < CatchMe::lesson().unwrap().ahead && game.outcome().is_none());
            return;
        }
    }
    panic!("the virus is never shown");
}

/// The verdicts are true of every other answer: at the first choice only B4 reaches
/// the portal at E1 with this roll; at the second the script jumps through the portal to J3.
#[test]
fn the_choices_verdicts_hold_for_every_other_step() {
    let lesson = CatchMe::lesson().unwrap();
    let (mut session, actions) = replay();
    let board = session.state().board();
    let e1 = board.all().find(|&s| coordinates(board, s) == "E1").unwrap();
    for (ply, action) in actions.into_iter().enumerate() {
        if ply == lesson.choices[0] {
            let Phase::Move(mv) = session.state().phase().clone() else { panic!("a move") };
            for step in session.state().legal_actions() {
                let Action::Step(to) = step else { panic!("a step") };
                let reaches =
                    session.state().walk(Side::Hero).finishes(&mv).iter().any(|f| f[0] == to && f.contains(&e1));
                assert_eq!(reaches, step == action, "{}", coordinates(board, to));
            }
        }
        if ply == lesson.choices[1] {
            let at = session.state().hero();
            assert!(matches!(board.kind(at), Kind::Portal { twin } if action == Action::Step(twin)));
            assert_eq!(coordinates(board, at), "E1");
        }
        session.apply(action).unwrap();
    }
}
