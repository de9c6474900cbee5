//! The list of games for everything outside Rust: the scripts and the browser tests read it
//! through `tests/e2e/games.mjs` instead of keeping lists of their own, so that a game added to
//! `every_game!` reaches them. One JSON array, in the home screen's order:
//! `[{"id", "module", "title", "players": [least, most]}, ...]`.
//!
//! `cargo run --quiet --example games -- <file>` writes it to the file (to stdout without one).

use std::process::ExitCode;

use games::registered;

fn main() -> ExitCode {
    let games: Vec<_> = registered()
        .into_iter()
        .map(|g| {
            serde_json::json!({
                "id": g.id,
                "module": g.module,
                "title": g.title,
                "players": [g.players.start(), g.players.end()],
            })
        })
        .collect();
    // One game a line, so that a change of the list reads as a change of its lines.
    let lines: Vec<String> = games.iter().map(|g| format!("  {g}")).collect();
    let json = format!("[\n{}\n]\n", lines.join(",\n"));
    match std::env::args_os().nth(1) {
        None => print!("{json}"),
        Some(file) => {
            // Written whole, then renamed: browser test files started together may each write
            // it (tests/e2e/games.mjs) while another reads it.
            let part = format!("{}.{}", file.to_string_lossy(), std::process::id());
            if let Err(e) = std::fs::write(&part, json).and_then(|()| std::fs::rename(&part, &file)) {
                eprintln!("games: cannot write {}: {e}", file.to_string_lossy());
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
