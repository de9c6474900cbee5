//! The players' bridges (ruling, "A sick unmasked piece that moves ... on its bridge too" and the
//! 6's sanitizer "on the loop or on its own bridge"): a virus left on a bridge, how it meets
//! pieces and why the virus's turn never moves it, and sanitizers there. Yellow's bridge is
//! yellow's way 52..=56, board fields 57..=61.

use super::tests::{add_virus, masked, play, put, rolled, sanitizer, sick, spot, two, viruses, B0, Y0, Y1};
use super::tests_virus::{moved, virus_rolls};
use super::*;
use engine::Game;

/// The field `travelled` fields along yellow's way: on its bridge from 52.
fn yellow(travelled: u8) -> Field {
    Field::of(Colour::Yellow, travelled)
}

/// Yellow, sick and unmasked, moves Y0 from `from` fields along its way by `face`.
fn sick_yellow_moves(game: &mut LabRace, from: u8, face: u8) -> Vec<Event> {
    put(game, Y0, from);
    sick(game, Y0);
    rolled(game, 0, face);
    play(game, Action::Move(Y0))
}

// Ruling: "A sick unmasked piece that moves leaves a new virus on the field it left (the virus
// multiplies), on its bridge too: the seed makes no exception." Seed: "If a sick person without a
// mask moves on, he/she leaves a virus in the field from which he/she moved from".
#[test]
fn a_sick_unmasked_piece_leaving_its_bridge_leaves_a_virus() {
    let mut game = two(&[]);
    let events = sick_yellow_moves(&mut game, 53, 2);
    assert!(events.contains(&Event::VirusLeftBehind { field: yellow(53), by: Y0 }));
    assert_eq!((game.viruses(), game.virus_count(), spot(&game, Y0)), (&[yellow(53)][..], 5, Spot::Out(55)));
    assert!(game.invariants().is_ok(), "a virus may stand on a player's bridge");
}

// Ruling: "A virus on a player's bridge is never moved by the virus's turn (it cannot go
// round)". Ruling (ours): so it is neither the "backmost" nor the "first" virus, and with only
// such viruses out and no 6 the virus passes.
#[test]
fn a_virus_on_a_players_bridge_is_never_moved_by_the_virus_turn() {
    let mut game = two(&[2]);
    add_virus(&mut game, yellow(52).0);
    put(&mut game, Y0, 54);
    let events = virus_rolls(&mut game);
    assert_eq!(events, vec![Event::VirusRolled { face: 2 }, Event::VirusPassed], "not even to infect");
    assert_eq!((game.viruses(), game.piece(Y0).sick), (&[yellow(52)][..], false));
    // A virus on the loop is then the backmost and the first: nobody stands between the viruses.
    let mut game = two(&[2]);
    add_virus(&mut game, yellow(52).0);
    add_virus(&mut game, 5);
    put(&mut game, B0, 20);
    let events = virus_rolls(&mut game);
    assert_eq!(moved(&events), Some((5, 7, VirusRule::First)));
    assert_eq!(viruses(&game), vec![7, yellow(52).0]);
}

// Ruling: a virus on a player's bridge "counts toward the 12"; and humanity wins only "when no
// virus is left".
#[test]
fn a_virus_on_a_players_bridge_counts_toward_the_12() {
    let mut game = two(&[]);
    for field in [1, 2, 3, 4] {
        add_virus(&mut game, field);
    }
    game.focus = 7;
    let events = sick_yellow_moves(&mut game, 53, 1);
    assert_eq!(events.last(), Some(&Event::HumanityLost { why: LossReason::TwelveViruses }));
    assert_eq!(game.virus_count(), 12);
    let mut one_left = two(&[3]);
    add_virus(&mut one_left, yellow(55).0);
    one_left.focus = 0;
    virus_rolls(&mut one_left);
    assert_eq!((one_left.virus_count(), one_left.ending()), (1, None), "not won while it stands there");
}

