//! "A cut or edited link gets a clear message". Every edit of a real link, and links
//! made wrong on purpose, are refused by name and never panic.

use super::bits::width;
use super::tests::{random_seats, random_session};
use super::{decode, encode, game_of, Envelope, Parts, LINK_FORMAT};
use crate::save::SaveProblem;
use crate::seats::PALETTE;
use carcassonne::{Carcassonne, Options as CarcassonneOptions};
use engine::rng::game_rng;
use engine::{Game, PlayerCount};
use vaccine_race::VaccineRace;

const ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/// Characters no link has: padding, plain base64's, and what a URL or a hand may add (but
/// spaces, which a link ignores: see the last test).
const STRANGERS: [char; 6] = ['=', '+', '/', '.', 'é', '#'];

/// Opens a link of one game, telling only whether it opened.
type Opener = fn(&str) -> Result<(), SaveProblem>;

fn opener<G: Game>(link: &str) -> Result<(), SaveProblem> {
    decode::<G>(link).map(|_| ())
}

/// Sample links: games of Carcassonne (many choices a move) and Vaccine Race (mostly forced),
/// from untouched to finished.
fn samples() -> Vec<(String, Opener)> {
    let mut links: Vec<(String, Opener)> = vec![];
    for (n, moves) in [0, 1, 7, 40, usize::MAX].into_iter().enumerate() {
        let seats = random_seats(&mut game_rng(n as u64), 2);
        let carcassonne = random_session::<Carcassonne>(CarcassonneOptions::default(), n as u64, moves);
        links.push((encode(&carcassonne, &seats, &Envelope::default()).unwrap(), opener::<Carcassonne>));
        let race = random_session::<VaccineRace>(PlayerCount { players: 2 }, n as u64, moves);
        links.push((encode(&race, &seats, &Envelope::default()).unwrap(), opener::<VaccineRace>));
    }
    links
}

/// Opening an edit of a link says that it is damaged.
fn damaged(open: Opener, edited: &str, what: &str) {
    assert!(matches!(open(edited), Err(SaveProblem::Damaged(_))), "{what}: {edited}");
}

#[test]
fn every_cut_of_a_link_is_damaged() {
    for (link, open) in samples() {
        assert_eq!(open(&link), Ok(()));
        for end in 0..link.len() {
            damaged(open, &link[..end], "cut");
            assert!(matches!(game_of(&link[..end]), Err(SaveProblem::Damaged(_))));
        }
    }
}

// The CRC-32 catches any change of up to 32 bits in a row: one character's 6 bits, or two
// neighbours swapped. A character dropped or added shifts the rest, and is caught as well.
#[test]
fn every_one_character_edit_of_a_link_is_damaged() {
    for (link, open) in samples() {
        let chars: Vec<char> = link.chars().collect();
        let with = |at: usize, new: &[char], skip: usize| -> String {
            chars[..at].iter().chain(new).chain(&chars[at + skip..]).collect()
        };
        for at in 0..chars.len() {
            for c in ALPHABET.chars().chain(STRANGERS).filter(|&c| c != chars[at]) {
                damaged(open, &with(at, &[c], 1), &format!("{c} for character {at}"));
            }
            for c in ['A', 'w', '_'].into_iter().chain(STRANGERS) {
                damaged(open, &with(at, &[c], 0), &format!("{c} added at {at}"));
            }
            damaged(open, &with(at, &[], 1), &format!("character {at} dropped"));
            if at + 1 < chars.len() && chars[at] != chars[at + 1] {
                damaged(open, &with(at, &[chars[at + 1], chars[at]], 2), &format!("characters {at} swapped"));
            }
        }
        damaged(open, &format!("{link}A"), "a character added at the end");
    }
}

// A line break or space inserted in a link (as mail does) does not make it damaged: links
// ignore spaces and line breaks put into them, as they are or as an address escapes them.
#[test]
fn spaces_and_line_breaks_put_into_a_link_are_ignored() {
    for (link, open) in samples() {
        let (head, tail) = link.split_at(link.len() / 2);
        for space in [" ", "\n", "\r\n", "\t", "%20", "%0A", "%0d%0a", " %20\n"] {
            let spaced = format!(" {head}{space}{tail}\n");
            assert_eq!(open(&spaced), Ok(()), "{spaced:?}");
            assert_eq!(game_of(&spaced), game_of(&link));
        }
    }
    for text in ["%2", "%", "%41"] {
        assert!(matches!(decode::<VaccineRace>(text), Err(SaveProblem::Damaged(_))), "{text}");
    }
}

