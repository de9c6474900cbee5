//! The words of keeping games on this device: why the game on screen is not saved
//! and how to keep it, whose turn each saved game waits for, a saved game that cannot be
//! opened, and a file that is not a game; once per language in en.rs and it.rs.
//! Uses nothing of `text` but its root (`count`).

mod en;
mod it;
#[cfg(test)]
mod tests;

use lang::Lang;

pub fn keeping(lang: Lang) -> &'static dyn KeepingText {
    match lang {
        Lang::En => &en::En,
        Lang::It => &it::It,
    }
}

pub trait KeepingText: Sync {
    // The play screen, when a save cannot be written.
    fn storage_full(&self) -> &'static str;
    fn storage_blocked(&self) -> &'static str;
    fn saved_again(&self) -> &'static str;
    /// The button that offers to remove this device's finished games, `n` of them.
    fn make_room(&self, n: usize) -> String;
    fn confirm_make_room(&self, n: usize) -> String;
    fn remove_them(&self) -> &'static str;
    fn keep_them(&self) -> &'static str;
    // The list of saves.
    fn your_turn(&self) -> &'static str;
    /// Several people play on this device: which of them.
    fn your_turn_of(&self, who: &str) -> String;
    fn waiting_elsewhere(&self, who: &str) -> String;
    fn computer_to_play(&self, who: &str) -> String;
    fn finished(&self) -> &'static str;
    /// A game kept only in memory, after storage refused it.
    fn only_in_memory(&self) -> &'static str;
    /// A game storage refused, reopened from the tab that kept it.
    fn reopened(&self) -> &'static str;
    /// The virus's backup file opened on another device, or after this one's storage was cleared.
    fn own_backup(&self) -> &'static str;
    /// A saved game that cannot be opened, named by its game and date where they are readable.
    fn unreadable(&self, game: Option<&str>, date: Option<&str>) -> String;
    // A file opened as a game.
    fn not_a_game_file(&self) -> &'static str;
}

/// The messages without arguments, for the check that none is left untranslated.
#[cfg(test)]
const SAMPLES: &[fn(&dyn KeepingText) -> &'static str] = &[
    |t| t.storage_full(),
    |t| t.storage_blocked(),
    |t| t.saved_again(),
    |t| t.remove_them(),
    |t| t.keep_them(),
    |t| t.your_turn(),
    |t| t.finished(),
    |t| t.only_in_memory(),
    |t| t.reopened(),
    |t| t.own_backup(),
    |t| t.not_a_game_file(),
];
