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

/// A wrong choice is played and explained: at each of the lesson's choices the
/// script's answer is the only one that scores this turn (the placement with its best meeple
/// after), 4 points for the closed city, as the verdicts say.
#[test]
fn at_each_choice_only_the_scripts_answer_scores_the_closed_city_now() {
    let lesson = Carcassonne::lesson().unwrap();
    let mut state = Carcassonne::new(&lesson.options, lesson.seed).unwrap();
    for (ply, &index) in lesson.script.iter().enumerate().take(lesson.ahead) {
        let legal = state.legal_actions();
        if lesson.choices.contains(&ply) {
            let gains: Vec<u32> = legal.iter().map(|a| best_gain(&state, a)).collect();
            let good = usize::from(index);
            assert_eq!(gains[good], 4, "choice at {ply}: the closed city's 4 points");
            assert!(gains.iter().enumerate().all(|(i, &g)| i == good || g == 0), "choice at {ply}: {gains:?}");
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
