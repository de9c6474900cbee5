//! A game played on several devices, its move sent by link after each turn;
//! seats that belong to devices, and one history.

use super::tests::{carcassonne, catch_me_in, seats, ME};
use super::*;
use crate::link::decode;
use crate::save::Sealing;
use catch_me::Mode;

fn with(controllers: &[Controller]) -> Vec<SeatSetup> {
    let mut all = seats(controllers.len());
    for (seat, &controller) in all.iter_mut().zip(controllers) {
        seat.controller = controller;
    }
    all
}

fn on(seats: &mut [SeatSetup], devices: &[Option<DeviceId>]) {
    seats.iter_mut().zip(devices).for_each(|(seat, &device)| seat.device = device);
}

fn controllers(seats: &[SeatSetup]) -> Vec<Controller> {
    seats.iter().map(|s| s.controller).collect()
}

fn to(seats: &[usize]) -> Envelope {
    Envelope { from: Some(1), to: Some(seats.to_vec()) }
}

use Controller::{Computer, Elsewhere, Person};

// "The hero's device never holds what the hero may not know: not in storage, files,
// links": a link of a game keeping a secret would carry it, to whichever device.
#[test]
fn a_game_keeping_a_secret_travels_to_no_device_before_its_end() {
    let session = catch_me_in(Mode::Pandemic, 6);
    assert_eq!(sharing(&session, &with(&[Person, Person]), ME), Sharing::Secret);
    assert_eq!(sharing(&session, &with(&[Person, Elsewhere]), ME), Sharing::Secret);
    assert_eq!(sharing(&session, &with(&[Elsewhere, Person]), ME), Sharing::Secret);
}

// "Each device has its own random id, kept with its saves ... the sender says for
// whom the link is".
#[test]
fn a_link_says_this_devices_seats_are_its_own_and_is_for_the_person_whose_turn_it_is() {
    let session = carcassonne("a", 3, 0).open::<carcassonne::Carcassonne>().unwrap().session;
    let Sharing::Link(link) = sharing(&session, &with(&[Elsewhere, Person]), ME) else { panic!("a link") };
    let shared = decode::<carcassonne::Carcassonne>(&link).unwrap();
    assert_eq!(shared.seats.iter().map(|s| s.device).collect::<Vec<_>>(), vec![None, Some(ME)]);
    assert_eq!(shared.envelope, Envelope { from: Some(ME), to: Some(vec![0]) }, "seat 0 is to play");
}

#[test]
fn the_first_arrival_offers_the_seat_the_link_is_for_and_binds_it_to_this_device() {
    let mut sent = with(&[Person, Elsewhere, Elsewhere]);
    on(&mut sent, &[Some(1), None, None]);
    assert_eq!(welcome(&sent, None, &to(&[1]), ME), Welcome::Offer(vec![1]));
    let here = seats_here(&sent, None, &[1], ME);
    assert_eq!(controllers(&here), vec![Elsewhere, Person, Elsewhere]);
    assert_eq!(here.iter().map(|s| s.device).collect::<Vec<_>>(), vec![Some(1), Some(ME), None]);
}

// A third friend who opens the next link does not become Blue, the creator's seat, unasked: a
// seat that belongs to a device is never taken by another, and a device offered none watches.
#[test]
fn a_device_that_holds_no_seat_and_is_offered_none_watches() {
    let mut sent = with(&[Person, Elsewhere, Elsewhere]);
    on(&mut sent, &[Some(1), Some(2), Some(3)]);
    assert_eq!(welcome(&sent, None, &to(&[0]), ME), Welcome::Watch);
    let here = seats_here(&sent, None, &[], ME);
    assert_eq!(controllers(&here), vec![Elsewhere; 3]);
    assert!(watching(&here, None));
    assert!(!watching(&with(&[Person, Elsewhere]), None) && !watching(&with(&[Person, Person]), None));
    let virus = Sealing::Keeper { key: [1; 32], nonce: None, chain: None };
    assert!(!watching(&with(&[Elsewhere, Computer]), Some(&virus)), "the virus's device plays its computer");
}

