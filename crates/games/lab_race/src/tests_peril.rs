//! Which choices lose the game (`LabRace::peril`, the game's `Game::loses`): the ruling's
//! losses ("Humanity loses when a virus or a sick person enters the lab, or when there are 12
//! viruses (board and focus together)"), reached by the choice itself or by a roll of the
//! virus that can follow it. Both family games of the issue were lost through plain buttons:
//! "moving a sick piece into the lab, and moving a sick piece that left the twelfth virus".

use super::tests::{add_virus, masked, put, put_on, rolled, sick, two, Y0, Y1};
use super::*;
use ::text::GameWords;
use engine::harness::play_random;
use engine::{preview, Game, Loss};
use lang::Lang;

/// Yellow's bridge, `travelled` fields from its exit (52 to 56).
fn on_yellow_bridge(travelled: u8) -> u8 {
    Field::of(Colour::Yellow, travelled).0
}

// Issue: the game "lost through plain buttons: moving a sick piece into the lab". Ruling:
// "Humanity loses when ... a sick person enters the lab".
#[test]
fn moving_a_sick_piece_into_the_lab_loses_at_once() {
    let mut game = two(&[]);
    put(&mut game, Y0, 54);
    masked(&mut game, Y0, 50);
    sick(&mut game, Y0);
    put(&mut game, Y1, 20);
    rolled(&mut game, 0, 4);
    assert_eq!(game.peril(&Action::Move(Y0)), Some(Peril::AtOnce(LossReason::SickInLab)));
    assert_eq!(game.loses(&Action::Move(Y0)), Some(Loss::AtOnce));
    assert_eq!(game.loses(&Action::Move(Y1)), None, "a healthy piece's move loses nothing");
}

// Issue: "moving a sick piece that left the twelfth virus". Ruling: "A sick unmasked piece that
// moves leaves a new virus on the field it left", and humanity loses "when there are 12
// viruses (board and focus together)". A masked sick piece leaves none.
#[test]
fn moving_a_sick_unmasked_piece_that_leaves_the_twelfth_virus_loses_at_once() {
    let mut game = two(&[]);
    game.focus = 11;
    put_on(&mut game, Y0, 20);
    sick(&mut game, Y0);
    rolled(&mut game, 0, 3);
    assert_eq!(game.virus_count(), 11);
    assert_eq!(game.peril(&Action::Move(Y0)), Some(Peril::AtOnce(LossReason::TwelveViruses)));
    masked(&mut game, Y0, 50);
    assert_eq!(game.peril(&Action::Move(Y0)), None, "masked, it leaves no virus behind");
}

// Ruling: a virus on a player's bridge, "when a sick unmasked piece lands on it, it moves
// forward to the next free field of that bridge, into the lab if none is left (humanity loses)".
#[test]
fn a_sick_piece_pushing_a_virus_off_its_bridge_into_the_lab_loses_at_once() {
    let mut game = two(&[]);
    put(&mut game, Y0, 53);
    sick(&mut game, Y0);
    add_virus(&mut game, on_yellow_bridge(56));
    rolled(&mut game, 0, 3);
    assert_eq!(game.peril(&Action::Move(Y0)), Some(Peril::AtOnce(LossReason::VirusInLab)));
}

// Ruling, the virus's turn: "3) if a person stands between the backmost and the first virus,
// the virus nearest behind the backmost such person moves; 4) else the first virus moves", and
// "a virus that enters the lab ends the game". Yellow 1 between the viruses holds back the
// first one, three fields from the lab; moved on past the red exit, nobody stands between
// them, and a virus roll of 3 to 5 takes that virus into the lab (a 6 brings one out onto
// Yellow 1, and the roll again does). Moving the piece on its bridge changes nothing.
#[test]
fn a_move_that_lets_the_next_virus_roll_into_the_lab_says_which_rolls() {
    let mut game = two(&[]);
    add_virus(&mut game, 10);
    add_virus(&mut game, 54);
    put_on(&mut game, Y0, 50);
    put(&mut game, Y1, 52);
    rolled(&mut game, 0, 2);
    let faces = vec![3, 4, 5, 6];
    assert_eq!(game.peril(&Action::Move(Y0)), Some(Peril::VirusRoll { faces, why: LossReason::VirusInLab }));
    assert_eq!(game.loses(&Action::Move(Y0)), Some(Loss::Next));
    assert_eq!(game.peril(&Action::Move(Y1)), None);
}

// A loss the virus can bring whatever the player chooses is no choice's doing: with nobody
// between the viruses the first one is 3 fields from the lab before any move, so no move is
// marked for it.
#[test]
fn a_virus_roll_that_loses_whatever_is_chosen_marks_no_choice() {
    let mut game = two(&[]);
    add_virus(&mut game, 10);
    add_virus(&mut game, 54);
    put_on(&mut game, Y0, 0);
    put(&mut game, Y1, 52);
    rolled(&mut game, 0, 2);
    assert_eq!(game.legal_actions(), vec![Action::Move(Y0), Action::Move(Y1)]);
    assert!(game.legal_actions().iter().all(|a| game.peril(a).is_none()));
}

// Every text a player reads exists in English and Italian: the warning's reason, at once and
// after the virus's roll.
#[test]
fn the_reason_a_choice_loses_reads_in_both_languages() {
    let mut game = two(&[]);
    put(&mut game, Y0, 54);
    masked(&mut game, Y0, 50);
    sick(&mut game, Y0);
    rolled(&mut game, 0, 4);
    let why = |lang| LabRace::why_it_loses(&game, &Action::Move(Y0), lang);
    assert_eq!(why(Lang::En).as_deref(), Some("a sick piece enters the lab"));
    assert_eq!(why(Lang::It).as_deref(), Some("una pedina malata entra nel laboratorio"));
    let t = |lang| text::text(lang).after_virus_roll(&[3, 4, 5], "x");
    assert_eq!(t(Lang::En), "if the virus then rolls 3, 4 or 5, x");
    assert_eq!(t(Lang::It), "se poi il virus tira 3, 4 o 5, x");
    assert_eq!(LabRace::why_it_loses(&game, &Action::Move(Y1), Lang::En), None);
}

// Over random games, at every choice: a choice is marked as losing at once exactly when taking
// it ends the game lost, for the reason it gives, and the view (the dice to come unknown)
// marks the same choices as the table.
#[test]
fn in_random_games_a_choice_loses_at_once_exactly_when_it_ends_the_game_lost() {
    let (mut at_once, mut next) = (0, 0);
    for seed in 0..20 {
        play_random::<LabRace>(&Options::colours(3), seed, 100_000, |state| {
            if state.pending_choice().is_none() {
                return Ok(());
            }
            let view = state.view(None);
            for action in state.legal_actions() {
                let peril = state.peril(&action);
                let ended = preview(state, &action).and_then(|(_, after)| after.ending());
                match (&peril, ended) {
                    (Some(Peril::AtOnce(why)), Some(Ending::Lost(lost))) if *why == lost => at_once += 1,
                    (Some(Peril::AtOnce(_)), _) | (_, Some(Ending::Lost(_))) => {
                        return Err(format!("{action:?}: {peril:?}, but it ends {ended:?}"))
                    }
                    (Some(Peril::VirusRoll { .. }), _) => next += 1,
                    (None, _) => {}
                }
                if view.peril(&action) != peril {
                    return Err(format!("{action:?}: the view says otherwise"));
                }
            }
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(at_once > 0 && next > 0, "random games met both kinds: {at_once} at once, {next} by the virus");
}
