//! The positions themselves: which game, which setup, which moment, and the save of each as the
//! app makes it (`SavedGame::new` of a real `Session`). Shared by the example that writes them
//! and by `tests/positions.rs` that opens them.

use std::collections::BTreeMap;

use carcassonne::{setup::COVID, Carcassonne, Phase};
use catch_me::{CatchMe, HERO, VIRUS};
use engine::{Game, Level, Loss, Session, Setup, Teach, Turn};
use epidemium::{Action, Epidemium};
use games::{each_game, EachGame};
use lab_race::LabRace;
use serde_json::{json, Value};
use table::route::Route;
use table::save::SavedGame;
use table::seats::{Controller, SeatSetup};
use vaccine_race::VaccineRace;

use super::walk::{chooser, play_until, to_decision, typical_length};

const NAMES: [&str; 6] = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"];
/// Every save's `updated_ms`, a fixed moment (2026-01-01 UTC): two runs write the same bytes.
const UPDATED_MS: f64 = 1_767_225_600_000.0;
/// The first seed of every position's game (the number); where a random game ends
/// before its moment, the next seeds are tried in order, so the pick is fixed too.
const SEED: u64 = 41;
const TRIES: u64 = 100;

/// One position: its name (its file's, without `.json`) and its save.
pub struct Position {
    pub name: String,
    pub save: SavedGame,
}

/// Every position, in a fixed order: four of each game of `games::each_game`, then those of
/// one game's own setting (Carcassonne's COVID-19 expansion, Catch Me's hidden virus,
/// Epidemium's usual keep, Lab Race's losing move).
pub fn all() -> Vec<Position> {
    let mut positions = Positions(vec![]);
    each_game(&mut positions);
    let covid = Carcassonne::options(*Carcassonne::PLAYERS.end(), &vec![(COVID.key, "extended")]);
    let [mid, _] = journey::<Carcassonne>(&covid);
    positions.add("covid-mid", &mid);
    positions.add("covid-spread", &wide_spread(&covid));
    positions.add("covid-move", &token_to_move(&covid));
    // The virus is the computer's, as a person playing against it sets it up.
    let mut seats = people::<CatchMe>(2);
    seats[VIRUS] = SeatSetup { controller: Controller::Computer, level: Level::Easy, ..seats[VIRUS].clone() };
    positions.seated("hidden", &catch_me_hidden(), seats);
    positions.add("keep", &epidemium_keep());
    positions.add("loses", &lab_race_loses());
    positions.0.push(lesson_done::<VaccineRace>());
    positions.0.extend([
        lesson_choice::<VaccineRace>(),
        lesson_choice::<LabRace>(),
        lesson_choice::<CatchMe>(),
        lesson_choice::<Epidemium>(),
        lesson_choice::<Carcassonne>(),
    ]);
    positions.0
}

struct Positions(Vec<Position>);

impl EachGame for Positions {
    /// The first decision, a third and two thirds of the way with the most players the game
    /// takes, and a finished game of two.
    fn game<G: Setup>(&mut self) {
        let (fewest, most) = (*G::PLAYERS.start(), *G::PLAYERS.end());
        let full = G::options(most, &vec![]);
        let [mid, late] = journey::<G>(&full);
        self.add("start", &start::<G>(&full));
        self.add("mid", &mid);
        self.add("late", &late);
        self.add("end", &end::<G>(&G::options(2.clamp(fewest, most), &vec![])));
    }
}

impl Positions {
    /// The position `<game>-<moment>`, every seat a person, saved under the id `pos-<name>`:
    /// the app's own ids are 12 hex digits, so these never meet one, and a route takes any
    /// word without '/' or '?'.
    fn add<G: Setup>(&mut self, moment: &str, session: &Session<G>) {
        self.seated(moment, session, people::<G>(session.state().seats()));
    }

    fn seated<G: Game>(&mut self, moment: &str, session: &Session<G>, seats: Vec<SeatSetup>) {
        let name = format!("{}-{moment}", G::ID);
        let save = SavedGame::new(&format!("pos-{name}"), seats, session, UPDATED_MS);
        self.0.push(Position { name, save });
    }
}

