//! The page: the classroom settings of its URL (`table::embed`), checked against the games this
//! build offers and applied (preset seats and options, a page locked to one game, and what a
//! pupil may not change there: each screen asks `Page::locked` before it shows a way out), and
//! how it finds those games. The App provides it, read once: links inside the app change only
//! the hash.
//! May use: `entry`, `page`, `random`, `storage`.

use leptos::prelude::*;

use super::entry::Entry;
use super::page::navigate;
use super::random::{new_save_id, random_u64};
use super::storage::{self, Store};
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

/// The page: its settings, and the games of this build, given by the app at its start. The
/// parts fetched later (the arrival, the saves, the teachers' kit) are handed it rather than
/// naming the catalogue, which holds every game's split point: their code names none, whose
/// loader only the split build provides, so that a wasm test of a board, which links every
/// part, can load.
#[derive(Clone, Copy)]
pub struct Page {
    settings: StoredValue<Settings>,
    /// Every game of this build, the first the one shown first.
    all: fn() -> Vec<Entry>,
    /// The game of that id, among this build's.
    find: fn(&str) -> Option<Entry>,
}

impl Page {
    /// Reads the URL's settings against the games given, and provides the page to every
    /// screen. Called once, at the app's root.
    pub fn provide(all: fn() -> Vec<Entry>, find: fn(&str) -> Option<Entry>) -> Page {
        let query = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
        let page = Page { settings: StoredValue::new(checked(Embed::parse(&query), find)), all, find };
        provide_context(page);
        page
    }

    /// The page, for a screen to take where it is made.
    pub fn get() -> Page {
        expect_context()
    }

    /// Reads the page's settings.
    pub fn with<T>(self, read: impl FnOnce(&Settings) -> T) -> T {
        self.settings.with_value(read)
    }

    /// The language the link asks for, if any.
    pub fn lang(self) -> Option<Lang> {
        self.with(|s| s.embed.lang)
    }

    /// The game the link names, if any.
    pub fn game(self) -> Option<String> {
        self.with(|s| s.embed.game.clone())
    }

    /// Whether the page is locked to its one game: no other games, no setup screen.
    pub fn locked_to_its_game(self) -> bool {
        self.with(|s| s.embed.locked)
    }

    /// Every game of this build, the first the one shown first.
    pub fn all(self) -> Vec<Entry> {
        (self.all)()
    }

    /// The entry of the game `id`, among this build's.
    pub fn find(self, id: &str) -> Option<Entry> {
        (self.find)(id)
    }

    /// Whether a screen of this game may be shown on this page (one it does not know too,
    /// unless locked).
    pub fn offers(self, game: &str) -> bool {
        self.with(|s| s.embed.offers(game))
    }

    /// The games this page offers (a page locked to one game offers that one), by id.
    pub fn offered(self, id: &str) -> Option<Entry> {
        self.find(id).filter(|e| self.offers(e.id))
    }

    /// Whether the page keeps the pupil from changing this: its controls are not shown.
    pub fn locked(self, lock: Lock) -> bool {
        self.with(|s| s.embed.locks().has(lock))
    }

    /// A game this app has that a page locked to another does not play: (it, the page's game).
    pub fn elsewhere(self, game: &str) -> Option<(Entry, Entry)> {
        let here = self.with(|s| s.embed.game.clone().filter(|here| s.embed.locked && *here != game))?;
        Some((self.find(game)?, self.find(&here)?))
    }

    /// Opens the preset game's setup when the link names a game but no screen.
    pub fn apply_at_start(self) {
        let (locked, game) = (self.locked_to_its_game(), self.game());
        let Some(window) = web_sys::window() else { return };
        let at_home = window.location().hash().map(|h| h.trim_start_matches(['#', '/']).is_empty()).unwrap_or(true);
        if let (true, false, Some(game)) = (at_home, locked, game) {
            navigate(&Route::Setup { game }, true);
        }
    }

    /// The seats a new game of `entry` starts with: the link's preset when it names this game.
    pub fn preset_seats(self, entry: &Entry) -> (usize, Vec<SeatSetup>) {
        self.with(|settings| {
            let embed = &settings.embed;
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
        })
    }

