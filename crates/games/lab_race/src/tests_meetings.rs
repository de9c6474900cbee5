//! Meetings, masks, sanitizers and the sick mover (seed "Rules"; ruling "One piece per field.
//! Meetings", masks, "Hand sanitizer", "A sick unmasked piece that moves"). Yellow's exit is field
//! 13, blue's 26; the pieces are put on loop fields.

use super::tests::{add_virus, masked, play, put_on, rolled, sanitizer, sick, spot, two, viruses, B0, Y0, Y1};
use super::*;

/// Yellow (seat 0) moves Y0 from field `from` by `face`.
fn yellow_moves(game: &mut LabRace, from: u8, face: u8) -> Vec<Event> {
    put_on(game, Y0, from);
    rolled(game, 0, face);
    play(game, Action::Move(Y0))
}

fn on(field: u8) -> Spot {
    Spot::Out(Field(field).travelled(Colour::Yellow).unwrap())
}

// Ruling: "Same colour: the mover steps on to the next free field." Seed: "the stepper crosses the
// other (they live in one household ...)".
#[test]
fn same_colour_the_mover_steps_on_to_the_next_free_field() {
    let mut game = two(&[]);
    put_on(&mut game, Y1, 23);
    put_on(&mut game, B0, 24);
    let events = yellow_moves(&mut game, 20, 3);
    let stepped = Event::SteppedOn { mover: Mover::Piece(Y0), from: Field(23), to: Field(25) };
    assert_eq!(events, vec![Event::Moved { piece: Y0, from: Field(20), to: Field(23) }, stepped]);
    assert_eq!((spot(&game, Y0), spot(&game, Y1)), (on(25), on(23)));
    assert_eq!(game.field_of(B0), Some(Field(24)), "stepping past a piece meets nobody");
}

// Ruling: "Different colours, neither masked: both go home". Seed: "they violate the rules of
// social distancing ... they both go home to their own home quarantine".
#[test]
fn different_colours_neither_masked_both_go_home() {
    let mut game = two(&[]);
    put_on(&mut game, B0, 23);
    let events = yellow_moves(&mut game, 20, 3);
    assert_eq!(&events[1..], &[Event::WentHome { piece: Y0 }, Event::WentHome { piece: B0 }]);
    assert_eq!((spot(&game, Y0), spot(&game, B0)), (Spot::Home, Spot::Home));
    assert!(!game.piece(Y0).sick && !game.piece(B0).sick);
}

// Ruling: "... if one was sick, both are sick now." Seed: "A sick person makes the other sick if
// they move to the same field (unless one of them wears a mask)".
#[test]
fn different_colours_neither_masked_one_sick_both_go_home_sick() {
    let mut game = two(&[]);
    put_on(&mut game, B0, 23);
    sick(&mut game, B0);
    let events = yellow_moves(&mut game, 20, 3);
    assert!(events.contains(&Event::FellSick { piece: Y0 }));
    assert_eq!((spot(&game, Y0), spot(&game, B0)), (Spot::Home, Spot::Home));
    assert!(game.piece(Y0).sick && game.piece(B0).sick);
}

// Ruling: "Different colours, one masked: nobody goes home and nobody is infected ... the mover
// steps on to the next free field." Seed: "The mask protects the wearer and others".
#[test]
fn different_colours_one_masked_nobody_goes_home_and_the_mover_steps_on() {
    for masked_piece in [Y0, B0] {
        let mut game = two(&[]);
        put_on(&mut game, B0, 23);
        put_on(&mut game, Y0, 20);
        masked(&mut game, masked_piece, 50);
        yellow_moves(&mut game, 20, 3);
        assert_eq!((spot(&game, Y0), game.field_of(B0)), (on(24), Some(Field(23))), "{masked_piece:?} masked");
        assert!(game.piece(masked_piece).mask.is_some(), "nobody was sick: the mask stays");
    }
}

