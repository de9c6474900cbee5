//! The shell in English.

use super::ShellText;
use crate::count;
use engine::{Level, Loss};

pub struct En;

const COLOURS: [&str; 7] = ["Blue", "Orange", "Sky blue", "Yellow", "Pink", "Black", "Green"];

impl ShellText for En {
    fn tagline(&self) -> &'static str {
        "Pandemic board games for the table, the tablet and the classroom."
    }
    fn players_range(&self, min: usize, max: usize) -> String {
        match (min, max) {
            (1, 1) => "1 player".into(),
            _ if min == max => format!("{min} players"),
            _ => format!("{min} to {max} players"),
        }
    }
    fn new_game(&self) -> &'static str {
        "New game"
    }
    fn rules(&self) -> &'static str {
        "Rules"
    }
    fn home(&self) -> &'static str {
        "Home"
    }
    fn back(&self) -> &'static str {
        "Back"
    }
    fn language(&self) -> &'static str {
        "Language"
    }
    fn sound(&self) -> &'static str {
        "Sound"
    }
    fn games_in_progress(&self) -> &'static str {
        "Games in progress"
    }
    fn finished_games(&self) -> &'static str {
        "Finished games"
    }
    fn resume(&self) -> &'static str {
        "Resume"
    }
    fn look_again(&self) -> &'static str {
        "Look again"
    }
    fn delete(&self) -> &'static str {
        "Delete"
    }
    fn delete_named(&self, what: &str) -> String {
        format!("Delete {what}")
    }
    fn deleted(&self, what: &str) -> String {
        format!("Deleted: {what}.")
    }
    fn undo_delete(&self) -> &'static str {
        "Bring it back"
    }
    fn moves(&self, n: usize) -> String {
        count(n, "move", "moves")
    }
    fn saved_on(&self, date: &str) -> String {
        format!("saved {date}")
    }
    fn unknown_game(&self) -> &'static str {
        "A game this version does not have"
    }
    fn save_damaged(&self) -> &'static str {
        "It is damaged: part of it is missing or was changed by hand."
    }
    fn save_newer(&self) -> &'static str {
        "It was made by a newer version of Quarantable."
    }
    fn save_inconsistent(&self) -> &'static str {
        "It reads, but its parts do not fit together (it was edited, or made wrong), so it cannot be played on."
    }
    fn details(&self) -> &'static str {
        "Details"
    }
    fn cannot_open(&self) -> &'static str {
        "This saved game cannot be opened"
    }
    fn left_alone(&self) -> &'static str {
        "It was left as it is: you can delete it from the home screen."
    }
    fn older_rules(&self) -> &'static str {
        "This game was saved under older rules. It goes on from where it was; the moves made before cannot be undone."
    }
    fn no_such_page(&self) -> &'static str {
        "There is no such page here"
    }
    fn back_to_games(&self) -> &'static str {
        "Back to the games"
    }
    fn new_game_of(&self, title: &str) -> String {
        format!("New game of {title}")
    }
    fn players(&self) -> &'static str {
        "Players"
    }
    fn standard(&self) -> &'static str {
        "standard"
    }
    fn seat_name(&self, seat: usize) -> String {
        format!("Name of player {}", seat + 1)
    }
    fn seat_colour(&self, seat: usize) -> String {
        format!("Colour of player {}", seat + 1)
    }
    fn seat_controller(&self, seat: usize) -> String {
        format!("Who plays seat {}", seat + 1)
    }
    fn seat_level(&self, seat: usize) -> String {
        format!("How well the computer plays seat {}", seat + 1)
    }
    fn person(&self) -> &'static str {
        "Person"
    }
    fn computer(&self) -> &'static str {
        "Computer"
    }
    fn same_colour(&self) -> &'static str {
        "Two players have the same colour: choose another."
    }
    fn start(&self) -> &'static str {
        "Start the game"
    }
    fn starting(&self) -> &'static str {
        "Starting a new game…"
    }
    fn opening(&self) -> &'static str {
        "Opening the game…"
    }
    fn colour(&self, index: usize) -> &'static str {
        COLOURS[index % COLOURS.len()]
    }
    fn player_n(&self, seat: usize) -> String {
        format!("Player {}", seat + 1)
    }
    fn no_such_game(&self, game: &str) -> String {
        format!("There is no game \"{game}\" here: all the games are shown.")
    }
    fn no_such_option(&self, title: &str, key: &str, value: &str) -> String {
        format!("{title} has no {key} \"{value}\": the standard game is played.")
    }
    fn players_out_of_range(&self, title: &str, min: usize, max: usize, players: usize) -> String {
        format!("{title} is for {min} to {max} players: {players} play.")
    }
    fn not_players(&self, value: &str) -> String {
        format!("players={value} is not a number of players.")
    }
    fn not_a_seat(&self, list: &str, item: &str) -> String {
        format!("computer={list}: \"{item}\" is not a seat (seats count from 1).")
    }
    fn no_such_language(&self, value: &str) -> String {
        format!("There is no language \"{value}\" here: English or Italian (lang=en, lang=it).")
    }
    fn saving_impossible(&self) -> &'static str {
        "Saving is not possible here: games live only until the page closes."
    }
    fn computer_tag(&self) -> &'static str {
        "computer"
    }
    fn is_playing(&self, who: &str) -> String {
        format!("{who} is playing…")
    }
    fn skip_ahead(&self) -> &'static str {
        "Skip ahead"
    }
    fn played_for_you(&self, action: &str, seconds: u64) -> String {
        format!("In {seconds} s: “{action}”, as usual.")
    }
    fn let_me_choose(&self) -> &'static str {
        "Wait, I'll choose"
    }
    fn loses_mark(&self, loss: Loss) -> &'static str {
        match loss {
            Loss::AtOnce => "⚠ loses the game",
            Loss::Next => "⚠ can lose the game",
        }
    }
    fn loses_warning(&self, loss: Loss, why: Option<&str>) -> String {
        let loses = match loss {
            Loss::AtOnce => "This loses the game",
            Loss::Next => "This can lose the game",
        };
        why.map_or_else(|| format!("{loses}."), |why| format!("{loses}: {why}."))
    }
    fn play_it_anyway(&self) -> &'static str {
        "Play it anyway"
    }
    fn choose_again(&self) -> &'static str {
        "Choose again"
    }
    fn undo(&self) -> &'static str {
        "Undo"
    }
    fn redo(&self) -> &'static str {
        "Redo"
    }
    fn keys_help(&self) -> &'static str {
        "Keys: a choice's number (1 then 0 for the tenth) or Space choose it, U undo, Y redo, W wait to choose; arrow keys move between the places on the board."
    }
    fn last_move(&self) -> &'static str {
        "Last move:"
    }
    fn moves_earlier(&self, n: usize) -> String {
        format!("{n} earlier")
    }
    fn while_you_waited(&self) -> &'static str {
        "While you waited:"
    }
    fn rematch(&self) -> &'static str {
        "Rematch"
    }
    fn easy_first(&self) -> &'static str {
        "for a first game"
    }
    fn all_choices(&self) -> &'static str {
        "All choices"
    }
    fn log(&self) -> &'static str {
        "Log"
    }
    fn to_act(&self) -> &'static str {
        "to play"
    }
    fn wins(&self, who: &str) -> String {
        format!("{who} wins!")
    }
    fn share_the_win(&self, who: &str) -> String {
        format!("{who} share the win!")
    }
    fn nobody_wins(&self) -> &'static str {
        "Nobody wins."
    }
    fn total(&self) -> &'static str {
        "Total"
    }
    fn results(&self) -> &'static str {
        "Results"
    }
    fn place(&self) -> &'static str {
        "Place"
    }
    fn player(&self) -> &'static str {
        "Player"
    }
    fn points(&self) -> &'static str {
        "Points"
    }
    fn standing(&self) -> &'static str {
        "Where they got"
    }
    fn board_key(&self) -> &'static str {
        "Key to the board"
    }
    fn scores(&self) -> &'static str {
        "Scores"
    }
    fn replay_step_by_step(&self) -> &'static str {
        "Replay step by step"
    }
    fn replay(&self) -> &'static str {
        "Replay"
    }
    fn replay_start(&self) -> &'static str {
        "To the start"
    }
    fn replay_back(&self) -> &'static str {
        "Step back"
    }
    fn replay_step(&self) -> &'static str {
        "Step forward"
    }
    fn replay_end(&self) -> &'static str {
        "To the end"
    }
    fn replay_position(&self) -> &'static str {
        "Replay position"
    }
    fn replay_leave(&self) -> &'static str {
        "Leave the replay"
    }
    fn close(&self) -> &'static str {
        "Close"
    }
    fn hand_over(&self, who: &str) -> String {
        format!("Hand the tablet to {who}")
    }
    fn ready(&self, who: &str) -> String {
        format!("I am {who}: show my side")
    }
    fn stale_action(&self) -> &'static str {
        "That was meant for a position that has moved on: nothing happened."
    }
    fn not_your_turn(&self) -> &'static str {
        "It is not your turn here."
    }
    fn not_allowed(&self) -> &'static str {
        "That move is not allowed here."
    }
    fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Hard => "Hard",
        }
    }
    fn moved_on_elsewhere(&self) -> &'static str {
        "This game was played on in another tab or window. This tab holds an older copy: it neither plays, saves nor sends."
    }
    fn show_newer(&self) -> &'static str {
        "Show the newer game"
    }
    fn actions(&self) -> &'static str {
        "Your choices"
    }
    // Travel.
    fn share(&self) -> &'static str {
        "Share"
    }
    fn share_title(&self) -> &'static str {
        "Share this game"
    }
    fn share_secret(&self) -> &'static str {
        "This game keeps a secret until it is over: a link or a file of it would tell whoever holds it. It can be shared once the game is over."
    }
    fn share_link(&self) -> &'static str {
        "Link to this game, with every move so far"
    }
    fn copy(&self) -> &'static str {
        "Copy"
    }
    fn copied(&self) -> &'static str {
        "Copied."
    }
    fn copy_by_hand(&self) -> &'static str {
        "The link is selected: copy it with your device's Copy."
    }
    fn share_elsewhere(&self) -> &'static str {
        "Send…"
    }
    fn qr_code(&self) -> &'static str {
        "QR code of the link: scan it with another device's camera"
    }
    fn too_long_for_qr(&self) -> &'static str {
        "This game is too long for a QR code: send the link or save it as a file instead."
    }
    fn no_link(&self) -> &'static str {
        "This game went on from a save made under older rules, so no link can hold it: save it as a file instead."
    }
    fn save_file(&self) -> &'static str {
        "Save as file"
    }
    fn open_file(&self) -> &'static str {
        "Open a game file"
    }
    fn drop_file(&self) -> &'static str {
        "or drop a game file anywhere on this page."
    }
    fn reading_file(&self) -> &'static str {
        "Opening the game…"
    }
    fn cannot_open_link(&self) -> &'static str {
        "This game's link cannot be opened"
    }
    fn cannot_open_file(&self) -> &'static str {
        "This game file cannot be opened"
    }
    fn nothing_changed(&self) -> &'static str {
        "Nothing saved on this device was changed."
    }
    fn already_here(&self) -> &'static str {
        "This device already has this game, with other moves"
    }
    fn which_to_keep(&self) -> &'static str {
        "Which one do you want to keep?"
    }
    fn keep_mine(&self) -> &'static str {
        "Keep the one on this device"
    }
    fn take_new(&self) -> &'static str {
        "Take the new one instead"
    }
    fn keep_both(&self) -> &'static str {
        "Keep both"
    }
    fn elsewhere(&self) -> &'static str {
        "A person on another device"
    }
    fn send_move(&self) -> &'static str {
        "Send your move"
    }
    fn since_your_move(&self) -> &'static str {
        "Since your last move:"
    }
    fn which_seats_here(&self) -> &'static str {
        "Which players play on this device?"
    }
    fn play_here(&self) -> &'static str {
        "Play them here"
    }
    fn show_on_board(&self) -> &'static str {
        "Show them on the board"
    }
    fn plays_elsewhere(&self, who: &str) -> String {
        format!("{who} plays on another device: send them your move (the link or the QR code)")
    }
    fn link_length(&self, n: usize) -> String {
        format!("{n} characters")
    }
}
