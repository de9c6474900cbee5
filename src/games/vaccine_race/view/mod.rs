//! Vaccine Race in the browser: the serpentine board, the dice, the prompts and the rules page.

mod board;
mod dice;
mod rules;

use leptos::prelude::*;

use super::narrate::narrate;
use super::squares::{event_at, SquareEvent, PANDEMIC};
use super::{Action, Event, Options, Phase, VaccineRace, MAX_PLAYERS, MIN_PLAYERS};
use crate::app::game_ui::GameUi;
use crate::table::seats::{seat_name, SeatSetup};

impl GameUi for VaccineRace {
    const TITLE: &'static str = "Vaccine Race";
    const BLURB: &'static str = "Race your vaccine company from the first outbreak through the trials to square 98.";
    const PLAYERS: std::ops::RangeInclusive<usize> = MIN_PLAYERS..=MAX_PLAYERS;

    fn options_for(players: usize) -> Options {
        Options { players }
    }

    fn board(state: Signal<Self>, last: Signal<Vec<Event>>, seats: Vec<SeatSetup>) -> AnyView {
        board::board(state, last, seats).into_any()
    }

    fn action_label(state: &Self, action: &Action) -> String {
        match action {
            Action::SkipAnimalTrials => "Skip the animal trials (go to 28)".into(),
            Action::DoAnimalTrials => "Do the animal trials".into(),
            Action::Roll => match state.phase() {
                Phase::Move => format!("Roll {}", state.dice_to_move().label()),
                _ => "Roll 1d6".into(),
            },
        }
    }

    fn prompt(state: &Self) -> String {
        let square = state.pieces()[state.current()].square;
        match state.phase() {
            Phase::Move if square == PANDEMIC => "roll 1d6 to sequence the virus DNA (5 or 6 moves to square 1)".into(),
            Phase::Move => match event_at(square) {
                Some(SquareEvent::Gate(needed)) => format!("roll 1d6: only {needed} or more moves you on"),
                _ => format!("roll {} to move", state.dice_to_move().label()),
            },
            Phase::AnimalTrialRoll => "roll 1d6: a 5 or 6 lets you skip the animal trials".into(),
            Phase::AnimalTrialChoice => {
                "skip the animal trials and jump to 28? (a 1 in Phase I sends you back to 16)".into()
            }
            Phase::CompanyRollOff { square, .. } => format!("company event on {square}: roll 1d6, the lowest go back"),
            Phase::Won { .. } => "the vaccine is produced".into(),
        }
    }

    fn narrate(events: &[Event], seats: &[SeatSetup]) -> Vec<String> {
        narrate(events, |seat| seat_name(seats, seat))
    }

    fn rules() -> AnyView {
        rules::rules().into_any()
    }

    fn picture() -> AnyView {
        board::picture().into_any()
    }
}
