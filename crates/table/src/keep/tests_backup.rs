//! "The virus's device never writes its secret into a file that opens as a game elsewhere
//! (its backup is its own, and opens only there)".

use serde_json::{json, Value};

use super::*;
use crate::save::Sealing;
use crate::seats::SeatSetup;
use engine::Session;
use vaccine_race::{Options, VaccineRace};

const OWN: [u8; 32] = [7; 32];
const SECRET: [u8; 32] = [201; 32];

/// A save as the virus's device keeps it: its sealing holds the key.
fn virus_save() -> String {
    let session = Session::<VaccineRace>::new(Options { players: 2 }, 5).unwrap();
    let seats = vec![SeatSetup::default_for(0), SeatSetup::default_for(1)];
    let sealing = Some(Sealing::Keeper { key: SECRET, nonce: None, chain: None });
    SavedGame { sealing, ..SavedGame::new("g1", seats, &session, 1.0) }.to_json()
}

#[test]
fn the_virus_file_holds_no_secret_and_opens_only_with_its_own_devices_key() {
    let save = virus_save();
    assert!(save.contains("201,201"), "the save holds the key");
    let file = file_of(&save, &|| (OWN, [3; 12]));
    assert!(!file.contains("sealing") && !file.contains("201,201"), "no key in clear: {file}");
    assert_eq!(backup::opened(&file, Some(&OWN)).unwrap(), save, "its own device reads it whole");
    // The hero's device has another key, or none.
    assert_eq!(game_file(&file, Some(&[8; 32])), Err(SaveProblem::OwnBackup));
    assert_eq!(game_file(&file, None), Err(SaveProblem::OwnBackup));
    assert_eq!(problem_words(&SaveProblem::OwnBackup, Lang::En), keeping(Lang::En).own_backup());
}

#[test]
fn an_edited_virus_file_is_refused_even_on_its_own_device() {
    let file: Value = serde_json::from_str(&file_of(&virus_save(), &|| (OWN, [3; 12]))).unwrap();
    let sealed = file["own_backup"]["sealed"].as_str().unwrap();
    let flipped = format!("{}{}", if sealed.starts_with('A') { "B" } else { "A" }, &sealed[1..]);
    let edits = [
        json!({ "game": file["game"], "own_backup": { "nonce": file["own_backup"]["nonce"], "sealed": flipped } }),
        json!({ "game": file["game"], "own_backup": { "nonce": "AAAAAAAAAAAAAAAA", "sealed": sealed } }),
        json!({ "game": file["game"], "own_backup": { "nonce": "not base64!", "sealed": sealed } }),
    ];
    for edit in edits {
        assert_eq!(game_file(&edit.to_string(), Some(&OWN)), Err(SaveProblem::OwnBackup), "{edit}");
    }
}

#[test]
fn a_game_that_keeps_no_secret_is_filed_as_its_save() {
    let session = Session::<VaccineRace>::new(Options { players: 2 }, 5).unwrap();
    let seats = vec![SeatSetup::default_for(0), SeatSetup::default_for(1)];
    let save = SavedGame::new("g1", seats, &session, 1.0).to_json();
    let file = file_of(&save, &|| unreachable!("no key is made for a game without a secret"));
    assert_eq!(file, save);
    assert_eq!(game_file(&file, None).unwrap().id, "g1");
}
