//! The parts of the game screen, written once for every game: the bar, the banner, the last
//! move, the board's frame, the panel with the person's choices, computer turns, undo and
//! redo, the log (newest first), the announcer for screen readers, the end dialog, the cover
//! between people and the replay.

use leptos::prelude::*;

use super::{keys, Model};
use crate::table::route::Route;
use crate::text::coach::coach;
use crate::text::shell;
use crate::text::travel::travel;
use crate::ui::lang::LanguageSwitch;
use crate::ui::BoardParts;

/// The table fills the window, whatever its size and orientation: a compact bar, the banner
/// and the last move above, the board in the space left, the panel beside it (sideways) or
/// below it (upright). The players and the log follow below the table.
pub fn screen(model: Model, parts: BoardParts) -> AnyView {
    let lang = model.lang;
    let t = move || shell(lang.get());
    Effect::new(move |_| super::super::page_title((model.title)(lang.get())));
    keys::listen(model);
    view! {
        <section class="play" data-game=model.game data-ply=move || model.ply.get()>
            // The colour of whoever is to act, for the dice and the panel to wear (set as a
            // property, not as a style attribute, which the page's CSP refuses).
            <div class="table" id="table" style:--turn=move || model.banner.with(|b| b.colour)>
                <header class="table-head">
                    <nav class="bar play-bar">
                        <a href="#/" class="home">{move || t().home()}</a>
                        <h1 class="game-title">{move || (model.title)(lang.get())}</h1>
                        <a href=Route::Rules { game: model.game.into() }.hash()>{move || t().rules()}</a>
                        <button id="goal-open" class="link" aria-expanded=move || model.goal_open.get().to_string()
                            on:click=move |_| model.goal_open.update(|open| *open = !*open)>{move || coach(lang.get()).goal()}</button>
                        <crate::app::sound::SoundSwitch />
                        <LanguageSwitch />
                    </nav>
                    <Notices model=model />
                    <p class="banner" id="turn-banner" data-seat=move || model.banner.with(|b| b.seat.map(|s| s.to_string()))
                        style:border-color=move || model.banner.with(|b| b.colour)>
                        <span class="dot" style:background=move || model.banner.with(|b| b.colour)>
                            {move || model.banner.with(|b| b.seat.map(|s| s + 1))}
                        </span>
                        <span>{move || model.banner.with(|b| b.text.clone())}</span>
                    </p>
                    // Under whose turn it is: why this device has no choices (issue 33).
                    <Show when=move || model.watching>
                        <p class="note" data-notice="watching">{move || travel(lang.get()).watching()}</p>
                    </Show>
                    {match model.coach {
                        Some(coach) => view! { <super::coach::CoachBox model=model coach=coach /> }.into_any(),
                        None => view! { <super::last_move::LastMove model=model /> }.into_any(),
                    }}
                </header>
                <div class="table-layout">
                    <super::goal_card::GoalCard model=model picture=model.picture />
                    <div class="board-wrap">{parts.board}<super::celebrate::Celebration model=model /></div>
                    <Controls model=model panel=parts.panel />
                </div>
            </div>
            <div class="below-table">
                <super::players::Players model=model />
                <Log model=model />
            </div>
            <Announcer model=model />
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
            <super::unsaved::UnsavedNotice model=model />
            <Show when=move || model.moved_on_elsewhere.get()>
                <p class="warn" data-notice="moved-on">{move || t().moved_on_elsewhere()} " "
                    <button id="show-newer" on:click=reload>{move || t().show_newer()}</button></p>
            </Show>
            {move || model.notice.get().map(|n| view! { <p class="warn" data-notice="refused">{n}</p> })}
        </div>
    }
}

