//! The cryptography of a sealed game: "the virus's device keeps a secret key; it
//! commits to it (a hash) when the game starts; its dice come from the key and a value the
//! hero's device adds after the commitment, so neither side chooses them; its hidden moves
//! travel encrypted under the key".

use std::collections::HashSet;

use serde_json::json;

use super::{commitment, commits_to, dice_seed, follows, open, seal, Chain, Key, Sealing, Unopenable};
use engine::rng::{game_rng, Rng};

/// A key drawn as the shell draws one, from `seed` here so that the tests repeat.
pub(super) fn key(seed: u64) -> Key {
    Key::seeded(seed)
}

/// Another key, one bit away from `key`.
fn one_bit_off(key: &Key) -> Key {
    let mut bytes = *key.bytes();
    bytes[31] ^= 1;
    Key::new(bytes)
}

// "it commits to it (a hash) when the game starts": the commitment binds the key (another key,
// even one bit away, does not fit it) and does not give it away.
#[test]
fn the_commitment_binds_the_key() {
    for seed in 0..50 {
        let key = key(seed);
        let commitment = commitment(&key);
        assert!(commits_to(&commitment, &key));
        assert!(!commits_to(&commitment, &one_bit_off(&key)), "seed {seed}");
        assert!(!commits_to(&commitment, &super::tests::key(seed + 1000)));
        assert_ne!(&commitment, key.bytes(), "the commitment is not the key");
    }
    let commitments: HashSet<[u8; 32]> = (0..200).map(|seed| commitment(&key(seed))).collect();
    assert_eq!(commitments.len(), 200, "each key its own commitment");
}

// "its dice come from the key and a value the hero's device adds after the commitment, so
// neither side chooses them": another value gives other dice with the same key, and another
// key other dice with the same value.
#[test]
fn the_virus_dice_come_from_the_key_and_the_heros_value() {
    let nonces: Vec<[u8; 16]> = (0..40).map(|n| game_rng(n).random()).collect();
    let keys: Vec<Key> = (0..40).map(key).collect();
    let seeds: HashSet<u64> = keys.iter().flat_map(|k| nonces.iter().map(move |n| dice_seed(k, n))).collect();
    assert_eq!(seeds.len(), 40 * 40, "every key and value its own dice");
    assert_eq!(
        dice_seed(&keys[0], &nonces[0]),
        dice_seed(&key(0), &nonces[0]),
        "the same key and value, the same dice"
    );
    let mut nonce = nonces[0];
    nonce[15] ^= 1;
    assert_ne!(dice_seed(&keys[0], &nonce), dice_seed(&keys[0], &nonces[0]), "one bit of the hero's value");
}

// "its hidden moves travel encrypted under the key": they open under that key and index, and
// a flipped byte, another key or another index does not open.
#[test]
fn a_sealed_move_opens_only_under_its_key_and_index_unchanged() {
    let (key, plain) = (key(3), b"the virus went to F6".to_vec());
    let sealed = seal(&key, 4, &plain);
    assert_eq!(open(&key, 4, &sealed), Ok(plain.clone()));
    assert!(!sealed.windows(plain.len()).any(|w| w == plain), "the move is not in clear");
    assert_ne!(seal(&key, 5, &plain), sealed, "each index seals alike text differently");
    assert_eq!(open(&key, 5, &sealed), Err(Unopenable));
    assert_eq!(open(&one_bit_off(&key), 4, &sealed), Err(Unopenable));
    for at in 0..sealed.len() {
        let mut flipped = sealed.clone();
        flipped[at] ^= 0x20;
        assert_eq!(open(&key, 4, &flipped), Err(Unopenable), "byte {at} flipped");
    }
    assert_eq!(open(&key, 4, &sealed[..sealed.len() - 1]), Err(Unopenable), "cut");
}

// "Debug for Key must not print it": a log or a panic message never shows the key.
#[test]
fn the_key_never_shows_in_a_log() {
    let key = key(9);
    let shown = format!("{key:?} {:?}", Some(key.clone()));
    assert_eq!(shown, "Key(..) Some(Key(..))");
}

// Each device's side of a sealed game is written as the sealed saves kept on devices have it,
// in Catch Me's words, "virus" for the keeper and "hero" for the blind, whichever game sealed
// it: so every sealed save opens.
#[test]
fn a_sealed_saves_side_is_written_as_before() {
    let keeper = Sealing::Keeper { key: [1; 32], nonce: Some([2; 16]), chain: None };
    let blind = Sealing::Blind { commitment: [3; 32], nonce: [2; 16], key: None, chain: None };
    let written = [
        json!({"side": "virus", "key": vec![1; 32], "nonce": vec![2; 16]}),
        json!({"side": "hero", "commitment": vec![3; 32], "nonce": vec![2; 16], "key": null}),
    ];
    for (sealing, before) in [keeper, blind].into_iter().zip(written) {
        assert_eq!(serde_json::to_value(&sealing).unwrap(), before);
        assert_eq!(serde_json::from_value::<Sealing>(before).unwrap(), sealing);
    }
}

// The blind device's values for its dice are a hash chain: each value follows the
// one before (the first, the head sent at the start) and checks at once; a value of the
// device's own choice, one skipped, or one past the chain's length does not; and the seed,
// which tells every value to come, never shows in a log.
#[test]
fn the_blind_devices_values_for_its_dice_follow_their_chain_only() {
    let chain = Chain::new([4; 32]);
    let values: Vec<[u8; 32]> = (1..=3).map(|run| chain.value(run).unwrap()).collect();
    assert!(follows(&chain.head(), &values[0]) && follows(&values[0], &values[1]) && follows(&values[1], &values[2]));
    assert!(!follows(&chain.head(), &values[1]), "a value skipped");
    assert!(!follows(&values[0], &[9; 32]), "a value of its own choice");
    assert!(!follows(&values[1], &values[0]), "an earlier value again");
    assert_eq!(chain.value(0), None);
    let (last, length) = (chain.value(super::chain::LENGTH - 1).unwrap(), super::chain::LENGTH);
    assert!(last != *chain.bytes() && follows(&chain.value(length - 2).unwrap(), &last), "the seed never sent");
    assert_eq!(chain.value(length), None);
    assert_eq!(format!("{chain:?}"), "Chain(..)");
}

// The keeper's value for each run of the blind seat's dice is its key's own, one
// per run: another key or another run gives another.
#[test]
fn the_keepers_value_for_each_run_is_its_keys_own() {
    let (one, other) = (key(1), key(2));
    assert_eq!(one.mix(1), key(1).mix(1));
    assert_ne!(one.mix(1), one.mix(2));
    assert_ne!(one.mix(1), other.mix(1));
}
