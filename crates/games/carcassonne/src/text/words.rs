//! Carcassonne's words for the table (`text::GameWords`): its name, the COVID-19 option, the
//! labels of its actions (a spot, a Meeple's place, an area of the expansion), the prompts, the
//! players' lines, the log and the end's score table.

use super::covid::covid_text;
use super::{off_last, on_tile, text};
use crate::art::{anchor, towards};
use crate::narrate::narrate;
use crate::setup::variant;
use crate::{Action, Carcassonne, Event, Feature, Phase, Tally};
use engine::Seat;
use lang::Lang;
use text::teachers::Card;
use text::GameWords;

/// A Meeple target's name: its feature and where on the tile it lies ("road, north").
pub fn meeple_name(view: &Carcassonne, segment: u8, lang: Lang) -> String {
    let board = view.board();
    let Some(placed) = board.tiles().last() else { return String::new() };
    let info = placed.kind.info();
    let feature = info.segments.get(segment as usize).map_or(Feature::Field, |s| s.feature);
    let name = text(lang).meeple_on(feature, towards(anchor(placed.kind, segment, placed.rotation)));
    // Example 4a: the player sees which places are infected (a Meeple there is tested).
    match view.infected(board.piece(board.tiles().len() - 1, segment)) {
        true => format!("{name} ({})", covid_text(lang).infected()),
        false => name,
    }
}

/// A piece in words, its tile as the board shows it: "road, east, on the tile north of the
/// last tile".
fn piece_name(v: &Carcassonne, piece: u16, lang: Lang) -> String {
    let (tile, segment) = v.board().segment_of(piece);
    let p = v.board().tiles()[tile];
    let feature = v.board().areas().area(piece).feature;
    let t = text(lang);
    let what = t.meeple_on(feature, towards(anchor(p.kind, segment, p.rotation)));
    format!("{what}, {}", on_tile(t, v, p.x, p.y))
}

/// The words for the expansion's actions, after the number the choice carries on the board.
pub fn covid_label(v: &Carcassonne, action: &Action, lang: Lang) -> String {
    let words = match action {
        Action::Spread(piece) => covid_text(lang).spread_to(&piece_name(v, *piece, lang)),
        Action::MoveToken(piece) => covid_text(lang).move_from(&piece_name(v, *piece, lang)),
        _ => String::new(),
    };
    match v.covid_choice_number(action) {
        Some(number) => format!("{number}: {words}"),
        None => words,
    }
}

impl GameWords for Carcassonne {
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

    fn option_words(key: &str, choice: Option<&str>, lang: Lang) -> (&'static str, &'static str) {
        match (key, choice.map(|c| variant(Some(c)))) {
            ("covid", None) => covid_text(lang).option(None),
            ("covid", Some(Some(variant))) => covid_text(lang).option(Some(variant)),
            _ => ("", ""),
        }
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

    fn action_label(view: &Self, action: &Action, _name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
        let t = text(lang);
        match action {
            // Said by the coach alone (a tile is placed on the board): the spot that glows, by the
            // name the board gives it; "Place tile" is disabled until the spot is tapped.
            Action::Place { x, y, .. } => t.free_spot(&off_last(t, view, *x, *y)),
            Action::Meeple(None) => t.no_meeple().into(),
            Action::Meeple(Some(segment)) => meeple_name(view, *segment, lang),
            Action::Spread(_) | Action::MoveToken(_) => covid_label(view, action, lang),
        }
    }

    /// The tile goes down in two taps: the glowing spot, then "Place tile", which glows only
    /// once a spot is chosen (the coach never asks for a disabled button).
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
}
