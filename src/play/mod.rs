//! The game screen every game shares. The game's type is bound only here, in `play_screen`,
//! which puts a `table::play::Table<G>` in a signal behind the erased `Seated`; `sit` turns
//! that into a `Model`: one snapshot of what the screen shows and one set of commands, as
//! boardgame.io's client hands a board its `G`, `ctx` and `moves`. The screen's parts
//! (parts.rs) are written once for all games.

mod automatic;
mod celebrate;
mod choices;
mod coach;
mod ending;
mod goal_card;
mod keys;
mod last_move;
mod parts;
mod players;
mod saving;
mod seated;
mod share;
mod share_part;
mod snapshot;
mod tips;
mod typed;
pub(super) mod unsaved;

pub use ending::End;
pub use keys::drop_stale_taps;
pub use share::copy_text;
pub use share_part::provide as provide_share;

use leptos::prelude::*;

use crate::catalogue::GameUi;
use lang::Lang;
use seated::Handle;
use snapshot::{Facts, Snapshot};
use table::play::{Guide, Table};
use table::save::SavedGame;
use table::seal;
use table::seats::seat_name;
use table::travel::{on_several_devices, watching, Sharing};
use typed::Typed;
use ui::lang::use_lang;
use ui::walk::Walking;

/// Everything the screen's parts need, with the game's type erased.
#[derive(Clone, Copy)]
pub struct Model {
    pub meta: Meta,
    /// What the screen shows, made in one memo; a part reads its slice (`slice`).
    pub snap: Memo<Snapshot>,
    pub commands: Commands,
    pub screen: Screen,
    /// Where the game is kept: saved here, or in memory only and why (issue 33).
    pub keeping: unsaved::Keeping,
    /// The coach, in a guided first game (issue 32).
    pub coach: Option<coach::Coach>,
    /// The first-time tips, in a real game (issue 32).
    pub tips: tips::Tips,
}

impl Model {
    /// A slice of the snapshot, for a part that re-renders when it changes: a change elsewhere
    /// in the snapshot leaves the part (and the focus on its buttons) as it is.
    pub fn slice<T>(self, part: impl Fn(&Snapshot) -> T + Send + Sync + 'static) -> Memo<T>
    where
        T: Clone + PartialEq + Send + Sync + 'static,
    {
        let snap = self.snap;
        Memo::new(move |_| snap.with(&part))
    }
}

/// What the screen shows of the game itself and of the save it opened, fixed while it is open.
#[derive(Clone, Copy)]
pub struct Meta {
    pub title: fn(Lang) -> &'static str,
    pub game: &'static str,
    /// What the game teaches of itself: the goal card's words, its glossary (issue 42).
    pub teaching: fn(Lang) -> goal_card::Teaching,
    pub picture: &'static str,
    pub older_rules: bool,
    /// This device plays no seat of a game played on several devices (issue 33).
    pub watching: bool,
    /// For a game back from another device: the first move made there, and the move count
    /// it came with. Until a move here, the line by the board tells those moves.
    pub since: Option<(usize, usize)>,
    /// "Save as file" of a game that seals (`Sealer::backup`); any other's file is its save.
    pub backup: Option<seal::Backup>,
}

/// What the screen's parts do to the game.
#[derive(Clone, Copy)]
pub struct Commands {
    /// Takes the person's n-th action in the position numbered ply.
    pub press: Callback<(usize, usize)>,
    pub undo: Callback<()>,
    pub redo: Callback<()>,
    pub uncover: Callback<()>,
    /// The log's lines for one action, as the looking seat may know them.
    pub log_lines: Callback<usize, Vec<String>>,
    /// The number the looking seat gives an action in the log: hidden moves take none, so the
    /// numbers do not tell how many steps a hidden move took.
    pub log_number: Callback<usize, usize>,
    /// What may be shared of the game now: its link, or why not (issue 24).
    pub share: Callback<(), Sharing>,
    /// Gives a seat up for another device: the link for it.
    pub give: Callback<usize, Sharing>,
    /// The game as a save's text, for a file.
    pub export: Callback<(), String>,
    /// A new game with the same seats, levels and options, and a new seed.
    pub rematch: Callback<()>,
}

/// The screen's own state, which the game at the table does not keep.
#[derive(Clone, Copy)]
pub struct Screen {
    pub lang: RwSignal<Lang>,
    /// The ply shown while stepping through a finished game.
    pub replay: RwSignal<Option<usize>>,
    /// The position in which the person stopped the beat of their usual action to choose; at
    /// first the one the screen opened on, for a game come back to is not played on for anyone.
    pub choosing: RwSignal<Option<usize>>,
    /// Why the last action was refused, in words, with the position it was refused in
    /// (`Snapshot::position`): shown while that position is.
    pub notice: RwSignal<Option<(usize, String)>>,
    /// The kind of action whose buttons are open, where the choices are grouped by kind, with
    /// the position it was opened in: it closes with that position.
    pub open_kind: RwSignal<Option<(usize, String)>>,
    /// The person asked to skip ahead to their own turn.
    pub hurry: RwSignal<bool>,
    /// The goal card, opened from the bar.
    pub goal_open: RwSignal<bool>,
    pub moved_on_elsewhere: RwSignal<bool>,
    /// The board's pieces still walking: choices and the computer's next move wait for them.
    pub walking: Walking,
}

/// Opens a saved game, or says why it cannot be opened. The game's type is bound only here
/// and in `typed`: the screen around the board is compiled once (`sit`).
pub fn play_screen<G: GameUi>(saved: SavedGame) -> AnyView {
    match saved.open::<G>() {
        Ok(opened) => {
            let table = Table::new(opened.session, saved.seats.clone()).settled(saved.settled);
            let table = match saved.lesson.then(|| Guide::of(&G::lesson())) {
                Some(Ok(guide)) => table.guided(guide),
                _ => table,
            };
            let opened_at = table.ply();
            let screen = Screen::new(opened_at);
            let typed = Typed::new(table, screen);
            let board = typed.board(&saved);
            let meta = Meta {
                title: G::title,
                game: G::ID,
                teaching: goal_card::teaching::<G>,
                picture: G::VIEW.picture,
                older_rules: opened.older_rules,
                watching: watching(&saved.seats, saved.sealing.as_ref()),
                since: saved.since.map(|since| (since, opened_at)),
                backup: G::VIEW.sealer.map(|sealer| sealer.backup),
            };
            parts::screen(sit(Handle::new(typed), screen, &saved, meta), board)
        }
        Err(problem) => super::cannot_open(saved.id.clone(), problem),
    }
}

impl Screen {
    /// The screen of a game opened at `ply`; its board's walk is provided to the board.
    fn new(ply: usize) -> Self {
        Screen {
            lang: use_lang(),
            replay: RwSignal::new(None),
            choosing: RwSignal::new(Some(ply)),
            notice: RwSignal::new(None),
            open_kind: RwSignal::new(None),
            hurry: RwSignal::new(false),
            goal_open: RwSignal::new(false),
            moved_on_elsewhere: RwSignal::new(false),
            walking: Walking::provide(),
        }
    }

