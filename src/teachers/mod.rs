//! The teacher's kit (issue 32): the embed maker, the rules to print for each game, and what
//! the app needs from a school's page, in plain words. Fetched when first opened, in its own
//! file screen-teachers (issue 46): the home screen carries none of it.

mod maker;

use leptos::lazy;
use leptos::prelude::*;

use super::catalogue::Games;
use table::route::Route;
use text::shell;
use text::teachers::teachers;
use ui::lang::use_lang;
use ui::lang::word;

/// The kit's page, given the page's games (see `catalogue::Games`).
#[lazy]
pub fn screen_teachers() -> fn(Games) -> AnyView {
    page
}

fn page(games: Games) -> AnyView {
    let lang = use_lang();
    let t = move || teachers(lang.get());
    Effect::new(move |_| super::page_title(t().for_teachers()));
    let needs = move || t().needs_list().iter().map(|line| view! { <li>{*line}</li> }).collect_view();
    view! {
        <section class="teachers">
            <nav class="bar"><a href="#/">{word(lang, |l| shell(l).home())}</a></nav>
            <h1>{word(lang, |l| teachers(l).for_teachers())}</h1>
            <p>{word(lang, |l| teachers(l).intro())}</p>
            <maker::Maker games=games />
            <h2>{word(lang, |l| teachers(l).to_print())}</h2>
            <p>{word(lang, |l| teachers(l).to_print_help())}</p>
            <ul class="to-print">{to_print(games)}</ul>
            <h2>{word(lang, |l| teachers(l).needs())}</h2>
            <ul id="needs">{needs}</ul>
        </section>
    }
    .into_any()
}

/// Each game's rules page and quick card.
fn to_print(games: Games) -> impl IntoView {
    let lang = use_lang();
    (games.all)()
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
