//! Random legal games, every check on, until the actions asked for were played.

use std::hint::black_box;
use std::time::Instant;

use engine::harness::check_random_game;
use engine::rng::{game_rng, Rng};
use engine::{Game, Record, Session};
use table::save::SavedGame;
use table::seats::SeatSetup;
use text::words::check_words;
use text::GameWords;

use super::{guarded, Soak};

/// A game still going after this many actions is taken to be stuck.
pub const MAX_ACTIONS: usize = 100_000;

/// Plays `G` on consecutive seeds, cycling through `options`, until `soak.actions` actions were
/// played, and prints what was checked. The first failing game ends the play of `G`: its seed
/// reproduces it.
pub fn run<G: GameWords>(soak: &mut Soak, options: &[G::Options]) {
    let start = Instant::now();
    let (mut games, mut actions, mut labels) = (0u64, 0usize, 0usize);
    while actions < soak.actions {
        let options = &options[games as usize % options.len()];
        match guarded(|| one_game::<G>(options, games)).and_then(|checked| checked) {
            Ok((played, labelled)) => (actions, labels) = (actions + played, labels + labelled),
            Err(e) => {
                soak.fail(&format!("{} play, seed {games}, {options:?}", G::ID), &e, None);
                break;
            }
        }
        games += 1;
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{}: {actions} actions in {games} games (seeds 0 to {}, {} sets of options in turn) in {seconds:.1} s, {:.0} actions/s",
        G::ID,
        games.saturating_sub(1),
        options.len(),
        actions as f64 / seconds
    );
    println!(
        "  after every action: the invariants, the state's serde round trip, every seat's view and the onlooker's, and every legal action's label, the prompt and the end's words in English and Italian ({labels} labels; none empty or a placeholder)"
    );
    println!("  after every game: the record replays to the final state and round-trips; a save at a random point reopens to the same state and steps");
}

/// One game checked by the harness, also showing every view and reading the words of every
/// step, then saved at a random point and reopened. Returns its number of actions and of labels
/// read.
fn one_game<G: GameWords>(options: &G::Options, seed: u64) -> Result<(usize, usize), String> {
    // The first action is chosen from the start's.
    let mut labels = check_words(&G::new(options, seed).map_err(|e| e.to_string())?)?;
    let record = check_random_game::<G>(options, seed, MAX_ACTIONS, |state| {
        every_view(state);
        labels += check_words(state)?;
        Ok(())
    })?;
    let ply = game_rng(seed).random_range(0..=record.actions.len());
    save_reopens(&record, ply).map_err(|e| format!("seed {seed}, saved after {ply} actions: {e}"))?;
    Ok((record.actions.len(), labels))
}

/// What every seat and an onlooker see; only a panic can fail here.
pub fn every_view<G: Game>(state: &G) {
    for seat in 0..state.seats() {
        black_box(state.view(Some(seat)));
    }
    black_box(state.view(None));
}

fn save_reopens<G: Game>(record: &Record<G>, ply: usize) -> Result<(), String> {
    let session = session_at(record, ply)?;
    let save = table_save(&session);
    let read = SavedGame::parse(&save.to_json()).map_err(|e| format!("{e:?}"))?;
    if read != save {
        return Err("the save changed when read back".into());
    }
    let opened = read.open::<G>().map_err(|e| format!("{e:?}"))?;
    if opened.older_rules || opened.session.state() != session.state() || opened.session.steps() != session.steps() {
        return Err("the save opened to another game".into());
    }
    Ok(())
}

/// The game of `record` after its first `ply` actions.
pub fn session_at<G: Game>(record: &Record<G>, ply: usize) -> Result<Session<G>, String> {
    let mut prefix = record.clone();
    prefix.actions.truncate(ply);
    Session::from_record(prefix).map_err(|e| e.to_string())
}

/// The save the table makes of `session`, with every seat at its default.
pub fn table_save<G: Game>(session: &Session<G>) -> SavedGame {
    SavedGame::new("soak", table_seats(session.state()), session, 0.0)
}

/// Every seat of `state` at its default.
pub fn table_seats<G: Game>(state: &G) -> Vec<SeatSetup> {
    (0..state.seats()).map(SeatSetup::default_for).collect()
}
