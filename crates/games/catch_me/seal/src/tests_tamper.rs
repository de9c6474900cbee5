//! Tampering: the hero's device "checks every hidden move and roll and says whether all was
//! fair" (docs/games/catch-me.md R16), so each change to a finished sealed game, made by the
//! virus's device or on the way, is found by the check at the end and said in words.

use super::lockstep::{open_run, seal_run};
use super::tests::key;
use super::tests_games::{play_sealed, Played};
use super::{verify, Broken, HeroSide, Transcript};
use catch_me::{Action, CatchMe, Event, Mode, Side, Square, Unseen};
use engine::Level;
use lang::Lang;
use table::seal::{decode, encode, Key};

/// A finished Quarantine game with hidden moves enough to alter, as the virus's device sends
/// it at the end, and the hero's device just before that.
pub(super) fn finished() -> (Transcript, Key, HeroSide) {
    for seed in 200.. {
        let mut before_the_end = None;
        let Played { virus, .. } = play_sealed(Mode::Quarantine, seed, [Level::Normal, Level::Normal], |hero, _| {
            if hero.checked().is_none() {
                before_the_end = Some(hero.clone());
            }
        });
        let transcript = virus.transcript();
        let shown =
            words(&transcript).iter().any(|(_, w)| w.events.iter().any(|e| matches!(e, Event::VirusShown { .. })));
        if words(&transcript).len() >= 4 && shown {
            return (transcript, key(seed), before_the_end.expect("the hero played"));
        }
    }
    unreachable!("some game has hidden moves")
}

/// The virus's device's words in `transcript`, each with its place among the actions.
pub(super) fn words(transcript: &Transcript) -> Vec<(usize, &Unseen)> {
    let actions = transcript.record.actions.iter().enumerate();
    actions.filter_map(|(at, a)| if let Action::Unseen(word) = a { Some((at, &**word)) } else { None }).collect()
}

/// `transcript` with its `hidden`th word (from 1) edited.
pub(super) fn with_word(transcript: &Transcript, hidden: usize, edit: impl FnOnce(&mut Unseen)) -> Transcript {
    let mut edited = transcript.clone();
    let at = words(transcript)[hidden - 1].0;
    if let Action::Unseen(word) = &mut edited.record.actions[at] {
        edit(word);
    }
    edited
}

/// The check of `transcript` fails as `broken`, saying `words` in English, and in Italian too.
fn fails(transcript: &Transcript, key: &Key, broken: Broken, words: &str) {
    assert_eq!(verify(transcript, key).err(), Some(broken.clone()));
    assert_eq!(broken.to_string(), words);
    assert_ne!(broken.words(Lang::It), words, "said in Italian too");
}

// The virus's device "promises" its key (R16): a key other than the one committed to fails.
#[test]
fn another_key_than_the_committed_one_fails_the_check() {
    let (transcript, key, _) = finished();
    assert!(verify(&transcript, &key).is_ok(), "the untouched game checks");
    let other = super::tests::key(u64::MAX);
    fails(&transcript, &other, Broken::Key, "The virus's key is not the one it promised at the start.");
}

// Hidden moves "travel locked under the key" (R16): a hidden move changed after it was sealed
// does not, nor does one moved to another place.
#[test]
fn a_hidden_move_changed_after_sealing_fails_the_check() {
    let (transcript, key, _) = finished();
    let flipped = with_word(&transcript, 3, |word| word.sealed[5] ^= 1);
    fails(&flipped, &key, Broken::Changed { hidden: 3 }, "The virus's hidden move 3 was changed after it was sealed.");
    let second = words(&transcript)[1].1.sealed.clone();
    let moved = with_word(&transcript, 3, |word| word.sealed = second);
    fails(&moved, &key, Broken::Changed { hidden: 3 }, "The virus's hidden move 3 was changed after it was sealed.");
}

// The hero's device "checks every hidden move" (R16): a hidden move sealed
// other than the virus played it (another run, sealed rightly) does not fit the game.
#[test]
fn a_hidden_move_sealed_otherwise_than_played_fails_the_check() {
    let (transcript, key, _) = finished();
    let run = open_run(&key, 1, &words(&transcript)[1].1.sealed).unwrap();
    let resealed = with_word(&transcript, 3, |word| word.sealed = seal_run(&key, 2, &run));
    let broken = verify(&resealed, &key).unwrap_err();
    let third = [Broken::Illegal { hidden: 3 }, Broken::Shown { hidden: 3 }, Broken::After { hidden: 3 }];
    assert!(third.contains(&broken), "{broken:?}");
    assert!(broken.to_string().to_lowercase().contains("the virus's hidden move 3 "), "{broken}");
}

