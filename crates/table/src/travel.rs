//! A game travelling to another device, in plain Rust so it tests natively: what may be shared
//! of a game, the shared page's address and file name, and what to do when a game arrives that
//! this device already holds.
//!
//! Uses `seats`, `save`, `link`, `seal` and `route`; nothing above it.

pub mod arrive;
mod devices;
pub mod signed;

pub use self::devices::{bound, given, seats_here, watching, welcome, Welcome};
use self::signed::Sender;
use super::link::{self, Envelope, Unshareable};
use super::route::Route;
use super::save::{SavedGame, Sealing};
#[cfg(test)]
use super::seats::DeviceId;
use super::seats::{Controller, SeatSetup};
use engine::{Game, Seat, Session, Turn};

/// What sharing a game gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sharing {
    /// The game hides something (Catch Me's hidden virus) and is not over: a link or file
    /// would tell its holder the secret.
    Secret,
    /// The text after `#/open/` of the shared address.
    Link(String),
    /// A sealed game's link from the device keeping its secret: only the link travels, for this
    /// device's save, as a file, would hold the secret.
    SealedLink(String),
    /// No link can hold it (it went on from an older save); the file still can.
    NoLink(Unshareable),
    /// This copy of the game is older than the one kept (played on in another tab): nothing
    /// is sent from it, or the game would fork.
    Older,
}

/// What may be shared of `session`, played by `seats`, from the device `me`. A game keeping
/// a secret is never shared before its end, even across devices (the hero's device would hold
/// where the hidden virus is). A game on several devices has a link that says this
/// device's people play here, and is for the person elsewhere whose turn it is.
/// A device that signs signs the link's moves.
pub fn sharing<'a, G: Game>(session: &Session<G>, seats: &[SeatSetup], me: impl Into<Sender<'a>>) -> Sharing {
    link_for(session, seats, me.into(), addressee(session, seats).into_iter().collect())
}

/// The link that hands `seat`, which this device gave up (`given`), to the first device that
/// opens it ("a seat changes device only when its device hands it over").
/// A device that signs signs the handing too.
pub fn handing<'a, G: Game>(
    session: &Session<G>,
    seats: &[SeatSetup],
    me: impl Into<Sender<'a>>,
    seat: Seat,
) -> Sharing {
    let me = me.into();
    link_for(session, &me.hand(session, seats, seat), me, vec![seat])
}

/// The link of `session` from the device `me`, for the people of the seats `to`.
fn link_for<G: Game>(session: &Session<G>, seats: &[SeatSetup], me: Sender<'_>, to: Vec<Seat>) -> Sharing {
    if keeps_a_secret(session) {
        return Sharing::Secret;
    }
    let (seats, envelope) = match on_several_devices(seats) {
        true => (me.bound(seats), Envelope { from: Some(me.id()), to: Some(to) }),
        false => (seats.to_vec(), Envelope::default()),
    };
    let signed = me.runs(session, &seats, &envelope);
    match link::encode_signed(session, &seats, &envelope, signed.as_ref()) {
        Ok(link) => Sharing::Link(link),
        Err(why) => Sharing::NoLink(why),
    }
}

/// At the end of a game of several devices, the person elsewhere it is sent to: where the end
/// was reached here (their device has not seen it), and in a sealed game until the key has
/// gone from the virus's device to the hero's.
pub fn end_addressee(seats: &[SeatSetup], last: Option<Turn>, sealing: Option<&Sealing>) -> Option<Seat> {
    let elsewhere = |seat: Seat| seats.get(seat).is_some_and(|s| s.controller == Controller::Elsewhere);
    let reached_here = !matches!(last, Some(Turn::Seat(seat)) if elsewhere(seat));
    let key_to_pass = matches!(sealing, Some(Sealing::Keeper { .. } | Sealing::Blind { key: None, .. }));
    (0..seats.len()).find(|&seat| elsewhere(seat)).filter(|_| reached_here || key_to_pass)
}

/// The person on another device whose turn it is: the one a link is sent to.
pub fn addressee<G: Game>(session: &Session<G>, seats: &[SeatSetup]) -> Option<usize> {
    match session.state().turn() {
        Turn::Seat(seat) if seats.get(seat).is_some_and(|s| s.controller == Controller::Elsewhere) => Some(seat),
        _ => None,
    }
}

/// A game in progress that hides something: a finished one keeps no secrets.
pub fn keeps_a_secret<G: Game>(session: &Session<G>) -> bool {
    let state = session.state();
    state.hides_information() && state.outcome().is_none()
}

/// The page's own address without its query and hash, then the route that opens `link`: the
/// query holds the sender's page settings (players, computer seats, a locked game, a
/// language), which are not the receiver's, and nothing the app needs to load.
pub fn shared_address(page: &str, link: &str) -> String {
    let base = page.split(['?', '#']).next().unwrap_or_default();
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
    /// The save of that id is another game: the person chooses.
    Differs(String),
    /// The save of that id is this game with more moves: the link is older than it, and
    /// changes nothing.
    Older { id: String, theirs: usize, ours: usize },
    /// Both went on from the first `common` moves, each its own way: the person chooses which
    /// the table plays on, and the other is kept.
    Forked { id: String, common: usize },
    /// The save of that id is this game before the moves made since on another device: it
    /// goes on with them, and the moves from `since` on are told as new.
    Continues { id: String, since: usize },
}

