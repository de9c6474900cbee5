//! Sealed games of Catch Me If You Can, played at random across two devices with every check
//! on, then their links, broken, fed to the sealed link's reader and to both devices: each must
//! open or be refused by name, and never panic.

use std::hint::black_box;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use catch_me::{Action, CatchMe, Mode, Options, VIRUS};
use catch_me_seal::{verify, HeroSide, VirusSide};
use engine::rng::{game_rng, GameRng, Rng};
use engine::{Game, Turn};
use lang::Lang;
use table::link::crc32;
use table::seal::{decode, encode, is_sealed, Drawn, Key, SEALED_LINK_FORMAT};
use table::seats::SeatSetup;

use super::fuzz::{feed_all, use_session, Fate, REAL_GAMES};
use super::links::broken;
use super::{guarded, Soak};

/// Plays the sealed games, then feeds `soak.inputs` broken links of them to the readers.
pub fn run(soak: &mut Soak) {
    match guarded(sealed_links).and_then(|links| links) {
        Ok(links) => feed_all::<CatchMe>(soak, "sealed links", |rng| input(rng, &links), feed),
        Err(e) => soak.fail("catch-me sealed games", &e, None),
    }
}

/// Every link sent both ways in `REAL_GAMES` sealed games, each side choosing at random, the
/// invariants of both devices' games checked after every action, and every game checked
/// with the key at the end.
fn sealed_links() -> Result<Vec<String>, String> {
    let mut links = vec![];
    for seed in 0..REAL_GAMES {
        let mode = if seed % 2 == 0 { Mode::Quarantine } else { Mode::Pandemic };
        let (seats, key) =
            (vec![SeatSetup::default_for(0), SeatSetup::default_for(1)], Key::new(game_rng(seed).random()));
        let mut virus =
            VirusSide::start(&Options { mode, ..Options::default() }, seed, seats, key).map_err(|e| e.to_string())?;
        let mut draw = game_rng(!seed);
        let drawn = Drawn { nonce: draw.random(), chain: draw.random() };
        let mut hero = HeroSide::join(&virus.link(), &drawn).map_err(|e| format!("{e:?}"))?;
        let mut rng = game_rng(seed ^ 0x5EA1);
        links.push(virus.link());
        while hero.checked().is_none() {
            while let Some(action) = pick(&mut rng, hero.session().state())? {
                hero.play(action).map_err(|e| e.to_string())?;
            }
            links.push(hero.link());
            virus.receive(&links[links.len() - 1]).map_err(|e| format!("seed {seed}: {e:?}"))?;
            while let Some(truth) = virus.truth().map(|t| t.state()).filter(|t| t.turn() == Turn::Seat(VIRUS)) {
                let action = pick(&mut rng, truth)?.ok_or("the virus has no action")?;
                virus.play(action).map_err(|e| e.to_string())?;
            }
            links.push(virus.link());
            hero.receive(&links[links.len() - 1]).map_err(|e| format!("seed {seed}: {e:?}"))?;
        }
        if let Some(Err(broken)) = hero.checked() {
            return Err(format!("seed {seed}: an honest game does not check: {broken}"));
        }
    }
    Ok(links)
}

/// A legal action of `state` at random, once its invariants were checked.
fn pick(rng: &mut GameRng, state: &CatchMe) -> Result<Option<Action>, String> {
    state.invariants()?;
    let legal = state.legal_actions();
    Ok((!legal.is_empty()).then(|| legal[rng.random_range(0..legal.len())].clone()))
}

/// One of `links` broken as ordinary links are, or random bytes that pass the check and the
/// format, to reach the reader's every part.
fn input(rng: &mut GameRng, links: &[String]) -> (&'static str, String) {
    if rng.random_range(0..10) > 0 {
        return broken(rng, links);
    }
    let mut bytes = vec![SEALED_LINK_FORMAT as u8];
    bytes.extend((0..rng.random_range(0..300)).map(|_| rng.random::<u8>()));
    bytes.extend(crc32(&bytes).to_be_bytes());
    ("random bytes under a good check", URL_SAFE_NO_PAD.encode(bytes))
}

/// A sealed link that opens is made again letter for letter, its game used as the table
/// uses one, checked with its key (or any), and taken by both devices.
fn feed(text: &str) -> Fate {
    let (transcript, session) = match decode(text) {
        Ok(opened) => opened,
        Err(problem) => return Fate::Refused { read: is_sealed(text), problem },
    };
    assert!(encode(&transcript).as_deref() == Ok(text), "a sealed link opens as another");
    use_session(session);
    let key = transcript.key.clone().unwrap_or_else(|| Key::new([0; 32]));
    black_box(verify(&transcript, &key).is_ok());
    black_box(HeroSide::resume(text).map(|hero| hero.verdict().map(|v| v.said("", Lang::It))).is_ok());
    let (nonce, chain) = (transcript.nonce, transcript.chain);
    let virus = VirusSide::replayed(key, transcript.seats.clone(), &transcript.record, nonce, chain);
    black_box(virus.map(|virus| virus.link()).is_ok());
    Fate::Opened
}
