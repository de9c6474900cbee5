//! One test per rule of the game and per ruling (docs/games/lab-race.md): the
//! set-up, the board and the turn. The 6s and roles, the meetings, and the virus and the end
//! have their own files.

use super::*;
use engine::harness::{check_plan_from_view, check_random_games, edited, rigged_rng};
use engine::rng::unknown_rng;
use engine::{Game, Session, Turn};

pub(super) const Y0: PieceId = PieceId { colour: Colour::Yellow, index: 0 };
pub(super) const Y1: PieceId = PieceId { colour: Colour::Yellow, index: 1 };
pub(super) const B0: PieceId = PieceId { colour: Colour::Blue, index: 0 };
pub(super) const B1: PieceId = PieceId { colour: Colour::Blue, index: 1 };
pub(super) const G0: PieceId = PieceId { colour: Colour::Green, index: 0 };
pub(super) const COURIER: Option<Role> = Some(Role::BikeCourier);
pub(super) const SEAMSTRESS: Option<Role> = Some(Role::Seamstress);
pub(super) const SOCIAL_WORKER: Option<Role> = Some(Role::SocialWorker);

/// A game of the first colours with `roles`, every piece at home, the four viruses in the focus,
/// and the next dice coming out as `rolls` (1d6 each).
pub(super) fn table(roles: &[Option<Role>], rolls: &[u8]) -> LabRace {
    let mut game = LabRace::new(&Options::with_roles(roles), 0).unwrap();
    let rolls: Vec<(u8, u8)> = rolls.iter().map(|&face| (6, face)).collect();
    game.rng = rigged_rng(&rolls);
    game
}

/// Yellow and blue without roles.
pub(super) fn two(rolls: &[u8]) -> LabRace {
    table(&[None, None], rolls)
}

/// Puts a piece on the board `travelled` fields from its exit.
pub(super) fn put(game: &mut LabRace, piece: PieceId, travelled: u8) {
    game.piece_mut(piece).spot = Spot::Out(travelled);
}

/// Puts a piece on loop field `field`.
pub(super) fn put_on(game: &mut LabRace, piece: PieceId, field: u8) {
    put(game, piece, Field(field).travelled(piece.colour).unwrap());
}

pub(super) fn masked(game: &mut LabRace, piece: PieceId, fields_left: u8) {
    game.piece_mut(piece).mask = Some(Mask { fields_left });
}

pub(super) fn sick(game: &mut LabRace, piece: PieceId) {
    game.piece_mut(piece).sick = true;
}

/// A virus from the focus onto field `field` (of the loop or a bridge).
pub(super) fn add_virus(game: &mut LabRace, field: u8) {
    game.focus = game.focus.saturating_sub(1);
    game.viruses.push(Field(field));
}

/// A sanitizer yellow placed on `field`.
pub(super) fn sanitizer(game: &mut LabRace, field: u8, uses: u8) {
    game.players[0].sanitizers_placed += 1;
    game.sanitizers.push(Sanitizer { field: Field(field), uses, placed_by: Colour::Yellow });
}

/// Every piece of `seat` in the lab.
pub(super) fn all_in_lab(game: &mut LabRace, seat: usize) {
    for piece in &mut game.players[seat].pieces {
        piece.spot = Spot::Lab;
    }
}

/// `seat` has rolled `face` and chooses now.
pub(super) fn rolled(game: &mut LabRace, seat: usize, face: u8) {
    game.phase = Phase::Choose { seat, face, again: face == 6 };
}

pub(super) fn play(game: &mut LabRace, action: Action) -> Vec<Event> {
    let events = game.apply(&action).unwrap_or_else(|e| panic!("{e}; legal: {:?}", game.legal_actions()));
    game.invariants().unwrap();
    events
}

pub(super) fn spot(game: &LabRace, piece: PieceId) -> Spot {
    game.piece(piece).spot
}

pub(super) fn viruses(game: &LabRace) -> Vec<u8> {
    let mut fields: Vec<u8> = game.viruses().iter().map(|v| v.0).collect();
    fields.sort_unstable();
    fields
}

