use super::covid_text;
use crate::games::carcassonne::{Card, Feature, Variant};
use crate::text::Lang;

// The issue: "both languages": every word of the expansion is said in each, differently.
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

// The issue: "each test ... with its result in the log (narrate.rs)", and the spread too.
#[test]
fn the_log_tells_each_infection_and_each_test_result() {
    use crate::games::carcassonne::narrate::narrate;
    use crate::games::carcassonne::text::text;
    use crate::games::carcassonne::Event;
    let events = [
        Event::Infected { seat: 0, piece: 1, feature: Feature::Road, from: None },
        Event::Infected { seat: 0, piece: 0, feature: Feature::City, from: Some(4) },
        Event::Tested { seat: 1, piece: 0, card: Card::Negative },
        Event::Tested { seat: 1, piece: 2, card: Card::Positive },
        Event::Tested { seat: 0, piece: 3, card: Card::Death },
    ];
    let name = |s: usize| ["Red", "Blue"][s].to_string();
    assert_eq!(
        narrate(&events, name, text(Lang::En)),
        vec![
            "Red infects a road",
            "Red moves an infection token to a city",
            "Blue's meeple tests negative and stays",
            "Blue's meeple tests positive and goes home",
            "Red's meeple draws Death and leaves the game",
        ]
    );
    let nome = |s: usize| ["Rosso", "Blu"][s].to_string();
    let lines = narrate(&events, nome, text(Lang::It));
    assert_eq!(lines[0], "Rosso infetta: strada");
    assert_eq!(lines[4], "Il seguace di Rosso pesca Morte ed esce dal gioco");
}
