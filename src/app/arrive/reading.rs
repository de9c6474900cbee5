//! Reading a game that arrives, by its link or as a file: the game's own reader (its
//! `Parts`) checks it, then it is saved here and opened. A save held here of the same game
//! with other moves is never written over without asking.

use leptos::prelude::*;

use crate::app::catalogue::{Entry, Games};
use crate::app::{navigate, new_save_id, problem_screen, storage, Unopened};
use crate::engine::Seat;
use crate::table::link;
use crate::table::route::Route;
use crate::table::save::{SaveProblem, SavedGame};
use crate::table::seats::seat_name;
use crate::table::travel::{arrival, elsewhere_seats, kept, on_several_devices, same_game, seats_here, Arrival, Keep};
use crate::text::shell;
use crate::ui::lang::use_lang;

/// Where an arriving game is.
#[derive(Clone)]
enum Stage {
    /// Being read (the game's code may be fetched first), or gone to its table.
    Reading,
    Refused(SaveProblem),
    /// This device holds the save of that id with other moves: the person chooses.
    Ask {
        held: String,
        incoming: SavedGame,
    },
    /// A game played on several devices comes here for the first time, with several people
    /// the sender does not play: the person says which of them play on this device.
    Which {
        incoming: SavedGame,
        seats: Vec<Seat>,
    },
}

/// Whether it came by link or file: the words of a refusal differ.
#[derive(Clone, Copy, PartialEq)]
enum Source {
    Link,
    File,
}

/// The screen a shared game's link opens.
pub fn link(link: String, games: Games) -> AnyView {
    let read = reading(Source::Link, async move { read_link(&link, games).await });
    view! { <section class="arrival">{read}</section> }.into_any()
}

/// A game file's text, opened from the home screen.
pub fn file(text: String, games: Games) -> AnyView {
    reading(Source::File, async move { read_file(&text, games).await })
}

fn reading(
    source: Source,
    read: impl std::future::Future<Output = Result<SavedGame, SaveProblem>> + 'static,
) -> AnyView {
    let stage = RwSignal::new(Stage::Reading);
    leptos::task::spawn_local(async move {
        let _ = stage.try_set(settle(read.await));
    });
    (move || shown(stage.get(), source)).into_any()
}

async fn read_link(link: &str, games: Games) -> Result<SavedGame, SaveProblem> {
    let parts = (offer(games, &link::game_of(link)?)?.load)().await;
    (parts.open_link)(link, &new_save_id(), js_sys::Date::now())
}

/// A file goes through the same reader as a stored save, and the same check when opened.
async fn read_file(text: &str, games: Games) -> Result<SavedGame, SaveProblem> {
    let save = SavedGame::parse(text)?;
    let parts = (offer(games, &save.game)?.load)().await;
    (parts.check)(&save)?;
    Ok(save)
}

/// The game of that id, if this page offers it.
fn offer(games: Games, game: &str) -> Result<Entry, SaveProblem> {
    (games.offered)(game)
        .ok_or_else(|| SaveProblem::Inconsistent(format!("a game of {game}, which this page does not have")))
}

/// Saves and opens a game read whole, unless a save here of the same game differs from it.
fn settle(read: Result<SavedGame, SaveProblem>) -> Stage {
    let incoming = match read {
        Ok(incoming) => incoming,
        Err(problem) => return Stage::Refused(problem),
    };
    let held: Vec<SavedGame> = storage::list().into_iter().filter_map(|l| l.save.ok()).collect();
    let incoming = match as_played_here(incoming, &held) {
        Ok(incoming) => incoming,
        Err(which) => return *which,
    };
    match arrival(&incoming, &held) {
        Arrival::New => write_and_open(&incoming),
        Arrival::Here(id) => open_save(&incoming.game, id),
        Arrival::Continues { id, since } => write_and_open(&SavedGame { id, since: Some(since), ..incoming }),
        Arrival::Differs(held) => return Stage::Ask { held, incoming },
    }
    Stage::Reading
}

