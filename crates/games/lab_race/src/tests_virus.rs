//! The virus's turn, each step of the seed's order on its own (seed "Virus movement"; ruling
//! "Virus turn"), a virus meeting a person, and the end of the game (seed "End of the game").

use super::tests::{add_virus, masked, play, put, put_on, rolled, sanitizer, sick, table, two, viruses, B0, G0, Y0};
use super::*;
use engine::{Game, Turn};

/// The virus rolls (the face rigged in the game); returns what happened.
pub(super) fn virus_rolls(game: &mut LabRace) -> Vec<Event> {
    assert_eq!((game.turn(), game.legal_actions()), (Turn::Game, vec![Action::VirusRoll]));
    play(game, Action::VirusRoll)
}

pub(super) fn moved(events: &[Event]) -> Option<(u8, u8, VirusRule)> {
    events.iter().find_map(|e| match *e {
        Event::VirusMoved { from, to, rule } => Some((from.0, to.0, rule)),
        _ => None,
    })
}

// Ruling: "Viruses go round once and then up the red bridge".
#[test]
fn viruses_go_round_once_and_up_the_red_bridge() {
    let mut game = two(&[4]);
    add_virus(&mut game, 50);
    let events = virus_rolls(&mut game);
    assert_eq!(moved(&events), Some((50, 54, VirusRule::First)));
    assert_eq!(Field(54).kind(), FieldKind::Bridge { arm: Colour::Red, step: 2 });
}

// Seed: "If it's possible, it'll definitely infect. With multiple options, the backmost virus in
// line will infect." Ruling: "1) if some virus can land on an unmasked healthy person, it does".
#[test]
fn virus_step_1_infects_if_possible_backmost_first() {
    let mut game = two(&[3]);
    add_virus(&mut game, 5);
    add_virus(&mut game, 10);
    put_on(&mut game, B0, 8);
    put_on(&mut game, Y0, 13);
    let events = virus_rolls(&mut game);
    assert_eq!(moved(&events), Some((5, 8, VirusRule::Infects)));
    assert!(game.piece(B0).sick && !game.piece(Y0).sick);
    assert_eq!((viruses(&game), game.focus()), (vec![10], 3), "the infecting virus went back");
}

// Ruling: step 1 is for "an unmasked healthy person"; and "No infection passes" on a sanitizer.
#[test]
fn virus_step_1_spares_masked_sick_and_sanitized_people() {
    let spares: [fn(&mut LabRace); 3] = [|g| masked(g, B0, 50), |g| sick(g, B0), |g| sanitizer(g, 8, 2)];
    for spare in spares {
        let mut game = two(&[3]);
        add_virus(&mut game, 5);
        add_virus(&mut game, 30);
        put_on(&mut game, B0, 8);
        spare(&mut game);
        let events = virus_rolls(&mut game);
        assert_ne!(moved(&events).map(|m| m.2), Some(VirusRule::Infects));
    }
}

// Seed: "If it rolls 6, if there is a virus in the focuse, it will exit and will re-throw."
#[test]
fn virus_step_2_a_6_with_a_virus_in_the_focus_exits_and_rolls_again() {
    let mut game = two(&[6, 2]);
    let events = virus_rolls(&mut game);
    assert_eq!(events, vec![Event::VirusRolled { face: 6 }, Event::VirusLeftFocus, Event::VirusRollsAgain]);
    assert_eq!((viruses(&game), game.focus(), game.turn()), (vec![0], 3, Turn::Game));
    let events = virus_rolls(&mut game);
    assert_eq!(moved(&events), Some((0, 2, VirusRule::First)));
    assert_eq!(game.turn(), Turn::Seat(0));
}

// The order: infecting (step 1) comes before leaving the focus (step 2), and only leaving the
// focus rolls again.
#[test]
fn virus_step_2_comes_after_infecting() {
    let mut game = two(&[6]);
    add_virus(&mut game, 10);
    put_on(&mut game, Y0, 16);
    let events = virus_rolls(&mut game);
    assert_eq!(moved(&events), Some((10, 16, VirusRule::Infects)));
    assert!(!events.contains(&Event::VirusLeftFocus));
    assert_eq!(game.turn(), Turn::Seat(0));
}