#[test]
fn text_that_is_no_link_is_damaged() {
    for text in ["", "#", "A", "AAAA", "AAAAAA", "hello world", "%20", "Zm9vYmFy", "ÿÿÿÿÿÿ"] {
        assert!(matches!(decode::<VaccineRace>(text), Err(SaveProblem::Damaged(_))), "{text}");
        assert!(matches!(game_of(text), Err(SaveProblem::Damaged(_))), "{text}");
    }
}

/// Parts of a short Vaccine Race game, edited, and what opening them says.
fn refused(edit: impl FnOnce(&mut Parts)) -> SaveProblem {
    let session = random_session::<VaccineRace>(PlayerCount { players: 2 }, 5, 30);
    let seats = random_seats(&mut game_rng(5), 2);
    let mut parts = Parts::of(session.record(), &seats, &Envelope::default()).unwrap();
    assert!(decode::<VaccineRace>(&parts.link()).is_ok(), "the parts make a link");
    edit(&mut parts);
    decode::<VaccineRace>(&parts.link()).err().expect("the edited link is refused")
}

#[test]
fn a_link_of_a_newer_format_or_newer_rules_asks_for_a_newer_app() {
    assert_eq!(refused(|p| p.format = LINK_FORMAT + 1), SaveProblem::NewerVersion(LINK_FORMAT as u32 + 1));
    assert_eq!(refused(|p| p.header.rules += 1), SaveProblem::NewerVersion(VaccineRace::RULES_VERSION + 1));
    assert!(matches!(refused(|p| p.format = 0), SaveProblem::Damaged(_)));
}

#[test]
fn a_link_of_another_game_or_older_rules_does_not_fit() {
    assert!(matches!(refused(|p| p.header.game = "carcassonne"), SaveProblem::Inconsistent(_)));
    assert!(matches!(refused(|p| p.header.rules -= 1), SaveProblem::Inconsistent(_)));
    let race = random_session::<VaccineRace>(PlayerCount { players: 2 }, 1, 5);
    let link = encode(&race, &random_seats(&mut game_rng(1), 2), &Envelope::default()).unwrap();
    assert_eq!(game_of(&link).as_deref(), Ok("vaccine-race"));
    assert!(matches!(decode::<Carcassonne>(&link), Err(SaveProblem::Inconsistent(_))));
}

#[test]
fn options_the_game_refuses_do_not_fit() {
    for options in [&b"{\"players\":9}"[..], b"{\"players\":-1}", b"{}", b"null", b"{\"players\":2", b"\xFF"] {
        let problem = refused(|p| p.header.options = options.to_vec());
        assert!(matches!(problem, SaveProblem::Inconsistent(_)), "{}", String::from_utf8_lossy(options));
    }
}

#[test]
fn seats_that_do_not_fit_the_game_are_refused() {
    let three = random_seats(&mut game_rng(3), 3);
    assert!(matches!(refused(|p| p.header.seats.truncate(1)), SaveProblem::Inconsistent(_)));
    assert!(matches!(refused(|p| p.header.seats.clear()), SaveProblem::Inconsistent(_)));
    assert!(matches!(refused(|p| p.header.seats = three), SaveProblem::Inconsistent(_)));
    assert!(matches!(refused(|p| p.header.seats[1].colour = PALETTE.len()), SaveProblem::Inconsistent(_)));
}

#[test]
fn a_move_out_of_range_or_after_the_end_does_not_fit() {
    // A Carcassonne turn where the choices are not a power of two, so a move one past them fits its bits.
    let seats = random_seats(&mut game_rng(2), 2);
    let mut session = random_session::<Carcassonne>(CarcassonneOptions::default(), 2, 0);
    while session.state().legal_actions().len().is_power_of_two() {
        let first = session.state().legal_actions()[0].clone();
        session.apply(first).unwrap();
    }
    let choices = session.state().legal_actions().len();
    let mut parts = Parts::of(session.record(), &seats, &Envelope::default()).unwrap();
    parts.moves.push((choices as u64, width(choices)));
    parts.count += 1;
    assert!(matches!(decode::<Carcassonne>(&parts.link()), Err(SaveProblem::Inconsistent(_))));

    let finished = random_session::<VaccineRace>(PlayerCount { players: 2 }, 2, usize::MAX);
    let mut parts = Parts::of(finished.record(), &seats, &Envelope::default()).unwrap();
    parts.count += 1;
    assert!(matches!(decode::<VaccineRace>(&parts.link()), Err(SaveProblem::Inconsistent(_))));
}