// Ruling: "a masked piece that met a sick piece loses its mask". Seed: "If the mask is infected from
// the outside (the wearer encounters ... a sick person), it wears out immediately, but it doesn't
// occur infection".
#[test]
fn a_masked_piece_that_meets_a_sick_piece_loses_its_mask_without_infection() {
    // The masked mover meets a sick piece.
    let mut game = two(&[]);
    put_on(&mut game, B0, 23);
    sick(&mut game, B0);
    put_on(&mut game, Y0, 20);
    masked(&mut game, Y0, 50);
    let events = yellow_moves(&mut game, 20, 3);
    assert!(events.contains(&Event::MaskWornOut { piece: Y0, why: MaskWear::MetSick }));
    assert_eq!((spot(&game, Y0), game.piece(Y0).sick), (on(24), false));
    // A sick masked mover meets a masked healthy piece: only the healthy one's mask wears out.
    let mut game = two(&[]);
    put_on(&mut game, B0, 23);
    masked(&mut game, B0, 50);
    put_on(&mut game, Y0, 20);
    masked(&mut game, Y0, 50);
    sick(&mut game, Y0);
    yellow_moves(&mut game, 20, 3);
    assert_eq!((game.piece(B0).mask, game.piece(B0).sick), (None, false));
    assert_eq!(game.piece(Y0).mask, Some(Mask { fields_left: 46 }), "3 fields moved and 1 stepped on");
}

// Ruling: "Person onto virus ...: unmasked healthy person becomes sick and the virus goes back to
// the focus". Seed: "If a virus and a person are on the same field, the person will be infected
// (unless there is a mask on it) and the virus will return to the focuse".
#[test]
fn person_onto_virus_unmasked_healthy_falls_sick_and_the_virus_goes_back_to_the_focus() {
    let mut game = two(&[]);
    add_virus(&mut game, 23);
    let events = yellow_moves(&mut game, 20, 3);
    assert_eq!(&events[1..], &[Event::FellSick { piece: Y0 }, Event::VirusBackToFocus { from: Field(23) }]);
    assert_eq!((spot(&game, Y0), game.piece(Y0).sick), (on(23), true));
    assert_eq!((game.focus(), game.viruses().len()), (4, 0));
}

// Ruling: "masked person loses the mask, not sick, and the virus goes back to the focus".
#[test]
fn person_onto_virus_masked_loses_the_mask_and_the_virus_goes_back_to_the_focus() {
    let mut game = two(&[]);
    add_virus(&mut game, 23);
    put_on(&mut game, Y0, 20);
    masked(&mut game, Y0, 50);
    let events = yellow_moves(&mut game, 20, 3);
    assert!(events.contains(&Event::MaskWornOut { piece: Y0, why: MaskWear::MetVirus }));
    assert_eq!((spot(&game, Y0), game.piece(Y0).sick, game.piece(Y0).mask), (on(23), false, None));
    assert_eq!(game.focus(), 4);
}

// Ruling: "sick unmasked person: the virus moves forward to the next free field." Seed: "If a sick,
// unmasked person enters a field where there is a virus, the virus moves forward".
#[test]
fn person_onto_virus_sick_unmasked_moves_the_virus_forward() {
    let mut game = two(&[]);
    add_virus(&mut game, 23);
    add_virus(&mut game, 24);
    put_on(&mut game, Y0, 20);
    sick(&mut game, Y0);
    let events = yellow_moves(&mut game, 20, 3);
    assert!(events.contains(&Event::SteppedOn { mover: Mover::Virus, from: Field(23), to: Field(25) }));
    assert_eq!(spot(&game, Y0), on(23));
    assert_eq!(viruses(&game), vec![20, 24, 25], "and it left one behind on 20");
}

// Ruling: "A sick unmasked piece that moves leaves a new virus on the field it left (the virus
// multiplies)." Seed: "If a sick person without a mask moves on, he/she leaves a virus in the
// field from which he/she moved from". (From a bridge too: tests_bridge.rs.)
#[test]
fn a_sick_unmasked_mover_leaves_a_new_virus_behind() {
    let mut game = two(&[]);
    put_on(&mut game, Y0, 20);
    sick(&mut game, Y0);
    let events = yellow_moves(&mut game, 20, 2);
    assert!(events.contains(&Event::VirusLeftBehind { field: Field(20), by: Y0 }));
    assert_eq!((viruses(&game), game.virus_count()), (vec![20], 5));
    let mut masked_mover = two(&[]);
    put_on(&mut masked_mover, Y0, 20);
    sick(&mut masked_mover, Y0);
    masked(&mut masked_mover, Y0, 50);
    yellow_moves(&mut masked_mover, 20, 2);
    assert_eq!(masked_mover.virus_count(), 4, "the mask keeps it in");
}

