//! Epidemium's words for the table (`text::GameWords`): its name, the characters and the pace
//! at setup, the labels of its actions (each card decision with what it would do), the
//! prompts, the players' lines, the log and the end.

use super::{character_name, effect_words, spot_name, text, EpidemiumText};
use crate::narrate::narrate;
use crate::setup::{continent_of, seat_of, PACE_KEY};
use crate::{Action, Epidemium, Event, Phase, Piece, Thrown};
use engine::{preview, Outcome, Seat};
use lang::Lang;
use text::teachers::Card;
use text::GameWords;

/// What a card decision (a Magic Number value, or keeping the throw) would do, in a few words,
/// from its preview (a card decision rolls no dice: the preview shows where the piece lands).
fn effect(view: &Epidemium, action: &Action, t: &dyn EpidemiumText) -> String {
    let (events, after) = preview(view, action).unzip();
    let bonus_life = after.is_some_and(|after| matches!(after.phase(), Phase::BonusLife { .. }));
    effect_words(t, &events.unwrap_or_default(), bonus_life)
}

/// A player's character, where it stands, its cards left and what waits for it.
fn seat_words(piece: &Piece, lang: Lang) -> String {
    let t = text(lang);
    let place = format!("{}, {}", t.world(piece.world), spot_name(t, piece.world, piece.spot));
    let mut words = vec![character_name(t, piece.continent), place];
    let hand = piece.hand;
    words.push(t.cards_left(hand.bonus_life, hand.penalty, hand.magic_number));
    words.extend(marks(piece, t));
    words.join(" · ")
}

/// The syringe carried and what the last rolls left for the next turn.
pub fn marks(piece: &Piece, t: &dyn EpidemiumText) -> Vec<String> {
    let flags = [(piece.syringe, t.has_syringe()), (piece.d4, t.d4_next()), (piece.slow_step, t.slow_next())];
    let mut words: Vec<String> = flags.iter().filter(|(on, _)| *on).map(|(_, w)| w.to_string()).collect();
    if piece.stopped.is_some() {
        words.push(t.skips_next().into());
    }
    words
}

impl GameWords for Epidemium {
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

    /// The words of an option or of one of its choices.
    fn option_words(key: &str, choice: Option<&str>, lang: Lang) -> (&'static str, &'static str) {
        let t = text(lang);
        match (key, choice) {
            (PACE_KEY, None) => (t.pace(), t.pace_help()),
            (PACE_KEY, Some("slow")) => t.pace_slow(),
            (PACE_KEY, Some(_)) => t.pace_normal(),
            (_, None) => (t.character_option(seat_of(key).unwrap_or(0)), t.character_option_help()),
            (_, Some(choice)) => match continent_of(choice) {
                Some(continent) => (t.character(continent), t.continent(continent)),
                None => (t.draw(), t.draw_help()),
            },
        }
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

    fn seat_summary(view: &Self, seat: Seat, lang: Lang) -> String {
        view.pieces().get(seat).map(|p| seat_words(p, lang)).unwrap_or_default()
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
}
