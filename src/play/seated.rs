//! The game at the table with its type erased: the play screen around the board (banner,
//! choices, undo, the end, players, log, saving, the computer's pace, the coach and the tips) is
//! compiled once, and works through this one handle, as boardgame.io's one client serves every
//! game; five games' copies of it would each weigh on their game's file. Only `typed::Typed<G>`,
//! which makes the handle from the typed table, the board and the rules are compiled per game.
//!
//! The handle's reads are tracked where they are made in a reactive scope, like a signal's.
//! May use: `keeps`, `snapshot`, `teaching`.

use leptos::prelude::*;

use super::keeps::Keeps;
use super::snapshot::{Facts, Snapshot};
use super::teaching::{CoachAct, Said, Tip};
use engine::Seat;
use lang::Lang;
use table::save::SavedGame;
use table::seats::SeatSetup;
use table::travel::Sharing;

/// A seat's name as the screen shows it.
pub type Names<'a> = &'a dyn Fn(Seat) -> String;

/// What the screen reads of the game at the table and does to it.
pub trait Seated: Send + Sync {
    /// What the screen shows of the position, in `lang` (tracked: the screen's one memo makes it).
    fn snapshot(&self, facts: &Facts, lang: Lang) -> Snapshot;
    /// The log's lines for the action numbered `at`, as the looking seat may know them.
    fn log_lines(&self, at: usize, name: Names, lang: Lang) -> Vec<String>;
    /// The number the looking seat gives an action in the log.
    fn visible_ply(&self, ply: usize) -> usize;
    /// A guided first game.
    fn guided(&self) -> bool;
    /// Subscribes the reactive scope to every change of the table.
    fn track(&self);

    /// What the coach of a guided game says at this step.
    fn said(&self, lang: Lang) -> Said;
    /// The first-time tip shown, until the person's next move.
    fn tip(&self, lang: Lang) -> Option<Tip>;

    /// The person's `index`-th button in the position numbered `at`.
    fn press(&self, at: usize, index: usize);
    /// Plays the action that loses the game that the person tapped, now confirmed.
    fn confirm(&self);
    fn undo(&self);
    fn redo(&self);
    fn uncover(&self);
    /// What the learner asked of the coach: next, take back, back one step.
    fn coach_does(&self, act: CoachAct);
    /// Plays the computer's or the game's action, where the table is still at `ply`.
    fn play_automatic(&self, ply: usize) -> bool;
    /// Plays the person's action `for_you`, where the table is still at `ply`.
    fn play_for_you(&self, ply: usize);
    /// Shows the tip of the rule a person here just met, where this device was not told it.
    fn show_new_tip(&self);
    fn close_tip(&self);

    /// The game as its save, as it stands; `None` once the screen is gone.
    fn save(&self, keeps: &Keeps) -> Option<SavedGame>;
    /// What may be shared of the game at this point: its link, or why not.
    fn sharing(&self, keeps: &Keeps) -> Sharing;
    /// A link was sent to another device: the moves so far are final here, as they are there.
    fn settle(&self);
    /// Gives `seat` up for another device: the link for it.
    fn give(&self, keeps: &Keeps, seat: Seat) -> Sharing;
    /// A new game with the same options, seats given and a new seed, as its first save.
    fn rematch(&self, id: &str, seats: Vec<SeatSetup>, seed: u64, now: f64) -> Option<SavedGame>;
}

/// The handle the screen's parts hold: copied into every reactive closure.
#[derive(Clone, Copy)]
pub struct Handle(StoredValue<Box<dyn Seated>>);

impl Handle {
    pub fn new(seated: impl Seated + 'static) -> Self {
        Self(StoredValue::new(Box::new(seated)))
    }

    /// Reads or acts on the table, tracked in a reactive scope.
    pub fn with<T>(self, f: impl FnOnce(&dyn Seated) -> T) -> T {
        self.0.with_value(|seated| f(seated.as_ref()))
    }

    /// Reads or acts on the table without subscribing the scope to it; `None` once the screen
    /// is gone (a timer may fire after).
    pub fn try_untracked<T>(self, f: impl FnOnce(&dyn Seated) -> T) -> Option<T> {
        self.0.try_with_value(|seated| untrack(|| f(seated.as_ref())))
    }
}
