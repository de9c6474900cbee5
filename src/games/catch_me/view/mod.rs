//! Catch Me If You Can in the browser: the grid, the die and the rules page; its words are
//! `text/words.rs`.

mod board;
mod key;
mod marks;
mod panel;
mod pieces;
mod rules;
mod squares;

use leptos::prelude::*;

use super::CatchMe;
use crate::lang::Lang;
use crate::table::seal::Sealer;
use crate::ui::{BoardCtx, BoardParts, GameUi};

impl GameUi for CatchMe {
    const SEALER: Option<Sealer<Self>> = Some(super::seal::CATCH_ME);

    fn board(ctx: BoardCtx<Self>) -> BoardParts {
        board::board(ctx)
    }

    fn rules(lang: Lang) -> AnyView {
        rules::rules(lang).into_any()
    }

    const PICTURE: &'static str = include_str!("picture.svg");
}
