//! Lab Race figures for `make bench` besides its speed: humanity's win rate with the computer
//! playing every colour at each level.

use engine::rng::bot_rng;
use engine::{Computer, Game, Level, Turn};
use lab_race::{Ending, LabRace, Options};

const GAMES: u64 = 1_000;

pub fn run() {
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
