//! What cannot be shown, told in plain words with a way back: a save, a link or a file that does
//! not open, and an address that names nothing here.
//! May use: `embed`, `entry`, `page`.

use leptos::prelude::*;

use super::embed::Page;
use super::entry::Entry;
use super::page::{navigate, page_title};
use lang::Lang;
use table::embed::Lock;
use table::keep::problem_words;
use table::route::Route;
use table::save::SaveProblem;
use text::teachers::teachers;
use text::{shell, ShellText};
use ui::lang::use_lang;
use ui::lang::word;

/// What could not be opened, for `problem_screen`: a save, a link or a file.
pub struct Unopened {
    pub what: &'static str,
    pub title: fn(&dyn ShellText) -> &'static str,
    /// What became of it, after why.
    pub after: fn(&dyn ShellText) -> &'static str,
}

/// Why a saved game cannot be opened, in plain words; the technical detail folded away.
pub fn cannot_open(key: String, problem: SaveProblem) -> AnyView {
    problem_screen(Unopened { what: "save", title: |t| t.cannot_open(), after: |t| t.left_alone() }, key, problem)
}

/// Why something cannot be opened, in plain words; the technical detail folded away.
pub fn problem_screen(unopened: Unopened, key: String, problem: SaveProblem) -> AnyView {
    let detail = format!("{key}: {problem:?}");
    told(unopened, Some(detail), move |lang| problem_words(&problem, lang))
}

/// A game file or link (`by_link`) of another game than the locked page's, refused with both
/// named in the page's language: the pupil's file is not broken, it is for another game.
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

/// What could not be opened and `why`, with the detail for experts where there is one.
pub fn told(
    unopened: Unopened,
    detail: Option<String>,
    why: impl Fn(Lang) -> String + Send + Sync + 'static,
) -> AnyView {
    let (lang, page) = (use_lang(), Page::get());
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
            <a class="button" href="#/">{move || way_back(page, lang.get())}</a>
        </section>
    }
    .into_any()
}

/// Back to the games, or, where the page keeps its pupil in one game, back to it.
fn way_back(page: Page, lang: Lang) -> String {
    let game = page.game().and_then(|game| page.find(&game)).filter(|_| page.locked(Lock::Home));
    game.map_or_else(|| shell(lang).back_to_games().into(), |e| teachers(lang).back_to((e.title)(lang)))
}

/// Brings a message to the top of the window and gives it the focus: a file refused on the
/// home screen is told below the games, out of view, and a screen reader reads what has the
/// focus.
fn in_view_and_focused(heading: &web_sys::HtmlElement) {
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Start);
    heading.scroll_into_view_with_scroll_into_view_options(&options);
    let focus = web_sys::FocusOptions::new();
    focus.set_prevent_scroll(true);
    let _ = heading.focus_with_options(&focus);
}

/// A screen for a link that names nothing here; on a page whose home is locked, its game.
pub fn no_such_page() -> AnyView {
    if Page::get().locked(Lock::Home) {
        // The locked game is home's answer (the router's): asked by address, so that the games'
        // own parts, which come here too, name no other part's split point (a wasm test of a
        // board links them all and could not load such a name).
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
