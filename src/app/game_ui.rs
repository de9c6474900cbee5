//! What the shell needs from each game's view to set it up, play it and show its rules.

use std::ops::RangeInclusive;

use leptos::prelude::*;

use crate::engine::Computer;
use crate::table::seats::SeatSetup;

/// A game the shell can offer. Implemented in each game's `view.rs`.
pub trait GameUi: Computer {
    const TITLE: &'static str;
    const BLURB: &'static str;
    const PLAYERS: RangeInclusive<usize>;

    fn options_for(players: usize) -> Self::Options;

    /// Named variants a classroom link may ask for with `?variant=`; none unless a game
    /// overrides this (and `variant_options`).
    const VARIANTS: &'static [&'static str] = &[];

    /// The options for one of `VARIANTS`.
    fn variant_options(players: usize, _variant: &str) -> Self::Options {
        Self::options_for(players)
    }

    /// The board for the state shown; `last` is what the latest action did (dice thrown,
    /// moves) and `seats` gives names and colours.
    fn board(state: Signal<Self>, last: Signal<Vec<Self::Event>>, seats: Vec<SeatSetup>) -> AnyView;

    /// The words on the button for a legal action (the view never decides what is legal).
    fn action_label(state: &Self, action: &Self::Action) -> String;

    /// What the player to act is asked to do, for the turn banner.
    fn prompt(state: &Self) -> String;

    /// The log lines for the events of one action.
    fn narrate(events: &[Self::Event], seats: &[SeatSetup]) -> Vec<String>;

    /// The rules page, with the rulings the product follows.
    fn rules() -> AnyView;

    /// A small picture for the home screen.
    fn picture() -> AnyView;
}
