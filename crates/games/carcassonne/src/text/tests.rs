use super::{text, CarcassonneText};
use crate::narrate::narrate;
use crate::{Event, Feature, Kind};
use lang::Lang;
use text::assert_rules_translated;

fn both() -> (&'static dyn CarcassonneText, &'static dyn CarcassonneText) {
    (text(Lang::En), text(Lang::It))
}

fn colour(seat: usize) -> String {
    ["Red", "Blue", "Green"][seat].to_string()
}

fn colore(seat: usize) -> String {
    ["Rosso", "Blu", "Verde"][seat].to_string()
}

const FEATURES: [Feature; 4] = [Feature::Road, Feature::City, Feature::Cloister, Feature::Field];

// Scores are called out when a feature completes ("Red scores 8 for a city"), and the log says
// which feature scored and who shared it (R7).
#[test]
fn the_log_says_who_scored_how_much_for_which_feature() {
    let events = [
        Event::Placed { seat: 0, tile: Kind::E, x: 0, y: -1, rotation: 2 },
        Event::Scored { feature: Feature::City, area: 0, seats: vec![0], points: 8 },
        Event::Scored { feature: Feature::Road, area: 1, seats: vec![0, 1], points: 1 },
    ];
    assert_eq!(
        narrate(&events, &colour, Lang::En),
        vec![
            "Red places a tile",
            "Red scores 8 points for a city",
            "Red and Blue score 1 point each for a shared road"
        ]
    );
    assert_eq!(
        narrate(&events, &colore, Lang::It),
        vec![
            "Rosso mette una tessera",
            "Rosso fa 8 punti per una città",
            "Rosso e Blu fanno 1 punto a testa per una strada"
        ]
    );
}

// R8: "A tile that fits nowhere is set aside", and the page says so; the final scoring is
// announced before the points it gives.
#[test]
fn the_log_announces_a_tile_set_aside_and_the_final_scoring() {
    let events = [
        Event::SetAside { tile: Kind::C },
        Event::FinalScoring,
        Event::Scored { feature: Feature::Field, area: 3, seats: vec![2], points: 6 },
        Event::GameOver { scores: vec![0, 0, 6] },
    ];
    let lines = narrate(&events, &colore, Lang::It);
    assert_eq!(lines.len(), 3);
    assert!(lines[0].contains("da parte"));
    assert_eq!(lines[2], "Verde fa 6 punti per un prato");
}

// Choosing no Meeple says so, in both languages, so that "Last move" is never blank after a
// turn without one.
#[test]
fn the_log_says_when_a_player_places_no_meeple() {
    use crate::{Action, Carcassonne, Options};
    use engine::Game;
    let mut game = Carcassonne::new(&Options::players(2), 1).unwrap();
    while !game.legal_actions().contains(&Action::Meeple(None)) {
        let first = game.legal_actions()[0].clone();
        game.apply(&first).unwrap();
    }
    let events = game.apply(&Action::Meeple(None)).unwrap();
    assert_eq!(narrate(&events, &colour, Lang::En)[0], "Red places no meeple");
    assert_eq!(narrate(&events, &colore, Lang::It)[0], "Rosso non mette nessun seguace");
}

// Every feature has its own word in each language, singular and plural.
#[test]
fn every_feature_has_its_own_words_in_both_languages() {
    let (en, it) = both();
    for f in FEATURES {
        assert_ne!(en.feature(f), it.feature(f), "{f:?}");
        assert_ne!(en.features(f), it.features(f), "{f:?}");
        assert_ne!(en.meeple_placed("A", f), it.meeple_placed("A", f));
    }
    let words: std::collections::HashSet<_> = FEATURES.iter().map(|&f| it.feature(f)).collect();
    assert_eq!(words.len(), 4);
}

