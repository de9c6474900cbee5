//! Random games of every game, under every option set, given as links and opened
//! again, finished or stopped anywhere.

use super::{decode, encode, game_of, Envelope, Shared, Unshareable};
use crate::seats::{Controller, SeatSetup, PALETTE};
use engine::rng::{game_rng, GameRng, Rng};
use engine::{Game, Level, PlayerCount, Session, Setup, Turn};
use games::{each_game, vaccine_race, EachGame};

/// Games a test, each game: "10,000 random games per game".
const GAMES: usize = 10_000;
/// One game in this many is played to the end; the others stop after a random number of
/// moves, which costs less in the debug build yet reaches every part of the game.
const FULL_EVERY: usize = 10;
/// The most moves a stopped game plays.
const MOVES_AT_MOST: usize = 60;

/// A random game of `G` under `options`, stopped after `moves` moves or at its end.
pub fn random_session<G: Game>(options: G::Options, seed: u64, moves: usize) -> Session<G> {
    let mut session = Session::<G>::new(options, seed).expect("options the game takes");
    let mut chooser = game_rng(seed ^ 0x11AC);
    while session.ply() < moves && session.state().turn() != Turn::Over {
        let legal = session.state().legal_actions();
        let action = legal[chooser.random_range(0..legal.len())].clone();
        session.apply(action).expect("a legal action");
    }
    session
}

/// Seats as a person may set them: names empty, long or not ASCII, any colour, person or computer.
pub fn random_seats(rng: &mut GameRng, count: usize) -> Vec<SeatSetup> {
    let names = ["", "Anna", "Zoë 🦠", "  ", "x"];
    (0..count)
        .map(|seat| SeatSetup {
            name: if seat == 1 { "n".repeat(rng.random_range(0..300)) } else { names[rng.random_range(0..5)].into() },
            colour: rng.random_range(0..PALETTE.len()),
            controller: if rng.random() { Controller::Computer } else { Controller::Person },
            level: Level::ALL[rng.random_range(0..3)],
            device: rng.random::<bool>().then(|| rng.random_range(1..=u32::MAX)),
            handed: rng.random_range(0..3),
            key: None,
            handover: None,
        })
        .collect()
}

/// Options a person could choose at setup: any player count, any choice of each option shown.
fn random_options<G: Setup>(rng: &mut GameRng) -> G::Options {
    let players = rng.random_range(G::PLAYERS);
    let shown = G::OPTIONS.iter().filter(|option| G::option_shown(option.key, players));
    let chosen = shown.map(|option| (option.key, option.choices[rng.random_range(0..option.choices.len())])).collect();
    G::options(players, &chosen)
}

/// `GAMES` random games of each game, under options drawn as a person could choose them,
/// each round-tripped.
struct RoundTrips;

impl EachGame for RoundTrips {
    fn game<G: Setup>(&mut self) {
        let mut rng = game_rng(24);
        for n in 0..GAMES {
            let options = random_options::<G>(&mut rng);
            let moves = if n % FULL_EVERY == 0 { usize::MAX } else { rng.random_range(0..=MOVES_AT_MOST) };
            let session = random_session::<G>(options, rng.random(), moves);
            let seats = random_seats(&mut rng, session.state().seats());
            let to = (0..seats.len()).filter(|_| rng.random()).collect();
            round_trips(&session, &seats, &Envelope { from: Some(rng.random_range(1..=u32::MAX)), to: Some(to) });
        }
    }
}

fn round_trips<G: Game>(session: &Session<G>, seats: &[SeatSetup], envelope: &Envelope) {
    let link = encode(session, seats, envelope).expect("a game played from its start is a link");
    assert_eq!(game_of(&link).as_deref(), Ok(G::ID));
    let Shared { seats: back, session: opened, envelope: sent } =
        decode::<G>(&link).unwrap_or_else(|e| panic!("{:?} did not open: {e:?}", session.record()));
    assert_eq!((&back, &sent), (&seats.to_vec(), envelope));
    assert_eq!(opened.record(), session.record());
    assert_eq!(opened.state(), session.state());
    assert_eq!(opened.steps(), session.steps());
}

