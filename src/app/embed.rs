//! The classroom settings of the page's URL (`table::embed`), checked against the games this
//! build offers and applied: the language of the page, preset seats, a page locked to one game.

use std::sync::OnceLock;

use leptos::prelude::*;

use super::catalogue::{self, Entry};
use super::{navigate, random_u64, storage};
use crate::table::embed::Embed;
use crate::table::route::Route;
use crate::table::seats::{Controller, SeatSetup};

static SETTINGS: OnceLock<Embed> = OnceLock::new();

/// The URL's settings, read once: links inside the app change only the hash.
pub fn settings() -> &'static Embed {
    SETTINGS.get_or_init(|| {
        let query = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
        checked(Embed::parse(&query))
    })
}

/// Drops what this build cannot do, saying so.
fn checked(mut embed: Embed) -> Embed {
    let Some(game) = embed.game.clone() else { return embed };
    let Some(entry) = catalogue::find(&game) else {
        embed.notices.push(format!("There is no game \"{game}\" here: all the games are shown."));
        embed.game = None;
        embed.locked = false;
        return embed;
    };
    if let Some(variant) = embed.variant.take() {
        if entry.variants.contains(&variant.as_str()) {
            embed.variant = Some(variant);
        } else {
            embed.notices.push(format!("{} has no variant \"{variant}\": the standard game is played.", entry.title));
        }
    }
    let players = embed.players_within(entry.players);
    if embed.players.is_some_and(|asked| asked != players) {
        embed.notices.push(format!(
            "{} is for {} to {} players: {players} play.",
            entry.title, entry.players.0, entry.players.1
        ));
    }
    embed.computer.retain(|&seat| seat < players);
    embed
}

/// Applies what the page itself shows: its language, and the preset game's setup when the
/// link names a game but no screen.
pub fn apply_at_start() {
    let settings = settings();
    let Some(window) = web_sys::window() else { return };
    if let Some(html) = window.document().and_then(|d| d.document_element()) {
        let _ = html.set_attribute("lang", settings.lang);
    }
    let at_home = window.location().hash().map(|h| h.trim_start_matches(['#', '/']).is_empty()).unwrap_or(true);
    if let (true, false, Some(game)) = (at_home, settings.locked, &settings.game) {
        navigate(&Route::Setup { game: game.clone() }, true);
    }
}

/// Whether a screen of this game may be shown on this page.
pub fn offers(game: &str) -> bool {
    settings().offers(game)
}

/// The seats a new game of `entry` starts with: the link's preset when it names this game.
pub fn preset_seats(entry: &Entry) -> (usize, Vec<SeatSetup>) {
    let settings = settings();
    let preset = settings.game.as_deref() == Some(entry.id);
    let count = if preset { settings.players_within(entry.players) } else { entry.players.0 };
    let seats = (0..entry.players.1)
        .map(|seat| {
            let mut setup = SeatSetup::default_for(seat);
            if preset && settings.computer.contains(&seat) {
                setup.controller = Controller::Computer;
            }
            setup
        })
        .collect();
    (count, seats)
}

/// Starts a game with these seats and opens it. `replace` keeps the screen that started it
/// out of the history, so that Back does not start yet another game on a locked page.
pub fn start_game(entry: &Entry, seats: Vec<SeatSetup>, replace: bool) {
    let id = format!("{:012x}", random_u64() >> 16);
    let variant = settings().variant.as_deref().filter(|_| settings().game.as_deref() == Some(entry.id));
    if let Some(save) = (entry.start)(&id, seats, variant, random_u64(), js_sys::Date::now()) {
        storage::write(&save);
        navigate(&Route::Play { game: entry.id.into(), save: id }, replace);
    }
}

/// A locked page skips the setup screen: the preset seats start at once.
pub fn start_locked(entry: &Entry) -> AnyView {
    let (count, mut seats) = preset_seats(entry);
    seats.truncate(count);
    start_game(entry, seats, true);
    view! { <p class="starting">"Starting a new game…"</p> }.into_any()
}

/// What the page cannot do as asked: unknown parameters' values, and saving.
#[component]
pub fn Notices() -> impl IntoView {
    let mut notices = settings().notices.clone();
    if !storage::available() {
        notices.push("Saving is not possible here: games live only until the page closes.".into());
    }
    (!notices.is_empty()).then(|| {
        let items = notices.into_iter().map(|n| view! { <li>{n}</li> }).collect_view();
        view! { <ul class="notices" role="status">{items}</ul> }
    })
}
