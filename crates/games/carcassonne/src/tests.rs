//! One test per ruling of the base game (docs/games/carcassonne.md R1-R10) and the rulebook's
//! scoring examples, each named after what it shows.

use super::board::Placed;
use super::state::Phase;
use super::*;
use engine::harness::{check_random_games, play_random};
use engine::{Game, Turn};

/// A game of `players` where the tests lay tiles by hand (start tile D at 0,0: City north,
/// Road east-west).
pub(super) fn table(players: usize) -> Carcassonne {
    Carcassonne::new(&Options::players(players), 1).unwrap()
}

/// Lays `kind` turned `rotation` at x,y (it must fit); returns its index on the board.
pub(super) fn put(game: &mut Carcassonne, kind: Kind, x: i8, y: i8, rotation: u8) -> usize {
    assert!(game.board.fits(kind, x as i32, y as i32, rotation), "{kind:?} at {x},{y} turned {rotation}");
    game.board.place(Placed { kind, x, y, rotation }, &mut |_| {})
}

/// Stands a Meeple of `seat` on segment `segment` of tile `tile`.
pub(super) fn meeple(game: &mut Carcassonne, seat: usize, tile: usize, segment: u8) {
    let piece = game.board.piece(tile, segment);
    game.board.put_meeple(seat, piece);
    game.supply[seat] -= 1;
}

/// Scores what tile `tile` completed, returning the points each seat won.
pub(super) fn score(game: &mut Carcassonne, tile: usize) -> Vec<u32> {
    let before = game.scores.clone();
    game.score_completed(tile, &mut vec![]);
    game.scores.iter().zip(before).map(|(a, b)| a - b).collect()
}

pub(super) fn end(game: &mut Carcassonne) -> Vec<u32> {
    let before = game.scores.clone();
    game.end_scoring(&mut vec![]);
    game.scores.iter().zip(before).map(|(a, b)| a - b).collect()
}

pub(super) const D_CITY: u8 = 0;
pub(super) const D_ROAD: u8 = 1;
pub(super) const D_FIELD_BY_CITY: u8 = 2;

// Ruling: "2 to 5 players, 7 meeples each"; the start tile face up.
#[test]
fn two_to_five_players_with_seven_meeples_and_the_start_tile_face_up() {
    for players in 0..=7 {
        let game = Carcassonne::new(&Options::players(players), 3);
        assert_eq!(game.is_ok(), (2..=5).contains(&players), "{players} players");
        if let Ok(game) = game {
            assert_eq!(game.supply(), vec![7; players].as_slice());
            assert_eq!(game.board().tiles()[0], Placed { kind: Kind::D, x: 0, y: 0, rotation: 0 });
            assert_eq!(game.stack().len(), 70, "71 face down, one of them drawn");
            assert_eq!(game.turn(), Turn::Seat(0));
        }
    }
}

// Rulebook: a tile goes where all four edges match; every open position and rotation counts.
#[test]
fn a_straight_road_fits_six_ways_beside_the_start_tile() {
    let mut game = table(2);
    game.phase = Phase::PlaceTile { tile: Kind::U };
    let places = game.legal_actions();
    assert_eq!(places.len(), 6, "{places:?}");
    assert!(!places.contains(&Action::Place { x: 0, y: -1, rotation: 0 }), "a road cannot meet the city");
}

// Ruling: "A tile that fits nowhere is set aside and another drawn."
#[test]
fn a_tile_that_fits_nowhere_is_set_aside_and_another_drawn() {
    let mut game = table(2);
    put(&mut game, Kind::A, 1, 0, 1);
    put(&mut game, Kind::A, -1, 0, 3);
    assert!(!game.board.fits_anywhere(Kind::X), "every open side asks for a city or a field");
    let drawn_after_x = (0..50).find_map(|seed| {
        let mut g = game.clone();
        g.rng = engine::rng::game_rng(seed);
        g.stack = vec![Kind::X, Kind::B];
        let mut events = vec![];
        g.draw(&mut events);
        (events.first() == Some(&Event::SetAside { tile: Kind::X })).then_some((g, events))
    });
    let (g, events) = drawn_after_x.expect("some seed draws the crossroads first");
    assert_eq!(g.phase, Phase::PlaceTile { tile: Kind::B });
    assert_eq!(g.set_aside, vec![Kind::X]);
    assert!(events.contains(&Event::Drawn { seat: 0, tile: Kind::B }));
}

