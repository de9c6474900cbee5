//! The app's two languages. Every message is a method of a trait (the shell's in `shell`, each
//! game's in its own `text` folder) implemented once per language, in one file per language:
//! the compiler refuses a build where a language misses a message or takes other arguments.
//! Uses `lang` and `engine`. Its modules: `coach`, `keeping`, `shell`, `travel` use none of the
//! others; `teachers` uses `coach`; `words` (a game's words) uses `shell` and `teachers`.

pub mod coach;
pub mod keeping;
pub mod shell;
pub mod teachers;
pub mod travel;
pub mod words;

pub use shell::{shell, ShellText};
pub use words::GameWords;

use lang::Lang;

/// The words every game's rules page opens with (`ui::rules_page`); each game's text table
/// has them, in both languages.
pub trait RulesText {
    fn title(&self) -> &'static str;
    fn rules_intro(&self) -> &'static str;
    /// The heading of the steps of a turn, and the steps.
    fn how_to_play(&self) -> &'static str;
    fn how_to_play_steps(&self) -> &'static [&'static str];
    /// The heading of the rules as this app plays them where the printed rules leave a question
    /// open ("How this app plays the unclear cases"), and those rules, in a player's words.
    fn rulings(&self) -> &'static str;
    fn rulings_list(&self) -> &'static [&'static str];
}

/// The check every game's text tests make of its rules page: the same number of steps and of
/// rulings in both languages, each translated (not left in English), and the introduction too.
#[cfg(any(test, feature = "testing"))]
pub fn assert_rules_translated(en: &dyn RulesText, it: &dyn RulesText) {
    assert_translated(en.how_to_play_steps(), it.how_to_play_steps());
    assert_translated(en.rulings_list(), it.rulings_list());
    assert_ne!(en.rules_intro(), it.rules_intro());
    assert_ne!(en.title(), "", "a rules page has a title");
}

/// Lines a player reads, in a player's words: none of the words the developers use
/// for the rules they follow (a seed, a ruling, the engine, an issue) nor a "we" behind them.
#[cfg(any(test, feature = "testing"))]
pub fn assert_in_players_words(lines: &[&str]) {
    const DEVELOPERS: [&str; 17] = [
        "seed", "ruling", "rulings", "engine", "issue", "we", "our", "ours", "us", "product", "seme", "motore", "noi",
        "nostro", "nostra", "nostri", "nostre",
    ];
    for line in lines {
        let words = line.split(|c: char| !c.is_alphanumeric()).map(str::to_lowercase);
        let found: Vec<String> = words.filter(|w| DEVELOPERS.contains(&w.as_str())).collect();
        assert!(found.is_empty(), "{found:?} in {line:?}");
    }
}

/// The rules page's own lines in a player's words: heading, introduction, steps and rulings.
#[cfg(any(test, feature = "testing"))]
pub fn assert_rules_in_players_words(t: &dyn RulesText) {
    assert_in_players_words(&[t.title(), t.rules_intro(), t.how_to_play(), t.rulings()]);
    assert_in_players_words(t.how_to_play_steps());
    assert_in_players_words(t.rulings_list());
}

/// Two lists of lines, one per language: as many, each Italian line given and unlike its English.
#[cfg(any(test, feature = "testing"))]
pub fn assert_translated(en: &[&str], it: &[&str]) {
    assert_eq!(en.len(), it.len(), "{en:?} / {it:?}");
    for (e, i) in en.iter().zip(it) {
        assert!(!i.is_empty() && e != i, "not translated: {e:?}");
    }
}

/// "1 square", "3 squares": both languages make plurals the same way for whole numbers.
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// "A, B and C" in the language's words ("A, B e C"): the text layer's own, so that a game's
/// narration and the shell's screens list alike without borrowing each other's words.
pub fn list(items: &[String], lang: Lang) -> String {
    let and = match lang {
        Lang::En => "and",
        Lang::It => "e",
    };
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests;
