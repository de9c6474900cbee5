//! The soak: long random play of every game with every check on (every legal action labelled
//! in English and Italian among them), then broken saves fed to the
//! save reader and broken links to the link reader, which must refuse each by name and never
//! panic; Catch Me's sealed games too, their links broken. Run with `make soak` (or
//! `cargo run --profile bench-native --example soak`: the release profile aborts on a panic,
//! so it could not count one). `SOAK_ACTIONS` (default 1,000,000 per game) and `SOAK_INPUTS`
//! (default 100,000 saves and as many links per game) lower the counts for a quick run. Exits
//! non-zero on any failure; each failing input is kept under `target/soak-failures/`.

#[path = "soak/fuzz.rs"]
mod fuzz;
#[path = "soak/links.rs"]
mod links;
#[path = "soak/mutate.rs"]
mod mutate;
#[path = "soak/play.rs"]
mod play;
#[path = "soak/sealed.rs"]
mod sealed;

use std::cell::RefCell;
use std::collections::HashSet;
use std::panic::AssertUnwindSafe;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use engine::Setup;
use games::{each_game, EachGame};
use text::GameWords;

/// The counts asked for, and the failures met so far.
pub struct Soak {
    actions: usize,
    inputs: usize,
    failures: usize,
    /// The first line of each failure shown: one like it is only counted.
    shown: HashSet<String>,
    dir: PathBuf,
}

thread_local! {
    /// The message of the last panic, set by the hook so that `guarded` can report it.
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

fn main() -> ExitCode {
    if cfg!(panic = "abort") {
        eprintln!("soak: this build aborts on a panic, so none could be counted; run `make soak`");
        return ExitCode::from(2);
    }
    std::panic::set_hook(Box::new(|info| LAST_PANIC.with(|last| *last.borrow_mut() = Some(info.to_string()))));
    let mut soak = Soak::from_env();
    let start = Instant::now();
    // A panic in the soak itself (not in what it checks) is reported too, not swallowed by the hook.
    if let Err(panic) = guarded(|| every_game(&mut soak)) {
        soak.fail("the soak itself", &panic, None);
    }
    println!("soak: {:.1} s in all, {} failures", start.elapsed().as_secs_f64(), soak.failures);
    if soak.failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Every game in the crate (`games::each_game`), then Catch Me's sealed games.
fn every_game(soak: &mut Soak) {
    each_game(soak);
    sealed::run(soak);
}

impl EachGame for Soak {
    /// Plays `G` under each of its kinds in turn, reading its words, then feeds its saves and
    /// links, broken, to the readers.
    fn game<G: Setup + GameWords>(&mut self) {
        let kinds = G::kinds();
        play::run::<G>(self, &kinds);
        fuzz::run::<G>(self, &kinds);
        links::run::<G>(self, &kinds);
    }
}

impl Soak {
    fn from_env() -> Self {
        let count =
            |name: &str, default: usize| std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
        let target = std::env::var("CARGO_TARGET_DIR").unwrap_or_else(|_| "target".into());
        let soak = Self {
            actions: count("SOAK_ACTIONS", 1_000_000),
            inputs: count("SOAK_INPUTS", 100_000),
            failures: 0,
            shown: HashSet::new(),
            dir: PathBuf::from(target).join("soak-failures"),
        };
        println!(
            "soak: {} random legal actions, {} save inputs and as many link inputs per game",
            soak.actions, soak.inputs
        );
        soak
    }

    /// Counts a failure; the first of each kind (a panic's place) is printed with its input,
    /// which is kept in a file.
    fn fail(&mut self, what: &str, message: &str, input: Option<&str>) {
        self.failures += 1;
        if !self.shown.insert(message.lines().next().unwrap_or_default().to_string()) {
            return;
        }
        println!("FAILED: {what}: {message}");
        let Some(input) = input else { return };
        let words: Vec<&str> = what.split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()).collect();
        let path = self.dir.join(format!("{}.json", words.join("-")));
        match std::fs::create_dir_all(&self.dir).and_then(|()| std::fs::write(&path, input)) {
            Ok(()) => println!("  input kept in {}", path.display()),
            Err(e) => println!("  input not kept ({e})"),
        }
        let shown: String = input.chars().take(400).collect();
        println!("  input: {shown}{}", if shown.len() < input.len() { " ..." } else { "" });
    }
}

/// Runs `f`, turning a panic into its message (with where it happened), so that one bad
/// input is counted and the soak goes on.
fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    std::panic::catch_unwind(AssertUnwindSafe(f))
        .map_err(|_| LAST_PANIC.with(|last| last.borrow_mut().take()).unwrap_or_else(|| "a panic".into()))
}
