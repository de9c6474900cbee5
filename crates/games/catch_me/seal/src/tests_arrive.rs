//! Two devices at the virus's first link of a sealed game: each arrives as the hero, and the
//! virus's device, once it has heard from one, refuses the other as the hero's seat taken.

use catch_me::{CatchMe, Mode, Options, HERO};
use engine::{Game, Session, Turn};
use table::save::{SaveProblem, SavedGame};
use table::seal::Drawn;
use table::seats::{Controller, SeatSetup};

use super::{arrive, link, start};

fn seats(count: usize) -> Vec<SeatSetup> {
    (0..count).map(|colour| SeatSetup { colour, ..SeatSetup::default_for(0) }).collect()
}

/// The hero's device's save after its first turn, played with the first legal actions, or
/// the last: two devices that play the hero each their own way.
fn hero_moved(save: &SavedGame, last: bool) -> SavedGame {
    let mut session: Session<CatchMe> = save.open().unwrap().session;
    while session.state().turn() == Turn::Seat(HERO) {
        let mut legal = session.state().legal_actions();
        let action = if last { legal.pop().unwrap() } else { legal.swap_remove(0) };
        session.apply(action).unwrap();
    }
    SavedGame { sealing: save.sealing.clone(), ..SavedGame::new(&save.id, save.seats.clone(), &session, 2.0) }
}

// When two devices open the virus's first link, each joins as the hero, but the second is told
// the hero's seat is taken, not that its links were edited. The virus's device hears from
// device 21 first: device 22's link is refused there as the hero's seat taken, and so is the
// virus's answer on device 22.
#[test]
fn the_second_device_at_the_viruss_first_link_is_told_the_heros_seat_was_taken() {
    let mut setup = seats(2);
    (setup[HERO].controller, setup[HERO].name) = (Controller::Elsewhere, "Ann".into());
    let options = Options { mode: Mode::Quarantine, ..Options::default() };
    let virus = start("v", setup, &options, 5, [9; 32], 1.0).unwrap();
    let first = link(&virus, 11).unwrap();
    let (a, _) = arrive(&first, &[], 21, "a", Drawn { nonce: [1; 16], chain: [1; 32] }, 1.0).unwrap();
    let (b, _) = arrive(&first, &[], 22, "b", Drawn { nonce: [2; 16], chain: [2; 32] }, 1.0).unwrap();
    let (a, b) = (hero_moved(&a, false), hero_moved(&b, true));
    assert_ne!(a.record, b.record, "each its own way");
    let (virus, _) =
        arrive(&link(&a, 21).unwrap(), &[virus], 11, "x", Drawn { nonce: [0; 16], chain: [0; 32] }, 2.0).unwrap();
    let taken = Err(SaveProblem::SeatTaken { seat: HERO, name: "Ann".into() });
    assert_eq!(
        arrive(
            &link(&b, 22).unwrap(),
            std::slice::from_ref(&virus),
            11,
            "x",
            Drawn { nonce: [0; 16], chain: [0; 32] },
            3.0
        )
        .map(|_| ()),
        taken
    );
    assert_eq!(
        arrive(&link(&virus, 11).unwrap(), &[b], 22, "x", Drawn { nonce: [0; 16], chain: [0; 32] }, 3.0).map(|_| ()),
        taken
    );
    assert!(
        arrive(&link(&virus, 11).unwrap(), &[a], 21, "x", Drawn { nonce: [0; 16], chain: [0; 32] }, 3.0).is_ok(),
        "the first goes on"
    );
}
