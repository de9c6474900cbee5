//! The rulebook's scoring examples and the ruling's end scoring, each a test (split from
//! tests.rs, whose helpers they share).

use super::tests::{end, meeple, put, score, table, D_CITY, D_FIELD_BY_CITY, D_ROAD};
use super::*;
use engine::{Game, Turn};

// Rulebook example, roads: a completed road scores 1 per tile and its meeple comes back.
#[test]
fn road_completed_scores_one_per_tile_and_returns_the_meeple() {
    let mut game = table(2);
    put(&mut game, Kind::W, -1, 0, 0);
    meeple(&mut game, 0, 0, D_ROAD);
    let last = put(&mut game, Kind::W, 1, 0, 0);
    assert_eq!(score(&mut game, last), vec![3, 0]);
    assert_eq!(game.supply[0], 7);
    assert!(game.board.meeples().is_empty());
}

/// The start tile's City closed by a pennant tube and a cap above it: 3 tiles, 1 Pennant.
fn three_tile_city_with_a_pennant(game: &mut Carcassonne) -> usize {
    put(game, Kind::F, 0, -1, 1);
    put(game, Kind::E, 0, -2, 2)
}

// Rulebook example, cities: a completed city scores 2 per tile and 2 per pennant.
#[test]
fn city_completed_scores_two_per_tile_and_two_per_pennant() {
    let mut game = table(2);
    meeple(&mut game, 1, 0, D_CITY);
    let last = three_tile_city_with_a_pennant(&mut game);
    assert_eq!(score(&mut game, last), vec![0, 8]);
}

// Ruling: at the end an incomplete city scores 1 per tile and pennant, a road 1 per tile.
#[test]
fn incomplete_city_and_road_score_one_per_tile_and_pennant_at_the_end() {
    let mut game = table(2);
    put(&mut game, Kind::F, 0, -1, 1);
    put(&mut game, Kind::U, 1, 0, 1);
    meeple(&mut game, 0, 0, D_CITY);
    meeple(&mut game, 1, 0, D_ROAD);
    assert_eq!(end(&mut game), vec![3, 2]);
}

/// A Cloister below the start tile with all eight neighbours; returns the last tile's index.
fn surround_cloister(game: &mut Carcassonne, last: bool) -> (usize, usize) {
    let cloister = put(game, Kind::B, 0, 1, 0);
    put(game, Kind::V, -1, 0, 2);
    put(game, Kind::V, 1, 0, 1);
    put(game, Kind::B, -1, 1, 0);
    put(game, Kind::B, 1, 1, 0);
    put(game, Kind::E, -1, 2, 2);
    put(game, Kind::E, 1, 2, 2);
    let closing = if last { put(game, Kind::E, 0, 2, 2) } else { cloister };
    (cloister, closing)
}

// Rulebook example, cloister: completed with its eight neighbours it scores 9.
#[test]
fn cloister_surrounded_scores_nine() {
    let mut game = table(2);
    let (cloister, last) = surround_cloister(&mut game, true);
    meeple(&mut game, 0, cloister, 0);
    assert_eq!(score(&mut game, last), vec![9, 0]);
    assert_eq!(game.supply[0], 7);
}

// Ruling: an incomplete cloister scores 1 plus 1 per neighbour at the end.
#[test]
fn incomplete_cloister_scores_one_plus_its_neighbours_at_the_end() {
    let mut game = table(2);
    let (cloister, _) = surround_cloister(&mut game, false);
    meeple(&mut game, 1, cloister, 0);
    assert_eq!(end(&mut game), vec![0, 8]);
}

/// Two caps either side of the start tile's City, joined by a three-sided City above it.
fn join_three_caps(game: &mut Carcassonne, meeples: &[(usize, i8)]) -> usize {
    put(game, Kind::A, -1, 0, 3);
    put(game, Kind::A, 1, 0, 1);
    let west = put(game, Kind::E, -1, -1, 1);
    let east = put(game, Kind::E, 1, -1, 3);
    for &(seat, at) in meeples {
        match at {
            -1 => meeple(game, seat, west, 0),
            1 => meeple(game, seat, east, 0),
            _ => meeple(game, seat, 0, D_CITY),
        }
    }
    put(game, Kind::R, 0, -1, 2)
}

// Rulebook example, shared majority: tied meeples in a joined city each score it in full.
#[test]
fn shared_majority_scores_the_city_in_full_for_each() {
    let mut game = table(3);
    let last = join_three_caps(&mut game, &[(0, 0), (1, 1)]);
    assert_eq!(score(&mut game, last), vec![8, 8, 0]);
    assert_eq!(game.supply, vec![7, 7, 7]);
}

// Rulebook: the most meeples in a feature take all of its points.
#[test]
fn majority_takes_the_city_alone() {
    let mut game = table(2);
    let last = join_three_caps(&mut game, &[(0, 0), (0, -1), (1, 1)]);
    assert_eq!(score(&mut game, last), vec![8, 0]);
    assert_eq!(game.supply, vec![7, 7], "every meeple in the city comes back");
}

// Rulebook example, fields: a field scores 3 per completed city it touches; an incomplete one
// counts nothing.
#[test]
fn field_touching_several_cities_scores_three_per_completed_city() {
    let mut game = table(2);
    put(&mut game, Kind::E, 0, -1, 2);
    put(&mut game, Kind::L, 1, 0, 0);
    put(&mut game, Kind::E, 1, -1, 2);
    put(&mut game, Kind::L, 2, 0, 0);
    meeple(&mut game, 0, 0, D_FIELD_BY_CITY);
    assert_eq!(end(&mut game), vec![6, 0]);
}

// Rulebook example (current edition): a city touched by several fields scores 3 for each.
#[test]
fn city_touched_by_several_fields_scores_for_each_field() {
    let mut game = table(2);
    let cap = put(&mut game, Kind::E, 0, -1, 2);
    meeple(&mut game, 0, 0, D_FIELD_BY_CITY);
    meeple(&mut game, 1, cap, 1);
    assert_eq!(end(&mut game), vec![3, 3]);
}

// Ruling: "The game ends when the stack is empty"; the most points win, ties share.
#[test]
fn the_game_ends_when_the_stack_is_empty_and_ties_share_the_win() {
    let mut game = table(2);
    game.stack.clear();
    game.scores = vec![5, 5];
    let mut events = vec![];
    game.draw(&mut events);
    assert_eq!(game.turn(), Turn::Over);
    assert_eq!(game.outcome().unwrap().winners, vec![0, 1]);
    assert!(game.legal_actions().is_empty());
}

// The end shows a score table per player: roads, cities, cloisters, fields at the end, and the
// points during play. Rulings R4 and R5: a completed city scores at once, an incomplete road at
// the end; each lands in its own column.
#[test]
fn the_score_table_keeps_points_during_play_apart_from_the_end_by_feature() {
    let mut game = table(2);
    meeple(&mut game, 1, 0, D_CITY);
    let last = three_tile_city_with_a_pennant(&mut game);
    score(&mut game, last);
    meeple(&mut game, 0, 0, D_ROAD);
    end(&mut game);
    let city = Tally::index(Feature::City);
    let road = Tally::index(Feature::Road);
    assert_eq!(game.tally[1].during[city], 8);
    assert_eq!(game.tally[1].end, [0; 4]);
    assert_eq!(game.tally[0].end[road], 1);
    assert_eq!(game.tally[0].during, [0; 4]);
    assert_eq!(game.tally.iter().map(Tally::total).collect::<Vec<_>>(), game.scores);
}
