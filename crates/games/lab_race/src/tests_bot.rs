//! The computer colours: Easy plays any legal action; Normal plays for the team.

use super::tests::{add_virus, masked, put, put_on, rolled, sick, two, B0, Y0, Y1};
use super::*;
use engine::rng::{bot_rng, game_rng};
use engine::{Computer, Game, Level, Turn};

fn plan(game: &LabRace, level: Level) -> Action {
    let Turn::Seat(seat) = game.turn() else { panic!("a seat's turn") };
    LabRace::plan(&game.view(Some(seat)), &game.legal_actions(), seat, level, &mut game_rng(3))[0]
}

/// Yellow's other pieces are in the lab, so a 6 offers no piece to take out.
fn only_y0_racing(game: &mut LabRace) {
    for piece in &mut game.players[0].pieces[1..] {
        piece.spot = Spot::Lab;
    }
}

// Easy: random among the legal actions.
#[test]
fn easy_plays_any_legal_action() {
    let mut game = two(&[]);
    put(&mut game, Y0, 10);
    put(&mut game, Y1, 20);
    rolled(&mut game, 0, 6);
    let legal = game.legal_actions();
    let chosen: std::collections::HashSet<Action> = (0..60)
        .map(|ply| LabRace::plan(&game.view(Some(0)), &legal, 0, Level::Easy, &mut bot_rng(1, ply))[0])
        .collect();
    assert!(chosen.iter().all(|a| legal.contains(a)));
    assert!(chosen.len() > 3, "{chosen:?}");
}

// Normal saves a piece from a nearby virus.
#[test]
fn normal_saves_a_piece_from_a_nearby_virus() {
    let mut game = two(&[]);
    put_on(&mut game, Y0, 20);
    put_on(&mut game, Y1, 30);
    add_virus(&mut game, 17);
    rolled(&mut game, 0, 4);
    assert_eq!(plan(&game, Level::Normal), Action::Move(Y0));
}

// Normal heals.
#[test]
fn normal_heals() {
    let mut game = two(&[]);
    put(&mut game, Y0, 10);
    put(&mut game, B0, 5);
    sick(&mut game, B0);
    rolled(&mut game, 0, 6);
    assert_eq!(plan(&game, Level::Normal), Action::Heal(B0));
}

// Normal masks.
#[test]
fn normal_masks_a_piece_a_virus_can_reach() {
    let mut game = two(&[]);
    only_y0_racing(&mut game);
    put_on(&mut game, Y0, 20);
    add_virus(&mut game, 17);
    rolled(&mut game, 0, 6);
    assert_eq!(plan(&game, Level::Normal), Action::GiveMask(Y0));
}

// Normal places sanitizer in the virus's path.
#[test]
fn normal_places_sanitizer_in_the_virus_path() {
    let mut game = two(&[]);
    only_y0_racing(&mut game);
    put_on(&mut game, Y0, 20);
    masked(&mut game, Y0, 104);
    for field in [14, 15, 16] {
        add_virus(&mut game, field);
    }
    rolled(&mut game, 0, 6);
    assert_eq!(plan(&game, Level::Normal), Action::PlaceSanitizer(Field(20)));
}

// Normal gets pieces out.
#[test]
fn normal_gets_pieces_out() {
    let mut game = two(&[]);
    put(&mut game, Y0, 30);
    rolled(&mut game, 0, 6);
    assert_eq!(plan(&game, Level::Normal), Action::TakeOut(Y1));
}

/// Humanity's wins in `games` games of two colours with the computer at `level` on both.
fn wins(level: Level, games: u64) -> usize {
    let won = |seed| {
        let mut game = LabRace::new(&Options::colours(2), seed).unwrap();
        let mut ply = 0;
        while let Some(action) = match game.turn() {
            Turn::Over => None,
            Turn::Game => Some(Action::VirusRoll),
            Turn::Seat(seat) => Some(
                LabRace::plan(&game.view(Some(seat)), &game.legal_actions(), seat, level, &mut bot_rng(seed, ply))[0],
            ),
        } {
            game.apply(&action).unwrap();
            ply += 1;
        }
        matches!(game.ending(), Some(Ending::Won(_)))
    };
    (0..games).filter(|&seed| won(seed)).count()
}

// Normal must win clearly more often than Easy (the bench plays 1,000 games).
#[test]
fn normal_wins_clearly_more_often_than_easy() {
    let (easy, normal) = (wins(Level::Easy, 40), wins(Level::Normal, 40));
    assert!(normal >= easy + 12, "Normal won {normal} of 40, Easy {easy}");
}