// Ruling: "Masks last two laps (104 fields moved by the wearer)". Ruling (ours): a mask used up by
// a move is gone where that move ends.
#[test]
fn masks_wear_out_after_their_laps() {
    let mut game = two(&[]);
    put_on(&mut game, Y0, 20);
    masked(&mut game, Y0, 10);
    yellow_moves(&mut game, 20, 4);
    assert_eq!(game.piece(Y0).mask, Some(Mask { fields_left: 6 }));
    put_on(&mut game, B0, 30);
    masked(&mut game, Y0, 6);
    let events = yellow_moves(&mut game, 24, 6);
    assert!(events.contains(&Event::MaskWornOut { piece: Y0, why: MaskWear::Laps }));
    assert_eq!((spot(&game, Y0), spot(&game, B0)), (Spot::Home, Spot::Home), "unmasked where it lands");
}

// Ruling: "A field with sanitizer holds 2 uses; each piece or virus that enters it uses one, also
// one that then steps on to the next field; at 0 it is gone." Seed: "The hand sanitizer can be
// used twice and its content changes with each step".
#[test]
fn sanitizer_each_entry_uses_one_and_at_0_it_is_gone() {
    let mut game = two(&[]);
    sanitizer(&mut game, 23, 2);
    let events = yellow_moves(&mut game, 20, 3);
    assert!(events.contains(&Event::SanitizerUsed { field: Field(23), uses_left: 1 }));
    put_on(&mut game, Y1, 21);
    rolled(&mut game, 0, 2);
    let events = play(&mut game, Action::Move(Y1));
    assert!(events.contains(&Event::SanitizerUsed { field: Field(23), uses_left: 0 }));
    assert_eq!(spot(&game, Y1), on(24), "it stepped on past its own colour");
    assert!(game.sanitizers().is_empty());
}

// Ruling: meetings happen "when a mover ends its move on an occupied field", so passing over
// meets nobody. Ruling (ours): nor does it use a sanitizer.
#[test]
fn passing_over_a_field_meets_nobody_and_uses_no_sanitizer() {
    let mut game = two(&[]);
    put_on(&mut game, B0, 22);
    add_virus(&mut game, 21);
    sanitizer(&mut game, 23, 2);
    yellow_moves(&mut game, 20, 5);
    assert_eq!((spot(&game, Y0), game.piece(Y0).sick), (on(25), false));
    assert_eq!(game.sanitizers()[0].uses, 2);
}

// Seed: "There is no transmission of infection in a field where there is a hand sanitizer."
// Ruling (ours): nobody falls sick and no mask wears out there; unmasked pieces of two colours
// still both go home.
#[test]
fn no_infection_passes_on_a_sanitizer_field() {
    let mut game = two(&[]);
    put_on(&mut game, B0, 23);
    sick(&mut game, B0);
    sanitizer(&mut game, 23, 2);
    yellow_moves(&mut game, 20, 3);
    assert_eq!((spot(&game, Y0), game.piece(Y0).sick, spot(&game, B0)), (Spot::Home, false, Spot::Home));
    let mut game = two(&[]);
    put_on(&mut game, B0, 23);
    sick(&mut game, B0);
    sanitizer(&mut game, 23, 2);
    put_on(&mut game, Y0, 20);
    masked(&mut game, Y0, 50);
    yellow_moves(&mut game, 20, 3);
    assert_eq!((spot(&game, Y0), game.piece(Y0).mask), (on(24), Some(Mask { fields_left: 46 })));
}