#[test]
fn a_link_that_does_not_end_with_the_last_move_is_damaged() {
    // A byte more after the last move.
    assert!(matches!(refused(|p| p.moves.push((0, 8))), SaveProblem::Damaged(_)));
    // Fifty moves more than the link holds, early in a game of choices: the bits run out.
    let early = random_session::<Carcassonne>(CarcassonneOptions::default(), 1, 10);
    let mut parts = Parts::of(early.record(), &random_seats(&mut game_rng(1), 2), &Envelope::default()).unwrap();
    parts.count += 50;
    assert!(matches!(decode::<Carcassonne>(&parts.link()), Err(SaveProblem::Damaged(_))));
    // A count no game reaches, as an edit that kept the check could make: refused, and quickly.
    assert!(matches!(refused(|p| p.count = u64::MAX), SaveProblem::Damaged(_) | SaveProblem::Inconsistent(_)));
}

// A link of format 1, whose seats belong to no device (one kept in a chat's history), opens;
// it says neither who sent it nor for whom.
#[test]
fn a_link_of_format_1_still_opens_without_devices_or_envelope() {
    let session = random_session::<VaccineRace>(PlayerCount { players: 3 }, 8, 12);
    let mut seats = random_seats(&mut game_rng(8), 3);
    seats.iter_mut().for_each(|seat| (seat.device, seat.handed) = (None, 0));
    let envelope = Envelope { from: Some(9), to: Some(vec![1]) };
    let mut parts = Parts::of(session.record(), &seats, &envelope).unwrap();
    parts.format = 1;
    let shared = decode::<VaccineRace>(&parts.link()).expect("a format 1 link opens");
    assert_eq!((shared.seats, shared.envelope), (seats, Envelope::default()));
    assert_eq!(shared.session.record(), session.record());
}

// A link of format 2, which does not count a seat's handings, opens with every seat as never
// handed.
#[test]
fn a_link_of_format_2_still_opens_its_seats_never_handed() {
    let session = random_session::<VaccineRace>(PlayerCount { players: 3 }, 9, 12);
    let mut seats = random_seats(&mut game_rng(9), 3);
    seats.iter_mut().for_each(|seat| seat.handed = 0);
    let envelope = Envelope { from: Some(9), to: Some(vec![1]) };
    let mut parts = Parts::of(session.record(), &seats, &envelope).unwrap();
    parts.format = 2;
    let shared = decode::<VaccineRace>(&parts.link()).expect("a format 2 link opens");
    assert_eq!((shared.seats, shared.envelope), (seats, envelope));
}

#[test]
fn a_link_for_a_seat_the_game_does_not_have_is_damaged() {
    let problem = refused(|p| p.header.envelope.to = Some(vec![5]));
    assert!(matches!(problem, SaveProblem::Damaged(_)), "{problem:?}");
}

// A trailing '.' or ')' on a pasted link does not make it damaged: the punctuation a sentence
// or a chat app puts after a link, or around it, as it is or as the address bar escapes it, is
// not part of it; base64url has none of it.
#[test]
fn punctuation_after_a_pasted_link_is_not_part_of_it() {
    for (link, open) in samples() {
        for after in [".", ")", ").", ">", "]", ",", "\"", "'", "!", "?", ";", "%22", "%3E", "%3e.", "). ", "”", "…"]
        {
            let pasted = format!("{link}{after}");
            assert_eq!(open(&pasted), Ok(()), "{pasted:?}");
            assert_eq!(game_of(&pasted), game_of(&link));
        }
        // What a link's alphabet has stays: a letter escaped, or one more, is an edit.
        damaged(open, &format!("{link}%41"), "an escaped letter at the end");
        damaged(open, &format!("{link}A."), "a letter and a full stop");
    }
}
