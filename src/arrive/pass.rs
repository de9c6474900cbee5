//! A game arriving by link or file, as one pass: `read` it as far as its game, `verify` it with
//! that game's own part, `decide` where it goes among the saves here, ask the person where it
//! must (their answer is `take`n back into this pass, which may ask again), then `write` what it
//! keeps and `open` the game. One pass, so that no way in skips a check. Every question is the
//! arrival's own screen (`ask`), naming the game, with its heading focused and a way home.
//! May use: `ask`, `read`, `verify`, `write`; the app's `device`, `embed`, `problem`, `random`, `storage`.

use leptos::prelude::*;

use super::ask;
use super::read::{read, stored, Source};
use super::verify::verify;
use super::write::{open, write};
use crate::device::Device;
use crate::embed::Page;
use crate::problem::{other_game, problem_screen, Unopened};
use crate::random::new_save_id;
use crate::storage::Store;
use engine::Seat;
use table::keep::game_file;
use table::link::game_of;
use table::save::SaveProblem;
use table::travel::arrive::{decide, take, Choice, Decision, Go, Opening, Question, Told};
use text::shell;
use ui::lang::use_lang;
use ui::lang::word;

/// Where the pass is, as the screen shows it.
#[derive(Clone)]
enum Stage {
    /// Being read (its game's code may be fetched first), or gone to its table.
    Reading,
    Refused(SaveProblem),
    /// Another device took the seat first: the game, to name the seat in its words.
    Taken {
        game: String,
        seat: Seat,
        name: String,
    },
    Asking(Question),
    /// Told before the game opens.
    Told(Told, Opening),
}

/// Where the pass works: the page's games, and this device and its saves.
#[derive(Clone, Copy)]
struct Here {
    page: Page,
    store: Store,
    device: Device,
}

/// The screen a shared game's link opens.
pub fn link(link: String, page: Page) -> AnyView {
    // A link of another game than a locked page's is told by both games' names: it is not
    // broken, it is for another page.
    if let Some((theirs, here)) = game_of(&link).ok().and_then(|game| page.elsewhere(&game)) {
        return other_game(theirs, here, true);
    }
    let shown = pass(Source::Link(link), page);
    view! { <section class="arrival">{shown}</section> }.into_any()
}

/// A game file's text, opened from the home screen.
pub fn file(text: String, page: Page) -> AnyView {
    // A file of another game than a locked page's is told by both games' names: it is not
    // broken, it is for another page.
    let game = game_file(&text, Store::get().own_key().as_ref()).ok().map(|save| save.game);
    if let Some((file, here)) = game.and_then(|game| page.elsewhere(&game)) {
        return other_game(file, here, false);
    }
    pass(Source::File(text), page)
}

/// The pass: `read`, `verify` (one call: every check of an arriving game belongs there), and
/// `decide`; then `go` asks, or writes and opens.
fn pass(source: Source, page: Page) -> AnyView {
    let here = Here { page, store: Store::get(), device: Device::get() };
    let stage = RwSignal::new(Stage::Reading);
    let by_file = source.is_file();
    leptos::task::spawn_local(async move {
        let verified = match read(&source, here.page, here.store).await {
            Ok(read) => {
                let game = read.game.clone();
                verify(read, here.device, here.store).map_err(|problem| refusal(game, problem))
            }
            Err(problem) => Err(Stage::Refused(problem)),
        };
        match verified {
            Ok(incoming) => go(stage, here, decide(incoming, &stored(here.store), here.device.id())),
            Err(refused) => {
                let _ = stage.try_set(refused);
            }
        }
    });
    (move || shown(stage, by_file, here)).into_any()
}

/// A game refused: a seat taken is told in the words of the game (`game`), naming it.
fn refusal(game: String, problem: SaveProblem) -> Stage {
    match problem {
        SaveProblem::SeatTaken { seat, name } => Stage::Taken { game, seat, name },
        problem => Stage::Refused(problem),
    }
}

/// Where a decision leads: a question, whose answer comes back through `answer`; or the
/// arrival's end: written, told if anything, then opened.
fn go(stage: RwSignal<Stage>, here: Here, decision: Decision) {
    match decision {
        Decision::Ask(question) => {
            let _ = stage.try_set(Stage::Asking(question));
        }
        Decision::Go(Go { write: saves, told, open: opening }) => {
            write(here.store, &saves);
            match told {
                Some(told) => {
                    let _ = stage.try_set(Stage::Told(told, opening));
                }
                None => {
                    let _ = stage.try_set(Stage::Reading);
                    open(&opening);
                }
            }
        }
    }
}

/// The person's answer to `question`, taken among the saves on this device as they are then.
fn answer(stage: RwSignal<Stage>, here: Here, question: Question) -> Callback<Choice> {
    Callback::new(move |choice| {
        let decision = take(question.clone(), choice, &stored(here.store), here.device.id(), &new_save_id());
        go(stage, here, decision)
    })
}

fn shown(stage: RwSignal<Stage>, by_file: bool, here: Here) -> AnyView {
    let lang = use_lang();
    match stage.get() {
        Stage::Reading => {
            view! { <p class="starting" role="status">{word(lang, |l| shell(l).reading_file())}</p> }.into_any()
        }
        Stage::Refused(problem) => refused(by_file, problem),
        Stage::Taken { game, seat, name } => ask::taken(here.page, &game, seat, name),
        Stage::Asking(question) => ask::question(here.page, question.clone(), by_file, answer(stage, here, question)),
        Stage::Told(told, opening) => ask::told(told, Callback::new(move |()| open(&opening))),
    }
}

fn refused(by_file: bool, problem: SaveProblem) -> AnyView {
    let (what, title): (_, fn(&dyn text::ShellText) -> &'static str) = match by_file {
        false => ("link", |t| t.cannot_open_link()),
        true => ("file", |t| t.cannot_open_file()),
    };
    problem_screen(Unopened { what, title, after: |t| t.nothing_changed() }, what.into(), problem)
}
