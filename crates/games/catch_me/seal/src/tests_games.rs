//! Whole sealed games, the computer on both devices, passing links back and forth: they check
//! at the end, and the hero's device never holds where the hidden virus is (R16).

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde_json::json;

use super::tests::{drawn, key};
use super::{HeroSide, VirusSide};
use catch_me::{Action, CatchMe, Event, Mode, Options, Side, HERO, VIRUS};
use engine::rng::bot_rng;
use engine::{Computer, Game, Level, Seat, Session, Turn};
use table::save::SavedGame;
use table::seal::Key;
use table::seats::SeatSetup;

/// A sealed game played to its end, and every link sent.
pub(super) struct Played {
    pub virus: VirusSide,
    pub hero: HeroSide,
    pub links: Vec<String>,
    /// The hero's moves that did not happen, the hidden virus having caught the hero first.
    pub dropped: usize,
}

pub(super) fn seats() -> Vec<SeatSetup> {
    vec![SeatSetup::default_for(HERO), SeatSetup::default_for(VIRUS)]
}

/// The computer's choice for `seat` at `level` in `session`, from the seat's view alone.
fn computer(session: &Session<CatchMe>, seat: Seat, level: Level, seed: u64) -> Action {
    let (state, rng) = (session.state(), &mut bot_rng(seed, session.ply()));
    let legal = state.legal_actions();
    CatchMe::plan(&state.view(Some(seat)), &legal, seat, level, rng).swap_remove(0)
}

/// A sealed game of `mode` from `seed`, the computer at `levels` (hero's, virus's) on either
/// device; `each` looks at both devices after every action and link.
pub(super) fn play_sealed(
    mode: Mode,
    seed: u64,
    levels: [Level; 2],
    each: impl FnMut(&HeroSide, &VirusSide),
) -> Played {
    let options = Options { mode, ..Options::default() };
    play_from(VirusSide::start(&options, seed, seats(), key(seed)).unwrap(), seed, levels, each)
}

/// The game `virus` began, played to its end as `play_sealed` plays it.
pub(super) fn play_from(
    mut virus: VirusSide,
    seed: u64,
    levels: [Level; 2],
    mut each: impl FnMut(&HeroSide, &VirusSide),
) -> Played {
    let mut hero = HeroSide::join(&virus.link(), &drawn(seed)).unwrap();
    let (mut links, mut dropped) = (vec![virus.link()], 0);
    while hero.checked().is_none() {
        assert!(links.len() < 1_000, "seed {seed}: no end");
        while !hero.session().state().legal_actions().is_empty() {
            hero.play(computer(hero.session(), HERO, levels[HERO], seed)).unwrap();
            each(&hero, &virus);
        }
        links.push(hero.link());
        dropped += virus.receive(&links[links.len() - 1]).unwrap().dropped;
        while let Some(truth) = virus.truth().filter(|truth| truth.state().turn() == Turn::Seat(VIRUS)) {
            virus.play(computer(truth, VIRUS, levels[VIRUS], seed)).unwrap();
            each(&hero, &virus);
        }
        links.push(virus.link());
        let arrived = hero.receive(&links[links.len() - 1]).unwrap();
        assert_eq!(arrived.dropped, dropped, "seed {seed}: both devices drop the same moves");
        each(&hero, &virus);
    }
    Played { virus, hero, links, dropped }
}