/// A game played on several devices, with its seats as this device plays them: as before
/// where it is held here; else the people the sender plays elsewhere, asked which where
/// they are several.
fn as_played_here(incoming: SavedGame, held: &[SavedGame]) -> Result<SavedGame, Box<Stage>> {
    if !on_several_devices(&incoming.seats) {
        return Ok(incoming);
    }
    let here = held.iter().find(|h| same_game(h, &incoming)).map(|h| h.seats.as_slice());
    let seats = elsewhere_seats(&incoming.seats);
    if here.is_none() && seats.len() > 1 {
        return Err(Box::new(Stage::Which { incoming, seats }));
    }
    Ok(SavedGame { seats: seats_here(&incoming.seats, here, &seats), ..incoming })
}

fn write_and_open(save: &SavedGame) {
    storage::write(save);
    open_save(&save.game, save.id.clone());
}

/// Opens a save in place of the screen that brought it, so Back does not bring it again.
fn open_save(game: &str, save: String) {
    navigate(&Route::Play { game: game.into(), save }, true);
}

fn shown(stage: Stage, source: Source) -> AnyView {
    let lang = use_lang();
    match stage {
        Stage::Reading => {
            view! { <p class="starting" role="status">{move || shell(lang.get()).reading_file()}</p> }.into_any()
        }
        Stage::Refused(problem) => refused(source, problem),
        Stage::Ask { held, incoming } => ask(held, incoming),
        Stage::Which { incoming, seats } => which(incoming, seats),
    }
}

/// Which of the people the sender plays elsewhere play on this device (all ticked, as with
/// two devices); the others stay on devices of their own.
fn which(incoming: SavedGame, seats: Vec<Seat>) -> AnyView {
    let lang = use_lang();
    let t = move || shell(lang.get());
    let chosen = RwSignal::new(seats.clone());
    let rows = seats
        .iter()
        .map(|&seat| {
            let name = seat_name(&incoming.seats, seat, lang.get_untracked());
            let toggle =
                move |_| chosen.update(|c| if c.contains(&seat) { c.retain(|&s| s != seat) } else { c.push(seat) });
            view! {
                <label class="seat-here"><input type="checkbox" data-seat=seat.to_string()
                    prop:checked=move || chosen.with(|c| c.contains(&seat)) on:change=toggle /> " " {name}</label>
            }
        })
        .collect_view();
    let play = move |_| {
        let here = seats_here(&incoming.seats, None, &chosen.get_untracked());
        write_and_open(&SavedGame { seats: here, ..incoming.clone() });
    };
    view! {
        <fieldset class="ask">
            <legend>{move || t().which_seats_here()}</legend>
            {rows}
            <button id="play-here" class="primary" on:click=play>{move || t().play_here()}</button>
        </fieldset>
    }
    .into_any()
}

fn refused(source: Source, problem: SaveProblem) -> AnyView {
    let (what, title): (_, fn(&dyn crate::text::ShellText) -> &'static str) = match source {
        Source::Link => ("link", |t| t.cannot_open_link()),
        Source::File => ("file", |t| t.cannot_open_file()),
    };
    problem_screen(Unopened { what, title, after: |t| t.nothing_changed() }, what.into(), problem)
}

/// Which to keep, when this device holds the arriving game with other moves.
fn ask(held: String, incoming: SavedGame) -> AnyView {
    let lang = use_lang();
    let t = move || shell(lang.get());
    let choose = move |keep: Keep| {
        let (held, incoming) = (held.clone(), incoming.clone());
        move |_| match kept(&incoming, &held, keep, &new_save_id()) {
            Some(save) => write_and_open(&save),
            None => open_save(&incoming.game, held.clone()),
        }
    };
    view! {
        <div class="ask" role="group" aria-labelledby="ask-title">
            <h2 id="ask-title">{move || t().already_here()}</h2>
            <p>{move || t().which_to_keep()}</p>
            <button id="keep-mine" on:click=choose(Keep::Mine)>{move || t().keep_mine()}</button>
            <button id="keep-theirs" on:click=choose(Keep::Theirs)>{move || t().take_new()}</button>
            <button id="keep-both" class="primary" on:click=choose(Keep::Both)>{move || t().keep_both()}</button>
        </div>
    }
    .into_any()
}