#[test]
fn a_device_that_plays_a_seat_goes_on_and_keeps_what_it_learnt_of_the_others() {
    let mut held = with(&[Elsewhere, Person, Elsewhere]);
    on(&mut held, &[Some(1), None, None]);
    let mut sent = with(&[Person, Elsewhere, Elsewhere]);
    on(&mut sent, &[None, Some(ME), Some(3)]);
    assert_eq!(welcome(&sent, Some(&held), &to(&[1]), ME), Welcome::Plays);
    let here = seats_here(&sent, Some(&held), &[], ME);
    assert_eq!(controllers(&here), vec![Elsewhere, Person, Elsewhere]);
    assert_eq!(here.iter().map(|s| s.device).collect::<Vec<_>>(), vec![Some(1), Some(ME), Some(3)]);
}

#[test]
fn a_link_of_format_1_offers_every_person_the_sender_played_elsewhere_and_never_the_computer() {
    let sent = with(&[Person, Elsewhere, Computer, Elsewhere]);
    assert_eq!(welcome(&sent, None, &Envelope::default(), ME), Welcome::Offer(vec![1, 3]));
    assert_eq!(controllers(&seats_here(&sent, None, &[3], ME)), vec![Elsewhere, Elsewhere, Computer, Person]);
}

#[test]
fn the_same_game_on_two_devices_is_one_game_whoever_plays_where() {
    let mut a = carcassonne("a", 7, 4);
    let mut b = carcassonne("b", 7, 4);
    (a.seats, b.seats) = (with(&[Person, Elsewhere]), with(&[Elsewhere, Person]));
    on(&mut b.seats, &[Some(1), Some(ME)]);
    assert!(same_game(&a, &b));
    b.seats[1].controller = Computer;
    assert!(!same_game(&a, &b), "a computer seat is the same on every device");
}

#[test]
fn moves_made_on_the_other_device_continue_the_game_held_here() {
    // "opening it on the other device shows what happened since that person last played".
    let held = carcassonne("mine", 7, 4);
    let later = carcassonne("sent", 7, 9);
    assert_eq!(arrival(&later, std::slice::from_ref(&held)), Arrival::Continues { id: "mine".into(), since: 4 });
}

// 'A link older than the game held says so ("older than the game here: 2 moves
// against 4; nothing to do") and opens the game held.'
#[test]
fn an_older_link_changes_nothing_and_says_how_much_older() {
    let held = carcassonne("mine", 7, 4);
    let older = Arrival::Older { id: "mine".into(), theirs: 2, ours: 4 };
    assert_eq!(arrival(&carcassonne("old", 7, 2), std::slice::from_ref(&held)), older);
}

/// The game of `carcassonne(id, seed, common)` gone on `more` moves its own way: each takes the
/// last legal action, where `carcassonne` takes the first.
fn gone_other_way(id: &str, seed: u64, common: usize, more: usize) -> SavedGame {
    use carcassonne::Carcassonne;
    let mut session = carcassonne(id, seed, common).open::<Carcassonne>().unwrap().session;
    for _ in 0..more {
        let last = session.state().legal_actions().pop().expect("the game goes on");
        session.apply(last).unwrap();
    }
    SavedGame::new(id, seats(2), &session, 2.0)
}

// "A fork (both sides moved from the same point) shows both continuations with their
// moves, asks which one the table plays on, and keeps the other as a file or a save, never
// dropped in silence."
#[test]
fn a_fork_keeps_both_ways_and_plays_on_the_one_chosen() {
    let held = carcassonne("mine", 7, 5);
    let theirs = gone_other_way("link", 7, 3, 3);
    assert_eq!(arrival(&theirs, std::slice::from_ref(&held)), Arrival::Forked { id: "mine".into(), common: 3 });
    for play_theirs in [false, true] {
        let [played, aside] = settle_fork(&held, &theirs, play_theirs, 3, "fresh");
        let (chosen, other) = if play_theirs { (&theirs, &held) } else { (&held, &theirs) };
        assert_eq!((played.id.as_str(), &played.record, played.forked_at), ("mine", &chosen.record, None));
        assert_eq!((aside.id.as_str(), &aside.record, aside.forked_at), ("fresh", &other.record, Some(3)));
        // The way set aside is never taken for the game when the next link comes.
        assert_eq!(held_here(&theirs, &[aside.clone(), played.clone()]), Some("mine"));
    }
}

