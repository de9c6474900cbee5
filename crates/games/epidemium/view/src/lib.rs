//! Epidemium in the browser: the two world maps with their paths, the dice, the cards as
//! decisions and the rules page; its words are `text/words.rs`.

mod board;
mod dice;
mod key;
mod maps;
mod panel;
mod pieces;
mod rules;
mod scenery;
mod targets;

use leptos::prelude::*;

use epidemium::{Action, Epidemium};
use lang::Lang;
use ui::GameView;

/// The two maps, the dice, the cards and the rules page.
pub const VIEW: GameView<Epidemium> =
    GameView { plays_a_card: a_card, ..GameView::new(board::board, rules, include_str!("picture.svg")) };

/// The Penalty, Magic Number and Bonus Life cards are drawn as cards, unlike a roll.
fn a_card(action: &Action) -> bool {
    matches!(action, Action::Penalty(_) | Action::MagicNumber(_) | Action::BonusLife)
}

fn rules(lang: Lang) -> AnyView {
    rules::rules(lang).into_any()
}
