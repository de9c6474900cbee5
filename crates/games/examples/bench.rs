//! The benchmark: engine speed (random full games per second, native release), the length of a
//! game's link, and the size of the browser build. Run with `make bench` (or `cargo run --profile bench-native --example bench`).

#[path = "bench/carcassonne.rs"]
mod carcassonne;
#[path = "bench/catch_me.rs"]
mod catch_me;
#[path = "bench/epidemium.rs"]
mod epidemium;
#[path = "bench/lab_race.rs"]
mod lab_race;
#[path = "bench/links.rs"]
mod links;
#[path = "bench/reopen.rs"]
mod reopen;
#[path = "bench/vaccine_race.rs"]
mod vaccine_race;

use std::path::Path;
use std::process::Command;
use std::time::Instant;

use engine::rng::{game_rng, Rng};
use engine::{Game, Setup, Turn};
use games::{each_game, EachGame};

/// Plays random games of `G` for about `seconds` and prints how many finished per second.
/// Each action is drawn uniformly from `legal_actions` and applied with `apply_legal`: the
/// engine's speed in play (the tests' random-play harness also re-checks each action's
/// legality and keeps the record, which is not part of playing).
pub fn games_per_second<G: Game>(label: &str, options: &G::Options, seconds: f64) {
    let start = Instant::now();
    let mut chooser = game_rng(7);
    let (mut games, mut actions) = (0u64, 0usize);
    while start.elapsed().as_secs_f64() < seconds {
        let mut game = G::new(options, games).expect("the bench's options are valid");
        while game.turn() != Turn::Over {
            let legal = game.legal_actions();
            game.apply_legal(&legal[chooser.random_range(0..legal.len())]);
            actions += 1;
        }
        games += 1;
    }
    let elapsed = start.elapsed().as_secs_f64();
    println!(
        "{label}: {:.0} random full games/s ({:.0} actions/s, {:.0} actions a game, one core)",
        games as f64 / elapsed,
        actions as f64 / elapsed,
        actions as f64 / games as f64
    );
}

/// Every game's speed under each of its kinds (`Setup::kinds`), for the games named (all
/// where none is).
struct Speeds {
    named: Vec<String>,
}

impl EachGame for Speeds {
    fn game<G: Setup>(&mut self) {
        if !self.named.is_empty() && !self.named.iter().any(|n| n == G::ID) {
            return;
        }
        for options in G::kinds() {
            games_per_second::<G>(&format!("{} ({options:?})", G::ID), &options, 0.5);
        }
    }
}

fn gzipped_size(path: &Path) -> Option<usize> {
    let out = Command::new("gzip").args(["-9", "-c"]).arg(path).output().ok()?;
    Some(out.stdout.len())
}

/// The wasm and JS files of the release build in dist/, raw and gzipped.
fn build_sizes() {
    let Ok(entries) = std::fs::read_dir("dist") else {
        return println!("size: no dist/ folder; run `make build` first");
    };
    let mut files: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    files.sort();
    for path in files.iter().filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("wasm" | "js"))) {
        let raw = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
        let gz = gzipped_size(path).unwrap_or(0);
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        println!("size: {name}: {:.1} KB raw, {:.1} KB gzipped", raw as f64 / 1024.0, gz as f64 / 1024.0);
    }
}

/// Every game's figures, or only those of the games named on the command line
/// (`cargo run --profile bench-native --example bench -- carcassonne`).
fn main() {
    // Warm the generator once so the first figure is not the page-in of the binary.
    let _ = game_rng(1).random::<u64>();
    let named: Vec<String> = std::env::args().skip(1).collect();
    let wanted = |game: &str| named.is_empty() || named.iter().any(|n| n == game);
    each_game(&mut Speeds { named: named.clone() });
    // A game's own figures besides its speed and links, by its id, for the games that have
    // any (`games::checklist` holds each file here to its line).
    let games: [(&str, fn()); 7] = [
        ("vaccine-race", vaccine_race::run),
        ("carcassonne", carcassonne::run),
        ("catch-me", catch_me::run),
        ("lab-race", lab_race::run),
        ("epidemium", epidemium::run),
        ("links", links::run),
        ("reopen", reopen::run),
    ];
    for (name, run) in games {
        if wanted(name) {
            run();
        }
    }
    if named.is_empty() {
        build_sizes();
    }
}
