//! Epidemium figures for `make bench` besides its speed: how much better a computer that plays
//! its cards does than one that never plays them.

use engine::rng::bot_rng;
use engine::{Computer, Game, Level, Turn};
use epidemium::{Action, Epidemium, Options};

const GAMES: u64 = 2_000;

pub fn run() {
    for players in [2, 4] {
        let won = (0..GAMES).filter(|&seed| card_player_wins(players, seed)).count();
        println!(
            "epidemium: a Normal computer playing its cards wins {:.1}% of {GAMES} {players}-player games against \
             computers that never play one (a fair share is {:.1}%)",
            100.0 * won as f64 / GAMES as f64,
            100.0 / players as f64
        );
    }
}

/// One game where the seat `seed % players` plays at Normal and every other seat keeps its cards.
fn card_player_wins(players: usize, seed: u64) -> bool {
    let carder = seed as usize % players;
    let mut game = Epidemium::new(&Options { players, ..Options::default() }, seed).expect("2 to 6 players");
    let mut ply = 0;
    while let Turn::Seat(seat) = game.turn() {
        let legal = game.legal_actions();
        let action = if seat == carder {
            Epidemium::plan(&game.view(Some(seat)), &legal, seat, Level::Normal, &mut bot_rng(seed, ply)).remove(0)
        } else if legal.contains(&Action::AcceptSkip) {
            Action::AcceptSkip
        } else {
            legal[0].clone()
        };
        game.apply(&action).expect("legal actions only");
        ply += 1;
    }
    game.outcome().is_some_and(|o| o.winners == vec![carder])
}
