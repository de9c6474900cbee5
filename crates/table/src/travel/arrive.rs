//! A game arriving by link or file, as one pass: the app reads it, the game's own
//! part verifies it, then `decide` says where it goes among the saves here. Where the person
//! must choose (who of the seats plays here, which game to keep, which way a fork plays on),
//! the pass asks, and `take` turns the answer into the next decision, which may ask again.
//! Every pass ends in a `Go`: the saves to write, what to tell, the game to open.

use super::{arrival, held, kept, on_several_devices, seats_here, settle_fork, welcome, Arrival, Keep, Welcome};
use crate::link::Envelope;
use crate::save::SavedGame;
use crate::seal::Arrived;
use crate::seats::DeviceId;
use engine::Seat;

/// A game read and verified: whole (a link or a file), or a sealed game's link already put
/// in its place by the game's own part, which alone can read it.
#[derive(Clone, Debug)]
pub enum Incoming {
    Whole { incoming: SavedGame, envelope: Envelope },
    Sealed { save: SavedGame, arrived: Arrived },
}

/// What the pass does next.
#[derive(Clone, Debug)]
pub enum Decision {
    /// The person is asked; their answer goes to `take`.
    Ask(Question),
    /// The arrival's end: write, tell, open.
    Go(Go),
}

/// The end of an arrival: `write` these saves (the game played on last), `told` the person
/// this first, if anything, then `open` that game.
#[derive(Clone, Debug)]
pub struct Go {
    pub write: Vec<SavedGame>,
    pub told: Option<Told>,
    pub open: Opening,
}

/// A game to open: its game's id and its save's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    pub game: String,
    pub id: String,
}

/// What the person is told before the game opens.
#[derive(Clone, Debug)]
pub enum Told {
    /// The link is older than the game held: nothing changes.
    Older { theirs: usize, ours: usize },
    /// A sealed game went on, and some of the hidden seat's opponent's moves did not happen.
    Dropped(Arrived),
}

/// What the person is asked. The games are boxed: a question is kept while the person reads.
#[derive(Clone, Debug)]
pub enum Question {
    /// The link offers these seats, which no device plays yet: which of them play here (none
    /// is watching). `senders` are the seats of the device that sent it.
    Seats { incoming: Box<SavedGame>, offered: Vec<Seat>, senders: Vec<Seat> },
    /// This device holds another game under the arriving one's id (`held`).
    Keep { incoming: Box<SavedGame>, held: String },
    /// Both went on from the first `common` moves: which way the table plays on.
    Fork { held: Box<SavedGame>, incoming: Box<SavedGame>, common: usize },
}

/// The person's answer, one kind for each question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The seats ticked: none is watching.
    Seats(Vec<Seat>),
    Keep(Keep),
    /// Whether the table plays on the link's way.
    Fork {
        theirs: bool,
    },
}

impl Opening {
    fn of(save: &SavedGame) -> Self {
        Self { game: save.game.clone(), id: save.id.clone() }
    }
}

impl Go {
    /// Writes `save` and opens it.
    fn write(save: SavedGame) -> Decision {
        Decision::Go(Go { open: Opening::of(&save), write: vec![save], told: None })
    }

    /// Opens the game of save `id`, unchanged.
    fn open(game: &str, id: String) -> Decision {
        Decision::Go(Go { write: vec![], told: None, open: Opening { game: game.into(), id } })
    }
}

/// Where a verified game goes among the saves `stored` here, on the device `me`. A game of
/// several devices first asks who of the seats it offers plays here, unless it offers none.
pub fn decide(incoming: Incoming, stored: &[SavedGame], me: DeviceId) -> Decision {
    let (incoming, envelope) = match incoming {
        Incoming::Sealed { save, arrived } => return sealed(save, arrived),
        Incoming::Whole { incoming, envelope } => (incoming, envelope),
    };
    if !on_several_devices(&incoming.seats) {
        return placed(incoming, stored);
    }
    let held_seats = held(&incoming, stored).map(|h| h.seats.as_slice());
    match welcome(&incoming.seats, held_seats, &envelope, me) {
        Welcome::Offer(offered) => {
            let senders = senders(&incoming, &envelope);
            Decision::Ask(Question::Seats { incoming: Box::new(incoming), offered, senders })
        }
        Welcome::Plays | Welcome::Watch => seated(incoming, &[], stored, me),
    }
}

