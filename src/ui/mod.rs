//! What a game gives the browser, and what the browser gives its board: the layer below both
//! the shell (src/app) and the games' views, so neither reaches up into the other.

mod board;
pub mod dice;
pub mod key;
pub mod lang;
pub mod mark;
mod rules;
pub mod sound;
pub mod walk;

use leptos::prelude::*;

pub use board::{action_words, fan, on_resize, roving_focus, BoardCtx, BoardParts};
pub use rules::rules_page;

pub use crate::engine::{Chosen, GameOption};
use crate::engine::{Computer, Outcome, Seat, Setup, Teach};
use crate::lang::Lang;
use crate::table::seal::Sealer;

/// A game the shell can offer. Implemented in each game's `view.rs` or `view/`.
pub trait GameUi: Computer + Teach + Setup {
    /// The seats' colours (indices into `table::seats::PALETTE`) when the game fixes them, as
    /// Lab Race's yellow, blue and green do: the setup then offers no colour to choose.
    const SEAT_COLOURS: &'static [usize] = &[];

    fn title(lang: Lang) -> &'static str;
    fn blurb(lang: Lang) -> &'static str;
    /// The name and a one-line description of an option (`choice: None`) or of one choice.
    fn option_words(_key: &str, _choice: Option<&str>, _lang: Lang) -> (&'static str, &'static str) {
        ("", "")
    }
    /// How a game keeping a secret is sealed across two devices, where it can be.
    const SEALER: Option<Sealer<Self>> = None;
    /// The part a seat plays where each seat has its own (Catch Me's hero and virus), shown
    /// beside the seat at setup; empty where every seat plays alike.
    fn seat_role(_seat: Seat, _lang: Lang) -> &'static str {
        ""
    }
    /// The name of the game's own turns (Lab Race's virus), for the banner and the log.
    fn own_turn(_lang: Lang) -> &'static str {
        ""
    }

    /// Actions taken only on the board, never listed as buttons (Carcassonne's placements:
    /// a hundred "place at x,y turned r" buttons would bury the ones that matter).
    fn on_board_only(_action: &Self::Action) -> bool {
        false
    }
    /// The kind of a person's action ("Mask"), by which the shell groups many choices: kinds
    /// first, then the chosen kind's actions. `None`: never grouped.
    fn action_kind(_view: &Self::View, _action: &Self::Action, _lang: Lang) -> Option<&'static str> {
        None
    }
    /// Whether an action plays a card (Epidemium's Penalty, Magic Number, Bonus Life): its
    /// button is drawn as a card, unlike a roll's (issue 45).
    fn plays_a_card(_action: &Self::Action) -> bool {
        false
    }
    /// The end's score table by kind of points, above the totals: a label and a number per seat.
    fn score_rows(_view: &Self::View, _lang: Lang) -> Vec<(String, Vec<i32>)> {
        vec![]
    }

    /// The board and its panel: they show what the looking seat may see and send actions by
    /// taps and keys; the shell fits them to the screen.
    fn board(ctx: BoardCtx<Self>) -> BoardParts;
    /// The words for a legal action (the view never decides what is legal), naming a seat by
    /// `name` as the table does (Epidemium's Penalty card names the person who skips a turn).
    fn action_label(view: &Self::View, action: &Self::Action, name: &dyn Fn(Seat) -> String, lang: Lang) -> String;
    /// The coach's sentence asking for `action`, where "Now tap “label”, which glows" would
    /// not be true (issue 42: Carcassonne's tile is placed by a spot, then its button).
    fn coach_ask(_view: &Self::View, _action: &Self::Action, _lang: Lang) -> Option<String> {
        None
    }
    /// What the person to act is asked to do, for the turn banner.
    fn prompt(view: &Self::View, lang: Lang) -> String;
    /// One line about a seat for the players panel ("on square 34", "12 points, 5 meeples"),
    /// from what the looking seat may see; empty when the game has nothing to add.
    fn seat_summary(_view: &Self::View, _seat: Seat, _lang: Lang) -> String {
        String::new()
    }
    /// The log lines for the events of one action, as the looking seat may know them.
    fn narrate(events: &[Self::Event], name: &dyn Fn(Seat) -> String, lang: Lang) -> Vec<String>;
    /// The end in the game's own words ("Humanity wins", and why, from the final `view`);
    /// `None` for the shell's "X wins!".
    fn outcome_words(
        _outcome: &Outcome,
        _view: &Self::View,
        _name: &dyn Fn(Seat) -> String,
        _lang: Lang,
    ) -> Option<String> {
        None
    }
    /// The rules page, with the rulings the product follows.
    fn rules(lang: Lang) -> AnyView;
    /// A small picture for the home screen: SVG markup, so that the home screen carries none
    /// of the game's drawing code (issue 23).
    const PICTURE: &'static str;
}
