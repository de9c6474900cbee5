use super::*;
use engine::Session;
use vaccine_race::{Action, Options, VaccineRace};

fn session(rolls: usize) -> Session<VaccineRace> {
    let mut session = Session::<VaccineRace>::new(Options { players: 2 }, 5).unwrap();
    for _ in 0..rolls {
        session.apply(Action::Roll).unwrap();
    }
    session
}

fn saved(rolls: usize) -> SavedGame {
    let seats = vec![SeatSetup::default_for(0), SeatSetup::default_for(1)];
    SavedGame::new("g1", seats, &session(rolls), 1.0)
}

fn edited(save: &SavedGame, edit: impl FnOnce(&mut Value)) -> SavedGame {
    let mut value = serde_json::to_value(save).unwrap();
    edit(&mut value);
    SavedGame::parse(&value.to_string()).unwrap()
}

#[test]
fn a_save_round_trips_and_resumes_the_same_game() {
    let save = saved(7);
    let back = SavedGame::parse(&save.to_json()).unwrap();
    assert_eq!(back, save);
    let opened = back.open::<VaccineRace>().unwrap();
    assert_eq!(opened.session.state(), session(7).state());
    assert_eq!(opened.session.steps(), session(7).steps());
    assert!(!opened.older_rules);
    assert!(back.key().starts_with(KEY_PREFIX));
}

// "A save keeps the record only, reopening by replay": under today's rules the record is the
// game, and the snapshot is only checked, never taken for it.
#[test]
fn opening_a_save_under_todays_rules_replays_its_record() {
    let save = saved(7);
    let other = SavedGame::new("g1", save.seats.clone(), &session(8), 1.0);
    let mixed = SavedGame { state: other.state.clone(), ..save };
    let opened = mixed.open::<VaccineRace>().unwrap();
    assert_eq!(opened.session.state(), session(7).state());
}

// "A game saved under an older rules version opens from its state (undo history
// before that point is gone, and the page says so)".
#[test]
fn a_save_under_older_rules_opens_from_its_state() {
    let old = VaccineRace::RULES_VERSION - 1;
    let save = edited(&saved(9), |v| v["record"]["rules"] = old.into());
    let mut opened = save.open::<VaccineRace>().unwrap();
    assert!(opened.older_rules);
    assert_eq!(opened.session.state(), session(9).state());
    assert_eq!(opened.session.ply(), 0, "the moves before the rules changed are gone");
    assert!(!opened.session.undo());
    opened.session.apply(Action::Roll).unwrap();
    assert!(opened.session.undo(), "moves made since can be undone");
    assert_eq!(opened.session.state(), session(9).state());
    let resaved = SavedGame::new("g1", save.seats.clone(), &opened.session, 2.0);
    let again = resaved.open::<VaccineRace>().unwrap();
    assert!(!again.older_rules, "saved again, it is a save under today's rules");
    assert_eq!(again.session.start(), Some(session(9).state()));
}

// "A save that cannot be read (corrupt, from a newer version) is reported".
#[test]
fn a_corrupt_or_newer_save_is_reported_not_read() {
    assert!(matches!(SavedGame::parse("{not json"), Err(SaveProblem::Damaged(_))));
    let newer = saved(1).to_json().replace(&format!("\"format\":{SAVE_FORMAT}"), "\"format\":9");
    assert_eq!(SavedGame::parse(&newer), Err(SaveProblem::NewerVersion(9)));
}

