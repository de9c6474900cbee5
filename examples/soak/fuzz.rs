//! Real saves, broken in every way `mutate` knows, fed to the save reader: each must be read,
//! or refused with a `SaveProblem`, and a save that opens must be playable, all without a panic.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::Instant;

use quarantable::engine::harness::play_random;
use quarantable::engine::rng::{game_rng, Rng};
use quarantable::engine::{Game, Record, Session};
use quarantable::table::save::{SaveProblem, SavedGame};

use super::mutate::Corpus;
use super::play::{every_view, session_at, table_save, MAX_ACTIONS};
use super::{guarded, Soak};

/// How many real saves the inputs are made from.
const REAL_SAVES: u64 = 24;

/// What became of one input.
enum Fate {
    Refused { parsed: bool, problem: SaveProblem },
    Opened,
}

#[derive(Default)]
struct Tally {
    kinds: BTreeMap<&'static str, usize>,
    parsed: usize,
    opened: usize,
    refused: BTreeMap<&'static str, usize>,
    panics: usize,
}

/// Feeds `soak.inputs` broken saves of `G` to the reader and prints what became of them.
pub fn run<G: Game>(soak: &mut Soak, options: &[G::Options]) {
    let start = Instant::now();
    let corpus = match guarded(|| real_saves::<G>(options)).and_then(|saves| saves) {
        Ok(saves) => Corpus::new(&saves),
        Err(e) => return soak.fail(&format!("{} real saves", G::ID), &e, None),
    };
    let mut rng = game_rng(0xF022);
    let mut tally = Tally::default();
    for n in 0..soak.inputs {
        let (kind, text) = corpus.input(&mut rng);
        *tally.kinds.entry(kind).or_default() += 1;
        match guarded(|| feed::<G>(&text)) {
            Ok(fate) => tally.count(fate),
            Err(panic) => {
                tally.panics += 1;
                soak.fail(&format!("{} save input {n} ({kind})", G::ID), &panic, Some(&text));
            }
        }
    }
    tally.print(G::ID, soak.inputs, start.elapsed().as_secs_f64());
}

/// Saves as the table makes them, at a random point of random games under each option. Every
/// other one comes from a game that went on from a snapshot (a save of older rules), so that
/// its history has a `start` state too.
fn real_saves<G: Game>(options: &[G::Options]) -> Result<Vec<String>, String> {
    let mut rng = game_rng(0x5A7E);
    (0..REAL_SAVES)
        .map(|seed| {
            let options = &options[seed as usize % options.len()];
            let record = play_random::<G>(options, seed, MAX_ACTIONS, |_| Ok(()))?;
            let ply = rng.random_range(0..=record.actions.len());
            let from = if seed % 2 == 0 { None } else { Some(rng.random_range(0..=ply)) };
            Ok(table_save(&session_from(&record, from, ply)?).to_json())
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
        Err(problem) => return Fate::Refused { parsed: false, problem },
    };
    match save.open::<G>() {
        Ok(opened) => {
            use_session(opened.session);
            Fate::Opened
        }
        Err(problem) => Fate::Refused { parsed: true, problem },
    }
}

/// What the table does with a game it opened. Undo and replay may fail on a doctored
/// history (they say so); only a panic is wrong.
fn use_session<G: Game>(mut session: Session<G>) {
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
        let parsed = match fate {
            Fate::Opened => {
                self.opened += 1;
                true
            }
            Fate::Refused { parsed, problem } => {
                *self.refused.entry(problem_name(&problem)).or_default() += 1;
                parsed
            }
        };
        self.parsed += usize::from(parsed);
    }

    fn print(&self, game: &str, inputs: usize, seconds: f64) {
        let list = |counts: &BTreeMap<&str, usize>| {
            counts.iter().map(|(name, n)| format!("{n} {name}")).collect::<Vec<_>>().join(", ")
        };
        println!(
            "{game} saves: {inputs} inputs from {REAL_SAVES} real saves in {seconds:.1} s ({})",
            list(&self.kinds)
        );
        println!(
            "  {} parsed, {} opened and used (views, first legal action, undo, state at 0); refused: {}; panics: {}",
            self.parsed,
            self.opened,
            list(&self.refused),
            self.panics
        );
    }
}

fn problem_name(problem: &SaveProblem) -> &'static str {
    match problem {
        SaveProblem::Damaged(_) => "Damaged",
        SaveProblem::NewerVersion(_) => "NewerVersion",
        SaveProblem::Inconsistent(_) => "Inconsistent",
    }
}