// Numbers and plurals read right in both languages.
#[test]
fn tiles_left_and_set_aside_agree_with_their_number() {
    let (en, it) = both();
    assert_eq!(en.tiles_left(1), "1 tile left");
    assert_eq!(en.tiles_left(5), "5 tiles left");
    assert_eq!(it.tiles_left(1), "Resta 1 tessera");
    assert_eq!(it.tiles_left(5), "Restano 5 tessere");
    assert!(it.set_aside(1).starts_with("1 tessera messa"));
    assert!(it.set_aside(2).starts_with("2 tessere messe"));
    assert_eq!(en.seat_summary(1, 1), "1 point, 1 meeple left");
    assert_eq!(en.seat_summary(12, 5), "12 points, 5 meeples left");
    assert_eq!(it.seat_summary(1, 1), "1 punto, 1 seguace rimasto");
    assert_eq!(it.seat_summary(0, 7), "0 punti, 7 seguaci rimasti");
}

// The rules page states the rulings, in both languages, one for one.
#[test]
fn the_rules_page_lists_match_in_length_and_are_translated() {
    let (en, it) = both();
    assert_rules_translated(en, it);
    // The rulings are in a player's words.
    for t in [en, it] {
        text::assert_rules_in_players_words(t);
        text::assert_in_players_words(super::covid::covid_text(t.lang()).rules_list());
    }
    assert_ne!(en.if_it_ended_now(), it.if_it_ended_now());
}

// No columns are drawn on the board, so places are said as the board shows them: a spot or
// a tile is told by its way from the tile placed last (the start tile while it is alone), one
// neighbour's direction or so many tiles north or south and east or west.
#[test]
fn places_are_told_from_the_last_tile_not_by_column_and_row() {
    use super::{off_last, on_tile, way_from_last, Towards};
    let game = crate::tests::table(2);
    assert_eq!(way_from_last(&game, 0, 0), vec![]);
    assert_eq!(way_from_last(&game, 1, 1), vec![(1, Towards::SouthEast)]);
    assert_eq!(way_from_last(&game, 2, -1), vec![(1, Towards::North), (2, Towards::East)]);
    assert_eq!(way_from_last(&game, -3, 0), vec![(3, Towards::West)]);
    let (en, it) = both();
    assert_eq!(en.free_spot(&off_last(en, &game, 0, -1)), "Free spot north of the start tile");
    assert_eq!(it.free_spot(&off_last(it, &game, 0, -1)), "Posto libero a nord della tessera di partenza");
    let far = [(1, Towards::North), (2, Towards::East)];
    assert_eq!(en.free_spot(&en.off_last(&far, false)), "Free spot 1 north and 2 east of the last tile");
    assert_eq!(it.free_spot(&it.off_last(&far, false)), "Posto libero 1 a nord e 2 a est dell'ultima tessera");
    assert_eq!(en.on_tile(&[], false), "on the last tile");
    assert_eq!(en.on_tile(&[(1, Towards::West)], false), "on the tile west of the last tile");
    assert_eq!(it.on_tile(&[], false), "sull'ultima tessera");
    assert_eq!(it.on_tile(&[(1, Towards::West)], false), "sulla tessera a ovest dell'ultima tessera");
    assert_eq!(on_tile(en, &game, 0, 0), "on the start tile");
    for t in [en, it] {
        let words = [t.free_spot(&t.off_last(&far, false)), t.preview(&t.off_last(&far, true), 2)];
        assert!(words.iter().all(|w| !w.contains("column") && !w.contains("colonna")), "{words:?}");
    }
}

// The extended rules' COVID tile is laid at setup and not marked as the last tile, so "2 east of
// the last tile" would point at nothing the board shows: until someone places a tile, spots are
// told from the start tile.
#[test]
fn before_the_first_placement_spots_are_told_from_the_start_tile_beside_the_covid_tile() {
    use super::off_last;
    use crate::{Carcassonne, Options, Variant};
    use engine::Game;
    let game = Carcassonne::new(&Options { players: 2, covid: Variant::Extended }, 1).unwrap();
    let (en, it) = both();
    assert_eq!(en.free_spot(&off_last(en, &game, 1, 0)), "Free spot east of the start tile");
    assert_eq!(it.free_spot(&off_last(it, &game, -2, 0)), "Posto libero 2 a ovest della tessera di partenza");
}
