//! Vaccine Race in the browser: the winding track, the dice and the rules page; its words are
//! `text/words.rs`.

mod board;
mod dice;
mod key;
mod pieces;
mod rules;
mod squares;

use leptos::prelude::*;

use super::VaccineRace;
use crate::lang::Lang;
use crate::ui::{BoardCtx, BoardParts, GameUi};

impl GameUi for VaccineRace {
    fn board(ctx: BoardCtx<Self>) -> BoardParts {
        board::board(ctx)
    }

    fn rules(lang: Lang) -> AnyView {
        rules::rules(lang).into_any()
    }

    const PICTURE: &'static str = include_str!("picture.svg");
}