#[test]
fn a_fork_names_who_made_the_moves_of_each_way() {
    let theirs = gone_other_way("link", 7, 3, 3);
    let who = movers(&theirs, 3);
    assert!(!who.is_empty() && who.iter().all(|m| m.is_some_and(|seat| seat < 2)), "{who:?}");
    assert_eq!(movers(&theirs, 6), vec![], "no moves after the last");
}

fn held_here<'a>(incoming: &SavedGame, stored: &'a [SavedGame]) -> Option<&'a str> {
    held(&SavedGame { id: "other".into(), ..incoming.clone() }, stored).map(|s| s.id.as_str())
}

// A game ends on one device, and the others learn it only by link: the end reached
// here is sent to the person elsewhere; one that came from there is not sent back; a sealed
// game's end goes from the virus's device with its key, and from the hero's until the key came.
#[test]
fn the_end_reached_here_is_sent_to_the_device_that_has_not_seen_it() {
    let seats = with(&[Person, Elsewhere, Computer]);
    assert_eq!(end_addressee(&seats, Some(Turn::Seat(0)), None), Some(1));
    assert_eq!(end_addressee(&seats, Some(Turn::Seat(2)), None), Some(1));
    assert_eq!(end_addressee(&seats, Some(Turn::Seat(1)), None), None);
    assert_eq!(end_addressee(&with(&[Person, Computer]), Some(Turn::Seat(0)), None), None);
    let virus = Sealing::Keeper { key: [1; 32], nonce: Some([2; 16]), chain: None };
    assert_eq!(end_addressee(&seats, Some(Turn::Seat(1)), Some(&virus)), Some(1));
    let waiting = Sealing::Blind { commitment: [3; 32], nonce: [2; 16], key: None, chain: None };
    assert_eq!(end_addressee(&seats, Some(Turn::Seat(1)), Some(&waiting)), Some(1));
    let checked = Sealing::Blind { key: Some([1; 32]), commitment: [3; 32], nonce: [2; 16], chain: None };
    assert_eq!(end_addressee(&seats, Some(Turn::Seat(1)), Some(&checked)), None);
}

// "A seat changes device only when its device hands it over": the device that plays a
// seat gives it up with a link for it; the first device to open that link takes it, where the
// seat's old binding held it before; a link older than the handing never gives it back.
#[test]
fn a_seat_changes_device_only_when_its_device_hands_it_over() {
    let session = carcassonne("a", 3, 0).open::<carcassonne::Carcassonne>().unwrap().session;
    let mut before = with(&[Person, Elsewhere]);
    on(&mut before, &[Some(ME), Some(2)]);
    let at_three = seats_here(&before, None, &[], 3);
    assert_eq!(welcome(&before, Some(&at_three), &to(&[0]), 3), Welcome::Watch, "bound, seat 0 is not offered");
    let gave = given(&before, 0);
    assert_eq!((gave[0].controller, gave[0].device, gave[0].handed), (Elsewhere, None, 1));
    let Sharing::Link(link) = handing(&session, &gave, ME, 0) else { panic!("a link") };
    let shared = decode::<carcassonne::Carcassonne>(&link).unwrap();
    assert_eq!(shared.envelope.to, Some(vec![0]));
    assert_eq!(welcome(&shared.seats, Some(&at_three), &shared.envelope, 3), Welcome::Offer(vec![0]));
    let taken = seats_here(&shared.seats, Some(&at_three), &[0], 3);
    assert_eq!((taken[0].controller, taken[0].device, taken[0].handed), (Person, Some(3), 1));
    // The old link, from before the handing, arrives later: the seat stays on device 3.
    let again = seats_here(&before, Some(&taken), &[], 3);
    assert_eq!((again[0].controller, again[0].device, again[0].handed), (Person, Some(3), 1));
    assert_eq!(welcome(&before, Some(&taken), &to(&[0]), 3), Welcome::Plays);
    // The device that gave it up learns where it went from the next link.
    let back = seats_here(&bound(&taken, 3), Some(&gave), &[], ME);
    assert_eq!((back[0].controller, back[0].device), (Elsewhere, Some(3)));
}
