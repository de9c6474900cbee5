//! The cryptography of a sealed game, as mental-poker protocols do it, from kept RustCrypto
//! crates ("not home-made cryptography"): the hidden side's device draws a secret key, commits
//! to it before the game (a hash), draws its dice from the key and a value the other device adds
//! after the commitment, and seals its hidden moves under the key. At the end the key is
//! revealed and every commitment, roll and sealed move can be checked against it.

use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Nonce};
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

/// What each use of the key is tagged with, so that a value made for one use (a commitment,
/// the dice, the sealing key) can never stand for another.
const COMMITMENT: &[u8] = b"quarantable/seal/commitment/1";
const DICE: &[u8] = b"quarantable/seal/dice/1";
const SEALING: &[u8] = b"quarantable/seal/sealing/1";
const MIX: &[u8] = b"quarantable/seal/mix/1";

/// The hidden side's secret: 32 bytes its device draws (the shell from `getrandom`).
#[derive(Clone, PartialEq, Eq)]
pub struct Key([u8; 32]);

/// Never the key itself: a log or a panic message must not give it away.
impl std::fmt::Debug for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Key(..)")
    }
}

impl Key {
    pub fn new(bytes: [u8; 32]) -> Self {
        Self(bytes)
    }

    /// A key drawn as the shell draws one, from `seed` so that the tests repeat.
    #[cfg(any(test, feature = "testing"))]
    pub fn seeded(seed: u64) -> Self {
        use engine::rng::{game_rng, Rng};
        Self::new(game_rng(seed ^ 0x004B_4559).random())
    }

    /// The key's bytes, to reveal it at the end or keep it on its own device.
    pub fn bytes(&self) -> &[u8; 32] {
        &self.0
    }

    /// The keeper's value for the blind seat's dice of its `run`th run of moves, counted from
    /// 1 (`engine::Mix`): fixed by the committed key, revealed run by run, and none
    /// tells another.
    pub fn mix(&self, run: u32) -> [u8; 32] {
        self.mac(MIX, &run.to_be_bytes())
    }

    /// HMAC-SHA256 under the key of `tag` then `data`.
    fn mac(&self, tag: &[u8], data: &[u8]) -> [u8; 32] {
        let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(&self.0).expect("HMAC takes a key of any length");
        mac.update(tag);
        mac.update(data);
        mac.finalize().into_bytes().into()
    }
}

/// The value that binds the hidden side to its key before the game: SHA-256 of a tag and the
/// key. It tells nothing of the key, and no other key gives it.
pub fn commitment(key: &Key) -> [u8; 32] {
    Sha256::new().chain_update(COMMITMENT).chain_update(key.0).finalize().into()
}

/// Whether `key` is the one `commitment` was made from.
pub fn commits_to(commitment: &[u8; 32], key: &Key) -> bool {
    self::commitment(key) == *commitment
}

/// The seed of the hidden side's dice: HMAC-SHA256 of the key and the other device's `nonce`.
/// The key was fixed (committed) before the nonce was drawn, and the nonce is drawn without
/// knowing the key: neither device alone chooses the dice.
pub fn dice_seed(key: &Key, nonce: &[u8; 16]) -> u64 {
    let mac = key.mac(DICE, nonce);
    u64::from_le_bytes(mac[..8].try_into().expect("8 of 32 bytes"))
}

/// What does not open under the key: another key, or bytes changed since they were sealed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unopenable;

/// `plaintext` sealed with ChaCha20-Poly1305 under a key derived from `key`, with `index` as
/// its nonce: each index is sealed once per key (the hidden side's turns are counted), and a
/// sealed text opens only under its own key and index, and only unchanged.
pub fn seal(key: &Key, index: u32, plaintext: &[u8]) -> Vec<u8> {
    cipher(key).encrypt(&nonce(index), plaintext).expect("a text this short always seals")
}

/// The plaintext `seal` sealed under `key` at `index`.
pub fn open(key: &Key, index: u32, sealed: &[u8]) -> Result<Vec<u8>, Unopenable> {
    cipher(key).decrypt(&nonce(index), sealed).map_err(|_| Unopenable)
}

fn cipher(key: &Key) -> ChaCha20Poly1305 {
    ChaCha20Poly1305::new(&key.mac(SEALING, &[]).into())
}

/// The 12-byte nonce of the `index`th sealed text: the index, big-endian, in its last bytes.
fn nonce(index: u32) -> Nonce {
    let mut nonce = [0; 12];
    nonce[8..].copy_from_slice(&index.to_be_bytes());
    nonce.into()
}
