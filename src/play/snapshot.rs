//! What the play screen shows, as one value: as boardgame.io's client hands a board its `G` and
//! `ctx`, the game at the table (`Seated::snapshot`) hands the screen a `Snapshot`, made in one
//! memo; each part reads its slice of it (`Model::slice`), and re-renders only when that slice
//! changes.
//! May use: `ending`; the app's `game_ui`.

use super::ending::{self, End};
use crate::game_ui::GameUi;
use engine::{Level, Outcome, Seat, Turn};
use lang::Lang;
use table::choices::Offer;
use table::play::{Actor, ForYou, Table};
use table::save::SavedGame;
use table::seats::{seat_name, SeatSetup};
use text::shell;
use text::travel::travel;

/// Everything the screen shows of the game at the table, in the screen's language.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    pub ply: usize,
    /// The positions shown since the screen opened, counted: a new one at every change of ply,
    /// cover or replay, and when the person's choices appear or go. What belongs to one
    /// position (the kind of action opened, a refusal's words) is kept with its number.
    pub position: usize,
    pub banner: Banner,
    pub players: Vec<PlayerRow>,
    /// The person's actions as buttons, before they are grouped by kind (`table::choices`).
    pub offers: Vec<Offer>,
    /// Whether the person here has actions in this position (the board's or buttons).
    pub may_act: bool,
    /// The warning before the action that loses the game the person tapped, in words, while it
    /// waits for their confirm (`Screen::warned`).
    pub warning: Option<String>,
    /// The button of the person's usual action while its beat runs: it plays itself unless
    /// the person chooses.
    pub usual: Option<usize>,
    /// Who acts next, for the computer's pace.
    pub pace: Pace,
    /// "Red is playing…" while a computer or the game itself acts.
    pub automatic: Option<String>,
    /// The name of the person on another device whose move this device waits for, or to
    /// whom the end reached here is sent.
    pub elsewhere: Option<String>,
    /// A sealed game's check at the end, on the hero's device.
    pub verdict: Option<String>,
    /// The first of the moves this screen's person waited for (`Table::waited_since`).
    pub waited: Option<usize>,
    pub can_undo: bool,
    pub can_redo: bool,
    pub end: Option<End>,
    /// The name of the person the device must be handed to, while the cover is up.
    pub cover: Option<String>,
    /// The people here whose seat may be handed to another device, named.
    pub givable: Vec<(Seat, String)>,
    /// The seat whose view the screen shows: the log's lines depend on it.
    pub looking: Option<Seat>,
}

/// One player in the players panel: their seat, name and colour, whether a computer plays it,
/// what the game says about it (where it stands, its score) and whether it is to act.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerRow {
    pub seat: Seat,
    pub name: String,
    pub colour: &'static str,
    pub computer: bool,
    pub summary: String,
    pub to_act: bool,
}

/// The panel's rows, from what the looking seat may see.
pub fn rows<G: GameUi>(table: &Table<G>, view: &G::View, name: &dyn Fn(Seat) -> String, lang: Lang) -> Vec<PlayerRow> {
    let acting = match table.to_act() {
        Actor::Person(seat) | Actor::Computer(seat) | Actor::Elsewhere(seat) => Some(seat),
        _ => None,
    };
    (0..table.seats().len())
        .map(|seat| PlayerRow {
            seat,
            name: name(seat),
            colour: table.seats()[seat].colour_hex(),
            computer: table.seats()[seat].is_computer(),
            summary: G::seat_summary(view, seat, lang),
            to_act: acting == Some(seat),
        })
        .collect()
}

/// Who is to act, whether the table plays a person's action for them, and a computer's level.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pace {
    pub to_act: Actor,
    pub for_you: Option<ForYou>,
    pub level: Option<Level>,
}

/// The banner: who is to act and what they are asked, with their colour and number.
#[derive(Clone, Debug, PartialEq)]
pub struct Banner {
    pub text: String,
    pub colour: &'static str,
    pub seat: Option<Seat>,
}

/// What the snapshot takes from the save the screen opened: the seats' names, whether this
/// device only watches, whether a seat may be given to another device, and a sealed game's
/// save for its verdict.
pub struct Facts {
    pub seats: Vec<SeatSetup>,
    pub watches: bool,
    /// Not a guided game, a sealed one or one watched: a seat's link would do.
    pub may_give: bool,
    pub sealed: Option<SavedGame>,
}

impl Facts {
    pub fn of(saved: &SavedGame, watches: bool) -> Self {
        Facts {
            seats: saved.seats.clone(),
            watches,
            may_give: !watches && !saved.lesson && saved.sealing.is_none(),
            sealed: saved.sealing.is_some().then(|| saved.clone()),
        }
    }

    pub fn name(&self, seat: Seat, lang: Lang) -> String {
        seat_name(&self.seats, seat, lang)
    }
}

/// The banner of the position shown: the live one, or the replay's step with its turn and
/// outcome (`shown`), so that a replay of a finished game does not say "X wins!" at step 0.
pub fn banner<G: GameUi>(
    table: &Table<G>,
    shown: Option<(Turn, Option<Outcome>)>,
    view: &G::View,
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
    watches: bool,
) -> Banner {
    let t = shell(lang);
    let colour = |seat: Seat| table.seats()[seat].colour_hex();
    if let Some(who) = table.cover().filter(|_| shown.is_none()) {
        return Banner { text: t.hand_over(&name(who)), colour: colour(who), seat: Some(who) };
    }
    let (turn, outcome) = shown.unwrap_or_else(|| (table.session().state().turn(), table.session().state().outcome()));
    match table.actor(turn) {
        Actor::Over => {
            let text = outcome.as_ref().map(|o| ending::headline::<G>(o, view, name, lang)).unwrap_or_default();
            let winner = outcome.filter(|o| o.winners.len() == 1).map(|o| o.winners[0]);
            Banner { text, colour: winner.map_or("#555", colour), seat: winner }
        }
        Actor::Person(seat) => Banner {
            text: format!("{}: {}", name(seat), G::prompt(view, lang)),
            colour: colour(seat),
            seat: Some(seat),
        },
        Actor::Computer(seat) => Banner {
            text: format!("{} ({}): {}", name(seat), t.computer_tag(), G::prompt(view, lang)),
            colour: colour(seat),
            seat: Some(seat),
        },
        Actor::Game => {
            Banner { text: format!("{}: {}", G::own_turn(lang), G::prompt(view, lang)), colour: "#555", seat: None }
        }
        // A device that only watches has no move to send.
        Actor::Elsewhere(seat) => {
            let text = match watches {
                true => travel(lang).plays_there(&name(seat)),
                false => t.plays_elsewhere(&name(seat)),
            };
            Banner { text, colour: colour(seat), seat: Some(seat) }
        }
    }
}

/// "Red is playing…" while a computer or the game itself acts.
pub fn automatic<G: GameUi>(to_act: Actor, name: &dyn Fn(Seat) -> String, lang: Lang) -> Option<String> {
    match to_act {
        Actor::Computer(seat) => Some(shell(lang).is_playing(&name(seat))),
        Actor::Game => Some(shell(lang).is_playing(G::own_turn(lang))),
        _ => None,
    }
}
