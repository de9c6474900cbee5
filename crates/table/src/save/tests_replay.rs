//! "Saves that keep what the game needs: the record (seed, options, actions) and whatever makes
//! reopening correct, not the events, where replay gives them back", and a save of an older
//! format, which kept its events, opens all the same. Each game's random finished game (seed
//! fixed), saved in today's format and in format 2 (the events in its steps).

use serde_json::{json, Value};

use super::*;
use crate::travel::movers;
use engine::harness::play_random;
use engine::{Seat, Setup, Step};
use games::{each_game, EachGame};
use lang::Lang;
use text::GameWords;

const SEED: u64 = 3;

fn played<G: Setup>() -> Session<G> {
    let options = G::kinds().remove(0);
    let record = play_random::<G>(&options, SEED, 1_000_000, |_| Ok(())).expect("a random game ends");
    Session::from_record(record).expect("a random game replays")
}

fn saved<G: Game>(session: &Session<G>) -> SavedGame {
    let seats = (0..session.state().seats()).map(SeatSetup::default_for).collect();
    SavedGame::new("g", seats, session, 1.0)
}

/// `save` as format 2 writes it: each step with its events.
fn as_format_2<G: Game>(save: &SavedGame, session: &Session<G>) -> SavedGame {
    let step = |s: &Step<G>| match s.forced {
        true => json!({ "actor": s.actor, "events": s.events, "forced": true }),
        false => json!({ "actor": s.actor, "events": s.events }),
    };
    let steps = Value::Array(session.steps().iter().map(step).collect());
    let old = SavedGame { format: 2, steps: Some(steps), actors: None, ..save.clone() };
    SavedGame::parse(&old.to_json()).expect("a save of format 2 reads")
}

fn opened<G: Game>(save: &SavedGame) -> Session<G> {
    let opened = SavedGame::parse(&save.to_json()).and_then(|s| s.open::<G>()).expect("the save opens");
    assert!(!opened.older_rules, "{}: a save of today's rules", G::ID);
    opened.session
}

/// Every log line of `session` as each seat and a watcher would read it, in both languages.
fn log_lines<G: GameWords>(session: &Session<G>) -> Vec<String> {
    let name = |seat: Seat| format!("seat {seat}");
    let lookers = std::iter::once(None).chain((0..session.state().seats()).map(Some));
    let mut lines = vec![];
    for (looking, lang) in lookers.flat_map(|l| [(l, Lang::En), (l, Lang::It)]) {
        for step in session.steps() {
            let seen: Vec<G::Event> = step.events.iter().filter_map(|e| G::redact(e, looking)).collect();
            lines.extend(G::narrate(&seen, &name, lang));
        }
    }
    lines
}

struct Reopened;

impl EachGame for Reopened {
    fn game<G: Setup + GameWords>(&mut self) {
        let session = played::<G>();
        let save = saved(&session);
        let text = save.to_json();
        assert!(!text.contains("\"events\""), "{}: a save keeps no events", G::ID);
        let today = opened::<G>(&save);
        assert_eq!((today.state(), today.steps()), (session.state(), session.steps()), "{}: replayed", G::ID);
        assert_eq!(log_lines(&today), log_lines(&session), "{}: the finished game's log", G::ID);
        let old = as_format_2(&save, &session);
        let before = opened::<G>(&old);
        assert_eq!((before.state(), before.steps()), (session.state(), session.steps()), "{}: format 2", G::ID);
        assert_eq!(movers(&old, 0), movers(&save, 0), "{}: who moved, told alike", G::ID);
        plays_on_identically(&session);
    }
}

/// Saved halfway, reopened, and played on with the same moves: the same game to the end.
fn plays_on_identically<G: Setup>(session: &Session<G>) {
    let actions = &session.record().actions;
    let half = actions.len() / 2;
    let mut first = session.clone();
    assert!(first.undo_to(half));
    let mut reopened = opened::<G>(&saved(&first));
    for action in &actions[half..] {
        reopened.apply(action.clone()).expect("the same move is legal again");
    }
    assert_eq!((reopened.state(), reopened.steps()), (session.state(), session.steps()), "{}: played on", G::ID);
}

#[test]
fn a_save_keeps_no_events_and_reopens_by_replay_with_the_same_log_in_every_game() {
    each_game(&mut Reopened);
}

// "Old saves with events must still open": their events are not read, whatever they hold.
#[test]
fn a_save_of_format_2_opens_whatever_its_events_say() {
    use vaccine_race::VaccineRace;
    let session = played::<VaccineRace>();
    let mut old = as_format_2(&saved(&session), &session);
    old.steps = Some(json!([{ "actor": "Game", "events": ["no such event"] }]));
    let reopened = opened::<VaccineRace>(&old);
    assert_eq!((reopened.state(), reopened.steps()), (session.state(), session.steps()));
}
