//! The questions a game arriving from another device may ask (issue 33), each naming the
//! game, with its heading focused and a way home: who plays here, an older link, a game gone
//! two ways, another game under the same id.

use leptos::html::H2;
use leptos::prelude::*;

use super::reading::{open_save, taken, write_and_open, Stage};
use crate::app::catalogue::Games;
use crate::app::new_save_id;
use crate::app::play::unsaved::BeforeASeat;
use crate::engine::Seat;
use crate::lang::Lang;
use crate::table::keep::seat::Taking;
use crate::table::link::Envelope;
use crate::table::save::SavedGame;
use crate::table::seal::Arrived;
use crate::table::seats::seat_name;
use crate::table::travel::{kept, movers, moves, settle_fork, Keep};
use crate::text::travel::travel;
use crate::text::{list, shell};
use crate::ui::lang::use_lang;

/// A heading that takes the focus when shown, so a keyboard or a screen reader starts at the
/// question and not at the page's top.
fn heading(id: &'static str, words: impl Fn() -> String + Send + Sync + 'static) -> impl IntoView {
    let node = NodeRef::<H2>::new();
    Effect::new(move |_| node.get().map(|h| h.focus()));
    view! { <h2 id=id tabindex="-1" node_ref=node>{words}</h2> }
}

fn home(lang: RwSignal<Lang>) -> impl IntoView {
    view! { <a class="button" id="arrival-home" href="#/">{move || shell(lang.get()).home()}</a> }
}

/// Names of `seats` in `save`, joined ("Ann and Luca").
fn names(save: &SavedGame, seats: &[Seat], lang: Lang) -> String {
    list(&seats.iter().map(|&seat| seat_name(&save.seats, seat, lang)).collect::<Vec<_>>(), lang)
}

/// Who plays here, of the seats the link offers: none ticked where there is a real choice,
/// the one offered ticked where there is one. None ticked is watching.
pub fn welcome_screen(
    games: Games,
    stage: RwSignal<Stage>,
    incoming: SavedGame,
    held: Option<SavedGame>,
    offered: Vec<Seat>,
    envelope: Envelope,
) -> AnyView {
    let lang = use_lang();
    let title = (games.offered)(&incoming.game).map(|e| e.title);
    let senders: Vec<Seat> = (0..incoming.seats.len())
        .filter(|&s| envelope.from.is_some() && incoming.seats[s].device == envelope.from)
        .collect();
    let chosen = RwSignal::new(if offered.len() == 1 { offered.clone() } else { vec![] });
    let rows = offered
        .iter()
        .map(|&seat| {
            let name = seat_name(&incoming.seats, seat, lang.get_untracked());
            let toggle =
                move |_| chosen.update(|c| if c.contains(&seat) { c.retain(|&s| s != seat) } else { c.push(seat) });
            view! {
                <label class="seat-here"><input type="checkbox" data-seat=seat.to_string()
                    prop:checked=move || chosen.with(|c| c.contains(&seat)) on:change=toggle /> " " {name}</label>
            }
        })
        .collect_view();
    let heading_words = {
        let incoming = incoming.clone();
        move || {
            let lang = lang.get();
            let sender = match senders.is_empty() {
                true => travel(lang).another_device().to_string(),
                false => names(&incoming, &senders, lang),
            };
            travel(lang).arrived_from(title.map_or("", |t| t(lang)), &sender)
        }
    };
    let for_words = {
        let (incoming, offered) = (incoming.clone(), offered.clone());
        move || travel(lang.get()).link_for(&names(&incoming, &offered, lang.get()))
    };
    let go = move |mine: bool| {
        let (incoming, held) = (incoming.clone(), held.clone());
        move |_| {
            let mine = if mine { chosen.get_untracked() } else { vec![] };
            // The game's history may still ask (an older link, a fork): that replaces this.
            stage.set(taken(incoming.clone(), held.as_ref(), &mine));
        }
    };
    view! {
        <fieldset class="ask" aria-labelledby="arrival-title">
            {heading("arrival-title", heading_words)}
            <p>{for_words}</p>
            <p>{move || travel(lang.get()).which_here()}</p>
            <BeforeASeat taking=Taking::Arrival when=true />
            {rows}
            <button id="play-here" class="primary" on:click=go(true) disabled=move || chosen.with(Vec::is_empty)>
                {move || shell(lang.get()).play_here()}</button>
            <button id="just-watch" on:click=go(false)>{move || travel(lang.get()).just_watch()}</button>
            {home(lang)}
        </fieldset>
    }
    .into_any()
}

