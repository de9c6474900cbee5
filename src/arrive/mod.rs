//! A game arriving from another device, by its link or as a file, in one pass (`pass`): read,
//! verify, decide, ask where it must, write, open. The pass is fetched when a game first
//! arrives, in its own file screen-arrival: the home screen, which every first visit fetches,
//! keeps only the file picker.
//! May use: `pass`; the app's `embed`, `lazily`.

mod ask;
mod pass;
mod read;
mod verify;
mod write;

use leptos::ev;
use leptos::lazy;
use leptos::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::File;

use super::embed::Page;
use super::lazily::{when_loaded, Meanwhile};
use text::shell;
use ui::lang::use_lang;
use ui::lang::word;

/// How an arriving game is read and shown: from its link, or from a game file's text.
#[derive(Clone, Copy)]
struct Reader {
    link: fn(String, Page) -> AnyView,
    file: fn(String, Page) -> AnyView,
}

#[lazy]
fn screen_arrival() -> Reader {
    Reader { link: pass::link, file: pass::file }
}

/// The screen a shared game's link opens.
pub fn open_link(link: String) -> AnyView {
    let page = Page::get();
    when_loaded(screen_arrival(), Meanwhile::Opening, move |reader| (reader.link)(link.clone(), page))
}

/// "Open a game file" on the home screen: a file picker, and a file dropped anywhere on the page.
#[component]
pub fn OpenFile() -> impl IntoView {
    let (lang, page) = (use_lang(), Page::get());
    let text = RwSignal::new(None::<String>);
    let open = move |file: File| {
        leptos::task::spawn_local(async move {
            let read = JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string()).unwrap_or_default();
            let _ = text.try_set(Some(read));
        });
    };
    let over = window_event_listener(ev::dragover, |e| e.prevent_default());
    let dropped = window_event_listener(ev::drop, move |e| {
        e.prevent_default();
        if let Some(file) = e.data_transfer().and_then(|d| d.files()).and_then(|f| f.get(0)) {
            open(file);
        }
    });
    on_cleanup(move || {
        over.remove();
        dropped.remove();
    });
    let picked = move |e: ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&e);
        if let Some(file) = input.files().and_then(|f| f.get(0)) {
            open(file);
        }
        // Emptied, so that the same file picked again (after a refusal) is read again.
        input.set_value("");
    };
    let shown = move || {
        text.get().map(|text| {
            when_loaded(screen_arrival(), Meanwhile::Opening, move |reader| (reader.file)(text.clone(), page))
        })
    };
    view! {
        <section class="open-file">
            <label for="open-file">{word(lang, |l| shell(l).open_file())}</label> " "
            <input type="file" id="open-file" accept=".json,application/json" on:change=picked />
            " " <span>{word(lang, |l| shell(l).drop_file())}</span>
            {shown}
        </section>
    }
}
