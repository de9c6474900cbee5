//! Dice no device can choose or foresee (docs/games/catch-me.md R19): every roll comes from a
//! value of each device, "each bound before the other's is known, as in Blum's coin flipping",
//! so "grinding the game's seed changes no roll, and no device knows a roll before the other's
//! value for it has come". Each run of the hero's moves is mixed from the
//! next value of the hero's device's hash chain and the virus's device's value for the run.

use std::collections::HashSet;

use super::tests::{drawn, key};
use super::tests_games::{play_from, seats};
use super::tests_tamper::finished;
use super::{verdict, verify, Broken, HeroSide, Transcript, VirusSide};
use catch_me::text::sealed_text;
use catch_me::{Action, CatchMe, Event, Mode, Options, Sealed, Side};
use engine::rng::{game_rng, Rng};
use engine::{Game, Level, Mix, Record, Session};
use lang::Lang;
use table::save::{SaveProblem, SavedGame};
use table::seal::{decode, encode, Drawn, Key, Sealing};

/// The hero's first roll in a sealed game the virus's device began from `seed` with `key`,
/// joined by a hero's device that drew `drawn`.
fn first_roll(seed: u64, key: Key, drawn: &Drawn) -> u8 {
    let options = Options { mode: Mode::Pandemic, ..Options::default() };
    let virus = VirusSide::start(&options, seed, seats(), key).unwrap();
    let mut hero = HeroSide::join(&virus.link(), drawn).unwrap();
    hero.play(Action::Roll).unwrap();
    face(hero.session(), Side::Hero)
}

/// The face of `side`'s last roll in `session`.
fn face(session: &Session<CatchMe>, side: Side) -> u8 {
    let events = session.steps().iter().rev().flat_map(|step| &step.events);
    let unsealed = events.map(|e| match e {
        Event::Secret(inner) => inner.as_ref(),
        open => open,
    });
    let mut faces = unsealed.filter_map(|e| match e {
        Event::Rolled { side: s, face: Some(face) } if *s == side => Some(*face),
        _ => None,
    });
    faces.next().expect("a roll")
}

// "Grinding the game's seed changes no roll" (R19): twelve seeds the virus's device might try
// give the hero the same first roll, where under the old rules the seed alone gives several.
#[test]
fn grinding_seeds_on_the_virus_device_changes_no_roll_of_the_hero() {
    let rolls: HashSet<u8> = (0..12).map(|seed| first_roll(seed, key(1), &drawn(5))).collect();
    assert_eq!(rolls.len(), 1, "the hero's first roll over twelve seeds: {rolls:?}");
    let old: HashSet<u8> = (0..12).map(|seed| rolled_first(CatchMe::new(&Options::default(), seed).unwrap())).collect();
    assert!(old.len() > 2, "under the old rules the seed chose the roll: {old:?}");
}

/// The first roll of a game of one device: what the seed alone gives.
fn rolled_first(mut game: CatchMe) -> u8 {
    game.apply_legal(&Action::Roll);
    game.phase().rolled().and_then(|(_, face)| face).expect("a roll moves someone")
}

// "No device knows a roll before the other's value for it has come" (R19): all the virus's
// device holds before the hero's link (its key, the seed) leaves the hero's roll open, for it
// turns on the hero's device's chain, which that link brings; and all the hero's device holds
// before the virus's link (its chain) leaves it open too, for it turns on the virus's device's
// value, which that link brings.
#[test]
fn neither_device_can_compute_a_roll_before_the_others_value_comes() {
    let by_chain: HashSet<u8> = (0..30).map(|n| first_roll(7, key(1), &drawn(n))).collect();
    let by_key: HashSet<u8> = (0..30).map(|n| first_roll(7, key(n), &drawn(5))).collect();
    assert!(by_chain.len() >= 4 && by_key.len() >= 4, "faces by chain {by_chain:?}, by key {by_key:?}");
    // The mix itself: either value alone leaves the seed open.
    let values: Vec<[u8; 32]> = (0..30).map(|n| game_rng(n).random()).collect();
    let draws = |mix: &dyn Fn(&[u8; 32]) -> Mix| {
        values.iter().map(|v| mix(v).dice().random::<u64>()).collect::<HashSet<_>>().len()
    };
    assert_eq!(draws(&|v| Mix { blind: [1; 32], keeper: *v }), 30);
    assert_eq!(draws(&|v| Mix { blind: *v, keeper: [1; 32] }), 30);
}

// R19: the virus's own rolls turn on the hero's value for the run before them, which the
// virus's device learns only with the hero's link: its key and the hero's first value for its
// dice do not tell it.
#[test]
fn the_virus_device_learns_its_own_roll_only_with_the_heros_link() {
    let virus_rolls: HashSet<u8> = (0..30)
        .map(|n| {
            let options = Options { mode: Mode::Pandemic, ..Options::default() };
            let mut virus = VirusSide::start(&options, 3, seats(), key(2)).unwrap();
            let mut hero = HeroSide::join(&virus.link(), &Drawn { chain: game_rng(n).random(), ..drawn(9) }).unwrap();
            while let Some(action) = hero.session().state().legal_actions().first().cloned() {
                hero.play(action).unwrap();
            }
            virus.receive(&hero.link()).unwrap();
            // The virus's steps on the hero's roll of 4-6, up to the virus's own roll.
            let rolls = |virus: &VirusSide| virus.truth().unwrap().state().legal_actions() == [Action::Roll];
            while !rolls(&virus) {
                let legal = virus.truth().unwrap().state().legal_actions();
                virus.play(legal[0].clone()).unwrap();
            }
            virus.play(Action::Roll).unwrap();
            face(virus.truth().unwrap(), Side::Virus)
        })
        .collect();
    assert!(virus_rolls.len() >= 4, "the virus's first roll over thirty chains of the hero: {virus_rolls:?}");
}

