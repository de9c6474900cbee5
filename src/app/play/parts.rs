//! The parts of the game screen, written once for every game: the bar, the banner, the
//! board's frame, the person's choices, computer turns, undo and redo, the log (which grows by
//! appending), the announcer for screen readers, the end dialog, the cover between people and
//! the replay.

use leptos::html::Dialog;
use leptos::prelude::*;

use super::{keys, Model};
use crate::table::route::Route;
use crate::text::shell;

pub fn screen(model: Model, board: AnyView) -> AnyView {
    let lang = model.lang;
    let t = move || shell(lang.get());
    Effect::new(move |_| super::super::page_title((model.title)(lang.get())));
    keys::listen(model);
    view! {
        <section class="play" data-game=model.game>
            <nav class="bar">
                <a href="#/">{move || t().home()}</a>
                <a href=Route::Rules { game: model.game.into() }.hash()>{move || t().rules()}</a>
            </nav>
            <h1 class="game-title">{move || (model.title)(lang.get())}</h1>
            <Notices model=model />
            <p class="banner" id="turn-banner" data-seat=move || model.banner.with(|b| b.seat.map(|s| s.to_string()))
                style:border-color=move || model.banner.with(|b| b.colour)>
                <span class="dot" style:background=move || model.banner.with(|b| b.colour)>
                    {move || model.banner.with(|b| b.seat.map(|s| s + 1))}
                </span>
                <span>{move || model.banner.with(|b| b.text.clone())}</span>
            </p>
            <div class="table-layout">
                <div class="board-wrap">{board}</div>
                <Controls model=model />
                <aside class="side">
                    <super::players::Players model=model />
                    <Log model=model />
                </aside>
            </div>
            <Announcer model=model />
            <EndDialog model=model />
            <Cover model=model />
        </section>
    }
    .into_any()
}

#[component]
fn Notices(model: Model) -> impl IntoView {
    let t = move || shell(model.lang.get());
    let reload = move |_| {
        let _ = window().location().reload();
    };
    view! {
        <div class="play-notices" role="status">
            <Show when=move || model.older_rules><p class="warn">{move || t().older_rules()}</p></Show>
            <Show when=move || !model.saved_here.get()><p class="warn">{move || t().saving_impossible()}</p></Show>
            <Show when=move || model.moved_on_elsewhere.get()>
                <p class="warn" data-notice="moved-on">{move || t().moved_on_elsewhere()} " "
                    <button id="show-newer" on:click=reload>{move || t().show_newer()}</button></p>
            </Show>
            {move || model.notice.get().map(|n| view! { <p class="warn" data-notice="refused">{n}</p> })}
        </div>
    }
}

#[component]
fn Controls(model: Model) -> impl IntoView {
    let t = move || shell(model.lang.get());
    let buttons = move || {
        let ply = model.ply.get();
        model
            .buttons
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, label)| {
                view! {
                    <button class="action" data-action=i.to_string() aria-keyshortcuts=(i + 1).to_string()
                        on:click=move |_| model.press.run((ply, i))>{label}</button>
                }
            })
            .collect_view()
    };
    let playing = move || model.replay.get().is_none() && model.automatic.get().is_some();
    // The end dialog offers the replay too, but it may have been closed.
    let finished = move || model.replay.get().is_none() && model.end.with(Option::is_some);
    view! {
        <div class="controls">
            <div class="actions" role="group" aria-label=move || t().actions()>{buttons}</div>
            <Show when=playing>
                <p class="thinking">{move || model.automatic.get()} " "
                    <button id="hurry" on:click=move |_| model.hurry.set(true)>{move || t().skip_ahead()}</button></p>
            </Show>
            <Show when=finished>
                <button id="replay-open" on:click=move |_| model.replay.set(Some(0))>{move || t().replay_step_by_step()}</button>
            </Show>
            <Replay model=model />
            <div class="history">
                <button id="undo" aria-keyshortcuts="U" disabled=move || !model.can_undo.get()
                    on:click=move |_| model.undo.run(())>{move || t().undo()}</button>
                <button id="redo" aria-keyshortcuts="Y" disabled=move || !model.can_redo.get()
                    on:click=move |_| model.redo.run(())>{move || t().redo()}</button>
            </div>
            <p class="keys">{move || t().keys_help()}</p>
        </div>
    }
}

/// The log, oldest first: one keyed entry per action, so a new action appends its lines and
/// only a change of language or of the looking seat rebuilds them.
#[component]
fn Log(model: Model) -> impl IntoView {
    let t = move || shell(model.lang.get());
    let upto = move || model.replay.get().unwrap_or_else(|| model.ply.get());
    let entries = move || {
        let key = model.log_key.get();
        (0..upto()).map(move |ply| (key, ply)).collect::<Vec<_>>()
    };
    view! {
        <section class="log" aria-labelledby="log-title">
            <h2 id="log-title">{move || t().log()}</h2>
            <ol id="log" tabindex="0" aria-labelledby="log-title">
                <For each=entries key=|entry| *entry children=move |(_, ply)| {
                    model.log_lines.run(ply).into_iter().map(|line| view! { <li data-ply=ply>{line}</li> }).collect_view()
                } />
            </ol>
        </section>
    }
}