// The virus's "dice come from the key and a value the hero's device adds" (R16): the roll the
// hero was shown must be the dice's.
#[test]
fn a_roll_shown_otherwise_than_the_dice_rolled_fails_the_check() {
    let (transcript, key, _) = finished();
    let rolled = |e: &Event| matches!(e, Event::Rolled { side: Side::Virus, .. });
    let hidden = 1 + words(&transcript).iter().position(|(_, w)| w.events.iter().any(rolled)).unwrap();
    let lied = with_word(&transcript, hidden, |word| {
        if let Some(Event::Rolled { face, .. }) = word.events.iter_mut().find(|e| rolled(e)) {
            *face = Some(face.map_or(1, |f| f % 6 + 1));
        }
    });
    let words = format!("The virus's roll in its hidden move {hidden} is not what its dice rolled.");
    fails(&lied, &key, Broken::Roll { hidden }, &words);
}

// Every Unseen's events and `after` must equal what the truth shows the hero at that point: a
// showing of the virus left out, or the board after a hidden move changed.
#[test]
fn what_the_hero_was_shown_otherwise_than_the_truth_fails_the_check() {
    let (transcript, key, _) = finished();
    let shows = |w: &Unseen| w.events.iter().any(|e| matches!(e, Event::VirusShown { .. }));
    let hidden = 1 + words(&transcript).iter().position(|(_, w)| shows(w)).unwrap();
    let unshown = with_word(&transcript, hidden, |word| word.events.retain(|e| !matches!(e, Event::VirusShown { .. })));
    let words = format!("What the hero was shown of the virus's hidden move {hidden} does not match its sealed move.");
    fails(&unshown, &key, Broken::Shown { hidden }, &words);
    let elsewhere = with_word(&transcript, 2, |word| word.after.seen = Square((word.after.seen.0 + 1) % 100));
    let words = "The virus's hidden move 2 does not match its sealed move: the board after it is not the same.";
    fails(&elsewhere, &key, Broken::After { hidden: 2 }, words);
}

// The hero's device adds its value "after the promise, so neither side picks" the dice (R16):
// dice from another value do not give the game played.
#[test]
fn another_value_for_the_dice_fails_the_check() {
    let (mut transcript, key, _) = finished();
    transcript.nonce.as_mut().unwrap()[0] ^= 1;
    let broken = verify(&transcript, &key).unwrap_err();
    assert!(broken.to_string().starts_with("The virus's "), "{broken}");
    transcript.nonce = None;
    fails(&transcript, &key, Broken::Nonce, "The hero's part of the virus's dice is missing.");
}

// "A hero's step onto the hidden virus is decided by the virus's device" (R17), and checked at
// the end: a catch kept quiet does not check.
#[test]
fn a_catch_kept_quiet_fails_the_check() {
    for seed in 0.. {
        let played = play_sealed(Mode::Pandemic, seed, [Level::Easy, Level::Easy], |_, _| {});
        let mut transcript = played.virus.transcript();
        let Some(Action::Unseen(word)) = transcript.record.actions.last().cloned() else { continue };
        let Some(&Event::Stepped { mover: Side::Hero, to, .. }) = word.events.first() else { continue };
        *transcript.record.actions.last_mut().unwrap() = Action::Step(to);
        let hero =
            transcript.record.actions.iter().filter(|a| !matches!(a, Action::Unseen(_) | Action::Dice(_))).count();
        let words = format!("The virus caught the hero on the hero's move {hero}, but the game went on.");
        return fails(&transcript, &key(seed), Broken::Uncaught { hero }, &words);
    }
}

// The hero's device "says whether all was fair" (R16): the last link, altered on
// the way, reaches the hero's device, which checks it with the key and keeps what does not
// hold; a link that rewrites a hidden move the hero's device already took is refused.
#[test]
fn the_heros_device_checks_the_last_link_and_keeps_what_does_not_hold() {
    let (transcript, _, hero) = finished();
    let mut honest = hero.clone();
    honest.receive(&encode(&transcript).unwrap()).unwrap();
    assert!(honest.checked().is_some_and(|checked| checked.is_ok()));
    let other_key = Transcript { key: Some(super::tests::key(u64::MAX)), ..transcript.clone() };
    let mut fooled = hero.clone();
    fooled.receive(&encode(&other_key).unwrap()).unwrap();
    assert_eq!(fooled.checked().map(|c| c.as_ref().err()), Some(Some(&Broken::Key)));
    let rewritten = encode(&with_word(&transcript, 1, |word| word.sealed[0] ^= 0x80)).unwrap();
    assert!(decode::<CatchMe>(&rewritten).is_ok(), "a sealed word is opaque to the hero's device");
    assert!(hero.clone().receive(&rewritten).is_err(), "but it took the first word before");
}
