//! What every registered game gives the table, checked the same way for each, so that a game
//! joins these checks by its line in `every_game!` alone: its lesson, where it has one, plays
//! through to the learner's win and teaches what it says it teaches, and its computer player, at every level and
//! in every kind of game, chooses only legal actions (the soak plays whole games of them).

use engine::harness::check_computer_game;
use engine::{assert_lesson_teaches, Computer, Level, Setup, Teach};
use text::GameWords;

use super::{each_game, EachGame};

/// A lesson is a game of five minutes at most: so many of the learner's decisions.
const MOST_DECISIONS: usize = 25;
/// Seeded games of each kind at each level: the kinds already make each game several.
const SEEDS: u64 = 1;
/// Actions played of each: the opening and well into the middle of every game.
const ACTIONS: usize = 150;

struct Lessons;

impl EachGame for Lessons {
    fn game<G: Setup + GameWords + Teach + Computer>(&mut self) {
        // The home card offers "Learn to play" where the game teaches rules: only with a lesson.
        assert_eq!(
            G::lesson().is_some(),
            !G::TAUGHT.is_empty(),
            "{}: a lesson teaches rules, and only a lesson",
            G::ID
        );
        assert_lesson_teaches::<G>(MOST_DECISIONS);
    }
}

#[test]
fn every_registered_games_lesson_teaches_its_rules_and_plays_to_the_learners_win() {
    each_game(&mut Lessons);
}

struct Computers;

impl EachGame for Computers {
    fn game<G: Setup + GameWords + Teach + Computer>(&mut self) {
        for options in G::kinds() {
            for level in Level::ALL {
                for seed in 0..SEEDS {
                    check_computer_game::<G>(&options, seed, level, ACTIONS)
                        .unwrap_or_else(|e| panic!("{}: {e}", G::ID));
                }
            }
        }
    }
}

#[test]
fn every_registered_games_computer_plays_only_legal_actions_at_every_level() {
    each_game(&mut Computers);
}

/// Bot seeds each lesson choice is asked with (the computer players draw at random).
const ASKED: u64 = 5;

struct ChoicesTheComputerAgrees;

impl EachGame for ChoicesTheComputerAgrees {
    fn game<G: Setup + GameWords + Teach + Computer>(&mut self) {
        let Some(lesson) = G::lesson() else { return };
        let mut state = G::new(&lesson.options, lesson.seed).unwrap();
        for (ply, action) in lesson.actions().unwrap().into_iter().enumerate() {
            if lesson.choices.contains(&ply) {
                let legal = state.legal_actions();
                let engine::Turn::Seat(seat) = state.turn() else { panic!("{}: choice at {ply} is a seat's", G::ID) };
                for bot in 0..ASKED {
                    let mut rng = engine::rng::bot_rng(bot, ply);
                    let plan = G::plan(&state.view(Some(seat)), &legal, seat, Level::Normal, &mut rng);
                    assert_eq!(plan.first(), Some(&action), "{}: choice at {ply}, bot seed {bot}", G::ID);
                }
            }
            state.apply_legal(&action);
        }
    }
}

/// "A verdict is costly only where the engine's own evaluation agrees": at each choice of
/// every lesson, the computer player (Normal, from the seat's own view) takes the lesson's
/// answer, so the coach never rebukes what the game's own player would do.
#[test]
fn every_lessons_good_answer_is_the_computer_players_own_choice() {
    each_game(&mut ChoicesTheComputerAgrees);
}
