//! Seats bound to keys. A game on several devices has no server to say who may move for whom,
//! so each device proves it: it makes an ed25519 key pair once (the app's `device`), keeps
//! the private half to itself (never in a link, nor in a file that opens as a game), and a
//! person's seat is bound to the public key of the device that first takes it (`SeatSetup::key`).
//!
//! **What is signed.** The game's header (its nonce, drawn where it was set up; its game, rules,
//! options, seed and the seats' names, colours and levels: what every device of the game shares,
//! not who plays where) is hashed, then each move after it in turn: `h(0) = SHA-256(header)`, `h(n+1) = SHA-256(h(n), move n)`.
//! A device signs runs: when it sends a link, it signs `h(end)` for the moves since the last
//! run it holds, all its own (its people's, the computer's and the game's own turns). A run's
//! signature stands for every move before its end, so a move appended after it, or an earlier
//! one changed, breaks it.
//!
//! **What a link carries** (format 4, written by `link`): each seat's key and the signature of its
//! latest handing, then the runs the addressee has not seen, each as its end, its signer (a
//! seat's key, or a key that held a seat before) and its 64 bytes: those after the addressee's
//! own last run, whose moves its device holds already. A newcomer, which has no run, gets every
//! run its sender holds: the last link's and the sender's own. So a link between two devices
//! carries one signature, between three two, and it stays short however long the game. From
//! format 5 it carries the game's nonce, so that a move signed in one game is refused in another
//! of the same seed and names; a game set up by an earlier build has none, and signs as it did.
//!
//! **What the receiver checks** (`verify`, before anything is applied): each run's signature;
//! each seat's key against the one it holds (a seat keeps its key, unless the link carries its
//! handing signed by that key, "seat S handed, count N"); and that each move it does not hold
//! yet, for a person's seat bound to a key, lies in a run signed by that key. A device that
//! missed a link (one watching, or a third player) may hold less than the runs start from: the
//! moves before them are taken on the word of the first run's signer, whose signature covers
//! them, except a move of the receiver's own seat, which only its own key signs. A seat no
//! device has bound yet is bound by the first link that says so (trust on first sight: a
//! newcomer takes a seat on its sender's word). Moves for the computer and the game's own turns are the run's
//! signer's, whoever that is: they choose nothing a person could fake without being caught by
//! the replay. Links of formats 1-3 and files carry no runs: they are refused only where they
//! would move a seat this device holds bound to a key.

use ed25519_dalek::{Signer as _, SigningKey, VerifyingKey};
use serde_json::Value;
use sha2::{Digest, Sha256};

/// The runs' types live with the save, which keeps them, so that a link (below this module)
/// can write them; named here too, where they are signed and checked.
pub use crate::save::{Nonce, Run, Signed};

use super::bound;
use crate::link::Envelope;
use crate::save::{SaveProblem, SavedGame};
use crate::seats::{DeviceId, SeatKey, SeatSetup, Signature};
use engine::{Game, Seat, Session, Turn};

/// The game's header and moves as every device of it hashes them: the header from the save's
/// record and seats, then `h(n)` for each `n` on asking.
pub struct Chain<'a> {
    moves: &'a [Value],
    hashes: Vec<[u8; 32]>,
}

impl<'a> Chain<'a> {
    /// `record` is a save's record (`Record<G>` as JSON), `seats` its seats, `nonce` the game's.
    pub fn of(game: &str, nonce: Option<&Nonce>, record: &'a Value, seats: &[SeatSetup]) -> Self {
        let who: Vec<_> = seats.iter().map(|s| (&s.name, s.colour, s.is_computer(), s.level)).collect();
        let header = (game, record.get("rules"), record.get("seed"), record.get("options"), who);
        let mut start = match nonce {
            Some(nonce) => Sha256::new_with_prefix(b"quarantable game 2").chain_update(nonce),
            None => Sha256::new_with_prefix(b"quarantable game 1"),
        };
        start.update(serde_json::to_vec(&header).unwrap_or_default());
        let moves = record.get("actions").and_then(Value::as_array).map_or(&[][..], Vec::as_slice);
        Self { moves, hashes: vec![start.finalize().into()] }
    }

