//! The engine's preview of an action, on a real game: it shows what playing the action gives.

use engine::{preview, Game};
use vaccine_race::{Action, Options, VaccineRace};

fn start() -> VaccineRace {
    VaccineRace::new(&Options { players: 2 }, 7).expect("two players")
}

/// One engine helper previews an action for every game: what it shows is what playing the
/// action gives, dice included, and the state shown stays as it was.
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
