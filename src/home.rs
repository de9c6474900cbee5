//! The home screen: the saved games (`saves`), the games, and a game file to open.

use leptos::prelude::*;

use super::catalogue;
use super::embed::{self, Notices};
use super::lazily::{prefetch, when_loaded, Meanwhile};
use super::{saves, storage};
use table::embed::Lock;
use table::route::Route;
use text::coach::coach;
use text::shell;
use text::teachers::teachers;
use ui::lang::use_lang;
use ui::lang::word;

#[component]
pub fn Home() -> impl IntoView {
    let lang = use_lang();
    Effect::new(move |_| super::page_title(""));
    let games = catalogue::all()
        .into_iter()
        .filter(|e| embed::offers(e.id))
        .map(|e| {
            let t = move || shell(lang.get());
            view! {
                <article class="game-card" data-game=e.id on:pointerdown=move |_| soon(e)
                    on:pointerenter=move |_| soon(e) on:focusin=move |_| soon(e)>
                    <div class="picture" inner_html=e.picture></div>
                    <h2>{move || (e.title)(lang.get())}</h2>
                    <p>{move || (e.blurb)(lang.get())}</p>
                    <p class="players">{move || t().players_range(e.players.0, e.players.1)}</p>
                    <a class="button primary" data-testid="new-game" href=Route::Setup { game: e.id.into() }.hash()>{word(lang, |l| shell(l).new_game())}</a>
                    <a class="button" data-testid="learn" href=Route::Learn { game: e.id.into() }.hash()>{word(lang, |l| coach(l).learn_to_play())}</a>
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
            // fetches none of their code. Not on a page that locks them (issue 46).
            {(storage::any_saves() && !embed::locked(Lock::Saves))
                .then(|| when_loaded(saves::screen_saves(), Meanwhile::Nothing, |saves| (saves.list)(catalogue::GAMES)))}
            <div class="games">{games}</div>
            <super::arrive::OpenFile />
            // A page locked to one game is the pupils', not the teacher's.
            {(!embed::settings().embed.locked).then(|| view! {
                <p class="for-teachers"><a href=Route::Teachers.hash()>{word(lang, |l| teachers(l).for_teachers())}</a></p>
            })}
        </section>
    }
}

/// Fetches what New game opens, where a person is about to choose it: the setup screen alone
/// first, so that no other fetch shares the network with it and it shows as soon as it can
/// (0.9 s after New game on a slow phone network, where fetching both at once took 1.45 s);
/// then the game's own part, while the seats are filled in.
fn soon(entry: catalogue::Entry) {
    prefetch(async move {
        super::setup::screen_setup().await;
        entry.prefetch();
    });
}
