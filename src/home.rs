//! The home screen: the saved games (`saves`), the games, and a game file to open; on a page
//! locked to one game, that game.
//! May use: `arrive`, `embed`, `entry`, `lazily`, `page`, `saves`, `setup`, `storage`.

use leptos::prelude::*;

use super::arrive::OpenFile;
use super::embed::{Notices, Page};
use super::entry::Entry;
use super::lazily::{prefetch, when_loaded, Meanwhile};
use super::page::{navigate, page_title};
use super::saves::screen_saves;
use super::setup::screen_setup;
use super::storage::{lesson_done, Store};
use table::embed::Lock;
use table::route::Route;
use text::coach::coach;
use text::shell;
use text::teachers::teachers;
use ui::lang::use_lang;
use ui::lang::word;

#[component]
pub fn Home() -> impl IntoView {
    let (lang, page, store) = (use_lang(), Page::get(), Store::get());
    Effect::new(move |_| page_title(""));
    let games = page
        .all()
        .into_iter()
        .filter(|e| page.offers(e.id))
        .map(|e| {
            let t = move || shell(lang.get());
            view! {
                <article class="game-card" data-game=e.id on:pointerdown=move |_| soon(e)
                    on:pointerenter=move |_| soon(e) on:focusin=move |_| soon(e)>
                    <div class="picture" inner_html=e.picture></div>
                    <h2>{move || (e.title)(lang.get())}</h2>
                    {store.flag(&lesson_done(e.id)).then(|| view! {
                        <p class="lesson-done-mark" data-lesson-done="">{word(lang, |l| coach(l).lesson_done_mark())}</p>
                    })}
                    <p>{move || (e.blurb)(lang.get())}</p>
                    <p class="players">{move || t().players_range(e.players.0, e.players.1)}</p>
                    <a class="button primary" data-testid="new-game" href=Route::Setup { game: e.id.into() }.hash()>{word(lang, |l| shell(l).new_game())}</a>
                    {e.teaches.then(|| view! {
                        <a class="button" data-testid="learn" href=Route::Learn { game: e.id.into() }.hash()>{word(lang, |l| coach(l).learn_to_play())}</a>
                    })}
                    <a class="button" data-testid="rules" href=Route::Rules { game: e.id.into() }.hash()>{word(lang, |l| shell(l).rules())}</a>
                </article>
            }
        })
        .collect_view();
    view! {
        <section class="home">
            <header class="hero"><h1>"Quarantable"</h1><p>{word(lang, |l| shell(l).tagline())}</p></header>
            <Notices />
            // Games in progress come first. Read only where there are saves: a first visit
            // fetches none of their code. Not on a page that locks them: a pupil plays the
            // class's game, not another saved here.
            {(store.any_saves() && !page.locked(Lock::Saves))
                .then(|| when_loaded(screen_saves(), Meanwhile::Nothing, move |saves| (saves.list)(page)))}
            <div class="games">{games}</div>
            <OpenFile />
            // A page locked to one game is the pupils', not the teacher's.
            {(!page.locked_to_its_game()).then(|| view! {
                <p class="for-teachers"><a href=Route::Teachers.hash()>{word(lang, |l| teachers(l).for_teachers())}</a></p>
            })}
        </section>
    }
}

/// Fetches what New game opens, where a person is about to choose it: the setup screen alone
/// first, so that no other fetch shares the network with it and it shows as soon as it can on
/// a slow phone network; then the game's own part, while the seats are filled in.
fn soon(entry: Entry) {
    prefetch(async move {
        screen_setup().await;
        entry.prefetch();
    });
}

/// What a page whose home is locked shows for home, a new game and any screen it does not show:
/// its game in progress, else a new one (after a finished game too), so that no address leads a
/// pupil away from it or abandons it.
pub fn locked_game() -> AnyView {
    let (page, store) = (Page::get(), Store::get());
    let Some(entry) = page.game().and_then(|game| page.find(&game)) else {
        return view! { <Home /> }.into_any();
    };
    if !store.any_saves() {
        return page.start_locked(store, &entry);
    }
    leptos::task::spawn_local(async move {
        let check = (entry.load)().await.check;
        match (screen_saves().await.newest_in_progress)(store, entry.id, check) {
            Some(save) => navigate(&Route::Play { game: entry.id.into(), save }, true),
            None => page.start_preset(store, &entry),
        }
    });
    let lang = use_lang();
    view! { <p class="starting" role="status">{word(lang, |l| shell(l).opening())}</p> }.into_any()
}
