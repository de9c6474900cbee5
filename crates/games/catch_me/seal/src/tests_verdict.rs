//! The end on the hero's device, always checked (docs/games/catch-me.md R18): no result before
//! the virus's key has checked every hidden move and roll; a keyless end waits, a forged one is
//! said to be forged, by the virus's device, and neither is filed as a finished game. What the
//! hero's device can check before the key (its own square, the squares it saw the virus on) is
//! checked as soon as the virus's word comes.

use std::collections::VecDeque;

use super::lockstep::seal_run;
use super::tests::key;
use super::tests_games::{play_sealed, seats};
use super::tests_tamper::words;
use super::{arrive, verdict, Broken, HeroSide, Transcript, Verdict};
use catch_me::text::sealed_text;
use catch_me::{Action, CatchMe, Event, Mode, Phase, Public, Side, Square, Unseen, VIRUS};
use engine::{Game, Level, Turn};
use lang::Lang;
use table::save::SavedGame;
use table::seal::{blind_seats, encode, Drawn, Key, Sealing};
use table::seats::seat_name;

const HERO_DEVICE: u32 = 22;

/// A game the virus won on its own move: the hero's device as it waited for that last word,
/// the virus's device's last transcript (with its key), and the key. The first seed of `mode`
/// where it happens with the hero's device as `fits` asks.
fn caught(mode: Mode, fits: impl Fn(&HeroSide) -> bool) -> (HeroSide, Transcript, Key) {
    for seed in 0..200 {
        let mut waiting = None;
        let played = play_sealed(mode, seed, [Level::Easy, Level::Hard], |hero, _| {
            if hero.session().state().turn() == Turn::Seat(VIRUS) {
                waiting = Some(hero.clone());
            }
        });
        let end = played.virus.transcript();
        let Some(hero) = waiting else { continue };
        let last_word = hero.transcript().record.actions.len() + 1 == end.record.actions.len();
        let by_the_virus = matches!(end.record.actions.last(), Some(Action::Unseen(w)) if w.after.phase == Phase::Over { winner: Side::Virus });
        if last_word && by_the_virus && fits(&hero) {
            return (hero, end, key(seed));
        }
    }
    unreachable!("the hard virus catches the easy hero on its own move in some game")
}

/// The squares the hero's device saw the virus on, in order.
fn shown(hero: &HeroSide) -> Vec<Square> {
    let events = hero.session().steps().iter().flat_map(|step| step.events.iter());
    events.filter_map(|e| if let Event::VirusShown { at } = e { Some(*at) } else { None }).collect()
}

/// A made-up catch (say the virus really on F9, a forged path to A1): the virus's
/// device's word that the virus caught the hero on `at`, though its sealed move is another,
/// with a path from the virus's start to the hero's square, its `key` sent or not.
fn made_up_catch(hero: &HeroSide, at: Square, key: Option<&Key>) -> String {
    let state = hero.session().state();
    let square = state.public().hero;
    let trail = forged_path(hero);
    let turns = words(hero.transcript()).len() as u32;
    let events = vec![Event::HeroCaught { at }, Event::VirusRevealed { trail: trail.clone() }];
    let after =
        Public { hero: square, seen: square, unseen: vec![], phase: Phase::Over { winner: Side::Virus }, trail };
    let sealed = seal_run(&super::tests::key(u64::MAX - 1), turns, &[0]);
    let sealed = key.map_or(sealed, |key| seal_run(key, turns, &[0]));
    let mut forged = hero.transcript().clone();
    forged.record.actions.push(Action::Unseen(Box::new(Unseen { sealed, events, after })));
    forged.key = key.cloned();
    encode(&forged).unwrap()
}

/// The fewest squares from the virus's start to `to`, by the board's exits.
fn shortest_path(state: &CatchMe, to: Square) -> Vec<Square> {
    let board = state.board();
    let mut came_from = vec![None; board.squares()];
    let mut queue = VecDeque::from([board.virus_start]);
    while let Some(at) = queue.pop_front().filter(|&at| at != to) {
        for &next in board.exits(at) {
            if next != board.virus_start && came_from[usize::from(next.0)].is_none() && !board.is_safe(next) {
                came_from[usize::from(next.0)] = Some(at);
                queue.push_back(next);
            }
        }
    }
    let mut path = vec![to];
    while let Some(before) = came_from[usize::from(path[path.len() - 1].0)] {
        path.push(before);
    }
    path.reverse();
    path
}

/// The hero's device's ruling after `link`, from `hero` as it waited.
fn after(hero: &HeroSide, link: &str) -> Option<Verdict> {
    let mut hero = hero.clone();
    hero.receive(link).expect("the word fits what the hero's device knows");
    hero.verdict()
}

/// The virus's device named by its player, as the hero's device names it.
fn virus_named(lang: Lang) -> String {
    seat_name(&seats(), VIRUS, lang)
}

// "Until then the end names no winner: it says the result waits for the virus's device to
// reveal its secret" (R18): a final virus link with the key cut off waits; the same end with
// its key is checked and stands.
#[test]
fn a_keyless_end_waits_for_the_key_and_names_no_winner() {
    let (hero, end, _) = caught(Mode::Pandemic, |_| true);
    let keyless = Transcript { key: None, ..end.clone() };
    assert_eq!(after(&hero, &encode(&keyless).unwrap()), Some(Verdict::Waiting));
    let said = Verdict::Waiting.said(&virus_named(Lang::En), Lang::En);
    assert_eq!(said.no_result.as_deref(), Some("No result yet"));
    assert!(said.words.starts_with("The result waits for the virus's device to reveal its secret"), "{}", said.words);
    let checked = after(&hero, &encode(&end).unwrap()).unwrap();
    assert!(matches!(&checked, Verdict::Checked(o) if o.winners == [VIRUS]), "{checked:?}");
    assert!(checked.stands() && checked.said("", Lang::En).no_result.is_none());
}