/// The person's choices and the game's own panel, in one place that is always in view.
#[component]
fn Controls(model: Model, panel: AnyView) -> impl IntoView {
    let t = move || shell(model.lang.get());
    // A guided game's computer waits while the coach tells a rule: it is not playing yet.
    let holds = move || model.coach.is_some_and(|c| c.said.with(|s| s.step.holds()));
    let playing = move || model.replay.get().is_none() && model.automatic.get().is_some() && !holds();
    let finished = move || model.replay.get().is_none() && model.end.with(Option::is_some);
    view! {
        <div class="controls" id="controls">
            <super::choices::Choices model=model />
            <Show when=playing>
                <p class="thinking">{move || model.automatic.get()} " "
                    <button id="hurry" on:click=move |_| model.hurry.set(true)>{move || t().skip_ahead()}</button></p>
            </Show>
            <Show when=finished><EndPanel model=model /></Show>
            <Replay model=model />
            <div class="game-panel">{panel}</div>
            // A tip follows the choices and the game's panel: never in the moves' place, over
            // the board or before a control the decision needs (issue 45).
            {move || model.tips.tip.get().filter(|_| model.replay.get().is_none() && model.coach.is_none())
                .map(|tip| view! { <super::tips::TipLine model=model tip=tip /> })}
            <div class="history">
                <button id="undo" aria-keyshortcuts="U" disabled=move || !model.can_undo.get()
                    on:click=move |_| model.undo.run(())>{move || t().undo()}</button>
                <button id="redo" aria-keyshortcuts="Y" disabled=move || !model.can_redo.get()
                    on:click=move |_| model.redo.run(())>{move || t().redo()}</button>
                <super::share::Share model=model />
            </div>
            <p class="keys">{move || t().keys_help()}</p>
        </div>
    }
}

/// The log, newest first, so that its top line is the latest move: one keyed entry per
/// action, so a new action adds its lines and only a change of language or of the looking seat
/// rebuilds them.
#[component]
fn Log(model: Model) -> impl IntoView {
    let t = move || shell(model.lang.get());
    let upto = move || model.replay.get().unwrap_or_else(|| model.ply.get());
    let entries = move || {
        let key = model.log_key.get();
        (0..upto()).rev().map(move |ply| (key, ply)).collect::<Vec<_>>()
    };
    view! {
        <section class="log" aria-labelledby="log-title">
            <h2 id="log-title">{move || t().log()}</h2>
            <ol id="log" tabindex="0" aria-labelledby="log-title" reversed>
                <For each=entries key=|entry| *entry children=move |(_, ply)| {
                    let number = model.log_number.run(ply);
                    model.log_lines.run(ply).into_iter().map(|line| view! { <li data-ply=number>{line}</li> }).collect_view()
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

/// The end of the game beside the board, which stays in view (the hero sees how they were
/// caught): the result, a rematch with the same seats, the replay, every player's place.
#[component]
fn EndPanel(model: Model) -> impl IntoView {
    let t = move || shell(model.lang.get());
    let results = move || model.end.with(|end| end.as_ref().map(|e| results_table(e, t())));
    let by_kind = move || {
        model.end.with(|end| {
            end.as_ref().filter(|e| !e.rows.is_empty()).map(|e| {
                view! { <details class="by-kind"><summary>{t().scores()}</summary>{score_table(e, t().scores(), t().total())}</details> }
            })
        })
    };
    view! {
        <section class="winner" id="winner" aria-labelledby="winner-title">
            <h2 id="winner-title">{move || model.end.with(|e| e.as_ref().map(|e| e.headline.clone()))}</h2>
            {move || model.verdict.get().map(|words| view! { <p class="verdict" id="verdict">{words}</p> })}
            <div class="end-actions">
                <button id="rematch" class="primary" on:click=move |_| model.rematch.run(())>{move || t().rematch()}</button>
                <button id="replay" on:click=move |_| model.replay.set(Some(0))>{move || t().replay_step_by_step()}</button>
                <a class="button" href=Route::Setup { game: model.game.into() }.hash()>{move || t().new_game()}</a>
            </div>
            {results}
            {by_kind}
        </section>
    }
}

/// Every player's place, name, points (where the game has them) and where they got.
fn results_table(end: &super::End, t: &'static dyn crate::text::ShellText) -> impl IntoView {
    let scored = end.finishers.iter().any(|f| f.score.is_some());
    let rows = end
        .finishers
        .iter()
        .map(|f| {
            view! {
                <tr>
                    <td class="place">{f.place.map_or_else(|| "–".to_string(), |p| p.to_string())}</td>
                    <th scope="row"><span class="dot" style:background=f.colour></span>" "{f.name.clone()}</th>
                    {scored.then(|| view! { <td class="points">{f.score}</td> })}
                    <td class="standing">{f.standing.clone()}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="scores results" data-testid="results"><caption>{t.results()}</caption>
            <thead><tr><th scope="col">{t.place()}</th><th scope="col">{t.player()}</th>
                {scored.then(|| view! { <th scope="col">{t.points()}</th> })}<th scope="col">{t.standing()}</th></tr></thead>
            <tbody>{rows}</tbody>
        </table>
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