// A whole Quarantine and a whole Pandemic game, played by the computer on both sides through
// transcripts passed back and forth, check at the end (R16), and the truth the hero's device
// checks is the virus's device's own.
#[test]
fn whole_sealed_games_across_two_devices_check_at_the_end() {
    let mut ends = [0; 2];
    for (mode, seed) in [Mode::Quarantine, Mode::Pandemic].into_iter().flat_map(|m| (0..25).map(move |s| (m, s))) {
        let level = [Level::Easy, Level::Normal, Level::Hard][seed as usize % 3];
        let played = play_sealed(mode, seed, [level, Level::Hard], |_, _| {});
        let truth = played.virus.truth().expect("the hero moved").state();
        let checked = played.hero.checked().unwrap().as_ref().unwrap_or_else(|b| panic!("{mode:?} seed {seed}: {b}"));
        assert_eq!(checked.state(), truth, "{mode:?} seed {seed}: the truth replayed is the virus's");
        let outcome = truth.outcome().expect("the game is over");
        assert_eq!(played.hero.session().state().outcome(), Some(outcome.clone()), "{mode:?} seed {seed}");
        ends[usize::from(outcome.winners == [VIRUS])] += 1;
    }
    assert!(ends.iter().all(|&n| n > 5), "both sides win some: {ends:?}");
}

/// What the hero's device holds, anywhere it writes, that the hero may not know, compared
/// with the virus's device's truth; else whether the virus is out of the hero's sight now.
fn holds_a_secret(hero: &HeroSide, virus: &VirusSide, key: &Key) -> Result<bool, String> {
    let Some(truth) = virus.truth().map(Session::state) else { return Ok(false) };
    let blind = hero.session().state();
    let save = SavedGame::new("g", seats(), hero.session(), 0.0);
    let state = save.state.as_ref().expect("a save holds its state");
    // The hero's device knows the virus where it was last shown, and its path once told the end.
    let told_the_end = blind.outcome().is_some() && state["trail"] != json!([]);
    if !told_the_end && (state["virus"] != state["seen"] || state["trail"] != json!([])) {
        return Err(format!("the hero's state knows the virus on {} along {}", state["virus"], state["trail"]));
    }
    let hidden = truth.public_virus().is_none() && truth.virus() != blind.public().seen;
    if hidden && truth.outcome().is_none() && state["virus"] == json!(truth.virus()) {
        return Err(format!("the hero's state holds the hidden virus's square {:?}", truth.virus()));
    }
    let mut events = hero.session().steps().iter().flat_map(|step| &step.events);
    if let Some(event) = events.find(|e| CatchMe::redact(e, Some(HERO)).as_ref() != Some(*e) || moves_the_virus(e)) {
        return Err(format!("the hero's log holds {event:?}"));
    }
    if truth.outcome().is_none() {
        key_is_nowhere(hero, &save, key)?;
    }
    Ok(hidden)
}

fn moves_the_virus(event: &Event) -> bool {
    matches!(event, Event::Stepped { mover: Side::Virus, .. } | Event::MoveEnded { mover: Side::Virus, .. })
}

/// The virus's key is in none of the hero's device's link, save or transcript.
fn key_is_nowhere(hero: &HeroSide, save: &SavedGame, key: &Key) -> Result<(), String> {
    let link = URL_SAFE_NO_PAD.decode(hero.link()).unwrap();
    let as_json = serde_json::to_string(&key.bytes().to_vec()).unwrap();
    let places = [
        ("link", link.windows(32).any(|w| w == key.bytes())),
        ("save", save.to_json().contains(&as_json[1..as_json.len() - 1])),
        ("transcript", hero.transcript().key.is_some()),
    ];
    match places.iter().find(|(_, holds)| *holds) {
        Some((place, _)) => Err(format!("the key is in the hero's {place} before the end")),
        None => Ok(()),
    }
}

// "The hero's device never holds where the hidden virus is" (R16): across many games, the
// hero's state, save and log never hold the hidden virus's square or path, and its link and
// save never the key before the end. Its game keeps the rules' invariants and round-trips
// through its save's JSON all along.
#[test]
fn the_heros_device_never_holds_the_hidden_virus_nor_the_key_before_the_end() {
    let mut hidden = 0;
    for (mode, seed) in [Mode::Quarantine, Mode::Pandemic].into_iter().flat_map(|m| (100..130).map(move |s| (m, s))) {
        let key = key(seed);
        play_sealed(mode, seed, [Level::Easy, Level::Normal], |hero, virus| {
            let state = hero.session().state();
            state.invariants().unwrap_or_else(|e| panic!("{mode:?} seed {seed}: {e}"));
            assert_eq!(&serde_json::from_value::<CatchMe>(json!(state)).unwrap(), state);
            match holds_a_secret(hero, virus, &key) {
                Ok(now) => hidden += usize::from(now),
                Err(secret) => panic!("{mode:?} seed {seed}: {secret}"),
            }
        });
    }
    assert!(hidden > 300, "positions checked with the virus out of sight: {hidden}");
}