    /// The options a new game of `entry` starts with: the link's when it names this game, else
    /// those it was last started with here.
    pub fn preset_options(self, store: Store, entry: &Entry) -> Chosen {
        self.with(|settings| {
            let preset = settings.embed.game.as_deref() == Some(entry.id);
            let kept = if preset { vec![] } else { kept_options(store, entry) };
            entry
                .options
                .iter()
                .map(|o| {
                    let linked = settings.chosen.iter().find(|(key, _)| preset && *key == o.key);
                    let earlier = kept.iter().find(|(key, _)| *key == o.key);
                    linked.or(earlier).copied().unwrap_or((o.key, o.choices[0]))
                })
                .collect()
        })
    }

    /// Starts a game with these seats and options and opens it. `replace` keeps the screen that
    /// started it out of the history, so that Back does not start yet another game.
    pub fn start_game(self, store: Store, entry: &Entry, seats: Vec<SeatSetup>, chosen: &Chosen, replace: bool) {
        let (entry, chosen) = (*entry, chosen.clone());
        keep_options(store, entry.id, &chosen);
        // A class's link deals every device the same game; any other game gets a new deal.
        let linked = self.with(|s| s.embed.seed.filter(|_| s.embed.game.as_deref() == Some(entry.id)));
        leptos::task::spawn_local(async move {
            let start = (entry.load)().await.start;
            // The id first, then the deal: a test that fixes the page's randomness gets its game.
            let id = new_save_id();
            let seed = linked.unwrap_or_else(random_u64);
            if start(store, &id, seats, &chosen, seed, js_sys::Date::now()) {
                navigate(&Route::Play { game: entry.id.into(), save: id }, replace);
            }
        });
    }

    /// A locked page skips the setup screen: the preset seats start at once.
    pub fn start_locked(self, store: Store, entry: &Entry) -> AnyView {
        self.start_preset(store, entry);
        let lang = use_lang();
        view! { <p class="starting">{word(lang, |l| shell(l).starting())}</p> }.into_any()
    }

    /// Starts a game of `entry` with the link's seats and options, in place of the screen shown.
    pub fn start_preset(self, store: Store, entry: &Entry) {
        let (count, mut seats) = self.preset_seats(entry);
        seats.truncate(count);
        self.start_game(store, entry, seats, &self.preset_options(store, entry), true);
    }

    fn problem_words(self, problem: &LinkProblem, lang: Lang) -> String {
        let t = shell(lang);
        let title = self.game().and_then(|game| self.find(&game)).map_or("", |e| (e.title)(lang));
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
}

/// Drops what this build cannot do, saying so.
fn checked(mut embed: Embed, find: fn(&str) -> Option<Entry>) -> Settings {
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

/// Where a game's options are kept when it starts: its setup offers them again, so that a
/// family that played with the expansion finds it chosen the next time, not the base game.
fn kept_options_key(game: &str) -> String {
    format!("quarantable.options.{game}")
}

/// Keeps the options a game was started with, where it has any, for its next setup; where
/// storage refuses them, memory keeps them until the page closes.
pub fn keep_options(store: Store, game: &str, chosen: &Chosen) {
    if !chosen.is_empty() {
        let kept = chosen.iter().map(|(key, value)| format!("{key}={value}")).collect::<Vec<_>>().join("&");
        let _ = store.write_text(&kept_options_key(game), &kept);
    }
}

/// The options this game was last started with, those the game still offers.
fn kept_options(store: Store, entry: &Entry) -> Chosen {
    let text = store.read_text(&kept_options_key(entry.id)).unwrap_or_default();
    text.split('&')
        .filter_map(|pair| pair.split_once('='))
        .filter_map(|(key, value)| entry.option(key, value))
        .collect()
}

/// What the page cannot do as asked: the link's unusable values, and saving.
#[component]
pub fn Notices() -> impl IntoView {
    let (lang, page) = (use_lang(), Page::get());
    let items = move || {
        let lang = lang.get();
        let problems = page.with(|s| s.embed.notices.clone());
        let mut notices: Vec<String> = problems.iter().map(|p| page.problem_words(p, lang)).collect();
        if !storage::available() {
            notices.push(shell(lang).saving_impossible().into());
        }
        notices.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()
    };
    let any = page.with(|s| !s.embed.notices.is_empty()) || !storage::available();
    any.then(|| view! { <div class="notices" role="status"><ul>{items}</ul></div> })
}
