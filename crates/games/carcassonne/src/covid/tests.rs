//! The expansion's setup, its saves and its invariants over random games (the expansion's rules,
//! "COVID-19 (Fan Expansion)"; docs/games/carcassonne.md R11-R21). The spread is in
//! tests_spread.rs, the tests of figures in tests_testing.rs.

use super::*;
use crate::state::{Action, Event, Options, Phase};
use crate::tiles::Kind;
use engine::harness::check_random_games;
use engine::Game;

/// The start tile's pieces (D: City north, Road east-west, a Field each side of the Road).
pub(super) const START_CITY: u16 = 0;
pub(super) const START_ROAD: u16 = 1;
pub(super) const START_NORTH_FIELD: u16 = 2;
pub(super) const START_SOUTH_FIELD: u16 = 3;
/// The extended variant's COVID tile, west of the start tile: the second tile placed.
pub(super) const COVID_CITY: u16 = 4;
pub(super) const COVID_ROAD: u16 = 5;
pub(super) const COVID_FIELD: u16 = 6;

pub(super) fn game(variant: Variant, players: usize) -> Carcassonne {
    Carcassonne::new(&Options { players, covid: variant }, 1).unwrap()
}

/// The next card turned will be `card`: it is the pile's only one, the other 29 discarded.
pub(super) fn rig(game: &mut Carcassonne, card: Card) {
    let covid = game.covid.as_mut().unwrap();
    let mut all: Vec<Card> = CARDS.iter().flat_map(|&(c, n)| std::iter::repeat_n(c, n)).collect();
    let at = all.iter().position(|&c| c == card).unwrap();
    covid.pile = vec![all.remove(at)];
    covid.discards = all;
}

/// The current player draws `kind` (the tile drawn goes back to the stack) and places it (it
/// must be legal); returns the events.
pub(super) fn place(game: &mut Carcassonne, kind: Kind, x: i8, y: i8, rotation: u8) -> Vec<Event> {
    if let Phase::PlaceTile { tile } = game.phase {
        game.stack.push(tile);
    }
    let at = game.stack.iter().position(|&k| k == kind).expect("the tile is in the stack");
    game.stack.swap_remove(at);
    game.phase = Phase::PlaceTile { tile: kind };
    game.apply(&Action::Place { x, y, rotation }).unwrap()
}

pub(super) fn tokens(game: &Carcassonne) -> &[u16] {
    &game.covid().unwrap().tokens
}

