//! The game screen every game shares: turn banner, board, action buttons, computer seats,
//! undo and redo, the log, the winner and the step-by-step replay.

use std::time::Duration;

use leptos::prelude::*;

use super::game_ui::GameUi;
use super::keys;
use super::storage;
use crate::engine::rng::bot_rng;
use crate::engine::{Game, Session, Turn};
use crate::table::route::Route;
use crate::table::save::SavedGame;
use crate::table::seats::{seat_name, SeatSetup};

/// How long a computer seat waits before acting, so a person can follow.
const COMPUTER_PACE: Duration = Duration::from_millis(900);
/// The pace while the person asked to skip ahead to their own turn.
const HURRIED_PACE: Duration = Duration::from_millis(40);

/// Everything the play screen's parts share.
pub struct Table<G: GameUi> {
    pub session: RwSignal<Session<G>>,
    pub seats: StoredValue<Vec<SeatSetup>>,
    /// The ply shown while replaying a finished game.
    pub replay: RwSignal<Option<usize>>,
    pub hurry: RwSignal<bool>,
}

impl<G: GameUi> Clone for Table<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: GameUi> Copy for Table<G> {}

impl<G: GameUi> Table<G> {
    /// The seat that must act now, if it is a person's.
    pub fn person_to_act(&self) -> Option<usize> {
        let turn = self.session.with(|s| s.state().turn());
        match turn {
            Turn::Seat(seat) if !self.seats.with_value(|s| s[seat].is_computer()) => Some(seat),
            _ => None,
        }
    }

    pub fn act(&self, action: G::Action) {
        if self.replay.get_untracked().is_none() {
            self.session.update(|s| {
                let _ = s.apply(action);
            });
        }
    }

    pub fn has_person(&self) -> bool {
        self.seats.with_value(|s| s.iter().any(|seat| !seat.is_computer()))
    }

    /// Undo back to the last decision of a person: the computer would only replay its own.
    pub fn undo(&self) {
        let seats = self.seats.get_value();
        self.session.update(|s| while s.undo() && !is_person_turn(s.state(), &seats) {});
    }

    pub fn redo(&self) {
        let seats = self.seats.get_value();
        self.session.update(|s| while s.redo() && !is_person_turn(s.state(), &seats) {});
    }
}

fn is_person_turn<G: Game>(state: &G, seats: &[SeatSetup]) -> bool {
    matches!(state.turn(), Turn::Seat(seat) if !seats[seat].is_computer())
}

/// Opens a saved game, or says why it cannot be opened.
pub fn play_screen<G: GameUi>(saved: SavedGame) -> AnyView {
    let session =
        saved.record::<G>().map_err(|e| e.to_string()).and_then(|r| Session::from_record(r).map_err(|e| e.to_string()));
    match session {
        Ok(session) => view! { <PlayTable<G> session=session saved=saved /> }.into_any(),
        Err(why) => view! {
            <section class="problem" role="alert">
                <h2>"This saved game cannot be opened"</h2>
                <p>{format!("{}: {why}. It was left as it is.", saved.id)}</p>
                <a href="#/">"Back to the games"</a>
            </section>
        }
        .into_any(),
    }
}

#[component]
fn PlayTable<G: GameUi>(session: Session<G>, saved: SavedGame) -> impl IntoView {
    let table = Table {
        session: RwSignal::new(session),
        seats: StoredValue::new(saved.seats.clone()),
        replay: RwSignal::new(None),
        hurry: RwSignal::new(false),
    };
    let saved_here = save_after_every_action(table, saved.id.clone());
    run_computer_seats(table);
    keys::listen(table);
    let shown = Memo::new(move |_| match table.replay.get() {
        Some(ply) => table.session.with(|s| s.state_at(ply)),
        None => table.session.with(|s| s.state().clone()),
    });
    let last = Memo::new(move |_| {
        let upto = table.replay.get();
        table.session.with(|s| {
            let ply = upto.unwrap_or(s.events().len());
            ply.checked_sub(1).map(|i| s.events()[i].clone()).unwrap_or_default()
        })
    });
    let board = G::board(shown.into(), last.into(), table.seats.get_value());
    let game = G::ID;
    view! {
        <section class="play" data-game=game>
            <nav class="bar">
                <a href="#/">"Home"</a>
                <a href=Route::Rules { game: game.into() }.hash()>"Rules"</a>
                <span class="title">{G::TITLE}</span>
                <Show when=move || !saved_here.get()>
                    <span class="warn" role="status">"Saving is not possible here: this game lives only until the page closes."</span>
                </Show>
            </nav>
            <Banner table=table shown=shown />
            <div class="table-layout">
                <div class="board-wrap">{board}</div>
                <aside class="side">
                    <Controls table=table />
                    <Log table=table />
                </aside>
            </div>
            <Winner table=table />
        </section>
    }
}

/// Saves the record after every action; the signal says whether it reached durable storage.
fn save_after_every_action<G: GameUi>(table: Table<G>, id: String) -> RwSignal<bool> {
    let durable = RwSignal::new(true);
    Effect::new(move |_| {
        let save = table
            .session
            .with(|s| SavedGame::new(&id, table.seats.get_value(), s.record(), s.state(), js_sys::Date::now()));
        durable.set(storage::write(&save));
    });
    durable
}

/// Lets computer seats (and the game's own chance actions) act at a pace a person can follow.
fn run_computer_seats<G: GameUi>(table: Table<G>) {
    Effect::new(move |_| {
        if table.replay.get().is_some() {
            return;
        }
        let (turn, ply) = table.session.with(|s| (s.state().turn(), s.record().actions.len()));
        let seat = match turn {
            Turn::Seat(seat) if table.seats.with_value(|s| s[seat].is_computer()) => seat,
            Turn::Chance => 0,
            _ => return table.hurry.set(false),
        };
        let pace = if table.hurry.get() { HURRIED_PACE } else { COMPUTER_PACE };
        set_timeout(move || computer_acts(table, seat, ply), pace);
    });
}

