//! The classroom settings of the page's URL (`table::embed`), checked against the games this
//! build offers and applied: preset seats and options, a page locked to one game, and what a
//! pupil may not change there (issue 46): each screen asks `locked` before it shows a way out.

use std::sync::OnceLock;

use leptos::prelude::*;

use super::catalogue::Entry;
use super::{navigate, new_save_id, random_u64, saves, storage, told, Unopened};
use lang::Lang;
use table::embed::{Embed, LinkProblem, Lock};
use table::route::Route;
use table::seats::{Controller, SeatSetup};
use text::shell;
use text::teachers::teachers;
use ui::lang::use_lang;
use ui::lang::word;
use ui::Chosen;

/// The link's settings, with the options it chose for its game.
pub struct Settings {
    pub embed: Embed,
    pub chosen: Chosen,
}

static SETTINGS: OnceLock<Settings> = OnceLock::new();

/// How the page finds a game's entry, given by the app at its start (`App`). The parts fetched
/// later (the arrival, the saves, the teachers' kit) ask the settings too; reaching the
/// catalogue through this, their code names no game's split point, whose loader only the
/// split build provides: a wasm test of a board links every part and could not load.
static FIND: OnceLock<fn(&str) -> Option<Entry>> = OnceLock::new();

/// The app's start gives the catalogue's lookup, before anything reads the settings.
pub fn find_games_with(find: fn(&str) -> Option<Entry>) {
    let _ = FIND.set(find);
}

/// The entry of the game `id`, where the app gave its catalogue.
pub fn find(id: &str) -> Option<Entry> {
    FIND.get().and_then(|find| find(id))
}

/// The URL's settings, read once: links inside the app change only the hash.
pub fn settings() -> &'static Settings {
    SETTINGS.get_or_init(|| {
        let query = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
        checked(Embed::parse(&query))
    })
}

/// Drops what this build cannot do, saying so.
fn checked(mut embed: Embed) -> Settings {
    let Some(game) = embed.game.clone() else {
        let unused = std::mem::take(&mut embed.options);
        embed.notices.extend(unused.into_iter().map(|(key, value)| LinkProblem::NoSuchOption { key, value }));
        return Settings { embed, chosen: vec![] };
    };
    let Some(entry) = find(&game) else {
        embed.notices.push(LinkProblem::NoSuchGame(game));
        (embed.game, embed.locked) = (None, false);
        return Settings { embed, chosen: vec![] };
    };
    let mut chosen = vec![];
    for (key, value) in std::mem::take(&mut embed.options) {
        match entry.option(&key, &value) {
            Some(choice) => chosen.push(choice),
            None => embed.notices.push(LinkProblem::NoSuchOption { key, value }),
        }
    }
    let players = embed.players_within(entry.players);
    if embed.players.is_some_and(|asked| asked != players) {
        let (min, max) = entry.players;
        embed.notices.push(LinkProblem::PlayersOutOfRange { min, max, players });
    }
    embed.computer.retain(|&seat| seat < players);
    Settings { embed, chosen }
}

/// Opens the preset game's setup when the link names a game but no screen.
pub fn apply_at_start() {
    let embed = &settings().embed;
    let Some(window) = web_sys::window() else { return };
    let at_home = window.location().hash().map(|h| h.trim_start_matches(['#', '/']).is_empty()).unwrap_or(true);
    if let (true, false, Some(game)) = (at_home, embed.locked, &embed.game) {
        navigate(&Route::Setup { game: game.clone() }, true);
    }
}

/// Whether a screen of this game may be shown on this page.
pub fn offers(game: &str) -> bool {
    settings().embed.offers(game)
}

/// Whether the page keeps the pupil from changing this (issue 46): its controls are not shown.
pub fn locked(lock: Lock) -> bool {
    settings().embed.locks().has(lock)
}

/// What a page whose home is locked shows for home, a new game and any screen it does not show
/// (issue 46): its game in progress, else a new one (after a finished game too), so that no
/// address leads a pupil away from it or abandons it.
pub fn locked_game() -> AnyView {
    let Some(entry) = settings().embed.game.as_deref().and_then(find) else {
        return view! { <super::home::Home /> }.into_any();
    };
    if !storage::any_saves() {
        return start_locked(&entry);
    }
    leptos::task::spawn_local(async move {
        let check = (entry.load)().await.check;
        match (saves::screen_saves().await.newest_in_progress)(entry.id, check) {
            Some(save) => navigate(&Route::Play { game: entry.id.into(), save }, true),
            None => start_preset(&entry),
        }
    });
    let lang = use_lang();
    view! { <p class="starting" role="status">{word(lang, |l| shell(l).opening())}</p> }.into_any()
}

/// A game this app has that a page locked to another does not play: (it, the page's game).
pub fn elsewhere(game: &str) -> Option<(Entry, Entry)> {
    let embed = &settings().embed;
    let here = embed.game.as_deref().filter(|here| embed.locked && *here != game)?;
    Some((find(game)?, find(here)?))
}

/// A game file or link (`by_link`) of another game than the locked page's, refused with both
/// named in the page's language (issue 46), not as "edited, or made wrong".
pub fn other_game(theirs: Entry, here: Entry, by_link: bool) -> AnyView {
    let (theirs, here) = (theirs.title, here.title);
    match by_link {
        true => {
            let unopened = Unopened { what: "link", title: |t| t.cannot_open_link(), after: |t| t.nothing_changed() };
            told(unopened, None, move |lang| teachers(lang).link_for_other_game(theirs(lang), here(lang)))
        }
        false => {
            let unopened = Unopened { what: "file", title: |t| t.cannot_open_file(), after: |t| t.nothing_changed() };
            told(unopened, None, move |lang| teachers(lang).file_for_other_game(theirs(lang), here(lang)))
        }
    }
}

