//! The game at the table with its type erased (issue 35): the play screen around the board
//! (banner, choices, undo, the end, players, log, saving, the computer's pace, the coach and
//! the tips) is compiled once, and works through this one handle, as boardgame.io's one client
//! serves every game. Only `typed::Typed<G>`, which makes the handle from the typed table, the
//! board and the rules are compiled per game.
//!
//! The handle's reads are tracked where they are made in a reactive scope, like a signal's.

use leptos::prelude::*;

use super::coach::{CoachAct, Said};
use super::ending::End;
use super::players::PlayerRow;
use super::saving::Keeps;
use super::tips::Tip;
use super::Banner;
use crate::engine::{Seat, Turn};
use crate::lang::Lang;
use crate::table::choices::Offer;
use crate::table::play::{Actor, ForYou};
use crate::table::save::SavedGame;
use crate::table::seats::SeatSetup;
use crate::table::travel::Sharing;

/// A seat's name as the screen shows it.
pub type Names<'a> = &'a dyn Fn(Seat) -> String;

/// What the screen reads of the game at the table and does to it.
pub trait Seated: Send + Sync {
    fn ply(&self) -> usize;
    fn to_act(&self) -> Actor;
    fn looking(&self) -> Option<Seat>;
    /// The person the device must be handed to, while the screen is covered.
    fn cover(&self) -> Option<Seat>;
    fn seats(&self) -> Vec<SeatSetup>;
    fn waited_since(&self) -> Option<usize>;
    fn visible_ply(&self, ply: usize) -> usize;
    fn can_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    /// Whether the game hides something from a seat (then no seat is given to another device).
    fn keeps_a_secret(&self) -> bool;
    /// The person's action the table plays for them after a beat, and why (`Table::for_you`).
    fn for_you(&self) -> Option<ForYou>;
    /// The button of the person's usual action (`Table::usual`), whose beat they may stop.
    fn usual_button(&self) -> Option<usize>;
    /// Whether the person at the screen has actions now (the board's or buttons).
    fn person_may_act(&self) -> bool;
    /// Who took the latest action.
    fn last_turn(&self) -> Option<Turn>;
    /// A guided first game (issue 32).
    fn guided(&self) -> bool;
    /// Subscribes the reactive scope to every change of the table.
    fn track(&self);

    /// The banner of the position shown (a replay's step, else the live one).
    fn banner(&self, name: Names, lang: Lang, watches: bool) -> Banner;
    /// The person's actions as buttons: the label, and the kind where the game groups them.
    fn choices(&self, lang: Lang) -> Vec<Offer>;
    fn players(&self, name: Names, lang: Lang) -> Vec<PlayerRow>;
    fn end(&self, name: Names, lang: Lang) -> Option<End>;
    /// The log's lines for the action numbered `at`, as the looking seat may know them.
    fn log_lines(&self, at: usize, name: Names, lang: Lang) -> Vec<String>;
    /// The name of the game's own turns (Lab Race's virus).
    fn own_turn(&self, lang: Lang) -> &'static str;
    /// A sealed game's check at the end, on the hero's device (issue 33).
    fn verdict(&self, save: &SavedGame, lang: Lang) -> Option<String>;
    /// What the coach of a guided game says now.
    fn said(&self, lang: Lang) -> Said;
    /// The first-time tip shown, until the person's next move.
    fn tip(&self, lang: Lang) -> Option<Tip>;

    /// The person's `index`-th button in the position numbered `at`.
    fn press(&self, at: usize, index: usize);
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

    /// The game as its save now; `None` once the screen is gone.
    fn save(&self, keeps: &Keeps) -> Option<SavedGame>;
    /// What may be shared of the game now: its link, or why not (issue 24).
    fn sharing(&self, keeps: &Keeps) -> Sharing;
    /// A link was sent to another device: the moves so far are final here (issue 33).
    fn settle(&self);
    /// Gives `seat` up for another device: the link for it.
    fn give(&self, seat: Seat) -> Sharing;
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
