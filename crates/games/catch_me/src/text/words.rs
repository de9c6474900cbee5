//! Catch Me's words for the table (`text::GameWords`): its name, the mode at setup, each seat's
//! part, the labels of its actions, the prompts, the players' lines, the log and the end.

use super::{coordinates, text};
use crate::narrate::narrate;
use crate::setup::mode_of;
use crate::{Action, BoardName, CatchMe, CatchView, Event, Phase, Side};
use engine::{Outcome, Seat};
use lang::Lang;
use text::teachers::Card;
use text::GameWords;

impl GameWords for CatchMe {
    fn title(lang: Lang) -> &'static str {
        text(lang).title()
    }

    fn blurb(lang: Lang) -> &'static str {
        text(lang).blurb()
    }

    fn card(lang: Lang) -> &'static Card {
        super::card::CARD.of(lang)
    }

    /// A row per kind of square on the board of new games, its name, its picture and what it
    /// does, as its view's key draws them beside the square (`view/key.rs`).
    fn board_key(lang: Lang) -> Vec<String> {
        let text = text(lang);
        let kinds = BoardName::default().board().key_kinds();
        kinds
            .into_iter()
            .map(|kind| format!("{} {} {}", text.kind(kind), text.kind_picture(kind), text.kind_effect(kind)))
            .collect()
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

    fn action_label(view: &CatchView, action: &Action, _name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        match action {
            Action::Roll => text(lang).roll().into(),
            Action::Step(to) => text(lang).step_to(&coordinates(view.board(), *to)),
            Action::Unseen(_) => text(lang).prompt_unseen().into(),
            Action::Dice(_) => text(lang).dice_mixed().into(),
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
}
