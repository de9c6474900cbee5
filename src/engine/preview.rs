//! What an action would do, shown before it is taken (Lab Race's mask, Epidemium's Magic
//! Number landings): the action applied to a copy, so that a view never works out a rule
//! itself and the state it shows is left as it was. One helper for every game (issue 43).

use super::Game;

/// The events `action` would give from `state`, and the state after it; `None` where the
/// action is not legal there. `state` itself is not changed.
pub fn preview<G: Game>(state: &G, action: &G::Action) -> Option<(Vec<G::Event>, G)> {
    let mut after = state.clone();
    let events = after.apply(action).ok()?;
    Some((events, after))
}

#[cfg(test)]
mod tests {
    use super::preview;
    use crate::engine::Game;
    use crate::games::vaccine_race::{Action, Options, VaccineRace};

    fn start() -> VaccineRace {
        VaccineRace::new(&Options { players: 2 }, 7).expect("two players")
    }

    /// Issue 43, "one engine helper for a preview": what it shows is what playing the action
    /// gives, dice included, and the state shown stays as it was.
    #[test]
    fn a_preview_gives_what_playing_the_action_gives_and_leaves_the_state_as_it_was() {
        let game = start();
        let (events, after) = preview(&game, &Action::Roll).expect("the first roll is legal");
        let mut played = start();
        assert_eq!(played.apply(&Action::Roll).expect("legal"), events);
        assert_eq!(played, after);
        assert_eq!(game, start());
    }

    #[test]
    fn an_action_not_legal_there_previews_nothing() {
        assert!(preview(&start(), &Action::SkipAnimalTrials).is_none());
    }
}
