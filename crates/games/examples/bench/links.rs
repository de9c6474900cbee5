//! Link lengths for `make bench`: per game, the longest and the mean link of random finished
//! games under each option set in turn, seats named by their colour; and whether Carcassonne's
//! longest fits its 1,500 characters.

use engine::harness::play_random;
use engine::{Game, Session, Setup};
use games::{each_game, EachGame};
use table::link::{encode, Envelope};
use table::seats::SeatSetup;

const GAMES: u64 = 200;
/// A whole random Carcassonne game must fit in 1,500 characters of link.
const CARCASSONNE_AT_MOST: usize = 1_500;

pub fn run() {
    each_game(&mut Lengths);
}

/// Every game's links, under its kinds (`Setup::kinds`).
struct Lengths;

impl EachGame for Lengths {
    fn game<G: Setup>(&mut self) {
        let longest = lengths::<G>(&G::kinds());
        if G::ID == "carcassonne" {
            let verdict = if longest <= CARCASSONNE_AT_MOST { "fits" } else { "DOES NOT fit" };
            println!("links: the longest Carcassonne link ({longest} characters) {verdict} in {CARCASSONNE_AT_MOST}");
        }
    }
}

/// Prints the longest and the mean link of `GAMES` random finished games of `G`, and returns
/// the longest.
fn lengths<G: Game>(options: &[G::Options]) -> usize {
    let lengths: Vec<usize> =
        (0..GAMES).map(|seed| link_length::<G>(&options[seed as usize % options.len()], seed)).collect();
    let longest = lengths.iter().copied().max().unwrap_or_default();
    let mean = lengths.iter().sum::<usize>() as f64 / lengths.len() as f64;
    println!(
        "links: {}: longest {longest} characters, mean {mean:.0}, of {GAMES} random finished games ({} sets of options in turn)",
        G::ID,
        options.len()
    );
    longest
}

fn link_length<G: Game>(options: &G::Options, seed: u64) -> usize {
    let record = play_random::<G>(options, seed, 1_000_000, |_| Ok(())).expect("a random game ends");
    let session = Session::from_record(record).expect("a random game replays");
    let seats: Vec<SeatSetup> = (0..session.state().seats()).map(SeatSetup::default_for).collect();
    encode(&session, &seats, &Envelope::default()).expect("a game played from its seed is a link").len()
}
