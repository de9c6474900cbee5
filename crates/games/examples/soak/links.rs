//! Links of real games, broken, fed to the link reader: each must open, or be refused with a
//! `SaveProblem`, and a link that opens must be playable and shareable again, all without a
//! panic. Half the edits keep the link's check good, so that they get past it to the header,
//! the options and the moves.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use engine::rng::{GameRng, Rng};
use engine::Game;
use table::link::{crc32, decode, encode, game_of, Envelope};

use super::fuzz::{feed_all, real_sessions, use_session, Fate};
use super::play::table_seats;
use super::{guarded, Soak};

const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Feeds `soak.inputs` broken links of `G` to the reader and prints what became of them.
pub fn run<G: Game>(soak: &mut Soak, options: &[G::Options]) {
    let links = guarded(|| real_sessions::<G>(options, false)).and_then(|sessions| {
        let link = |s| encode(s, &table_seats(s.state()), &Envelope::default()).map_err(|e| e.to_string());
        sessions?.iter().map(link).collect::<Result<Vec<_>, _>>()
    });
    match links {
        Ok(links) => feed_all::<G>(soak, "links", |rng| broken(rng, &links), feed::<G>),
        Err(e) => soak.fail(&format!("{} real links", G::ID), &e, None),
    }
}

/// One of `links` broken, and the kind of breakage.
pub fn broken(rng: &mut GameRng, links: &[String]) -> (&'static str, String) {
    let link = &links[rng.random_range(0..links.len())];
    let bytes = URL_SAFE_NO_PAD.decode(link).expect("a real link is base64url");
    match rng.random_range(0..10) {
        0 => ("cuts", link[..rng.random_range(0..link.len())].to_string()),
        1 => ("characters swapped", swapped(rng, link)),
        2 => ("characters changed", changed(rng, link)),
        3 | 4 => ("bits flipped", URL_SAFE_NO_PAD.encode(flipped(rng, bytes))),
        _ => ("edits under a good check", URL_SAFE_NO_PAD.encode(resealed(rng, bytes))),
    }
}

fn swapped(rng: &mut GameRng, link: &str) -> String {
    let mut chars = link.as_bytes().to_vec();
    let (a, b) = (rng.random_range(0..chars.len()), rng.random_range(0..chars.len()));
    chars.swap(a, b);
    String::from_utf8_lossy(&chars).into_owned()
}

fn changed(rng: &mut GameRng, link: &str) -> String {
    let mut chars = link.as_bytes().to_vec();
    for _ in 0..rng.random_range(1..=3) {
        let at = rng.random_range(0..chars.len());
        chars[at] = ALPHABET[rng.random_range(0..ALPHABET.len())];
    }
    String::from_utf8_lossy(&chars).into_owned()
}

fn flipped(rng: &mut GameRng, mut bytes: Vec<u8>) -> Vec<u8> {
    for _ in 0..rng.random_range(1..=8) {
        let at = rng.random_range(0..bytes.len());
        bytes[at] ^= 1 << rng.random_range(0..8);
    }
    bytes
}

/// The link's bytes without their check, edited (bits flipped, a byte put in or taken out,
/// cut), then checked anew: what a forger, not a typo, sends.
fn resealed(rng: &mut GameRng, mut bytes: Vec<u8>) -> Vec<u8> {
    bytes.truncate(bytes.len() - 4);
    match rng.random_range(0..4) {
        0 => bytes = flipped(rng, bytes),
        1 => bytes.insert(rng.random_range(0..=bytes.len()), rng.random()),
        2 => drop(bytes.remove(rng.random_range(0..bytes.len()))),
        _ => bytes.truncate(rng.random_range(0..bytes.len())),
    }
    let sum = crc32(&bytes);
    bytes.extend(sum.to_be_bytes());
    bytes
}

/// A link that opens is played on, saved, and shared again as the same game.
fn feed<G: Game>(text: &str) -> Fate {
    let read = game_of(text).is_ok();
    let shared = match decode::<G>(text) {
        Ok(shared) => shared,
        Err(problem) => return Fate::Refused { read, problem },
    };
    let again =
        encode(&shared.session, &shared.seats, &Envelope::default()).expect("a game opened from a link is a link");
    let reopened = decode::<G>(&again).expect("a link shared again opens");
    assert!(reopened.session.record() == shared.session.record(), "a link shared again holds another game");
    std::hint::black_box(shared.save("soak", 0.0));
    use_session(shared.session);
    Fate::Opened
}
