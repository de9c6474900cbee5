//! The home screen's list of saved games: in progress and finished, each with whose turn it
//! is and its date, to resume or delete (with a way back from a deletion). Fetched only where
//! there are saves, in its own file screen-saves: reading saves needs the JSON reader, which a
//! first visit does without.
//! May use: `embed`, `entry`, `storage`.

use std::collections::BTreeSet;

use leptos::lazy;
use leptos::prelude::*;

use super::embed::Page;
use super::entry::Check;
use super::storage::{Listed, Store};
use lang::Lang;
use table::keep::{glimpse, problem_words, whose_turn};
use table::route::Route;
use table::save::SavedGame;
use table::seats::seat_name;
use text::coach::coach;
use text::keeping::keeping;
use text::travel::travel;
use text::{list, shell};
use ui::lang::use_lang;

/// What the saves' part does: list them, given the page (see `embed::Page`), and find where a
/// page whose home is locked takes its pupil back.
#[derive(Clone, Copy)]
pub struct SavesPart {
    pub list: fn(Page) -> AnyView,
    pub newest_in_progress: fn(Store, &str, Check) -> Option<String>,
}

#[lazy]
pub fn screen_saves() -> SavesPart {
    SavesPart {
        list: |page| {
            let (saves, store) = (RwSignal::new(vec![]), Store::get());
            let list = List { saves, deleted: RwSignal::new(None), page, store };
            list.relist();
            view! { <Saves list=list /> }.into_any()
        },
        newest_in_progress,
    }
}

/// The id of the newest save of `game` here (a lesson is none) if it is still being played and
/// opens: a pupil sent back to their game finds it, not an older one nor a finished one.
fn newest_in_progress(store: Store, game: &str, check: Check) -> Option<String> {
    let mut saves = store.list().into_iter().filter_map(|l| l.save.ok());
    let newest = saves.find(|s| s.game == game && !s.lesson)?;
    (!newest.finished && check(&newest).is_ok()).then_some(newest.id)
}

impl List {
    /// Lists the saves of the games this page offers, then checks them.
    fn relist(self) {
        let mut listed = self.store.list();
        listed.retain(|l| l.save.as_ref().map_or(true, |s| self.page.offers(&s.game)));
        self.saves.set(listed);
        check_openable(self.saves, self.page);
    }
}

/// Checks each readable save with its game's own reader, as opening it would: one edited into
/// an impossible state is listed as unreadable, not with Resume. Each game's code is fetched
/// once, and only for the games saved here; the list is small.
fn check_openable(saves: RwSignal<Vec<Listed>>, page: Page) {
    let ids: BTreeSet<String> =
        saves.with_untracked(|all| all.iter().filter_map(|l| l.save.as_ref().ok()).map(|s| s.game.clone()).collect());
    for entry in ids.iter().filter_map(|id| page.offered(id)) {
        leptos::task::spawn_local(async move {
            let check = (entry.load)().await.check;
            let refused = |l: &Listed| {
                let save = l.save.as_ref().ok().filter(|s| s.game == entry.id)?;
                check(save).err().map(|problem| (l.key.clone(), problem))
            };
            // The list may have gone meanwhile (the home screen left).
            let refused: Vec<_> =
                saves.try_with_untracked(|all| all.iter().filter_map(refused).collect()).unwrap_or_default();
            if refused.is_empty() {
                return;
            }
            saves.update(|all| {
                for (key, problem) in refused {
                    all.iter_mut().filter(|l| l.key == key).for_each(|l| l.save = Err(problem.clone()));
                }
            });
        });
    }
}

/// A deleted save's text, kept until the next deletion so it can be brought back.
#[derive(Clone)]
struct Deleted {
    key: String,
    text: String,
    what: String,
}

/// The list's state, which each row changes, and the page and store it lists from.
#[derive(Clone, Copy)]
struct List {
    saves: RwSignal<Vec<Listed>>,
    deleted: RwSignal<Option<Deleted>>,
    page: Page,
    store: Store,
}

#[component]
fn Saves(list: List) -> impl IntoView {
    let lang = use_lang();
    let List { saves, deleted, store, .. } = list;
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
            // Storage that refuses it keeps it in memory, listed as such.
            let _ = store.write_text(&d.key, &d.text);
            deleted.set(None);
            list.relist();
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
        Ok(save) => (summary(save, list.page, lang), saved_row(save, listed.in_memory, lang)),
        Err(problem) => {
            let what = unreadable(&listed.text, list.page, lang);
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
            list.store.delete_key(&key);
            list.deleted.set(Some(Deleted { key: key.clone(), text: text.clone(), what: what.clone() }));
            list.relist();
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

fn summary(save: &SavedGame, page: Page, lang: Lang) -> String {
    let names: Vec<String> = (0..save.seats.len()).map(|s| seat_name(&save.seats, s, lang)).collect();
    let aside = save.forked_at.map(|common| format!(" ({})", travel(lang).set_aside(common))).unwrap_or_default();
    // A lesson is told from a game of one's own, which it looks like.
    let lesson = if save.lesson { format!("{} · ", coach(lang).lesson_save()) } else { String::new() };
    format!("{lesson}{}: {}{aside}", title(&save.game, page, lang), list(&names, lang))
}

fn title(game: &str, page: Page, lang: Lang) -> &'static str {
    page.offered(game).map_or(shell(lang).unknown_game(), |e| (e.title)(lang))
}

/// A save that cannot be opened, named by its game and date where it still tells them.
fn unreadable(text: &str, page: Page, lang: Lang) -> String {
    let glimpse = glimpse(text);
    let game = glimpse.game.map(|game| title(&game, page, lang));
    keeping(lang).unreadable(game, glimpse.updated_ms.map(|ms| date(ms, lang)).as_deref())
}

/// A time as the language writes it.
fn date(ms: f64, lang: Lang) -> String {
    String::from(js_sys::Date::new(&ms.into()).to_locale_string(lang.code(), &js_sys::Object::new()))
}

fn saved_row(save: &SavedGame, in_memory: bool, lang: Lang) -> AnyView {
    let t = shell(lang);
    let href = Route::Play { game: save.game.clone(), save: save.id.clone() }.hash();
    let when = format!("{} · {}", t.moves(save.actions), t.saved_on(&date(save.updated_ms, lang)));
    view! {
        {whose_turn(save, lang).map(|turn| view! { <strong class="turn">{turn}</strong> })}
        <span class="when">{when}</span>
        {in_memory.then(|| view! { <span class="warn" data-notice="in-memory">{keeping(lang).only_in_memory()}</span> })}
        <a class="button" data-testid="open-save" href=href>{if save.finished { t.look_again() } else { t.resume() }}</a>
    }
    .into_any()
}
