//! The spread of the infection (seed, "Spread of Covid", footnotes 1 and 2, examples 3a and
//! 3b; docs/games/carcassonne.md R14-R18).

use super::tests::*;
use super::*;
use crate::state::{Action, Event, Phase};
use crate::tests::{meeple, put};
use crate::tiles::{Feature, Kind};
use engine::rng::{game_rng, Rng};
use engine::Game;

fn spreads(events: &[Event]) -> Vec<(u16, Option<u16>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Infected { piece, from, .. } => Some((*piece, *from)),
            _ => None,
        })
        .collect()
}

fn tested(events: &[Event]) -> Vec<(usize, u16)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Tested { seat, piece, .. } => Some((*seat, *piece)),
            _ => None,
        })
        .collect()
}

// Seed: "When the infected area is enlarged, the Covid spreads further. The player who
// enlarged the infected area takes an infection token from the general supply and places it
// on any uninfected area adjacent to an already-infected area". A City tile closing on the
// COVID tile's City enlarges it; the new tile's Field beside that City is one of the choices.
#[test]
fn a_tile_that_enlarges_an_infected_area_makes_its_player_choose_where_it_spreads() {
    let mut game = game(Variant::Extended, 2);
    place(&mut game, Kind::E, -1, -1, 2);
    assert_eq!(game.phase, Phase::Spread { tile: 2 });
    let new_field = game.board.piece(2, 1);
    assert_eq!(
        game.legal_actions(),
        vec![Action::Spread(START_CITY), Action::Spread(START_ROAD), Action::Spread(new_field)]
    );
    assert!(game.is_legal(&Action::Spread(new_field)));
    assert!(!game.is_legal(&Action::Spread(COVID_CITY)), "an infected area is no choice");
    assert!(!game.is_legal(&Action::Meeple(None)), "the spread comes before the Meeple");
}

// Example 3a: "Red enlarges an infected field, causing the Covid to spread further. The
// arrows indicate the possible places where the infection can spread." Ruling: "an uninfected
// area that touches an infected area on some tile (road beside field, city beside field ...)".
// The south Field touches only the healthy Road, so it is no choice.
#[test]
fn example_3a_the_choices_are_the_uninfected_areas_touching_an_infected_one() {
    let mut game = game(Variant::Extended, 2);
    place(&mut game, Kind::U, 1, 0, 1);
    assert_eq!(game.legal_actions(), vec![Action::Spread(START_CITY), Action::Spread(START_ROAD)]);
}

// Example 3b: "Red chooses to spread the infection to an uninfected road without any meeples,
// therefore no meeples or figures are required to be tested." The token comes from the supply
// and the turn goes on to the Meeple.
#[test]
fn example_3b_a_spread_onto_an_empty_road_takes_a_token_and_tests_nobody() {
    let mut game = game(Variant::Extended, 2);
    place(&mut game, Kind::U, 1, 0, 1);
    let events = game.apply(&Action::Spread(START_ROAD)).unwrap();
    assert_eq!(spreads(&events), vec![(START_ROAD, None)]);
    assert!(tested(&events).is_empty());
    assert_eq!(game.covid().unwrap().supply, 17);
    assert!(game.infected(COVID_ROAD), "the whole Road is infected");
    assert_eq!(game.phase, Phase::PlaceMeeple { tile: 2 });
}

// Footnote 3: figures enter an infected area by "joining ... where a figure is placed"; the
// ruling: "reached by a spread". The knight in the City the infection spreads to is tested.
#[test]
fn a_spread_onto_an_occupied_area_tests_its_figures() {
    let mut game = game(Variant::Extended, 2);
    meeple(&mut game, 1, 0, START_CITY as u8);
    place(&mut game, Kind::U, 1, 0, 1);
    let events = game.apply(&Action::Spread(START_CITY)).unwrap();
    assert_eq!(tested(&events), vec![(1, START_CITY)]);
}