fn computer_acts<G: GameUi>(table: Table<G>, seat: usize, ply: usize) {
    let Some(session) = table.session.try_get_untracked() else { return };
    // Someone undid, redid or acted meanwhile: that turn's timer is stale.
    if session.record().actions.len() != ply || table.replay.get_untracked().is_some() {
        return;
    }
    let mut rng = bot_rng(session.record().seed, ply);
    let action = match session.state().turn() {
        Turn::Chance => session.state().legal_actions().remove(0),
        _ => session.state().computer_choice(seat, &mut rng),
    };
    table.act(action);
}

#[component]
fn Banner<G: GameUi>(table: Table<G>, shown: Memo<G>) -> impl IntoView {
    let text = move || {
        let seats = table.seats.get_value();
        shown.with(|state| match (state.outcome(), state.turn()) {
            (Some(outcome), _) => {
                let names: Vec<String> = outcome.winners.iter().map(|&s| seat_name(&seats, s)).collect();
                if names.is_empty() {
                    "Game over".to_string()
                } else {
                    format!("{} wins!", names.join(" and "))
                }
            }
            (None, Turn::Seat(seat)) => {
                let who = if seats[seat].is_computer() { " (computer)" } else { "" };
                format!("{}{who}: {}", seat_name(&seats, seat), G::prompt(state))
            }
            (None, _) => G::prompt(state),
        })
    };
    let colour = move || {
        let seats = table.seats.get_value();
        shown.with(|state| match (state.outcome(), state.turn()) {
            (Some(outcome), _) if outcome.winners.len() == 1 => seats[outcome.winners[0]].colour_hex().to_string(),
            (None, Turn::Seat(seat)) => seats[seat].colour_hex().to_string(),
            _ => "#555".to_string(),
        })
    };
    view! {
        <div class="banner" id="turn-banner" aria-live="polite" style:border-color=colour>
            <span class="dot" style:background=colour></span>
            <span>{text}</span>
        </div>
    }
}

#[component]
fn Controls<G: GameUi>(table: Table<G>) -> impl IntoView {
    let actions = move || {
        if table.replay.get().is_some() || table.person_to_act().is_none() {
            return vec![];
        }
        table.session.with(|s| s.state().legal_actions())
    };
    let buttons = move || {
        actions()
            .into_iter()
            .enumerate()
            .map(|(i, action)| {
                let label = table.session.with(|s| G::action_label(s.state(), &action));
                let key = format!("{}", i + 1);
                view! {
                    <button class="action" data-action=label.clone() aria-keyshortcuts=key
                        on:click=move |_| table.act(action.clone())>{label.clone()}</button>
                }
            })
            .collect_view()
    };
    let computer_turn = move || {
        table.replay.get().is_none()
            && table.person_to_act().is_none()
            && table.session.with(|s| s.state().outcome().is_none())
    };
    view! {
        <div class="controls">
            <div class="actions">{buttons}</div>
            <Show when=computer_turn>
                <p class="thinking">"The computer is playing…"
                    <button id="hurry" on:click=move |_| table.hurry.set(true)>"Skip ahead"</button></p>
            </Show>
            <super::replay::ReplayControls table=table />
            <div class="history">
                <button id="undo" title="Undo (U)" disabled=move || !table.has_person() || !table.session.with(Session::can_undo) || table.replay.get().is_some()
                    on:click=move |_| table.undo()>"Undo"</button>
                <button id="redo" title="Redo (Y)" disabled=move || !table.session.with(Session::can_redo) || table.replay.get().is_some()
                    on:click=move |_| table.redo()>"Redo"</button>
            </div>
            <p class="keys">"Keys: 1-9 or Space choose an action, U undo, Y redo."</p>
        </div>
    }
}

#[component]
fn Log<G: GameUi>(table: Table<G>) -> impl IntoView {
    let lines = move || {
        let seats = table.seats.get_value();
        let upto = table.replay.get();
        table.session.with(|s| {
            let events = s.events();
            let events = &events[..upto.unwrap_or(events.len()).min(events.len())];
            // Newest action first, but each action's own lines in the order they happened.
            let mut lines: Vec<String> = events.iter().rev().flat_map(|e| G::narrate(e, &seats)).collect();
            lines.truncate(200);
            lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()
        })
    };
    view! {
        <section class="log" aria-label="Game log">
            <h3>"Log"</h3>
            <ol id="log" aria-live="polite">{lines}</ol>
        </section>
    }
}

#[component]
fn Winner<G: GameUi>(table: Table<G>) -> impl IntoView {
    let over = move || table.replay.get().is_none() && table.session.with(|s| s.state().outcome().is_some());
    let headline = move || {
        let seats = table.seats.get_value();
        let winners = table.session.with(|s| s.state().outcome().map(|o| o.winners).unwrap_or_default());
        let names: Vec<String> = winners.iter().map(|&s| seat_name(&seats, s)).collect();
        format!("{} wins!", names.join(" and "))
    };
    let new_game = Route::Setup { game: G::ID.into() }.hash();
    view! {
        <Show when=over>
            <div class="winner" id="winner" role="dialog" aria-modal="true" aria-labelledby="winner-title">
                <div class="card">
                    <h2 id="winner-title">{headline}</h2>
                    <p>{G::TITLE}</p>
                    <button id="replay" on:click=move |_| table.replay.set(Some(0))>"Replay step by step"</button>
                    <a class="button" href=new_game.clone()>"New game"</a>
                    <a class="button" href="#/">"Home"</a>
                </div>
            </div>
        </Show>
    }
}
