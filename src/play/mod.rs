//! The game screen every game shares. The game's type is bound only here, in `play_screen`,
//! which puts a `table::play::Table<G>` in a signal behind the erased `Seated`; `sit` turns
//! that into a `Model`: one snapshot of what the screen shows and one set of commands, as
//! boardgame.io's client hands a board its `G`, `ctx` and `moves`. The screen's parts
//! (parts.rs) are written once for all games.
//!
//! The modules below this one go one way: the screen (`parts`) and what runs beside it
//! (`automatic`, `keys`, `saving`) use the parts of the screen (`coach`, `share`, `tips`...),
//! which use the `Model`; the `Model` and the erased table (`seated`) use only the small types
//! below them (`snapshot`, `teaching`, `keeps`, `keeping`, `taps`). Only `typed` and this module
//! bind the game's type.
//! May use: every module below it; the app's `device`, `game_ui`, `problem`, `storage`.

mod automatic;
mod celebrate;
mod choices;
mod coach;
mod ending;
mod goal_card;
mod keeping;
mod keeps;
mod keys;
mod last_move;
mod model;
mod parts;
mod players;
mod save_file;
mod saving;
mod seated;
mod share;
mod share_part;
mod snapshot;
mod taps;
mod teaching;
mod tips;
mod typed;
mod unsaved;

pub use share_part::provide as provide_share;
pub use taps::Taps;

use leptos::prelude::*;

use crate::device::Device;
use crate::game_ui::GameUi;
use crate::problem::cannot_open;
use crate::storage::Store;
use keeping::Keeping;
use keeps::Keeps;
use lang::Lang;
use model::{Commands, Meta, Model, Screen};
use seated::Handle;
use snapshot::Facts;
use table::play::{Guide, Table};
use table::save::SavedGame;
use table::seats::seat_name;
use table::travel::{on_several_devices, watching, Sharing};
use typed::Typed;

/// Opens a saved game, or says why it cannot be opened. The game's type is bound only here
/// and in `typed`: the screen around the board is compiled once (`sit`).
pub fn play_screen<G: GameUi>(saved: SavedGame) -> AnyView {
    match saved.open::<G>() {
        Ok(opened) => {
            let table = Table::new(opened.session, saved.seats.clone()).settled(saved.settled);
            let table = match saved.lesson.then(G::lesson).flatten().map(|lesson| Guide::of(&lesson)) {
                Some(Ok(guide)) => table.guided(guide),
                _ => table,
            };
            let opened_at = table.ply();
            let (screen, store) = (Screen::new(opened_at), Store::get());
            // A lesson opened again after its end shows its goal card, which offers it again.
            screen.goal_open.set(table.guide() == Some(true));
            let typed = Typed::new(table, screen, store);
            let board = typed.board(&saved);
            let meta = Meta {
                title: G::title,
                game: G::ID,
                teaching: teaching::teaching::<G>,
                picture: G::VIEW.picture,
                older_rules: opened.older_rules,
                watching: watching(&saved.seats, saved.sealing.as_ref()),
                since: saved.since.map(|since| (since, opened_at)),
                backup: G::VIEW.sealer.map(|sealer| sealer.backup),
            };
            parts::screen(sit(Handle::new(typed), screen, &saved, meta, store), board)
        }
        Err(problem) => cannot_open(saved.id.clone(), problem),
    }
}

/// Binds a game at the table to the screen: its snapshot, commands, computer turns, saving.
fn sit(table: Handle, screen: Screen, saved: &SavedGame, meta: Meta, store: Store) -> Model {
    let facts = Facts::of(saved, meta.watching);
    let (lang, keeps) = (screen.lang, Keeps::of(saved, Device::get()));
    let model = Model {
        meta,
        snap: Memo::new(move |_| table.with(|t| t.snapshot(&facts, lang.get()))),
        commands: commands(table, saved, keeps.clone(), meta.game, lang, screen.moved_on_elsewhere),
        screen,
        keeping: Keeping::new(&saved.id, store),
        coach: coach::of(table, meta.game, saved.seats.clone(), lang, meta.teaching),
        tips: tips::tips(table, lang),
    };
    keep_focus_on_new_choices(model);
    automatic::play_automatic_turns(table, model);
    saving::save_after_every_action(table, model, saved, keeps);
    model
}

/// What the parts do to the game at `table`. A tab whose game was played on in another
/// (`older`) holds an older copy: it neither plays nor sends, or the two copies would fork.
fn commands(
    table: Handle,
    saved: &SavedGame,
    keeps: Keeps,
    game: &'static str,
    lang: RwSignal<Lang>,
    older: RwSignal<bool>,
) -> Commands {
    let (seats, several) = (saved.seats.clone(), on_several_devices(&saved.seats));
    let (exported, giving) = (keeps.clone(), keeps.clone());
    let current = move || older.try_get_untracked() == Some(false);
    Commands {
        press: Callback::new(move |(at, index): (usize, usize)| {
            if current() {
                table.with(|t| t.press(at, index))
            }
        }),
        for_you: Callback::new(move |at| {
            if current() {
                table.try_untracked(|t| t.play_for_you(at));
            }
        }),
        confirm: Callback::new(move |_| {
            if current() {
                table.with(|t| t.confirm())
            }
        }),
        undo: Callback::new(move |_| {
            if current() {
                table.with(|t| t.undo())
            }
        }),
        redo: Callback::new(move |_| {
            if current() {
                table.with(|t| t.redo())
            }
        }),
        uncover: Callback::new(move |_| table.with(|t| t.uncover())),
        log_lines: Callback::new(move |at: usize| {
            let lang = lang.get_untracked();
            let name = |seat| seat_name(&seats, seat, lang);
            table.try_untracked(|t| t.log_lines(at, &name, lang)).unwrap_or_default()
        }),
        log_number: Callback::new(move |ply| table.try_untracked(|t| t.visible_ply(ply)).unwrap_or(ply)),
        share: Callback::new(move |_| {
            if !current() {
                return Sharing::Older;
            }
            let shared = table.try_untracked(|t| t.sharing(&keeps)).unwrap_or(Sharing::Secret);
            // A link sent to another device makes its moves final here: the game goes on there
            // from them, and an undo here would fork it.
            if matches!(shared, Sharing::Link(_) | Sharing::SealedLink(_)) && several {
                table.with(|t| t.settle());
            }
            shared
        }),
        give: Callback::new(move |seat| match current() {
            true => table.with(|t| t.give(&giving, seat)),
            false => Sharing::Older,
        }),
        export: Callback::new(move |_| match current() {
            true => table.try_untracked(|t| t.save(&exported)).flatten().map(|s| s.to_json()).unwrap_or_default(),
            false => String::new(),
        }),
        rematch: saving::rematch(table, game, saved.seats.clone(), saved.sealing.is_some()),
    }
}

/// A new position, or choices shown once the board stopped moving: what was tapped before
/// they showed is refused (`taps`), and focus that fell to the page goes to the next choice.
/// (The kind that was open and a refusal's words go with the position: `Screen`.)
fn keep_focus_on_new_choices(model: Model) {
    // Read, not only tracked: a memo that nothing reads is never run, and never changes.
    let shown = model.slice(|s| (s.position, s.may_act || s.end.is_some()));
    let taps = model.screen.taps;
    Effect::new(move |_| {
        let (_, focus) = shown.get();
        taps.choices_changed();
        if focus {
            taps.keep_focus();
        }
    });
}
