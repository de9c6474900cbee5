//! Catch Me's hidden runs and words of a sealed game; the cryptography itself is
//! tested with it, in `table::seal`.

use std::collections::HashSet;

use super::lockstep::{open_run, seal_run};
use super::{arrived, Broken, Verdict};
use engine::rng::{game_rng, Rng};
use lang::Lang;
use table::seal::{Drawn, Key};

/// What the hero's device draws at random when it joins, fixed by `seed`.
pub(super) fn drawn(seed: u64) -> Drawn {
    let mut rng = game_rng(seed);
    Drawn { nonce: rng.random(), chain: rng.random() }
}
use text::assert_in_players_words;

// Sealed, "a hidden virus move ... leaves the same marks ... whatever its length" (R11): a run
// of one action and one of 20 seal to the same length, and open again.
#[test]
fn a_hidden_run_seals_to_the_same_length_whatever_its_length() {
    let key = key(1);
    let (short, long) = (vec![0], (0..20).collect::<Vec<u8>>());
    let sealed = [seal_run(&key, 0, &short), seal_run(&key, 1, &long)];
    assert_eq!(sealed[0].len(), sealed[1].len());
    assert_eq!((open_run(&key, 0, &sealed[0]), open_run(&key, 1, &sealed[1])), (Ok(short), Ok(long)));
}

// The hero's device "says whether all was fair" (R16), and that the hero's moves after a catch
// "did not happen" (R17): in a player's words, in English and in Italian.
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
        Broken::CaughtElsewhere { hidden },
        Broken::PathUnseen { hidden },
        Broken::Dice { run: 2 },
    ];
    let mut said: Vec<[String; 2]> = broken.iter().map(|b| [Lang::En, Lang::It].map(|lang| b.words(lang))).collect();
    said.extend([1, 2].map(|dropped| [Lang::En, Lang::It].map(|lang| arrived(1, dropped).words(lang).unwrap())));
    for [en, it] in &said {
        assert_ne!(en, it, "translated");
        assert_in_players_words(&[en, it]);
    }
    assert_eq!(said.iter().map(|[en, _]| en).collect::<HashSet<_>>().len(), said.len(), "each its own words");
    assert_eq!(arrived(2, 0).words(Lang::En), None, "nothing to tell");
    // The end that names no result until the key comes (R18), in both languages.
    let ends = [Verdict::Waiting, Verdict::Forged(Broken::End)].map(|v| [Lang::En, Lang::It].map(|l| v.said("Ben", l)));
    for [en, it] in &ends {
        let (en_said, it_said) = (en.no_result.as_deref().unwrap(), it.no_result.as_deref().unwrap());
        assert!(en_said != it_said && en.words != it.words, "translated");
        assert_in_players_words(&[en_said, it_said, &en.words, &it.words]);
    }
}

/// A key drawn as the shell draws one, from `seed` so that the tests repeat.
pub(super) fn key(seed: u64) -> Key {
    Key::seeded(seed)
}