// "An end that does not check with the key is shown as forged by the virus's device" (R18): a
// made-up catch with the key is forged, by the virus's device, named; without it, it waits like
// any end.
#[test]
fn a_made_up_catch_is_forged_by_the_virus_once_the_key_comes() {
    let (hero, _, key) = caught(Mode::Pandemic, |_| true);
    let at = hero.session().state().public().hero;
    assert_eq!(after(&hero, &made_up_catch(&hero, at, None)), Some(Verdict::Waiting));
    let verdict = after(&hero, &made_up_catch(&hero, at, Some(&key))).unwrap();
    let Verdict::Forged(broken) = &verdict else { panic!("{verdict:?}") };
    let said = verdict.said(&virus_named(Lang::En), Lang::En);
    assert_eq!(said.no_result.as_deref(), Some("Forged end: no result"));
    let by = format!("The virus's device ({}) did not play fair: {broken}", virus_named(Lang::En));
    assert_eq!(said.words, by);
    let hidden = words(hero.transcript()).len() + 1;
    let kinds = [Broken::Illegal { hidden }, Broken::Shown { hidden }, Broken::After { hidden }];
    assert!(kinds.contains(broken), "the made-up hidden move is found: {broken}");
    assert_ne!(verdict.said(&virus_named(Lang::It), Lang::It).words, said.words, "said in Italian too");
}

// "A catch must be on the hero's square ...; a word that does not is forged at once" (R18): a
// catch claimed on a square the hero is not on is forged before any key; the same catch on the
// hero's square waits.
#[test]
fn a_catch_claimed_on_another_square_is_forged_before_the_key() {
    let (hero, _, _) = caught(Mode::Pandemic, |_| true);
    let square = hero.session().state().public().hero;
    let elsewhere = hero.session().state().board().exits(square)[0];
    let hidden = words(hero.transcript()).len() + 1;
    let verdict = after(&hero, &made_up_catch(&hero, elsewhere, None));
    assert_eq!(verdict, Some(Verdict::Forged(Broken::CaughtElsewhere { hidden })));
    let words = format!("The virus's hidden move {hidden} says it caught the hero on a square the hero was not on.");
    assert_eq!(Broken::CaughtElsewhere { hidden }.to_string(), words);
}

// Checked before the key (R18): the virus's path revealed at the end must pass every square
// the hero's device saw the virus on, in order (Quarantine's showings).
#[test]
fn a_revealed_path_that_misses_a_sighting_is_forged_before_the_key() {
    let (hero, end, _) = caught(Mode::Quarantine, |hero| !shown(hero).iter().all(|at| forged_path(hero).contains(at)));
    let honest = encode(&Transcript { key: None, ..end }).unwrap();
    assert_eq!(after(&hero, &honest), Some(Verdict::Waiting), "the true path passes every sighting");
    let hidden = words(hero.transcript()).len() + 1;
    let verdict = after(&hero, &made_up_catch(&hero, hero.session().state().public().hero, None));
    assert_eq!(verdict, Some(Verdict::Forged(Broken::PathUnseen { hidden })));
}

/// The path a made-up catch of the hero where it stands reveals.
fn forged_path(hero: &HeroSide) -> Vec<Square> {
    shortest_path(hero.session().state(), hero.session().state().public().hero)
}

// A keyless or forged end "is not recorded" and "the game stays among the games in progress"
// (R18): the hero's device's save of it has no result; the checked end is filed as finished.
#[test]
fn a_sealed_end_is_filed_as_finished_only_once_checked() {
    let (hero, end, key) = caught(Mode::Pandemic, |_| true);
    let (commitment, nonce) = (hero.transcript().commitment, hero.transcript().nonce.unwrap());
    let seats = blind_seats::<CatchMe>(seats(), HERO_DEVICE);
    let sealing = Sealing::Blind { commitment, nonce, key: None, chain: hero.chain().map(|chain| *chain.bytes()) };
    let held = SavedGame { sealing: Some(sealing), ..SavedGame::new("h", seats, hero.session(), 1.0) };
    let at = |link: &str| {
        arrive(link, std::slice::from_ref(&held), HERO_DEVICE, "x", Drawn { nonce: [0; 16], chain: [0; 32] }, 2.0)
            .unwrap()
            .0
    };
    let no_result = |save: &SavedGame| verdict(save, Lang::En).and_then(|check| check.no_result);
    let keyless = at(&encode(&Transcript { key: None, ..end.clone() }).unwrap());
    assert_eq!((keyless.finished, no_result(&keyless).as_deref()), (false, Some("No result yet")));
    let forged = at(&made_up_catch(&hero, hero.session().state().public().hero, Some(&key)));
    assert_eq!((forged.finished, no_result(&forged).as_deref()), (false, Some("Forged end: no result")));
    let checked = at(&encode(&end).unwrap());
    assert!(checked.finished && no_result(&checked).is_none());
    assert_eq!(verdict(&checked, Lang::En).unwrap().words, sealed_text(Lang::En).all_checked());
}
