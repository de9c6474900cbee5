//! Carcassonne in the browser: the board that grows in every direction, the turn (spot,
//! rotation, confirm, meeple), the players' panel and the rules page; its words are
//! `text/words.rs`.

mod board;
mod callout;
mod covid;
mod key;
mod landscape;
mod last;
mod lens;
mod panel;
mod rules;
mod turn;

use leptos::prelude::*;

use carcassonne::{Action, Carcassonne};
use lang::Lang;
use ui::GameView;

/// The tiles, the meeples and the rules page; a tile is placed only on the board.
pub const VIEW: GameView<Carcassonne> =
    GameView { on_board_only: placed_on_the_board, ..GameView::new(board::board, rules, include_str!("picture.svg")) };

/// A placement is a spot and a turn on the board: a hundred "place at x,y turned r" buttons would
/// bury the ones that matter.
fn placed_on_the_board(action: &Action) -> bool {
    matches!(action, Action::Place { .. })
}

fn rules(lang: Lang) -> AnyView {
    rules::rules(lang).into_any()
}
