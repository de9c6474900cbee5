//! Carcassonne figures for `make bench`: engine speed, the search player's strength and time.
//! `CARCASSONNE_BENCH_GAMES` sets the games per match (default 200; 0 measures speed only).
//! The base game, and the search against the greedy with the COVID-19 expansion (extended
//! variant: infected from the start).

use std::time::{Duration, Instant};

use quarantable::engine::rng::{bot_rng, game_rng, Rng};
use quarantable::engine::{Game, Turn};
use quarantable::games::carcassonne::bot::{greedy_choice, random_choice};
use quarantable::games::carcassonne::covid;
use quarantable::games::carcassonne::search::{search_plan, Budget};
use quarantable::games::carcassonne::{Action, Carcassonne, Options, Phase, Variant};

pub fn run() {
    random_games_per_second(Variant::Off);
    random_games_per_second(Variant::Extended);
    let games = std::env::var("CARCASSONNE_BENCH_GAMES").ok().and_then(|g| g.parse().ok()).unwrap_or(200);
    if games == 0 {
        return;
    }
    let budget = Budget::BROWSER;
    let vs_greedy = match_up(Player::Search, Player::Greedy, games, &budget, Variant::Off);
    report("greedy", &vs_greedy, &budget);
    let vs_random = match_up(Player::Search, Player::Random, games / 2, &budget, Variant::Off);
    report("random", &vs_random, &budget);
    let covid = match_up(Player::Search, Player::Greedy, games, &budget, Variant::Extended);
    report("greedy with COVID-19 (extended)", &covid, &budget);
    let greedy_random = match_up(Player::Greedy, Player::Random, games, &budget, Variant::Off);
    println!(
        "carcassonne: greedy vs random win rate: {:.1}% over {} games",
        greedy_random.win_rate(),
        greedy_random.games
    );
}

/// Full 2-player games where each action is drawn uniformly from `legal_actions`, as the
/// random-play harness does, on one core.
fn random_games_per_second(covid: Variant) {
    let start = Instant::now();
    let mut games = 0u64;
    let mut chooser = game_rng(7);
    while start.elapsed() < Duration::from_secs(3) {
        let mut game = Carcassonne::new(&Options { players: 2, covid }, games).expect("2 players");
        while game.turn() != Turn::Over {
            let legal = game.legal_actions();
            let action = &legal[chooser.random_range(0..legal.len())];
            game.apply_legal(action);
        }
        games += 1;
    }
    let rate = games as f64 / start.elapsed().as_secs_f64();
    println!("carcassonne: random 2-player games/s (COVID-19 {}): {rate:.0}", covid.key());
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    Search,
    Greedy,
    Random,
}

#[derive(Default)]
struct Tally {
    games: u32,
    wins: f64,
    margin: i64,
    search_time: Duration,
    search_turns: u32,
    search_decisions: u32,
}

impl Tally {
    fn win_rate(&self) -> f64 {
        100.0 * self.wins / self.games as f64
    }

    fn add(&mut self, other: Tally) {
        self.games += other.games;
        self.wins += other.wins;
        self.margin += other.margin;
        self.search_time += other.search_time;
        self.search_turns += other.search_turns;
        self.search_decisions += other.search_decisions;
    }
}

fn report(against: &str, t: &Tally, budget: &Budget) {
    println!(
        "carcassonne: search vs {against} win rate: {:.1}% over {} games (mean lead {:+.1} points)",
        t.win_rate(),
        t.games,
        t.margin as f64 / t.games as f64
    );
    let per_turn = t.search_time.as_secs_f64() * 1000.0 / t.search_turns.max(1) as f64;
    let per_decision = t.search_time.as_secs_f64() * 1000.0 / t.search_decisions.max(1) as f64;
    println!(
        "carcassonne: search mean move time: {per_turn:.1} ms at budget {} playouts x {} plans, depth {} ({per_decision:.1} ms per decision, tile and meeple each a decision)",
        budget.playouts, budget.candidates, budget.depth
    );
}

/// `first` against `second` over `games` 2-player games, seats swapped every other game, split
/// over two threads. A tie counts half a win.
fn match_up(first: Player, second: Player, games: u32, budget: &Budget, covid: Variant) -> Tally {
    let mut total = Tally::default();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..2u32)
            .map(|half| {
                scope.spawn(move || {
                    (half..games).step_by(2).map(|g| play(first, second, g, budget, covid)).fold(
                        Tally::default(),
                        |mut t, one| {
                            t.add(one);
                            t
                        },
                    )
                })
            })
            .collect();
        for h in handles {
            total.add(h.join().expect("a bench thread finished"));
        }
    });
    total
}

fn play(first: Player, second: Player, game_no: u32, budget: &Budget, covid: Variant) -> Tally {
    let seed = 10_000 + game_no as u64 / 2;
    let seat_of_first = (game_no % 2) as usize;
    let mut game = Carcassonne::new(&Options { players: 2, covid }, seed).expect("2 players");
    let mut tally = Tally { games: 1, ..Tally::default() };
    let mut ply = 0;
    while let Turn::Seat(seat) = game.turn() {
        let player = if seat == seat_of_first { first } else { second };
        let started = Instant::now();
        let action = choose(&game, player, budget, &mut bot_rng(seed, ply));
        if player == Player::Search {
            tally.search_time += started.elapsed();
            tally.search_decisions += 1;
            tally.search_turns += matches!(game.phase(), Phase::PlaceTile { .. }) as u32;
        }
        game.apply(&action).expect("the players choose legal actions");
        ply += 1;
    }
    let scores = game.scores();
    let (mine, theirs) = (scores[seat_of_first] as i64, scores[1 - seat_of_first] as i64);
    tally.margin = mine - theirs;
    tally.wins = if mine > theirs {
        1.0
    } else if mine == theirs {
        0.5
    } else {
        0.0
    };
    tally
}

fn choose(game: &Carcassonne, player: Player, budget: &Budget, rng: &mut quarantable::engine::rng::GameRng) -> Action {
    // The spread of the infection is chosen alike at every level, as in the app.
    if let Some(mut plan) = covid::bot::plan(game).filter(|_| player != Player::Random) {
        return plan.swap_remove(0);
    }
    match player {
        Player::Search => search_plan(game, budget, rng).swap_remove(0),
        Player::Greedy => greedy_choice(game),
        Player::Random => random_choice(game, rng),
    }
}
