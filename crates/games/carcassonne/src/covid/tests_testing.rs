//! Testing figures (seed, "2. Placing a meeple", "Testing figure", footnote 3, examples 2, 4a
//! and 4b; docs/games/carcassonne.md R19-R21).

use super::tests::*;
use super::*;
use crate::state::{Action, Event, Phase};
use crate::tests::meeple;
use crate::tiles::{Feature, Kind};
use engine::Game;

fn tests_of(events: &[Event]) -> Vec<(usize, u16, Card)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Tested { seat, piece, card } => Some((*seat, *piece, *card)),
            _ => None,
        })
        .collect()
}

/// Extended game, the start Road infected too; the first player lays a straight Road east of
/// the start tile (enlarging the infected Road and Field), spreads to the start City and is
/// asked for a Meeple on the new tile: Road 0, south Field 1 (healthy), north Field 2.
fn road_to_place_a_meeple_on() -> Carcassonne {
    let mut game = game(Variant::Extended, 2);
    let covid = game.covid.as_mut().unwrap();
    covid.tokens.push(START_ROAD);
    covid.supply -= 1;
    place(&mut game, Kind::U, 1, 0, 1);
    game.apply(&Action::Spread(START_CITY)).unwrap();
    assert_eq!(game.phase, Phase::PlaceMeeple { tile: 2 });
    game
}

const NEW_ROAD: u8 = 0;
const NEW_SOUTH_FIELD: u8 = 1;

// Example 4b: "Blue places a meeple on the infected road as highwayman. The highwayman tests
// negative and stays on the road." Seed: "Negative - Figure stays where it is placed".
#[test]
fn example_4b_a_meeple_placed_on_an_infected_road_tests_negative_and_stays() {
    let mut game = road_to_place_a_meeple_on();
    rig(&mut game, Card::Negative);
    let events = game.apply(&Action::Meeple(Some(NEW_ROAD))).unwrap();
    let piece = game.board.piece(2, NEW_ROAD);
    assert_eq!(tests_of(&events), vec![(0, piece, Card::Negative)]);
    assert_eq!(game.board.meeples().len(), 1);
    assert_eq!(game.supply[0], 6);
}

// Example 4a: "Blue can place a meeple in an infected area (green arrow) or in an uninfected
// area (black arrow). If the player chooses to place a meeple in an infected area, the player
// is obliged to test it." The healthy Field: no test.
#[test]
fn example_4a_a_meeple_placed_in_an_uninfected_area_is_not_tested() {
    let mut game = road_to_place_a_meeple_on();
    let events = game.apply(&Action::Meeple(Some(NEW_SOUTH_FIELD))).unwrap();
    assert!(tests_of(&events).is_empty());
    assert_eq!(game.covid().unwrap().discards.len(), 0, "no card was turned");
}

// Seed: "Positive - Figure is removed from the board and returned to the player's supply".
#[test]
fn a_positive_figure_goes_back_to_its_owners_supply() {
    let mut game = road_to_place_a_meeple_on();
    rig(&mut game, Card::Positive);
    game.apply(&Action::Meeple(Some(NEW_ROAD))).unwrap();
    assert!(game.board.meeples().is_empty());
    assert_eq!((game.supply[0], game.dead(0)), (7, 0));
}

// Seed: "Death - Figure is removed from the game and cannot be used anymore."
#[test]
fn a_dead_figure_leaves_the_game() {
    let mut game = road_to_place_a_meeple_on();
    rig(&mut game, Card::Death);
    game.apply(&Action::Meeple(Some(NEW_ROAD))).unwrap();
    assert!(game.board.meeples().is_empty());
    assert_eq!((game.supply[0], game.dead(0)), (6, 1));
    assert!(game.invariants().is_ok(), "6 in supply, 1 dead: 7");
}