// Seed: "If there is a player between the viruses, the virus behind the backmost player will
// move." Ruling: "3) if a person stands between the backmost and the first virus, the virus
// nearest behind the backmost such person moves".
#[test]
fn virus_step_3_the_virus_behind_the_backmost_person_between_viruses_moves() {
    let mut game = table(&[None, None, None], &[2]);
    for field in [5, 15, 30] {
        add_virus(&mut game, field);
    }
    put_on(&mut game, Y0, 40);
    put_on(&mut game, B0, 25);
    put_on(&mut game, G0, 20);
    masked(&mut game, G0, 50);
    let events = virus_rolls(&mut game);
    assert_eq!(moved(&events), Some((15, 17, VirusRule::BehindBackmostPerson { person: G0 })));
}

// Ruling (ours): a virus coming out of the focus lands on the red exit and meets whoever stands
// there; step 1 looks only at the viruses already on the board.
#[test]
fn a_virus_leaving_the_focus_meets_whoever_stands_on_the_red_exit() {
    let mut game = two(&[6, 1]);
    put_on(&mut game, Y0, 0);
    let events = virus_rolls(&mut game);
    assert!(events.contains(&Event::FellSick { piece: Y0 }));
    assert_eq!((game.focus(), game.turn()), (4, Turn::Game), "back in the focus; it rolls again");
}

// Ruling (ours): only people on the loop stand "between" the viruses, not on a bridge.
#[test]
fn virus_step_3_counts_only_people_on_the_loop() {
    let mut game = two(&[2]);
    add_virus(&mut game, 5);
    add_virus(&mut game, 40);
    put(&mut game, Y0, 53);
    let events = virus_rolls(&mut game);
    assert_eq!(moved(&events), Some((40, 42, VirusRule::First)));
}

// Seed: "If there is no player between the viruses, the very first virus will move."
#[test]
fn virus_step_4_else_the_first_virus_moves() {
    let mut game = two(&[2]);
    add_virus(&mut game, 5);
    add_virus(&mut game, 15);
    put_on(&mut game, Y0, 30);
    put_on(&mut game, B0, 3);
    let events = virus_rolls(&mut game);
    assert_eq!(moved(&events), Some((15, 17, VirusRule::First)));
}

// Ruling: "No virus on the board and no 6: the virus passes." A 6 with an empty focus and no
// virus out passes too.
#[test]
fn virus_passes_with_no_virus_out_and_no_6() {
    let mut game = two(&[3]);
    assert_eq!(virus_rolls(&mut game), vec![Event::VirusRolled { face: 3 }, Event::VirusPassed]);
    assert_eq!((game.focus(), game.turn()), (4, Turn::Seat(0)));
    let mut game = two(&[6]);
    game.focus = 0;
    sick(&mut game, B0);
    assert_eq!(virus_rolls(&mut game), vec![Event::VirusRolled { face: 6 }, Event::VirusPassed]);
}

// Ruling: "virus onto person: unmasked healthy person becomes sick and the virus goes back to the
// focus; masked person loses the mask, not sick, and the virus goes back to the focus; sick
// unmasked person: the virus moves forward to the next free field."
#[test]
fn virus_onto_person_infects_tears_a_mask_or_moves_forward() {
    /// A virus from field 10 lands on Y0 on 13: is Y0 sick, masked, and where are the viruses?
    fn lands(setup: fn(&mut LabRace)) -> (bool, bool, Vec<u8>) {
        let mut game = two(&[3]);
        add_virus(&mut game, 10);
        put_on(&mut game, Y0, 13);
        setup(&mut game);
        virus_rolls(&mut game);
        assert_eq!(game.virus_count(), 4, "back in the focus, or moved on");
        (game.piece(Y0).sick, game.piece(Y0).mask.is_some(), viruses(&game))
    }
    assert_eq!(lands(|_| {}), (true, false, vec![]));
    assert_eq!(lands(|g| masked(g, Y0, 50)), (false, false, vec![]));
    assert_eq!(lands(|g| sick(g, Y0)), (true, false, vec![14]));
}

// Seed: "If the virus enters a field where there is a hand sanitizer, it is permanently destroyed,
// so it won't go back to the focuse".
#[test]
fn a_virus_entering_a_sanitizer_field_is_destroyed_for_good() {
    let mut game = two(&[3]);
    add_virus(&mut game, 10);
    sanitizer(&mut game, 13, 2);
    put_on(&mut game, Y0, 13);
    let events = virus_rolls(&mut game);
    assert!(events.ends_with(&[
        Event::SanitizerUsed { field: Field(13), uses_left: 1 },
        Event::VirusDestroyed { field: Field(13) }
    ]));
    assert_eq!((game.focus(), game.virus_count(), game.piece(Y0).sick), (3, 3, false));
}

