//! The blind device's values for its dice: a hash chain, as S/KEY's one-time
//! passwords are. The device draws a secret seed and sends the chain's head, the seed hashed
//! `LENGTH` times, before any of the keeper's values for the dice comes; its value for the `n`th
//! run is the seed hashed `LENGTH - n` times. Each value hashes to the one before it, so the
//! keeper's device checks it at once, and none tells the next: the blind device cannot choose
//! its values, nor the keeper's device foresee them.

use sha2::{Digest, Sha256};

/// One more than the runs of the blind seat's moves one chain serves: far more than a game has.
pub const LENGTH: u32 = 4096;

/// The blind device's secret seed of its chain.
#[derive(Clone, PartialEq, Eq)]
pub struct Chain([u8; 32]);

/// Never the seed itself: it would tell every value to come.
impl std::fmt::Debug for Chain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Chain(..)")
    }
}

impl Chain {
    pub fn new(seed: [u8; 32]) -> Self {
        Self(seed)
    }

    /// The seed's bytes, kept on its own device only.
    pub fn bytes(&self) -> &[u8; 32] {
        &self.0
    }

    /// The head, sent in the blind device's first link.
    pub fn head(&self) -> [u8; 32] {
        self.hashed(LENGTH)
    }

    /// The value for the `run`th run, counted from 1; none past the chain's length, whose
    /// last value is still the seed hashed once, so the seed itself never leaves the device.
    pub fn value(&self, run: u32) -> Option<[u8; 32]> {
        (1..LENGTH).contains(&run).then(|| self.hashed(LENGTH - run))
    }

    fn hashed(&self, times: u32) -> [u8; 32] {
        (0..times).fold(self.0, |value, _| hash(&value))
    }
}

/// Whether `next` is the value of the chain after `earlier` (the head, or the last value).
pub fn follows(earlier: &[u8; 32], next: &[u8; 32]) -> bool {
    hash(next) == *earlier
}

fn hash(value: &[u8; 32]) -> [u8; 32] {
    Sha256::digest(value).into()
}