// Example 2: "Red places the Covid tile. The city with yellow meeple is enlarged by the tile
// with Covid. The yellow player must test his knight. The Knight tests positive and returns
// to the yellow player's supply."
#[test]
fn example_2_the_knight_in_a_city_the_covid_tile_enlarges_is_tested() {
    let mut game = game(Variant::Base, 2);
    meeple(&mut game, 1, 0, START_CITY as u8);
    rig(&mut game, Card::Positive);
    let events = place(&mut game, Kind::Covid, 0, -1, 2);
    assert_eq!(tests_of(&events), vec![(1, START_CITY, Card::Positive)]);
    assert_eq!(game.supply[1], 7);
}

// Footnote 3: "Figures can enter an infected area by ... joining an uninfected area where a
// figure is placed with one or more features, for example by tile placement, which has at
// least one infected feature." The Cloister's Field joins the farmer's Field to the infected
// one; the tile also enlarged that Field, so a spread follows.
#[test]
fn footnote_3_a_figure_a_tile_joins_to_an_infected_area_is_tested() {
    let mut game = game(Variant::Extended, 2);
    meeple(&mut game, 1, 0, START_SOUTH_FIELD as u8);
    let events = place(&mut game, Kind::A, 1, 0, 1);
    assert_eq!(tests_of(&events).iter().map(|&(s, p, _)| (s, p)).collect::<Vec<_>>(), vec![(1, START_SOUTH_FIELD)]);
    assert_eq!(game.phase, Phase::Spread { tile: 2 });
}

// Ruling: "every figure that enters an infected area is tested": a farmer already in the
// infected Field does not enter it again when a tile enlarges it.
#[test]
fn a_figure_already_in_the_infected_area_is_not_tested_when_it_grows() {
    let mut game = game(Variant::Extended, 2);
    meeple(&mut game, 1, 0, START_NORTH_FIELD as u8);
    let events = place(&mut game, Kind::U, 1, 0, 1);
    assert!(tests_of(&events).is_empty());
}

// Seed: "Once the pile of facedown testing cards runs out, the discarded testing cards are
// shuffled to form a new pile."
#[test]
fn an_empty_pile_is_made_again_from_the_discards() {
    let mut game = road_to_place_a_meeple_on();
    let covid = game.covid.as_mut().unwrap();
    covid.discards.append(&mut covid.pile);
    game.apply(&Action::Meeple(Some(NEW_ROAD))).unwrap();
    let covid = game.covid().unwrap();
    assert_eq!((covid.pile.len(), covid.discards.len()), (29, 1));
}

// Ruling: "Order of a turn: place tile; COVID tile infection or spread, and its tests; place
// a meeple (and its test); score completed features. Infection does not change scoring." The
// City closed on the COVID tile's City spreads first; the knight placed on it is tested, then
// the City scores its 2 tiles x 2 as in the base game.
#[test]
fn the_order_of_a_turn_is_tile_spread_meeple_and_its_test_then_scoring_unchanged() {
    let mut game = game(Variant::Extended, 2);
    let tile_events = place(&mut game, Kind::E, -1, -1, 2);
    assert_eq!(game.phase, Phase::Spread { tile: 2 });
    let spread_events = game.apply(&Action::Spread(START_ROAD)).unwrap();
    assert!(matches!(spread_events[..], [Event::Infected { .. }]), "{spread_events:?}");
    rig(&mut game, Card::Negative);
    let events = game.apply(&Action::Meeple(Some(0))).unwrap();
    let at = |f: &dyn Fn(&Event) -> bool| events.iter().position(f).expect("the event happened");
    let placed = at(&|e| matches!(e, Event::MeeplePlaced { .. }));
    let tested = at(&|e| matches!(e, Event::Tested { .. }));
    let scored = at(&|e| matches!(e, Event::Scored { feature: Feature::City, .. }));
    assert!(placed < tested && tested < scored, "{events:?}");
    assert!(events.contains(&Event::Scored {
        feature: Feature::City,
        area: scored_area(&events),
        seats: vec![0],
        points: 4
    }));
    assert_eq!(game.scores()[0], 4);
    assert!(tile_events.iter().all(|e| !matches!(e, Event::Scored { .. })), "nothing scores before the Meeple");
}

fn scored_area(events: &[Event]) -> u16 {
    events.iter().find_map(|e| if let Event::Scored { area, .. } = e { Some(*area) } else { None }).unwrap()
}
