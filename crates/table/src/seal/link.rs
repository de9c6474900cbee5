//! A sealed game as a link: what the blind device may hold, as text after the `#` of a shared
//! URL. Beside the ordinary link (`crate::link`), not instead of it. Any game that declares a
//! hidden seat (`engine::Sealable`) travels so.
//!
//! base64url, without padding, of these bytes (written with `crate::link::bits`): the format
//! (`SEALED_LINK_FORMAT`); the game's id and rules version; the seats as JSON; the public
//! options as JSON; the seed; the commitment (32 bytes); which of the nonce, the key, the
//! chain's head and the keeper's value for the dice follow; the nonce (16 bytes); the head and
//! the value (32 bytes each); how many actions; each action: where the blind seat's dice wait
//! for a mix a bit for one (then its two values, 32 bytes each); where the blind device has
//! legal actions a bit for a keeper's word, then a blind seat's action as its index among them,
//! in just the bits that takes, or a word as its bytes (postcard); the key (32 bytes); a CRC-32.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

use super::key::Key;
use super::Transcript;
use crate::link::bits::{width, Packer, Unpacker};
use crate::link::{open_any, SEALED_LINK_FORMAT};
use crate::save::SaveProblem;
use crate::seats::{SeatSetup, PALETTE};
use engine::{Illegal, Record, ReplayError, Sealable, Session};

const HAS_NONCE: u8 = 1;
const HAS_KEY: u8 = 2;
const HAS_CHAIN: u8 = 4;
const HAS_MIX: u8 = 8;

/// The link of `transcript`.
pub fn encode<G: Sealable>(transcript: &Transcript<G>) -> Result<String, ReplayError> {
    let record = &transcript.record;
    let mut state = record.start()?;
    let mut packer = Packer::default();
    packer.varint(SEALED_LINK_FORMAT);
    packer.bytes(G::ID.as_bytes());
    packer.varint(G::RULES_VERSION.into());
    packer.bytes(&serde_json::to_vec(&transcript.seats).expect("seats serialise"));
    let public = G::public(&record.options);
    packer.bytes(&serde_json::to_vec(&public).expect("options serialise"));
    packer.bits(record.seed, 64);
    transcript.commitment.iter().for_each(|&b| packer.byte(b));
    let (nonce, key) = (transcript.nonce.as_ref(), transcript.key.as_ref().map(Key::bytes));
    let (chain, mix) = (transcript.chain.as_ref(), transcript.mix.as_ref());
    let flag = |has: bool, flag: u8| if has { flag } else { 0 };
    packer.byte(
        flag(nonce.is_some(), HAS_NONCE)
            | flag(key.is_some(), HAS_KEY)
            | flag(chain.is_some(), HAS_CHAIN)
            | flag(mix.is_some(), HAS_MIX),
    );
    nonce.into_iter().flatten().for_each(|&b| packer.byte(b));
    chain.into_iter().chain(mix).flatten().for_each(|&b| packer.byte(b));
    packer.varint(record.actions.len() as u64);
    for (index, action) in record.actions.iter().enumerate() {
        let illegal = |error| ReplayError::Illegal { index, error };
        write_action(&mut packer, &state, action).map_err(illegal)?;
        state.apply(action).map_err(illegal)?;
    }
    key.into_iter().flatten().for_each(|&b| packer.byte(b));
    Ok(URL_SAFE_NO_PAD.encode(packer.sealed()))
}

fn write_action<G: Sealable>(packer: &mut Packer, state: &G, action: &G::Action) -> Result<(), Illegal> {
    // Where the blind seat's dice wait for a mix, a bit says whether this is it; links of
    // games without one have no such bit.
    if state.takes_mix() {
        packer.bits(u64::from(G::mix(action).is_some()), 1);
        if let Some(mix) = G::mix(action) {
            mix.blind.iter().chain(&mix.keeper).for_each(|&b| packer.byte(b));
            return Ok(());
        }
    }
    let legal = state.legal_actions();
    if !legal.is_empty() {
        packer.bits(u64::from(G::word(action).is_some()), 1);
    }
    match G::word(action) {
        Some(word) => packer.bytes(&postcard::to_allocvec(word).expect("a word serialises")),
        None => match legal.iter().position(|a| a == action) {
            Some(at) => packer.bits(at as u64, width(legal.len())),
            None => return Err(Illegal(format!("{action:?} in turn {:?}", state.turn()))),
        },
    }
    Ok(())
}

/// Whether `link` is a sealed game's link (else an ordinary one, or none).
pub fn is_sealed(link: &str) -> bool {
    open_any(link).is_ok_and(|(_, format)| format == SEALED_LINK_FORMAT)
}