/// The hero's device's link with its `run`th mix (from 1) edited.
fn with_mix(transcript: &Transcript, run: usize, edit: impl FnOnce(&mut Mix)) -> Transcript {
    let mut edited = transcript.clone();
    let mix = edited.record.actions.iter_mut().filter_map(|a| match a {
        Action::Dice(mix) => Some(mix),
        _ => None,
    });
    edit(mix.into_iter().nth(run - 1).expect("so many runs"));
    edited
}

// Tampering: a hero's device that sends a value of its own choice for its dice (not
// the next of the chain it committed to), or another head, is refused by the virus's device,
// which names the run, and nothing of the link is played.
#[test]
fn a_heros_value_off_its_chain_is_refused_by_the_virus_device() {
    let options = Options { mode: Mode::Quarantine, ..Options::default() };
    let mut virus = VirusSide::start(&options, 4, seats(), key(4)).unwrap();
    let mut hero = HeroSide::join(&virus.link(), &drawn(4)).unwrap();
    hero.play(Action::Roll).unwrap();
    let honest = hero.transcript().clone();
    let chosen = encode(&with_mix(&honest, 1, |mix| mix.blind = [9; 32])).unwrap();
    let before = virus.link();
    let refused = virus.receive(&chosen).err();
    assert!(matches!(&refused, Some(SaveProblem::Inconsistent(why)) if why.contains("run 1")), "{refused:?}");
    assert_eq!(virus.link(), before, "nothing of it played");
    let other_head = encode(&Transcript { chain: Some([3; 32]), ..honest.clone() }).unwrap();
    assert!(virus.receive(&other_head).is_err());
    assert!(virus.receive(&encode(&honest).unwrap()).is_ok(), "the honest link goes on");
}

// Tampering: the virus's device's value for a run of the hero's dice that is not
// its key's (chosen to steer a roll) is found at the end, named by its run.
#[test]
fn a_virus_value_not_its_keys_fails_the_check_at_the_end() {
    // A game of four hidden moves at least, so of four runs of the hero's moves.
    let (transcript, key, _) = finished();
    assert!(verify(&transcript, &key).is_ok(), "the untouched game checks");
    let steered = with_mix(&transcript, 2, |mix| mix.keeper = [7; 32]);
    assert_eq!(verify(&steered, &key).err(), Some(Broken::Dice { run: 2 }));
    assert_eq!(
        Broken::Dice { run: 2 }.to_string(),
        "The virus's device's value for the hero's dice of the hero's turn 2 is not the one its secret fixed at the start."
    );
    let unchained = with_mix(&transcript, 3, |mix| mix.blind = [7; 32]);
    assert_eq!(verify(&unchained, &key).err(), Some(Broken::Dice { run: 3 }));
}

// R19: the hero's dice wait for their mix: the hero cannot roll before it, a person
// cannot play one, and a run takes one mix only.
#[test]
fn the_heros_roll_waits_for_its_runs_mix_and_takes_one_only() {
    let options = Options { mode: Mode::Pandemic, fair_dice: true, sealed: Sealed::Blind, ..Options::default() };
    let mut blind = Session::<CatchMe>::new(options, 1).unwrap();
    assert_eq!(blind.state().legal_actions(), vec![], "no roll before the mix");
    assert!(blind.apply(Action::Roll).is_err());
    let mix = Action::Dice(Box::new(Mix { blind: [1; 32], keeper: [2; 32] }));
    blind.apply(mix.clone()).unwrap();
    assert_eq!(blind.state().legal_actions(), vec![Action::Roll]);
    assert!(blind.apply(mix.clone()).is_err(), "one mix a run");
    let options = Options { mode: Mode::Pandemic, ..Options::default() };
    let virus = VirusSide::start(&options, 1, seats(), key(1)).unwrap();
    let mut hero = HeroSide::join(&virus.link(), &drawn(1)).unwrap();
    assert!(hero.play(mix).is_err(), "a person does not mix the dice");
}

// "Games begun by an earlier build keep the seed's dice under their old rules and say so at the
// end" (R19): a sealed game begun without fair dice plays to its end across the two devices,
// the hero's rolls from the seed, and checks.
#[test]
fn a_sealed_game_begun_before_the_fair_dice_plays_on_under_its_old_rules() {
    let options = Options { mode: Mode::Quarantine, sealed: Sealed::Blind, ..Options::default() };
    let old = VirusSide::replayed(key(12), seats(), &Record::new(options, 12), None, None).unwrap();
    let (first, _) = decode::<CatchMe>(&old.link()).unwrap();
    assert_eq!((first.chain, first.mix, first.record.options.fair_dice), (None, None, false));
    let played = play_from(old, 12, [Level::Normal, Level::Normal], |_, _| {});
    let transcript = played.hero.transcript();
    assert!(transcript.record.actions.iter().all(|a| !matches!(a, Action::Dice(_))));
    assert!(played.hero.checked().is_some_and(|checked| checked.is_ok()));
    let (commitment, nonce, key) = (transcript.commitment, transcript.nonce.unwrap(), transcript.key.clone());
    let sealing = Sealing::Blind { commitment, nonce, key: key.map(|key| *key.bytes()), chain: None };
    let save = SavedGame { sealing: Some(sealing), ..SavedGame::new("h", seats(), played.hero.session(), 1.0) };
    for lang in [Lang::En, Lang::It] {
        let said = verdict(&save, lang).unwrap().words;
        assert!(said.ends_with(sealed_text(lang).dice_of_old()), "{said}");
    }
}