/// The next step once the person answered `question` with `choice`, among the saves `stored`
/// now (the person may have taken a while). `fresh_id` names a game kept beside the one held.
/// An answer of another question asks again.
pub fn take(question: Question, choice: Choice, stored: &[SavedGame], me: DeviceId, fresh_id: &str) -> Decision {
    match (question, choice) {
        (Question::Seats { incoming, offered, .. }, Choice::Seats(mut mine)) => {
            mine.retain(|seat| offered.contains(seat));
            seated(*incoming, &mine, stored, me)
        }
        (Question::Keep { incoming, held }, Choice::Keep(keep)) => match kept(&incoming, &held, keep, fresh_id) {
            Some(save) => Go::write(save),
            None => Go::open(&incoming.game, held),
        },
        (Question::Fork { held, incoming, common }, Choice::Fork { theirs }) => {
            let [played, aside] = settle_fork(&held, &incoming, theirs, common, fresh_id);
            Decision::Go(Go { open: Opening::of(&played), write: vec![aside, played], told: None })
        }
        (question, _) => Decision::Ask(question),
    }
}

/// A sealed game put in its place: written, and the moves that did not happen told first.
fn sealed(save: SavedGame, arrived: Arrived) -> Decision {
    let told = (arrived.dropped > 0).then_some(Told::Dropped(arrived));
    Decision::Go(Go { open: Opening::of(&save), write: vec![save], told })
}

/// The seats of the device that sent the link, which the question names.
fn senders(incoming: &SavedGame, envelope: &Envelope) -> Vec<Seat> {
    let sent = |seat: &Seat| envelope.from.is_some() && incoming.seats[*seat].device == envelope.from;
    (0..incoming.seats.len()).filter(sent).collect()
}

/// The arriving game with the seats `mine` taken here, put in its place.
fn seated(incoming: SavedGame, mine: &[Seat], stored: &[SavedGame], me: DeviceId) -> Decision {
    let held_seats = held(&incoming, stored).map(|h| h.seats.as_slice());
    let seats = seats_here(&incoming.seats, held_seats, mine, me);
    placed(SavedGame { seats, ..incoming }, stored)
}

/// Where a game read whole goes in the game's one history: a new game is saved,
/// moves made elsewhere continue the one held, an older link changes nothing, a game gone two
/// ways or another game under the same id asks.
fn placed(incoming: SavedGame, stored: &[SavedGame]) -> Decision {
    let held = |id: &str| stored.iter().find(|s| s.id == id).cloned();
    match arrival(&incoming, stored) {
        Arrival::New => Go::write(incoming),
        Arrival::Here(id) => match held(&id) {
            // The same moves, but the seats as this device now plays them may be new: a seat
            // handed to a watching device is taken with no move made.
            Some(held) if on_several_devices(&incoming.seats) && held.seats != incoming.seats => {
                Go::write(SavedGame { seats: incoming.seats, ..held })
            }
            _ => Go::open(&incoming.game, id),
        },
        Arrival::Continues { id, since } => {
            // What this device keeps of its own (the moves it sent, a lesson) goes on with it.
            let mine = held(&id).unwrap_or_else(|| incoming.clone());
            let (settled, lesson) = (mine.settled, mine.lesson);
            Go::write(SavedGame { id, since: Some(since), settled, lesson, ..incoming })
        }
        Arrival::Older { id, theirs, ours } => Decision::Go(Go {
            write: vec![],
            told: Some(Told::Older { theirs, ours }),
            open: Opening { game: incoming.game, id },
        }),
        Arrival::Forked { id, common } => match held(&id) {
            Some(held) => Decision::Ask(Question::Fork { held: Box::new(held), incoming: Box::new(incoming), common }),
            None => Go::write(incoming),
        },
        Arrival::Differs(held) => Decision::Ask(Question::Keep { incoming: Box::new(incoming), held }),
    }
}