// Seed: "There are 4-4 pieces in each player's home quarantine (yellow, blue, green areas) and 4
// virus pieces in the focuse (red area)."
#[test]
fn every_piece_starts_at_home_and_four_viruses_in_the_focus() {
    let game = LabRace::new(&Options::colours(3), 1).unwrap();
    assert_eq!(game.pieces().count(), 12);
    assert!(game.pieces().all(|(_, p)| *p == Piece { spot: Spot::Home, mask: None, sick: false }));
    assert_eq!((game.focus(), game.viruses().len()), (4, 0));
    assert!(game.players().iter().all(|p| p.free_six == 3 && p.sanitizers_placed == 0));
}

// Ruling: "yellow, blue and green are player colours, 1 to 3 of them in play". Seed: "players
// choose a color and a role that can be freely paired". Ruling (ours): each role at most once.
#[test]
fn one_to_three_colours_each_with_any_role_or_none() {
    let ok = |players: Vec<Seating>| LabRace::new(&Options { players }, 1).is_ok();
    let seat = |colour, role| Seating { colour, role };
    assert!(!ok(vec![]));
    assert!(ok(vec![seat(Colour::Green, Some(Role::SocialWorker))]));
    assert!(ok(vec![seat(Colour::Yellow, Some(Role::Seamstress)), seat(Colour::Blue, None)]));
    assert!(LabRace::new(&Options::default(), 1).is_ok(), "three colours, three roles");
    assert!(!ok(vec![seat(Colour::Red, None)]), "red is the virus");
    assert!(!ok(vec![seat(Colour::Blue, None), seat(Colour::Yellow, None)]), "in playing order");
    assert!(!ok(vec![seat(Colour::Blue, None), seat(Colour::Blue, None)]));
    let courier = Some(Role::BikeCourier);
    assert!(!ok(vec![seat(Colour::Yellow, courier), seat(Colour::Blue, courier)]), "a role once");
}

// Seed: "The virus always starts and is followed by players in a clockwise direction." Ruling:
// "Order: virus, yellow, blue, green." The virus's turn is the game's own, with one action.
#[test]
fn the_virus_starts_then_yellow_blue_green() {
    let mut game = table(&[None, None, None], &[1, 1, 1, 1]);
    let mut turns = vec![];
    for _ in 0..4 {
        turns.push(game.turn());
        let legal = game.legal_actions();
        assert_eq!(legal.len(), 1, "nothing out, no 6: each turn is one roll");
        play(&mut game, legal[0]);
    }
    assert_eq!(turns, [Turn::Game, Turn::Seat(0), Turn::Seat(1), Turn::Seat(2)]);
    assert_eq!((game.turn(), game.legal_actions()), (Turn::Game, vec![Action::VirusRoll]));
}

// Seed: "There can be only one piece on a field", viruses included (the invariant every random
// game checks after every action).
#[test]
fn only_one_piece_on_a_field() {
    let mut game = two(&[]);
    put_on(&mut game, Y0, 20);
    assert!(game.invariants().is_ok());
    put_on(&mut game, B0, 20);
    assert!(game.invariants().is_err());
    put_on(&mut game, B0, 21);
    add_virus(&mut game, 20);
    assert!(game.invariants().is_err());
}

// Ruling, "Board": "A loop of 52 fields, four arms in clockwise order red (the virus's focus),
// yellow, blue, green. Each colour has ... an exit field on the loop and a bridge of 5 fields from
// the field before its exit to the lab in the centre."
#[test]
fn board_a_loop_of_52_four_arms_and_bridges_of_5_to_the_lab() {
    let yellow = |t| Field::of(Colour::Yellow, t).kind();
    assert_eq!(Field::exit(Colour::Yellow), Field(13));
    assert_eq!(yellow(0), FieldKind::Loop(13));
    assert_eq!(yellow(38), FieldKind::Loop(51));
    assert_eq!(yellow(39), FieldKind::Loop(0));
    assert_eq!(yellow(51), FieldKind::Loop(12), "the field before its exit");
    assert_eq!(yellow(52), FieldKind::Bridge { arm: Colour::Yellow, step: 0 });
    assert_eq!(yellow(56), FieldKind::Bridge { arm: Colour::Yellow, step: 4 });
    assert_eq!(yellow(57), FieldKind::Lab);
    assert_eq!(Field::of(Colour::Red, 52).kind(), FieldKind::Bridge { arm: Colour::Red, step: 0 });
    assert_eq!(Field::of(Colour::Green, 56), Field(71));
    assert_eq!(Field::LAB, Field(72));
    for colour in [Colour::Red, Colour::Yellow, Colour::Blue, Colour::Green] {
        for t in 0..57 {
            assert_eq!(Field::of(colour, t).travelled(colour), Some(t), "{colour:?} {t}");
        }
    }
}