// Footnote 1: "Placing a tile around an infected Monastery does not enlarge the area of
// infection." A tile beside an infected Cloister is its neighbour but joins only its Field.
#[test]
fn footnote_1_no_spread_from_a_tile_placed_around_an_infected_cloister() {
    let mut game = game(Variant::Base, 2);
    let tile = put(&mut game, Kind::B, 0, 1, 0);
    let cloister = game.board.piece(tile, 0);
    let covid = game.covid.as_mut().unwrap();
    covid.tokens.push(cloister);
    covid.supply -= 1;
    let events = place(&mut game, Kind::B, 1, 1, 0);
    assert_eq!(game.board.areas().area(cloister).neighbours, 2, "the new tile is a neighbour");
    assert!(spreads(&events).is_empty());
    assert!(matches!(game.phase, Phase::PlaceMeeple { .. }), "{:?}", game.phase);
}

// Ruling: "None touching: no spread." Every area on the board is infected, so a tile that
// enlarges them leaves nowhere to spread to and the turn goes on.
#[test]
fn no_spread_when_no_uninfected_area_touches_an_infected_one() {
    let mut game = game(Variant::Extended, 2);
    let covid = game.covid.as_mut().unwrap();
    covid.tokens.extend([START_CITY, START_ROAD, START_SOUTH_FIELD]);
    covid.supply -= 3;
    let events = place(&mut game, Kind::U, 1, 0, 1);
    assert!(spreads(&events).is_empty());
    assert_eq!(game.phase, Phase::PlaceMeeple { tile: 2 });
    assert_eq!(game.covid().unwrap().supply, 15);
}

/// A state of a random extended game where the 20 tokens are down and a spread asks which
/// one moves.
fn waiting_to_move_a_token() -> Carcassonne {
    for seed in 0..200 {
        let mut game = Carcassonne::new(&crate::Options { players: 2, covid: Variant::Extended }, seed).unwrap();
        let mut rng = game_rng(seed);
        while game.phase != Phase::Over {
            if matches!(game.phase, Phase::MoveToken { .. }) {
                return game;
            }
            let legal = game.legal_actions();
            game.apply(&legal[rng.random_range(0..legal.len())]).unwrap();
        }
    }
    panic!("no random game used its 20 tokens");
}

// Seed: "Once the infection tokens run out, the infecting player must use one of the tokens
// already placed, where the disease has since died down"; ruling: "When the 20 tokens are
// used, the player moves one already placed". Rules page: the game does not judge where the
// disease died down: every token on the board is offered and the player chooses.
#[test]
fn once_the_twenty_tokens_are_used_the_player_moves_any_one_already_placed() {
    let mut game = waiting_to_move_a_token();
    let Phase::MoveToken { to, .. } = game.phase else { unreachable!() };
    let placed = tokens(&game).to_vec();
    assert_eq!((placed.len(), game.covid().unwrap().supply), (20, 0));
    let offered: Vec<Action> = placed.iter().map(|&t| Action::MoveToken(t)).collect();
    assert_eq!(game.legal_actions(), offered);
    let from = placed[0];
    let events = game.apply(&Action::MoveToken(from)).unwrap();
    assert_eq!(spreads(&events), vec![(to, Some(from))]);
    assert!(!tokens(&game).contains(&from) && tokens(&game).contains(&to));
    assert_eq!(tokens(&game).len(), 20);
    assert!(game.invariants().is_ok());
}

// Ruling: "an area whose last token leaves is no longer infected".
#[test]
fn an_area_whose_last_token_leaves_is_healthy_again() {
    let mut game = waiting_to_move_a_token();
    let areas = game.board.areas();
    let alone = |t: u16| tokens(&game).iter().filter(|&&o| areas.find(o) == areas.find(t)).count() == 1;
    let from = *tokens(&game).iter().find(|&&t| alone(t)).expect("some area holds one token");
    game.apply(&Action::MoveToken(from)).unwrap();
    assert!(!game.infected(from));
}

/// One more token, from the supply onto `piece`.
pub(super) fn infect(game: &mut Carcassonne, piece: u16) {
    let covid = game.covid.as_mut().unwrap();
    covid.tokens.push(piece);
    covid.supply -= 1;
}