/// Says once, politely, what the latest action did: the only live region of the screen.
#[component]
fn Announcer(model: Model) -> impl IntoView {
    let said = move || {
        let ply = model.ply.get();
        model.log_key.track();
        (model.replay.get().is_none() && ply > 0).then(|| model.log_lines.run(ply - 1).join(" "))
    };
    view! { <div class="visually-hidden" id="announcer" aria-live="polite" aria-atomic="true">{said}</div> }
}

/// The end of the game, as a real modal dialog: focus inside, Escape closes it, the page
/// behind is inert while it is open.
#[component]
fn EndDialog(model: Model) -> impl IntoView {
    let t = move || shell(model.lang.get());
    let dialog = NodeRef::<Dialog>::new();
    let dismissed = RwSignal::new(false);
    Effect::new(move |_| {
        let open = model.end.with(Option::is_some) && model.replay.get().is_none() && !dismissed.get();
        if let Some(d) = dialog.get() {
            match (open, d.open()) {
                (true, false) => {
                    let _ = d.show_modal();
                }
                (false, true) => d.close(),
                _ => {}
            }
        }
    });
    let scores = move || {
        model.end.with(|end| {
            end.as_ref().filter(|e| !e.scores.is_empty()).map(|e| match e.rows.is_empty() {
                true => {
                    let rows = e
                        .scores
                        .iter()
                        .map(|(n, s)| view! { <tr><th scope="row">{n.clone()}</th><td>{*s}</td></tr> })
                        .collect_view();
                    view! { <table class="scores"><caption>{t().scores()}</caption><tbody>{rows}</tbody></table> }
                        .into_any()
                }
                false => score_table(e, t().scores(), t().total()).into_any(),
            })
        })
    };
    view! {
        <dialog class="winner" id="winner" node_ref=dialog aria-labelledby="winner-title"
            on:close=move |_| dismissed.set(true)>
            <h2 id="winner-title">{move || model.end.with(|e| e.as_ref().map(|e| e.headline.clone()))}</h2>
            <p>{move || (model.title)(model.lang.get())}</p>
            {scores}
            <button id="replay" on:click=move |_| model.replay.set(Some(0))>{move || t().replay_step_by_step()}</button>
            <a class="button" href=Route::Setup { game: model.game.into() }.hash()>{move || t().new_game()}</a>
            <a class="button" href="#/">{move || t().home()}</a>
            <button id="close-winner" on:click=move |_| dismissed.set(true)>{move || t().close()}</button>
        </dialog>
    }
}

/// The game's score table: a column per player, a row per kind of points, the totals last.
fn score_table(end: &super::End, caption: &'static str, total: &'static str) -> impl IntoView {
    let heads = end.scores.iter().map(|(n, _)| view! { <th scope="col">{n.clone()}</th> }).collect_view();
    let cells = |values: Vec<i32>| values.into_iter().map(|v| view! { <td>{v}</td> }).collect_view();
    let rows = end
        .rows
        .iter()
        .map(|(label, values)| view! { <tr><th scope="row">{label.clone()}</th>{cells(values.clone())}</tr> })
        .collect_view();
    let totals = cells(end.scores.iter().map(|(_, s)| *s).collect());
    view! {
        <table class="scores by-kind" data-testid="score-table"><caption>{caption}</caption>
            <thead><tr><td></td>{heads}</tr></thead>
            <tbody>{rows}<tr class="total"><th scope="row">{total}</th>{totals}</tr></tbody>
        </table>
    }
}

/// Between people in a game with secrets: nothing of either is on the page until the next
/// person taps.
#[component]
fn Cover(model: Model) -> impl IntoView {
    let t = move || shell(model.lang.get());
    view! {
        {move || model.cover.get().map(|who| {
            let ready = t().ready(&who);
            view! {
                <div class="cover" id="cover" role="dialog" aria-modal="true" aria-labelledby="cover-title">
                    <h2 id="cover-title">{t().hand_over(&who)}</h2>
                    <button id="uncover" class="primary" autofocus on:click=move |_| model.uncover.run(())>{ready}</button>
                </div>
            }
        })}
    }
}

/// Stepping through a finished game, one action at a time.
#[component]
fn Replay(model: Model) -> impl IntoView {
    let t = move || shell(model.lang.get());
    let total = move || model.ply.get();
    let at = move || model.replay.get().unwrap_or(0);
    let go = move |ply: usize| model.replay.set(Some(ply.min(total())));
    view! {
        <Show when=move || model.replay.get().is_some()>
            <div class="replay" role="group" aria-label=move || t().replay()>
                <button id="replay-start" on:click=move |_| go(0)>{move || t().replay_start()}</button>
                <button id="replay-back" on:click=move |_| go(at().saturating_sub(1))>{move || t().replay_back()}</button>
                <button id="replay-step" on:click=move |_| go(at() + 1)>{move || t().replay_step()}</button>
                <button id="replay-end" on:click=move |_| go(total())>{move || t().replay_end()}</button>
                <input type="range" min="0" max=total prop:value=move || at().to_string() aria-label=move || t().replay_position()
                    on:input=move |ev| go(event_target_value(&ev).parse().unwrap_or(0)) />
                <span id="replay-at">{move || format!("{} / {}", at(), total())}</span>
                <button id="replay-leave" on:click=move |_| model.replay.set(None)>{move || t().replay_leave()}</button>
            </div>
        </Show>
    }
}
