//! Vaccine Race in the browser: the winding track, the dice and the rules page; its words are
//! `text/words.rs`.

mod board;
mod dice;
mod key;
mod pieces;
mod rules;
mod squares;

use leptos::prelude::*;

use lang::Lang;
use ui::GameView;
use vaccine_race::VaccineRace;

/// The race track, the die and the rules page.
pub const VIEW: GameView<VaccineRace> = GameView::new(board::board, rules, include_str!("picture.svg"));

fn rules(lang: Lang) -> AnyView {
    rules::rules(lang).into_any()
}
