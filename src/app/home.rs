//! The home screen: the games, and the games in progress to resume or delete.

use leptos::prelude::*;

use super::catalogue;
use super::embed::{self, Notices};
use super::storage::{self, Listed};
use crate::table::route::Route;
use crate::table::save::SavedGame;
use crate::table::seats::seat_name;

#[component]
pub fn Home() -> impl IntoView {
    let saves = RwSignal::new(shown_saves());
    let games = catalogue::all()
        .into_iter()
        .filter(|e| embed::offers(e.id))
        .map(|e| {
            view! {
                <article class="game-card" data-game=e.id>
                    <div class="picture">{(e.picture)()}</div>
                    <h2>{e.title}</h2>
                    <p>{e.blurb}</p>
                    <p class="players">{format!("{} to {} players", e.players.0, e.players.1)}</p>
                    <a class="button primary" href=Route::Setup { game: e.id.into() }.hash()>"New game"</a>
                    <a class="button" href=Route::Rules { game: e.id.into() }.hash()>"Rules"</a>
                </article>
            }
        })
        .collect_view();
    view! {
        <section class="home">
            <header class="hero"><h1>"Quarantable"</h1><p>"Pandemic board games for the table, the tablet and the classroom."</p></header>
            <Notices />
            <div class="games">{games}</div>
            <InProgress saves=saves />
        </section>
    }
}

/// The saves of the games this page offers.
fn shown_saves() -> Vec<Listed> {
    let mut saves = storage::list();
    saves.retain(|l| l.save.as_ref().map_or(true, |s| embed::offers(&s.game)));
    saves
}

#[component]
fn InProgress(saves: RwSignal<Vec<Listed>>) -> impl IntoView {
    let rows = move || saves.with(|list| list.iter().map(|l| row(l, saves)).collect_view());
    view! {
        <Show when=move || saves.with(|s| !s.is_empty())>
            <section class="saves">
                <h2>"Games in progress"</h2>
                <ul id="saves">{rows}</ul>
            </section>
        </Show>
    }
}

fn row(listed: &Listed, saves: RwSignal<Vec<Listed>>) -> AnyView {
    match &listed.save {
        Ok(save) => saved_row(save, saves),
        Err(problem) => view! {
            <li class="save unreadable" role="status">{format!("The saved game \"{}\" {problem}; it was left alone.", listed.key)}</li>
        }
        .into_any(),
    }
}

fn saved_row(save: &SavedGame, saves: RwSignal<Vec<Listed>>) -> AnyView {
    let title = catalogue::find(&save.game).map(|e| e.title).unwrap_or("Unknown game");
    let names: Vec<String> = (0..save.seats.len()).map(|s| seat_name(&save.seats, s)).collect();
    let state = if save.finished { "finished" } else { "in progress" };
    let summary = format!("{title}: {} ({state}, {} moves)", names.join(", "), save.actions);
    let href = Route::Play { game: save.game.clone(), save: save.id.clone() }.hash();
    let id = save.id.clone();
    view! {
        <li class="save" data-save=save.id.clone()>
            <span>{summary}</span>
            <a class="button" href=href>{if save.finished { "View" } else { "Resume" }}</a>
            <button class="delete" on:click=move |_| { storage::delete(&id); saves.set(shown_saves()); }>"Delete"</button>
        </li>
    }
    .into_any()
}
