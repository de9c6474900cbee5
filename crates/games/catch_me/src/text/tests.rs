use super::{coordinates, text, CatchMeText};
use crate::board::{BoardName, Kind, Square};
use crate::narrate::narrate;
use crate::setup::MODES;
use crate::state::{Event, Side};
use lang::Lang;
use text::assert_rules_translated;

fn both() -> (&'static dyn CatchMeText, &'static dyn CatchMeText) {
    (text(Lang::En), text(Lang::It))
}

fn italian(events: &[Event]) -> Vec<String> {
    narrate(events, &|_| String::new(), Lang::It)
}

// Ruling: "The hero starts in one corner; the safe zone is the 2 x 2 block in the opposite
// corner": the squares are named as on a chessboard, A1 at the hero's corner.
#[test]
fn squares_are_named_from_the_heros_corner() {
    let board = BoardName::default().board();
    assert_eq!(coordinates(board, board.hero_start), "A1");
    assert_eq!(coordinates(board, Square(0)), "A10");
    assert_eq!(coordinates(board, Square(9)), "J10");
    let safe: Vec<String> = board.all().filter(|&s| board.is_safe(s)).map(|s| coordinates(board, s)).collect();
    assert_eq!(safe, ["I10", "J10", "I9", "J9"]);
}

// Every word in both languages: the rules page's lists match in length and differ.
#[test]
fn the_rules_page_lists_match_in_length_and_are_translated() {
    let (en, it) = both();
    assert_rules_translated(en, it);
    // The rules page speaks in a player's words, not the developers'.
    for t in [en, it] {
        text::assert_rules_in_players_words(t);
    }
    assert_ne!(en.the_modes(), it.the_modes());
}

// Each mode and each kind of square has its own words in both languages.
#[test]
fn every_mode_and_kind_of_square_is_named_in_both_languages() {
    let (en, it) = both();
    assert_ne!(en.portal_to(1, "B2"), it.portal_to(1, "B2"));
    for (_, mode) in MODES {
        assert_ne!(en.mode_words(Some(mode)), it.mode_words(Some(mode)));
    }
    let kinds =
        [Kind::Plain, Kind::Red, Kind::Green, Kind::RollAgain, Kind::Portal { twin: Square(0) }, Kind::SafeZone];
    for kind in kinds {
        assert_ne!(en.kind(kind), it.kind(kind));
        assert_ne!(en.kind_effect(kind), it.kind_effect(kind));
    }
}

// Numbers and plurals read right in both languages: 1 passo, 2 passi; 1 mossa, 2 mosse.
#[test]
fn italian_plurals_read_right() {
    let it = text(Lang::It);
    assert_eq!(it.steps_left(1), "resta 1 passo");
    assert_eq!(it.steps_left(3), "restano 3 passi");
    assert_eq!(it.seen_here(1), "virus visto qui 1 mossa fa");
    assert_eq!(it.seen_ago(2), "2 mosse fa");
    assert_eq!(text(Lang::En).seen_ago(1), "1 move ago");
    assert_eq!(it.prompt_move(Side::Hero, 1), "muovi l'eroe, resta 1 passo");
    assert_eq!(it.prompt_move(Side::Virus, 2), "muovi il virus, restano 2 passi");
}

// The log in Italian: a roll and its move as one line, the hidden virus blurred.
#[test]
fn italian_log_reads_a_roll_and_its_move_as_one_line() {
    let events =
        [Event::Rolled { side: Side::Hero, face: Some(4) }, Event::MoveStarted { mover: Side::Virus, steps: Some(1) }];
    assert_eq!(italian(&events), vec!["L'eroe tira 4: si muove il virus di 1 passo"]);
    let hidden =
        [Event::Rolled { side: Side::Virus, face: None }, Event::MoveStarted { mover: Side::Virus, steps: None }];
    assert_eq!(italian(&hidden), vec!["Il virus tira il dado di nascosto: si muove il virus di nascosto"]);
}

// The end in the game's words, in both languages, naming the winner by role ("The virus
// wins", not "Orange wins"), the person's name beside the role.
#[test]
fn the_end_names_the_winner_by_role() {
    let (en, it) = both();
    assert_eq!(en.outcome(Side::Hero, "Ada"), "The hero (Ada) reaches the safe zone and wins!");
    assert_eq!(en.outcome(Side::Virus, "Dad"), "The virus (Dad) catches the hero and wins!");
    assert_eq!(it.outcome(Side::Hero, "Ada"), "L'eroe (Ada) raggiunge la zona sicura e vince!");
    assert_eq!(it.outcome(Side::Virus, "Rosso"), "Il virus (Rosso) acchiappa l'eroe e vince!");
}

// No counter where it does not apply: the step that ends a move says no "0 steps left"; the
// others say how many are left.
#[test]
fn the_last_step_of_a_move_tells_no_steps_left() {
    let (en, it) = both();
    assert_eq!(en.stepped(Side::Hero, "A1", "A2", false, 0), "Hero steps A1 → A2");
    assert_eq!(en.stepped(Side::Hero, "A1", "A2", false, 2), "Hero steps A1 → A2, 2 steps left");
    assert_eq!(it.stepped(Side::Virus, "C3", "H8", true, 0), "Virus prende il portale C3 → H8");
}

// The rules page states the "roll minus 3" (R3), "no square twice in one turn" for the whole
// turn (R4), the wall only where the virus is in sight (R8), and that rolls of 4-6 are shown
// (R10).
#[test]
fn the_rules_page_states_the_roll_the_turn_and_the_wall() {
    for (t, words) in [
        (text(Lang::En), ["minus 3", "in one turn", "While everyone can see the virus", "4, 5 or 6 moves the hero"]),
        (text(Lang::It), ["meno 3", "nello stesso turno", "Finché tutti vedono il virus", "4, 5 o 6 muove l'eroe"]),
    ] {
        let page = format!("{} {} {}", t.how_to_play_steps().join(" "), t.rulings_list().join(" "), t.the_modes());
        for word in words {
            assert!(page.contains(word), "{word:?} is not on the rules page");
        }
    }
}
