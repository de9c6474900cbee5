//! Lab Race figures for `make bench`: engine speed, and humanity's win rate with the computer
//! playing every colour at each level.

use std::time::{Duration, Instant};

use quarantable::engine::rng::{bot_rng, game_rng, Rng};
use quarantable::engine::{Computer, Game, Level, Turn};
use quarantable::games::lab_race::{Ending, LabRace, Options};

const GAMES: u64 = 1_000;

pub fn run() {
    for colours in 1..=3 {
        random_games_per_second(colours);
    }
    for colours in 1..=3 {
        for level in Level::ALL {
            let won = (0..GAMES).filter(|&seed| humanity_wins(colours, level, seed)).count();
            println!(
                "lab-race: humanity wins {:.1}% of {GAMES} games, {colours} colour(s), computer {level:?}",
                100.0 * won as f64 / GAMES as f64
            );
        }
    }
}

/// Full games where each action is drawn uniformly from `legal_actions`, as the random-play
/// harness does, on one core.
fn random_games_per_second(colours: usize) {
    let options = Options::colours(colours);
    let start = Instant::now();
    let (mut games, mut actions) = (0u64, 0u64);
    let mut chooser = game_rng(7);
    while start.elapsed() < Duration::from_secs(1) {
        let mut game = LabRace::new(&options, games).expect("1 to 3 colours");
        while game.turn() != Turn::Over {
            let legal = game.legal_actions();
            let action = &legal[chooser.random_range(0..legal.len())];
            game.apply_legal(action);
            actions += 1;
        }
        games += 1;
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "lab-race: random {colours}-colour games/s: {:.0} ({:.0} actions/s, one core)",
        games as f64 / seconds,
        actions as f64 / seconds
    );
}

/// One game with the computer at `level` on every colour.
fn humanity_wins(colours: usize, level: Level, seed: u64) -> bool {
    let mut game = LabRace::new(&Options::colours(colours), seed).expect("1 to 3 colours");
    let mut ply = 0;
    loop {
        let legal = game.legal_actions();
        let action = match game.turn() {
            Turn::Over => return matches!(game.ending(), Some(Ending::Won(_))),
            Turn::Game => legal[0],
            Turn::Seat(seat) => LabRace::plan(&game.view(Some(seat)), &legal, seat, level, &mut bot_rng(seed, ply))[0],
        };
        game.apply(&action).expect("the computer plays legal actions");
        ply += 1;
    }
}
