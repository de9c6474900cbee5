//! The browser shell: routes, home, setup, play, rules and saves. Only built with the `app`
//! feature; every rule lives in the engines.

mod catalogue;
mod embed;
pub mod game_ui;
mod home;
mod keys;
mod offline;
mod play;
mod replay;
mod setup;
mod storage;

use leptos::ev;
use leptos::prelude::*;

use crate::table::route::Route;

fn current_route() -> Route {
    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    Route::parse(&hash)
}

/// Goes to a screen by setting the URL's hash, so the back button and links work; `replace`
/// puts it in place of the current screen in the history.
pub fn navigate(route: &Route, replace: bool) {
    let Some(window) = web_sys::window() else { return };
    let _ = if replace { window.location().replace(&route.hash()) } else { window.location().set_hash(&route.hash()) };
}

/// Returns to the screen before (the game the rules were opened from).
fn go_back() {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.back();
    }
}

/// A random number for a new game's seed or save id.
pub fn random_u64() -> u64 {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("the browser has a random source");
    u64::from_le_bytes(bytes)
}

#[component]
pub fn App() -> impl IntoView {
    embed::apply_at_start();
    offline::register();
    let route = RwSignal::new(current_route());
    let handle = window_event_listener(ev::hashchange, move |_| route.set(current_route()));
    on_cleanup(move || handle.remove());
    view! { <main id="app">{move || screen(route.get())}</main> }
}

fn screen(route: Route) -> AnyView {
    let unknown = || {
        view! { <section class="problem"><h2>"No such game here"</h2><a href="#/">"Back to the games"</a></section> }
            .into_any()
    };
    // A page locked to one game shows no screen of another.
    let find = |game: &str| catalogue::find(game).filter(|e| embed::offers(e.id));
    match route {
        Route::Home => view! { <home::Home /> }.into_any(),
        Route::Setup { game } => match find(&game) {
            Some(entry) if embed::settings().locked => embed::start_locked(&entry),
            Some(entry) => view! { <setup::Setup entry=entry /> }.into_any(),
            None => unknown(),
        },
        Route::Rules { game } => match find(&game) {
            Some(entry) => view! {
                <section class="rules"><nav class="bar"><a href="#/">"Home"</a>
                    <button id="back" on:click=|_| go_back()>"Back"</button><span class="title">{entry.title}</span></nav>{(entry.rules)()}</section>
            }.into_any(),
            None => unknown(),
        },
        Route::Play { game, save } => match (find(&game), storage::read(&save)) {
            (Some(entry), Some(Ok(saved))) => (entry.play)(saved),
            (_, Some(Err(problem))) => view! {
                <section class="problem" role="alert"><h2>"This saved game cannot be opened"</h2>
                <p>{format!("{save} {problem}. It was left as it is.")}</p><a href="#/">"Back to the games"</a></section>
            }.into_any(),
            _ => unknown(),
        },
    }
}
