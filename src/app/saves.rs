//! The home screen's list of saved games: in progress and finished, each with its date, to
//! resume or delete (with a way back from a deletion). Fetched only where there are saves
//! (issue 23), in its own file screen-saves: reading saves needs the JSON reader.

use leptos::lazy;
use leptos::prelude::*;

use super::catalogue::Games;
use super::home::problem_words;
use super::storage::{self, Listed};
use crate::table::route::Route;
use crate::table::save::SavedGame;
use crate::table::seats::seat_name;
use crate::text::travel::travel;
use crate::text::{list, shell, Lang};
use crate::ui::lang::use_lang;

/// The list, given the page's games (see `catalogue::Games`).
#[lazy]
pub fn screen_saves() -> fn(Games) -> AnyView {
    |games| view! { <Saves saves=RwSignal::new(shown_saves(games)) games=games /> }.into_any()
}

/// The saves of the games this page offers.
fn shown_saves(games: Games) -> Vec<Listed> {
    let mut saves = storage::list();
    saves.retain(|l| l.save.as_ref().map_or(true, |s| (games.shown)(&s.game)));
    saves
}

/// A deleted save's text, kept until the next deletion so it can be brought back.
#[derive(Clone)]
struct Deleted {
    key: String,
    text: String,
    what: String,
}

/// The list's state, which each row changes.
#[derive(Clone, Copy)]
struct List {
    saves: RwSignal<Vec<Listed>>,
    deleted: RwSignal<Option<Deleted>>,
    games: Games,
}

#[component]
fn Saves(saves: RwSignal<Vec<Listed>>, games: Games) -> impl IntoView {
    let lang = use_lang();
    let deleted = RwSignal::new(None::<Deleted>);
    let list = List { saves, deleted, games };
    let section = move |finished: bool| {
        let rows = move || {
            saves.with(|all| {
                let mine = all.iter().filter(|l| l.save.as_ref().map_or(!finished, |s| s.finished == finished));
                mine.map(|l| row(l, list, lang.get())).collect_view()
            })
        };
        let any =
            move || saves.with(|all| all.iter().any(|l| l.save.as_ref().map_or(!finished, |s| s.finished == finished)));
        let head =
            move || if finished { shell(lang.get()).finished_games() } else { shell(lang.get()).games_in_progress() };
        view! {
            <Show when=any>
                <section class="saves" data-saves=if finished { "finished" } else { "in-progress" }>
                    <h2>{head}</h2>
                    <ul>{rows}</ul>
                </section>
            </Show>
        }
    };
    let bring_back = move |_| {
        if let Some(d) = deleted.get_untracked() {
            storage::write_text(&d.key, &d.text);
            deleted.set(None);
            saves.set(shown_saves(games));
        }
    };
    view! {
        <Show when=move || saves.with(|s| !s.is_empty())>
            <div id="saves">{section(false)} {section(true)}</div>
        </Show>
        <div class="undo-delete" role="status">
            {move || deleted.get().map(|d| view! {
                <span>{shell(lang.get()).deleted(&d.what)}</span>
                <button id="undo-delete" on:click=bring_back>{shell(lang.get()).undo_delete()}</button>
            })}
        </div>
    }
}

fn row(listed: &Listed, list: List, lang: Lang) -> AnyView {
    let t = shell(lang);
    let (what, body) = match &listed.save {
        Ok(save) => (summary(save, list.games, lang), saved_row(save, lang)),
        Err(problem) => {
            let what = t.unreadable_save(&listed.key);
            let body = view! { <span class="why">{problem_words(problem, lang)}</span> }.into_any();
            (what, body)
        }
    };
    let key = listed.key.clone();
    let text = listed.text.clone();
    let delete_label = t.delete_named(&what);
    let remove = {
        let what = what.clone();
        move |_| {
            storage::delete_key(&key);
            list.deleted.set(Some(Deleted { key: key.clone(), text: text.clone(), what: what.clone() }));
            list.saves.set(shown_saves(list.games));
        }
    };
    view! {
        <li class="save" data-save=listed.key.clone() class:unreadable=listed.save.is_err()>
            <span class="what">{what}</span>
            {body}
            <button class="delete" aria-label=delete_label on:click=remove>{t.delete()}</button>
        </li>
    }
    .into_any()
}

fn summary(save: &SavedGame, games: Games, lang: Lang) -> String {
    let title = (games.offered)(&save.game).map_or(shell(lang).unknown_game(), |e| (e.title)(lang));
    let names: Vec<String> = (0..save.seats.len()).map(|s| seat_name(&save.seats, s, lang)).collect();
    let aside = save.forked_at.map(|common| format!(" ({})", travel(lang).set_aside(common))).unwrap_or_default();
    format!("{title}: {}{aside}", list(&names, shell(lang).and()))
}

fn saved_row(save: &SavedGame, lang: Lang) -> AnyView {
    let t = shell(lang);
    let date = js_sys::Date::new(&save.updated_ms.into());
    let when = String::from(date.to_locale_string(lang.code(), &js_sys::Object::new()));
    let href = Route::Play { game: save.game.clone(), save: save.id.clone() }.hash();
    let turn = save.to_act.filter(|_| !save.finished).map(|seat| t.turn_of(&seat_name(&save.seats, seat, lang)));
    view! {
        {turn.map(|turn| view! { <strong class="turn">{turn}</strong> })}
        <span class="when">{format!("{} · {}", t.moves(save.actions), t.saved_on(&when))}</span>
        <a class="button" data-testid="open-save" href=href>{if save.finished { t.look_again() } else { t.resume() }}</a>
    }
    .into_any()
}
