use super::{text, VaccineRaceText};
use crate::narrate::narrate;
use crate::squares::{square, Dice, NAMED_SQUARES};
use crate::{Event, RollFor};
use lang::Lang;
use text::assert_rules_translated;

fn both() -> (&'static dyn VaccineRaceText, &'static dyn VaccineRaceText) {
    (text(Lang::En), text(Lang::It))
}

fn colore(seat: usize) -> String {
    ["Blu", "Rosso", "Giallo"][seat].to_string()
}

fn italian(events: &[Event]) -> Vec<String> {
    narrate(events, &colore, Lang::It)
}

// Every word the app shows exists in both languages, the squares' titles and stories too.
#[test]
fn every_named_square_has_its_own_italian_title_and_story() {
    let (en, it) = both();
    for s in &NAMED_SQUARES {
        let (en_title, en_story) = en.square_words(s.number).expect("English words");
        let (it_title, it_story) = it.square_words(s.number).unwrap_or_else(|| panic!("no Italian for {}", s.number));
        assert_ne!(it_title, en_title, "square {} title", s.number);
        assert_ne!(it_story, en_story, "square {} story", s.number);
        assert!(!it_title.is_empty() && !it_story.is_empty(), "square {}", s.number);
    }
}

// The Italian table names exactly the squares the original rules name, no more.
#[test]
fn italian_square_words_exist_only_for_named_squares() {
    let it = text(Lang::It);
    for n in 0..=98 {
        assert_eq!(it.square_words(n).is_some(), square(n).is_some(), "square {n}");
    }
}

// The rules page with its rulings, in both languages.
#[test]
fn the_rules_page_lists_match_in_length_and_are_translated() {
    let (en, it) = both();
    assert_rules_translated(en, it);
    // The rules page speaks in a player's words, not the developers'.
    for t in [en, it] {
        text::assert_rules_in_players_words(t);
    }
    assert_ne!(en.squares_heads(), it.squares_heads());
}

// Log lines in Italian: a roll and its move read as one line.
#[test]
fn italian_log_reads_a_roll_and_its_move_as_one_line() {
    let events = [
        Event::Rolled { seat: 0, dice: Dice::TwoD4, faces: vec![2, 3], roll_for: RollFor::Moving },
        Event::Moved { seat: 0, from: 18, to: 21 },
    ];
    assert_eq!(italian(&events), vec!["Blu tira 2d4 = 5 e avanza: 18 → 21 (Fondi extra)"]);
}

// A roll too low to leave a gate (R5) says why, in Italian.
#[test]
fn italian_log_says_why_a_roll_is_held() {
    let events = [
        Event::Rolled { seat: 1, dice: Dice::OneD6, faces: vec![3], roll_for: RollFor::Moving },
        Event::Held { seat: 1, square: 83, needed: 5 },
        Event::TurnSkipped { seat: 0 },
    ];
    assert_eq!(
        italian(&events),
        vec![
            "Rosso tira 1d6 = 3: per lasciare la casella 83 (Malattia sconosciuta!) serve almeno 5",
            "Blu salta questo turno",
        ]
    );
}

// A skipped turn names its square in one pair of brackets, in Italian too.
#[test]
fn italian_log_names_the_square_of_a_skip() {
    let title = text(Lang::It).square_words(19).unwrap().0;
    let events = [Event::MustSkipNextTurn { seat: 0, square: 19 }];
    assert_eq!(italian(&events), vec![format!("Blu salta il prossimo turno (casella 19, {title})")]);
}

// Numbers and plurals read right in both languages: one player "torna" 1 "casella".
#[test]
fn italian_company_event_lost_by_one_player_is_singular() {
    let events = [
        Event::Rolled { seat: 0, dice: Dice::OneD6, faces: vec![1], roll_for: RollFor::CompanyEvent },
        Event::Rolled { seat: 1, dice: Dice::OneD6, faces: vec![4], roll_for: RollFor::CompanyEvent },
        Event::CompanyEventLost { seats: vec![0], lowest: 1 },
        Event::SentBack { seat: 0, from: 66, to: 65 },
    ];
    assert_eq!(
        italian(&events),
        vec![
            "Blu tira 1d6 = 1 nella sfida tra le aziende",
            "Rosso tira 1d6 = 4 nella sfida tra le aziende",
            "Il numero più basso è 1: Blu torna indietro di 1 casella",
            "Blu torna indietro: 66 → 65",
        ]
    );
}

// Numbers and plurals read right in both languages: two players "tornano" 3 "caselle".
#[test]
fn italian_company_event_lost_by_two_players_is_plural() {
    let events = [Event::CompanyEventLost { seats: vec![0, 2], lowest: 3 }];
    assert_eq!(italian(&events), vec!["Il numero più basso è 3: Blu e Giallo tornano indietro di 3 caselle"]);
}

// The win, in Italian.
#[test]
fn italian_log_announces_the_win() {
    let events = [
        Event::Rolled { seat: 2, dice: Dice::TwoD4, faces: vec![4, 4], roll_for: RollFor::Moving },
        Event::Moved { seat: 2, from: 95, to: 98 },
        Event::Won { seat: 2 },
    ];
    assert_eq!(
        italian(&events),
        vec!["Giallo tira 2d4 = 8 e avanza: 95 → 98 (Vaccino prodotto!)", "Giallo produce il vaccino e vince!"]
    );
}

// Dice labels stay "1d6", "2d4"; the die's accessible name reads in Italian.
#[test]
fn italian_dice_keep_their_labels_and_name_the_die() {
    let it = text(Lang::It);
    assert_eq!(it.roll(Dice::TwoD4), "Tira 2d4");
    assert_eq!(it.die(6, 4), "dado a 6 facce: 4");
}
