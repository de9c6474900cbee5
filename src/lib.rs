//! The browser shell: the App and the screen each address shows (home, setup, play, rules, the
//! card, the teachers' kit, an arriving game). Every rule lives in the crates below it, every
//! word in `text`.
//!
//! The modules go one way. The screens (`home`, `setup`, `play`, `card`, `teachers`, `arrive`,
//! `saves`) and the catalogue, which binds each game to the play screen, use what they share
//! below them: the page's settings and games (`embed`), the bar's ways out (`bar`), what
//! cannot be opened (`problem`), a game's erased forms (`entry`, `game_ui`), the hand-over to the
//! next setup (`carry`), a seat's keeping (`before_a_seat`), and, at the bottom, the device,
//! storage, the address, randomness, the clipboard and the fetching of parts. The App provides
//! the page's state that outlives a screen as contexts: the page (`embed::Page`), storage's
//! memory (`storage::Store`), the device's key (`device::Device`), the hand-over to the next
//! setup (`carry::Carried`), the taps and keys the tables share (`play::Taps`) and the speaker
//! (`ui::sound::Speaker`).
//! May use: every module.

mod arrive;
mod bar;
mod before_a_seat;
mod card;
mod carry;
mod catalogue;
mod clipboard;
mod device;
mod embed;
mod entry;
mod game_ui;
mod home;
mod lazily;
mod offline;
mod page;
mod play;
mod problem;
mod random;
mod saves;
mod setup;
mod sound;
mod storage;
mod teachers;

use leptos::ev;
use leptos::prelude::*;

use bar::{home_link, language_switch};
use carry::Carried;
use device::Device;
use embed::Page;
use entry::Entry;
use page::{current_route, navigate, page_title};
use problem::no_such_page;
use storage::Store;
use table::embed::Lock;
use table::route::Route;
use text::shell;
use ui::lang::{self, use_lang, word};
use ui::sound::Speaker;

#[component]
pub fn App() -> impl IntoView {
    let store = Store::provide();
    Device::provide(store);
    let page = Page::provide(catalogue::all, catalogue::find);
    lang::provide(page.lang());
    play::provide_share();
    Carried::provide();
    page.apply_at_start();
    offline::register_soon();
    play::Taps::provide();
    sound::start_at_first_tap(store, Speaker::provide());
    let route = RwSignal::new(current_route());
    // Screens opened inside the app since the page loaded: Back leaves the app only if none.
    let opened_here = StoredValue::new(0usize);
    let handle = window_event_listener(ev::hashchange, move |_| {
        opened_here.update_value(|n| *n += 1);
        route.set(current_route());
        // A new screen opens at its top, as a new page would: a long setup screen is left
        // scrolled down at its Start button.
        window().scroll_to_with_x_and_y(0.0, 0.0);
    });
    on_cleanup(move || handle.remove());
    view! {
        <main id="app">
            // The play screen has the switch in its own compact bar.
            <Show when=move || !matches!(route.get(), Route::Play { .. } | Route::Learn { .. })>
                <div class="top-bar"><sound::SoundSwitch />{language_switch()}</div>
            </Show>
            {move || screen(route.get(), page, store, opened_here)}
        </main>
    }
}

fn screen(route: Route, page: Page, store: Store, opened_here: StoredValue<usize>) -> AnyView {
    // A page locked to one game shows no screen of another.
    let find = |game: &str| page.offered(game);
    match route {
        // A typed `#/<game>/new` abandons no game in progress there either.
        Route::Home | Route::Setup { .. } if page.locked(Lock::Home) => home::locked_game(),
        Route::Home => view! { <home::Home /> }.into_any(),
        Route::Setup { game } => match find(&game) {
            Some(entry) if page.locked_to_its_game() => page.start_locked(store, &entry),
            Some(entry) => {
                lazily::when_loaded(setup::screen_setup(), lazily::Meanwhile::Opening, move |setup| setup(entry))
            }
            None => no_such_page(),
        },
        Route::Rules { game } => match find(&game) {
            Some(entry) => rules_page(entry, opened_here),
            None => no_such_page(),
        },
        Route::Learn { game } => match find(&game) {
            Some(entry) => entry.opened(|parts| (parts.learn)()),
            None => no_such_page(),
        },
        Route::Card { game } => match find(&game) {
            Some(entry) => {
                lazily::when_loaded(card::screen_card(), lazily::Meanwhile::Opening, move |card| card(entry))
            }
            None => no_such_page(),
        },
        // A page locked to one game is the pupils': the teacher's kit leads to every game.
        Route::Teachers if !page.locked_to_its_game() => {
            lazily::when_loaded(teachers::screen_teachers(), lazily::Meanwhile::Opening, move |kit| kit(page))
        }
        Route::Teachers => no_such_page(),
        Route::Play { game, save } => match find(&game) {
            Some(entry) => entry.opened(move |parts| (parts.play)(save.clone())),
            None => no_such_page(),
        },
        Route::Open { link } => arrive::open_link(link),
        Route::Unknown => no_such_page(),
    }
}

fn rules_page(entry: Entry, opened_here: StoredValue<usize>) -> AnyView {
    let lang = use_lang();
    Effect::new(move |_| page_title(&format!("{} · {}", shell(lang.get()).rules(), (entry.title)(lang.get()))));
    view! {
        <section class="rules">
            <nav class="bar">
                {home_link(lang)}
                <button id="back" on:click=move |_| go_back(opened_here)>{word(lang, |l| shell(l).back())}</button>
            </nav>
            {entry.opened(move |parts| (move || (parts.rules)(lang.get())).into_any())}
        </section>
    }
    .into_any()
}

/// Returns to the screen before, or Home when the page was opened on this screen by a link.
fn go_back(opened_here: StoredValue<usize>) {
    let history = web_sys::window().and_then(|w| w.history().ok());
    match history {
        Some(history) if opened_here.get_value() > 0 => {
            let _ = history.back();
        }
        _ => navigate(&Route::Home, false),
    }
}