/// Whether some seat is a person on another device: the game goes back and forth by link.
pub fn on_several_devices(seats: &[SeatSetup]) -> bool {
    seats.iter().any(|s| s.controller == Controller::Elsewhere)
}

/// Two saves of one game: the same game, seed, options and seats (the moves may differ), and
/// where both have one, the same nonce. Which device a person plays on is each device's own:
/// only the computer's seats must agree. A save without a nonce (of an earlier build, or a
/// link with its nonce cut out) may be the game: its moves are then checked against a header
/// without one, which no signature of a game with a nonce signs.
pub fn same_game(a: &SavedGame, b: &SavedGame) -> bool {
    let (ra, rb) = (&a.record, &b.record);
    let seat = |s: &SeatSetup| (s.name.clone(), s.colour, s.is_computer(), s.level);
    let seats_agree = a.seats.len() == b.seats.len() && a.seats.iter().zip(&b.seats).all(|(x, y)| seat(x) == seat(y));
    let begun_alike = ra.get("seed") == rb.get("seed") && ra.get("options") == rb.get("options");
    let nonces_agree = a.nonce.zip(b.nonce).is_none_or(|(x, y)| x == y);
    a.game == b.game && nonces_agree && seats_agree && begun_alike
}

/// The moves of a save, for comparing histories.
pub fn moves(save: &SavedGame) -> &[serde_json::Value] {
    save.record.get("actions").and_then(serde_json::Value::as_array).map_or(&[], Vec::as_slice)
}

/// Who made the moves of `save` from move `from` on, each once, in the order they first moved:
/// a seat, or `None` for the game's own turns. The arrival of a fork names them.
pub fn movers(save: &SavedGame, from: usize) -> Vec<Option<Seat>> {
    let mut movers = vec![];
    for actor in actors(save).into_iter().skip(from) {
        let mover = match actor {
            Turn::Seat(seat) => Some(seat),
            _ => None,
        };
        if !movers.contains(&mover) {
            movers.push(mover);
        }
    }
    movers
}

/// Who took each action of `save`: its own list, or in a save of format 2 its steps' actors.
fn actors(save: &SavedGame) -> Vec<Turn> {
    if let Some(actors) = &save.actors {
        return actors.clone();
    }
    let steps = save.steps.as_ref().and_then(serde_json::Value::as_array).map_or(&[][..], Vec::as_slice);
    steps.iter().map(|step| serde_json::from_value(step["actor"].clone()).unwrap_or(Turn::Game)).collect()
}

/// The save here of the game that arrives: the one of its id, else one of the same game that
/// was not set aside at a fork.
pub fn held<'a>(incoming: &SavedGame, stored: &'a [SavedGame]) -> Option<&'a SavedGame> {
    let same = |s: &&SavedGame| same_game(s, incoming) && s.forked_at.is_none();
    stored.iter().find(|s| s.id == incoming.id).or_else(|| stored.iter().find(same))
}

/// Where `incoming` goes among `stored`: one history per game. A save with its id,
/// or of the same game, is never written over without asking, and no move is dropped unsaid.
pub fn arrival(incoming: &SavedGame, stored: &[SavedGame]) -> Arrival {
    let Some(held) = held(incoming, stored) else { return Arrival::New };
    let (theirs, ours) = (moves(incoming), moves(held));
    let id = held.id.clone();
    let common = theirs.iter().zip(ours).take_while(|(a, b)| a == b).count();
    match () {
        () if !same_game(held, incoming) => Arrival::Differs(id),
        () if theirs == ours => Arrival::Here(id),
        () if common == ours.len() => Arrival::Continues { id, since: common },
        () if common == theirs.len() => Arrival::Older { id, theirs: theirs.len(), ours: ours.len() },
        () => Arrival::Forked { id, common },
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

/// A fork settled: the way chosen goes on under the held game's id, and the other
/// is kept under `fresh_id`, marked as set aside at move `common`, never dropped in silence.
/// Returns the save to play on and the one set aside.
pub fn settle_fork(
    held: &SavedGame,
    incoming: &SavedGame,
    play_theirs: bool,
    common: usize,
    fresh_id: &str,
) -> [SavedGame; 2] {
    let (chosen, other) = if play_theirs { (incoming, held) } else { (held, incoming) };
    let since = play_theirs.then_some(common);
    let played = SavedGame { id: held.id.clone(), forked_at: None, since, ..chosen.clone() };
    let aside = SavedGame { id: fresh_id.to_string(), forked_at: Some(common), ..other.clone() };
    [played, aside]
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_arrive;
#[cfg(test)]
mod tests_devices;
