//! A game sealed across two devices, in the engine: "The hero's device never holds where the
//! hidden virus is" (docs/games/catch-me.md R16). The virus's device plays the truth with dice
//! of its own; the hero's device plays the hero's rolls and moves as the truth does and waits
//! for the virus's device's word at the virus's turn. On the rule-test board of tests.rs.

use super::board::Square;
use super::sealed::{Public, Seal, Sealed, Unseen};
use super::state::{Action, CatchMe, Event, Mode, Options, Phase, Side, UnseenMove, VIRUS};
use super::tests::{roll, sq, step, table};
use engine::harness::{check_random_games, rigged_rng};
use engine::{Game, Turn};

/// The rule-test table as the hero's device holds it: the virus last shown on `virus`.
fn blind(mode: Mode, hero: (u8, u8), virus: (u8, u8), roller: Side, faces: &[u8]) -> CatchMe {
    let mut game = table(mode, hero, virus, roller, faces);
    (game.seal, game.trail) = (Seal::Blind, vec![]);
    game
}

/// The virus's device's word that leaves the game as `after` says, with nothing sealed.
fn word(after: Public) -> Action {
    Action::Unseen(Box::new(Unseen { sealed: vec![], events: vec![], after }))
}

fn squares(places: &[(u8, u8)]) -> Vec<Square> {
    places.iter().map(|&place| sq(place)).collect()
}

