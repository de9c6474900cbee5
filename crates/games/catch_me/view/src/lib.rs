//! Catch Me If You Can in the browser: the grid, the die and the rules page; its words are
//! `text/words.rs`.

mod board;
mod key;
mod marks;
mod panel;
mod pieces;
mod rules;
mod squares;
mod streets;

use leptos::prelude::*;

use catch_me::CatchMe;
use lang::Lang;
use ui::GameView;

/// The grid, the die and the rules page; sealed across two devices when the virus hides.
pub const VIEW: GameView<CatchMe> = GameView {
    sealer: Some(catch_me_seal::CATCH_ME),
    ..GameView::new(board::board, rules, include_str!("picture.svg"))
};

fn rules(lang: Lang) -> AnyView {
    rules::rules(lang).into_any()
}
