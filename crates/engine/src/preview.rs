//! What an action would do, shown before it is taken (Lab Race's mask, Epidemium's Magic
//! Number landings): the action applied to a copy, so that a view never works out a rule
//! itself and the state it shows is left as it was. One helper for every game.
//! Uses `game`.

use super::Game;

/// The events `action` would give from `state`, and the state after it; `None` where the
/// action is not legal there. `state` itself is not changed.
pub fn preview<G: Game>(state: &G, action: &G::Action) -> Option<(Vec<G::Event>, G)> {
    let mut after = state.clone();
    let events = after.apply(action).ok()?;
    Some((events, after))
}
