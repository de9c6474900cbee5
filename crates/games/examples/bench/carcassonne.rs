//! Carcassonne figures for `make bench` besides its speed: the computer levels against each
//! other exactly as the browser plays them (each turn planned once, tile and meeple).
//! The base game, and Hard against Normal with the COVID-19 expansion (extended variant:
//! infected from the start). `CARCASSONNE_BENCH_GAMES` sets the games per match (default 200;
//! 0 measures speed only).

use std::time::{Duration, Instant};

use carcassonne::{Carcassonne, Options, Variant};
use engine::rng::bot_rng;
use engine::{Computer, Game, Level, Turn};

pub fn run() {
    let games = std::env::var("CARCASSONNE_BENCH_GAMES").ok().and_then(|g| g.parse().ok()).unwrap_or(200);
    if games == 0 {
        return;
    }
    let matches = [
        (Level::Hard, Level::Normal, Variant::Off),
        (Level::Normal, Level::Easy, Variant::Off),
        (Level::Hard, Level::Normal, Variant::Extended),
    ];
    for (first, second, covid) in matches {
        report(first, second, covid, &match_up(first, second, games, covid));
    }
}

#[derive(Default)]
struct Tally {
    games: u32,
    wins: f64,
    margin: i64,
    think: Vec<Duration>,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.games += other.games;
        self.wins += other.wins;
        self.margin += other.margin;
        self.think.extend(other.think);
    }
}

fn report(first: Level, second: Level, covid: Variant, t: &Tally) {
    let mut think = t.think.clone();
    think.sort();
    let ms = |q: f64| {
        think
            .get(((think.len() as f64 * q) as usize).min(think.len().saturating_sub(1)))
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!(
        "carcassonne (COVID-19 {}): {first:?} vs {second:?} win rate {:.1}% over {} 2-player games, seats swapped every other game (mean lead {:+.1} points; {first:?} think time per turn median {:.1} ms, p95 {:.1} ms, native)",
        covid.key(),
        100.0 * t.wins / t.games as f64,
        t.games,
        t.margin as f64 / t.games as f64,
        ms(0.5),
        ms(0.95)
    );
}

/// `first` against `second` over `games` 2-player games, seats swapped every other game, split
/// over two threads. A tie counts half a win.
fn match_up(first: Level, second: Level, games: u32, covid: Variant) -> Tally {
    let mut total = Tally::default();
    std::thread::scope(|scope| {
        let halves: Vec<_> = (0..2u32)
            .map(|half| {
                scope.spawn(move || {
                    (half..games).step_by(2).map(|g| play(first, second, g, covid)).fold(
                        Tally::default(),
                        |mut t, one| {
                            t.add(one);
                            t
                        },
                    )
                })
            })
            .collect();
        for half in halves {
            total.add(half.join().expect("a bench thread finished"));
        }
    });
    total
}

/// One game; each turn's plan is played out as the browser's table does.
fn play(first: Level, second: Level, game_no: u32, covid: Variant) -> Tally {
    let seed = 10_000 + game_no as u64 / 2;
    let seat_of_first = (game_no % 2) as usize;
    let mut game = Carcassonne::new(&Options { players: 2, covid }, seed).expect("2 players");
    let mut tally = Tally { games: 1, ..Tally::default() };
    let mut ply = 0;
    while let Turn::Seat(seat) = game.turn() {
        let level = if seat == seat_of_first { first } else { second };
        let started = Instant::now();
        let plan =
            Carcassonne::plan(&game.view(Some(seat)), &game.legal_actions(), seat, level, &mut bot_rng(seed, ply));
        if seat == seat_of_first {
            tally.think.push(started.elapsed());
        }
        let mut plan = plan.into_iter();
        game.apply(&plan.next().expect("a plan has a first action")).expect("the computer plays legal actions");
        ply += 1;
        for action in plan {
            if game.turn() != Turn::Seat(seat) || game.apply(&action).is_err() {
                break;
            }
            ply += 1;
        }
    }
    let scores = game.scores();
    let (mine, theirs) = (scores[seat_of_first] as i64, scores[1 - seat_of_first] as i64);
    tally.margin = mine - theirs;
    tally.wins = f64::from(u8::from(mine > theirs)) + if mine == theirs { 0.5 } else { 0.0 };
    tally
}