// Ruling: meeple placement "not on a feature already held".
#[test]
fn a_meeple_may_not_join_an_area_already_held() {
    let mut game = table(2);
    meeple(&mut game, 1, 0, D_ROAD);
    let tile = put(&mut game, Kind::U, 1, 0, 1);
    game.phase = Phase::PlaceMeeple { tile: tile as u8 };
    let free: Vec<u8> = game.free_segments(tile).collect();
    assert_eq!(free, vec![1, 2], "the road is held; both fields are free");
}

/// The crossroads' Fields as the tile list orders them, clockwise from the north-east corner.
const X_FIELDS: [u8; 4] = [4, 5, 6, 7];
const X_FIELD_NE: u8 = 4;
const X_FIELD_NW: u8 = 7;

/// The crossroads east of the start tile, its Road west meeting the start tile's Road.
fn crossroads_beside_the_start(game: &mut Carcassonne) -> usize {
    let tile = put(game, Kind::X, 1, 0, 0);
    game.phase = Phase::PlaceMeeple { tile: tile as u8 };
    tile
}

// Rulebook pictures (docs/games/carcassonne.md R10): the crossroads' four Roads part it into
// four Fields, one in each corner, and a farmer may stand on any of them.
#[test]
fn a_farmer_may_stand_on_each_of_the_crossroads_four_fields() {
    let mut game = table(2);
    let tile = crossroads_beside_the_start(&mut game);
    let offered = game.legal_actions();
    let mut areas: Vec<u16> = X_FIELDS.iter().map(|&f| game.board.areas().find(game.board.piece(tile, f))).collect();
    for (&f, &area) in X_FIELDS.iter().zip(&areas) {
        assert_eq!(game.board.areas().area(area).feature, Feature::Field, "segment {f}");
        assert!(offered.contains(&Action::Meeple(Some(f))), "field {f} is not offered: {offered:?}");
    }
    areas.sort_unstable();
    areas.dedup();
    assert_eq!(areas.len(), 4, "the four Fields are four areas");
}

// Ruling R3: "never on a road, city or field that already holds a meeple". The crossroads'
// north-west Field joins the held Field beside the start tile's City; the north Road parts the
// north-east one from it.
#[test]
fn a_farmer_is_refused_only_the_crossroads_field_already_held() {
    let mut game = table(2);
    meeple(&mut game, 1, 0, D_FIELD_BY_CITY);
    let tile = crossroads_beside_the_start(&mut game);
    let free: Vec<u8> = game.free_segments(tile).filter(|s| X_FIELDS.contains(s)).collect();
    let unheld: Vec<u8> = X_FIELDS.into_iter().filter(|&f| f != X_FIELD_NW).collect();
    assert_eq!(free, unheld, "only the north-west Field is held");
}

// Ruling R6: "Each field scores 3 points per completed city it touches". Only the crossroads'
// north-west Field reaches the start tile's City, through the start tile's Field.
#[test]
fn a_crossroads_field_scores_only_the_cities_its_own_corner_reaches() {
    let mut game = table(2);
    put(&mut game, Kind::E, 0, -1, 2); // closes the start tile's City
    let tile = crossroads_beside_the_start(&mut game);
    meeple(&mut game, 0, tile, X_FIELD_NE);
    meeple(&mut game, 1, tile, X_FIELD_NW);
    assert_eq!(end(&mut game), vec![0, 3]);
}

// Ruling: 7 meeples each; with none left no meeple can be placed.
#[test]
fn a_player_without_meeples_places_none() {
    let mut game = table(2);
    game.supply[0] = 0;
    let tile = put(&mut game, Kind::B, 0, 1, 0);
    assert_eq!(game.free_segments(tile).count(), 0);
}

// Harness: random games keep every invariant (72 tiles, 7 meeples each, areas match the
// board), round-trip through serde and replay from their records.
#[test]
fn random_games_keep_the_invariants() {
    for players in 2..=5 {
        let actions = check_random_games::<Carcassonne>(&Options::players(players), 0..16, 1000);
        assert!(actions > 16 * 71, "{players} players played only {actions} actions");
    }
}

