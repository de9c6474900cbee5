use super::KeepingText;
use crate::count;

pub struct En;

impl KeepingText for En {
    fn storage_full(&self) -> &'static str {
        "Saving is not possible here: this device's storage is full. Only this tab keeps this game (a reload \
         brings it back), until the tab closes: save it as a file, or make room."
    }
    fn storage_blocked(&self) -> &'static str {
        "Saving is not possible here: this browser keeps nothing for this page (private browsing, or a page that \
         forbids it). Only this tab keeps this game, until it closes: save it as a file to keep it."
    }
    fn saved_again(&self) -> &'static str {
        "Saved on this device again."
    }
    fn make_room(&self, n: usize) -> String {
        format!("Make room: remove {}", count(n, "finished game", "finished games"))
    }
    fn confirm_make_room(&self, n: usize) -> String {
        format!(
            "Remove {} from this device for good? They cannot be brought back.",
            count(n, "finished game", "finished games")
        )
    }
    fn remove_them(&self) -> &'static str {
        "Remove them"
    }
    fn keep_them(&self) -> &'static str {
        "Keep them"
    }
    fn your_turn(&self) -> &'static str {
        "Your turn"
    }
    fn your_turn_of(&self, who: &str) -> String {
        format!("Your turn ({who})")
    }
    fn waiting_elsewhere(&self, who: &str) -> String {
        format!("Waiting for {who} on another device")
    }
    fn computer_to_play(&self, who: &str) -> String {
        format!("{who} (computer) to play")
    }
    fn finished(&self) -> &'static str {
        "Finished"
    }
    fn only_in_memory(&self) -> &'static str {
        "Not saved on this device: only its tab keeps it, until it closes."
    }
    fn reopened(&self) -> &'static str {
        "Reopened from this tab: this game was not saved on this device, and no move of it is lost. To keep it \
         after the tab closes, save it as a file."
    }
    fn own_backup(&self) -> &'static str {
        "This file is the virus's own backup of a game that hides the virus: it opens only on the device that \
         saved it, and only while that device keeps its saved games. Nothing was changed here."
    }
    fn unreadable(&self, game: Option<&str>, date: Option<&str>) -> String {
        match (game, date) {
            (Some(game), Some(date)) => format!("A game of {game} saved {date} cannot be opened"),
            (Some(game), None) => format!("A saved game of {game} cannot be opened"),
            (None, Some(date)) => format!("A game saved {date} cannot be opened"),
            (None, None) => "A saved game cannot be opened".into(),
        }
    }
    fn not_a_game_file(&self) -> &'static str {
        "It is not a Quarantable game file. Choose a file made with \"Save as file\": its name begins with \
         quarantable-."
    }
}
