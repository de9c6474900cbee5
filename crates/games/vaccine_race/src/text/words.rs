//! Vaccine Race's words for the table (`text::GameWords`): its name, the labels of its actions,
//! the prompts, each company's square and the log.

use super::text;
use crate::narrate::narrate;
use crate::squares::{event_at, Dice, SquareEvent, PANDEMIC};
use crate::{Action, Event, Phase, VaccineRace};
use engine::Seat;
use lang::Lang;
use text::teachers::Card;
use text::GameWords;

impl GameWords for VaccineRace {
    fn title(lang: Lang) -> &'static str {
        text(lang).title()
    }

    fn blurb(lang: Lang) -> &'static str {
        text(lang).blurb()
    }

    fn card(lang: Lang) -> &'static Card {
        super::card::CARD.of(lang)
    }

    fn board_key(lang: Lang) -> Vec<String> {
        text(lang).board_key().iter().map(|row| row.to_string()).collect()
    }

    fn action_label(view: &Self, action: &Action, _name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        let t = text(lang);
        match action {
            Action::SkipAnimalTrials => t.skip_animal_trials().into(),
            Action::DoAnimalTrials => t.do_animal_trials().into(),
            Action::Roll => match view.phase() {
                Phase::Move => t.roll(view.dice_to_move()),
                _ => t.roll(Dice::OneD6),
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
}
