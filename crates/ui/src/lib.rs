//! What a game gives the browser, and what the browser gives its board: the layer below both
//! the shell (the app, src/) and the games' views, so neither reaches up into the other.
//! Uses `lang`, `engine`, `text` and `table`. Its modules: `board`, `lang`, `rules` and `sound`
//! use none of the others; `walk` uses `sound`, `dice` uses `sound` and `walk`, `key` uses
//! `lang`, `mark` uses `board`.

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

use ::lang::Lang;
use engine::Game;
pub use engine::{Chosen, GameOption};
use table::seal::Sealer;

/// What a game's view gives the shell: its board, its rules page and its picture, and what has
/// a default (`GameView::new`). Each game's view crate gives one as its `VIEW`; the app joins it
/// to the game's rules in its catalogue.
pub struct GameView<G: Game> {
    /// The board and its panel: they show what the looking seat may see and send actions by
    /// taps and keys; the shell fits them to the screen.
    pub board: fn(BoardCtx<G>) -> BoardParts,
    /// The rules page, with the rulings the product follows.
    pub rules: fn(Lang) -> AnyView,
    /// A small picture for the home screen: SVG markup, so that the home screen carries none
    /// of the game's drawing code.
    pub picture: &'static str,
    /// How a game keeping a secret is sealed across two devices, where it can be.
    pub sealer: Option<Sealer<G>>,
    /// Actions taken only on the board, never listed as buttons (Carcassonne's placements:
    /// a hundred "place at x,y turned r" buttons would bury the ones that matter).
    pub on_board_only: fn(&G::Action) -> bool,
    /// Whether an action plays a card (Epidemium's Penalty, Magic Number, Bonus Life): its
    /// button is drawn as a card, unlike a roll's.
    pub plays_a_card: fn(&G::Action) -> bool,
}

impl<G: Game> GameView<G> {
    /// A view of the board, rules page and picture given; seats of any colour, no sealing,
    /// every action a button and none a card.
    pub const fn new(board: fn(BoardCtx<G>) -> BoardParts, rules: fn(Lang) -> AnyView, picture: &'static str) -> Self {
        GameView { board, rules, picture, sealer: None, on_board_only: no, plays_a_card: no }
    }
}

fn no<A>(_: &A) -> bool {
    false
}