    /// `h(n)`: the header and the first `n` moves (none past the last).
    pub fn at(&mut self, n: usize) -> [u8; 32] {
        while self.hashes.len() <= n.min(self.moves.len()) {
            let last = self.hashes[self.hashes.len() - 1];
            let next = Sha256::new_with_prefix(last)
                .chain_update(serde_json::to_vec(&self.moves[self.hashes.len() - 1]).unwrap_or_default());
            self.hashes.push(next.finalize().into());
        }
        self.hashes[n.min(self.moves.len())]
    }
}

/// What a run's key signs: the moves up to its end.
fn run_words(hash: [u8; 32]) -> Vec<u8> {
    [&b"quarantable run "[..], &hash].concat()
}

/// What a handing device signs: "seat S handed, count N", of this game.
fn handing_words(header: [u8; 32], seat: Seat, handed: u32) -> Vec<u8> {
    [&b"quarantable handed "[..], &header, &(seat as u64).to_be_bytes(), &handed.to_be_bytes()].concat()
}

/// Whether `sig` is `key`'s signature of `words`. A key that is no curve point signs nothing.
fn signs(key: &SeatKey, words: &[u8], sig: &Signature) -> bool {
    let sig = ed25519_dalek::Signature::from_bytes(&sig.0);
    VerifyingKey::from_bytes(&key.0).is_ok_and(|key| key.verify_strict(words, &sig).is_ok())
}

/// This device as it sends a link: its id, its key pair, the runs it holds of the game and the
/// game's nonce.
pub struct Signer {
    pub id: DeviceId,
    pub key: SigningKey,
    pub held: Option<Signed>,
    pub nonce: Option<Nonce>,
}

impl Signer {
    pub fn public(&self) -> SeatKey {
        SeatKey(self.key.verifying_key().to_bytes())
    }

    fn sign(&self, words: &[u8]) -> Signature {
        Signature(self.key.sign(words).to_bytes())
    }

    /// The seats as a link from this device gives them: its people's seats bound to its id
    /// and its key.
    pub fn bound(&self, seats: &[SeatSetup]) -> Vec<SeatSetup> {
        let mine =
            |s: &SeatSetup| SeatSetup { key: if s.is_here() { Some(self.public()) } else { s.key }, ..s.clone() };
        bound(seats, self.id).iter().map(mine).collect()
    }

    /// `seats` with `seat`'s handing (given up by this device) signed by this device's key.
    pub fn hand(&self, game: &str, record: &Value, seats: &[SeatSetup], seat: Seat) -> Vec<SeatSetup> {
        let header = Chain::of(game, self.nonce.as_ref(), record, seats).at(0);
        let mut seats = seats.to_vec();
        if let Some(s) = seats.get_mut(seat) {
            s.handover = Some(self.sign(&handing_words(header, seat, s.handed)));
        }
        seats
    }

    /// The runs a link to the seats `to` carries: those after the addressee's last, then this
    /// device's own for the moves since the last run it holds. `seats` are as the link gives them.
    pub fn runs(&self, game: &str, record: &Value, seats: &[SeatSetup], actors: &[Turn], to: &[Seat]) -> Signed {
        let mut chain = Chain::of(game, self.nonce.as_ref(), record, seats);
        let count = chain.moves.len();
        let held = self.held.clone().unwrap_or_else(|| Signed { from: own_since(seats, actors), ..Signed::default() });
        let mut runs: Vec<Run> = held.runs.into_iter().take_while(|run| run.end <= count).collect();
        let theirs = |run: &Run| to.iter().any(|&seat| seats.get(seat).is_some_and(|s| s.key == Some(run.key)));
        let mut from = held.from.min(count);
        if let Some(last) = runs.iter().rposition(theirs) {
            from = runs[last].end;
            runs.drain(..=last);
        }
        let end = runs.last().map_or(from, |run| run.end);
        if end < count {
            runs.push(Run { end: count, key: self.public(), sig: self.sign(&run_words(chain.at(count))) });
        }
        Signed { from, runs, nonce: self.nonce }
    }
}

