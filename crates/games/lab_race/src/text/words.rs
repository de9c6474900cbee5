//! Lab Race's words for the table (`text::GameWords`): its name, the roles at setup, the
//! virus's turn, the labels of its actions and their kinds, the prompts, the players' lines,
//! the log and the end.

use super::{field_name, give_mask_words, piece_name, seat_words, text};
use crate::narrate::narrate;
use crate::setup::{colour_of, role_of};
use crate::{Action, Event, LabRace, Peril, Phase};
use engine::{preview, Outcome, Seat};
use lang::Lang;
use text::teachers::Card;
use text::GameWords;

impl GameWords for LabRace {
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

    /// The words of a role option or of one of its choices.
    fn option_words(key: &str, choice: Option<&str>, lang: Lang) -> (&'static str, &'static str) {
        let t = text(lang);
        match choice.map(role_of) {
            None => (t.role_option(colour_of(key)), t.role_option_help()),
            Some(None) => (t.no_role(), t.no_role_help()),
            Some(Some(role)) => (t.role(role), t.role_power(role)),
        }
    }

    fn own_turn(lang: Lang) -> &'static str {
        text(lang).the_virus()
    }

    fn action_label(view: &Self, action: &Action, _name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        let t = text(lang);
        let piece = |id| piece_name(t, id);
        match *action {
            Action::VirusRoll => t.virus_roll().into(),
            Action::Roll => t.roll().into(),
            Action::Move(id) => match (view.field_of(id), view.landing(action)) {
                (Some(from), Some(to)) => t.move_piece(&piece(id), &field_name(t, from), &field_name(t, to)),
                _ => piece(id),
            },
            Action::TakeOut(id) => t.take_out(&piece(id)),
            Action::Heal(id) => t.heal(&piece(id)),
            Action::GiveMask(id) => {
                let fields =
                    preview(view, action).map(|(events, _)| events).unwrap_or_default().iter().find_map(|e| match *e {
                        Event::MaskGiven { fields, .. } => Some(fields),
                        _ => None,
                    });
                give_mask_words(t, id, view.piece(id).mask, fields.unwrap_or_default())
            }
            Action::PlaceSanitizer(field) => t.place_sanitizer(&field_name(t, field)),
            Action::Pass => t.pass().into(),
        }
    }

    fn action_kind(_view: &Self, action: &Action, lang: Lang) -> Option<&'static str> {
        let kinds = text(lang).choice_kinds();
        match action {
            Action::Move(_) => Some(kinds[0]),
            Action::TakeOut(_) => Some(kinds[1]),
            Action::Heal(_) => Some(kinds[2]),
            Action::GiveMask(_) => Some(kinds[3]),
            Action::PlaceSanitizer(_) => Some(kinds[4]),
            Action::VirusRoll | Action::Roll | Action::Pass => None,
        }
    }

    fn why_it_loses(view: &Self, action: &Action, lang: Lang) -> Option<String> {
        let t = text(lang);
        Some(match view.peril(action)? {
            Peril::AtOnce(why) => t.loses_how(why).into(),
            Peril::VirusRoll { faces, why } => t.after_virus_roll(&faces, t.loses_how(why)),
        })
    }

    fn seat_summary(view: &Self, seat: Seat, lang: Lang) -> String {
        view.players().get(seat).map(|p| seat_words(text(lang), p)).unwrap_or_default()
    }

    fn prompt(view: &Self, lang: Lang) -> String {
        let t = text(lang);
        match view.phase() {
            Phase::Virus => t.prompt_virus().into(),
            Phase::Roll { first, .. } => t.prompt_roll(!first).into(),
            Phase::Choose { seat, face, .. } if view.helps(seat) => t.prompt_help(face, view.may_pass(seat)),
            Phase::Choose { face: 6, .. } => t.prompt_six().into(),
            Phase::Choose { face, .. } => t.prompt_move(face),
            Phase::Over(_) => t.prompt_over().into(),
        }
    }

    fn narrate(events: &[Event], name: &dyn Fn(Seat) -> String, lang: Lang) -> Vec<String> {
        narrate(events, name, lang)
    }

    /// Cooperative: humanity wins or the virus does, and the final table says why.
    fn outcome_words(outcome: &Outcome, view: &Self, _name: &dyn Fn(Seat) -> String, lang: Lang) -> Option<String> {
        let t = text(lang);
        Some(match view.ending() {
            Some(ending) => t.ending(ending).into(),
            None if outcome.winners.is_empty() => t.virus_wins().into(),
            None => t.humanity_wins().into(),
        })
    }
}