// Seed: "When the infected area is enlarged, the Covid spreads further. The player who
// enlarged the infected area takes an infection token"; ruling: "a tile placement that enlarges
// or joins an infected area makes the placing player put one token". The City tile closes the
// COVID tile's infected City and meets an infected Field east of it: one token, not two.
#[test]
fn one_tile_enlarging_the_infected_city_and_the_infected_field_spreads_one_token() {
    let mut game = game(Variant::Extended, 2);
    let north = put(&mut game, Kind::E, 0, -1, 2);
    let field = game.board.piece(north, 1);
    infect(&mut game, field);
    let mut events = place(&mut game, Kind::E, -1, -1, 2);
    let tile = game.board.tiles().len() - 1;
    let areas = game.board.areas();
    assert_eq!(areas.find(game.board.piece(tile, 0)), areas.find(COVID_CITY), "the infected City grew");
    assert_eq!(areas.find(game.board.piece(tile, 1)), areas.find(field), "the infected Field grew");
    assert_eq!(game.phase, Phase::Spread { tile: tile as u8 });
    let to = game.spread_targets()[0];
    events.extend(game.apply(&Action::Spread(to)).unwrap());
    assert_eq!(spreads(&events).len(), 1, "{events:?}");
    assert_eq!(game.covid().unwrap().supply, 16, "18 after setup, 17 by hand, one spread");
    assert_eq!(game.phase, Phase::PlaceMeeple { tile: tile as u8 });
}

// Ruling: "touches an infected area on some tile (... road ending at a city or cloister ...)":
// a Cloister whose Road joins the infected Road, and a City a Road ends at, are choices.
#[test]
fn a_spread_goes_along_a_road_to_the_cloister_or_the_city_it_ends_at() {
    let mut one = game(Variant::Extended, 2);
    infect(&mut one, START_ROAD);
    let cloister_tile = one.board.tiles().len();
    place(&mut one, Kind::A, 1, 0, 1);
    let cloister = one.board.piece(cloister_tile, 0);
    assert_eq!(one.board.areas().area(cloister).feature, Feature::Cloister);
    assert!(one.legal_actions().contains(&Action::Spread(cloister)), "{:?}", one.legal_actions());
    let mut other = game(Variant::Extended, 2);
    infect(&mut other, START_ROAD);
    place(&mut other, Kind::T, -2, 0, 3);
    let city = other.board.piece(2, 0);
    assert_eq!(other.board.areas().area(city).feature, Feature::City);
    assert!(other.legal_actions().contains(&Action::Spread(city)), "{:?}", other.legal_actions());
}

// Ruling: "One card per figure from the 30-card pile ... An empty pile reshuffles the
// discards." Three figures of three players in the Field the infection reaches turn a card
// each; the pile runs out after the first and is made again from the discards.
#[test]
fn a_spread_onto_several_figures_turns_one_card_each_reshuffling_midway() {
    let mut game = game(Variant::Extended, 3);
    infect(&mut game, START_ROAD);
    let south = put(&mut game, Kind::B, 0, 1, 0);
    meeple(&mut game, 0, 0, START_SOUTH_FIELD as u8);
    meeple(&mut game, 1, 1, 3); // the COVID tile's south Field
    meeple(&mut game, 2, south, 1);
    place(&mut game, Kind::U, 1, 0, 1);
    rig(&mut game, Card::Negative);
    let events = game.apply(&Action::Spread(START_SOUTH_FIELD)).unwrap();
    let mut seats: Vec<usize> = tested(&events).iter().map(|&(seat, _)| seat).collect();
    seats.sort_unstable();
    assert_eq!(seats, vec![0, 1, 2], "one card per figure");
    let covid = game.covid().unwrap();
    assert_eq!((covid.pile.len(), covid.discards.len()), (28, 2), "30 again after the first card, then two turned");
}

// Each target area is drawn as a labelled place to tap, and has the same label in the choices:
// a choice's number is its place among the choices, from 1; none for others.
#[test]
fn each_spread_choice_carries_its_number_counted_from_one_in_the_order_of_the_choices() {
    let game = super::tests_bot::spread_to_choose(1);
    assert_eq!(game.covid_choice_number(&Action::Spread(START_CITY)), Some(1));
    assert_eq!(game.covid_choice_number(&Action::Spread(START_ROAD)), Some(2));
    assert_eq!(game.covid_choice_number(&Action::Meeple(None)), None, "not a choice of the spread");
}
