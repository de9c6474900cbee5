//! The setup screen: how many players, and for each seat a name, a colour and whether a
//! person or the computer plays it.

use leptos::prelude::*;

use super::catalogue::Entry;
use super::embed;
use crate::table::seats::{Controller, SeatSetup, PALETTE};

#[component]
pub fn Setup(entry: Entry) -> impl IntoView {
    let (preset_count, preset_seats) = embed::preset_seats(&entry);
    let count = RwSignal::new(preset_count);
    let seats = RwSignal::new(preset_seats);
    let counts =
        (entry.players.0..=entry.players.1).map(|n| view! { <option value=n.to_string()>{n}</option> }).collect_view();
    // Pieces of one colour could not be told apart on the board.
    let clash = move || seats.with(|s| (1..count.get()).any(|i| s[..i].iter().any(|o| o.colour == s[i].colour)));
    let start = move |_| {
        let chosen: Vec<SeatSetup> = seats.get_untracked()[..count.get_untracked()].to_vec();
        embed::start_game(&entry, chosen, false);
    };
    view! {
        <section class="setup">
            <nav class="bar"><a href="#/">"Home"</a><span class="title">{entry.title}</span></nav>
            <h2>{format!("New game of {}", entry.title)}</h2>
            <embed::Notices />
            <label>"Players "
                <select id="players" on:change=move |ev| count.set(event_target_value(&ev).parse().unwrap_or(2))
                    prop:value=move || count.get().to_string()>{counts}</select>
            </label>
            <ol class="seats">
                {move || (0..count.get()).map(|seat| seat_row(seat, seats)).collect_view()}
            </ol>
            <Show when=clash><p class="warn" role="alert">"Two players have the same colour: choose another."</p></Show>
            <button id="start" class="primary" disabled=clash on:click=start>"Start the game"</button>
        </section>
    }
}

fn seat_row(seat: usize, seats: RwSignal<Vec<SeatSetup>>) -> impl IntoView {
    let current = seats.get_untracked()[seat].clone();
    let edit = move |change: Box<dyn FnOnce(&mut SeatSetup)>| seats.update(|s| change(&mut s[seat]));
    let colours = PALETTE
        .iter()
        .enumerate()
        .map(|(i, (name, _))| view! { <option value=i.to_string() selected=i == current.colour>{*name}</option> })
        .collect_view();
    let computer = current.controller == Controller::Computer;
    view! {
        <li class="seat" data-seat=seat.to_string()>
            <span class="dot" style:background=move || seats.with(|s| s[seat].colour_hex())></span>
            <input class="name" aria-label=format!("Name of player {}", seat + 1) prop:value=current.name.clone()
                on:input=move |ev| { let v = event_target_value(&ev); edit(Box::new(move |s| s.name = v)) } />
            <select class="colour" aria-label=format!("Colour of player {}", seat + 1)
                on:change=move |ev| { let v = event_target_value(&ev).parse().unwrap_or(0); edit(Box::new(move |s| s.colour = v)) }>
                {colours}
            </select>
            <select class="controller" aria-label=format!("Who plays seat {}", seat + 1)
                on:change=move |ev| {
                    let c = if event_target_value(&ev) == "computer" { Controller::Computer } else { Controller::Person };
                    edit(Box::new(move |s| s.controller = c))
                }>
                <option value="person" selected=!computer>"Person"</option>
                <option value="computer" selected=computer>"Computer"</option>
            </select>
        </li>
    }
}
