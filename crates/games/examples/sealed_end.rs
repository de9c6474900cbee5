//! The end of a sealed Catch Me game for the browser tests (an end that is always checked,
//! docs/games/catch-me.md R18), made natively rather than played in the browser: a Pandemic
//! game across two devices, the computer on both, up to the virus catching the hero on its own
//! move. Prints as JSON the hero's device's save as it waited for that last word, its seat on
//! the device `<device>`, and the virus's device's last link three ways: as sent (with its
//! key), with the key cut off, and with its last hidden move altered (the key kept, so the
//! check fails).
//! `cargo run -q --example sealed_end -- <device>`.

use catch_me::{Action, CatchMe, Mode, Options, Phase, Side, HERO, VIRUS};
use catch_me_seal::{HeroSide, Transcript, VirusSide};
use engine::rng::{bot_rng, game_rng, Rng};
use engine::{Computer, Game, Level, Seat, Session, Turn};
use serde_json::json;
use table::save::SavedGame;
use table::seal::{blind_seats, encode, Drawn, Key, Sealing};
use table::seats::SeatSetup;

/// The saves' `updated_ms`, as the positions' (2026-01-01 UTC).
const UPDATED_MS: f64 = 1_767_225_600_000.0;

fn main() {
    let device = std::env::args().nth(1).and_then(|id| id.parse().ok()).unwrap_or(22);
    let (hero, end) = (1..).find_map(caught).expect("the hard virus catches the easy hero in some game");
    let (commitment, nonce) = (hero.transcript().commitment, hero.transcript().nonce.expect("the hero moved"));
    let seats = blind_seats::<CatchMe>(hero.transcript().seats.clone(), device);
    let save = SavedGame::new("sealed-end", seats, hero.session(), UPDATED_MS);
    let chain = hero.chain().map(|chain| *chain.bytes());
    let save = SavedGame { sealing: Some(Sealing::Blind { commitment, nonce, key: None, chain }), ..save };
    let mut altered = end.clone();
    if let Some(Action::Unseen(word)) = altered.record.actions.last_mut() {
        word.sealed[0] ^= 1;
    }
    let link = |transcript: &Transcript| encode(transcript).expect("the virus's device's game replays");
    let keyless = Transcript { key: None, ..end.clone() };
    let out = json!({ "id": save.id, "save": save.to_json(), "honest": link(&end), "keyless": link(&keyless), "forged": link(&altered) });
    println!("{out}");
}

/// The game of `seed`, if the virus wins it on its own move: the hero's device as it waited for
/// the virus's last word, and the virus's device's last transcript.
fn caught(seed: u64) -> Option<(HeroSide, Transcript)> {
    let seats = vec![named(HERO, "Ann"), named(VIRUS, "Ben")];
    let options = Options { mode: Mode::Pandemic, ..Options::default() };
    let key = Key::new(game_rng(seed).random::<[u8; 32]>());
    let mut virus = VirusSide::start(&options, seed, seats, key).ok()?;
    let mut draw = game_rng(seed + 1);
    let drawn = Drawn { nonce: draw.random(), chain: draw.random() };
    let mut hero = HeroSide::join(&virus.link(), &drawn).ok()?;
    for _ in 0..200 {
        while !hero.session().state().legal_actions().is_empty() {
            hero.play(computer(hero.session(), HERO, Level::Easy, seed)).ok()?;
        }
        virus.receive(&hero.link()).ok()?;
        while let Some(truth) = virus.truth().filter(|truth| truth.state().turn() == Turn::Seat(VIRUS)) {
            virus.play(computer(truth, VIRUS, Level::Hard, seed)).ok()?;
        }
        let end = virus.transcript();
        if end.key.is_some() {
            let last = end.record.actions.last();
            let by_the_virus =
                matches!(last, Some(Action::Unseen(w)) if w.after.phase == Phase::Over { winner: Side::Virus });
            let waiting = hero.session().state().turn() == Turn::Seat(VIRUS);
            return (by_the_virus && waiting).then_some((hero, end));
        }
        hero.receive(&virus.link()).ok()?;
    }
    None
}

fn named(seat: Seat, name: &str) -> SeatSetup {
    SeatSetup { name: name.into(), ..SeatSetup::default_for(seat) }
}

/// The computer's choice for `seat` in `session`, from the seat's view alone.
fn computer(session: &Session<CatchMe>, seat: Seat, level: Level, seed: u64) -> Action {
    let (state, rng) = (session.state(), &mut bot_rng(seed, session.ply()));
    let legal = state.legal_actions();
    CatchMe::plan(&state.view(Some(seat)), &legal, seat, level, rng).swap_remove(0)
}
