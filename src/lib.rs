//! The browser shell: routes, home, setup, play, rules and saves. Only built with the `app`
//! feature; every rule lives in the engines, every word in `text`.

mod arrive;
mod card;
mod catalogue;
mod device;
mod embed;
mod home;
mod lazily;
mod offline;
mod play;
mod saves;
mod setup;
mod sound;
mod storage;
mod teachers;

use std::sync::atomic::{AtomicUsize, Ordering};

use leptos::ev;
use leptos::prelude::*;

use ::lang::Lang;
use table::embed::Lock;
use table::keep::problem_words;
use table::route::Route;
use table::save::SaveProblem;
use text::teachers::teachers;
use text::{shell, ShellText};
use ui::lang::word;
use ui::lang::{self, use_lang, LanguageSwitch};

/// Screens opened inside the app since the page loaded: Back leaves the app only if none.
static OPENED_HERE: AtomicUsize = AtomicUsize::new(0);

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

/// Returns to the screen before, or Home when the page was opened on this screen by a link.
fn go_back() {
    let history = web_sys::window().and_then(|w| w.history().ok());
    match history {
        Some(history) if OPENED_HERE.load(Ordering::Relaxed) > 0 => {
            let _ = history.back();
        }
        _ => navigate(&Route::Home, false),
    }
}

/// A random number for a new game's seed or save id.
pub fn random_u64() -> u64 {
    u64::from_le_bytes(random_bytes())
}

/// `N` bytes from the browser's random source: seeds, ids, a sealed game's key (issue 33).
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).expect("the browser has a random source");
    bytes
}

/// A new save's id: random, so that saves made on two devices do not collide.
pub fn new_save_id() -> String {
    format!("{:012x}", random_u64() >> 16)
}

/// Sets the page's title for the screen shown: "<screen> · Quarantable".
fn page_title(screen: &str) {
    let title = if screen.is_empty() { "Quarantable".to_string() } else { format!("{screen} · Quarantable") };
    document().set_title(&title);
}

#[component]
pub fn App() -> impl IntoView {
    embed::find_games_with(catalogue::find);
    lang::provide(embed::settings().embed.lang);
    play::provide_share();
    embed::apply_at_start();
    offline::register_soon();
    play::drop_stale_taps();
    sound::start_at_first_tap();
    let route = RwSignal::new(current_route());
    let handle = window_event_listener(ev::hashchange, move |_| {
        OPENED_HERE.fetch_add(1, Ordering::Relaxed);
        route.set(current_route());
        // A new screen opens at its top, as a new page would (a long setup screen was scrolled
        // down to its Start button).
        window().scroll_to_with_x_and_y(0.0, 0.0);
    });
    on_cleanup(move || handle.remove());
    view! {
        <main id="app">
            // The play screen has the switch in its own compact bar.
            <Show when=move || !matches!(route.get(), Route::Play { .. } | Route::Learn { .. })>
                <div class="top-bar"><sound::SoundSwitch />{language_switch()}</div>
            </Show>
            {move || screen(route.get())}
        </main>
    }
}

/// The language switch, unless the page keeps the language (issue 46).
fn language_switch() -> Option<impl IntoView> {
    (!embed::locked(Lock::Lang)).then(|| view! { <LanguageSwitch /> })
}

/// The way home, unless the page keeps its pupil in its game (issue 46).
fn home_link(lang: RwSignal<Lang>) -> Option<impl IntoView> {
    (!embed::locked(Lock::Home)).then(|| view! { <a href="#/" class="home">{word(lang, |l| shell(l).home())}</a> })
}

