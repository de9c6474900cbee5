//! The keys and signatures of a link of format 4: each seat's public key and its handing's
//! signature, then the signed runs of moves (`save::Signed`, signed and checked by the devices
//! that send and receive the link), from format 5 after the game's nonce, which they bind. A
//! key, a signature or a nonce is its bytes as they are: 32, 64 and 16, which no shorter
//! spelling has.

use super::bits::{Packer, Unpacker};
use crate::save::{Run, SaveProblem, Signed};
use crate::seats::{SeatKey, SeatSetup, Signature};

/// Whether a seat has a key, and a handing's signature: one bit each of a byte.
const KEY: u8 = 1;
const HANDOVER: u8 = 2;

pub fn write_seat(packer: &mut Packer, seat: &SeatSetup) {
    packer.byte((u8::from(seat.key.is_some()) * KEY) | (u8::from(seat.handover.is_some()) * HANDOVER));
    seat.key.iter().for_each(|key| raw(packer, &key.0));
    seat.handover.iter().for_each(|sig| raw(packer, &sig.0));
}

pub fn read_seat(unpacker: &mut Unpacker) -> Result<(Option<SeatKey>, Option<Signature>), SaveProblem> {
    let flags = unpacker.byte()?;
    if flags & !(KEY | HANDOVER) != 0 {
        return Err(SaveProblem::Damaged("a seat's key is spelt wrong".into()));
    }
    let key = if flags & KEY != 0 { Some(SeatKey(read_raw(unpacker)?)) } else { None };
    let handover = if flags & HANDOVER != 0 { Some(Signature(read_raw(unpacker)?)) } else { None };
    Ok((key, handover))
}

/// From format 5 the game's nonce (a byte saying whether there is one, then its bytes); where
/// the runs start; the keys that signed a run and hold no seat of `seats`; then each run's end,
/// its signer (a seat, or one of those keys after the seats) and its signature.
pub fn write_signed(packer: &mut Packer, seats: &[SeatSetup], signed: &Signed, format: u64) {
    if format >= 5 {
        packer.byte(u8::from(signed.nonce.is_some()));
        signed.nonce.iter().for_each(|nonce| raw(packer, nonce));
    }
    let mut others: Vec<SeatKey> = vec![];
    for run in &signed.runs {
        if !seats.iter().any(|s| s.key == Some(run.key)) && !others.contains(&run.key) {
            others.push(run.key);
        }
    }
    packer.varint(signed.from as u64);
    packer.varint(others.len() as u64);
    others.iter().for_each(|key| raw(packer, &key.0));
    packer.varint(signed.runs.len() as u64);
    for run in &signed.runs {
        let signer = seats.iter().position(|s| s.key == Some(run.key));
        let signer =
            signer.unwrap_or_else(|| seats.len() + others.iter().position(|&k| k == run.key).unwrap_or_default());
        packer.varint(run.end as u64);
        packer.varint(signer as u64);
        raw(packer, &run.sig.0);
    }
}

pub fn read_signed(unpacker: &mut Unpacker, seats: &[SeatSetup], format: u64) -> Result<Signed, SaveProblem> {
    let damaged = |why: &str| SaveProblem::Damaged(format!("the signed moves: {why}"));
    let nonce = match format >= 5 {
        true => match unpacker.byte()? {
            0 => None,
            1 => Some(read_raw(unpacker)?),
            _ => return Err(damaged("the game's nonce is spelt wrong")),
        },
        false => None,
    };
    let from = usize::try_from(unpacker.varint()?).map_err(|_| damaged("they start too far"))?;
    // Not collected with the counts' capacity: an edited count must not allocate.
    let others: Vec<SeatKey> =
        (0..unpacker.varint()?).map(|_| read_raw(unpacker).map(SeatKey)).collect::<Result<_, _>>()?;
    let mut runs: Vec<Run> = vec![];
    for _ in 0..unpacker.varint()? {
        let end = usize::try_from(unpacker.varint()?).map_err(|_| damaged("a run ends too far"))?;
        let signer = usize::try_from(unpacker.varint()?).unwrap_or(usize::MAX);
        let key = match seats.get(signer) {
            Some(seat) => seat.key,
            None => others.get(signer - seats.len()).copied(),
        };
        let key = key.ok_or_else(|| damaged("a run is signed by no key"))?;
        if end <= runs.last().map_or(from, |run| run.end) {
            return Err(damaged("a run ends before it starts"));
        }
        runs.push(Run { end, key, sig: Signature(read_raw(unpacker)?) });
    }
    Ok(Signed { from, runs, nonce })
}

fn raw(packer: &mut Packer, bytes: &[u8]) {
    bytes.iter().for_each(|&b| packer.byte(b));
}

fn read_raw<const N: usize>(unpacker: &mut Unpacker) -> Result<[u8; N], SaveProblem> {
    let mut bytes = [0; N];
    for byte in &mut bytes {
        *byte = unpacker.byte()?;
    }
    Ok(bytes)
}
