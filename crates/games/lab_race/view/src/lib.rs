//! Lab Race in the browser: the Ludo cross, the die and the rules page; its words are
//! `text/words.rs`. The virus's turn is the game's own: the table plays it at a pace people follow.

mod board;
mod dice;
mod key;
mod last;
mod panel;
mod pieces;
mod places;
mod rules;

use leptos::prelude::*;

use lab_race::LabRace;
use lang::Lang;
use ui::GameView;

/// The Ludo cross, the die and the rules page; the seats in the seed's colours.
pub const VIEW: GameView<LabRace> = GameView::new(board::board, rules, include_str!("picture.svg"));

fn rules(lang: Lang) -> AnyView {
    rules::rules(lang).into_any()
}
