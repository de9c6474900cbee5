//! The parts of the game screen, written once for every game: the bar, the banner, the last
//! move, the board's frame, the panel with the person's choices, computer turns, undo and
//! redo, the log (newest first), the announcer for screen readers, the end dialog, the cover
//! between people and the replay.
//! May use: the parts of the screen below it and their `model`; the app's `bar`, `embed`, `page`, `sound`.

use leptos::prelude::*;

use super::celebrate::Celebration;
use super::choices::Choices;
use super::coach::CoachBox;
use super::ending::End;
use super::goal_card::GoalCard;
use super::keys;
use super::last_move::LastMove;
use super::model::{Model, Screen};
use super::players::Players;
use super::share::Share;
use super::tips::TipLine;
use super::unsaved::UnsavedNotice;
use crate::bar::{home_link, language_switch};
use crate::embed::Page;
use crate::page::page_title;
use crate::sound::SoundSwitch;
use table::embed::Lock;
use table::route::Route;
use text::coach::coach;
use text::shell;
use text::travel::travel;
use ui::lang::word;
use ui::BoardParts;

/// The table fills the window, whatever its size and orientation: a compact bar, the banner
/// and the last move above, the board in the space left, the panel beside it (sideways) or
/// below it (upright). The players and the log follow below the table.
pub fn screen(model: Model, parts: BoardParts) -> AnyView {
    let lang = model.screen.lang;
    Effect::new(move |_| page_title((model.meta.title)(lang.get())));
    keys::listen(model);
    let (ply, banner) = (model.slice(|s| s.ply), model.slice(|s| s.banner.clone()));
    view! {
        <section class="play" data-game=model.meta.game data-ply=move || ply.get()>
            // The colour of whoever is to act, for the dice and the panel to wear (set as a
            // property, not as a style attribute, which the page's CSP refuses).
            <div class="table" id="table" style:--turn=move || banner.with(|b| b.colour)>
                <header class="table-head">
                    <nav class="bar play-bar">
                        {home_link(lang)}
                        <h1 class="game-title">{move || (model.meta.title)(lang.get())}</h1>
                        <a href=Route::Rules { game: model.meta.game.into() }.hash()>{word(lang, |l| shell(l).rules())}</a>
                        <button id="goal-open" class="link" aria-expanded=move || model.screen.goal_open.get().to_string()
                            on:click=move |_| model.screen.goal_open.update(|open| *open = !*open)>{word(lang, |l| coach(l).goal())}</button>
                        <SoundSwitch />
                        {language_switch()}
                    </nav>
                    <Notices model=model />
                    <p class="banner" id="turn-banner" data-seat=move || banner.with(|b| b.seat.map(|s| s.to_string()))
                        style:border-color=move || banner.with(|b| b.colour)>
                        <span class="dot" style:background=move || banner.with(|b| b.colour)>
                            {move || banner.with(|b| b.seat.map(|s| s + 1))}
                        </span>
                        <span>{move || banner.with(|b| b.text.clone())}</span>
                    </p>
                    // Under whose turn it is: why this device has no choices.
                    <Show when=move || model.meta.watching>
                        <p class="note" data-notice="watching">{word(lang, |l| travel(l).watching())}</p>
                    </Show>
                    {match model.coach {
                        Some(coach) => view! { <CoachBox model=model coach=coach /> }.into_any(),
                        None => view! { <LastMove model=model /> }.into_any(),
                    }}
                </header>
                <div class="table-layout">
                    <GoalCard model=model picture=model.meta.picture />
                    <div class="board-wrap">{parts.board}<Celebration model=model /></div>
                    <Controls model=model panel=parts.panel />
                </div>
            </div>
            <div class="below-table">
                <Players model=model />
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
    let position = model.slice(|s| s.position);
    let refused = move || Screen::kept(model.screen.notice.get(), position.get());
    let reload = move |_| {
        let _ = window().location().reload();
    };
    view! {
        <div class="play-notices" role="status">
            <Show when=move || model.meta.older_rules><p class="warn">{word(model.screen.lang, |l| shell(l).older_rules())}</p></Show>
            <UnsavedNotice model=model />
            <Show when=move || model.screen.moved_on_elsewhere.get()>
                <p class="warn" data-notice="moved-on">{word(model.screen.lang, |l| shell(l).moved_on_elsewhere())} " "
                    <button id="show-newer" on:click=reload>{word(model.screen.lang, |l| shell(l).show_newer())}</button></p>
            </Show>
            {move || refused().map(|n| view! { <p class="warn" data-notice="refused">{n}</p> })}
        </div>
    }
}

/// The person's choices and the game's own panel, in one place that is always in view.
#[component]
fn Controls(model: Model, panel: AnyView) -> impl IntoView {
    let page = Page::get();
    // A guided game's computer waits while the coach tells a rule: it is not playing yet.
    let holds = move || model.coach.is_some_and(|c| c.said.with(|s| s.step.holds()));
    let automatic = move || model.snap.with(|s| s.automatic.clone());
    let playing = move || model.screen.replay.get().is_none() && automatic().is_some() && !holds();
    let finished = move || model.screen.replay.get().is_none() && model.snap.with(|s| s.end.is_some());
    // The choices and the game's panel scroll in a body of their own above undo and redo, so
    // that the bar never lies over a choice, the end or the die.
    view! {
        <div class="controls" id="controls" data-over=move || finished().then_some("")>
            <div class="controls-body">
                <Choices model=model />
                <Show when=playing>
                    <p class="thinking">{automatic} " "
                        <button id="hurry" on:click=move |_| model.screen.hurry.set(true)>{word(model.screen.lang, |l| shell(l).skip_ahead())}</button></p>
                </Show>
                <Show when=finished><EndPanel model=model /></Show>
                <Replay model=model />
                <div class="game-panel">{panel}</div>
                // A tip follows the choices and the game's panel: never in the moves' place, over
                // the board or before a control the decision needs.
                {move || model.tips.tip.get().filter(|_| model.screen.replay.get().is_none() && model.coach.is_none())
                    .map(|tip| view! { <TipLine model=model tip=tip /> })}
                <p class="keys">{word(model.screen.lang, |l| shell(l).keys_help())}</p>
            </div>
            <div class="history">
                <button id="undo" aria-keyshortcuts="U" disabled=move || !model.snap.with(|s| s.can_undo)
                    on:click=move |_| model.commands.undo.run(())>{word(model.screen.lang, |l| shell(l).undo())}</button>
                <button id="redo" aria-keyshortcuts="Y" disabled=move || !model.snap.with(|s| s.can_redo)
                    on:click=move |_| model.commands.redo.run(())>{word(model.screen.lang, |l| shell(l).redo())}</button>
                {(!page.locked(Lock::Share)).then(|| view! { <Share model=model /> })}
            </div>
        </div>
    }
}

/// The log, newest first, so that its top line is the latest move: one keyed entry per
/// action, so a new action adds its lines and only a change of language or of the looking seat
/// rebuilds them.
#[component]
fn Log(model: Model) -> impl IntoView {
    let (ply, looking) = (model.slice(|s| s.ply), model.slice(|s| s.looking));
    let upto = move || model.screen.replay.get().unwrap_or_else(|| ply.get());
    let entries = move || {
        let key = (model.screen.lang.get(), looking.get());
        (0..upto()).rev().map(move |ply| (key, ply)).collect::<Vec<_>>()
    };
    view! {
        <section class="log" aria-labelledby="log-title">
            <h2 id="log-title">{word(model.screen.lang, |l| shell(l).log())}</h2>
            <ol id="log" tabindex="0" aria-labelledby="log-title" reversed>
                <For each=entries key=|entry| *entry children=move |(_, ply)| {
                    let number = model.commands.log_number.run(ply);
                    model.commands.log_lines.run(ply).into_iter().map(|line| view! { <li data-ply=number>{line}</li> }).collect_view()
                } />
            </ol>
        </section>
    }
}

/// Says once, politely, what the latest action did: the only live region of the screen.
#[component]
fn Announcer(model: Model) -> impl IntoView {
    let (ply, looking) = (model.slice(|s| s.ply), model.slice(|s| s.looking));
    let said = move || {
        let ply = ply.get();
        // Read, not only tracked: a memo that nothing reads is never run.
        let _lines_depend_on = (model.screen.lang.get(), looking.get());
        (model.screen.replay.get().is_none() && ply > 0).then(|| model.commands.log_lines.run(ply - 1).join(" "))
    };
    view! { <div class="visually-hidden" id="announcer" aria-live="polite" aria-atomic="true">{said}</div> }
}

/// The end of the game beside the board, which stays in view (the hero sees how they were
/// caught): the result, a rematch with the same seats, the replay, every player's place.
#[component]
fn EndPanel(model: Model) -> impl IntoView {
    let t = move || shell(model.screen.lang.get());
    let (end, verdict) = (model.slice(|s| s.end.clone()), model.slice(|s| s.verdict.clone()));
    let results = move || end.with(|end| end.as_ref().map(|e| results_table(e, t())));
    let by_kind = move || {
        end.with(|end| {
            end.as_ref().filter(|e| !e.rows.is_empty()).map(|e| {
                view! { <details class="by-kind"><summary>{t().scores()}</summary>{score_table(e, t().scores(), t().total())}</details> }
            })
        })
    };
    view! {
        <section class="winner" id="winner" aria-labelledby="winner-title">
            <h2 id="winner-title">{move || end.with(|e| e.as_ref().map(|e| e.headline.clone()))}</h2>
            {move || verdict.get().map(|words| view! { <p class="verdict" id="verdict">{words}</p> })}
            <div class="end-actions">
                <button id="rematch" class="primary" on:click=move |_| model.commands.rematch.run(())>{word(model.screen.lang, |l| shell(l).rematch())}</button>
                <button id="replay" on:click=move |_| model.screen.replay.set(Some(0))>{word(model.screen.lang, |l| shell(l).replay_step_by_step())}</button>
                <a class="button" href=Route::Setup { game: model.meta.game.into() }.hash()>{word(model.screen.lang, |l| shell(l).new_game())}</a>
            </div>
            {results}
            {by_kind}
        </section>
    }
}

/// Every player's place, name, points (where the game has them) and where they got.
fn results_table(end: &End, t: &'static dyn text::ShellText) -> impl IntoView {
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
fn score_table(end: &End, caption: &'static str, total: &'static str) -> impl IntoView {
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
    let t = move || shell(model.screen.lang.get());
    let cover = model.slice(|s| s.cover.clone());
    view! {
        {move || cover.get().map(|who| {
            let ready = t().ready(&who);
            view! {
                <div class="cover" id="cover" role="dialog" aria-modal="true" aria-labelledby="cover-title">
                    <h2 id="cover-title">{t().hand_over(&who)}</h2>
                    <button id="uncover" class="primary" autofocus on:click=move |_| model.commands.uncover.run(())>{ready}</button>
                </div>
            }
        })}
    }
}

/// Stepping through a finished game, one action at a time.
#[component]
fn Replay(model: Model) -> impl IntoView {
    let ply = model.slice(|s| s.ply);
    let total = move || ply.get();
    let at = move || model.screen.replay.get().unwrap_or(0);
    let go = move |ply: usize| model.screen.replay.set(Some(ply.min(total())));
    // A step forward or back passes over the positions after an action that showed nothing
    // in the log (a sealed game's mix of the dice): each looks as the one before.
    let shows = move |ply: &usize| !model.commands.log_lines.run(ply - 1).is_empty();
    let next = move || (at() + 1..total()).find(shows).unwrap_or(total());
    let back = move || (1..at()).rev().find(shows).unwrap_or(0);
    view! {
        <Show when=move || model.screen.replay.get().is_some()>
            <div class="replay" role="group" aria-label=word(model.screen.lang, |l| shell(l).replay())>
                <button id="replay-start" on:click=move |_| go(0)>{word(model.screen.lang, |l| shell(l).replay_start())}</button>
                <button id="replay-back" on:click=move |_| go(back())>{word(model.screen.lang, |l| shell(l).replay_back())}</button>
                <button id="replay-step" on:click=move |_| go(next())>{word(model.screen.lang, |l| shell(l).replay_step())}</button>
                <button id="replay-end" on:click=move |_| go(total())>{word(model.screen.lang, |l| shell(l).replay_end())}</button>
                <input type="range" min="0" max=total prop:value=move || at().to_string() aria-label=word(model.screen.lang, |l| shell(l).replay_position())
                    on:input=move |ev| go(event_target_value(&ev).parse().unwrap_or(0)) />
                <span id="replay-at">{move || format!("{} / {}", at(), total())}</span>
                <button id="replay-leave" on:click=move |_| model.screen.replay.set(None)>{word(model.screen.lang, |l| shell(l).replay_leave())}</button>
            </div>
        </Show>
    }
}
