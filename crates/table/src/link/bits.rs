//! The link's bytes. One stream of bits, most significant first: the header in whole bytes
//! (numbers as LEB128 varints, so small ones take one byte), then each move in exactly as many
//! bits as its choice needs, then zero bits to the byte's end, then a CRC-32 of it all.

use crate::save::SaveProblem;

/// How many bits tell one of `choices` apart: 0 for a forced move, 1 for two, 2 for three or four...
pub fn width(choices: usize) -> u32 {
    usize::BITS - choices.saturating_sub(1).leading_zeros()
}

/// The CRC-32 of zip and PNG (IEEE, reflected): any change of up to 32 bits in a row, such as
/// one character of a link edited or two swapped, always changes it.
pub fn crc32(bytes: &[u8]) -> u32 {
    let step = |crc: u32, _| if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
    !bytes.iter().fold(!0, |crc, &byte| (0..8).fold(crc ^ u32::from(byte), step))
}

#[derive(Default)]
pub struct Packer {
    bytes: Vec<u8>,
    /// Bits written so far.
    len: usize,
}

impl Packer {
    /// The low `bits` bits of `value`, the highest first.
    pub fn bits(&mut self, value: u64, bits: u32) {
        for shift in (0..bits).rev() {
            if self.len % 8 == 0 {
                self.bytes.push(0);
            }
            let bit = u8::from(value >> shift & 1 == 1);
            if let Some(last) = self.bytes.last_mut() {
                *last |= bit << (7 - self.len % 8);
            }
            self.len += 1;
        }
    }

    pub fn byte(&mut self, byte: u8) {
        self.bits(byte.into(), 8);
    }

    /// Seven bits a byte, the lowest first; the top bit says that another byte follows.
    pub fn varint(&mut self, mut value: u64) {
        while value >= 0x80 {
            self.byte(value as u8 | 0x80);
            value >>= 7;
        }
        self.byte(value as u8);
    }

    /// A length, then the bytes.
    pub fn bytes(&mut self, bytes: &[u8]) {
        self.varint(bytes.len() as u64);
        bytes.iter().for_each(|&b| self.byte(b));
    }

    /// The bytes written, padded with zero bits, then their CRC-32.
    pub fn sealed(mut self) -> Vec<u8> {
        let sum = crc32(&self.bytes);
        self.bytes.extend(sum.to_be_bytes());
        self.bytes
    }
}

pub struct Unpacker {
    bytes: Vec<u8>,
    /// Bits read so far.
    at: usize,
}

impl Unpacker {
    /// The bytes of a sealed link, its CRC-32 checked and taken off.
    pub fn unseal(mut bytes: Vec<u8>) -> Result<Self, SaveProblem> {
        let Some(payload) = bytes.len().checked_sub(4).filter(|&n| n > 0) else {
            return Err(cut());
        };
        let sum = bytes.split_off(payload);
        if crc32(&bytes).to_be_bytes()[..] != sum[..] {
            return Err(SaveProblem::Damaged("the link was cut or changed: its check does not match".into()));
        }
        Ok(Self { bytes, at: 0 })
    }

    pub fn bits(&mut self, bits: u32) -> Result<u64, SaveProblem> {
        if self.at + bits as usize > self.bytes.len() * 8 {
            return Err(cut());
        }
        let mut value = 0;
        for _ in 0..bits {
            let bit = self.bytes[self.at / 8] >> (7 - self.at % 8) & 1;
            value = value << 1 | u64::from(bit);
            self.at += 1;
        }
        Ok(value)
    }

    pub fn byte(&mut self) -> Result<u8, SaveProblem> {
        Ok(self.bits(8)? as u8)
    }

    /// A varint as `Packer::varint` writes it, and only so: no bits past 64, no zero last byte
    /// after the first, so that one number has one spelling and one link one game.
    pub fn varint(&mut self) -> Result<u64, SaveProblem> {
        let mut value = 0;
        for shift in (0..64).step_by(7) {
            let byte = self.byte()?;
            let low = u64::from(byte & 0x7F);
            if (shift > 0 && byte == 0) || low << shift >> shift != low {
                return Err(SaveProblem::Damaged("a number in the link is spelt wrong".into()));
            }
            value |= low << shift;
            if byte < 0x80 {
                return Ok(value);
            }
        }
        Err(SaveProblem::Damaged("a number in the link is too long".into()))
    }

    /// A length, then that many bytes.
    pub fn bytes(&mut self) -> Result<Vec<u8>, SaveProblem> {
        let len = self.varint()?;
        if len > (self.bytes.len() * 8 - self.at) as u64 / 8 {
            return Err(cut());
        }
        (0..len).map(|_| self.byte()).collect()
    }

    /// Checks that only the zero bits padding the last byte are left.
    pub fn finish(mut self) -> Result<(), SaveProblem> {
        let left = self.bytes.len() * 8 - self.at;
        if left >= 8 || self.bits(left as u32)? != 0 {
            return Err(SaveProblem::Damaged("the link goes on after the game's last move".into()));
        }
        Ok(())
    }
}

fn cut() -> SaveProblem {
    SaveProblem::Damaged("the link is cut short".into())
}
