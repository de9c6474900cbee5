//! The cryptography of a sealed game (issue 33): "the virus's device keeps a secret key; it
//! commits to it (a hash) when the game starts; its dice come from the key and a value the
//! hero's device adds after the commitment, so neither side chooses them; its hidden moves
//! travel encrypted under the key".

use std::collections::HashSet;

use super::lockstep::{open_run, seal_run};
use super::{commitment, commits_to, dice_seed, open, seal, Arrived, Broken, Key, Unopenable};
use crate::engine::rng::{game_rng, Rng};
use crate::lang::Lang;
use crate::text::assert_in_players_words;

/// A key drawn as the shell draws one, from `seed` here so that the tests repeat.
pub(super) fn key(seed: u64) -> Key {
    Key::new(game_rng(seed ^ 0x004B_4559).random())
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

// Issue 33: "Debug for Key must not print it": a log or a panic message never shows the key.
#[test]
fn the_key_never_shows_in_a_log() {
    let key = key(9);
    let shown = format!("{key:?} {:?}", Some(key.clone()));
    assert_eq!(shown, "Key(..) Some(Key(..))");
}

// Issue 22, sealed: "A hidden move must take the same time and leave the same traces whatever
// its length": a run of one action and one of 20 seal to the same length, and open again.
#[test]
fn a_hidden_run_seals_to_the_same_length_whatever_its_length() {
    let key = key(1);
    let (short, long) = (vec![0], (0..20).collect::<Vec<u8>>());
    let sealed = [seal_run(&key, 0, &short), seal_run(&key, 1, &long)];
    assert_eq!(sealed[0].len(), sealed[1].len());
    assert_eq!((open_run(&key, 0, &sealed[0]), open_run(&key, 1, &sealed[1])), (Ok(short), Ok(long)));
}

// Issue 33: the hero's device "says so if anything does not hold", and "the hero's later
// actions ... are dropped: say so": in a player's words, in English and in Italian.
#[test]
fn what_does_not_hold_is_said_in_both_languages() {
    let hidden = 3;
    let broken = [
        Broken::Key,
        Broken::Nonce,
        Broken::Changed { hidden },
        Broken::Illegal { hidden },
        Broken::Roll { hidden },
        Broken::Shown { hidden },
        Broken::After { hidden },
        Broken::HeroMove { hero: 4 },
        Broken::Uncaught { hero: 4 },
        Broken::End,
    ];
    let mut said: Vec<[String; 2]> = broken.iter().map(|b| [Lang::En, Lang::It].map(|lang| b.words(lang))).collect();
    said.extend(
        [1, 2].map(|dropped| [Lang::En, Lang::It].map(|lang| Arrived { new: 1, dropped }.words(lang).unwrap())),
    );
    for [en, it] in &said {
        assert_ne!(en, it, "translated");
        assert_in_players_words(&[en, it]);
    }
    assert_eq!(said.iter().map(|[en, _]| en).collect::<HashSet<_>>().len(), said.len(), "each its own words");
    assert_eq!(Arrived { new: 2, dropped: 0 }.words(Lang::En), None, "nothing to tell");
}
