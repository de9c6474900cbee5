//! Catch Me If You Can in the browser: the grid, the die, the prompts and the rules page.

mod board;
mod key;
mod marks;
mod panel;
mod pieces;
mod rules;
mod squares;

use leptos::prelude::*;

use super::narrate::narrate;
use super::setup::mode_of;
use super::text::{coordinates, text};
use super::{Action, CatchMe, CatchView, Event, Phase, Side};
use crate::engine::{Outcome, Seat};
use crate::lang::Lang;
use crate::table::seal::Sealer;
use crate::ui::{BoardCtx, BoardParts, GameUi};

impl GameUi for CatchMe {
    fn title(lang: Lang) -> &'static str {
        text(lang).title()
    }

    fn blurb(lang: Lang) -> &'static str {
        text(lang).blurb()
    }

    fn option_words(key: &str, choice: Option<&str>, lang: Lang) -> (&'static str, &'static str) {
        let mode = choice.map(mode_of);
        match (key, mode) {
            ("mode", None) => text(lang).mode_words(None),
            ("mode", Some(Some(mode))) => text(lang).mode_words(Some(mode)),
            _ => ("", ""),
        }
    }

    fn seat_role(seat: Seat, lang: Lang) -> &'static str {
        text(lang).role(Side::of(seat))
    }

    const SEALER: Option<Sealer<Self>> = Some(super::seal::CATCH_ME);

    fn board(ctx: BoardCtx<Self>) -> BoardParts {
        board::board(ctx)
    }

    fn action_label(view: &CatchView, action: &Action, _name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        match action {
            Action::Roll => text(lang).roll().into(),
            Action::Step(to) => text(lang).step_to(&coordinates(view.board(), *to)),
            Action::Unseen(_) => text(lang).prompt_unseen().into(),
        }
    }

    fn prompt(view: &CatchView, lang: Lang) -> String {
        let t = text(lang);
        match &view.phase {
            Phase::Roll { roller } => t.prompt_roll(*roller),
            Phase::Move(mv) => t.prompt_move(mv.mover, mv.steps_left),
            Phase::UnseenMove { .. } => t.prompt_unseen().into(),
            Phase::Over { winner } => t.prompt_over(*winner),
        }
    }

    /// The part the seat plays and where its piece is, as the looking seat knows it.
    fn seat_summary(view: &CatchView, seat: Seat, lang: Lang) -> String {
        let (t, board) = (text(lang), view.board());
        let place = match Side::of(seat) {
            Side::Hero => t.on(&coordinates(board, view.hero)),
            Side::Virus if view.virus.moves_ago == 0 => t.on(&coordinates(board, view.virus.square)),
            Side::Virus => t.last_seen(&coordinates(board, view.virus.square), view.virus.moves_ago),
        };
        format!("{}, {place}", t.role(Side::of(seat)))
    }

    fn narrate(events: &[Event], name: &dyn Fn(Seat) -> String, lang: Lang) -> Vec<String> {
        narrate(events, name, lang)
    }

    fn outcome_words(
        outcome: &Outcome,
        _view: &Self::View,
        name: &dyn Fn(Seat) -> String,
        lang: Lang,
    ) -> Option<String> {
        let &[winner] = outcome.winners.as_slice() else { return None };
        Some(text(lang).outcome(Side::of(winner), &name(winner)))
    }

    fn rules(lang: Lang) -> AnyView {
        rules::rules(lang).into_any()
    }

    const PICTURE: &'static str = include_str!("picture.svg");
}
