//! Catch Me If You Can figures for `make bench` besides its speed: the ruling's figures of the
//! board of new games (`catch_me::figures`: with the Hard computer on both sides, the hero's win
//! rate, the median game's hero turns and the share of games ending within 3 hero rolls, which
//! the ruling wants within 40-60%, at least 8 and under 10% in Normal and Quarantine) and Hard
//! against Easy for each side. `CATCH_ME_BENCH_GAMES` sets the games per match (default 10,000).

use std::time::Instant;

use catch_me::bot::computer_game;
use catch_me::figures::Figures;
use catch_me::{BoardName, Mode, Options, Side, HERO};
use engine::{Game, Level};

const MODES: [Mode; 3] = [Mode::Normal, Mode::Quarantine, Mode::Pandemic];

pub fn run() {
    let name = BoardName::default();
    let board = name.board();
    let solving = Instant::now();
    let values = name.values();
    let ms = solving.elapsed().as_secs_f64() * 1000.0;
    let start = values.chance(board.hero_start, board.virus_start, Side::Hero);
    println!(
        "catch-me: the solved game gives the hero {:.1}% from the start (Normal, both sides at their best; solved once, on the Hard computer's first move, in {ms:.0} ms)",
        100.0 * start
    );
    let games = std::env::var("CATCH_ME_BENCH_GAMES").ok().and_then(|g| g.parse().ok()).unwrap_or(10_000);
    for mode in MODES {
        let [even, odd] = halves(games, |seeds| Figures::play(&Options { mode, ..Options::default() }, seeds));
        let figures = even.and(odd);
        // The ruling holds Normal and Quarantine to its ranges; Pandemic is shown beside them.
        let verdict = match (mode, figures.out_of_range()) {
            (Mode::Pandemic, _) => String::new(),
            (_, faults) if faults.is_empty() => ": in the ruling's range".into(),
            (_, faults) => format!(": OUT OF THE RULING'S RANGE: {}", faults.join("; ")),
        };
        println!("catch-me: {mode:?}: Hard hero vs Hard virus {figures}{verdict}");
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

/// The hero's win rate in % over `games` games at `levels` (hero's, virus's).
fn hero_win_rate(mode: Mode, levels: [Level; 2], games: u64) -> f64 {
    let options = Options { mode, ..Options::default() };
    let won = |seed: &u64| computer_game(&options, *seed, levels).outcome().is_some_and(|o| o.winners == [HERO]);
    let [even, odd] = halves(games, |seeds| seeds.filter(|seed| won(seed)).count());
    100.0 * (even + odd) as f64 / games as f64
}

/// What `count` makes of the seeds below `games`: the even ones on one thread, the odd ones on
/// another.
fn halves<T: Send>(games: u64, count: impl Fn(std::iter::StepBy<std::ops::Range<u64>>) -> T + Sync) -> [T; 2] {
    let count = &count;
    std::thread::scope(|scope| {
        let threads = [0, 1].map(|half| scope.spawn(move || count((half..games).step_by(2))));
        threads.map(|thread| thread.join().expect("a bench thread finished"))
    })
}
