use super::teachers;
use crate::games::registered;
use crate::lang::Lang;
use crate::text::{assert_in_players_words, assert_translated};

#[test]
fn every_game_has_a_quick_card_in_both_languages_with_the_same_parts() {
    for game in registered().iter().map(|g| g.id) {
        let (en, it) = (teachers(Lang::En).cards().of(game).unwrap(), teachers(Lang::It).cards().of(game).unwrap());
        assert_translated(en.turn, it.turn);
        assert_translated(en.rules, it.rules);
        assert_translated(&[en.goal, en.end], &[it.goal, it.end]);
        for lines in [en.turn, it.turn, en.rules, it.rules, &[en.goal, en.end, it.goal, it.end]] {
            assert_in_players_words(lines);
        }
    }
    assert!(teachers(Lang::En).cards().of("chess").is_none());
}

#[test]
fn a_quick_card_stays_short_enough_for_one_printed_page() {
    for game in registered().iter().map(|g| g.id) {
        for lang in Lang::ALL {
            let card = teachers(lang).cards().of(game).unwrap();
            let lines = card.turn.iter().chain(card.rules).chain([&card.goal, &card.end]);
            let words: usize = lines.map(|l| l.split_whitespace().count()).sum();
            assert!(words < 400, "{game} {lang:?}: {words} words");
        }
    }
}

#[test]
fn what_the_app_needs_is_said_in_both_languages() {
    assert_translated(teachers(Lang::En).needs_list(), teachers(Lang::It).needs_list());
}
