//! Beside the maps: the three cards, with what each does and how many the player to act holds
//! (the one it may play now marked); and each player's line for the shell's players panel.

use leptos::prelude::*;

use crate::engine::{Game, Turn};
use crate::games::epidemium::text::{character_name, spot_name, text, EpidemiumText};
use crate::games::epidemium::{Action, Cards, Epidemium, Piece};
use crate::lang::Lang;
use crate::ui::BoardCtx;

/// A player's character, where it stands, its cards left and what waits for it.
pub fn seat_words(piece: &Piece, lang: Lang) -> String {
    let t = text(lang);
    let mut words = vec![character_name(t, piece.continent), place_words(piece, t)];
    let hand = piece.hand;
    words.push(t.cards_left(hand.bonus_life, hand.penalty, hand.magic_number));
    words.extend(marks(piece, t));
    words.join(" · ")
}

/// "the past world, dot 4".
pub fn place_words(piece: &Piece, t: &dyn EpidemiumText) -> String {
    format!("{}, {}", t.world(piece.world), spot_name(t, piece.world, piece.spot))
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

#[derive(Clone, Copy, PartialEq)]
enum Card {
    BonusLife,
    Penalty,
    MagicNumber,
}

impl Card {
    fn held(self, hand: Cards) -> u8 {
        match self {
            Card::BonusLife => hand.bonus_life,
            Card::Penalty => hand.penalty,
            Card::MagicNumber => hand.magic_number,
        }
    }

    fn words(self, t: &dyn EpidemiumText) -> (&'static str, &'static str) {
        match self {
            Card::BonusLife => (t.bonus_life(), t.bonus_life_help()),
            Card::Penalty => (t.penalty(), t.penalty_help()),
            Card::MagicNumber => (t.magic_number(), t.magic_number_help()),
        }
    }

    /// Its `data-card`, for tests.
    fn key(self) -> &'static str {
        match self {
            Card::BonusLife => "bonus-life",
            Card::Penalty => "penalty",
            Card::MagicNumber => "magic-number",
        }
    }

    fn played_by(self, action: &Action) -> bool {
        matches!(
            (self, action),
            (Card::BonusLife, Action::BonusLife)
                | (Card::Penalty, Action::Penalty(_))
                | (Card::MagicNumber, Action::MagicNumber(_))
        )
    }
}

/// The cards of the player to act: each with its count and its words; the one it may play now
/// is marked, and its choices are the buttons beside the board.
pub fn cards(ctx: &BoardCtx<Epidemium>) -> impl IntoView {
    let (view, legal, lang) = (ctx.view, ctx.legal, ctx.lang);
    let row = move |card: Card| {
        let hand = move || {
            view.with(|v| match v.turn() {
                Turn::Seat(seat) => v.pieces()[seat].hand,
                _ => Cards::default(),
            })
        };
        let ready = move || legal.with(|l| l.iter().any(|a| card.played_by(a)));
        view! {
            <li class="ep-card" class:ready=ready data-card=card.key()>
                <strong>{move || card.words(text(lang.get())).0}</strong>
                <span class="count">{move || format!("× {}", card.held(hand()))}</span>
                <span class="help">{move || card.words(text(lang.get())).1}</span>
            </li>
        }
    };
    view! {
        <ul class="ep-cards" aria-label=move || text(lang.get()).the_cards()>
            {row(Card::BonusLife)}{row(Card::Penalty)}{row(Card::MagicNumber)}
        </ul>
    }
}
