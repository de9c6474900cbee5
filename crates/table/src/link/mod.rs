//! A whole game as a link: the text after the `#` of a shared URL, from which another browser
//! replays the game and shows it where it was.
//!
//! The text is base64url, without padding, of these bytes (see `bits`): the link format; the
//! game's id and its rules version; the seats (name, colour, who plays, how well, from format 2
//! the device it belongs to, from format 3 how many times it was handed to another device, from
//! format 4 its device's public key and its handing's signature); from format 2 the envelope
//! (the sending device, the seats the link is for); from format 4 the signed runs of moves
//! (`save::Signed`: from format 5 the game's nonce, which every signature binds; where they
//! start, the keys that signed them and held no seat, then each run's end, signer and
//! signature); the game's options as JSON; the seed; how many moves; each
//! move as its index among the legal actions at that point, in just the bits that choice needs;
//! a CRC-32. A move is its index, not its words, so a link is short and can only name legal
//! moves; the count and the check make a cut or edited link fail to open rather than open wrong.
//!
//! Uses `seats` and `save`; nothing above it.

pub(crate) mod bits;
mod keys;
mod pasted;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

/// The check a link ends with, for the soak to forge links that pass it and so reach the reader.
pub use self::bits::crc32;
use self::bits::{width, Packer, Unpacker};
use self::pasted::cleaned;
use super::save::{SaveProblem, SavedGame, Signed};
use super::seats::{Controller, DeviceId, SeatSetup, PALETTE};
use engine::{Game, Illegal, Level, Record, ReplayError, Seat, Session};

/// Raised when the layout of the bytes changes; a link of a newer layout is reported, not read.
/// Whatever the format, the last four bytes are the CRC-32 of the others, so that an edited
/// link is always called damaged rather than newer. 2: seats bound to devices, the envelope.
/// 3: how many times each seat was handed to another device. 4: seats' keys and signed moves.
/// 5: the game's nonce.
pub const LINK_FORMAT: u64 = 5;

/// The first number of a sealed link, which `seal` writes and reads. The ordinary links count
/// their formats up from 1 and stay far below it, so neither reader takes the other's link for
/// one of its own; `game_of`, which reads the game of both, tells them apart by it.
pub const SEALED_LINK_FORMAT: u64 = 100;

/// Who sent a link and for whom: a device takes only the seats a link is for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Envelope {
    /// The sending device; none in a link of format 1.
    pub from: Option<DeviceId>,
    /// The seats the link is for (whose turn it is on another device); none where a link of
    /// format 1 does not say.
    pub to: Option<Vec<Seat>>,
}

/// Who plays a seat, as one byte: its place here (a new kind goes at the end).
const CONTROLLERS: [Controller; 3] = [Controller::Person, Controller::Computer, Controller::Elsewhere];

/// A game opened from a link: who sat where, and the game replayed to where the link left it.
pub struct Shared<G: Game> {
    pub seats: Vec<SeatSetup>,
    pub session: Session<G>,
    pub envelope: Envelope,
}

impl<G: Game> Shared<G> {
    /// The game as the table saves it, to play on from here.
    pub fn save(&self, id: &str, now_ms: f64) -> SavedGame {
        SavedGame::new(id, self.seats.clone(), &self.session, now_ms)
    }
}

/// The game of a link as the arrival saves it on the device `me`, with the signed runs of
/// moves it carries (format 4 on), and its envelope.
pub fn arrived<G: Game>(link: &str, id: &str, me: DeviceId, now_ms: f64) -> Result<(SavedGame, Envelope), SaveProblem> {
    let (shared, signed) = decode_signed::<G>(link)?;
    if holds_a_secret_of_another(&shared, me) {
        return Err(SaveProblem::SecretOfAnother);
    }
    let nonce = signed.as_ref().and_then(|s| s.nonce);
    Ok((SavedGame { signed, nonce, ..shared.save(id, now_ms) }, shared.envelope))
}

/// Whether the link is an ordinary one of a hidden game played on several devices, which holds
/// the whole truth (the app seals such a game, and never links it so), arriving on a device
/// that does not play the seat that sees all: saved here, it would put that seat's secret (the
/// hidden virus's square) in this device's storage.
fn holds_a_secret_of_another<G: Game>(shared: &Shared<G>, me: DeviceId) -> bool {
    let Some(keeper) = G::SEES_ALL else { return false };
    let seats = &shared.seats;
    let mut devices: Vec<DeviceId> = seats.iter().filter_map(|seat| seat.device).collect();
    devices.sort_unstable();
    devices.dedup();
    let several = devices.len() > 1 || seats.iter().any(|seat| seat.controller == Controller::Elsewhere);
    let keepers = seats.get(keeper).and_then(|seat| seat.device);
    shared.session.state().hides_information() && several && keepers != Some(me)
}