fn screen(route: Route) -> AnyView {
    // A page locked to one game shows no screen of another.
    let find = catalogue::offered;
    match route {
        // A typed `#/<game>/new` abandons no game in progress there either (issue 46).
        Route::Home | Route::Setup { .. } if embed::locked(Lock::Home) => embed::locked_game(),
        Route::Home => view! { <home::Home /> }.into_any(),
        Route::Setup { game } => match find(&game) {
            Some(entry) if embed::settings().embed.locked => embed::start_locked(&entry),
            Some(entry) => {
                lazily::when_loaded(setup::screen_setup(), lazily::Meanwhile::Opening, move |page| page(entry))
            }
            None => no_such_page(),
        },
        Route::Rules { game } => match find(&game) {
            Some(entry) => rules_page(entry),
            None => no_such_page(),
        },
        Route::Learn { game } => match find(&game) {
            Some(entry) => entry.opened(|parts| (parts.learn)()),
            None => no_such_page(),
        },
        Route::Card { game } => match find(&game) {
            Some(entry) => {
                lazily::when_loaded(card::screen_card(), lazily::Meanwhile::Opening, move |page| page(entry))
            }
            None => no_such_page(),
        },
        // A page locked to one game is the pupils': the teacher's kit leads to every game.
        Route::Teachers if !embed::settings().embed.locked => {
            lazily::when_loaded(teachers::screen_teachers(), lazily::Meanwhile::Opening, |page| page(catalogue::GAMES))
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

fn rules_page(entry: catalogue::Entry) -> AnyView {
    let lang = use_lang();
    Effect::new(move |_| page_title(&format!("{} · {}", shell(lang.get()).rules(), (entry.title)(lang.get()))));
    view! {
        <section class="rules">
            <nav class="bar">
                {home_link(lang)}
                <button id="back" on:click=|_| go_back()>{word(lang, |l| shell(l).back())}</button>
            </nav>
            {entry.opened(move |parts| (move || (parts.rules)(lang.get())).into_any())}
        </section>
    }
    .into_any()
}

/// A screen for a link that names nothing here; on a page whose home is locked, its game.
fn no_such_page() -> AnyView {
    if embed::locked(Lock::Home) {
        // The locked game is home's answer (`screen`): asked by address, so that the games' own
        // parts, which come here too, name no other part's split point (a wasm test of a board
        // links them all and could not load such a name).
        navigate(&Route::Home, true);
        return ().into_any();
    }
    let lang = use_lang();
    Effect::new(move |_| page_title(shell(lang.get()).no_such_page()));
    view! {
        <section class="problem" data-problem="no-such-page">
            <h1>{word(lang, |l| shell(l).no_such_page())}</h1>
            <a class="button" href="#/">{word(lang, |l| shell(l).back_to_games())}</a>
        </section>
    }
    .into_any()
}

/// Why a saved game cannot be opened, in plain words; the technical detail folded away.
pub fn cannot_open(key: String, problem: SaveProblem) -> AnyView {
    problem_screen(Unopened { what: "save", title: |t| t.cannot_open(), after: |t| t.left_alone() }, key, problem)
}

/// What could not be opened, for `problem_screen`: a save, a link or a file.
pub struct Unopened {
    pub what: &'static str,
    pub title: fn(&dyn ShellText) -> &'static str,
    /// What became of it, after why.
    pub after: fn(&dyn ShellText) -> &'static str,
}

/// Why something cannot be opened, in plain words; the technical detail folded away.
pub fn problem_screen(unopened: Unopened, key: String, problem: SaveProblem) -> AnyView {
    let detail = format!("{key}: {problem:?}");
    told(unopened, Some(detail), move |lang| problem_words(&problem, lang))
}

/// What could not be opened and `why`, with the detail for experts where there is one.
pub fn told(
    unopened: Unopened,
    detail: Option<String>,
    why: impl Fn(Lang) -> String + Send + Sync + 'static,
) -> AnyView {
    let lang = use_lang();
    let Unopened { what, title, after } = unopened;
    Effect::new(move |_| page_title(title(shell(lang.get()))));
    let heading = NodeRef::<leptos::html::H1>::new();
    Effect::new(move |_| heading.get().map(|h| in_view_and_focused(&h)));
    let detail = detail.map(|detail| {
        view! { <details><summary>{word(lang, |l| shell(l).details())}</summary><code>{detail}</code></details> }
    });
    view! {
        <section class="problem" role="alert" data-problem=what>
            <h1 tabindex="-1" node_ref=heading>{move || title(shell(lang.get()))}</h1>
            <p>{move || why(lang.get())} " " {move || after(shell(lang.get()))}</p>
            {detail}
            <a class="button" href="#/">{move || way_back(lang.get())}</a>
        </section>
    }
    .into_any()
}

/// Back to the games, or, where the page keeps its pupil in one game, back to it (issue 46).
fn way_back(lang: Lang) -> String {
    let game = embed::settings().embed.game.as_deref().and_then(embed::find).filter(|_| embed::locked(Lock::Home));
    game.map_or_else(|| shell(lang).back_to_games().into(), |e| teachers(lang).back_to((e.title)(lang)))
}

/// Brings a message to the top of the window and gives it the focus: a file refused on the
/// home screen is told below the games, out of view, and a screen reader reads what has the
/// focus (issue 33).
fn in_view_and_focused(heading: &web_sys::HtmlElement) {
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Start);
    heading.scroll_into_view_with_scroll_into_view_options(&options);
    let focus = web_sys::FocusOptions::new();
    focus.set_prevent_scroll(true);
    let _ = heading.focus_with_options(&focus);
}