// Sealing leaves a game on one device alone: its options and state are written with no seal,
// and a game written so reads back as a game on one device.
#[test]
fn a_game_on_one_device_is_written_and_read_as_before() {
    let options = Options { mode: Mode::Pandemic, ..Options::default() };
    assert_eq!(serde_json::to_string(&options).unwrap(), r#"{"mode":"Pandemic","board":"second","unseen_again":true}"#);
    let game = CatchMe::new(&options, 7).unwrap();
    let json = serde_json::to_value(&game).unwrap();
    assert!(json.get("seal").is_none(), "no seal in {json}");
    assert_eq!(serde_json::from_value::<CatchMe>(json).unwrap(), game);
    let truth = CatchMe::new(&Options { sealed: Sealed::Truth { virus_dice: 9 }, ..options }, 7).unwrap();
    let json = serde_json::to_value(&truth).unwrap();
    assert!(json.get("seal").is_some(), "the virus's device keeps its dice: {json}");
    assert_eq!(serde_json::from_value::<CatchMe>(json).unwrap(), truth);
}

// Normal mode is never sealed: it hides nothing (R13, R16).
#[test]
fn normal_gameplay_is_never_sealed() {
    for sealed in [Sealed::Truth { virus_dice: 1 }, Sealed::Blind] {
        assert!(CatchMe::new(&Options { sealed, ..Options::default() }, 1).is_err(), "{sealed:?}");
        assert!(CatchMe::new(&Options { mode: Mode::Quarantine, sealed, ..Options::default() }, 1).is_ok());
    }
}

// The virus's "dice come from the key and a value the hero's device adds" (R16): on the
// virus's device its rolls draw from dice of their own, so the game's dice, which the hero's
// device rolls too, stay the same on both devices.
#[test]
fn the_virus_rolls_its_own_dice_where_sealed() {
    let mut local = table(Mode::Quarantine, (6, 2), (3, 2), Side::Virus, &[2, 3]);
    let mut truth = local.clone();
    truth.seal = Seal::Truth { virus_dice: Box::new(rigged_rng(&[(6, 5)])), virus_seed: 0 };
    let (game_dice, events) = (truth.rng.clone(), roll(&mut truth));
    assert_eq!(truth.rng, game_dice, "the game's dice are untouched by the virus's roll");
    assert!(events.contains(&Event::Rolled { side: Side::Virus, face: Some(5) }), "{events:?}");
    assert!(roll(&mut local).contains(&Event::Secret(Box::new(Event::Rolled { side: Side::Virus, face: Some(2) }))));
    assert_ne!(local.rng, game_dice, "a game on one device rolls the virus's dice from its own");
}

// The virus's device plays the whole truth by the rules, in every hidden mode.
#[test]
fn random_games_on_the_virus_device_keep_the_rules() {
    for mode in [Mode::Quarantine, Mode::Pandemic] {
        let options = Options { mode, sealed: Sealed::Truth { virus_dice: 0xD1CE }, ..Options::default() };
        assert!(check_random_games::<CatchMe>(&options, 0..30, 20_000) > 1_000, "{mode:?}");
    }
}

// At the virus's turn (its roll or its move out of sight) a Blind state has no legal actions:
// the hero's device waits. The hero's 4-6 starts a virus move it cannot see.
#[test]
fn the_heros_device_waits_out_the_virus_turn() {
    let mut game = blind(Mode::Quarantine, (6, 2), (3, 2), Side::Hero, &[5]);
    let events = roll(&mut game);
    assert_eq!(
        events,
        vec![
            Event::Rolled { side: Side::Hero, face: Some(5) },
            Event::MoveStarted { mover: Side::Virus, steps: Some(2) }
        ]
    );
    assert_eq!(game.phase(), &Phase::UnseenMove { roller: Side::Hero, steps: Some(2) });
    assert_eq!((game.turn(), game.legal_actions()), (Turn::Seat(VIRUS), vec![]));
    let waiting = blind(Mode::Pandemic, (6, 2), (3, 2), Side::Virus, &[1]);
    assert_eq!(waiting.legal_actions(), vec![]);
    assert!(waiting.clone().apply(&Action::Roll).is_err(), "the virus's roll is its device's");
    game.invariants().unwrap();
    waiting.invariants().unwrap();
}

// The hero's rolls and moves run as in the truth: its rolls use `rng`, the same on both
// devices, and its legal steps depend only on the public virus square (R8).
#[test]
fn the_heros_own_moves_play_on_its_device_as_in_the_truth() {
    let mut truth = table(Mode::Quarantine, (6, 2), (3, 3), Side::Hero, &[3]);
    truth.seal = Seal::Truth { virus_dice: Box::new(rigged_rng(&[(6, 1)])), virus_seed: 0 };
    let mut hidden = blind(Mode::Quarantine, (6, 2), (0, 0), Side::Hero, &[3]);
    hidden.unseen = vec![UnseenMove { hero: sq((6, 2)), steps: None }];
    (truth.seen, truth.unseen) = (hidden.seen, hidden.unseen.clone());
    assert_eq!(roll(&mut hidden), roll(&mut truth));
    for to in [(5, 2), (4, 2), (3, 2)] {
        assert_eq!(hidden.legal_actions(), truth.legal_actions());
        assert_eq!(step(&mut hidden, to), step(&mut truth, to));
    }
    assert_eq!(hidden.public(), truth.public());
    assert_eq!((hidden.phase(), hidden.legal_actions()), (&Phase::Roll { roller: Side::Virus }, vec![]));
}

// "A hero's step onto the hidden virus is decided by the virus's device" (R17): on the hero's
// device the step is no catch.
#[test]
fn a_hero_step_onto_the_hidden_virus_is_no_catch_on_its_own_device() {
    let mut hidden = blind(Mode::Pandemic, (6, 1), (6, 2), Side::Hero, &[2]);
    hidden.unseen = vec![UnseenMove { hero: sq((6, 1)), steps: None }];
    roll(&mut hidden);
    let events = step(&mut hidden, (6, 2));
    assert!(!events.iter().any(|e| matches!(e, Event::HeroCaught { .. })), "{events:?}");
    assert_eq!(hidden.turn(), Turn::Seat(super::HERO), "the hero's move goes on");
    hidden.invariants().unwrap();
}

// The hero entering the safe zone ends the game as the truth would (R7); the virus's path is
// the virus's device's to tell, so the hero's device does not show one.
#[test]
fn the_hero_reaching_safety_ends_its_device_game_without_the_virus_path() {
    let mut hidden = blind(Mode::Quarantine, (4, 4), (7, 0), Side::Hero, &[1]);
    roll(&mut hidden);
    assert_eq!(
        step(&mut hidden, (4, 5)),
        vec![
            Event::Stepped { mover: Side::Hero, from: sq((4, 4)), to: sq((4, 5)), steps_left: 0 },
            Event::HeroSafe { at: sq((4, 5)) }
        ]
    );
    assert_eq!(hidden.outcome().map(|o| o.winners), Some(vec![super::HERO]));
    assert_eq!(hidden.view(None).trail, vec![]);
    hidden.invariants().unwrap();
}

/// The hero's device of the rule-test table at the virus's turn, the virus last shown on (3, 2).
fn waiting() -> CatchMe {
    blind(Mode::Quarantine, (6, 2), (3, 2), Side::Virus, &[])
}

/// What the hero may know after the virus's turn, the hero on (6, 2) to roll.
fn heros_roll(unseen: Vec<UnseenMove>) -> Public {
    Public { hero: sq((6, 2)), seen: sq((3, 2)), unseen, phase: Phase::Roll { roller: Side::Hero }, trail: vec![] }
}

/// The virus on the hero's square (6, 2) from its start (6, 0): the hero caught.
fn caught() -> Public {
    let trail = squares(&[(6, 0), (6, 1), (6, 2)]);
    Public { hero: sq((6, 2)), seen: sq((6, 2)), unseen: vec![], phase: Phase::Over { winner: Side::Virus }, trail }
}

// The virus's device's word is legal only in a Blind state that is not over, and applying it
// checks `after` is sound (squares on the board, a phase the hero may see next: its roll or its
// move, or the end). Illegal in a truth state or a local game.
#[test]
fn the_virus_word_is_taken_only_by_the_waiting_heros_device_and_only_if_sound() {
    let moved = vec![UnseenMove { hero: sq((6, 2)), steps: None }];
    let told = |event: Event| {
        let mut word = Unseen { sealed: vec![], events: vec![], after: heros_roll(moved.clone()) };
        word.events.push(event);
        Action::Unseen(Box::new(word))
    };
    let mut taken = waiting();
    let rolled = Event::Rolled { side: Side::Virus, face: None };
    let events = taken.apply(&told(rolled.clone())).unwrap();
    assert_eq!((events, taken.public()), (vec![rolled], heros_roll(moved.clone())));
    assert!(taken.apply(&word(heros_roll(moved.clone()))).is_err(), "the hero's turn now");
    let mut off_board = heros_roll(moved.clone());
    off_board.unseen[0].hero = Square(200);
    let refused = [
        word(Public { phase: Phase::Roll { roller: Side::Virus }, ..heros_roll(moved.clone()) }),
        word(Public { hero: sq((6, 3)), ..heros_roll(moved.clone()) }),
        word(Public { seen: Square(200), ..heros_roll(moved.clone()) }),
        word(off_board),
        word(heros_roll(vec![moved[0]; 2])),
        word(Public { trail: squares(&[(6, 0)]), ..heros_roll(moved.clone()) }),
        word(Public { phase: Phase::Over { winner: Side::Hero }, ..caught() }),
        told(Event::Secret(Box::new(Event::VirusShown { at: sq((3, 3)) }))),
        told(Event::VirusShown { at: Square(200) }),
        told(Event::Rolled { side: Side::Virus, face: Some(7) }),
    ];
    for action in refused {
        let mut game = waiting();
        assert!(game.apply(&action).is_err(), "{action:?}");
        assert_eq!(game, waiting(), "a refused word changes nothing");
    }
    let mut over = waiting();
    over.apply(&word(caught())).unwrap();
    assert!(over.apply(&word(caught())).is_err(), "the game is over");
    for mut device in [table(Mode::Quarantine, (6, 2), (3, 2), Side::Virus, &[]), waiting()] {
        device.seal = if device.is_blind() {
            Seal::Truth { virus_dice: Box::new(rigged_rng(&[])), virus_seed: 0 }
        } else {
            Seal::Off
        };
        assert!(!device.is_legal(&word(heros_roll(moved.clone()))), "only the hero's device takes it");
    }
}

// A catch by the hero's own step is decided by the virus's device (R17): at the hero's own
// turn the word may only end the game, the hero caught; the virus's path is known then.
#[test]
fn at_the_heros_turn_the_virus_word_only_tells_a_catch() {
    let mut moving = blind(Mode::Pandemic, (6, 1), (3, 2), Side::Hero, &[2]);
    moving.unseen = vec![UnseenMove { hero: sq((6, 1)), steps: None }];
    roll(&mut moving);
    let goes_on = Public { hero: sq((6, 1)), unseen: moving.unseen.clone(), ..heros_roll(vec![]) };
    assert!(!moving.is_legal(&word(goes_on)), "the hero's move is the hero's");
    moving.apply(&word(caught())).unwrap();
    assert_eq!(moving.outcome().map(|o| o.winners), Some(vec![VIRUS]));
    assert_eq!(moving.view(None).trail, caught().trail, "the path is shown at the end");
    moving.invariants().unwrap();
}
