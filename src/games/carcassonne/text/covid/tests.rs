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
