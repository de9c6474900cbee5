//! The computer players, by level: Easy (a random one of the better half of the whole-turn
//! plans), Normal (the greedy player: best immediate score plus a simple Meeple value) and
//! Hard (the search, see search.rs). Each plans the whole turn, tile and Meeple, at once.

use super::covid::bot::InfectionRisk;
use super::scoring::{area_points, fields_and_cities};
use super::search::{search_plan, Budget};
use super::state::{Action, Carcassonne, Phase};
use engine::rng::{GameRng, Rng};
use engine::{Computer, Game, Level, Seat};

/// What a Meeple left on the board costs: it cannot be placed again until its area scores.
const MEEPLE_COST: f32 = 2.0;
/// An unfinished area is worth less than its points now: it may never be finished, or shared.
const UNFINISHED: f32 = 0.7;

impl Computer for Carcassonne {
    fn plan(view: &Carcassonne, _legal: &[Action], _seat: Seat, level: Level, rng: &mut GameRng) -> Vec<Action> {
        if let Some(plan) = super::covid::bot::plan(view) {
            return plan;
        }
        match level {
            Level::Easy => easy_plan(view, rng),
            Level::Normal => plans(view).swap_remove(0).actions,
            Level::Hard => search_plan(view, &Budget::BROWSER, rng),
        }
    }
}

/// Easy: any of the better half of the plans, so it rarely throws points away but misses
/// the best.
fn easy_plan(game: &Carcassonne, rng: &mut GameRng) -> Vec<Action> {
    let mut all = plans(game);
    let pick = rng.random_range(0..all.len().div_ceil(2));
    all.swap_remove(pick).actions
}

/// One whole turn: the tile's placement and the Meeple choice (or just the Meeple choice
/// when the tile is already down), with the greedy value of doing it.
#[derive(Clone, Debug)]
pub struct Plan {
    pub actions: Vec<Action>,
    pub value: f32,
}

/// Every whole-turn plan for the player to move, with its greedy value, best first (ties in
/// the fixed order of the legal actions).
pub fn plans(game: &Carcassonne) -> Vec<Plan> {
    let game: &Carcassonne = &super::covid::bot::planning_copy(game);
    let risk = InfectionRisk::before(game);
    let value = |after: &Carcassonne, last: &Action| greedy_value(game, after, last, risk.as_ref());
    let mut plans = vec![];
    let mut events = vec![];
    for first in game.legal_actions() {
        let mut placed = game.clone();
        placed.play(&first, &mut events);
        if !matches!(first, Action::Place { .. }) || !matches!(placed.phase, Phase::PlaceMeeple { .. }) {
            plans.push(Plan { value: value(&placed, &first), actions: vec![first] });
            continue;
        }
        for second in placed.legal_actions() {
            let mut after = placed.clone();
            after.play(&second, &mut events);
            plans.push(Plan { value: value(&after, &second), actions: vec![first.clone(), second] });
        }
        events.clear();
    }
    plans.sort_by(|a, b| b.value.total_cmp(&a.value));
    plans
}

/// Points won now (less what the others won) and what tests may cost, plus what a Meeple
/// left standing may bring.
fn greedy_value(before: &Carcassonne, after: &Carcassonne, last: &Action, risk: Option<&InfectionRisk>) -> f32 {
    let seat = before.current;
    let gain = |s: usize| after.scores[s] as f32 - before.scores[s] as f32;
    let others = (0..before.seats()).filter(|&s| s != seat).map(gain).fold(0.0, f32::max);
    let mut value = gain(seat) - others + risk.map_or(0.0, |r| r.cost(after));
    if let Action::Meeple(Some(segment)) = last {
        // The Meeple stayed (it was not scored and returned at once): weigh its prospects.
        if after.supply[seat] < before.supply[seat] {
            // The turn is over, so the tile it went on is the last one on the board.
            value += meeple_value(after, after.board.tiles().len() - 1, *segment);
        }
    }
    value
}

fn meeple_value(after: &Carcassonne, tile: usize, segment: u8) -> f32 {
    let piece = after.board.piece(tile, segment);
    let root = after.board.areas().find(piece);
    let cities = fields_and_cities(&after.board).iter().filter(|&&(f, _)| f == root).count() as u32;
    UNFINISHED * area_points(&after.board, piece, cities) as f32 - MEEPLE_COST
}

/// The greedy player's choice: the first action of the best plan.
pub fn greedy_choice(game: &Carcassonne) -> Action {
    plans(game).swap_remove(0).actions.swap_remove(0)
}

/// A uniformly random legal action, found without building the list.
pub fn random_choice(game: &Carcassonne, rng: &mut impl Rng) -> Action {
    match game.phase {
        Phase::PlaceTile { tile } => {
            let mut count = 0usize;
            game.board.placements(tile, |_, _, _| count += 1);
            let mut pick = rng.random_range(0..count);
            let mut chosen = None;
            game.board.placements(tile, |x, y, rotation| {
                if pick == 0 && chosen.is_none() {
                    chosen = Some(Action::Place { x, y, rotation });
                }
                pick = pick.wrapping_sub(1);
            });
            chosen.expect("a drawn tile fits somewhere")
        }
        Phase::PlaceMeeple { tile } => {
            let free: Vec<u8> = game.free_segments(tile as usize).collect();
            let pick = rng.random_range(0..=free.len());
            Action::Meeple(free.get(pick).copied())
        }
        Phase::Spread { .. } | Phase::MoveToken { .. } => super::covid::bot::random_choice(game, rng),
        Phase::Over => panic!("no action once the game is over"),
    }
}