    /// What was kept with the position `shown`, while it is the one shown.
    pub fn kept<T: Clone>(kept: Option<(usize, T)>, shown: usize) -> Option<T> {
        kept.filter(|(at, _)| *at == shown).map(|(_, value)| value)
    }
}

/// Binds a game at the table to the screen: its snapshot, commands, computer turns, saving.
fn sit(table: Handle, screen: Screen, saved: &SavedGame, meta: Meta) -> Model {
    let facts = Facts::of(saved, meta.watching);
    let lang = screen.lang;
    let model = Model {
        meta,
        snap: Memo::new(move |_| table.with(|t| t.snapshot(&facts, lang.get()))),
        commands: commands(table, saved, meta.game, lang),
        screen,
        keeping: unsaved::Keeping::new(&saved.id),
        coach: coach::Coach::of(table, meta.game, saved.seats.clone(), lang, meta.teaching),
        tips: tips::tips(table, lang),
    };
    keep_focus_on_new_choices(model);
    automatic::play_automatic_turns(table, model);
    saving::save_after_every_action(table, model, saved);
    model
}

/// What the parts do to the game at `table`.
fn commands(table: Handle, saved: &SavedGame, game: &'static str, lang: RwSignal<Lang>) -> Commands {
    let (seats, several, keeps) = (saved.seats.clone(), on_several_devices(&saved.seats), saving::Keeps::of(saved));
    let (exported, giving) = (keeps.clone(), keeps.clone());
    Commands {
        press: Callback::new(move |(at, index): (usize, usize)| table.with(|t| t.press(at, index))),
        undo: Callback::new(move |_| table.with(|t| t.undo())),
        redo: Callback::new(move |_| table.with(|t| t.redo())),
        uncover: Callback::new(move |_| table.with(|t| t.uncover())),
        log_lines: Callback::new(move |at: usize| {
            let lang = lang.get_untracked();
            let name = |seat| seat_name(&seats, seat, lang);
            table.try_untracked(|t| t.log_lines(at, &name, lang)).unwrap_or_default()
        }),
        log_number: Callback::new(move |ply| table.try_untracked(|t| t.visible_ply(ply)).unwrap_or(ply)),
        share: Callback::new(move |_| {
            let shared = table.try_untracked(|t| t.sharing(&keeps)).unwrap_or(Sharing::Secret);
            // A link sent to another device makes its moves final here (issue 33).
            if matches!(shared, Sharing::Link(_) | Sharing::SealedLink(_)) && several {
                table.with(|t| t.settle());
            }
            shared
        }),
        give: Callback::new(move |seat| table.with(|t| t.give(&giving, seat))),
        export: Callback::new(move |_| {
            table.try_untracked(|t| t.save(&exported)).flatten().map(|s| s.to_json()).unwrap_or_default()
        }),
        rematch: saving::rematch(table, game, saved.seats.clone(), saved.sealing.is_some()),
    }
}

/// A new position, or choices shown once the board stopped moving: what was tapped before
/// they showed is refused (keys::drop_stale_taps), and focus that fell to the page goes to the
/// next choice. (The kind that was open and a refusal's words go with the position: `Screen`.)
fn keep_focus_on_new_choices(model: Model) {
    // Read, not only tracked: a memo that nothing reads is never run, and never changes.
    let shown = model.slice(|s| (s.position, s.may_act || s.end.is_some()));
    Effect::new(move |_| {
        let (_, focus) = shown.get();
        keys::choices_changed();
        if focus {
            keys::keep_focus();
        }
    });
}
