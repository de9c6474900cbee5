//! The coach of a guided first game, by the board: the rule that just came up in a sentence or
//! two, and the learner's next action, which glows where it is on the table
//! (`data-coach-target`); or "Next", where the computer waits until it has been read. The goal
//! card comes first (`goal_card`), the learner's choices are judged (`data-choice`,
//! `data-verdict`), a choice against the script is taken back, the learner may go back one
//! step, the rules that win and lose are marked (`data-moment`), the game's words are tappable,
//! and a recap ends it (`#recap`).
//! May use: `model`, `seated`, `teaching`; the app's `carry`, `embed`, `page`, `storage`.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::model::{Coach, Model};
use super::seated::Handle;
use super::teaching::{CoachAct, Said, Teaching};
use crate::carry::Carried;
use crate::embed::keep_options;
use crate::page::navigate;
use crate::storage::{lesson_done, Store};
use engine::{Chosen, Moment};
use lang::Lang;
use table::coach::Coaching;
use table::route::Route;
use table::seats::SeatSetup;
use text::coach::{coach, terms_in};
use ui::lang::word;

/// The coach of the game at `table`, where it is a guided game.
pub fn of(
    table: Handle,
    game: &'static str,
    seats: Vec<SeatSetup>,
    lang: RwSignal<Lang>,
    teaching: fn(Lang) -> Teaching,
) -> Option<Coach> {
    table.try_untracked(|t| t.guided()).filter(|&guided| guided)?;
    let said = Memo::new(move |_| table.with(|t| t.said(lang.get())));
    let (oops, term) = (RwSignal::new(false), RwSignal::new(None));
    Effect::new(move |_| {
        said.track();
        oops.set(false);
        term.set(None);
    });
    let carried = Carried::get();
    let real_game = Callback::new(move |_| {
        carried.carry(seats.clone(), Some(teaching(lang.get_untracked()).chosen));
        navigate(&Route::Setup { game: game.into() }, false);
    });
    let act = Callback::new(move |act| table.with(|t| t.coach_does(act)));
    remember_the_end(said, game, move || teaching(lang.get_untracked()).chosen);
    Some(Coach { said, real_game, act, oops, term })
}

/// A lesson played to its end is marked done on this device, for its home card and setup;
/// the first time, the next real game starts with the lesson's options.
fn remember_the_end(said: Memo<Said>, game: &'static str, chosen: impl Fn() -> Chosen + 'static) {
    let store = Store::get();
    Effect::new(move |_| {
        let flag = lesson_done(game);
        if said.with(|s| matches!(s.step, Coaching::Done { .. })) && !store.flag(&flag) {
            store.set_flag(&flag, true);
            keep_options(store, game, &chosen());
        }
    });
}

/// The coach box, where the last move's line is in a real game: it never covers the board.
#[component]
pub fn CoachBox(model: Model, coach: Coach) -> impl IntoView {
    let t = move || self::coach(model.screen.lang.get());
    let step = move || coach.said.with(|s| s.step);
    let done = move || matches!(step(), Coaching::Done { .. });
    let real_game = move |_| coach.real_game.run(());
    let act = move |act: CoachAct| move |_| coach.act.run(act);
    watch_for_wrong_taps(coach);
    // Focus goes to what the coach points at, where it fell with the button tapped.
    Effect::new(move |_| {
        coach.said.track();
        model.screen.taps.keep_focus();
    });
    let words = Memo::new(move |_| (model.meta.teaching)(model.screen.lang.get()));
    view! {
        <section class="coach" id="coach" aria-label=word(model.screen.lang, |l| self::coach(l).coach())
            data-done=move || done().then_some("true")
            data-step=move || step_name(step())
            data-choice=move || match step() { Coaching::Choose { choice, .. } => Some(choice.to_string()), _ => None }
            data-moment=move || coach.said.with(|s| s.moment.map(moment_name))
            data-verdict=move || coach.said.with(|s| s.verdict.map(|good| if good { "good" } else { "costly" }))>
            <p class="coach-say" role="status" aria-live="polite" aria-atomic="true" tabindex="0">
                {move || coach.said.with(|s| s.rule).map(|rule| view! { <strong class="coach-rule" data-rule=rule>{rule}</strong> })}
                " " <span id="coach-text">{move || with_terms(coach, words, (model.meta.title)(model.screen.lang.get()))}</span>
                {move || coach.oops.get().then(|| view! { " " <em class="coach-oops">{t().oops()}</em> })}
                {move || coach.term.get().and_then(|i| words.with(|w| w.glossary.get(i).copied())).map(|(term, meaning)| view! {
                    <span class="term-meaning" id="term-meaning"><strong>{term}</strong> ": " {meaning}</span>
                })}
            </p>
            <Show when=done>{move || recap(model, words)}</Show>
            <div class="coach-buttons">
                <Show when=move || matches!(step(), Coaching::Explain { .. })>
                    <button id="coach-next" class="primary" on:click=act(CoachAct::Hear)>{word(model.screen.lang, |l| self::coach(l).next())}</button>
                </Show>
                <Show when=move || matches!(step(), Coaching::Strayed { .. })>
                    <button id="coach-take-back" class="primary" data-coach-target="" on:click=act(CoachAct::TakeBack)>{word(model.screen.lang, |l| self::coach(l).take_back())}</button>
                    <button id="coach-keep" on:click=act(CoachAct::Keep)>{word(model.screen.lang, |l| self::coach(l).keep_it())}</button>
                </Show>
                <Show when=move || model.snap.with(|s| s.can_undo) && matches!(step(), Coaching::Ask { .. } | Coaching::Choose { .. })>
                    <button id="coach-back" class="link" on:click=act(CoachAct::BackOneStep)>{word(model.screen.lang, |l| self::coach(l).back_one_step())}</button>
                </Show>
                <Show when=done fallback=move || view! {
                    <button id="coach-skip" class="link" on:click=real_game>{word(model.screen.lang, |l| self::coach(l).skip())}</button> }>
                    <button id="coach-real" class="primary" on:click=real_game>{word(model.screen.lang, |l| self::coach(l).play_real_game())}</button>
                </Show>
            </div>
        </section>
    }
}

