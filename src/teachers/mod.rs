//! The teacher's kit: the embed maker, the rules to print for each game, and what the app needs
//! from a school's page, in plain words. Fetched when first opened, in its own file
//! screen-teachers: the home screen, which every pupil's first visit fetches, carries none of it.
//! May use: `maker`; the app's `embed`, `page`.

mod maker;

use leptos::lazy;
use leptos::prelude::*;

use super::embed::Page;
use super::page::page_title;
use table::route::Route;
use text::shell;
use text::teachers::teachers;
use ui::lang::use_lang;
use ui::lang::word;

/// The kit's screen, given the page (see `embed::Page`).
#[lazy]
pub fn screen_teachers() -> fn(Page) -> AnyView {
    kit
}

fn kit(page: Page) -> AnyView {
    let lang = use_lang();
    let t = move || teachers(lang.get());
    Effect::new(move |_| page_title(t().for_teachers()));
    let needs = move || t().needs_list().iter().map(|line| view! { <li>{*line}</li> }).collect_view();
    view! {
        <section class="teachers">
            <nav class="bar"><a href="#/">{word(lang, |l| shell(l).home())}</a></nav>
            <h1>{word(lang, |l| teachers(l).for_teachers())}</h1>
            <p>{word(lang, |l| teachers(l).intro())}</p>
            <maker::Maker page=page />
            <h2>{word(lang, |l| teachers(l).to_print())}</h2>
            <p>{word(lang, |l| teachers(l).to_print_help())}</p>
            <ul class="to-print">{to_print(page)}</ul>
            <h2>{word(lang, |l| teachers(l).needs())}</h2>
            <ul id="needs">{needs}</ul>
        </section>
    }
    .into_any()
}

/// Each game's rules page and quick card.
fn to_print(page: Page) -> impl IntoView {
    let lang = use_lang();
    page.all()
        .into_iter()
        .map(|e| {
            let rules = Route::Rules { game: e.id.into() }.hash();
            let card = Route::Card { game: e.id.into() }.hash();
            view! {
                <li data-game=e.id>
                    <strong>{move || (e.title)(lang.get())}</strong>
                    <a class="button" href=rules>{word(lang, |l| shell(l).rules())}</a>
                    <a class="button" href=card>{word(lang, |l| teachers(l).quick_card())}</a>
                </li>
            }
        })
        .collect_view()
}
