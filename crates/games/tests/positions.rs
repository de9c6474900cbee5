//! The saved positions the browser tests open (`examples/positions.rs`), opened here natively:
//! each reads and opens as the app opens it, to the game its record replays to, at the moment
//! its name says. Runs with `cargo test --test positions`.

#[path = "../examples/positions/build.rs"]
mod build;
#[path = "../examples/positions/walk.rs"]
mod walk;

use build::{hidden_from_hero, offers_a_loss, rolls_to_usual_keep, Position};
use carcassonne::Carcassonne;
use catch_me::{CatchMe, HERO, VIRUS};
use engine::{Game, Level, Record, Session, Setup, Teach, Turn};
use epidemium::Epidemium;
use games::{each_game, EachGame};
use lab_race::LabRace;
use table::route::Route;
use table::save::SavedGame;

#[test]
fn every_position_opens_to_its_game_at_its_moment() {
    let positions = build::all();
    let mut check = Check { positions: &positions, checked: 0 };
    each_game(&mut check);
    assert_eq!(check.checked, positions.len(), "every position is of a game of `each_game`");
    let index: serde_json::Value = serde_json::from_str(&build::index(&positions)).expect("the index is JSON");
    for p in &positions {
        let hash = index[&p.name]["hash"].as_str().expect("each position is in the index");
        assert_eq!(Route::parse(hash), Route::Play { game: p.save.game.clone(), save: p.save.id.clone() });
    }
    // Every run writes the same bytes: the browser tests' positions do not move under them.
    let again: Vec<String> = build::all().iter().map(|p| p.save.to_json()).collect();
    assert_eq!(positions.iter().map(|p| p.save.to_json()).collect::<Vec<_>>(), again);
}

#[test]
fn the_hidden_virus_is_not_where_the_heros_view_shows_it() {
    let positions = build::all();
    let save = &positions.iter().find(|p| p.name == "catch-me-hidden").expect("the position is written").save;
    let state = opens::<CatchMe>(&save.to_json()).state().clone();
    assert!(state.mode().hides_the_virus() && hidden_from_hero(&state));
    let seen = state.view(Some(HERO));
    assert_ne!(seen.public_virus, Some(state.virus()));
    assert!(seen.trail.is_empty(), "the hero does not see the virus's path");
    assert!(save.seats[HERO].is_here() && save.seats[VIRUS].is_computer());
    assert_eq!(save.seats[VIRUS].level, Level::Easy);
}

#[test]
fn the_keep_position_rolls_to_a_throw_kept_as_usual() {
    let positions = build::all();
    let save = &positions.iter().find(|p| p.name == "epidemium-keep").expect("the position is written").save;
    let state = opens::<Epidemium>(&save.to_json()).state().clone();
    assert!(rolls_to_usual_keep(&state));
}

#[test]
fn the_loses_position_offers_a_move_that_loses_at_once_and_one_that_does_not() {
    let positions = build::all();
    let save = &positions.iter().find(|p| p.name == "lab-race-loses").expect("the position is written").save;
    let state = opens::<LabRace>(&save.to_json()).state().clone();
    assert!(offers_a_loss(&state));
}

#[test]
fn late_carcassonne_has_a_well_filled_board() {
    let positions = build::all();
    let save = &positions.iter().find(|p| p.name == "carcassonne-late").expect("the position is written").save;
    let state = opens::<Carcassonne>(&save.to_json()).state().clone();
    let (tiles, meeples) = (state.board().tiles().len(), state.board().meeples().len());
    // Half the 72 tiles laid at least, and meeples standing on many of them.
    assert!(tiles >= 36 && meeples >= 10, "{tiles} tiles, {meeples} meeples");
}

/// Opens each position of a game in turn, by its type.
struct Check<'a> {
    positions: &'a [Position],
    checked: usize,
}

impl EachGame for Check<'_> {
    fn game<G: Setup + Teach>(&mut self) {
        for p in self.positions.iter().filter(|p| p.save.game == G::ID) {
            let session = opens::<G>(&p.save.to_json());
            at_its_moment::<G>(p, session.state());
            self.checked += 1;
        }
        for moment in ["start", "mid", "late", "end"] {
            assert!(self.positions.iter().any(|p| p.name == format!("{}-{moment}", G::ID)), "{} {moment}", G::ID);
        }
    }
}

/// The game a save's text opens to, checked to be the one its record replays to.
fn opens<G: Game>(text: &str) -> Session<G> {
    let save = SavedGame::parse(text).expect("the save reads");
    let opened = save.open::<G>().expect("the save opens");
    let record: Record<G> = serde_json::from_value(save.record.clone()).expect("the record reads");
    let replayed = Session::from_record(record).expect("the record replays");
    assert!(!opened.older_rules);
    assert_eq!(opened.session.state(), replayed.state(), "{}: the state is the record's", save.id);
    assert_eq!(opened.session.steps(), replayed.steps(), "{}: the steps are the record's", save.id);
    opened.session
}

/// A finished game of two at the end, a lesson played to its end or at its first choice kept
/// as a lesson; else no outcome, and a person to decide.
fn at_its_moment<G: Setup + Teach>(p: &Position, state: &G) {
    if p.save.lesson {
        assert_eq!(p.save.id, SavedGame::lesson_id(G::ID), "{}: kept where the lesson is kept", p.name);
        if p.name.ends_with("-lesson-choice") {
            let first = G::lesson().and_then(|l| l.choices.first().copied());
            let played = p.save.record.get("actions").and_then(|a| a.as_array()).map(Vec::len);
            assert_eq!(played, first, "{}: at the lesson's first choice", p.name);
            assert!(state.outcome().is_none() && !p.save.finished, "{}: under way", p.name);
        } else {
            assert!(state.outcome().is_some() && p.save.finished, "{}: the lesson played to its end", p.name);
        }
        return;
    }
    if p.name.ends_with("-end") {
        assert!(state.outcome().is_some() && p.save.finished, "{}: finished", p.name);
        assert_eq!(state.seats(), 2, "{}: two players", p.name);
        return;
    }
    let Turn::Seat(seat) = state.turn() else { panic!("{}: no seat to act", p.name) };
    assert!(state.outcome().is_none() && !p.save.finished, "{}: not finished", p.name);
    assert!(walk::decides(state) && p.save.seats[seat].is_here(), "{}: a person decides", p.name);
    assert_eq!(p.save.to_act, Some(seat), "{}", p.name);
    if !p.name.contains("hidden") {
        assert_eq!(state.seats(), *G::PLAYERS.end(), "{}: the most players", p.name);
    }
}