// "A hero's step onto the hidden virus is decided by the virus's device: the hero's moves after
// it did not happen" (R17), and the hero's device checks it at the end: the hero's device plays
// on, the virus's device says the hero was caught, the moves after it are
// dropped on both devices, and the game checks.
#[test]
fn a_catch_by_the_heros_own_step_is_told_by_the_virus_device_and_checks() {
    let mut dropped = 0;
    // Seeds whose games end so, found among the first 140; 73 and 131 with no move to drop.
    for seed in [26, 57, 62, 73, 92, 100, 131] {
        let played = play_sealed(Mode::Pandemic, seed, [Level::Easy, Level::Easy], |_, _| {});
        let actions = &played.hero.transcript().record.actions;
        let Some(Action::Unseen(word)) = actions.last() else { panic!("seed {seed}: no hidden word last") };
        assert!(matches!(word.events.first(), Some(Event::Stepped { mover: Side::Hero, .. })), "seed {seed}: {word:?}");
        dropped += usize::from(played.dropped > 0);
        assert!(played.hero.checked().is_some_and(|c| c.is_ok()), "seed {seed}");
        assert_eq!(played.hero.session().state().outcome().map(|o| o.winners), Some(vec![VIRUS]));
        assert!(word.events.contains(&Event::HeroCaught { at: word.after.hero }), "seed {seed}: {word:?}");
    }
    assert_eq!(dropped, 5, "games whose moves after the catch were dropped");
}

// Both devices keep a sealed game between visits (the page closed in the middle of a
// move): the hero's device from its own link, the virus's from its key, the hero's value for
// the dice and the truth's record (`Sealing::Keeper`); each goes on exactly where it was.
#[test]
fn each_device_goes_on_from_what_it_keeps() {
    let mut kept = 0;
    for (mode, seed) in [Mode::Quarantine, Mode::Pandemic].into_iter().flat_map(|m| (40..45).map(move |s| (m, s))) {
        play_sealed(mode, seed, [Level::Normal, Level::Easy], |hero, virus| {
            let again = HeroSide::resume(&hero.link()).unwrap();
            assert_eq!((again.session().state(), again.transcript()), (hero.session().state(), hero.transcript()));
            let truth = virus.session();
            let (nonce, chain) = (virus.transcript().nonce, virus.chain());
            let again = VirusSide::replayed(key(seed), seats(), truth.record(), nonce, chain).unwrap();
            assert_eq!((again.link(), again.session().state()), (virus.link(), truth.state()));
            kept += usize::from(truth.state().turn() == Turn::Seat(VIRUS));
        });
    }
    assert!(kept > 10, "kept in the middle of the virus's turn: {kept}");
}

// Sealed, "a hidden virus move ... leaves the same marks ... whatever its length" (R11): in
// whole games every hidden move seals to the same length.
#[test]
fn every_hidden_move_of_a_game_seals_to_the_same_length() {
    let mut lengths = std::collections::BTreeSet::new();
    for seed in 300..330 {
        let played = play_sealed(Mode::Pandemic, seed, [Level::Hard, Level::Easy], |_, _| {});
        let words = played.hero.transcript().record.actions.iter().filter_map(|a| match a {
            Action::Unseen(word) => Some(word.sealed.len()),
            _ => None,
        });
        lengths.extend(words);
    }
    assert_eq!(lengths.len(), 1, "sealed lengths: {lengths:?}");
}