/// The coach's sentences with every word of the game's glossary a button that shows its
/// meaning below.
fn with_terms(coach: Coach, words: Memo<Teaching>, title: &str) -> impl IntoView {
    let text = coach.said.with(|s| s.text.clone());
    let glossary = words.with(|w| w.glossary);
    // The game's own name is no word to explain ("Lab" of Lab Race).
    let titles: Vec<_> = text.match_indices(title).map(|(at, name)| at..at + name.len()).collect();
    let in_title = |r: &std::ops::Range<usize>| titles.iter().any(|t| t.start <= r.start && r.end <= t.end);
    let mut pieces = vec![];
    let mut at = 0;
    for (range, i) in terms_in(&text, glossary).into_iter().filter(|(r, _)| !in_title(r)) {
        pieces.push(text[at..range.start].to_string().into_any());
        let word = text[range.clone()].to_string();
        let pressed = move || (coach.term.get() == Some(i)).to_string();
        let toggle = move |_| coach.term.update(|t| *t = if *t == Some(i) { None } else { Some(i) });
        pieces.push(
            view! { <button class="term" data-term=glossary[i].0 aria-pressed=pressed on:click=toggle>{word}</button> }
                .into_any(),
        );
        at = range.end;
    }
    pieces.push(text[at..].to_string().into_any());
    pieces
}

/// What the lesson showed, and what the real game still has, each a link to the rules page.
fn recap(model: Model, words: Memo<Teaching>) -> impl IntoView {
    let rules = Route::Rules { game: model.meta.game.into() }.hash();
    let list = move |names: Vec<&'static str>| {
        let rules = rules.clone();
        names.into_iter().map(move |name| view! { <li><a href=rules.clone()>{name}</a></li> }).collect_view()
    };
    let (saw, later) = (list.clone(), list);
    view! {
        <div class="recap" id="recap">
            <div><h3>{word(model.screen.lang, |l| coach(l).you_saw())}</h3><ul>{move || saw(words.with(|w| w.taught.clone()))}</ul></div>
            <div><h3>{word(model.screen.lang, |l| coach(l).still_to_discover())}</h3><ul>{move || later(words.with(|w| w.later.clone()))}</ul></div>
        </div>
    }
}

/// The step's name on the page, for styles and tests.
fn step_name(step: Coaching<()>) -> &'static str {
    match step {
        Coaching::Goal => "goal",
        Coaching::Ask { .. } => "ask",
        Coaching::Choose { .. } => "choose",
        Coaching::Explain { .. } => "explain",
        Coaching::Strayed { .. } => "strayed",
        Coaching::Watch => "watch",
        Coaching::Ahead => "ahead",
        Coaching::Kept => "kept",
        Coaching::Done { .. } => "done",
    }
}

fn moment_name(moment: Moment) -> &'static str {
    match moment {
        Moment::Win => "win",
        Moment::Lose => "lose",
    }
}

/// A tap on the table that is not on what the coach points at is answered kindly (and does
/// nothing else: the only action allowed is the one pointed at).
fn watch_for_wrong_taps(coach: Coach) {
    // On the press, not the click: a tap on the target acts at once, and by the click's end
    // the next step has taken the target's mark away, and it would look like a wrong tap.
    let handle = window_event_listener(leptos::ev::pointerdown, move |e| {
        let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let Some(target) = target else { return };
        let closest = |selector: &str| target.closest(selector).ok().flatten().is_some();
        let asking = coach.said.with_untracked(|s| matches!(s.step, Coaching::Ask { .. } | Coaching::Choose { .. }));
        if asking && closest(".table-layout") && !closest("[data-coach-target], .history, .coach, .keys") {
            coach.oops.set(true);
        }
    });
    on_cleanup(move || handle.remove());
}
