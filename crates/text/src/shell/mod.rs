//! Every message of the shell (home, setup, saves, notices, play screen, replay), once per
//! language in `en.rs` and `it.rs`.
//! Uses nothing of `text` but its root (`count`).

mod en;
mod it;

use en::En;
use engine::{Level, Loss};
use it::It;
use lang::Lang;

pub fn shell(lang: Lang) -> &'static dyn ShellText {
    match lang {
        Lang::En => &En,
        Lang::It => &It,
    }
}

pub trait ShellText: Sync {
    // Home.
    fn tagline(&self) -> &'static str;
    fn players_range(&self, min: usize, max: usize) -> String;
    fn new_game(&self) -> &'static str;
    fn rules(&self) -> &'static str;
    fn home(&self) -> &'static str;
    fn back(&self) -> &'static str;
    fn language(&self) -> &'static str;
    fn sound(&self) -> &'static str;
    fn games_in_progress(&self) -> &'static str;
    fn finished_games(&self) -> &'static str;
    fn resume(&self) -> &'static str;
    fn look_again(&self) -> &'static str;
    fn delete(&self) -> &'static str;
    fn delete_named(&self, what: &str) -> String;
    fn deleted(&self, what: &str) -> String;
    fn undo_delete(&self) -> &'static str;
    fn moves(&self, n: usize) -> String;
    fn saved_on(&self, date: &str) -> String;
    fn unknown_game(&self) -> &'static str;
    // Why a save cannot be opened.
    fn save_damaged(&self) -> &'static str;
    fn save_newer(&self) -> &'static str;
    fn save_inconsistent(&self) -> &'static str;
    fn details(&self) -> &'static str;
    fn cannot_open(&self) -> &'static str;
    fn left_alone(&self) -> &'static str;
    fn older_rules(&self) -> &'static str;
    fn no_such_page(&self) -> &'static str;
    fn back_to_games(&self) -> &'static str;
    // Setup.
    fn new_game_of(&self, title: &str) -> String;
    fn players(&self) -> &'static str;
    /// Beside an option's first choice: the game as its rules have it, and the default.
    fn standard(&self) -> &'static str;
    fn seat_name(&self, seat: usize) -> String;
    fn seat_colour(&self, seat: usize) -> String;
    fn seat_controller(&self, seat: usize) -> String;
    fn seat_level(&self, seat: usize) -> String;
    fn person(&self) -> &'static str;
    fn computer(&self) -> &'static str;
    fn same_colour(&self) -> &'static str;
    fn start(&self) -> &'static str;
    fn starting(&self) -> &'static str;
    /// While a game's own code is fetched, the first time it is opened.
    fn opening(&self) -> &'static str;
    fn colour(&self, index: usize) -> &'static str;
    fn player_n(&self, seat: usize) -> String;
    // Notices of the page's link and storage.
    fn no_such_game(&self, game: &str) -> String;
    fn no_such_option(&self, title: &str, key: &str, value: &str) -> String;
    fn players_out_of_range(&self, title: &str, min: usize, max: usize, players: usize) -> String;
    fn not_players(&self, value: &str) -> String;
    fn not_a_seat(&self, list: &str, item: &str) -> String;
    fn no_such_language(&self, value: &str) -> String;
    fn saving_impossible(&self) -> &'static str;
    // Play.
    fn computer_tag(&self) -> &'static str;
    fn is_playing(&self, who: &str) -> String;
    fn skip_ahead(&self) -> &'static str;
    /// The usual action (`Game::usual`) about to play itself in the whole `seconds` given (a
    /// countdown), and the button that stops it.
    fn played_for_you(&self, action: &str, seconds: u64) -> String;
    fn let_me_choose(&self) -> &'static str;
    /// An action that loses the game (`engine::Game::loses`): the mark on its button, the
    /// warning before it is played (with the game's reason, where it gives one), and the
    /// warning's two buttons.
    fn loses_mark(&self, loss: Loss) -> &'static str;
    fn loses_warning(&self, loss: Loss, why: Option<&str>) -> String;
    fn play_it_anyway(&self) -> &'static str;
    fn choose_again(&self) -> &'static str;
    fn undo(&self) -> &'static str;
    fn redo(&self) -> &'static str;
    fn keys_help(&self) -> &'static str;
    /// The tag before the line that tells the latest move beside the board.
    fn last_move(&self) -> &'static str;
    /// The moves waited for that did not fit beside the board: a button that opens the log.
    fn moves_earlier(&self, n: usize) -> String;
    /// The tag before the moves other seats made while this person waited.
    fn while_you_waited(&self) -> &'static str;
    /// The same seats, levels and options again, with a new shuffle.
    fn rematch(&self) -> &'static str;
    /// Beside the computer's Easy level at setup: it is the one for a first game.
    fn easy_first(&self) -> &'static str;
    /// Back from one kind of choice to all of them.
    fn all_choices(&self) -> &'static str;
    fn log(&self) -> &'static str;
    /// Marks the seat to act in the players panel.
    fn to_act(&self) -> &'static str;
    fn wins(&self, who: &str) -> String;
    fn share_the_win(&self, who: &str) -> String;
    fn nobody_wins(&self) -> &'static str;
    /// The last row of a score table.
    fn total(&self) -> &'static str;
    /// The end's table of every player's place, points and standing.
    fn results(&self) -> &'static str;
    fn place(&self) -> &'static str;
    fn player(&self) -> &'static str;
    fn points(&self) -> &'static str;
    fn standing(&self) -> &'static str;
    /// The title of a board's key to its marks.
    fn board_key(&self) -> &'static str;
    fn scores(&self) -> &'static str;
    fn replay_step_by_step(&self) -> &'static str;
    fn replay(&self) -> &'static str;
    fn replay_start(&self) -> &'static str;
    fn replay_back(&self) -> &'static str;
    fn replay_step(&self) -> &'static str;
    fn replay_end(&self) -> &'static str;
    fn replay_position(&self) -> &'static str;
    fn replay_leave(&self) -> &'static str;
    fn close(&self) -> &'static str;
    fn hand_over(&self, who: &str) -> String;
    fn ready(&self, who: &str) -> String;
    fn stale_action(&self) -> &'static str;
    fn not_your_turn(&self) -> &'static str;
    fn not_allowed(&self) -> &'static str;
    fn level(&self, level: Level) -> &'static str;
    fn moved_on_elsewhere(&self) -> &'static str;
    fn show_newer(&self) -> &'static str;
    fn actions(&self) -> &'static str;
    // Travel: a game shared as a link, a QR code or a file, and opened elsewhere.
    fn share(&self) -> &'static str;
    fn share_title(&self) -> &'static str;
    fn share_secret(&self) -> &'static str;
    fn share_link(&self) -> &'static str;
    fn copy(&self) -> &'static str;
    fn copied(&self) -> &'static str;
    fn copy_by_hand(&self) -> &'static str;
    fn share_elsewhere(&self) -> &'static str;
    fn qr_code(&self) -> &'static str;
    fn too_long_for_qr(&self) -> &'static str;
    fn no_link(&self) -> &'static str;
    fn save_file(&self) -> &'static str;
    fn open_file(&self) -> &'static str;
    fn drop_file(&self) -> &'static str;
    fn reading_file(&self) -> &'static str;
    fn cannot_open_link(&self) -> &'static str;
    fn cannot_open_file(&self) -> &'static str;
    fn nothing_changed(&self) -> &'static str;
    fn already_here(&self) -> &'static str;
    fn which_to_keep(&self) -> &'static str;
    fn keep_mine(&self) -> &'static str;
    fn take_new(&self) -> &'static str;
    fn keep_both(&self) -> &'static str;
    // Play across devices by link.
    fn elsewhere(&self) -> &'static str;
    fn send_move(&self) -> &'static str;
    fn since_your_move(&self) -> &'static str;
    fn which_seats_here(&self) -> &'static str;
    fn play_here(&self) -> &'static str;
    fn show_on_board(&self) -> &'static str;
    fn plays_elsewhere(&self, who: &str) -> String;
    /// How long a game's link is, for the person to judge where it fits.
    fn link_length(&self, n: usize) -> String;
}

