//! Epidemium in the browser: the two world maps with their paths, the dice, the cards as
//! decisions and the rules page; its words are `text/words.rs`.

mod board;
mod dice;
mod key;
mod maps;
mod panel;
mod pieces;
mod rules;
mod targets;

use leptos::prelude::*;

use super::{Action, Epidemium};
use crate::lang::Lang;
use crate::ui::{BoardCtx, BoardParts, GameUi};

impl GameUi for Epidemium {
    fn board(ctx: BoardCtx<Self>) -> BoardParts {
        board::board(ctx)
    }

    fn plays_a_card(action: &Action) -> bool {
        matches!(action, Action::Penalty(_) | Action::MagicNumber(_) | Action::BonusLife)
    }

    fn rules(lang: Lang) -> AnyView {
        rules::rules(lang).into_any()
    }

    const PICTURE: &'static str = include_str!("picture.svg");
}
