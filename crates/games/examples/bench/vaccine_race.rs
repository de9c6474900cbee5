//! Vaccine Race figures for `make bench` besides its speed: what square 14's choice is worth.

use engine::{Game, Turn};
use vaccine_race::{Action, Options, Phase, VaccineRace};

pub fn run() {
    shortcut_win_rate(20_000);
}

/// Square 14's decision measured: seat `skipper` always skips the animal trials, the other
/// always does them; everything else is the dice.
fn shortcut_win_rate(games: u64) {
    let mut skipper_wins = 0;
    for seed in 0..games {
        let skipper = (seed % 2) as usize;
        let mut game = VaccineRace::new(&Options { players: 2 }, seed).expect("two players");
        while game.turn() != Turn::Over {
            let action = match (game.phase(), game.current() == skipper) {
                (Phase::AnimalTrialChoice, true) => Action::SkipAnimalTrials,
                (Phase::AnimalTrialChoice, false) => Action::DoAnimalTrials,
                _ => Action::Roll,
            };
            game.apply(&action).expect("legal");
        }
        skipper_wins += u64::from(game.outcome().expect("over").winners == vec![skipper]);
    }
    println!("vaccine-race: a company that always skips the animal trials wins {:.1}% of {games} 2-player games against one that never does", 100.0 * skipper_wins as f64 / games as f64);
}
