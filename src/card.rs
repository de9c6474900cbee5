//! A game's quick-reference card: the goal, a turn, the key rules and the end on one printed
//! page, with the game's picture. In a part of its own, fetched when a card is first opened: the
//! home screen, which every first visit fetches, carries no game's card.
//! May use: `bar`, `catalogue`, `entry`, `page`, `problem`.

use leptos::lazy;
use leptos::prelude::*;

use super::bar::home_link;
use super::catalogue::{setting, Setting};
use super::entry::Entry;
use super::page::page_title;
use super::problem::no_such_page;
use lang::Lang;
use table::route::Route;
use text::shell;
use text::teachers::teachers;
use ui::lang::use_lang;
use ui::lang::word;

#[lazy]
pub fn screen_card() -> fn(Entry) -> AnyView {
    |entry| match setting(entry.id) {
        Some(setting) => page(entry, setting),
        None => no_such_page(),
    }
}

fn page(entry: Entry, setting: Setting) -> AnyView {
    let lang = use_lang();
    Effect::new(move |_| page_title(&teachers(lang.get()).card_title((entry.title)(lang.get()))));
    let print = |_| {
        let _ = window().print();
    };
    view! {
        <section class="card-page">
            <nav class="bar">
                {home_link(lang)}
                <a href=Route::Rules { game: entry.id.into() }.hash()>{word(lang, |l| shell(l).rules())}</a>
                <button id="print" on:click=print>{word(lang, |l| teachers(l).print())}</button>
            </nav>
            {move || card(entry, setting, lang.get())}
        </section>
    }
    .into_any()
}

fn card(entry: Entry, setting: Setting, lang: Lang) -> impl IntoView {
    let t = teachers(lang);
    let items = |lines: &'static [&'static str]| lines.iter().map(|l| view! { <li>{*l}</li> }).collect_view();
    let card = (setting.card)(lang);
    view! {
        <article class="quick-card" data-game=entry.id>
            <header>
                <div class="picture" aria-hidden="true" inner_html=entry.picture></div>
                <h1>{t.card_title((entry.title)(lang))}</h1>
            </header>
            <h2>{t.goal()}</h2>
            <p>{card.goal}</p>
            <h2>{t.a_turn()}</h2>
            <ol>{items(card.turn)}</ol>
            <h2>{t.key_rules()}</h2>
            <ul>{items(card.rules)}</ul>
            <h2>{t.the_end()}</h2>
            <p>{card.end}</p>
            <p class="more">{t.more_on_rules_page()}</p>
        </article>
    }
}
