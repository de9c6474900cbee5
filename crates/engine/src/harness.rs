//! Seeded random play, shared by every game's tests and by the benchmark.
//! Uses `game`, `outcome`, `record`, `session`, `computer`, `rng`.

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::rng::{game_rng, GameRng, Rng};
use super::{Computer, Game, Level, Record, Seat, Session, Turn};

/// Plays one game to the end choosing uniformly among legal actions, calling `each` after
/// every action. Returns the record, or an error naming the step that broke a rule of play.
pub fn play_random<G: Game>(
    options: &G::Options,
    seed: u64,
    max_actions: usize,
    mut each: impl FnMut(&G) -> Result<(), String>,
) -> Result<Record<G>, String> {
    let mut record = Record::<G>::new(options.clone(), seed);
    let mut state = record.start().map_err(|e| e.to_string())?;
    let mut chooser: GameRng = game_rng(seed ^ 0x5EED_CAFE);
    while state.turn() != Turn::Over {
        if record.actions.len() >= max_actions {
            return Err(format!("seed {seed}: no end after {max_actions} actions"));
        }
        let legal = state.legal_actions();
        if legal.is_empty() {
            return Err(format!("seed {seed}: no legal action but the game is not over"));
        }
        let action = legal[chooser.random_range(0..legal.len())].clone();
        state.apply(&action).map_err(|e| format!("seed {seed}: a legal action failed: {e}"))?;
        record.actions.push(action);
        each(&state).map_err(|e| format!("seed {seed}, action {}: {e}", record.actions.len()))?;
    }
    if state.outcome().is_none() {
        return Err(format!("seed {seed}: over without an outcome"));
    }
    Ok(record)
}

/// The full check every game runs: for each seed, a random game checked by
/// `check_random_game`. Returns the number of actions played in all.
pub fn check_random_games<G: Game>(options: &G::Options, seeds: std::ops::Range<u64>, max_actions: usize) -> usize {
    seeds
        .map(|seed| check_random_game::<G>(options, seed, max_actions, |_| Ok(())).unwrap_or_else(|e| panic!("{e}")))
        .map(|record| record.actions.len())
        .sum()
}

/// One random game to the end where every step keeps the invariants, round-trips through
/// serde and passes `each`, and whose record round-trips and replays to the final state.
/// Returns the record, or an error naming the seed and what broke.
pub fn check_random_game<G: Game>(
    options: &G::Options,
    seed: u64,
    max_actions: usize,
    mut each: impl FnMut(&G) -> Result<(), String>,
) -> Result<Record<G>, String> {
    let mut last = None;
    let record = play_random::<G>(options, seed, max_actions, |state| {
        state.invariants()?;
        round_trips(state).map_err(|e| format!("the state: {e}"))?;
        each(state)?;
        // Only the final state is compared with the replay; cloning every step would be waste.
        if state.turn() == Turn::Over {
            last = Some(state.clone());
        }
        Ok(())
    })?;
    let replayed = Session::from_record(record.clone()).map_err(|e| format!("seed {seed}: replay failed: {e}"))?;
    if Some(replayed.state()) != last.as_ref() {
        return Err(format!("seed {seed}: the replay differs from the game played"));
    }
    round_trips(&record).map_err(|e| format!("seed {seed}: the record: {e}"))?;
    Ok(record)
}

fn round_trips<T: Serialize + DeserializeOwned + PartialEq>(value: &T) -> Result<(), String> {
    let text = serde_json::to_string(value).map_err(|e| format!("serialise: {e}"))?;
    let back: T = serde_json::from_str(&text).map_err(|e| format!("deserialise: {e}"))?;
    if &back != value {
        return Err("changed in a serde round trip".into());
    }
    Ok(())
}

/// A generator whose next dice come out as `rolls` (sides, face), for tests of one rule.
/// It searches seeds in order, so the same rolls always give the same generator.
pub fn rigged_rng(rolls: &[(u8, u8)]) -> GameRng {
    (0u64..)
        .map(game_rng)
        .find(|rng| {
            let mut probe = rng.clone();
            rolls.iter().all(|&(sides, face)| super::rng::roll(&mut probe, sides) == face)
        })
        .expect("some seed rolls any short sequence")
}

/// One game with the computer at every seat, at `level`, played as the table plays it: each
/// plan's actions in order while they stay legal, the game's own turns by their first action,
/// for `actions` actions or to the end. Fails where a plan is empty or starts with an action
/// that is not legal. Returns the number of actions played.
pub fn check_computer_game<G: Computer>(
    options: &G::Options,
    seed: u64,
    level: Level,
    actions: usize,
) -> Result<usize, String> {
    let mut state = G::new(options, seed).map_err(|e| format!("seed {seed}: {e}"))?;
    let mut played = 0;
    while state.turn() != Turn::Over && played < actions {
        let legal = state.legal_actions();
        let plan = match state.turn() {
            Turn::Seat(seat) => {
                G::plan(&state.view(Some(seat)), &legal, seat, level, &mut super::rng::bot_rng(seed, played))
            }
            _ => legal.first().cloned().into_iter().collect(),
        };
        let Some(first) = plan.first() else {
            return Err(format!("seed {seed}, {level:?}: an empty plan at action {played}"));
        };
        if !legal.contains(first) {
            return Err(format!("seed {seed}, {level:?}: the plan's {first:?} is not legal at action {played}"));
        }
        for action in plan {
            if !state.is_legal(&action) {
                break;
            }
            state.apply_legal(&action);
            played += 1;
        }
    }
    Ok(played)
}

/// Checks that a computer decides from its seat's view alone: two states that look the same
/// to `seat` (and differ elsewhere, say in another seat's secret or the dice to come) get the
/// same plan at every level.
pub fn check_plan_from_view<G: Computer>(a: &G, b: &G, seat: Seat) {
    let view = a.view(Some(seat));
    assert_eq!(view, b.view(Some(seat)), "the two states must look the same to seat {seat}");
    let legal = a.legal_actions();
    for level in Level::ALL {
        let plan = |state: &G| G::plan(&state.view(Some(seat)), &legal, seat, level, &mut game_rng(7));
        assert_eq!(plan(a), plan(b), "{level:?}: the plan changed with something seat {seat} cannot see");
    }
}

/// A state as an edited save may hold it: `edit` changes its JSON, and the state is read
/// back. What the invariants then say of it is what opening such a save says.
#[cfg(any(test, feature = "testing"))]
pub fn edited<G: Game>(state: &G, edit: impl FnOnce(&mut serde_json::Value)) -> G {
    let mut json = serde_json::to_value(state).expect("a state serialises");
    edit(&mut json);
    serde_json::from_value(json).expect("the edit keeps the state's shape")
}
