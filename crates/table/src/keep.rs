//! Keeping games on this device, in plain Rust so it tests natively: why a save could not be
//! written and where the game on screen is kept, which of two copies of a save is the newer,
//! whose turn each saved game waits for, and what a file opened as a game is.
//!
//! Uses `seats` and `save`; nothing above it.

mod backup;
pub mod seat;

pub use backup::file_of;

use serde::Deserialize;
use serde_json::Value;

use super::save::{SaveProblem, SavedGame};
use super::seats::{seat_name, Controller, SeatSetup};
use lang::Lang;
use text::keeping::keeping;
use text::shell;
use text::travel::travel;

/// Why a save could not be written to this device's storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsaved {
    /// The site's storage is full: the other apps of a school's site fill it too.
    Full,
    /// The browser lets the page keep nothing (private browsing, a sandboxed frame, a policy).
    Blocked,
}

impl Unsaved {
    /// The cause of a refused write, from the error's name (`DOMException.name`), which for a
    /// full quota differs between browsers.
    pub fn of_error(name: &str) -> Unsaved {
        match name {
            "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED" => Unsaved::Full,
            _ => Unsaved::Blocked,
        }
    }
}

/// Where the game on screen is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    Saved,
    /// Saved once more after storage had refused it: the page says so until the next move.
    SavedAgain,
    /// In memory only, lost when the page closes.
    Unsaved(Unsaved),
}

impl Kept {
    /// Where the game is kept after a write that `written` tells of.
    pub fn after(self, written: Result<(), Unsaved>) -> Kept {
        match (self, written) {
            (_, Err(why)) => Kept::Unsaved(why),
            (Kept::Unsaved(_), Ok(())) => Kept::SavedAgain,
            (_, Ok(())) => Kept::Saved,
        }
    }
}

/// Of a save's stored copy and the copy kept in memory, the newer: memory holds what storage
/// refused, but another tab may have stored a newer one since. Memory's wins a tie.
pub fn newest(stored: String, memory: String) -> String {
    match (SavedGame::updated_ms_of(&stored), SavedGame::updated_ms_of(&memory)) {
        (Some(s), Some(m)) if s > m => stored,
        _ => memory,
    }
}

/// Whether a save's text is of a finished game, read without building the save: the finished
/// games may go where storage is full, and every save is looked at to find them.
pub fn is_finished(text: &str) -> bool {
    #[derive(Deserialize)]
    struct Finished {
        finished: bool,
    }
    serde_json::from_str::<Finished>(text).is_ok_and(|f| f.finished)
}

/// Whose turn a saved game waits for, as the list of saves says it; none where the game
/// itself is to act (it plays as soon as the game is opened).
pub fn whose_turn(save: &SavedGame, lang: Lang) -> Option<String> {
    let t = keeping(lang);
    if save.finished {
        return Some(t.finished().into());
    }
    let seat = save.to_act?;
    let name = seat_name(&save.seats, seat, lang);
    let people_here = save.seats.iter().filter(|s| s.is_here()).count();
    Some(match save.seats.get(seat)?.controller {
        Controller::Person if people_here > 1 => t.your_turn_of(&name),
        Controller::Person => t.your_turn().into(),
        Controller::Computer => t.computer_to_play(&name),
        Controller::Elsewhere => t.waiting_elsewhere(&name),
    })
}

/// What can still be told of a save that cannot be opened, to name it in the list of saves.
#[derive(Debug, Default, PartialEq)]
pub struct Glimpse {
    /// The game's id.
    pub game: Option<String>,
    pub updated_ms: Option<f64>,
}

/// The game and date of an unreadable save, where those parts are readable: a save cut short
/// still begins with its game's id.
pub fn glimpse(text: &str) -> Glimpse {
    let value: Value = serde_json::from_str(text).unwrap_or_default();
    let game = value.get("game").and_then(Value::as_str).map(str::to_string).or_else(|| {
        let (_, after) = text.split_once("\"game\":\"")?;
        after.split_once('"').map(|(game, _)| game.to_string())
    });
    Glimpse { game, updated_ms: value.get("updated_ms").and_then(Value::as_f64) }
}

/// A file opened as a game: read as a save is, and what is not a save of this app at all (a
/// picture, an empty file, random bytes) told apart from a damaged one. The virus's own backup
/// opens only with the key `own` of the device that saved it, and nothing of it is read
/// elsewhere.
pub fn game_file(text: &str, own: Option<&[u8; 32]>) -> Result<SavedGame, SaveProblem> {
    let text = &backup::opened(text, own)?;
    SavedGame::parse(text).map_err(|problem| match problem {
        SaveProblem::Damaged(why) if !shaped_like_a_save(text) => SaveProblem::NotAGame(why),
        problem => problem,
    })
}

/// Why a save, a link or a file cannot be opened, in plain words: each kind its own.
pub fn problem_words(problem: &SaveProblem, lang: Lang) -> String {
    let t = shell(lang);
    match problem {
        SaveProblem::NotAGame(_) => keeping(lang).not_a_game_file().into(),
        SaveProblem::Damaged(_) => t.save_damaged().into(),
        SaveProblem::NewerVersion(_) => t.save_newer().into(),
        SaveProblem::Inconsistent(_) => t.save_inconsistent().into(),
        SaveProblem::Sealed => travel(lang).sealed_elsewhere().into(),
        SaveProblem::NotSigned { name, colour, taken, .. } => {
            let seat = SeatSetup { name: name.clone(), colour: *colour, ..SeatSetup::default_for(0) };
            let name = seat_name(&[seat], 0, lang);
            match taken {
                true => travel(lang).seat_given_away(&name),
                false => travel(lang).not_signed(&name),
            }
        }
        SaveProblem::SeatTaken { .. } => travel(lang).taken_first().into(),
        SaveProblem::OwnBackup => keeping(lang).own_backup().into(),
        SaveProblem::SecretOfAnother => travel(lang).secret_of_another().into(),
    }
}

/// The fields every save has: a file with fewer than half of them is not one.
const SAVE_FIELDS: [&str; 8] = ["format", "id", "game", "seats", "record", "updated_ms", "actions", "finished"];

/// An object with most of a save's fields, or a text cut short after a save's first field.
fn shaped_like_a_save(text: &str) -> bool {
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(fields)) => {
            SAVE_FIELDS.iter().filter(|f| fields.contains_key(**f)).count() >= SAVE_FIELDS.len() / 2
        }
        Ok(_) => false,
        Err(_) => text.trim_start().starts_with("{\"format\":"),
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_backup;
