//! Completed features and the infection (seed, footnote 2; docs/games/carcassonne.md R14-R21):
//! a completed feature is no spread target, and a figure a test takes from a feature the same
//! tile completes scores nothing and leaves room for the placer's own Meeple.

use super::tests::*;
use super::tests_spread::infect;
use super::*;
use crate::state::{Action, Phase};
use crate::tests::{meeple, put};
use crate::tiles::Kind;
use engine::Game;

// Footnote 2: the infection spreads to "any feature where a player can place a player figure";
// ruling (ours): a closed City is no such feature. With the start City closed, example 3a's
// choices are the Road alone.
#[test]
fn a_closed_city_is_no_spread_target() {
    let mut game = game(Variant::Extended, 2);
    put(&mut game, Kind::E, 0, -1, 2);
    assert!(game.board.areas().area(START_CITY).complete());
    place(&mut game, Kind::U, 1, 0, 1);
    assert_eq!(game.legal_actions(), vec![Action::Spread(START_ROAD)]);
}

// Footnote 2 and ruling (ours): a Cloister with all eight neighbours is complete, no target;
// in its infected Field with a neighbour missing, it is one.
#[test]
fn a_surrounded_cloister_is_no_spread_target() {
    let mut game = game(Variant::Extended, 2);
    infect(&mut game, START_SOUTH_FIELD);
    let tile = put(&mut game, Kind::B, 0, 1, 0);
    let cloister = game.board.piece(tile, 0);
    put(&mut game, Kind::U, 1, 0, 1);
    for (x, y) in [(-1, 1), (1, 1), (-1, 2), (0, 2)] {
        put(&mut game, Kind::B, x, y, 0);
    }
    assert!(game.spread_targets().contains(&cloister), "seven neighbours: still open");
    put(&mut game, Kind::B, 1, 2, 0);
    assert!(game.board.areas().area(cloister).complete());
    assert!(!game.spread_targets().contains(&cloister));
}

/// Seat 1's knight stands in the start City; seat 0 closes it onto the COVID tile's infected
/// City with a tile whose City runs south and east (the tile north of the start tile runs west
/// and south), and spreads. The knight was tested with `card`.
fn city_closed_onto_the_infected_city(card: Card) -> Carcassonne {
    let mut game = game(Variant::Extended, 2);
    meeple(&mut game, 1, 0, START_CITY as u8);
    put(&mut game, Kind::N, 0, -1, 3);
    rig(&mut game, card);
    place(&mut game, Kind::N, -1, -1, 2);
    assert!(game.board.areas().area(START_CITY).complete() && game.infected(START_CITY));
    assert!(game.board.meeples().is_empty(), "the knight left the City");
    let to = game.spread_targets()[0];
    game.apply(&Action::Spread(to)).unwrap();
    game
}

// Seed: "Positive - Figure is removed from the board", "Death - Figure is removed from the
// game", and "COVID-19 (Fan Expansion) does not affect scoring": a knight a test removes from
// the City the same tile completes is not there when it scores.
#[test]
fn a_figure_that_tests_positive_or_dies_in_a_city_the_tile_completes_scores_nothing() {
    for card in [Card::Positive, Card::Death] {
        let mut game = city_closed_onto_the_infected_city(card);
        game.apply(&Action::Meeple(None)).unwrap();
        assert_eq!(game.scores(), [0, 0], "{card:?}");
        assert_eq!((game.supply()[1] + game.dead(1), game.dead(1)), (7, u8::from(card == Card::Death)));
    }
}

// Seed: "When placing a figure in an infected area, the player is obliged to test it"; base
// game: no Meeple on a feature already held. The knight's test freed the City, so the placer
// may put its own Meeple there (tested in turn) and scores it.
#[test]
fn a_tested_figure_frees_the_area_for_the_placers_own_meeple() {
    let mut game = city_closed_onto_the_infected_city(Card::Positive);
    let Phase::PlaceMeeple { tile } = game.phase else { panic!("{:?}", game.phase) };
    let city = game.board.piece(tile as usize, 0);
    assert_eq!(game.board.areas().find(city), game.board.areas().find(START_CITY));
    assert!(game.legal_actions().contains(&Action::Meeple(Some(0))));
    rig(&mut game, Card::Negative);
    game.apply(&Action::Meeple(Some(0))).unwrap();
    assert_eq!(game.scores(), [8, 0], "4 tiles x 2");
}
