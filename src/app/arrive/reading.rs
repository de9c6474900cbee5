//! Reading a game that arrives, by its link or as a file: the game's own reader (its
//! `Parts`) checks it, then it goes where the game's one history says (issue 33): a new game
//! is saved here, moves made elsewhere continue the one held, an older link changes nothing,
//! and a game gone two ways asks which way the table plays on. A game of several devices
//! first asks who of the seats the link offers plays here, or watches.

use leptos::prelude::*;

use super::ask::{ask, dropped, forked, older, welcome_screen};
use crate::app::catalogue::{Entry, Games};
use crate::app::device::device_id;
use crate::app::{navigate, new_save_id, problem_screen, random_bytes, storage, Unopened};
use crate::engine::Seat;
use crate::table::keep::game_file;
use crate::table::link::{self, Envelope};
use crate::table::route::Route;
use crate::table::save::{SaveProblem, SavedGame};
use crate::table::seal::{is_sealed, Arrived};
use crate::table::travel::{self, arrival, on_several_devices, seats_here, welcome, Arrival, Welcome};
use crate::text::shell;
use crate::ui::lang::use_lang;

/// Where an arriving game is.
#[derive(Clone)]
pub(super) enum Stage {
    /// Being read (the game's code may be fetched first), or gone to its table.
    Reading,
    Refused(SaveProblem),
    /// This device holds another game under that id: the person chooses.
    Ask {
        held: String,
        incoming: SavedGame,
    },
    /// The link offers seats no device plays yet: who of them plays here.
    Welcome {
        incoming: SavedGame,
        held: Option<SavedGame>,
        offered: Vec<Seat>,
        envelope: Envelope,
    },
    /// The link is older than the game held: nothing to do.
    Older {
        game: String,
        id: String,
        theirs: usize,
        ours: usize,
    },
    /// Both went on from the first `common` moves: which way the table plays on.
    Forked {
        held: SavedGame,
        incoming: SavedGame,
        common: usize,
    },
    /// A sealed game went on, and some of the hero's moves did not happen (issue 33).
    Dropped {
        game: String,
        id: String,
        arrived: Arrived,
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
    let read = reading(Source::Link, games, async move {
        match is_sealed(&link) {
            true => sealed(&link, games).await,
            false => settle(read_link(&link, games).await),
        }
    });
    view! { <section class="arrival">{read}</section> }.into_any()
}

/// A game file's text, opened from the home screen.
pub fn file(text: String, games: Games) -> AnyView {
    // A file of another game than a locked page's is told by both games' names (issue 46).
    if let Some((file, here)) = game_file(&text).ok().and_then(|save| (games.elsewhere)(&save.game)) {
        return crate::app::embed::other_game_file(file, here);
    }
    reading(Source::File, games, async move { settle(read_file(&text, games).await) })
}

fn reading(source: Source, games: Games, read: impl std::future::Future<Output = Stage> + 'static) -> AnyView {
    let stage = RwSignal::new(Stage::Reading);
    leptos::task::spawn_local(async move {
        let _ = stage.try_set(read.await);
    });
    (move || shown(stage, source, games)).into_any()
}

/// A sealed game's link (issue 33): the game's own part puts it in its place among the saves
/// here, or refuses it on a device that plays neither side.
async fn sealed(link: &str, games: Games) -> Stage {
    let arrive = async {
        let parts = (offer(games, &link::game_of(link)?)?.load)().await;
        let arrive = parts.arrive_sealed.ok_or_else(|| SaveProblem::Damaged("not a game that seals".into()))?;
        arrive(link, &stored(), device_id(), &new_save_id(), random_bytes(), js_sys::Date::now())
    };
    match arrive.await {
        Ok((save, arrived)) if arrived.dropped > 0 => {
            // Where storage refuses it, the table it opens says so.
            let _ = storage::write(&save);
            Stage::Dropped { game: save.game, id: save.id, arrived }
        }
        Ok((save, _)) => {
            write_and_open(&save);
            Stage::Reading
        }
        Err(problem) => Stage::Refused(problem),
    }
}

async fn read_link(link: &str, games: Games) -> Result<(SavedGame, Envelope), SaveProblem> {
    let parts = (offer(games, &link::game_of(link)?)?.load)().await;
    (parts.open_link)(link, &new_save_id(), js_sys::Date::now())
}

/// A file goes through the same reader as a stored save, and the same check when opened;
/// what is no save at all is told apart (`game_file`). It says neither who sent it nor for whom.
async fn read_file(text: &str, games: Games) -> Result<(SavedGame, Envelope), SaveProblem> {
    let save = game_file(text)?;
    let parts = (offer(games, &save.game)?.load)().await;
    (parts.check)(&save)?;
    Ok((save, Envelope::default()))
}

/// The game of that id, if this page offers it.
fn offer(games: Games, game: &str) -> Result<Entry, SaveProblem> {
    (games.offered)(game)
        .ok_or_else(|| SaveProblem::Inconsistent(format!("a game of {game}, which this page does not have")))
}

fn stored() -> Vec<SavedGame> {
    storage::list().into_iter().filter_map(|l| l.save.ok()).collect()
}

/// Where a game read whole goes: a game of several devices is first welcomed (the seats it
/// offers, or watching), then put in its place in the game's history.
fn settle(read: Result<(SavedGame, Envelope), SaveProblem>) -> Stage {
    let (incoming, envelope) = match read {
        Ok(read) => read,
        Err(problem) => return Stage::Refused(problem),
    };
    let stored = stored();
    if !on_several_devices(&incoming.seats) {
        return placed(incoming, &stored);
    }
    let held = travel::held(&incoming, &stored).cloned();
    let held_seats = held.as_ref().map(|h| h.seats.as_slice());
    match welcome(&incoming.seats, held_seats, &envelope, device_id()) {
        Welcome::Offer(offered) => Stage::Welcome { incoming, held, offered, envelope },
        Welcome::Plays | Welcome::Watch => taken_among(incoming, held.as_ref(), &[], &stored),
    }
}

/// The arriving game with the seats `mine` taken here, put in its place among the saves here
/// now (the person may have taken a while to choose).
pub(super) fn taken(incoming: SavedGame, held: Option<&SavedGame>, mine: &[Seat]) -> Stage {
    taken_among(incoming, held, mine, &stored())
}

fn taken_among(incoming: SavedGame, held: Option<&SavedGame>, mine: &[Seat], stored: &[SavedGame]) -> Stage {
    let seats = seats_here(&incoming.seats, held.map(|h| h.seats.as_slice()), mine, device_id());
    placed(SavedGame { seats, ..incoming }, stored)
}

/// Saves and opens a game read whole, unless the game held here (`stored`) went on further
/// or another way: then the person is told or asked.
fn placed(incoming: SavedGame, stored: &[SavedGame]) -> Stage {
    let held = |id: &str| stored.iter().find(|s| s.id == id).cloned();
    match arrival(&incoming, stored) {
        Arrival::New => write_and_open(&incoming),
        Arrival::Here(id) => open_save(&incoming.game, id),
        Arrival::Continues { id, since } => {
            // What this device keeps of its own (the moves it sent, a lesson) goes on with it.
            let mine = held(&id).unwrap_or_else(|| incoming.clone());
            write_and_open(&SavedGame {
                id,
                since: Some(since),
                settled: mine.settled,
                lesson: mine.lesson,
                ..incoming
            })
        }
        Arrival::Older { id, theirs, ours } => return Stage::Older { game: incoming.game, id, theirs, ours },
        Arrival::Forked { id, common } => match held(&id) {
            Some(held) => return Stage::Forked { held, incoming, common },
            None => write_and_open(&incoming),
        },
        Arrival::Differs(held) => return Stage::Ask { held, incoming },
    }
    Stage::Reading
}

pub(super) fn write_and_open(save: &SavedGame) {
    // Where storage refuses it, the table it opens says so.
    let _ = storage::write(save);
    open_save(&save.game, save.id.clone());
}

/// Opens a save in place of the screen that brought it, so Back does not bring it again.
pub(super) fn open_save(game: &str, save: String) {
    navigate(&Route::Play { game: game.into(), save }, true);
}

fn shown(stage: RwSignal<Stage>, source: Source, games: Games) -> AnyView {
    let lang = use_lang();
    match stage.get() {
        Stage::Reading => {
            view! { <p class="starting" role="status">{move || shell(lang.get()).reading_file()}</p> }.into_any()
        }
        Stage::Refused(problem) => refused(source, problem),
        Stage::Ask { held, incoming } => ask(held, incoming),
        Stage::Welcome { incoming, held, offered, envelope } => {
            welcome_screen(games, stage, incoming, held, offered, envelope)
        }
        Stage::Older { game, id, theirs, ours } => older(game, id, theirs, ours),
        Stage::Forked { held, incoming, common } => forked(held, incoming, common),
        Stage::Dropped { game, id, arrived } => dropped(game, id, arrived),
    }
}

fn refused(source: Source, problem: SaveProblem) -> AnyView {
    let (what, title): (_, fn(&dyn crate::text::ShellText) -> &'static str) = match source {
        Source::Link => ("link", |t| t.cannot_open_link()),
        Source::File => ("file", |t| t.cannot_open_file()),
    };
    problem_screen(Unopened { what, title, after: |t| t.nothing_changed() }, what.into(), problem)
}
