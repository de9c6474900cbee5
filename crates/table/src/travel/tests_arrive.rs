//! A game's arrival as one pass (read, verify, decide, write, open): each way a
//! game arriving goes, the person's answers taken back into the same pass, a watching device
//! taking a seat handed to it. (Two devices at the virus's first link of a sealed game: Catch Me's
//! sealing part, which alone seals one.)

use super::arrive::{decide, take, Choice, Decision, Go, Incoming, Opening, Question, Told};
use super::tests::{carcassonne, seats, ME};
use super::*;
use carcassonne::Carcassonne;

fn whole(incoming: &SavedGame, envelope: Envelope) -> Incoming {
    Incoming::Whole { incoming: incoming.clone(), envelope }
}

/// The end of a pass that asks nothing (the test fails where it asks).
fn gone(decision: Decision) -> Go {
    match decision {
        Decision::Go(go) => go,
        Decision::Ask(question) => panic!("asked {question:?}"),
    }
}

fn opening(id: &str) -> Opening {
    Opening { game: "carcassonne".into(), id: id.into() }
}

// A game not held here is written and opened; the same game with the same moves
// opens the one held, unwritten; moves made elsewhere continue it; an older link tells first.
#[test]
fn a_link_that_asks_nothing_is_written_told_and_opened_in_one_pass() {
    let held = [carcassonne("mine", 7, 4)];
    let new = gone(decide(whole(&carcassonne("link", 3, 4), Envelope::default()), &held, ME));
    assert_eq!((new.write.len(), new.told.is_none(), new.open), (1, true, opening("link")));
    let here = gone(decide(whole(&carcassonne("link", 7, 4), Envelope::default()), &held, ME));
    assert_eq!((here.write.len(), here.open), (0, opening("mine")));
    let on = gone(decide(whole(&carcassonne("link", 7, 9), Envelope::default()), &held, ME));
    assert_eq!((on.write[0].id.as_str(), on.write[0].since, on.open), ("mine", Some(4), opening("mine")));
    let older = gone(decide(whole(&carcassonne("link", 7, 2), Envelope::default()), &held, ME));
    assert!(older.write.is_empty() && matches!(older.told, Some(Told::Older { theirs: 2, ours: 4 })));
    assert_eq!(older.open, opening("mine"));
}

// Another game under the same id asks which to keep; the answer is taken in the
// same pass: mine opens the one held, theirs and both write the link's game.
#[test]
fn another_game_under_the_same_id_asks_and_the_answer_goes_on_in_the_same_pass() {
    let stored = [carcassonne("a", 1, 4)];
    let ask = || match decide(whole(&carcassonne("a", 9, 4), Envelope::default()), &stored, ME) {
        Decision::Ask(question @ Question::Keep { .. }) => question,
        other => panic!("{other:?}"),
    };
    let mine = gone(take(ask(), Choice::Keep(Keep::Mine), &stored, ME, "fresh"));
    assert_eq!((mine.write.len(), mine.open), (0, opening("a")));
    let both = gone(take(ask(), Choice::Keep(Keep::Both), &stored, ME, "fresh"));
    assert_eq!((both.write[0].id.as_str(), both.open), ("fresh", opening("fresh")));
    // An answer to another question asks again, and writes nothing.
    assert!(matches!(
        take(ask(), Choice::Fork { theirs: true }, &stored, ME, "f"),
        Decision::Ask(Question::Keep { .. })
    ));
}

/// Carcassonne's game of seed 7 at move 3, gone on its own way: each takes the last action.
fn other_way(id: &str) -> SavedGame {
    let mut session = carcassonne(id, 7, 3).open::<Carcassonne>().unwrap().session;
    for _ in 0..2 {
        let last = session.state().legal_actions().pop().unwrap();
        session.apply(last).unwrap();
    }
    SavedGame::new(id, seats(2), &session, 2.0)
}

// A fork asks which way the table plays on, then keeps the other way beside it.
#[test]
fn a_fork_asks_then_writes_the_way_set_aside_and_the_way_played_on() {
    let stored = [carcassonne("mine", 7, 5)];
    let Decision::Ask(question) = decide(whole(&other_way("link"), Envelope::default()), &stored, ME) else {
        panic!("a fork asks")
    };
    assert!(matches!(question, Question::Fork { common: 3, .. }));
    let go = gone(take(question, Choice::Fork { theirs: true }, &stored, ME, "aside"));
    let ids: Vec<_> = go.write.iter().map(|s| (s.id.as_str(), s.forked_at)).collect();
    assert_eq!((ids, go.open), (vec![("aside", Some(3)), ("mine", None)], opening("mine")));
}

/// Carcassonne's game of seed 3 after 2 moves, its two seats on the devices `devices`.
fn bound_game(id: &str, devices: [Option<DeviceId>; 2]) -> SavedGame {
    let mut save = carcassonne(id, 3, 2);
    for (seat, device) in save.seats.iter_mut().zip(devices) {
        (seat.controller, seat.device) = (Controller::Elsewhere, device);
    }
    save
}

// A device already watching can take a seat handed to it ("Play them here" is offered to it
// too). Device 1 plays seat 0 and hands it over with no move made since; this device,
// which watched, is offered it, ticks it and plays it.
#[test]
fn a_watching_device_takes_a_seat_handed_to_it() {
    let watched = bound_game("watched", [Some(1), Some(2)]);
    assert!(watching(&watched.seats, None));
    let mut at_one = bound_game("there", [Some(1), Some(2)]);
    at_one.seats[0].controller = Controller::Person;
    let handed = SavedGame { seats: bound(&given(&at_one.seats, 0), 1), ..at_one };
    let envelope = Envelope { from: Some(1), to: Some(vec![0]) };
    let stored = [watched];
    let Decision::Ask(question) = decide(whole(&handed, envelope), &stored, ME) else { panic!("the seat is offered") };
    assert!(matches!(&question, Question::Seats { offered, .. } if offered == &[0]));
    let go = gone(take(question, Choice::Seats(vec![0, 1]), &stored, ME, "fresh"));
    assert_eq!(go.open.id, "watched", "the game held, with the same moves");
    let seats = &go.write.first().expect("the seat taken is written").seats;
    assert_eq!((seats[0].controller, seats[0].device, seats[0].handed), (Controller::Person, Some(ME), 1));
    assert_eq!((seats[1].controller, seats[1].device), (Controller::Elsewhere, Some(2)), "seat 1 was not offered");
    assert!(!watching(seats, None));
}
