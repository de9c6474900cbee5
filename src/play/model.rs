//! What the play screen's parts are given, with the game's type erased: one snapshot of what the
//! screen shows, one set of commands, the screen's own state, and the coach's and the tips'
//! handles, as boardgame.io's client hands a board its `G`, `ctx` and `moves`.
//! May use: `keeping`, `snapshot`, `taps`, `teaching`.

use leptos::prelude::*;

use super::keeping::Keeping;
use super::snapshot::Snapshot;
use super::taps::Taps;
use super::teaching::{CoachAct, Said, Teaching, Tip};
use lang::Lang;
use table::seal;
use table::travel::Sharing;
use ui::dice::Rolling;
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
    /// Where the game is kept: saved here, or in memory only and why.
    pub keeping: Keeping,
    /// The coach, in a guided first game.
    pub coach: Option<Coach>,
    /// The first-time tips, in a real game.
    pub tips: Tips,
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
    /// What the game teaches of itself: the goal card's words, its glossary.
    pub teaching: fn(Lang) -> Teaching,
    pub picture: &'static str,
    pub older_rules: bool,
    /// This device plays no seat of a game played on several devices.
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
    /// Plays the person's usual action for them, where the table is still at the ply given:
    /// the countdown on its prompt ran out.
    pub for_you: Callback<usize>,
    /// Plays the action that loses the game, confirmed by the person (`Screen::warned`).
    pub confirm: Callback<()>,
    pub undo: Callback<()>,
    pub redo: Callback<()>,
    pub uncover: Callback<()>,
    /// The log's lines for one action, as the looking seat may know them.
    pub log_lines: Callback<usize, Vec<String>>,
    /// The number the looking seat gives an action in the log: hidden moves take none, so the
    /// numbers do not tell how many steps a hidden move took.
    pub log_number: Callback<usize, usize>,
    /// What may be shared of the game at this point: its link, or why not.
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
    /// The person's action that loses the game (its number among their legal actions), tapped
    /// once and waiting for their confirm, with the position it was tapped in.
    pub warned: RwSignal<Option<(usize, usize)>>,
    /// The person asked to skip ahead to their own turn.
    pub hurry: RwSignal<bool>,
    /// The goal card, opened from the bar.
    pub goal_open: RwSignal<bool>,
    pub moved_on_elsewhere: RwSignal<bool>,
    /// The board's pieces still walking: choices and the computer's next move wait for them.
    pub walking: Walking,
    /// The board's dice still tumbling: the countdown of the person's usual action waits for them.
    pub rolling: Rolling,
    /// The page's taps and keys: when the choices were shown, where the focus goes.
    pub taps: Taps,
}

impl Screen {
    /// The screen of a game opened at `ply`; its board's walk and dice are provided to the board.
    pub fn new(ply: usize) -> Self {
        Screen {
            lang: use_lang(),
            replay: RwSignal::new(None),
            choosing: RwSignal::new(Some(ply)),
            notice: RwSignal::new(None),
            open_kind: RwSignal::new(None),
            warned: RwSignal::new(None),
            hurry: RwSignal::new(false),
            goal_open: RwSignal::new(false),
            moved_on_elsewhere: RwSignal::new(false),
            walking: Walking::provide(),
            rolling: Rolling::provide(),
            taps: Taps::get(),
        }
    }

    /// What was kept with the position `shown`, while it is the one shown.
    pub fn kept<T: Clone>(kept: Option<(usize, T)>, shown: usize) -> Option<T> {
        kept.filter(|(at, _)| *at == shown).map(|(_, value)| value)
    }
}

/// The coach of a guided game: what it says, and the learner's buttons.
#[derive(Clone, Copy)]
pub struct Coach {
    pub said: Memo<Said>,
    /// Opens the setup of a real game with the guided game's people, computer and version.
    pub real_game: Callback<()>,
    pub act: Callback<CoachAct>,
    /// A tap on something the coach did not point at, until the next step.
    pub oops: RwSignal<bool>,
    /// The glossary word whose meaning is shown, by its index.
    pub term: RwSignal<Option<usize>>,
}

/// The first-time tip shown, and the way to close it.
#[derive(Clone, Copy)]
pub struct Tips {
    pub tip: Memo<Option<Tip>>,
    pub close: Callback<()>,
}
