//! The stronger computer player: flat Monte Carlo over the best whole-turn plans.
//!
//! The greedy values pick the few plans worth thinking about; each playout then tries one of
//! them (chosen by UCB1), lets every player play on at random for a few turns from a stack
//! reshuffled with the bot's own generator (the real order of the stack is not known to the
//! player), and weighs the position reached by the scores it would end with.

use super::bot::{plans, random_choice, Plan};
use super::state::{Action, Carcassonne, Phase};
use engine::rng::{game_rng, GameRng, Rng};
use engine::Game;

/// How hard the search thinks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Playouts per decision.
    pub playouts: u32,
    /// How many of the greedy's best plans are tried.
    pub candidates: usize,
    /// Turns played at random after the plan before the position is weighed.
    pub depth: u32,
}

impl Budget {
    /// The budget the browser uses (see the bench for the time it takes).
    pub const BROWSER: Budget = Budget { playouts: 1200, candidates: 20, depth: 3 };
}

/// A score lead of this many points counts as most of a win.
const LEAD_SCALE: f32 = 15.0;
const EXPLORE: f32 = 0.5;

struct Arm {
    plan: Plan,
    visits: u32,
    total: f32,
}

/// The best whole-turn plan found: the tile's placement and its Meeple, thought out once.
pub fn search_plan(game: &Carcassonne, budget: &Budget, rng: &mut GameRng) -> Vec<Action> {
    let mut all = plans(game);
    all.truncate(budget.candidates.max(1));
    if all.len() == 1 {
        return all.swap_remove(0).actions;
    }
    let mut arms: Vec<Arm> = all.into_iter().map(|plan| Arm { plan, visits: 0, total: 0.0 }).collect();
    let seat = game.current;
    for n in 0..budget.playouts {
        let arm = pick(&arms, n);
        let reward = playout(game, &arms[arm].plan.actions, seat, budget.depth, rng);
        arms[arm].visits += 1;
        arms[arm].total += reward;
    }
    let best = (0..arms.len()).max_by_key(|&i| (arms[i].visits, std::cmp::Reverse(i))).expect("arms are not empty");
    arms.swap_remove(best).plan.actions
}

/// UCB1: every arm once, then the best mean plus an exploration bonus.
fn pick(arms: &[Arm], n: u32) -> usize {
    if let Some(untried) = arms.iter().position(|a| a.visits == 0) {
        return untried;
    }
    let ln = (n as f32).ln();
    let score = |a: &Arm| a.total / a.visits as f32 + EXPLORE * (ln / a.visits as f32).sqrt();
    (0..arms.len()).max_by(|&i, &j| score(&arms[i]).total_cmp(&score(&arms[j]))).expect("arms are not empty")
}

/// Plays `plan` and then `depth` random turns on a copy; returns how good the end is for
/// `seat`, between 0 and 1.
fn playout(game: &Carcassonne, plan: &[Action], seat: usize, depth: u32, rng: &mut GameRng) -> f32 {
    let mut sim = game.clone();
    sim.rng = game_rng(rng.random());
    let mut events = vec![];
    for action in plan {
        sim.play(action, &mut events);
    }
    let mut turns = 0;
    while sim.phase != Phase::Over && turns < depth {
        if matches!(sim.phase, Phase::PlaceTile { .. }) {
            turns += 1;
        }
        let action = random_choice(&sim, rng);
        events.clear();
        sim.play(&action, &mut events);
    }
    let projected = sim.projected_scores();
    let best_other = (0..sim.seats()).filter(|&s| s != seat).map(|s| projected[s]).max().unwrap_or(0);
    let lead = projected[seat] as f32 - best_other as f32;
    1.0 / (1.0 + (-lead / LEAD_SCALE).exp())
}