/// "Older than the game here: 2 moves against 4; nothing to do", and the game held opens.
pub fn older(game: String, id: String, theirs: usize, ours: usize) -> AnyView {
    told(["older", "older-title"], move |lang| travel(lang).older_link(theirs, ours), game, id)
}

/// A sealed game's hero moves that did not happen, the hidden virus having caught the hero
/// first (issue 33), told before the game opens.
pub fn dropped(game: String, id: String, arrived: Arrived) -> AnyView {
    told(["dropped", "dropped-title"], move |lang| arrived.words(lang).unwrap_or_default(), game, id)
}

/// What the person is told of an arrival before the game held opens: ([its kind, its
/// heading's id], the words), the heading focused.
fn told(
    [kind, title]: [&'static str; 2],
    words: impl Fn(Lang) -> String + Send + Sync + 'static,
    game: String,
    id: String,
) -> AnyView {
    let lang = use_lang();
    let open = move |_| open_save(&game, id.clone());
    view! {
        <div class="ask" role="group" aria-labelledby=title data-arrival=kind>
            {heading(title, move || words(lang.get()))}
            <button id="open-held" class="primary" on:click=open>{move || travel(lang.get()).open_the_game()}</button>
            {home(lang)}
        </div>
    }
    .into_any()
}

/// Both ways, with their moves and who made them; the table plays on the one chosen and the
/// other is kept as a game of its own.
pub fn forked(held: SavedGame, incoming: SavedGame, common: usize) -> AnyView {
    let lang = use_lang();
    let way = move |save: &SavedGame, lang: Lang| {
        let who: Vec<String> = movers(save, common)
            .into_iter()
            .map(|m| m.map_or_else(|| travel(lang).the_game().to_string(), |seat| seat_name(&save.seats, seat, lang)))
            .collect();
        (moves(save).len() - common, list(&who, lang))
    };
    let (here, there) = (held.clone(), incoming.clone());
    let here_words = move || {
        let (n, who) = way(&here, lang.get());
        travel(lang.get()).way_here(n, &who)
    };
    let there_words = move || {
        let (n, who) = way(&there, lang.get());
        travel(lang.get()).way_in_link(n, &who)
    };
    let choose = move |theirs: bool| {
        let (held, incoming) = (held.clone(), incoming.clone());
        move |_| {
            let [played, aside] = settle_fork(&held, &incoming, theirs, common, &new_save_id());
            // Where storage refuses it, it is kept in memory and listed as such.
            let _ = crate::app::storage::write(&aside);
            write_and_open(&played);
        }
    };
    view! {
        <div class="ask" role="group" aria-labelledby="fork-title" data-arrival="forked">
            {heading("fork-title", move || travel(lang.get()).forked_title().to_string())}
            <p>{move || travel(lang.get()).forked_after(common)}</p>
            <ul class="ways"><li id="way-here">{here_words}</li><li id="way-link">{there_words}</li></ul>
            <button id="play-on-here" class="primary" on:click=choose(false)>{move || travel(lang.get()).play_on_here()}</button>
            <button id="play-on-link" on:click=choose(true)>{move || travel(lang.get()).play_on_link()}</button>
            <p>{move || travel(lang.get()).other_way_kept()}</p>
            {home(lang)}
        </div>
    }
    .into_any()
}

/// Which to keep, when this device holds another game under the arriving one's id.
pub fn ask(held: String, incoming: SavedGame) -> AnyView {
    let lang = use_lang();
    let t = move || shell(lang.get());
    let choose = move |keep: Keep| {
        let (held, incoming) = (held.clone(), incoming.clone());
        move |_| match kept(&incoming, &held, keep, &new_save_id()) {
            Some(save) => write_and_open(&save),
            None => open_save(&incoming.game, held.clone()),
        }
    };
    view! {
        <div class="ask" role="group" aria-labelledby="ask-title">
            {heading("ask-title", move || t().already_here().to_string())}
            <p>{move || t().which_to_keep()}</p>
            <button id="keep-mine" on:click=choose(Keep::Mine)>{move || t().keep_mine()}</button>
            <button id="keep-theirs" on:click=choose(Keep::Theirs)>{move || t().take_new()}</button>
            <button id="keep-both" class="primary" on:click=choose(Keep::Both)>{move || t().keep_both()}</button>
            {home(lang)}
        </div>
    }
    .into_any()
}
