//! Issue 24: a game played on several devices, its move sent by link after each turn.

use super::tests::{carcassonne, catch_me_in, seats};
use super::*;
use crate::games::catch_me::Mode;

fn with(controllers: &[Controller]) -> Vec<SeatSetup> {
    let mut all = seats(controllers.len());
    for (seat, &controller) in all.iter_mut().zip(controllers) {
        seat.controller = controller;
    }
    all
}

use Controller::{Computer, Elsewhere, Person};

#[test]
fn a_game_played_on_several_devices_travels_while_it_keeps_a_secret() {
    // "carries the hidden part so that the opening device shows only its own seat's view".
    let session = catch_me_in(Mode::Pandemic, 6);
    assert_eq!(sharing(&session, &with(&[Person, Person])), Sharing::Secret);
    assert!(matches!(sharing(&session, &with(&[Person, Elsewhere])), Sharing::Link(_)));
}

#[test]
fn the_first_arrival_plays_here_whom_the_sender_played_elsewhere() {
    let sent = with(&[Person, Elsewhere, Computer]);
    assert_eq!(elsewhere_seats(&sent), vec![1]);
    let here = seats_here(&sent, None, &[1]);
    assert_eq!(here.iter().map(|s| s.controller).collect::<Vec<_>>(), vec![Elsewhere, Person, Computer]);
}

#[test]
fn with_more_devices_the_first_arrival_plays_only_the_seats_chosen_here() {
    let here = seats_here(&with(&[Person, Elsewhere, Elsewhere]), None, &[2]);
    assert_eq!(here.iter().map(|s| s.controller).collect::<Vec<_>>(), vec![Elsewhere, Elsewhere, Person]);
}

#[test]
fn a_game_held_here_keeps_who_plays_on_this_device() {
    let held = with(&[Elsewhere, Person, Elsewhere]);
    let sent = with(&[Elsewhere, Elsewhere, Person]);
    assert_eq!(seats_here(&sent, Some(&held), &[]), held);
}

#[test]
fn the_same_game_on_two_devices_is_one_game_whoever_plays_where() {
    let mut a = carcassonne("a", 7, 4);
    let mut b = carcassonne("b", 7, 4);
    (a.seats, b.seats) = (with(&[Person, Elsewhere]), with(&[Elsewhere, Person]));
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
    let other = carcassonne("other", 7, 2);
    assert_eq!(arrival(&other, std::slice::from_ref(&held)), Arrival::Differs("mine".into()), "fewer moves: asked");
}
