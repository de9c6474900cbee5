//! "Nothing lost" and "clear files": a refused save says why, the newer copy of a save is
//! listed, the list says whose turn it is, and a file is named for what it is.

use super::*;
use crate::seats::SeatSetup;
use engine::{Game, Session, Turn};
use lab_race::{self, LabRace};
use vaccine_race::{Action, Options, VaccineRace};

fn saved(rolls: usize, updated_ms: f64) -> SavedGame {
    let mut session = Session::<VaccineRace>::new(Options { players: 2 }, 5).unwrap();
    for _ in 0..rolls {
        session.apply(Action::Roll).unwrap();
    }
    let seats = vec![SeatSetup::default_for(0), SeatSetup::default_for(1)];
    SavedGame::new("g1", seats, &session, updated_ms)
}

// "When a save cannot be written, the app says why (storage full, storage blocked)".
#[test]
fn a_refused_save_names_its_cause() {
    assert_eq!(Unsaved::of_error("QuotaExceededError"), Unsaved::Full);
    assert_eq!(Unsaved::of_error("NS_ERROR_DOM_QUOTA_REACHED"), Unsaved::Full);
    assert_eq!(Unsaved::of_error("SecurityError"), Unsaved::Blocked);
    assert_eq!(Unsaved::of_error(""), Unsaved::Blocked);
}

// "The app keeps the game in memory and saves as soon as there is room", and says so.
#[test]
fn a_game_refused_by_storage_is_saved_again_as_soon_as_there_is_room() {
    let full = Kept::Saved.after(Err(Unsaved::Full));
    assert_eq!(full, Kept::Unsaved(Unsaved::Full));
    assert_eq!(full.after(Err(Unsaved::Full)), full, "still full: still said");
    let again = full.after(Ok(()));
    assert_eq!(again, Kept::SavedAgain);
    assert_eq!(again.after(Ok(())), Kept::Saved, "said once, then quiet");
    assert_eq!(Kept::Saved.after(Ok(())), Kept::Saved);
}

// "A game only in memory is listed from memory, newest wins".
#[test]
fn of_two_copies_of_a_save_the_newer_is_listed() {
    let (older, newer) = (saved(6, 10.0).to_json(), saved(19, 20.0).to_json());
    assert_eq!(newest(older.clone(), newer.clone()), newer, "memory holds the moves storage refused");
    assert_eq!(newest(newer.clone(), older.clone()), newer, "another tab stored newer moves since");
    assert_eq!(newest("not a save".into(), older.clone()), older);
}

// "The app offers ... to free room by removing this app's finished games": they are found
// without reading every save whole.
#[test]
fn a_finished_game_is_told_by_its_save_alone() {
    let mut save = saved(3, 1.0);
    assert!(!is_finished(&save.to_json()));
    save.finished = true;
    assert!(is_finished(&save.to_json()));
    assert!(!is_finished("{\"finished\": \"yes\"}") && !is_finished("not a save"));
}

// "The home list says, for each game, whose turn it is: 'your turn' where a person
// on this device is to act, 'waiting for Luca on another device' where a seat played
// elsewhere is to act, the computer's name where a computer is, 'finished' at the end."
#[test]
fn the_list_of_saves_says_whose_turn_it_is() {
    let mut save = saved(1, 1.0);
    assert_eq!(save.to_act, Some(1));
    assert_eq!(whose_turn(&save, Lang::En).as_deref(), Some("Your turn (Orange)"), "two people here: which");
    save.seats[0].controller = Controller::Computer;
    assert_eq!(whose_turn(&save, Lang::En).as_deref(), Some("Your turn"));
    assert_eq!(whose_turn(&save, Lang::It).as_deref(), Some("Tocca a te"));
    save.seats[1] = SeatSetup { name: "Luca".into(), controller: Controller::Elsewhere, ..save.seats[1].clone() };
    assert_eq!(whose_turn(&save, Lang::En).as_deref(), Some("Waiting for Luca on another device"));
    assert_eq!(whose_turn(&save, Lang::It).as_deref(), Some("Si aspetta Luca su un altro dispositivo"));
    save.to_act = Some(0);
    assert_eq!(whose_turn(&save, Lang::En).as_deref(), Some("Blue (computer) to play"));
    save.finished = true;
    assert_eq!(whose_turn(&save, Lang::It).as_deref(), Some("Finita"));
}

