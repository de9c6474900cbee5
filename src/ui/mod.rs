//! What a game gives the browser, and what the browser gives its board: the layer below both
//! the shell (src/app) and the games' views, so neither reaches up into the other.

mod board;
pub mod dice;
pub mod key;
pub mod lang;
pub mod mark;
mod rules;
pub mod sound;
pub mod walk;

use leptos::prelude::*;

pub use board::{action_words, fan, on_resize, roving_focus, BoardCtx, BoardParts};
pub use rules::rules_page;

pub use crate::engine::{Chosen, GameOption};
use crate::engine::{Computer, Setup, Teach};
use crate::lang::Lang;
use crate::table::seal::Sealer;

/// A game the shell can offer, its words (`text::GameWords`) and its board. Implemented in
/// each game's `view.rs` or `view/`.
pub trait GameUi: Computer + Teach + Setup + crate::text::GameWords {
    /// The seats' colours (indices into `table::seats::PALETTE`) when the game fixes them, as
    /// Lab Race's yellow, blue and green do: the setup then offers no colour to choose.
    const SEAT_COLOURS: &'static [usize] = &[];

    /// How a game keeping a secret is sealed across two devices, where it can be.
    const SEALER: Option<Sealer<Self>> = None;
    /// Actions taken only on the board, never listed as buttons (Carcassonne's placements:
    /// a hundred "place at x,y turned r" buttons would bury the ones that matter).
    fn on_board_only(_action: &Self::Action) -> bool {
        false
    }
    /// Whether an action plays a card (Epidemium's Penalty, Magic Number, Bonus Life): its
    /// button is drawn as a card, unlike a roll's (issue 45).
    fn plays_a_card(_action: &Self::Action) -> bool {
        false
    }
    /// The board and its panel: they show what the looking seat may see and send actions by
    /// taps and keys; the shell fits them to the screen.
    fn board(ctx: BoardCtx<Self>) -> BoardParts;
    /// The rules page, with the rulings the product follows.
    fn rules(lang: Lang) -> AnyView;
    /// A small picture for the home screen: SVG markup, so that the home screen carries none
    /// of the game's drawing code (issue 23).
    const PICTURE: &'static str;
}