// Ruling: "Pieces move clockwise. A player piece that has gone once round enters its own bridge".
#[test]
fn a_piece_enters_its_own_bridge_after_going_once_round() {
    let mut game = two(&[]);
    put(&mut game, Y0, 50);
    rolled(&mut game, 0, 3);
    play(&mut game, Action::Move(Y0));
    assert_eq!(spot(&game, Y0), Spot::Out(53));
    assert_eq!(game.field_of(Y0).unwrap().kind(), FieldKind::Bridge { arm: Colour::Yellow, step: 1 });
}

// Ruling: "a roll that reaches or passes the lab enters it (no exact roll needed)."
#[test]
fn a_roll_that_reaches_or_passes_the_lab_enters_it() {
    for (from, face) in [(51, 6), (54, 6), (56, 1)] {
        let mut game = two(&[]);
        put(&mut game, Y0, from);
        rolled(&mut game, 0, face);
        let events = play(&mut game, Action::Move(Y0));
        assert_eq!(spot(&game, Y0), Spot::Lab, "from {from} by {face}");
        assert!(events.contains(&Event::EnteredLab { mover: Mover::Piece(Y0) }));
    }
}

// Ruling: "A player rolls 1d6 and moves one piece by the roll." Ruling (ours): a player still
// racing must move when it can; only helpers pass.
#[test]
fn a_player_rolls_and_moves_one_piece_by_the_roll() {
    let mut game = two(&[4]);
    put(&mut game, Y0, 3);
    put(&mut game, Y1, 10);
    game.phase = Phase::turn_of(0);
    assert_eq!(play(&mut game, Action::Roll), vec![Event::Rolled { colour: Colour::Yellow, face: 4 }]);
    assert_eq!(game.legal_actions(), vec![Action::Move(Y0), Action::Move(Y1)]);
    let events = play(&mut game, Action::Move(Y1));
    assert_eq!(events, vec![Event::Moved { piece: Y1, from: Field(23), to: Field(27) }]);
    assert_eq!((spot(&game, Y0), spot(&game, Y1)), (Spot::Out(3), Spot::Out(14)));
    assert_eq!(game.turn(), Turn::Seat(1), "no 6: the turn passes");
}

// Seed: "The player can only get off the field after a 6 roll." Ruling: "A piece leaves home
// quarantine only on a 6, onto its exit field, wearing a fresh mask."
#[test]
fn leaving_home_only_on_a_6_onto_the_exit_field_masked() {
    for face in 1..=5 {
        let mut game = two(&[face]);
        game.phase = Phase::turn_of(0);
        let events = play(&mut game, Action::Roll);
        assert!(events.contains(&Event::NothingToDo { colour: Colour::Yellow }), "{face}");
        assert_eq!(game.turn(), Turn::Seat(1));
    }
    let mut game = two(&[6]);
    game.phase = Phase::turn_of(1);
    play(&mut game, Action::Roll);
    assert_eq!(game.legal_actions(), vec![Action::TakeOut(B0)]);
    play(&mut game, Action::TakeOut(B0));
    assert_eq!(game.field_of(B0), Some(Field::exit(Colour::Blue)));
    assert_eq!(game.piece(B0).mask, Some(Mask { fields_left: 104 }));
}

// Ruling: "Sick pieces stay sick, at home too, until healed." Heal is for pieces "on the board".
#[test]
fn sick_pieces_stay_sick_at_home_until_healed_on_the_board() {
    let mut game = two(&[]);
    sick(&mut game, B0);
    rolled(&mut game, 0, 6);
    assert!(!game.legal_actions().contains(&Action::Heal(B0)), "not at home");
    game.phase = Phase::Choose { seat: 1, face: 6, again: true };
    assert!(game.legal_actions().contains(&Action::TakeOut(B0)));
    play(&mut game, Action::TakeOut(B0));
    assert!(game.piece(B0).sick, "it leaves home sick, under a mask");
    rolled(&mut game, 1, 6);
    play(&mut game, Action::Heal(B0));
    assert!(!game.piece(B0).sick);
}