// A game's own turn (Lab Race's virus) is played as soon as the game opens: nobody is awaited.
#[test]
fn a_saved_game_at_its_own_turn_awaits_nobody() {
    let session = Session::<LabRace>::new(lab_race::Options::colours(2), 5).unwrap();
    assert_eq!(session.state().turn(), Turn::Game, "the virus plays first");
    let save = SavedGame::new("lab", vec![SeatSetup::default_for(0), SeatSetup::default_for(1)], &session, 1.0);
    assert_eq!(whose_turn(&save, Lang::En), None);
}

// '"Not a Quarantable game file" for anything that is not one (not JSON, or JSON
// without our save's shape: picture, empty, random bytes); damaged (our shape but parts
// missing/changed), edited (readable but its parts disagree / impossible state) and newer
// (newer format or rules) files each say so'.
#[test]
fn a_file_is_named_for_what_it_is() {
    let picture = String::from_utf8_lossy(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\x01\0").into_owned();
    let random = String::from_utf8_lossy(&[0x7b, 0xff, 0x13, 0x80, 0x22, 0x00, 0xfe]).into_owned();
    for text in [picture.as_str(), "", random.as_str(), "{}", "[1, 2]", "{\"game\": \"vaccine-race\"}", "42"] {
        assert!(matches!(game_file(text, None), Err(SaveProblem::NotAGame(_))), "{text:?}");
    }
    let save = saved(5, 1.0).to_json();
    assert!(matches!(game_file(&save[..200], None), Err(SaveProblem::Damaged(_))), "cut short");
    let without_record = save.replace("\"record\":", "\"recorded\":");
    assert!(matches!(game_file(&without_record, None), Err(SaveProblem::Damaged(_))), "a part missing");
    let newer = save.replace(&format!("\"format\":{}", crate::save::SAVE_FORMAT), "\"format\":99");
    assert_eq!(game_file(&newer, None), Err(SaveProblem::NewerVersion(99)));
    let mut impossible: Value = serde_json::from_str(&save).unwrap();
    impossible["state"]["pieces"][0]["square"] = 140.into();
    let edited = game_file(&impossible.to_string(), None).unwrap();
    assert!(matches!(edited.open::<VaccineRace>(), Err(SaveProblem::Inconsistent(_))), "an impossible state");
    let newer_rules = game_file(&save.replace("\"rules\":", "\"rules\":1000"), None).unwrap();
    assert!(matches!(newer_rules.open::<VaccineRace>(), Err(SaveProblem::NewerVersion(_))), "newer rules");
}

// Each kind of problem says so in its own words, in English and Italian.
#[test]
fn each_kind_of_unopenable_game_has_its_own_words() {
    let kinds = [
        SaveProblem::NotAGame(String::new()),
        SaveProblem::Damaged(String::new()),
        SaveProblem::Inconsistent(String::new()),
        SaveProblem::NewerVersion(3),
    ];
    for lang in Lang::ALL {
        let mut words: Vec<String> = kinds.iter().map(|k| problem_words(k, lang)).collect();
        words.dedup();
        assert_eq!(words.len(), kinds.len(), "{lang:?}: {words:?}");
    }
    assert!(problem_words(&kinds[0], Lang::En).starts_with("It is not a Quarantable game file"));
    assert!(problem_words(&kinds[2], Lang::En).contains("edited"), "edited says so");
}

// "Unreadable saves are named by game and date" where those parts can be read.
#[test]
fn an_unreadable_save_still_tells_its_game_and_date() {
    let save = saved(3, 1_700_000_000_000.0).to_json();
    let cut = glimpse(&save[..60]);
    assert_eq!(cut, Glimpse { game: Some("vaccine-race".into()), updated_ms: None });
    let edited = glimpse(&save.replace("\"seats\":", "\"chairs\":"));
    assert_eq!(edited, Glimpse { game: Some("vaccine-race".into()), updated_ms: Some(1_700_000_000_000.0) });
    assert_eq!(glimpse("\u{0}\u{1}"), Glimpse::default());
}
