//! Carcassonne in the browser: the board that grows in every direction, the turn (spot,
//! rotation, confirm, meeple), the players' panel, the score table and the rules page.

mod board;
mod callout;
mod covid;
mod key;
mod landscape;
mod last;
mod lens;
mod panel;
mod rules;
mod turn;

use leptos::prelude::*;

use super::art::{anchor, towards};
use super::narrate::narrate;
use super::setup::variant;
use super::text::covid::covid_text;
use super::text::{off_last, text};
use super::{Action, Carcassonne, Event, Phase, Tally};
use crate::engine::Seat;
use crate::lang::Lang;
use crate::ui::{BoardCtx, BoardParts, GameUi};

/// A Meeple target's name: its feature and where on the tile it lies ("road, north").
pub(super) fn meeple_name(view: &Carcassonne, segment: u8, lang: Lang) -> String {
    let board = view.board();
    let Some(placed) = board.tiles().last() else { return String::new() };
    let info = placed.kind.info();
    let feature = info.segments.get(segment as usize).map_or(super::Feature::Field, |s| s.feature);
    let name = text(lang).meeple_on(feature, towards(anchor(placed.kind, segment, placed.rotation)));
    // Example 4a: the player sees which places are infected (a Meeple there is tested).
    match view.infected(board.piece(board.tiles().len() - 1, segment)) {
        true => format!("{name} ({})", covid_text(lang).infected()),
        false => name,
    }
}

impl GameUi for Carcassonne {
    fn title(lang: Lang) -> &'static str {
        text(lang).title()
    }

    fn blurb(lang: Lang) -> &'static str {
        text(lang).blurb()
    }

    fn option_words(key: &str, choice: Option<&str>, lang: Lang) -> (&'static str, &'static str) {
        match (key, choice.map(|c| variant(Some(c)))) {
            ("covid", None) => covid_text(lang).option(None),
            ("covid", Some(Some(variant))) => covid_text(lang).option(Some(variant)),
            _ => ("", ""),
        }
    }

    fn on_board_only(action: &Action) -> bool {
        matches!(action, Action::Place { .. })
    }

    fn score_rows(view: &Carcassonne, lang: Lang) -> Vec<(String, Vec<i32>)> {
        let t = text(lang);
        let row = |label: String, pick: &dyn Fn(&Tally) -> u32| {
            (label, view.tally().iter().map(|tally| pick(tally) as i32).collect())
        };
        let mut rows = vec![];
        // Fields score only at the end.
        for (i, feature) in Tally::FEATURES.into_iter().enumerate().take(3) {
            rows.push(row(t.during_play(t.features(feature)), &|tally| tally.during[i]));
        }
        for (i, feature) in Tally::FEATURES.into_iter().enumerate() {
            rows.push(row(t.at_the_end(t.features(feature)), &|tally| tally.end[i]));
        }
        rows
    }

    fn board(ctx: BoardCtx<Self>) -> BoardParts {
        board::board(ctx)
    }

    fn action_label(view: &Self, action: &Action, _name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        let t = text(lang);
        match action {
            // Said by the coach alone (a tile is placed on the board): the spot that glows, by the
            // name the board gives it; "Place tile" is disabled until the spot is tapped (issue 42).
            Action::Place { x, y, .. } => t.free_spot(&off_last(t, view, *x, *y)),
            Action::Meeple(None) => t.no_meeple().into(),
            Action::Meeple(Some(segment)) => meeple_name(view, *segment, lang),
            Action::Spread(_) | Action::MoveToken(_) => covid::label(view, action, lang),
        }
    }

    /// The tile goes down in two taps: the glowing spot, then "Place tile", which glows only
    /// once a spot is chosen (issue 42: the coach asked for a disabled button).
    fn coach_ask(view: &Self, action: &Action, lang: Lang) -> Option<String> {
        let t = text(lang);
        let Action::Place { x, y, .. } = action else { return None };
        Some(t.coach_place(&t.free_spot(&off_last(t, view, *x, *y))))
    }

    fn seat_summary(view: &Self, seat: Seat, lang: Lang) -> String {
        let (score, meeples) = (view.scores().get(seat).copied(), view.supply().get(seat).copied());
        let summary = text(lang).seat_summary(score.unwrap_or(0), meeples.unwrap_or(0));
        match view.dead(seat) {
            0 => summary,
            dead => format!("{summary}, {}", covid_text(lang).dead(dead)),
        }
    }

    fn prompt(view: &Self, lang: Lang) -> String {
        let t = text(lang);
        match view.phase() {
            Phase::PlaceTile { .. } => t.prompt_place(),
            Phase::PlaceMeeple { .. } => t.prompt_meeple(),
            Phase::Spread { .. } => covid_text(lang).prompt_spread(),
            Phase::MoveToken { .. } => covid_text(lang).prompt_move_token(),
            Phase::Over => t.prompt_over(),
        }
        .into()
    }

    fn narrate(events: &[Event], name: &dyn Fn(Seat) -> String, lang: Lang) -> Vec<String> {
        narrate(events, name, lang)
    }

    fn rules(lang: Lang) -> AnyView {
        rules::rules(lang).into_any()
    }

    const PICTURE: &'static str = include_str!("picture.svg");
}