/// People named Ann, Ben, ... in the colours the app's setup gives them (a game's own, where
/// it fixes them: Lab Race's pieces).
fn people<G: Setup>(count: usize) -> Vec<SeatSetup> {
    (0..count)
        .map(|seat| SeatSetup {
            name: NAMES.get(seat).map_or_else(|| format!("P{}", seat + 1), |n| n.to_string()),
            colour: G::SEAT_COLOURS.get(seat).copied().unwrap_or(SeatSetup::default_for(seat).colour),
            ..SeatSetup::default_for(seat)
        })
        .collect()
}

/// The game as the table first asks a person: its own and forced opening steps played.
fn start<G: Setup>(options: &G::Options) -> Session<G> {
    let mut session = Session::new(options.clone(), SEED).expect("the game sets up");
    to_decision(&mut session);
    session
}

/// One game at a third and at two thirds of a typical length, each at the first decision from
/// there: the late position goes on from the mid one.
fn journey<G: Setup>(options: &G::Options) -> [Session<G>; 2] {
    let length = typical_length::<G>(options);
    first_seed(|seed| {
        let mut session = Session::new(options.clone(), seed).ok()?;
        let mut chooser = chooser(seed);
        play_until(&mut session, &mut chooser, |s| s.ply() >= length / 3).then_some(())?;
        let mid = session.clone();
        play_until(&mut session, &mut chooser, |s| s.ply() >= length * 2 / 3).then_some([mid, session])
    })
}

/// A person choosing where the infection spreads among ten or more areas (keys reach every
/// choice, two digits from the tenth).
fn wide_spread(options: &<Carcassonne as Game>::Options) -> Session<Carcassonne> {
    let wide = |s: &Session<Carcassonne>| {
        let legal = s.state().legal_actions();
        legal.len() >= 10 && legal.iter().all(|a| s.state().covid_choice_number(a).is_some())
    };
    first_seed(|seed| {
        let mut session = Session::new(options.clone(), seed).ok()?;
        play_until(&mut session, &mut chooser(seed), wide).then_some(session)
    })
}

/// A person choosing which of the 20 infection tokens, all on the board, moves: the places to
/// tap on the board are many and close together.
fn token_to_move(options: &<Carcassonne as Game>::Options) -> Session<Carcassonne> {
    let moving = |s: &Session<Carcassonne>| matches!(s.state().phase(), Phase::MoveToken { .. });
    first_seed(|seed| {
        let mut session = Session::new(options.clone(), seed).ok()?;
        play_until(&mut session, &mut chooser(seed), moving).then_some(session)
    })
}

/// A random game played to its outcome.
fn end<G: Setup>(options: &G::Options) -> Session<G> {
    first_seed(|seed| {
        let mut session = Session::<G>::new(options.clone(), seed).ok()?;
        play_until(&mut session, &mut chooser(seed), |_| false);
        session.state().outcome().is_some().then_some(session)
    })
}

/// Catch Me in Pandemic mode at the hero's first decision once the virus is out of sight.
fn catch_me_hidden() -> Session<CatchMe> {
    let options = CatchMe::options(2, &vec![("mode", "pandemic")]);
    first_seed(|seed| {
        let mut session = Session::new(options.clone(), seed).ok()?;
        play_until(&mut session, &mut chooser(seed), |s| hidden_from_hero(s.state())).then_some(session)
    })
}

/// A game's lesson played to its end, kept as the app keeps a lesson (under the game's one
/// lesson id, the learner at the first seats and the computer, Easy, at the others), as its learner
/// leaves it: `<game>-lesson-done`.
fn lesson_done<G: Teach + Setup>() -> Position {
    lesson_at::<G>("lesson-done", usize::MAX)
}

/// A game's lesson at the learner's first choice: `<game>-lesson-choice`.
fn lesson_choice<G: Teach + Setup>() -> Position {
    let first = G::lesson().expect("the game has a lesson").choices.first().copied();
    lesson_at::<G>("lesson-choice", first.expect("the lesson has a choice"))
}