/// "Ids and files longer than the app ever writes are refused": a file cannot fill storage.
#[test]
fn a_save_longer_than_the_app_writes_or_with_an_id_it_never_gives_is_refused() {
    let save = saved(1);
    let with_id = |id: &str| SavedGame::parse(&SavedGame { id: id.into(), ..save.clone() }.to_json());
    assert!(with_id("0123456789ab").is_ok() && with_id(&SavedGame::lesson_id("vaccine-race")).is_ok());
    assert!(matches!(with_id(&"a".repeat(65)), Err(SaveProblem::Inconsistent(_))), "too long an id");
    assert!(matches!(with_id("../other"), Err(SaveProblem::Inconsistent(_))), "an id naming another key");
    assert!(matches!(with_id(""), Err(SaveProblem::Inconsistent(_))), "no id");
    let long_name = SavedGame {
        seats: vec![SeatSetup { name: "x".repeat(SAVE_AT_MOST), ..save.seats[0].clone() }, save.seats[1].clone()],
        ..save.clone()
    };
    assert!(
        matches!(SavedGame::parse(&long_name.to_json()), Err(SaveProblem::Damaged(_))),
        "a text longer than any save"
    );
}

// "A save that is valid JSON but inconsistent (fewer seats than players) ...
// validate a save completely before use (seats, options, record, snapshot)".
#[test]
fn an_inconsistent_save_is_refused_by_name() {
    let save = saved(3);
    let inconsistent = |s: SavedGame| matches!(s.open::<VaccineRace>(), Err(SaveProblem::Inconsistent(_)));
    assert!(inconsistent(SavedGame { seats: save.seats[..1].to_vec(), ..save.clone() }), "too few seats");
    assert!(inconsistent(edited(&save, |v| v["record"]["options"]["players"] = 9.into())), "bad options");
    assert!(inconsistent(edited(&save, |v| v["record"]["actions"][0] = "SkipAnimalTrials".into())), "a move refused");
    assert!(inconsistent(edited(&save, |v| v["state"]["pieces"][0]["square"] = 140.into())), "off the track");
    assert!(inconsistent(SavedGame { game: "carcassonne".into(), ..save.clone() }), "another game");
    let bad_colour = edited(&save, |_| ()).to_json().replace("\"colour\":1", "\"colour\":77");
    assert!(matches!(SavedGame::parse(&bad_colour), Err(SaveProblem::Inconsistent(_))));
}

// A format-1 save (the record only) opens by replaying its record.
#[test]
fn a_save_of_the_first_format_opens_by_replay() {
    let save = SavedGame { format: 1, state: None, steps: None, ..saved(5) };
    let opened = save.open::<VaccineRace>().unwrap();
    assert_eq!(opened.session.state(), session(5).state());
}

// The state a history starts from (`start`, in a save that went on from a save of older rules)
// is checked like the state now: undo replays from it, and from a broken one it would replay
// into an index out of bounds.
#[test]
fn a_save_whose_start_state_is_broken_is_refused() {
    let mut session = Session::from_snapshot(Options { players: 2 }, 5, session(4).state().clone());
    session.apply(Action::Roll).unwrap();
    let save = SavedGame::new("g1", saved(0).seats, &session, 1.0);
    assert!(save.open::<VaccineRace>().is_ok());
    let broken = edited(&save, |v| v["start"]["current"] = 2.into());
    assert!(matches!(broken.open::<VaccineRace>(), Err(SaveProblem::Inconsistent(_))));
}

// "Validate a save completely: seats, options": options for more players than the table and
// the state seat are refused, for an undo, which replays from the options, would bring in a
// seat the table does not have (the play looks seats up by the turn's seat).
#[test]
fn a_save_whose_options_seat_other_players_is_refused() {
    let save = edited(&saved(3), |v| v["record"]["options"]["players"] = 3.into());
    assert!(matches!(save.open::<VaccineRace>(), Err(SaveProblem::Inconsistent(_))));
}

// "A save must never go backwards silently": a tab compares the stored save's time
// with its own before every write, without building the whole save.
#[test]
fn the_time_of_a_stored_save_is_read_alone_and_nothing_else_passes_for_it() {
    let mut save = saved(3);
    save.updated_ms = 1_700_000_000_123.0;
    assert_eq!(SavedGame::updated_ms_of(&save.to_json()), Some(1_700_000_000_123.0));
    assert_eq!(SavedGame::updated_ms_of("{\"updated_ms\": \"soon\"}"), None);
    assert_eq!(SavedGame::updated_ms_of("not json"), None);
}