#[test]
fn a_link_round_trips_every_random_game_of_every_game() {
    each_game(&mut RoundTrips);
}

// A game that went on from a save under older rules has lost its first moves: no link holds it.
#[test]
fn a_game_gone_on_from_an_older_save_is_no_link() {
    let played = random_session::<vaccine_race::VaccineRace>(PlayerCount { players: 2 }, 3, 10);
    let snapshot = Session::from_snapshot(PlayerCount { players: 2 }, 3, played.state().clone());
    let seats = random_seats(&mut game_rng(1), 2);
    assert_eq!(encode(&snapshot, &seats, &Envelope::default()), Err(Unshareable::FromSnapshot));
}

#[test]
fn a_link_needs_a_seat_of_a_known_colour_for_each_player() {
    let session = random_session::<vaccine_race::VaccineRace>(PlayerCount { players: 3 }, 3, 10);
    let mut seats = random_seats(&mut game_rng(1), 2);
    assert!(matches!(encode(&session, &seats, &Envelope::default()), Err(Unshareable::Seats(_))));
    seats.push(SeatSetup { colour: PALETTE.len(), ..SeatSetup::default_for(2) });
    assert!(matches!(encode(&session, &seats, &Envelope::default()), Err(Unshareable::Seats(_))));
}

// "A hidden-mode link never puts the virus's square into the hero's storage". An ordinary link
// of a hidden game on two devices (one the app seals, and never links so) holds the whole
// truth: it opens on the virus's device only, and elsewhere is refused, saving nothing.
// A hidden game of one device (pass-and-play, shared whole) and a Normal game open anywhere.
#[test]
fn an_older_builds_hidden_link_opens_only_on_the_device_that_sees_all() {
    use crate::keep::problem_words;
    use crate::save::SaveProblem;
    use catch_me::{Action, CatchMe, Mode, Options, HERO, VIRUS};
    use lang::Lang;
    use text::assert_in_players_words;
    let (hero_device, virus_device) = (21, 11);
    let seated = |hero, virus| {
        let mut seats = vec![SeatSetup::default_for(HERO), SeatSetup::default_for(VIRUS)];
        (seats[HERO].device, seats[VIRUS].device) = (Some(hero), Some(virus));
        seats
    };
    let link = |mode, seats: &[SeatSetup]| {
        let mut session = Session::<CatchMe>::new(Options { mode, ..Options::default() }, 3).unwrap();
        session.apply(Action::Roll).unwrap();
        encode(&session, seats, &Envelope::default()).unwrap()
    };
    let opened = |link: &str, me| super::arrived::<CatchMe>(link, "g", me, 1.0).map(|_| ());
    let two_devices = link(Mode::Pandemic, &seated(hero_device, virus_device));
    assert_eq!(opened(&two_devices, hero_device), Err(SaveProblem::SecretOfAnother));
    assert_eq!(opened(&two_devices, 33), Err(SaveProblem::SecretOfAnother), "nor on an onlooker's");
    assert_eq!(opened(&two_devices, virus_device), Ok(()));
    let mut elsewhere = seated(hero_device, virus_device);
    (elsewhere[HERO].controller, elsewhere[HERO].device) = (Controller::Elsewhere, None);
    assert_eq!(opened(&link(Mode::Quarantine, &elsewhere), hero_device), Err(SaveProblem::SecretOfAnother));
    assert_eq!(opened(&link(Mode::Pandemic, &seated(virus_device, virus_device)), hero_device), Ok(()), "one device");
    assert_eq!(opened(&link(Mode::Normal, &seated(hero_device, virus_device)), hero_device), Ok(()), "nothing hidden");
    let said = [Lang::En, Lang::It].map(|lang| problem_words(&SaveProblem::SecretOfAnother, lang));
    assert_ne!(said[0], said[1], "said in Italian too");
    assert_in_players_words(&[&said[0], &said[1]]);
}