/// Who sends a link: a device known by its id alone, whose links sign nothing (a device with
/// no key at hand), or a device that signs.
#[derive(Clone, Copy)]
pub enum Sender<'a> {
    Id(DeviceId),
    Signer(&'a Signer),
}

impl From<DeviceId> for Sender<'_> {
    fn from(id: DeviceId) -> Self {
        Self::Id(id)
    }
}

impl<'a> From<&'a Signer> for Sender<'a> {
    fn from(signer: &'a Signer) -> Self {
        Self::Signer(signer)
    }
}

impl Sender<'_> {
    pub fn id(&self) -> DeviceId {
        match self {
            Self::Id(id) => *id,
            Self::Signer(signer) => signer.id,
        }
    }

    /// The seats as a link from this device gives them (`devices::bound`), with its key.
    pub fn bound(&self, seats: &[SeatSetup]) -> Vec<SeatSetup> {
        match self {
            Self::Id(id) => bound(seats, *id),
            Self::Signer(signer) => signer.bound(seats),
        }
    }

    /// `seats`, `seat` given up here, with the handing signed.
    pub fn hand<G: Game>(&self, session: &Session<G>, seats: &[SeatSetup], seat: Seat) -> Vec<SeatSetup> {
        match self {
            Self::Id(_) => seats.to_vec(),
            Self::Signer(signer) => signer.hand(G::ID, &record(session), seats, seat),
        }
    }

    /// The runs a link sent as `envelope` carries: none from a device that does not sign, nor in
    /// a game on one device, whose link carries the game's nonce alone: a copy of it opened on a
    /// device that holds the game is that game, checked as any link of it.
    pub fn runs<G: Game>(&self, session: &Session<G>, seats: &[SeatSetup], envelope: &Envelope) -> Option<Signed> {
        let Self::Signer(signer) = self else { return None };
        let Some(to) = &envelope.to else {
            let from = session.record().actions.len();
            return Some(Signed { from, nonce: signer.nonce, ..Signed::default() });
        };
        let actors: Vec<Turn> = session.steps().iter().map(|step| step.actor).collect();
        Some(signer.runs(G::ID, &record(session), seats, &actors, to))
    }
}

fn record<G: Game>(session: &Session<G>) -> Value {
    serde_json::to_value(session.record()).unwrap_or_default()
}

/// Where a device that holds no run starts its own: after the last move of a seat that is not
/// its own (a person elsewhere), for it can sign only its own.
fn own_since(seats: &[SeatSetup], actors: &[Turn]) -> usize {
    let elsewhere = |turn: &Turn| matches!(turn, Turn::Seat(seat) if seats.get(*seat).is_some_and(|s| !s.is_here() && !s.is_computer()));
    actors.iter().rposition(elsewhere).map_or(0, |last| last + 1)
}