/// Why a game cannot be given as a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unshareable {
    /// It went on from a save made under older rules: the moves before that are gone, and a
    /// link holds the moves from the start.
    FromSnapshot,
    /// The seats given are not the game's (how many, or a colour off the palette).
    Seats(String),
    /// Its record does not replay (a save doctored by hand).
    Unreplayable(ReplayError),
}

impl std::fmt::Display for Unshareable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::FromSnapshot => write!(f, "this game went on from a save under older rules, so its start is gone"),
            Self::Seats(why) => write!(f, "the seats do not fit the game: {why}"),
            Self::Unreplayable(e) => write!(f, "the game's record does not replay: {e}"),
        }
    }
}

/// The link of `session` played by `seats`, sent as `envelope` says, with no signed moves.
pub fn encode<G: Game>(session: &Session<G>, seats: &[SeatSetup], envelope: &Envelope) -> Result<String, Unshareable> {
    encode_signed(session, seats, envelope, None)
}

/// The link of `session` played by `seats`, sent as `envelope` says, carrying the runs `signed`.
pub fn encode_signed<G: Game>(
    session: &Session<G>,
    seats: &[SeatSetup],
    envelope: &Envelope,
    signed: Option<&Signed>,
) -> Result<String, Unshareable> {
    if session.start().is_some() {
        return Err(Unshareable::FromSnapshot);
    }
    Parts::of(session.record(), seats, envelope).map(|parts| parts.signed(signed).link())
}

/// The link of `session` in format 3, with no keys and nothing signed: to weigh what the keys
/// add to a link's length.
#[cfg(test)]
pub fn encode_as_before<G: Game>(session: &Session<G>, seats: &[SeatSetup], envelope: &Envelope) -> String {
    let parts = Parts::of(session.record(), seats, envelope).expect("a game that links");
    Parts { format: 3, ..parts }.link()
}

/// The game of a link, replayed and checked; every link that `encode` did not make, or that
/// was changed since, is refused by name.
pub fn decode<G: Game>(link: &str) -> Result<Shared<G>, SaveProblem> {
    decode_signed(link).map(|(shared, _)| shared)
}

/// The game of a link, as `decode` reads it, and the signed runs it carries (format 4 on).
pub fn decode_signed<G: Game>(link: &str) -> Result<(Shared<G>, Option<Signed>), SaveProblem> {
    let (mut unpacker, format) = open(link)?;
    let game = text(&mut unpacker)?;
    if game != G::ID {
        return Err(SaveProblem::Inconsistent(format!("it is a link to {game}, not {}", G::ID)));
    }
    rules_match::<G>(unpacker.varint()?)?;
    let seats = read_seats(&mut unpacker, format)?;
    let envelope = read_envelope(&mut unpacker, format, seats.len())?;
    let signed = if format >= 4 { Some(keys::read_signed(&mut unpacker, &seats, format)?) } else { None };
    let options: G::Options = serde_json::from_slice(&unpacker.bytes()?)
        .map_err(|e| SaveProblem::Inconsistent(format!("options this game does not have: {e}")))?;
    let seed = unpacker.bits(64)?;
    let mut session = Session::<G>::new(options, seed).map_err(|e| SaveProblem::Inconsistent(e.to_string()))?;
    seats_fit(&seats, session.state().seats()).map_err(SaveProblem::Inconsistent)?;
    let moves = unpacker.varint()?;
    if signed.as_ref().and_then(|s| s.runs.last()).is_some_and(|run| run.end as u64 > moves) {
        return Err(SaveProblem::Damaged("a signed run ends after the last move".into()));
    }
    for index in 0..moves {
        replay_one(&mut session, &mut unpacker, index)?;
    }
    unpacker.finish()?;
    // Legal moves keep the rules' invariants; checked all the same, as a save's state is.
    session.state().invariants().map_err(SaveProblem::Inconsistent)?;
    Ok((Shared { seats, session, envelope }, signed))
}

/// The id of the game a link holds, so the page knows which game's `decode` to call.
/// A sealed game's link (`seal::link`) begins alike, with its own format: its game is read
/// too, so that the reader fetches that game's part.
pub fn game_of(link: &str) -> Result<String, SaveProblem> {
    match open_any(link)? {
        (mut unpacker, SEALED_LINK_FORMAT) => text(&mut unpacker),
        _ => text(&mut open(link)?.0),
    }
}