/// The seats a new game of `entry` starts with: the link's preset when it names this game.
pub fn preset_seats(entry: &Entry) -> (usize, Vec<SeatSetup>) {
    let embed = &settings().embed;
    let preset = embed.game.as_deref() == Some(entry.id);
    let count = if preset { embed.players_within(entry.players) } else { entry.players.0 };
    let seats = (0..entry.players.1)
        .map(|seat| {
            let mut setup = SeatSetup::default_for(seat);
            if let Some(&colour) = entry.seat_colours.get(seat) {
                setup.colour = colour;
            }
            if preset && embed.computer.contains(&seat) {
                setup.controller = Controller::Computer;
                setup.level = embed.level_of(seat);
            }
            setup
        })
        .collect();
    (count, seats)
}

/// The options a new game of `entry` starts with: the link's when it names this game.
pub fn preset_options(entry: &Entry) -> Chosen {
    let settings = settings();
    let preset = settings.embed.game.as_deref() == Some(entry.id);
    let kept = if preset { vec![] } else { kept_options(entry) };
    entry
        .options
        .iter()
        .map(|o| {
            let linked = settings.chosen.iter().find(|(key, _)| preset && *key == o.key);
            let earlier = kept.iter().find(|(key, _)| *key == o.key);
            linked.or(earlier).copied().unwrap_or((o.key, o.choices[0]))
        })
        .collect()
}

/// Where a game's options are kept when it starts: its setup offers them again (issue 45: a
/// family that played with the expansion finds it chosen the next time, not the base game).
fn kept_options_key(game: &str) -> String {
    format!("quarantable.options.{game}")
}

/// The options this game was last started with, those the game still offers.
fn kept_options(entry: &Entry) -> Chosen {
    let text = storage::read_text(&kept_options_key(entry.id)).unwrap_or_default();
    text.split('&')
        .filter_map(|pair| pair.split_once('='))
        .filter_map(|(key, value)| entry.option(key, value))
        .collect()
}

/// Starts a game with these seats and options and opens it. `replace` keeps the screen that
/// started it out of the history, so that Back does not start yet another game.
pub fn start_game(entry: &Entry, seats: Vec<SeatSetup>, chosen: &Chosen, replace: bool) {
    let (entry, chosen) = (*entry, chosen.clone());
    // Kept for a game that has options; where storage is full, the setup offers the standard
    // game, as before.
    if !chosen.is_empty() {
        let kept = chosen.iter().map(|(key, value)| format!("{key}={value}")).collect::<Vec<_>>().join("&");
        let _ = storage::write_text(&kept_options_key(entry.id), &kept);
    }
    let embed = &settings().embed;
    // A class's link deals every device the same game; any other game gets a new deal.
    let linked = embed.seed.filter(|_| embed.game.as_deref() == Some(entry.id));
    leptos::task::spawn_local(async move {
        let start = (entry.load)().await.start;
        // The id first, then the deal: a test that fixes the page's randomness gets its game.
        let id = new_save_id();
        let seed = linked.unwrap_or_else(random_u64);
        if start(&id, seats, &chosen, seed, js_sys::Date::now()) {
            navigate(&Route::Play { game: entry.id.into(), save: id }, replace);
        }
    });
}

/// A locked page skips the setup screen: the preset seats start at once.
pub fn start_locked(entry: &Entry) -> AnyView {
    start_preset(entry);
    let lang = use_lang();
    view! { <p class="starting">{word(lang, |l| shell(l).starting())}</p> }.into_any()
}

/// Starts a game of `entry` with the link's seats and options, in place of the screen shown.
fn start_preset(entry: &Entry) {
    let (count, mut seats) = preset_seats(entry);
    seats.truncate(count);
    start_game(entry, seats, &preset_options(entry), true);
}

fn problem_words(problem: &LinkProblem, lang: Lang) -> String {
    let t = shell(lang);
    let title = settings().embed.game.as_deref().and_then(find).map_or("", |e| (e.title)(lang));
    match problem {
        LinkProblem::NotPlayers(value) => t.not_players(value),
        LinkProblem::NotASeat { list, item } => t.not_a_seat(list, item),
        LinkProblem::NoSuchLanguage(value) => t.no_such_language(value),
        LinkProblem::NoSuchLevel(value) => teachers(lang).no_such_level(value),
        LinkProblem::NotASeed(value) => teachers(lang).not_a_seed(value),
        LinkProblem::NoSuchLock(value) => teachers(lang).no_such_lock(value),
        LinkProblem::NoSuchGame(game) => t.no_such_game(game),
        LinkProblem::NoSuchOption { key, value } => t.no_such_option(title, key, value),
        LinkProblem::PlayersOutOfRange { min, max, players } => t.players_out_of_range(title, *min, *max, *players),
    }
}

/// What the page cannot do as asked: the link's unusable values, and saving.
#[component]
pub fn Notices() -> impl IntoView {
    let lang = use_lang();
    let items = move || {
        let lang = lang.get();
        let mut notices: Vec<String> = settings().embed.notices.iter().map(|p| problem_words(p, lang)).collect();
        if !storage::available() {
            notices.push(shell(lang).saving_impossible().into());
        }
        notices.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()
    };
    let any = !settings().embed.notices.is_empty() || !storage::available();
    any.then(|| view! { <div class="notices" role="status"><ul>{items}</ul></div> })
}
