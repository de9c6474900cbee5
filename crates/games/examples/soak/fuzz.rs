//! Real saves, broken in every way `mutate` knows, fed to the save reader: each must be read,
//! or refused with a `SaveProblem`, and a save that opens must be playable, all without a panic.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::Instant;

use engine::harness::play_random;
use engine::rng::{game_rng, GameRng, Rng};
use engine::{Game, Record, Session};
use table::save::{SaveProblem, SavedGame};

use super::mutate::Corpus;
use super::play::{every_view, session_at, table_save, MAX_ACTIONS};
use super::{guarded, Soak};

/// How many real games the inputs are made from.
pub const REAL_GAMES: u64 = 24;

/// What became of one input.
pub enum Fate {
    /// `read`: the input was read as a save (or a link of some game) before it was refused.
    Refused {
        read: bool,
        problem: SaveProblem,
    },
    Opened,
}

#[derive(Default)]
struct Tally {
    kinds: BTreeMap<&'static str, usize>,
    read: usize,
    opened: usize,
    refused: BTreeMap<&'static str, usize>,
    panics: usize,
}

/// Feeds `soak.inputs` broken saves of `G` to the reader and prints what became of them.
pub fn run<G: Game>(soak: &mut Soak, options: &[G::Options]) {
    let corpus = match guarded(|| real_sessions::<G>(options, true)).and_then(|sessions| sessions) {
        Ok(sessions) => Corpus::new(&sessions.iter().map(|s| table_save(s).to_json()).collect::<Vec<_>>()),
        Err(e) => return soak.fail(&format!("{} real saves", G::ID), &e, None),
    };
    feed_all::<G>(soak, "saves", |rng| corpus.input(rng), feed::<G>);
}

/// Feeds `soak.inputs` inputs drawn by `input` (its kind, its text) to `feed`, and prints
/// what became of them.
pub fn feed_all<G: Game>(
    soak: &mut Soak,
    what: &str,
    mut input: impl FnMut(&mut GameRng) -> (&'static str, String),
    feed: fn(&str) -> Fate,
) {
    let start = Instant::now();
    let mut rng = game_rng(0xF022);
    let mut tally = Tally::default();
    for n in 0..soak.inputs {
        let (kind, text) = input(&mut rng);
        *tally.kinds.entry(kind).or_default() += 1;
        match guarded(|| feed(&text)) {
            Ok(fate) => tally.count(fate),
            Err(panic) => {
                tally.panics += 1;
                soak.fail(&format!("{} {what} input {n} ({kind})", G::ID), &panic, Some(&text));
            }
        }
    }
    tally.print(&format!("{} {what}", G::ID), soak.inputs, start.elapsed().as_secs_f64());
}

/// Games as the table holds them, at a random point of random games under each option. With
/// `snapshots`, every other one went on from a snapshot (a save of older rules), so that its
/// history has a `start` state too.
pub fn real_sessions<G: Game>(options: &[G::Options], snapshots: bool) -> Result<Vec<Session<G>>, String> {
    let mut rng = game_rng(0x5A7E);
    (0..REAL_GAMES)
        .map(|seed| {
            let options = &options[seed as usize % options.len()];
            let record = play_random::<G>(options, seed, MAX_ACTIONS, |_| Ok(()))?;
            let ply = rng.random_range(0..=record.actions.len());
            let from = if seed % 2 == 0 || !snapshots { None } else { Some(rng.random_range(0..=ply)) };
            session_from(&record, from, ply)
        })
        .collect()
}

/// The game of `record` after `ply` actions, its history starting from the state after `from`
/// when given.
fn session_from<G: Game>(record: &Record<G>, from: Option<usize>, ply: usize) -> Result<Session<G>, String> {
    let Some(from) = from else { return session_at(record, ply) };
    let start = session_at(record, from)?.state().clone();
    let mut session = Session::from_snapshot(record.options.clone(), record.seed, start);
    for action in &record.actions[from..ply] {
        session.apply(action.clone()).map_err(|e| e.to_string())?;
    }
    Ok(session)
}

fn feed<G: Game>(text: &str) -> Fate {
    let save = match SavedGame::parse(text) {
        Ok(save) => save,
        Err(problem) => return Fate::Refused { read: false, problem },
    };
    match save.open::<G>() {
        Ok(opened) => {
            use_session(opened.session);
            Fate::Opened
        }
        Err(problem) => Fate::Refused { read: true, problem },
    }
}

/// What the table does with a game it opened. Undo and replay may fail on a doctored
/// history (they say so); only a panic is wrong.
pub fn use_session<G: Game>(mut session: Session<G>) {
    let state = session.state();
    black_box((state.turn(), state.outcome()));
    every_view(state);
    if let Some(action) = state.legal_actions().into_iter().next() {
        black_box(session.apply(action).is_ok());
    }
    black_box(session.undo());
    black_box(session.state_at(0).is_ok());
}

impl Tally {
    fn count(&mut self, fate: Fate) {
        let read = match fate {
            Fate::Opened => {
                self.opened += 1;
                true
            }
            Fate::Refused { read, problem } => {
                *self.refused.entry(problem_name(&problem)).or_default() += 1;
                read
            }
        };
        self.read += usize::from(read);
    }

    /// The tally of `what` ("catch-me saves").
    fn print(&self, what: &str, inputs: usize, seconds: f64) {
        let list = |counts: &BTreeMap<&str, usize>| {
            counts.iter().map(|(name, n)| format!("{n} {name}")).collect::<Vec<_>>().join(", ")
        };
        println!("{what}: {inputs} inputs from {REAL_GAMES} real games in {seconds:.1} s ({})", list(&self.kinds));
        println!(
            "  {} read, {} opened and used (views, first legal action, undo, state at 0); refused: {}; panics: {}",
            self.read,
            self.opened,
            list(&self.refused),
            self.panics
        );
    }
}

fn problem_name(problem: &SaveProblem) -> &'static str {
    match problem {
        SaveProblem::NotAGame(_) => "NotAGame",
        SaveProblem::Damaged(_) => "Damaged",
        SaveProblem::NewerVersion(_) => "NewerVersion",
        SaveProblem::Inconsistent(_) => "Inconsistent",
        SaveProblem::Sealed => "Sealed",
        SaveProblem::SeatTaken { .. } => "SeatTaken",
        SaveProblem::OwnBackup => "OwnBackup",
        SaveProblem::NotSigned { .. } => "NotSigned",
        SaveProblem::SecretOfAnother => "SecretOfAnother",
    }
}