/// The link's bytes, checked whole and of a format this version reads, from just past the
/// format, and the format.
fn open(link: &str) -> Result<(Unpacker, u64), SaveProblem> {
    match open_any(link)? {
        (_, 0) => Err(SaveProblem::Damaged("a link has no format 0".into())),
        (_, format) if format > LINK_FORMAT => {
            Err(SaveProblem::NewerVersion(u32::try_from(format).unwrap_or(u32::MAX)))
        }
        opened => Ok(opened),
    }
}

/// The link's bytes, checked whole, from just past the format, and the format: of any
/// format, so the sealed reader shares it.
pub(crate) fn open_any(link: &str) -> Result<(Unpacker, u64), SaveProblem> {
    let bytes =
        URL_SAFE_NO_PAD.decode(cleaned(link)).map_err(|e| SaveProblem::Damaged(format!("not a link's text: {e}")))?;
    let mut unpacker = Unpacker::unseal(bytes)?;
    let format = unpacker.varint()?;
    Ok((unpacker, format))
}

/// A link made under newer rules needs a newer app: the person is told so. One made under
/// older rules cannot be replayed now, and a link has no snapshot to go on from.
fn rules_match<G: Game>(rules: u64) -> Result<(), SaveProblem> {
    match rules {
        r if r == u64::from(G::RULES_VERSION) => Ok(()),
        r if r > u64::from(G::RULES_VERSION) => Err(SaveProblem::NewerVersion(u32::try_from(r).unwrap_or(u32::MAX))),
        r => Err(SaveProblem::Inconsistent(format!("made under rules version {r}, now {}", G::RULES_VERSION))),
    }
}

/// Plays the move the next bits name among the legal actions: move `index` of the link.
fn replay_one<G: Game>(session: &mut Session<G>, unpacker: &mut Unpacker, index: u64) -> Result<(), SaveProblem> {
    let wrong = |why: String| SaveProblem::Inconsistent(format!("move {index}: {why}"));
    let legal = session.state().legal_actions();
    if legal.is_empty() {
        return Err(wrong("the game was over before it".into()));
    }
    let at = unpacker.bits(width(legal.len()))?;
    let action =
        usize::try_from(at).ok().and_then(|at| legal.get(at)).ok_or_else(|| wrong(format!("no action {at}")))?;
    session.apply(action.clone()).map(|_| ()).map_err(|e| wrong(e.to_string()))
}

/// What a link holds, before it is packed: its parts, each as `decode` reads it.
struct Parts {
    format: u64,
    header: Header,
    /// How many moves follow: a link cut inside its moves is short of them.
    count: u64,
    /// Each move as its index among the legal actions then, and the bits that takes.
    moves: Vec<(u64, u32)>,
}

impl Parts {
    /// The parts of a game played from its seed.
    fn of<G: Game>(record: &Record<G>, seats: &[SeatSetup], envelope: &Envelope) -> Result<Self, Unshareable> {
        let mut state = record.start().map_err(Unshareable::Unreplayable)?;
        seats_fit(seats, state.seats()).map_err(Unshareable::Seats)?;
        let mut moves = Vec::with_capacity(record.actions.len());
        for (index, action) in record.actions.iter().enumerate() {
            let legal = state.legal_actions();
            let Some(at) = legal.iter().position(|a| a == action) else {
                let error = Illegal(format!("{action:?} in turn {:?}", state.turn()));
                return Err(Unshareable::Unreplayable(ReplayError::Illegal { index, error }));
            };
            moves.push((at as u64, width(legal.len())));
            state.apply_legal(action);
        }
        let signed = Signed { from: moves.len(), runs: vec![], nonce: None };
        let header = Header { signed, ..Header::of(record, seats, envelope.clone()) };
        Ok(Self { format: LINK_FORMAT, header, count: moves.len() as u64, moves })
    }

    /// The parts carrying the runs `signed`, where there are any.
    fn signed(mut self, signed: Option<&Signed>) -> Self {
        if let Some(signed) = signed {
            self.header.signed = signed.clone();
        }
        self
    }

    fn link(&self) -> String {
        let mut packer = Packer::default();
        packer.varint(self.format);
        self.header.write(&mut packer, self.format);
        packer.varint(self.count);
        self.moves.iter().for_each(|&(at, bits)| packer.bits(at, bits));
        URL_SAFE_NO_PAD.encode(packer.sealed())
    }
}

/// Everything before the moves but the format: what `decode` checks before it replays.
struct Header {
    game: &'static str,
    rules: u64,
    seats: Vec<SeatSetup>,
    envelope: Envelope,
    signed: Signed,
    /// The game's options as JSON.
    options: Vec<u8>,
    seed: u64,
}