// Ruling: a virus on a player's bridge "meets pieces as anywhere: it goes back to the focus when
// it meets a healthy or masked piece" (the healthy one falls sick, the mask wears out).
#[test]
fn a_virus_on_a_players_bridge_goes_back_to_the_focus_when_a_healthy_or_masked_piece_meets_it() {
    for mask in [None, Some(50)] {
        let mut game = two(&[]);
        add_virus(&mut game, yellow(54).0);
        put(&mut game, Y0, 51);
        if let Some(fields) = mask {
            masked(&mut game, Y0, fields);
        }
        rolled(&mut game, 0, 3);
        let events = play(&mut game, Action::Move(Y0));
        assert!(events.contains(&Event::VirusBackToFocus { from: yellow(54) }), "{mask:?}");
        assert_eq!((game.viruses().len(), game.focus(), spot(&game, Y0)), (0, 4, Spot::Out(54)));
        assert_eq!((game.piece(Y0).sick, game.piece(Y0).mask), (mask.is_none(), None));
    }
}

// Ruling: "when a sick unmasked piece lands on it, it moves forward to the next free field of
// that bridge". Seed: "If a sick, unmasked person enters a field where there is a virus, the virus
// moves forward".
#[test]
fn a_sick_unmasked_piece_landing_on_a_bridge_virus_pushes_it_up_that_bridge() {
    let mut game = two(&[]);
    add_virus(&mut game, yellow(53).0);
    put(&mut game, Y1, 54);
    let events = sick_yellow_moves(&mut game, 51, 2);
    assert!(events.contains(&Event::SteppedOn { mover: Mover::Virus, from: yellow(53), to: yellow(55) }));
    assert_eq!(spot(&game, Y0), Spot::Out(53));
    assert_eq!(viruses(&game), vec![12, yellow(55).0], "past Y1, and one left on the loop's field 13");
}

// Ruling: "... to the next free field of that bridge, into the lab if none is left (humanity
// loses)."
#[test]
fn a_bridge_virus_with_no_free_field_left_is_pushed_into_the_lab_and_humanity_loses() {
    let mut game = two(&[]);
    add_virus(&mut game, yellow(55).0);
    put(&mut game, Y1, 56);
    let events = sick_yellow_moves(&mut game, 53, 2);
    assert!(events.contains(&Event::SteppedOn { mover: Mover::Virus, from: yellow(55), to: Field::LAB }));
    assert_eq!(events.last(), Some(&Event::HumanityLost { why: LossReason::VirusInLab }));
    assert_eq!(game.viruses_in_lab(), 1);
}

// Ruling: a virus on a player's bridge "is destroyed on a sanitizer"; "a virus that enters it is
// destroyed for good (it does not go back to the focus)".
#[test]
fn a_virus_on_a_players_bridge_is_destroyed_on_a_sanitizer() {
    let mut game = two(&[]);
    add_virus(&mut game, yellow(53).0);
    sanitizer(&mut game, yellow(54).0, 2);
    let events = sick_yellow_moves(&mut game, 50, 3);
    assert!(events.ends_with(&[
        Event::SteppedOn { mover: Mover::Virus, from: yellow(53), to: yellow(54) },
        Event::SanitizerUsed { field: yellow(54), uses_left: 1 },
        Event::VirusDestroyed { field: yellow(54) },
        Event::VirusLeftBehind { field: yellow(50), by: Y0 },
    ]));
    assert_eq!((viruses(&game), game.virus_count()), (vec![yellow(50).0], 4), "only the one left behind");
}

// Ruling: on a 6, "place a hand sanitizer on a field where one of its own pieces stands, on the
// loop or on its own bridge ("any field", seed)". Seed: "A player can place a hand sanitizer on
// any field on which he/she stands with his/her own piece."
#[test]
fn a_6_offers_a_sanitizer_under_an_own_piece_on_its_own_bridge() {
    let mut game = two(&[]);
    put(&mut game, Y0, 53);
    put(&mut game, B0, 54);
    rolled(&mut game, 0, 6);
    let legal = game.legal_actions();
    assert!(legal.contains(&Action::PlaceSanitizer(yellow(53))), "{legal:?}");
    assert!(!legal.contains(&Action::PlaceSanitizer(Field::of(Colour::Blue, 54))), "not under blue's piece");
    play(&mut game, Action::PlaceSanitizer(yellow(53)));
    assert_eq!(game.sanitizers(), &[Sanitizer { field: yellow(53), uses: 2, placed_by: Colour::Yellow }]);
    let mut elsewhere = game.clone();
    elsewhere.sanitizers[0].field = Field::of(Colour::Blue, 53);
    assert!(elsewhere.invariants().is_err(), "yellow's sanitizer on blue's bridge");
}
