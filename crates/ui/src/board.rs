//! What a board is given: the looking seat's view, the legal actions of the person at the
//! screen, a way to act, what just happened, who sits where and the language.
//! Uses nothing of `ui`.

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use engine::{Game, Loss, Seat, Turn};
use lang::Lang;
use table::play::Refused;
use table::seats::{seat_name, SeatSetup};

/// A game's board in the two parts the shell lays out, the same for every game: the board
/// itself, fitted by the shell to the space the table's chrome leaves (its SVG fills its box,
/// scaled to fit), and the panel of the game's own controls and status (a die, the tile to
/// place, a chooser, a key to the marks), beside the board on a screen held sideways and below
/// it on one held upright, always in view with the shell's action buttons.
pub struct BoardParts {
    pub board: AnyView,
    pub panel: AnyView,
}

/// A board's words for `action`: the game's `action_label`, with seats named as the table names
/// them (the name typed at the setup, or the colour).
pub fn action_words<G: text::GameWords>(view: &G::View, action: &G::Action, seats: &[SeatSetup], lang: Lang) -> String {
    G::action_label(view, action, &|seat| seat_name(seats, seat, lang), lang)
}

/// Actions as `BoardCtx::recent` gives them: each one's number, who took it and its events.
pub type Recent<G> = Vec<(usize, Turn, Vec<<G as Game>::Event>)>;

pub struct BoardCtx<G: Game> {
    /// What the looking seat may see: the board is drawn from this, never from the state.
    pub view: Signal<G::View>,
    /// The actions the person at the screen may take now (none on another's turn).
    pub legal: Signal<Vec<G::Action>>,
    /// The actions of `legal` that lose the game, and how (`Game::loses`): the board marks each
    /// one's place `data-loses` and says so (docs/board-contract.md).
    pub losing: Signal<Vec<(G::Action, Loss)>>,
    /// Takes an action; a refusal is shown to the person in words by the shell. One that
    /// loses the game is played only once the person confirms it in the shell's warning.
    pub act: Callback<G::Action, Result<(), Refused>>,
    /// The events of the latest action, as the looking seat may know them.
    pub last: Signal<Vec<G::Event>>,
    /// The actions since the last one of the person looking (the latest alone where they
    /// just acted), oldest first: its number, who took it (`Turn::Game` for the game's own turn, as Lab
    /// Race's virus) and its events as the looking seat may know them. The board marks the
    /// latest of them that moved something, in the mover's colour, until the next person acts
    /// (`ui::mark::latest`).
    pub recent: Signal<Recent<G>>,
    pub looking: Signal<Option<Seat>>,
    /// A guided first game: what the board lets the person tap (the one action the
    /// coach asks for) carries `data-coach-target`, and glows.
    pub coached: bool,
    /// A guided first game's coach shows how the game is lost: the latest move's mark is drawn
    /// as the loss happening (`data-moment-target`).
    pub lose_shown: Signal<bool>,
    pub seats: Vec<SeatSetup>,
    pub lang: Signal<Lang>,
}

/// Arrow keys between a board's places (one tab stop, the arrows move focus): the index of
/// the place to focus after `key`, or `None` for a key that is not the board's.
/// `columns` is how many places make one row, for Up and Down.
pub fn roving_focus(key: &str, current: usize, count: usize, columns: usize) -> Option<usize> {
    let last = count.checked_sub(1)?;
    Some(match key {
        "ArrowRight" => (current + 1).min(last),
        "ArrowLeft" => current.saturating_sub(1),
        "ArrowDown" => (current + columns).min(last),
        "ArrowUp" => current.saturating_sub(columns),
        "Home" => 0,
        "End" => last,
        _ => return None,
    })
}

/// Where the `index`-th of `count` pieces sharing one point stands, as an offset from it: on a
/// ring just wide enough that pieces of this `radius` do not overlap, the first on the left (two
/// stand side by side; one stands on the point itself).
pub fn fan(index: usize, count: usize, radius: f64) -> (f64, f64) {
    if count < 2 {
        return (0.0, 0.0);
    }
    let ring = (radius + 1.0) / (std::f64::consts::PI / count as f64).sin();
    let angle = std::f64::consts::PI + std::f64::consts::TAU * index as f64 / count as f64;
    (ring * angle.cos(), ring * angle.sin())
}

/// Calls `changed` whenever the box of `element` changes size (the window turns or resizes,
/// or the panel beside the board grows), until the calling owner is cleaned up. The table
/// fits a board to its box, so a board drawn for its box must follow it.
pub fn on_resize(element: &web_sys::Element, changed: impl Fn() + 'static) {
    let changed = Closure::<dyn Fn()>::new(changed);
    let Ok(observer) = web_sys::ResizeObserver::new(changed.as_ref().unchecked_ref()) else { return };
    observer.observe(element);
    let kept = StoredValue::new_local((observer, changed));
    on_cleanup(move || {
        let _ = kept.try_with_value(|(observer, _)| observer.disconnect());
    });
}