/// A game's lesson after `upto` actions of its script, saved as `<game>-<moment>`.
fn lesson_at<G: Teach + Setup>(moment: &str, upto: usize) -> Position {
    let lesson = G::lesson().expect("the game has a lesson");
    let mut session = Session::<G>::new(lesson.options.clone(), lesson.seed).expect("the lesson sets up");
    for action in lesson.actions().expect("the lesson's script replays").into_iter().take(upto) {
        session.apply(action).expect("the script's action applies");
    }
    let mut seats = people::<G>(session.state().seats());
    for seat in seats.iter_mut().skip(lesson.people) {
        (seat.controller, seat.level) = (Controller::Computer, Level::Easy);
    }
    let save = SavedGame { lesson: true, ..SavedGame::new(&SavedGame::lesson_id(G::ID), seats, &session, UPDATED_MS) };
    Position { name: format!("{}-{moment}", G::ID), save }
}

/// Epidemium with a person to roll, holding a Magic Number card, whose throw moves the piece:
/// the usual keep the table plays for them after a beat.
fn epidemium_keep() -> Session<Epidemium> {
    let options = Epidemium::options(*Epidemium::PLAYERS.end(), &vec![]);
    first_seed(|seed| {
        let mut session = Session::new(options.clone(), seed).ok()?;
        play_until(&mut session, &mut chooser(seed), |s| rolls_to_usual_keep(s.state())).then_some(session)
    })
}

/// Lab Race with three colours at a person's move after a roll (not a 6, so that each piece
/// offers one move) where one move loses the game at once and another does not: the table marks
/// the one and asks before it plays it.
fn lab_race_loses() -> Session<LabRace> {
    let options = LabRace::options(*LabRace::PLAYERS.end(), &vec![]);
    first_seed(|seed| {
        let mut session = Session::new(options.clone(), seed).ok()?;
        play_until(&mut session, &mut chooser(seed), |s| offers_a_loss(s.state())).then_some(session)
    })
}

/// Whether the person moves by a roll under 6 and one move loses the game at once, another not.
pub fn offers_a_loss(state: &LabRace) -> bool {
    let legal = state.legal_actions();
    state.pending_choice().is_some_and(|(_, face)| face < 6)
        && legal.iter().any(|a| state.loses(a) == Some(Loss::AtOnce))
        && legal.iter().any(|a| state.loses(a).is_none())
}

/// Whether the roll to take now leaves a throw that is kept as usual.
pub fn rolls_to_usual_keep(state: &Epidemium) -> bool {
    let mut rolled = state.clone();
    state.legal_actions().first() == Some(&Action::Roll)
        && rolled.apply(&Action::Roll).is_ok()
        && rolled.usual() == Some(Action::KeepRoll)
}

/// Whether the hero is to act and its view shows the virus elsewhere than it is.
pub fn hidden_from_hero(state: &CatchMe) -> bool {
    state.turn() == Turn::Seat(HERO) && state.view(Some(HERO)).virus.square != state.virus()
}

fn first_seed<T>(game: impl FnMut(u64) -> Option<T>) -> T {
    (SEED..SEED + TRIES).find_map(game).expect("some seed reaches the position")
}

/// `index.json`: each position's game, save id, hash, who is to act, whether it is finished
/// and its moves, so that a browser test finds what it needs; keys in order.
pub fn index(positions: &[Position]) -> String {
    let entries: BTreeMap<&str, Value> = positions.iter().map(|p| (p.name.as_str(), entry(&p.save))).collect();
    serde_json::to_string_pretty(&entries).expect("the index serialises") + "\n"
}

fn entry(save: &SavedGame) -> Value {
    let hash = Route::Play { game: save.game.clone(), save: save.id.clone() }.hash();
    json!({
        "game": save.game, "id": save.id, "hash": hash,
        "to_act": save.to_act, "finished": save.finished, "actions": save.actions,
    })
}