/// The messages without arguments, for the check that none is left untranslated.
pub const SAMPLES: &[fn(&dyn ShellText) -> &'static str] = &[
    |t| t.tagline(),
    |t| t.loses_mark(Loss::AtOnce),
    |t| t.loses_mark(Loss::Next),
    |t| t.play_it_anyway(),
    |t| t.choose_again(),
    |t| t.new_game(),
    |t| t.rules(),
    |t| t.home(),
    |t| t.back(),
    |t| t.language(),
    |t| t.games_in_progress(),
    |t| t.finished_games(),
    |t| t.resume(),
    |t| t.look_again(),
    |t| t.delete(),
    |t| t.undo_delete(),
    |t| t.unknown_game(),
    |t| t.save_damaged(),
    |t| t.save_newer(),
    |t| t.save_inconsistent(),
    |t| t.details(),
    |t| t.cannot_open(),
    |t| t.left_alone(),
    |t| t.older_rules(),
    |t| t.no_such_page(),
    |t| t.back_to_games(),
    |t| t.players(),
    |t| t.person(),
    |t| t.computer(),
    |t| t.same_colour(),
    |t| t.start(),
    |t| t.starting(),
    |t| t.opening(),
    |t| t.saving_impossible(),
    |t| t.computer_tag(),
    |t| t.skip_ahead(),
    |t| t.undo(),
    |t| t.redo(),
    |t| t.keys_help(),
    |t| t.log(),
    |t| t.to_act(),
    |t| t.nobody_wins(),
    |t| t.scores(),
    |t| t.replay_step_by_step(),
    |t| t.replay(),
    |t| t.replay_start(),
    |t| t.replay_back(),
    |t| t.replay_step(),
    |t| t.replay_end(),
    |t| t.replay_position(),
    |t| t.replay_leave(),
    |t| t.close(),
    |t| t.stale_action(),
    |t| t.not_your_turn(),
    |t| t.not_allowed(),
    |t| t.actions(),
    |t| t.moved_on_elsewhere(),
    |t| t.show_newer(),
    |t| t.share(),
    |t| t.share_title(),
    |t| t.share_secret(),
    |t| t.share_link(),
    |t| t.copy(),
    |t| t.copied(),
    |t| t.copy_by_hand(),
    |t| t.share_elsewhere(),
    |t| t.qr_code(),
    |t| t.too_long_for_qr(),
    |t| t.no_link(),
    |t| t.save_file(),
    |t| t.open_file(),
    |t| t.drop_file(),
    |t| t.reading_file(),
    |t| t.cannot_open_link(),
    |t| t.cannot_open_file(),
    |t| t.nothing_changed(),
    |t| t.already_here(),
    |t| t.which_to_keep(),
    |t| t.keep_mine(),
    |t| t.take_new(),
    |t| t.keep_both(),
    |t| t.elsewhere(),
    |t| t.send_move(),
    |t| t.since_your_move(),
    |t| t.which_seats_here(),
    |t| t.play_here(),
    |t| t.show_on_board(),
];
