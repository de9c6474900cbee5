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

use super::{Action, Carcassonne};
use crate::lang::Lang;
use crate::ui::{BoardCtx, BoardParts, GameUi};

impl GameUi for Carcassonne {
    fn on_board_only(action: &Action) -> bool {
        matches!(action, Action::Place { .. })
    }

    fn board(ctx: BoardCtx<Self>) -> BoardParts {
        board::board(ctx)
    }

    fn rules(lang: Lang) -> AnyView {
        rules::rules(lang).into_any()
    }

    const PICTURE: &'static str = include_str!("picture.svg");
}
