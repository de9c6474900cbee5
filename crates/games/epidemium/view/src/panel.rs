//! Beside the maps: the three cards, with what each does and how many the player to act holds
//! (the one it may play now marked), under that player's name and colour: a hand shown as the
//! turn passes is never taken for one's own.

use leptos::prelude::*;

use engine::{Game, Turn};
use epidemium::text::{text, EpidemiumText};
use epidemium::{Action, Cards, Epidemium};
use table::seats::seat_name;
use ui::BoardCtx;

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

/// The cards of the player to act, named: each with its count and its words; the one it may
/// play now is marked, and its choices are the buttons beside the board.
pub fn cards(ctx: &BoardCtx<Epidemium>) -> impl IntoView {
    let (view, legal, lang, seats) = (ctx.view, ctx.legal, ctx.lang, ctx.seats.clone());
    let whose = Memo::new(move |_| {
        view.with(|v| match v.turn() {
            Turn::Seat(seat) => Some(seat),
            _ => None,
        })
    });
    let hand = move || view.with(|v| whose.get().map_or_else(Cards::default, |seat| v.pieces()[seat].hand));
    let colour = {
        let seats = seats.clone();
        move || whose.get().and_then(|seat| seats.get(seat)).map(|s| s.colour_hex())
    };
    let title = move || {
        let t = text(lang.get());
        whose
            .get()
            .map_or_else(|| t.the_cards().to_string(), |seat| t.whose_cards(&seat_name(&seats, seat, lang.get())))
    };
    let row = move |card: Card| {
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
        <div class="ep-hand" data-seat=move || whose.get().map(|seat| seat.to_string())>
            <p class="ep-whose" id="ep-whose">
                <span class="dot" aria-hidden="true" style:background=colour>{move || whose.get().map(|seat| seat + 1)}</span>
                {title}
            </p>
            <ul class="ep-cards" aria-labelledby="ep-whose">
                {row(Card::BonusLife)}{row(Card::Penalty)}{row(Card::MagicNumber)}
            </ul>
        </div>
    }
}
