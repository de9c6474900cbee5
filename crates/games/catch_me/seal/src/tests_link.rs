//! A sealed game as a link (format 2): decoding a damaged or edited link is an error, never a
//! panic, never a wrong game.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

use super::tests_games::play_sealed;
use catch_me::{CatchMe, Mode, Options};
use engine::rng::{game_rng, Rng};
use engine::{Level, Session};
use table::link;
use table::link::crc32;
use table::save::SaveProblem;
use table::seal::{decode, encode, is_sealed};

/// Every link sent both ways in a few sealed games, a hero caught by its own step among them.
fn links() -> Vec<String> {
    let games = [(Mode::Quarantine, 3), (Mode::Pandemic, 4), (Mode::Pandemic, 9)];
    games
        .into_iter()
        .flat_map(|(mode, seed)| play_sealed(mode, seed, [Level::Easy, Level::Hard], |_, _| {}).links)
        .collect()
}

// The transcript as link text holds the items (a public action as its index among the Blind
// state's legal actions; an Unseen as its bytes), and at the end the key: every
// link of a game opens as the game it was made from, and is made again letter for letter.
#[test]
fn a_sealed_link_opens_as_its_game_at_every_point() {
    for link in links() {
        let (transcript, session) = decode::<CatchMe>(&link).unwrap();
        assert_eq!(encode(&transcript).unwrap(), link, "one game, one link");
        assert_eq!(session.record(), &transcript.record);
        assert!(is_sealed(&link));
    }
}

// A sealed link is a kind of its own beside the ordinary one (`table::link` format 1): neither
// reader takes the other's link for one of its own.
#[test]
fn a_sealed_link_and_an_ordinary_one_are_never_taken_for_each_other() {
    let sealed = links().swap_remove(3);
    assert!(link::decode::<CatchMe>(&sealed).is_err());
    let session = Session::<CatchMe>::new(Options { mode: Mode::Pandemic, ..Options::default() }, 5).unwrap();
    let ordinary = link::encode(&session, &super::tests_games::seats(), &Default::default()).unwrap();
    assert!(!is_sealed(&ordinary));
    assert!(
        matches!(decode::<CatchMe>(&ordinary), Err(SaveProblem::Inconsistent(_))),
        "an ordinary link is not sealed"
    );
}

// Decoding a damaged link is an error: every cut, every character changed.
#[test]
fn every_cut_or_changed_character_of_a_sealed_link_is_damaged() {
    for link in links().into_iter().step_by(5) {
        for end in 0..link.len() {
            assert!(matches!(decode::<CatchMe>(&link[..end]), Err(SaveProblem::Damaged(_))), "cut at {end}");
        }
        for at in 0..link.len() {
            let changed =
                format!("{}{}{}", &link[..at], if &link[at..=at] == "A" { "B" } else { "A" }, &link[at + 1..]);
            assert!(matches!(decode::<CatchMe>(&changed), Err(SaveProblem::Damaged(_))), "character {at}");
        }
    }
}

// Decoding an edited link is an error, never a panic, never a wrong game: bytes
// edited and checked anew, as a forger would, are refused or open as a game whose link is
// that very link, never a panic.
#[test]
fn an_edited_sealed_link_with_a_good_check_never_panics() {
    let (links, mut rng) = (links(), game_rng(33));
    let mut refused = 0;
    for n in 0..3_000 {
        let mut bytes = URL_SAFE_NO_PAD.decode(&links[n % links.len()]).unwrap();
        bytes.truncate(bytes.len() - 4);
        for _ in 0..rng.random_range(1..=3) {
            let at = rng.random_range(0..bytes.len());
            bytes[at] ^= 1 << rng.random_range(0..8);
        }
        bytes.extend(crc32(&bytes).to_be_bytes());
        let edited = URL_SAFE_NO_PAD.encode(&bytes);
        match decode::<CatchMe>(&edited) {
            Ok((transcript, _)) => assert_eq!(encode(&transcript).unwrap(), edited, "edit {n} opens as another link"),
            Err(_) => refused += 1,
        }
    }
    assert!(refused > 1_000, "edits refused: {refused}");
}

// A whole game's last link, with its hidden moves sealed, stays short enough for a message or
// an address bar.
#[test]
fn a_whole_sealed_game_fits_in_a_link() {
    let longest = links().iter().map(String::len).max().unwrap();
    println!("the longest sealed link of these games: {longest} characters");
    assert!(longest < 4_000, "{longest} characters");
}
