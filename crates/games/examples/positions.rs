//! Saved positions for the browser tests, positions rather than journeys: a test opens
//! the game it checks at the moment it checks instead of playing up to it. For every game of
//! `games::each_game`: its first decision, a third and two thirds of the way with the most
//! players it takes, and a finished game of two; besides, Carcassonne mid-game with the COVID-19
//! expansion, at a spread among ten or more areas and at a token to move among the 20, Catch Me
//! with the virus out of the hero's sight, Epidemium's usual keep and Lab Race offering a move
//! that loses the game. Each is one save file,
//! `<dir>/<game>-<moment>.json`, byte for byte the text the app keeps under
//! `quarantable.save.<id>`, and `<dir>/index.json` names each one's id, hash and who is to act.
//!
//! `cargo run --quiet --example positions -- <dir>`. Everything is seeded: every run writes the
//! same bytes. `tests/positions.rs` opens every position.

#[path = "positions/build.rs"]
mod build;
#[path = "positions/walk.rs"]
mod walk;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(dir) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: cargo run --example positions -- <dir>");
        return ExitCode::from(2);
    };
    match write(&dir) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("positions: cannot write to {}: {e}", dir.display());
            ExitCode::FAILURE
        }
    }
}

/// Writes every position and the index, and prints one line for each.
fn write(dir: &Path) -> std::io::Result<()> {
    let positions = build::all();
    std::fs::create_dir_all(dir)?;
    for p in &positions {
        std::fs::write(dir.join(format!("{}.json", p.name)), p.save.to_json())?;
        let to_act = p.save.to_act.map_or("nobody".into(), |seat| format!("seat {seat}"));
        println!("{}: {} actions, {to_act} to act", p.name, p.save.actions);
    }
    std::fs::write(dir.join("index.json"), build::index(&positions))?;
    println!("positions: {} saves and index.json in {}", positions.len(), dir.display());
    Ok(())
}
