use super::*;
use lang::Lang;

// Numbers and plurals read right in both languages ("1 casella", "3 caselle").
#[test]
fn numbers_and_plurals_read_right() {
    assert_eq!(count(1, "casella", "caselle"), "1 casella");
    assert_eq!(count(3, "casella", "caselle"), "3 caselle");
    assert_eq!(count(0, "square", "squares"), "0 squares");
    assert_eq!(list(&["Blu".into(), "Rosso".into(), "Verde".into()], Lang::It), "Blu, Rosso e Verde");
    assert_eq!(list(&["Blue".into(), "Red".into()], Lang::En), "Blue and Red");
}

// That both tables have the same keys is the compiler's test: each language implements one
// trait. What the compiler cannot see is an untranslated message.
#[test]
fn the_italian_shell_is_not_the_english_one() {
    let (en, it) = (shell(Lang::En), shell(Lang::It));
    // Italian says "computer" too.
    let loanwords = ["Computer", "computer"];
    let same: Vec<&str> = shell::SAMPLES
        .iter()
        .map(|f| (f(en), f(it)))
        .filter(|(a, b)| a == b && !loanwords.contains(a))
        .map(|(a, _)| a)
        .collect();
    assert!(same.is_empty(), "not translated: {same:?}");
}

// A game for exactly two (Catch Me) says so, not "2 to 2 players".
#[test]
fn a_fixed_number_of_players_reads_as_one_number() {
    for (lang, range, fixed) in
        [(Lang::En, "1 to 3 players", "2 players"), (Lang::It, "Da 1 a 3 giocatori", "2 giocatori")]
    {
        assert_eq!(shell(lang).players_range(1, 3), range);
        assert_eq!(shell(lang).players_range(2, 2), fixed);
    }
}

// No empty or placeholder label, in either language: what the words test and the soak refuse,
// and words they let through.
#[test]
fn an_empty_or_placeholder_label_is_unfit() {
    let placeholders =
        ["", "  ", "Roll {n}", "TODO", "Action::Roll", "Some(3)", "TakeOut(2)", "Move(PieceId { n: 1 })"];
    for words in placeholders {
        assert!(words::unfit(words).is_some(), "{words:?} is a placeholder");
    }
    for words in ["Roll 2d6", "Tira 1d6 (dado)", "3: spread to road, east", "Pass"] {
        assert_eq!(words::unfit(words), None, "{words:?} is a label");
    }
}