/// Checks a game that arrives (`incoming`, with the runs it carries) against the one `held`
/// here, on the device whose key is `me`, before anything of it is applied: every seat's key,
/// every run's signature, and that every move new here for a person's seat bound to a key was
/// signed by that key. The refusal names the seat.
pub fn verify(incoming: &SavedGame, held: Option<&SavedGame>, me: &SeatKey) -> Result<(), SaveProblem> {
    let mut chain = Chain::of(&incoming.game, incoming.nonce.as_ref(), &incoming.record, &incoming.seats);
    let keys = bindings(incoming, held, me, chain.at(0))?;
    let moves = chain.moves;
    let signed = incoming.signed.clone().unwrap_or(Signed { from: moves.len(), ..Signed::default() });
    let ends: Vec<usize> = signed.runs.iter().map(|run| run.end).collect();
    if ends.windows(2).any(|w| w[0] >= w[1])
        || ends.first().is_some_and(|&end| end <= signed.from)
        || ends.last().is_some_and(|&end| end > moves.len())
    {
        return Err(SaveProblem::Damaged("its signed runs are out of order".into()));
    }
    let actors = incoming.actors.as_deref().unwrap_or_default();
    let actor = |at: usize| match actors.get(at) {
        Some(&Turn::Seat(seat)) if incoming.seats.get(seat).is_some_and(|s| !s.is_computer()) => Some(seat),
        _ => None,
    };
    let mut start = signed.from;
    for run in &signed.runs {
        if !signs(&run.key, &run_words(chain.at(run.end)), &run.sig) {
            let seat = (start..run.end).find_map(actor).or_else(|| keys.iter().position(|k| *k == Some(run.key)));
            return Err(not_signed(incoming, seat.unwrap_or_default(), false));
        }
        start = run.end;
    }
    let common = held.map_or(0, |held| {
        let ours = held.record.get("actions").and_then(Value::as_array).map_or(&[][..], Vec::as_slice);
        moves.iter().zip(ours).take_while(|(a, b)| a == b).count()
    });
    // A device that holds nothing of the game yet checks what the link signs.
    let new = if held.is_some() { common } else { signed.from };
    // Before the runs: moves the addressee held already, vouched for by the sender's signature
    // of all the moves before its run; not so a move of this device's own seat, nor any where
    // nothing is signed.
    let vouched = |key: SeatKey| key != *me && !signed.runs.is_empty();
    let unsigned = |at: &usize| match actor(*at).and_then(|seat| keys.get(seat).copied().flatten()) {
        Some(key) if *at < signed.from => !vouched(key),
        Some(key) => signed.runs.iter().find(|run| run.end > *at).is_none_or(|run| run.key != key),
        None => false,
    };
    let forged: Vec<Seat> = (new..moves.len()).filter(unsigned).filter_map(actor).collect();
    // Named first, a seat played here: the person whose moves someone else made.
    let ours = forged.iter().find(|&&seat| keys.get(seat) == Some(&Some(*me)));
    match ours.or(forged.first()) {
        Some(&seat) => Err(not_signed(incoming, seat, false)),
        None => Ok(()),
    }
}

/// The key each seat is bound to, as this device now knows it: the one it holds, else the
/// link's. A seat changes key only by a handing signed by the key it held; a link that binds
/// it to another key with no such handing is refused.
fn bindings(
    incoming: &SavedGame,
    held: Option<&SavedGame>,
    me: &SeatKey,
    header: [u8; 32],
) -> Result<Vec<Option<SeatKey>>, SaveProblem> {
    let bind = |(seat, theirs): (Seat, &SeatSetup)| {
        let ours = held.and_then(|h| h.seats.get(seat));
        let Some((ours, key)) = ours.and_then(|o| o.key.or(o.is_here().then_some(*me)).map(|k| (o, k))) else {
            return Ok(theirs.key);
        };
        let handed_by_ours = || {
            theirs.handed == ours.handed.saturating_add(1)
                && theirs.handover.is_some_and(|sig| signs(&key, &handing_words(header, seat, theirs.handed), &sig))
        };
        match () {
            () if theirs.handed > ours.handed && handed_by_ours() => Ok(theirs.key),
            () if theirs.handed > ours.handed => Err(not_signed(incoming, seat, true)),
            () if theirs.handed == ours.handed && theirs.key.is_some_and(|k| k != key) => {
                Err(not_signed(incoming, seat, true))
            }
            () => Ok(Some(key)),
        }
    };
    incoming.seats.iter().enumerate().map(bind).collect()
}

fn not_signed(incoming: &SavedGame, seat: Seat, taken: bool) -> SaveProblem {
    let (name, colour) = incoming.seats.get(seat).map_or((String::new(), 0), |s| (s.name.clone(), s.colour));
    SaveProblem::NotSigned { seat, name, colour, taken }
}

#[cfg(test)]
mod tests;
