//! Vaccine Race in the browser: the winding track, the dice, the prompts and the rules page.

mod board;
mod dice;
mod key;
mod pieces;
mod rules;
mod squares;

use leptos::prelude::*;

use super::narrate::narrate;
use super::squares::{event_at, SquareEvent, PANDEMIC};
use super::text::text;
use super::{Action, Event, Phase, VaccineRace};
use crate::engine::Seat;
use crate::lang::Lang;
use crate::ui::{BoardCtx, BoardParts, GameUi};

impl GameUi for VaccineRace {
    fn title(lang: Lang) -> &'static str {
        text(lang).title()
    }

    fn blurb(lang: Lang) -> &'static str {
        text(lang).blurb()
    }

    fn board(ctx: BoardCtx<Self>) -> BoardParts {
        board::board(ctx)
    }

    fn action_label(view: &Self, action: &Action, _name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        let t = text(lang);
        match action {
            Action::SkipAnimalTrials => t.skip_animal_trials().into(),
            Action::DoAnimalTrials => t.do_animal_trials().into(),
            Action::Roll => match view.phase() {
                Phase::Move => t.roll(view.dice_to_move()),
                _ => t.roll(super::squares::Dice::OneD6),
            },
        }
    }

    fn seat_summary(view: &Self, seat: Seat, lang: Lang) -> String {
        let (t, piece) = (text(lang), &view.pieces()[seat]);
        match piece.skip_next_turn {
            true => format!("{}, {}", t.square(piece.square), t.must_skip_mark()),
            false => t.square(piece.square),
        }
    }

    fn prompt(view: &Self, lang: Lang) -> String {
        let t = text(lang);
        let square = view.pieces()[view.current()].square;
        match view.phase() {
            Phase::Move if square == PANDEMIC => t.prompt_sequencing().into(),
            Phase::Move => match event_at(square) {
                Some(SquareEvent::Gate(needed)) => t.prompt_gate(needed),
                _ => t.prompt_move(view.dice_to_move()),
            },
            Phase::AnimalTrialRoll => t.prompt_shortcut_roll().into(),
            Phase::AnimalTrialChoice => t.prompt_shortcut_choice().into(),
            Phase::CompanyRollOff { square, .. } => t.prompt_company(*square),
            Phase::Won { .. } => t.prompt_produced().into(),
        }
    }

    fn narrate(events: &[Event], name: &dyn Fn(Seat) -> String, lang: Lang) -> Vec<String> {
        narrate(events, name, lang)
    }

    fn rules(lang: Lang) -> AnyView {
        rules::rules(lang).into_any()
    }

    const PICTURE: &'static str = include_str!("picture.svg");
}
