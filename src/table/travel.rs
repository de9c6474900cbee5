//! A game travelling to another device (issue 24), in plain Rust so it tests natively: what
//! may be shared of a game, the shared page's address and file name, and what to do when
//! a game arrives that this device already holds.

use super::link::{self, Unshareable};
use super::route::Route;
use super::save::SavedGame;
use super::seats::{Controller, SeatSetup};
use crate::engine::{Game, Seat, Session};

/// What sharing a game gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sharing {
    /// The game hides something (Catch Me's hidden virus) and is not over: a link or file
    /// would tell its holder the secret.
    Secret,
    /// The text after `#/open/` of the shared address.
    Link(String),
    /// No link can hold it (it went on from an older save); the file still can.
    NoLink(Unshareable),
}

/// What may be shared of `session`, played by `seats`. A game played on several devices
/// travels whatever it hides: each device shows only its own people's view.
pub fn sharing<G: Game>(session: &Session<G>, seats: &[SeatSetup]) -> Sharing {
    if keeps_a_secret(session) && !on_several_devices(seats) {
        return Sharing::Secret;
    }
    match link::encode(session, seats) {
        Ok(link) => Sharing::Link(link),
        Err(why) => Sharing::NoLink(why),
    }
}

/// A game in progress that hides something: a finished one keeps no secrets.
pub fn keeps_a_secret<G: Game>(session: &Session<G>) -> bool {
    let state = session.state();
    state.hides_information() && state.outcome().is_none()
}

/// The page's own address without its hash, then the route that opens `link`.
pub fn shared_address(page: &str, link: &str) -> String {
    let base = page.split('#').next().unwrap_or_default();
    format!("{base}{}", Route::Open { link: link.to_string() }.hash())
}

/// A game's file name: `quarantable-<game>-<yyyy-mm-dd>.json`.
pub fn file_name(game: &str, date: &str) -> String {
    format!("quarantable-{game}-{date}.json")
}

/// Where a game arriving by link or file goes among the saves already on this device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// Nothing here is that game: it is saved as it is.
    New,
    /// The save of that id holds this very game with the same moves: it is opened.
    Here(String),
    /// The save of that id is that game (or has its id) with other moves: the person chooses.
    Differs(String),
    /// The save of that id is this game before the moves made since on another device: it
    /// goes on with them, and the moves from `since` on are told as new.
    Continues { id: String, since: usize },
}

/// Whether some seat is a person on another device: the game goes back and forth by link.
pub fn on_several_devices(seats: &[SeatSetup]) -> bool {
    seats.iter().any(|s| s.controller == Controller::Elsewhere)
}

/// Two saves of one game: the same game, seed, options and seats (the moves may differ).
/// Which device a person plays on is each device's own: only the computer's seats must agree.
pub fn same_game(a: &SavedGame, b: &SavedGame) -> bool {
    let (ra, rb) = (&a.record, &b.record);
    let seat = |s: &SeatSetup| (s.name.clone(), s.colour, s.is_computer(), s.level);
    let seats_agree = a.seats.len() == b.seats.len() && a.seats.iter().zip(&b.seats).all(|(x, y)| seat(x) == seat(y));
    a.game == b.game && seats_agree && ra.get("seed") == rb.get("seed") && ra.get("options") == rb.get("options")
}

/// The seats a game from another device may give this one, the first time it comes: the
/// people the sender plays elsewhere.
pub fn elsewhere_seats(seats: &[SeatSetup]) -> Vec<Seat> {
    (0..seats.len()).filter(|&seat| seats[seat].controller == Controller::Elsewhere).collect()
}

/// The seats of a game from another device as this device plays them: one held here keeps
/// its own (who plays here stays here); a first arrival turns the sender's round: its people
/// play elsewhere, and of the seats it played elsewhere, `mine` are played here.
pub fn seats_here(incoming: &[SeatSetup], held: Option<&[SeatSetup]>, mine: &[Seat]) -> Vec<SeatSetup> {
    let controller = |seat: Seat, s: &SeatSetup| match (held.and_then(|h| h.get(seat)), s.controller) {
        (Some(h), _) => h.controller,
        (None, Controller::Computer) => Controller::Computer,
        (None, _) if mine.contains(&seat) => Controller::Person,
        (None, _) => Controller::Elsewhere,
    };
    incoming.iter().enumerate().map(|(seat, s)| SeatSetup { controller: controller(seat, s), ..s.clone() }).collect()
}

/// The moves of a save, for comparing histories.
fn moves(save: &SavedGame) -> &[serde_json::Value] {
    save.record.get("actions").and_then(serde_json::Value::as_array).map_or(&[], Vec::as_slice)
}

/// Where `incoming` goes among `stored`: a save with its id, or of the same game, is never
/// written over without asking.
pub fn arrival(incoming: &SavedGame, stored: &[SavedGame]) -> Arrival {
    let held = stored.iter().find(|s| s.id == incoming.id).or_else(|| stored.iter().find(|s| same_game(s, incoming)));
    match held {
        None => Arrival::New,
        Some(s) if same_game(s, incoming) && s.record == incoming.record => Arrival::Here(s.id.clone()),
        Some(s)
            if same_game(s, incoming)
                && moves(incoming).len() > moves(s).len()
                && moves(incoming).starts_with(moves(s)) =>
        {
            Arrival::Continues { id: s.id.clone(), since: moves(s).len() }
        }
        Some(s) => Arrival::Differs(s.id.clone()),
    }
}

/// The person's choice when a game arrives with other moves than the one held here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// The held game stays; the incoming one is dropped.
    Mine,
    /// The incoming game takes the held one's place.
    Theirs,
    /// Both: the incoming one is saved under a new id.
    Both,
}

/// The save to write for the person's choice (none for `Mine`): the incoming game under the
/// held one's id, or under `fresh_id`.
pub fn kept(incoming: &SavedGame, held_id: &str, keep: Keep, fresh_id: &str) -> Option<SavedGame> {
    let id = match keep {
        Keep::Mine => return None,
        Keep::Theirs => held_id,
        Keep::Both => fresh_id,
    };
    Some(SavedGame { id: id.to_string(), ..incoming.clone() })
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_devices;
