//! Epidemium in the browser: the two world maps with their paths, the dice, the cards as
//! decisions, the characters at setup, the prompts and the rules page.

mod board;
mod dice;
mod key;
mod maps;
mod panel;
mod pieces;
mod rules;
mod targets;

use leptos::prelude::*;

use super::narrate::narrate;
use super::text::{effect_words, text, EpidemiumText};
use super::{Action, Epidemium, Event, Phase, Thrown};
use crate::engine::{preview, Outcome, Seat};
use crate::lang::Lang;
use crate::ui::{BoardCtx, BoardParts, GameUi};

/// What a card decision (a Magic Number value, or keeping the throw) would do, in a few words,
/// from its preview (a card decision rolls no dice: the preview shows where the piece lands).
fn effect(view: &Epidemium, action: &Action, t: &dyn EpidemiumText) -> String {
    let (events, after) = preview(view, action).unzip();
    let bonus_life = after.is_some_and(|after| matches!(after.phase(), Phase::BonusLife { .. }));
    effect_words(t, &events.unwrap_or_default(), bonus_life)
}

impl GameUi for Epidemium {
    fn title(lang: Lang) -> &'static str {
        text(lang).title()
    }

    fn blurb(lang: Lang) -> &'static str {
        text(lang).blurb()
    }

    fn option_words(key: &str, choice: Option<&str>, lang: Lang) -> (&'static str, &'static str) {
        super::setup::option_words(key, choice, lang)
    }

    fn board(ctx: BoardCtx<Self>) -> BoardParts {
        board::board(ctx)
    }

    fn action_label(view: &Self, action: &Action, name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        let t = text(lang);
        match (view.phase(), action) {
            (Phase::Order(_), _) => t.roll_for_order().into(),
            (Phase::Turn, Action::Roll) if view.pieces()[view.current()].at_teleport() => t.throw_to_teleport(),
            (_, Action::Roll) => t.roll(view.pieces()[view.current()].die()),
            (_, Action::Penalty(target)) => {
                t.play_penalty(&name(*target), t.character(view.pieces()[*target].continent))
            }
            (Phase::Magic(Thrown::Teleport { faces }), Action::KeepRoll) => {
                t.keep_throw(*faces, &effect(view, action, t))
            }
            (Phase::Magic(Thrown::Teleport { .. }), Action::MagicNumber(v)) => t.play_magic_double(*v),
            (Phase::Magic(Thrown::Move { face, .. }), Action::KeepRoll) => t.keep_roll(*face, &effect(view, action, t)),
            (_, Action::MagicNumber(v)) => t.play_magic_number(*v, &effect(view, action, t)),
            (_, Action::BonusLife) => t.play_bonus_life().into(),
            (_, Action::AcceptSkip) => t.accept_skip().into(),
            // Kept throws are offered only with a Magic Number decision.
            (_, Action::KeepRoll) => String::new(),
        }
    }

    fn plays_a_card(action: &Action) -> bool {
        matches!(action, Action::Penalty(_) | Action::MagicNumber(_) | Action::BonusLife)
    }

    fn seat_summary(view: &Self, seat: Seat, lang: Lang) -> String {
        view.pieces().get(seat).map(|p| panel::seat_words(p, lang)).unwrap_or_default()
    }

    fn prompt(view: &Self, lang: Lang) -> String {
        let t = text(lang);
        let piece = &view.pieces()[view.current()];
        match view.phase() {
            Phase::Order(_) => t.prompt_order().into(),
            Phase::Turn if piece.at_teleport() => t.prompt_teleport(),
            Phase::Turn => t.prompt_roll(piece.world, piece.die(), !view.penalty_targets().is_empty()),
            Phase::Magic(Thrown::Move { face, .. }) => t.prompt_magic_move(*face),
            Phase::Magic(Thrown::Teleport { faces, .. }) => t.prompt_magic_teleport(*faces),
            Phase::BonusLife { penalty, .. } => t.prompt_bonus_life(*penalty).into(),
            Phase::Won { .. } => t.prompt_won().into(),
        }
    }

    fn narrate(events: &[Event], name: &dyn Fn(Seat) -> String, lang: Lang) -> Vec<String> {
        narrate(events, name, lang)
    }

    fn outcome_words(_outcome: &Outcome, view: &Self, name: &dyn Fn(Seat) -> String, lang: Lang) -> Option<String> {
        let Phase::Won { winner } = view.phase() else { return None };
        let t = text(lang);
        Some(t.cure_home(&name(*winner), t.character(view.pieces()[*winner].continent)))
    }

    fn rules(lang: Lang) -> AnyView {
        rules::rules(lang).into_any()
    }

    const PICTURE: &'static str = include_str!("picture.svg");
}
