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

use super::LabRace;
use crate::lang::Lang;
use crate::table::seats::colour;
use crate::ui::{BoardCtx, BoardParts, GameUi};

impl GameUi for LabRace {
    /// Yellow, blue and green, the seed's colours, in the shell's palette.
    const SEAT_COLOURS: &'static [usize] = &[colour::YELLOW, colour::BLUE, colour::GREEN];

    fn board(ctx: BoardCtx<Self>) -> BoardParts {
        board::board(ctx)
    }

    fn rules(lang: Lang) -> AnyView {
        rules::rules(lang).into_any()
    }

    const PICTURE: &'static str = include_str!("picture.svg");
}
