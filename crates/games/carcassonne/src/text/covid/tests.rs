use super::covid_text;
use crate::{Card, Feature, Variant};
use lang::Lang;

// Both languages: every word of the expansion is said in each, differently.
#[test]
fn the_expansions_words_are_translated_one_for_one() {
    let (en, it) = (covid_text(Lang::En), covid_text(Lang::It));
    for v in [None, Some(Variant::Off), Some(Variant::Base), Some(Variant::Extended)] {
        assert_ne!(en.option(v), it.option(v), "{v:?}");
    }
    for c in [Card::Negative, Card::Positive, Card::Death] {
        assert_ne!(en.card(c), it.card(c));
        assert_ne!(en.tested("A", c), it.tested("A", c));
    }
    assert_eq!(en.rules_list().len(), it.rules_list().len());
    for (e, i) in en.rules_list().iter().zip(it.rules_list()) {
        assert_ne!(e, i);
    }
    assert_ne!(en.token_put("A", Feature::Road, true), it.token_put("A", Feature::Road, true));
}

// "Numbers/plurals right" (the brief).
#[test]
fn the_counts_agree_with_their_number() {
    let (en, it) = (covid_text(Lang::En), covid_text(Lang::It));
    assert_eq!(en.supplies(1, 1, 0), "1 infection token left; 1 testing card in the pile, 0 turned");
    assert_eq!(en.dead(2), "2 meeples lost to the virus");
    assert_eq!(it.dead(1), "1 seguace perso per il virus");
    assert_eq!(it.supplies(2, 30, 0), "2 gettoni infezione rimasti; 30 carte test nel mazzo, 0 già girate");
}

// Each test is in the log with its result (narrate.rs), and the spread too.
#[test]
fn the_log_tells_each_infection_and_each_test_result() {
    use crate::narrate::narrate;
    use crate::Event;
    let events = [
        Event::Infected { seat: 0, piece: 1, feature: Feature::Road, from: None },
        Event::Infected { seat: 0, piece: 0, feature: Feature::City, from: Some(4) },
        Event::Tested { seat: 1, piece: 0, card: Card::Negative },
        Event::Tested { seat: 1, piece: 2, card: Card::Positive },
        Event::Tested { seat: 0, piece: 3, card: Card::Death },
    ];
    let name = |s: usize| ["Red", "Blue"][s].to_string();
    assert_eq!(
        narrate(&events, &name, Lang::En),
        vec![
            "Red infects a road",
            "Red moves an infection token to a city",
            "Blue's meeple tests negative and stays",
            "Blue's meeple tests positive and goes home",
            "Red's meeple draws Death and leaves the game",
        ]
    );
    let nome = |s: usize| ["Rosso", "Blu"][s].to_string();
    let lines = narrate(&events, &nome, Lang::It);
    assert_eq!(lines[0], "Rosso infetta: strada");
    assert_eq!(lines[4], "Il seguace di Rosso pesca Morte ed esce dal gioco");
}

// The rules page states the expansion's rulings: no spread without an uninfected neighbour
// (R16), what "touches" means (R15), one card per figure (R19), how to spread by tapping;
// footnote 2 (no completed feature, R17) and the seed's "where the disease has since died down"
// (any placed token, R18), in both languages.
#[test]
fn the_rules_page_says_how_the_infection_spreads_and_which_token_moves() {
    let (en, it) = (covid_text(Lang::En), covid_text(Lang::It));
    let says = |list: &[&str], words: &str| list.iter().any(|l| l.contains(words));
    for words in [
        "the infection does not spread",
        "\"Touches\" means on one tile",
        "Each meeple turns its own card",
        "tap one of the areas ringed on the board",
        "A completed feature",
        "any token on the board may be chosen",
        "one per tile",
    ] {
        assert!(says(en.rules_list(), words), "{words}");
    }
    for parole in [
        "l'infezione non si diffonde",
        "\"Tocca\" vuol dire sulla stessa tessera",
        "Ogni seguace gira la sua carta",
        "tocca una delle zone cerchiate",
        "Una zona completata",
        "qualsiasi gettone sul tabellone",
        "uno per tessera",
    ] {
        assert!(says(it.rules_list(), parole), "{parole}");
    }
}

// The Extended variant's opening infection (R12) is in the log: the first placement's step
// tells it first, in both languages.
#[test]
fn the_extended_variants_opening_infection_is_told_in_the_log() {
    use crate::narrate::narrate;
    use crate::{Action, Carcassonne, Event, Options};
    use engine::Game;
    let mut game = Carcassonne::new(&Options { players: 2, covid: Variant::Extended }, 1).unwrap();
    let first: Action = game.legal_actions()[0].clone();
    let events = game.apply(&first).unwrap();
    assert_eq!(events[0], Event::CovidTileSetUp { pieces: [4, 6] });
    let name = |s: usize| ["Red", "Blue"][s].to_string();
    let lines = narrate(&events, &name, Lang::En);
    assert_eq!(lines[0], "The COVID tile lies west of the start tile: its city and its field are infected");
    assert_eq!(lines[1], "Red places a tile");
    let nome = |s: usize| ["Rosso", "Blu"][s].to_string();
    assert!(narrate(&events, &nome, Lang::It)[0].starts_with("La tessera COVID è a ovest"));
    let second = game.legal_actions()[0].clone();
    assert!(!game.apply(&second).unwrap().iter().any(|e| matches!(e, Event::CovidTileSetUp { .. })), "told once");
    let mut base = Carcassonne::new(&Options { players: 2, covid: Variant::Base }, 1).unwrap();
    let first = base.legal_actions()[0].clone();
    assert!(!base.apply(&first).unwrap().iter().any(|e| matches!(e, Event::CovidTileSetUp { .. })));
}