/// The sealed game of a link, and the blind device's game replayed from it. A link that
/// `encode` did not make, or that was changed since, is refused by name.
pub fn decode<G: Sealable>(link: &str) -> Result<(Transcript<G>, Session<G>), SaveProblem> {
    let wrong = |why: &str| SaveProblem::Inconsistent(why.to_string());
    let mut unpacker = match open_any(link)? {
        (unpacker, SEALED_LINK_FORMAT) => unpacker,
        (_, format) if format > SEALED_LINK_FORMAT => return Err(newer(format)),
        _ => return Err(wrong("an ordinary link, not a sealed game's")),
    };
    if unpacker.bytes()? != G::ID.as_bytes() {
        return Err(wrong("a sealed link of another game"));
    }
    match unpacker.varint()? {
        rules if rules == u64::from(G::RULES_VERSION) => {}
        rules if rules > u64::from(G::RULES_VERSION) => return Err(newer(rules)),
        _ => return Err(wrong("made under older rules")),
    }
    let seats = read_seats(&unpacker.bytes()?)?;
    let options = read_options::<G>(&unpacker.bytes()?)?;
    let seed = unpacker.bits(64)?;
    let commitment = fixed(&mut unpacker)?;
    let flags = unpacker.byte()?;
    if flags & !(HAS_NONCE | HAS_KEY | HAS_CHAIN | HAS_MIX) != 0 {
        return Err(SaveProblem::Damaged("the link says it holds what no sealed link holds".into()));
    }
    let nonce = held::<16>(&mut unpacker, flags & HAS_NONCE)?;
    let (chain, mix) = (held(&mut unpacker, flags & HAS_CHAIN)?, held(&mut unpacker, flags & HAS_MIX)?);
    let mut session = Session::<G>::new(options, seed).map_err(|e| wrong(&e.to_string()))?;
    let count = unpacker.varint()?;
    for index in 0..count {
        read_action(&mut session, &mut unpacker).map_err(|e| in_action(index, e))?;
    }
    let key = if flags & HAS_KEY != 0 { Some(Key::new(fixed(&mut unpacker)?)) } else { None };
    unpacker.finish()?;
    if nonce.is_none() && count > 0 {
        return Err(wrong("the blind seat moved without adding its value to the keeper's dice"));
    }
    session.state().invariants().map_err(SaveProblem::Inconsistent)?;
    let record: Record<G> = session.record().clone();
    Ok((Transcript { seats, record, commitment, nonce, key, chain, mix }, session))
}

/// Two seats, the keeper's and the blind one's, each of a colour on the palette.
fn read_seats(json: &[u8]) -> Result<Vec<SeatSetup>, SaveProblem> {
    let seats: Vec<SeatSetup> = read_json(json)?;
    if seats.len() != 2 || seats.iter().any(|s| s.colour >= PALETTE.len()) {
        return Err(SaveProblem::Inconsistent("a sealed game has a keeper and a blind seat, each of a colour".into()));
    }
    Ok(seats)
}

/// The public options, as the blind device plays them.
fn read_options<G: Sealable>(json: &[u8]) -> Result<G::Options, SaveProblem> {
    match read_json::<G::Options>(json)? {
        options if G::public(&options) == options => Ok(G::blind(&options)),
        _ => Err(SaveProblem::Inconsistent("options a sealed link does not have".into())),
    }
}

/// JSON as `encode` writes it, and only so, so that one game has one link: JSON read loosely
/// (a field left out, spaces) would let an edited link open as the same game.
fn read_json<T: serde::Serialize + serde::de::DeserializeOwned>(json: &[u8]) -> Result<T, SaveProblem> {
    let value: T = serde_json::from_slice(json).map_err(|e| SaveProblem::Damaged(format!("the link's JSON: {e}")))?;
    match serde_json::to_vec(&value).is_ok_and(|again| again == json) {
        true => Ok(value),
        false => Err(SaveProblem::Damaged("the link's JSON is spelt otherwise than the app writes it".into())),
    }
}

/// The `N` bytes that follow where the link's `flag` says they do.
fn held<const N: usize>(unpacker: &mut Unpacker, flag: u8) -> Result<Option<[u8; N]>, SaveProblem> {
    if flag == 0 {
        return Ok(None);
    }
    fixed(unpacker).map(Some)
}

fn fixed<const N: usize>(unpacker: &mut Unpacker) -> Result<[u8; N], SaveProblem> {
    let mut bytes = [0; N];
    for byte in &mut bytes {
        *byte = unpacker.byte()?;
    }
    Ok(bytes)
}

/// Plays the action the next bits name: a blind seat's action among the legal ones, or a word
/// of the keeper's device.
fn read_action<G: Sealable>(session: &mut Session<G>, unpacker: &mut Unpacker) -> Result<(), SaveProblem> {
    if session.state().takes_mix() && unpacker.bits(1)? == 1 {
        let (blind, keeper) = (fixed(unpacker)?, fixed(unpacker)?);
        let mix = G::mixed(engine::Mix { blind, keeper });
        let mix = mix.ok_or_else(|| SaveProblem::Damaged("dice mixed in a game whose dice are not".into()))?;
        return session.apply(mix).map(|_| ()).map_err(|e| SaveProblem::Inconsistent(e.to_string()));
    }
    let legal = session.state().legal_actions();
    let word = legal.is_empty() || unpacker.bits(1)? == 1;
    let action = match word {
        true => match postcard::take_from_bytes::<G::Word>(&unpacker.bytes()?) {
            Ok((word, [])) => G::spoken(word),
            _ => return Err(SaveProblem::Damaged("a word of the keeper's device the app cannot read".into())),
        },
        false => {
            let at = unpacker.bits(width(legal.len()))?;
            let action = usize::try_from(at).ok().and_then(|at| legal.get(at));
            action.cloned().ok_or_else(|| SaveProblem::Inconsistent(format!("no action {at}")))?
        }
    };
    session.apply(action).map(|_| ()).map_err(|e| SaveProblem::Inconsistent(e.to_string()))
}

fn newer(version: u64) -> SaveProblem {
    SaveProblem::NewerVersion(u32::try_from(version).unwrap_or(u32::MAX))
}

fn in_action(index: u64, problem: SaveProblem) -> SaveProblem {
    match problem {
        SaveProblem::Inconsistent(why) => SaveProblem::Inconsistent(format!("action {index}: {why}")),
        other => other,
    }
}