// The expansion is off by default, and saves without it load with it off.
#[test]
fn the_expansion_is_off_unless_chosen_and_old_saves_read_as_off() {
    assert_eq!(Options::default(), Options { players: 2, covid: Variant::Off });
    let old: Options = serde_json::from_str(r#"{"players":3}"#).unwrap();
    assert_eq!(old, Options::players(3));
    assert_eq!(serde_json::to_string(&Options::players(3)).unwrap(), r#"{"players":3}"#);
    let base_game = game(Variant::Off, 2);
    assert!(base_game.covid().is_none());
    let text = serde_json::to_string(&base_game).unwrap();
    assert!(!text.contains("covid"), "a base game saves as before: {text}");
    assert_eq!(serde_json::from_str::<Carcassonne>(&text).unwrap(), base_game);
}

// Seed, "Contents": "20 infection tokens", "30 testing cards 20 for negative result, 9 for
// positive result and 1 for death"; ruling: "One card per figure from the 30-card pile".
#[test]
fn the_expansion_brings_twenty_tokens_and_thirty_cards() {
    let covid = game(Variant::Base, 3).covid.unwrap();
    assert_eq!((covid.tokens.len(), covid.supply), (0, 20));
    let count = |card| covid.pile.iter().filter(|&&c| c == card).count();
    assert_eq!((count(Card::Negative), count(Card::Positive), count(Card::Death)), (20, 9, 1));
    assert!(covid.discards.is_empty());
    assert_eq!(covid.dead, vec![0; 3]);
}

// Seed, "Base rules": "Shuffle the new landscape tile in with those from the base game";
// ruling: "Base variant: the COVID tile is shuffled into the stack."
#[test]
fn base_variant_shuffles_the_covid_tile_into_the_stack() {
    let game = game(Variant::Base, 2);
    let drawn = match game.phase {
        Phase::PlaceTile { tile } => tile,
        other => panic!("{other:?}"),
    };
    let covid_tiles = game.stack.iter().chain([&drawn]).filter(|&&k| k == Kind::Covid).count();
    assert_eq!(covid_tiles, 1);
    assert_eq!(game.stack.len(), 71, "72 + the COVID tile, less the start tile and the one drawn");
    assert_eq!(game.board.tiles().len(), 1);
}

// Ruling: "one more tile, drawn like the start tile (a city on one edge and a straight road
// across), with the virus symbol on its city and on the field between city and road".
#[test]
fn the_covid_tile_is_drawn_like_the_start_tile_with_the_symbol_on_city_and_field() {
    let (covid, start) = (Kind::Covid.info(), Kind::START.info());
    assert_eq!(covid.edges, start.edges);
    assert_eq!(covid.touches, start.touches);
    let [city, field] = SYMBOL_SEGMENTS.map(|s| &covid.segments[s as usize]);
    assert_eq!(city.feature, crate::Feature::City);
    assert_eq!(field.feature, crate::Feature::Field);
    assert!(covid.touch(SYMBOL_SEGMENTS[1], 1), "the field lies between the city and the road");
}

// Seed, "Extended rules variant": "Place the COVID-19 tile next to the starting tile(s) at the
// beginning of the game and place two infection tokens to features marked by COVID-19
// symbol, first to the city and second to the field." Example 1: "the top field on the
// starting tile and the city on the COVID-19 tile are now infected."
#[test]
fn extended_variant_places_the_covid_tile_west_of_the_start_tile_infected() {
    let game = game(Variant::Extended, 2);
    let placed = game.board.tiles()[1];
    assert_eq!((placed.kind, placed.x, placed.y, placed.rotation), (Kind::Covid, -1, 0, 0));
    assert_eq!(tokens(&game), [COVID_CITY, COVID_FIELD], "the city first, then the field");
    assert_eq!(game.covid().unwrap().supply, 18);
    assert!(game.infected(START_NORTH_FIELD) && game.infected(COVID_CITY));
    for healthy in [START_CITY, START_ROAD, COVID_ROAD, START_SOUTH_FIELD] {
        assert!(!game.infected(healthy), "piece {healthy}");
    }
    assert_eq!(game.stack.len(), 70, "the COVID tile is not in the stack");
}

// Seed, "Placing COVID-19 tile": "After placing the tile with the COVID-19 symbol ... the city
// and the field are infected with Covid, player place there infection tokens."
#[test]
fn placing_the_covid_tile_infects_its_city_then_its_field() {
    let mut game = game(Variant::Base, 2);
    let events = place(&mut game, Kind::Covid, 1, 0, 0);
    let infected: Vec<u16> = events
        .iter()
        .filter_map(|e| match e {
            Event::Infected { piece, from: None, .. } => Some(*piece),
            _ => None,
        })
        .collect();
    let (city, field) = (game.board.piece(1, 0), game.board.piece(1, 2));
    assert_eq!(infected, vec![city, field]);
    assert_eq!(tokens(&game), [city, field]);
    assert!(matches!(game.phase, Phase::PlaceMeeple { .. }), "no spread: {:?}", game.phase);
}

// Tokens on the board + supply = 20 (R11, R18); cards in pile + discards = 30 (R11, R20); each
// player's figures in supply + on board + dead = 7 (R2): kept by random games with either
// variant, which also round-trip through serde and replay from their records.
#[test]
fn random_games_with_the_expansion_keep_the_invariants() {
    for covid in [Variant::Base, Variant::Extended] {
        for players in 2..=5 {
            let actions = check_random_games::<Carcassonne>(&Options { players, covid }, 0..6, 1500);
            assert!(actions > 6 * 72, "{covid:?}, {players} players: only {actions} actions");
        }
    }
}

// The three invariants fail on a state that breaks them (a save edited by hand).
#[test]
fn a_state_whose_tokens_cards_or_figures_do_not_add_up_breaks_the_invariants() {
    let game = game(Variant::Extended, 2);
    assert!(game.invariants().is_ok());
    let mut broken = vec![];
    let mut edit = |f: &dyn Fn(&mut Covid)| {
        let mut g = game.clone();
        f(g.covid.as_mut().unwrap());
        broken.push(g);
    };
    edit(&|c| c.supply = 20);
    edit(&|c| c.tokens[0] = 9999);
    edit(&|c| c.tokens[1] = c.tokens[0]);
    edit(&|c| c.pile[0] = Card::Death);
    edit(&|c| c.pile.truncate(29));
    edit(&|c| c.dead[0] = 1);
    edit(&|c| c.dead.push(0));
    for (i, g) in broken.iter().enumerate() {
        assert!(g.invariants().is_err(), "edit {i} passed");
    }
}

// Rules version 3 (R17: a completed feature is never a spread target); a save of version 2
// opens from its snapshot and plays on, even one waiting for a spread whose only targets
// were completed features: that spread is finished as it was begun.
#[test]
fn a_save_made_before_rules_version_3_opens_from_its_snapshot() {
    use crate::tests::put;
    use engine::Session;
    use table::old_saves::open_under_older_rules;
    assert_eq!(Carcassonne::RULES_VERSION, 3);
    let mut session = Session::<Carcassonne>::new(Options { players: 2, covid: Variant::Extended }, 3).unwrap();
    for _ in 0..6 {
        let first = session.state().legal_actions()[0].clone();
        session.apply(first).unwrap();
    }
    let mut opened = open_under_older_rules(&session, |_| ());
    assert_eq!(opened.state(), session.state());
    let next = opened.state().legal_actions()[0].clone();
    assert!(opened.apply(next).is_ok());

    let mut old = game(Variant::Extended, 2);
    put(&mut old, Kind::E, 0, -1, 2);
    let laid = old.stack.iter().position(|&k| k == Kind::E).unwrap();
    old.stack.swap_remove(laid);
    let covid = old.covid.as_mut().unwrap();
    covid.tokens.extend([START_ROAD, START_SOUTH_FIELD]);
    covid.supply -= 2;
    place(&mut old, Kind::U, 1, 0, 1);
    assert!(matches!(old.phase, Phase::PlaceMeeple { .. }), "these rules: nowhere to spread");
    old.phase = Phase::Spread { tile: 3 };
    let options = Options { players: 2, covid: Variant::Extended };
    let mut opened = open_under_older_rules(&Session::from_snapshot(options, 1, old), |_| ());
    assert_eq!(opened.state().legal_actions(), vec![Action::Spread(START_CITY)]);
    assert!(opened.apply(Action::Spread(START_CITY)).is_ok());
}