// Ruling (ours): a virus landing on another virus steps on to the next free field.
#[test]
fn a_virus_onto_a_virus_steps_on() {
    let mut game = two(&[3]);
    add_virus(&mut game, 10);
    add_virus(&mut game, 13);
    put_on(&mut game, Y0, 12);
    masked(&mut game, Y0, 50);
    let events = virus_rolls(&mut game);
    assert!(events.contains(&Event::SteppedOn { mover: Mover::Virus, from: Field(13), to: Field(14) }));
    assert_eq!(viruses(&game), vec![13, 14]);
}

// Seed: "Humanity loses when a virus ... enters the lab".
#[test]
fn humanity_loses_when_a_virus_enters_the_lab() {
    let mut game = two(&[3]);
    add_virus(&mut game, 54);
    let events = virus_rolls(&mut game);
    assert_eq!(events.last(), Some(&Event::HumanityLost { why: LossReason::VirusInLab }));
    assert_eq!((game.turn(), game.outcome().unwrap().winners), (Turn::Over, vec![]));
    assert!(game.legal_actions().is_empty());
}

// Seed: "Humanity loses when ... a sick person enters the lab".
#[test]
fn humanity_loses_when_a_sick_piece_enters_the_lab() {
    let mut game = two(&[]);
    put(&mut game, Y0, 55);
    sick(&mut game, Y0);
    rolled(&mut game, 0, 2);
    let events = play(&mut game, Action::Move(Y0));
    assert_eq!(events.last(), Some(&Event::HumanityLost { why: LossReason::SickInLab }));
    assert_eq!(game.ending(), Some(Ending::Lost(LossReason::SickInLab)));
}

// Seed: "... or the virus multiplies in a total of 12 individuals (in the field and in the focuse
// in total)."
#[test]
fn humanity_loses_at_12_viruses_on_the_board_and_in_the_focus() {
    let mut game = two(&[]);
    for field in [1, 2, 3, 4] {
        add_virus(&mut game, field);
    }
    game.focus = 7;
    put_on(&mut game, Y0, 20);
    sick(&mut game, Y0);
    rolled(&mut game, 0, 2);
    let events = play(&mut game, Action::Move(Y0));
    assert_eq!(events.last(), Some(&Event::HumanityLost { why: LossReason::TwelveViruses }));
    assert_eq!(game.virus_count(), 12);
}

// Seed: "Humanity wins if the players manage to get into the lab with every piece". Cooperative:
// every seat wins.
#[test]
fn humanity_wins_when_every_piece_is_in_the_lab() {
    let mut game = two(&[]);
    for piece in game.players.iter_mut().flat_map(|p| &mut p.pieces) {
        piece.spot = Spot::Lab;
    }
    put(&mut game, Y0, 55);
    rolled(&mut game, 0, 2);
    let events = play(&mut game, Action::Move(Y0));
    assert_eq!(events.last(), Some(&Event::HumanityWon { why: WinReason::AllInLab }));
    assert_eq!(game.outcome().unwrap().winners, vec![0, 1]);
}

// Ruling (ours): a loss comes first when one action does both: the last piece entering the lab
// sick loses the game.
#[test]
fn a_loss_comes_before_a_win() {
    let mut game = two(&[]);
    for piece in game.players.iter_mut().flat_map(|p| &mut p.pieces) {
        piece.spot = Spot::Lab;
    }
    put(&mut game, Y0, 55);
    sick(&mut game, Y0);
    masked(&mut game, Y0, 50);
    rolled(&mut game, 0, 2);
    play(&mut game, Action::Move(Y0));
    assert_eq!(game.ending(), Some(Ending::Lost(LossReason::SickInLab)));
}

// Seed: "... or all the viruses are destroyed and there are no infected people."
#[test]
fn humanity_wins_when_no_virus_is_left_and_nobody_is_sick() {
    let mut game = two(&[3]);
    add_virus(&mut game, 10);
    game.focus = 0;
    sanitizer(&mut game, 13, 1);
    let events = virus_rolls(&mut game);
    assert_eq!(events.last(), Some(&Event::HumanityWon { why: WinReason::VirusGone }));
    assert_eq!(game.outcome().unwrap().winners, vec![0, 1]);
}

// The same, with a sick piece at home: "no infected people" is not yet true.
#[test]
fn no_win_without_viruses_while_a_piece_is_sick() {
    let mut game = two(&[3]);
    add_virus(&mut game, 10);
    game.focus = 0;
    sanitizer(&mut game, 13, 1);
    sick(&mut game, B0);
    virus_rolls(&mut game);
    assert_eq!((game.virus_count(), game.turn()), (0, Turn::Seat(0)));
}