impl Header {
    fn of<G: Game>(record: &Record<G>, seats: &[SeatSetup], envelope: Envelope) -> Self {
        let options = serde_json::to_vec(&record.options).expect("options serialise");
        let (game, rules, seats, seed) = (G::ID, G::RULES_VERSION.into(), seats.to_vec(), record.seed);
        Self { game, rules, seats, envelope, signed: Signed::default(), options, seed }
    }

    fn write(&self, packer: &mut Packer, format: u64) {
        packer.bytes(self.game.as_bytes());
        packer.varint(self.rules);
        packer.varint(self.seats.len() as u64);
        for seat in &self.seats {
            packer.bytes(seat.name.as_bytes());
            packer.varint(seat.colour as u64);
            packer.byte(CONTROLLERS.iter().position(|&c| c == seat.controller).unwrap_or_default() as u8);
            packer.byte(Level::ALL.iter().position(|&l| l == seat.level).unwrap_or_default() as u8);
            if format >= 2 {
                packer.varint(seat.device.map_or(0, u64::from));
            }
            if format >= 3 {
                packer.varint(seat.handed.into());
            }
            if format >= 4 {
                keys::write_seat(packer, seat);
            }
        }
        if format >= 2 {
            packer.varint(self.envelope.from.map_or(0, u64::from));
            // The seats it is for, one bit each: a game has at most a handful.
            packer.varint(self.envelope.to.iter().flatten().fold(0u64, |mask, &seat| mask | 1 << seat.min(63)));
        }
        if format >= 4 {
            keys::write_signed(packer, &self.seats, &self.signed, format);
        }
        packer.bytes(&self.options);
        packer.bits(self.seed, 64);
    }
}

fn read_seats(unpacker: &mut Unpacker, format: u64) -> Result<Vec<SeatSetup>, SaveProblem> {
    let count = unpacker.varint()?;
    // Not collected with the count's capacity: an edited count must not allocate.
    (0..count).map(|_| read_seat(unpacker, format)).collect()
}

fn read_seat(unpacker: &mut Unpacker, format: u64) -> Result<SeatSetup, SaveProblem> {
    let name = text(unpacker)?;
    let colour = usize::try_from(unpacker.varint()?).unwrap_or(usize::MAX);
    let controller = CONTROLLERS.get(usize::from(unpacker.byte()?));
    let level = Level::ALL.get(usize::from(unpacker.byte()?));
    let (Some(&controller), Some(&level)) = (controller, level) else {
        return Err(SaveProblem::Damaged("a seat is played by no one the app knows".into()));
    };
    let device = if format >= 2 { device(unpacker.varint()?)? } else { None };
    let handed = if format >= 3 { u32::try_from(unpacker.varint()?).unwrap_or(u32::MAX) } else { 0 };
    let (key, handover) = if format >= 4 { keys::read_seat(unpacker)? } else { (None, None) };
    Ok(SeatSetup { name, colour, controller, level, device, handed, key, handover })
}

/// A device's id as written: 0 for none.
fn device(written: u64) -> Result<Option<DeviceId>, SaveProblem> {
    let id = DeviceId::try_from(written).map_err(|_| SaveProblem::Damaged("a device id is too long".into()))?;
    Ok((id != 0).then_some(id))
}

/// Who sent the link and for whom; a link of format 1 does not say.
fn read_envelope(unpacker: &mut Unpacker, format: u64, seats: usize) -> Result<Envelope, SaveProblem> {
    if format < 2 {
        return Ok(Envelope::default());
    }
    let from = device(unpacker.varint()?)?;
    let mask = unpacker.varint()?;
    if mask >> seats.min(63) != 0 {
        return Err(SaveProblem::Damaged("the link is for a seat the game does not have".into()));
    }
    Ok(Envelope { from, to: Some((0..seats).filter(|&seat| mask >> seat & 1 == 1).collect()) })
}

/// UTF-8 text, its length first.
fn text(unpacker: &mut Unpacker) -> Result<String, SaveProblem> {
    String::from_utf8(unpacker.bytes()?).map_err(|_| SaveProblem::Damaged("text in the link is not UTF-8".into()))
}

/// As many seats as the game has players, each of a colour on the palette.
fn seats_fit(seats: &[SeatSetup], players: usize) -> Result<(), String> {
    if seats.len() != players {
        return Err(format!("{} seats for {players} players", seats.len()));
    }
    match seats.iter().position(|s| s.colour >= PALETTE.len()) {
        Some(seat) => Err(format!("seat {seat} has no such colour")),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_bits;
#[cfg(test)]
mod tests_edits;