// Harness: scores never fall.
#[test]
fn scores_never_fall_in_random_games() {
    for seed in 0..30 {
        let mut last = vec![0; 3];
        play_random::<Carcassonne>(&Options::players(3), seed, 1000, |game| {
            if game.scores().iter().zip(&last).any(|(now, before)| now < before) {
                return Err(format!("scores fell from {last:?} to {:?}", game.scores()));
            }
            last = game.scores().to_vec();
            Ok(())
        })
        .unwrap();
    }
}

// A save is rebuilt tile by tile: one whose tiles do not fit is refused, not trusted.
#[test]
fn a_save_with_a_tile_that_does_not_fit_is_refused() {
    let game = table(2);
    let mut text = serde_json::to_string(&game).unwrap();
    let back: Carcassonne = serde_json::from_str(&text).unwrap();
    assert_eq!(back, game);
    text = text.replace(r#""kind":"D","x":0,"y":0"#, r#""kind":"D","x":0,"y":5"#);
    assert!(serde_json::from_str::<Carcassonne>(&text).is_err());
}

// A saved state with fewer supplies than scores, or a seat to play past the last, would make
// the rules index out of bounds: the invariants refuse it.
#[test]
fn a_state_whose_seats_disagree_breaks_the_invariants() {
    let mut short_supply = table(2);
    short_supply.supply.pop();
    assert!(short_supply.invariants().is_err(), "one supply for two scores");
    let mut past_the_last = table(2);
    past_the_last.current = 2;
    assert!(past_the_last.invariants().is_err(), "seat 2 of 2 to play");
    let mut strangers = table(2);
    let piece = strangers.board.piece(0, 0);
    strangers.board.put_meeple(2, piece);
    assert!(strangers.invariants().is_err(), "a Meeple of seat 2 of 2");
}

// A saved state waiting for a Meeple on a tile other than the one just placed (or one past the
// board) would make the rules index out of bounds: the invariants refuse it.
#[test]
fn a_meeple_to_place_on_a_tile_not_just_placed_breaks_the_invariants() {
    let mut game = table(2);
    let place = game.legal_actions()[0].clone();
    game.apply(&place).unwrap();
    assert_eq!(game.phase, Phase::PlaceMeeple { tile: 1 });
    assert!(game.invariants().is_ok());
    for tile in [0, 2] {
        let broken = Carcassonne { phase: Phase::PlaceMeeple { tile }, ..game.clone() };
        assert!(broken.invariants().is_err(), "a Meeple for tile {tile}");
    }
}

// A save's first tile turned past four quarters would make the board index its edges out of
// bounds: the save is refused.
#[test]
fn a_save_whose_first_tile_is_turned_past_four_quarters_is_refused() {
    let text = serde_json::to_string(&table(2)).unwrap();
    let turned = text.replace(r#""kind":"D","x":0,"y":0,"rotation":0"#, r#""kind":"D","x":0,"y":0,"rotation":157"#);
    assert_ne!(turned, text);
    assert!(serde_json::from_str::<Carcassonne>(&turned).is_err());
}

// Nothing read from storage may panic: the board counts Meeples per area in a byte, which a
// save with hundreds of Meeples would overflow; no game has more than 5 x 7.
#[test]
fn a_saved_board_with_more_meeples_than_a_game_has_is_refused() {
    let mut board = serde_json::to_value(table(2).board()).unwrap();
    board["meeples"] = vec![serde_json::json!({"seat": 0, "piece": 0}); 300].into();
    assert!(serde_json::from_value::<board::Board>(board).is_err());
}

// The tally adds up to the score after every action of whole random games (invariants).
#[test]
fn the_score_table_adds_up_to_the_scores_in_random_games() {
    for seed in 0..4 {
        let mut last = None;
        play_random::<Carcassonne>(&Options::players(3), seed, 500, |g| {
            last = Some(g.clone());
            g.invariants()
        })
        .unwrap();
        let end = last.expect("a game was played");
        assert!(end.tally.iter().any(|t| t.end.iter().sum::<u32>() > 0), "seed {seed}: something scored at the end");
    }
}
