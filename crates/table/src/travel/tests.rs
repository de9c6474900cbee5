//! What may be shared of a game, and a game arriving where it is already held.

use super::*;
use crate::seats::DeviceId;
use carcassonne::{Carcassonne, Options as CarcassonneOptions};
use catch_me::{self, CatchMe, Mode};
use engine::Turn;

/// This device's id in these tests.
pub(super) const ME: DeviceId = 7;

pub(super) fn seats(count: usize) -> Vec<SeatSetup> {
    (0..count).map(|colour| SeatSetup { colour, ..SeatSetup::default_for(0) }).collect()
}

/// `moves` first legal actions of a game from `seed`, or to its end.
fn played<G: Game>(options: G::Options, seed: u64, moves: usize) -> Session<G> {
    let mut session = Session::<G>::new(options, seed).unwrap();
    while session.ply() < moves && session.state().turn() != Turn::Over {
        let first = session.state().legal_actions()[0].clone();
        session.apply(first).unwrap();
    }
    session
}

pub(super) fn carcassonne(id: &str, seed: u64, moves: usize) -> SavedGame {
    SavedGame::new(id, seats(2), &played::<Carcassonne>(CarcassonneOptions::default(), seed, moves), 1.0)
}

pub(super) fn catch_me_in(mode: Mode, moves: usize) -> Session<CatchMe> {
    played::<CatchMe>(catch_me::Options { mode, ..Default::default() }, 3, moves)
}

#[test]
fn a_game_that_hides_the_virus_is_not_shared_until_it_is_over() {
    for mode in [Mode::Quarantine, Mode::Pandemic] {
        assert_eq!(sharing(&catch_me_in(mode, 6), &seats(2), ME), Sharing::Secret, "{mode:?}");
        let over = catch_me_in(mode, usize::MAX);
        assert!(matches!(sharing(&over, &seats(2), ME), Sharing::Link(_)), "{mode:?} over");
    }
}

#[test]
fn a_game_that_hides_nothing_is_shared_at_any_point() {
    assert!(matches!(sharing(&catch_me_in(Mode::Normal, 6), &seats(2), ME), Sharing::Link(_)));
    let session = played::<Carcassonne>(CarcassonneOptions::default(), 5, 9);
    let Sharing::Link(text) = sharing(&session, &seats(2), ME) else { panic!("a link") };
    assert_eq!(link::decode::<Carcassonne>(&text).unwrap().session.record(), session.record());
}

#[test]
fn a_game_with_the_wrong_seats_has_no_link() {
    let session = played::<Carcassonne>(CarcassonneOptions::default(), 5, 3);
    assert!(matches!(sharing(&session, &seats(3), ME), Sharing::NoLink(Unshareable::Seats(_))));
}

// A shared link carries none of the sender's page settings (?game=...&players=5&computer=...&
// locked=1&lang=it): they would lengthen it, and preset what the receiver did not choose.
#[test]
fn the_shared_address_is_the_page_without_its_settings_or_hash_and_opens_the_link() {
    let address = shared_address("https://x.example/games/?lang=it#/carcassonne/play/a1", "AbC-_");
    assert_eq!(address, "https://x.example/games/#/open/AbC-_");
    let embedded = "https://school.example/q/?game=lab-race&players=3&computer=2,3&locked=1&lang=it#/lab-race/play/b2";
    assert_eq!(shared_address(embedded, "x"), "https://school.example/q/#/open/x");
    assert_eq!(shared_address("http://127.0.0.1/q/", "x"), "http://127.0.0.1/q/#/open/x");
    assert_eq!(file_name("vaccine-race", "2025-03-01"), "quarantable-vaccine-race-2025-03-01.json");
}

#[test]
fn a_game_not_held_here_is_new() {
    let stored = [carcassonne("a", 1, 4), carcassonne("b", 2, 4)];
    assert_eq!(arrival(&carcassonne("c", 3, 4), &stored), Arrival::New);
}

#[test]
fn the_same_game_with_the_same_moves_opens_the_one_held_here() {
    let stored = [carcassonne("a", 1, 4), carcassonne("b", 2, 4)];
    assert_eq!(arrival(&carcassonne("new", 2, 4), &stored), Arrival::Here("b".into()));
}

#[test]
fn the_same_game_with_fewer_moves_is_an_older_link() {
    let stored = [carcassonne("a", 1, 4), carcassonne("b", 2, 4)];
    // Fewer moves than held here, the same as far as they go: an older link.
    // (More moves that follow on from the held ones continue it; a fork: tests_devices.rs.)
    let older = Arrival::Older { id: "b".into(), theirs: 1, ours: 4 };
    assert_eq!(arrival(&carcassonne("new", 2, 1), &stored), older);
}

#[test]
fn other_seats_or_options_make_another_game() {
    let mut renamed = carcassonne("new", 2, 4);
    renamed.seats[0].name = "Anna".into();
    assert_eq!(arrival(&renamed, &[carcassonne("b", 2, 4)]), Arrival::New);
    let mut other_options = carcassonne("new", 2, 4);
    other_options.record["options"] = serde_json::json!({"other": true});
    assert_eq!(arrival(&other_options, &[carcassonne("b", 2, 4)]), Arrival::New);
}

#[test]
fn a_file_with_the_id_of_another_save_is_never_written_over_it_without_asking() {
    let stored = [carcassonne("a", 1, 4)];
    assert_eq!(arrival(&carcassonne("a", 9, 4), &stored), Arrival::Differs("a".into()));
}

#[test]
fn keeping_mine_writes_nothing_theirs_takes_my_place_and_both_takes_a_new_id() {
    let incoming = carcassonne("link", 2, 7);
    assert_eq!(kept(&incoming, "b", Keep::Mine, "fresh"), None);
    let theirs = kept(&incoming, "b", Keep::Theirs, "fresh").unwrap();
    assert_eq!((theirs.id.as_str(), &theirs.record), ("b", &incoming.record));
    assert_eq!(kept(&incoming, "b", Keep::Both, "fresh").unwrap().id, "fresh");
}