// DEVELOPERS.md: an illegal action is an error and leaves the state as it was.
#[test]
fn an_illegal_action_changes_nothing() {
    let mut game = two(&[]);
    put(&mut game, Y0, 4);
    rolled(&mut game, 0, 3);
    let before = game.clone();
    for action in
        [Action::Roll, Action::VirusRoll, Action::TakeOut(Y1), Action::Move(B0), Action::Pass, Action::Heal(Y0)]
    {
        assert!(game.apply(&action).is_err(), "{action:?}");
        assert_eq!(game, before);
    }
}

// Contract: "nothing is hidden except the dice to come".
#[test]
fn the_view_hides_only_the_dice_to_come() {
    let game = two(&[6, 6]);
    let view = game.view(Some(0));
    assert_eq!(view.rng, unknown_rng());
    assert_eq!(LabRace { rng: game.rng.clone(), ..view.clone() }, game);
    assert_eq!(view, game.view(None));
}

// docs/README.md G2: "undoing a roll and rolling again gives the same number".
#[test]
fn undo_restores_the_dice() {
    let mut session = Session::<LabRace>::new(Options::colours(2), 5).unwrap();
    while session.ply() < 30 || !matches!(session.record().actions.last(), Some(Action::Roll | Action::VirusRoll)) {
        let action = session.state().legal_actions()[0];
        session.apply(action).unwrap();
    }
    let before = session.steps().last().unwrap().events.clone();
    let action = *session.record().actions.last().unwrap();
    assert!(session.undo());
    session.apply(action).unwrap();
    assert_eq!(session.steps().last().unwrap().events, before);
}

// The random-play harness: 1, 2 and 3 colours, 200 seeds each (half of them with roles):
// invariants, serde and replay after every action.
#[test]
fn random_games_keep_the_invariants() {
    let roles = [Some(Role::SocialWorker), Some(Role::BikeCourier), Some(Role::Seamstress)];
    for colours in 1..=3 {
        let plain = check_random_games::<LabRace>(&Options::colours(colours), 0..100, 100_000);
        let with_roles = Options::with_roles(&roles[..colours]);
        let roles = check_random_games::<LabRace>(&with_roles, 100..200, 100_000);
        assert!(plain + roles > 200 * 50, "{colours} colours played only {} actions", plain + roles);
    }
}

// Contract: the computer decides from the view; two states that differ only in the dice to
// come get the same plan.
#[test]
fn the_computer_plans_from_the_view() {
    let mut a = table(&[None, Some(Role::Seamstress)], &[2, 3, 4]);
    put(&mut a, Y0, 10);
    put(&mut a, B0, 5);
    add_virus(&mut a, 20);
    sick(&mut a, B0);
    rolled(&mut a, 1, 6);
    let mut b = a.clone();
    b.rng = rigged_rng(&[(6, 6), (6, 6)]);
    assert_ne!(a, b);
    check_plan_from_view(&a, &b, 1);
}

// Invariants: viruses = focus + board, never above 12 while the game goes on (R13); no mask
// with negative laps; sanitizer uses within 0..=2 and at most 2 placed per player (R7). Each is
// refused when broken, so the random-play harness would catch it.
#[test]
fn the_invariants_refuse_12_viruses_a_spent_mask_and_a_third_sanitizer() {
    let broken: [fn(&mut LabRace); 4] = [
        |g| g.focus = MAX_VIRUSES,
        |g| {
            put(g, Y0, 3);
            g.piece_mut(Y0).mask = Some(Mask { fields_left: 0 });
        },
        |g| g.sanitizers.push(Sanitizer { field: Field(3), uses: 3, placed_by: Colour::Yellow }),
        |g| {
            for field in [3, 4, 5] {
                g.players[0].sanitizers_placed += 1;
                g.sanitizers.push(Sanitizer { field: Field(field), uses: 2, placed_by: Colour::Yellow });
            }
        },
    ];
    for (case, breaks) in broken.iter().enumerate() {
        let mut game = two(&[]);
        assert!(game.invariants().is_ok());
        breaks(&mut game);
        assert!(game.invariants().is_err(), "case {case}");
    }
}

// Brief: "Nothing a user or a file can send it makes it panic.": a save with a virus on a field
// that does not exist is refused by the invariants instead of panicking.
#[test]
fn a_save_with_a_virus_off_the_board_is_refused() {
    let game = LabRace::new(&Options::default(), 3).unwrap();
    let broken = edited(&game, |json| json["viruses"] = serde_json::json!([128]));
    assert_eq!(broken.invariants(), Err("field 128 is off the board".into()));
}
