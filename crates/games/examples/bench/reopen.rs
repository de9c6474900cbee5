//! Reopening a save for `make bench`: the longest game's must reopen in under 100 ms on a slow
//! phone, and a save keeps no events, so opening it replays the record. Per game and kind, the
//! longest of `GAMES` random finished games is saved, then read and opened again and again; the
//! native time, and the slow phone's by `PHONE`.

use std::time::Instant;

use engine::harness::play_random;
use engine::{Session, Setup};
use games::{each_game, EachGame};
use table::save::SavedGame;
use table::seats::SeatSetup;

const GAMES: u64 = 100;
/// A slow phone's time for a native one: Lighthouse's mobile CPU is four times slower than
/// this machine (scripts/weights.mjs), and the size-tuned wasm runs about half as fast as the
/// speed-tuned native build (an estimate, not measured here).
const PHONE: f64 = 4.0 * 2.0;

pub fn run() {
    each_game(&mut Reopen);
}

struct Reopen;

impl EachGame for Reopen {
    fn game<G: Setup>(&mut self) {
        for options in G::kinds() {
            let longest = (0..GAMES)
                .map(|seed| play_random::<G>(&options, seed, 1_000_000, |_| Ok(())).expect("a random game ends"))
                .max_by_key(|record| record.actions.len())
                .expect("some games");
            let actions = longest.actions.len();
            let session = Session::from_record(longest).expect("a random game replays");
            let seats: Vec<SeatSetup> = (0..session.state().seats()).map(SeatSetup::default_for).collect();
            let text = SavedGame::new("bench", seats, &session, 0.0).to_json();
            let ms = reopening_ms::<G>(&text);
            println!(
                "reopen: {} ({options:?}): the longest of {GAMES} games, {actions} actions, {} KB saved: {ms:.2} ms native, about {:.1} ms on a slow phone",
                G::ID,
                text.len() / 1024,
                ms * PHONE
            );
        }
    }
}

/// The mean time to read and open the save `text`, over about half a second.
fn reopening_ms<G: Setup>(text: &str) -> f64 {
    let start = Instant::now();
    let mut runs = 0u32;
    while start.elapsed().as_secs_f64() < 0.5 {
        let save = SavedGame::parse(text).expect("the save reads");
        save.open::<G>().expect("the save opens");
        runs += 1;
    }
    start.elapsed().as_secs_f64() * 1000.0 / f64::from(runs)
}
