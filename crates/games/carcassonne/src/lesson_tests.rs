//! The guided first game's checks, and the finder of its script.

use super::*;
use crate::Phase;
use engine::{computer_pick, find_script, Game, Setup};

/// Run by hand to choose the guided game:
/// `cargo test --release --lib carcassonne::lesson -- --ignored --nocapture`. Seed 38, out of
/// 0..400, is the one for its choices: a placement and a meeple whose good answer alone scores.
#[test]
#[ignore]
fn find_the_guided_game() {
    find_script::<Carcassonne>(&OPTIONS, 38..39, 40, computer_pick).expect("a seed shows every rule");
}

/// "A verdict is costly only where the engine's own evaluation agrees": at each of the
/// lesson's choices the script's answer is the best whole turn by the Normal computer's value,
/// a point or more above any other answer.
#[test]
fn at_each_choice_the_computers_own_evaluation_agrees_the_scripts_answer_is_best() {
    each_choice(|ply, state, legal, good, _| {
        let plans = crate::bot::plans(state);
        let value = |a: &Action| plans.iter().filter(|p| &p.actions[0] == a).map(|p| p.value).fold(f32::MIN, f32::max);
        let best_other =
            legal.iter().enumerate().filter(|&(i, _)| i != good).map(|(_, a)| value(a)).fold(f32::MIN, f32::max);
        assert!(
            value(&legal[good]) >= best_other + 1.0,
            "choice at {ply}: {} against {best_other}",
            value(&legal[good])
        );
    });
}

/// Each verdict says what the answer does: "a meeple in it scores 4 points at once" where a
/// city closes, and "their meeple is tested" where the infection reaches it, for the script's
/// answer alone.
#[test]
fn at_each_choice_the_good_answer_alone_does_what_its_verdict_says() {
    each_choice(|ply, state, legal, good, asked| {
        let does = |action: &Action| match asked {
            Asked::CloseTheCity | Asked::MeepleInTheClosedCity => best_gain(state, action) == 4,
            Asked::SpreadOntoTheirMeeple | Asked::JoinTheirField => {
                let mut next = state.clone();
                next.apply_legal(action).iter().any(|e| matches!(e, Event::Tested { seat: 1, .. }))
            }
        };
        let doing: Vec<usize> = (0..legal.len()).filter(|&i| does(&legal[i])).collect();
        assert_eq!(doing, [good], "choice at {ply} ({asked:?})");
    });
}

/// Plays the lesson's script to its jump ahead, calling `check` at each choice with the
/// position, its legal actions, the script's answer and what the choice asks.
fn each_choice(check: impl Fn(usize, &Carcassonne, &[Action], usize, Asked)) {
    let lesson = Carcassonne::lesson().unwrap();
    assert_eq!(lesson.choices.len(), ASKED.len(), "each choice says what it asks");
    let mut state = Carcassonne::new(&lesson.options, lesson.seed).unwrap();
    for (ply, &index) in lesson.script.iter().enumerate().take(lesson.ahead) {
        let legal = state.legal_actions();
        if let Some(choice) = lesson.choices.iter().position(|&c| c == ply) {
            check(ply, &state, &legal, usize::from(index), ASKED[choice]);
        }
        state.apply_legal(&legal[usize::from(index)]);
    }
}

/// The learner's points after `action` and the best meeple that follows it this turn.
fn best_gain(state: &Carcassonne, action: &Action) -> u32 {
    let mut next = state.clone();
    next.apply_legal(action);
    let mut best = next.scores()[0];
    if matches!(next.phase(), Phase::PlaceMeeple { .. }) {
        for meeple in next.legal_actions() {
            let mut after = next.clone();
            after.apply_legal(&meeple);
            best = best.max(after.scores()[0]);
        }
    }
    best - state.scores()[0]
}

/// "Now play a real game" opens the same version: the lesson's setup choice is
/// COVID-19 with the extended rules.
#[test]
fn the_real_game_after_the_lesson_opens_covid_19_extended() {
    let options = <Carcassonne as Setup>::options(2, &CHOSEN.to_vec());
    assert_eq!(options.covid, Variant::Extended);
}

/// Tips for every rule the lesson did not show: each later rule is what its event
/// shows, and the menu of tokens to move asks for its tip.
#[test]
fn every_later_rule_shows_from_its_event_and_the_move_token_menu_tips_it() {
    let scored = |seats: Vec<Seat>| Event::Scored { feature: Feature::City, area: 0, seats, points: 4 };
    let cases = [
        (Event::MeeplePlaced { seat: 0, piece: 0, feature: Feature::Cloister }, Rule::Cloister),
        (scored(vec![0, 1]), Rule::Shared),
        (Event::Tested { seat: 0, piece: 0, card: Card::Death }, Rule::Death),
        (Event::Infected { seat: 0, piece: 0, feature: Feature::Road, from: Some(3) }, Rule::MoveToken),
        (Event::Placed { seat: 0, tile: Kind::Covid, x: 1, y: 0, rotation: 0 }, Rule::CovidTile),
        (Event::SetAside { tile: Kind::A }, Rule::SetAside),
    ];
    for (event, rule) in &cases {
        assert_eq!(Carcassonne::shows(std::slice::from_ref(event), 0), Some(*rule));
    }
    assert!(Carcassonne::LATER.iter().all(|r| cases.iter().any(|(_, c)| c == r)));
    assert_eq!(Carcassonne::menu(&[Action::MoveToken(3), Action::MoveToken(5)]), Some(Rule::MoveToken));
    assert_eq!(Carcassonne::menu(&[Action::Meeple(None)]), None);
}

/// The lose and win moments: the other player's points show how you lose (your own
/// are scoring), and the last action's final scoring shows the win, above its scored areas.
#[test]
fn the_other_players_points_are_the_lose_moment_and_the_final_scoring_the_win() {
    let scored = || Event::Scored { feature: Feature::Road, area: 0, seats: vec![1], points: 3 };
    assert_eq!(Carcassonne::shows(&[scored()], 0), Some(Rule::TheyScore));
    assert_eq!(Carcassonne::shows(&[scored()], 1), Some(Rule::Scoring));
    assert_eq!(Carcassonne::moment(Rule::TheyScore), Some(Moment::Lose));
    let placed = Event::Placed { seat: 0, tile: Kind::A, x: 1, y: 0, rotation: 1 };
    let end = [placed.clone(), Event::FinalScoring, scored(), Event::GameOver { scores: vec![0, 3] }];
    assert_eq!(Carcassonne::shows(&end, 0), Some(Rule::FinalScoring));
    assert_eq!(Carcassonne::moment(Rule::FinalScoring), Some(Moment::Win));
    // A placement's own rules come last: a turned tile shows rotation only when nothing else happened.
    assert_eq!(Carcassonne::shows(std::slice::from_ref(&placed), 0), Some(Rule::Rotation));
    assert_eq!(Carcassonne::shows(&[placed, scored()], 0), Some(Rule::TheyScore));
}
