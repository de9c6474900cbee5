//! The computer players and the expansion: they make the spread choice (towards opponents'
//! meeples) and weigh infection when placing meeples.

use super::tests::*;
use super::*;
use crate::state::{Action, Options};
use crate::tests::meeple;
use crate::tiles::Kind;
use engine::harness::check_plan_from_view;
use engine::rng::{bot_rng, game_rng};
use engine::{Computer, Game, Level, Turn};

/// The first player has just enlarged the infected Field (example 3a): the start City and
/// the Road are the choices.
pub(super) fn spread_to_choose(city_owner: usize) -> Carcassonne {
    let mut game = game(Variant::Extended, 2);
    meeple(&mut game, city_owner, 0, START_CITY as u8);
    place(&mut game, Kind::U, 1, 0, 1);
    assert_eq!(game.legal_actions(), vec![Action::Spread(START_CITY), Action::Spread(START_ROAD)]);
    game
}

#[test]
fn the_computer_spreads_the_infection_onto_an_opponents_meeple() {
    assert_eq!(bot::plan(&spread_to_choose(1)), Some(vec![Action::Spread(START_CITY)]));
}

#[test]
fn the_computer_spreads_the_infection_away_from_its_own_meeple() {
    assert_eq!(bot::plan(&spread_to_choose(0)), Some(vec![Action::Spread(START_ROAD)]));
}

// A Meeple of the player's own in an infected area may come back or die: a cost; an
// opponent's figure a tile brings into one is the opponent's risk: a gain.
#[test]
fn the_computer_weighs_the_test_a_meeple_would_take() {
    let before = game(Variant::Extended, 2);
    let risk = bot::InfectionRisk::before(&before).expect("the expansion is on");
    let mut own = before.clone();
    meeple(&mut own, 0, 0, START_NORTH_FIELD as u8);
    assert!(risk.cost(&own) < 0.0);
    let mut theirs = before.clone();
    meeple(&mut theirs, 1, 0, START_NORTH_FIELD as u8);
    assert!(risk.cost(&theirs) > 0.0);
    let mut healthy = before.clone();
    meeple(&mut healthy, 0, 0, START_CITY as u8);
    assert_eq!(risk.cost(&healthy), 0.0);
}

// The computer decides from its view: the cards to come (the generator) do not change its plan.
#[test]
fn the_computer_plans_the_spread_without_knowing_the_cards_to_come() {
    let a = spread_to_choose(1);
    let b = Carcassonne { rng: game_rng(99), ..a.clone() };
    check_plan_from_view(&a, &b, 0);
}

// Whole extended games between the Easy and Normal players end with legal actions only.
#[test]
fn the_computer_plays_whole_games_with_the_expansion() {
    for seed in 0..3 {
        let mut game = Carcassonne::new(&Options { players: 2, covid: Variant::Extended }, seed).unwrap();
        let mut ply = 0;
        while let Turn::Seat(seat) = game.turn() {
            let level = if seat == 0 { Level::Normal } else { Level::Easy };
            let legal = game.legal_actions();
            let plan = Carcassonne::plan(&game.view(Some(seat)), &legal, seat, level, &mut bot_rng(seed, ply));
            game.apply(&plan[0]).unwrap();
            game.invariants().unwrap();
            ply += 1;
        }
        assert!(game.covid().unwrap().discards.len() + game.covid().unwrap().pile.len() == 30);
    }
}