// Ruling (ours): a sick unmasked piece leaving a sanitizer field leaves a virus that the
// sanitizer destroys at once, using one.
#[test]
fn a_virus_left_on_a_sanitizer_field_is_destroyed() {
    let mut game = two(&[]);
    put_on(&mut game, Y0, 20);
    sick(&mut game, Y0);
    sanitizer(&mut game, 20, 2);
    let events = yellow_moves(&mut game, 20, 2);
    assert!(events.ends_with(&[
        Event::VirusLeftBehind { field: Field(20), by: Y0 },
        Event::SanitizerUsed { field: Field(20), uses_left: 1 },
        Event::VirusDestroyed { field: Field(20) },
    ]));
    assert_eq!(game.virus_count(), 4);
}

// Seed: "A player steps on the exit point of his/her own color and wears a mask when exiting."
// Leaving home onto a taken exit field is a meeting of a masked mover.
#[test]
fn leaving_home_onto_a_taken_exit_field_meets_as_a_masked_mover() {
    let mut game = two(&[]);
    put_on(&mut game, B0, 13);
    rolled(&mut game, 0, 6);
    play(&mut game, Action::TakeOut(Y0));
    assert_eq!((spot(&game, Y0), game.field_of(B0)), (on(14), Some(Field(13))));
    assert_eq!(game.piece(Y0).mask, Some(Mask { fields_left: 103 }), "the step on is moved");
    let mut game = two(&[]);
    add_virus(&mut game, 13);
    rolled(&mut game, 0, 6);
    play(&mut game, Action::TakeOut(Y0));
    assert_eq!((spot(&game, Y0), game.piece(Y0).mask, game.piece(Y0).sick), (on(13), None, false));
}

// Ruling: a sanitizer is used by "each piece or virus that enters it ..., also one that then
// steps on to the next field". Ruling (ours, meetings.rs `land_piece`): stepping on after a
// meeting is moving, so it wears the mask by the fields stepped.
#[test]
fn stepping_on_after_a_meeting_wears_the_mask_and_uses_the_sanitizer_met() {
    let mut game = two(&[]);
    put_on(&mut game, Y0, 20);
    masked(&mut game, Y0, 50);
    put_on(&mut game, B0, 23);
    put_on(&mut game, Y1, 24);
    sanitizer(&mut game, 23, 2);
    let events = yellow_moves(&mut game, 20, 3);
    assert!(events.contains(&Event::SanitizerUsed { field: Field(23), uses_left: 1 }), "the field met");
    assert_eq!(spot(&game, Y0), on(25), "past blue and its own Y1");
    assert_eq!(game.piece(Y0).mask, Some(Mask { fields_left: 45 }), "3 moved + 2 stepped on");
}

// Ruling: "Same colour: the mover steps on to the next free field. A sick piece still makes the
// other sick unless one of them is masked ("a sick person makes the other sick", seed), and a
// mask that meets a sick piece of its own colour wears out as with any sick piece."
#[test]
fn same_colour_a_sick_piece_makes_the_other_sick_unless_one_is_masked() {
    for (sick_one, masked_one) in [(Y0, None), (Y1, None), (Y0, Some(Y1)), (Y1, Some(Y1)), (Y0, Some(Y0))] {
        let mut game = two(&[]);
        put_on(&mut game, Y1, 23);
        put_on(&mut game, Y0, 20);
        sick(&mut game, sick_one);
        if let Some(piece) = masked_one {
            masked(&mut game, piece, 104);
        }
        let events = yellow_moves(&mut game, 20, 3);
        let healthy = if sick_one == Y0 { Y1 } else { Y0 };
        assert_eq!(game.piece(healthy).sick, masked_one.is_none(), "{sick_one:?} sick, {masked_one:?} masked");
        let torn = masked_one == Some(healthy);
        assert_eq!(events.contains(&Event::MaskWornOut { piece: healthy, why: MaskWear::MetSick }), torn);
        assert_eq!((spot(&game, Y0), spot(&game, Y1)), (on(24), on(23)), "the mover steps on all the same");
    }
}

// Ruling: "No infection passes on that field" (hand sanitizer), for one household too.
#[test]
fn same_colour_no_sickness_passes_on_a_sanitizer() {
    let mut game = two(&[]);
    put_on(&mut game, Y1, 23);
    sick(&mut game, Y1);
    sanitizer(&mut game, 23, 2);
    yellow_moves(&mut game, 20, 3);
    assert!(!game.piece(Y0).sick);
}
