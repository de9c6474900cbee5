//! Catch Me If You Can figures for `make bench` besides its speed: the board's fairness (the hero's
//! win rate with the Hard computer on both sides, which the ruling wants within 40-60% in
//! Normal mode) and Hard against Easy for each side. `CATCH_ME_BENCH_GAMES` sets the games per
//! fairness match (default 10,000).

use std::time::Instant;

use catch_me::bot::computer_game;
use catch_me::{BoardName, Mode, Options, Side, HERO};
use engine::{Game, Level};

const MODES: [Mode; 3] = [Mode::Normal, Mode::Quarantine, Mode::Pandemic];

pub fn run() {
    let board = BoardName::Standard.board();
    let solving = Instant::now();
    let values = BoardName::Standard.values();
    let ms = solving.elapsed().as_secs_f64() * 1000.0;
    let start = values.chance(board.hero_start, board.virus_start, Side::Hero);
    println!(
        "catch-me: the solved game gives the hero {:.1}% from the start (Normal, both sides at their best; solved once, on the Hard computer's first move, in {ms:.0} ms)",
        100.0 * start
    );
    let games = std::env::var("CATCH_ME_BENCH_GAMES").ok().and_then(|g| g.parse().ok()).unwrap_or(10_000);
    for mode in MODES {
        let rate = hero_win_rate(mode, [Level::Hard, Level::Hard], games);
        println!("catch-me: {mode:?}: Hard hero vs Hard virus: the hero wins {rate:.1}% of {games} games");
    }
    for mode in MODES {
        let hard_hero = hero_win_rate(mode, [Level::Hard, Level::Easy], games / 5);
        let easy_hero = hero_win_rate(mode, [Level::Easy, Level::Hard], games / 5);
        println!(
            "catch-me: {mode:?}: Hard hero vs Easy virus: the hero wins {hard_hero:.1}%; Easy hero vs Hard virus: {easy_hero:.1}% ({} games each)",
            games / 5
        );
    }
}

/// The hero's win rate in % over `games` games at `levels` (hero's, virus's), on two threads.
fn hero_win_rate(mode: Mode, levels: [Level; 2], games: u64) -> f64 {
    let options = Options { mode, ..Options::default() };
    let wins: u64 = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..2u64)
            .map(|half| {
                let options = &options;
                scope.spawn(move || {
                    (half..games)
                        .step_by(2)
                        .filter(|&seed| {
                            computer_game(options, seed, levels).outcome().is_some_and(|o| o.winners == [HERO])
                        })
                        .count() as u64
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a bench thread finished")).sum()
    });
    100.0 * wins as f64 / games as f64
}
