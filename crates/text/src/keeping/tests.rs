use super::{keeping, SAMPLES};
use crate::assert_in_players_words;
use lang::Lang;

// Every message in both languages; the compiler checks the keys, this the words.
#[test]
fn the_italian_words_of_keeping_games_are_not_the_english_ones() {
    let (en, it) = (keeping(Lang::En), keeping(Lang::It));
    for sample in SAMPLES {
        assert_ne!(sample(en), sample(it));
        assert_in_players_words(&[sample(en), sample(it)]);
    }
    assert_ne!(en.make_room(2), it.make_room(2));
    assert_ne!(en.waiting_elsewhere("Luca"), it.waiting_elsewhere("Luca"));
}

// Unreadable saves are named by game and date, not by their storage keys, with what of them is
// readable.
#[test]
fn an_unreadable_save_is_named_by_its_game_and_date_not_its_key() {
    let t = keeping(Lang::En);
    assert_eq!(t.unreadable(Some("Lab Race"), Some("3/1/2025")), "A game of Lab Race saved 3/1/2025 cannot be opened");
    assert_eq!(t.unreadable(Some("Lab Race"), None), "A saved game of Lab Race cannot be opened");
    assert_eq!(t.unreadable(None, None), "A saved game cannot be opened");
    assert_eq!(
        keeping(Lang::It).unreadable(None, Some("1/3/2025")),
        "Una partita salvata il 1/3/2025 non si può aprire"
    );
}

// "Numbers and plurals read right in both".
#[test]
fn the_finished_games_to_remove_are_counted_in_words() {
    assert_eq!(keeping(Lang::En).make_room(1), "Make room: remove 1 finished game");
    assert_eq!(keeping(Lang::It).make_room(3), "Fai spazio: elimina 3 partite finite");
}
