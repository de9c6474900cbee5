//! The questions a game arriving from another device may ask, each naming the game, with its
//! heading focused and a way home: who plays here, a game gone two ways, another game under the
//! same id; and what it tells before the game opens. Each answer goes back to the pass that
//! asked (`pass`), through the callback it gave.
//! May use: the app's `before_a_seat`, `catalogue`, `embed`.

use leptos::html::H2;
use leptos::prelude::*;

use crate::before_a_seat::BeforeASeat;
use crate::catalogue::setting;
use crate::embed::Page;
use engine::Seat;
use lang::Lang;
use table::keep::seat::Taking;
use table::save::SavedGame;
use table::seats::seat_name;
use table::travel::arrive::{Choice, Question, Told};
use table::travel::{movers, moves, Keep};
use text::travel::travel;
use text::{list, shell};
use ui::lang::use_lang;
use ui::lang::word;

/// A heading that takes the focus when shown, so a keyboard or a screen reader starts at the
/// question and not at the page's top.
fn heading(id: &'static str, words: impl Fn() -> String + Send + Sync + 'static) -> impl IntoView {
    let node = NodeRef::<H2>::new();
    Effect::new(move |_| node.get().map(|h| h.focus()));
    view! { <h2 id=id tabindex="-1" node_ref=node>{words}</h2> }
}

fn home(lang: RwSignal<Lang>) -> impl IntoView {
    view! { <a class="button" id="arrival-home" href="#/">{word(lang, |l| shell(l).home())}</a> }
}

/// Names of `seats` in `save`, joined ("Ann and Luca").
fn names(save: &SavedGame, seats: &[Seat], lang: Lang) -> String {
    list(&seats.iter().map(|&seat| seat_name(&save.seats, seat, lang)).collect::<Vec<_>>(), lang)
}

/// Where the person's answer goes.
type Answer = Callback<Choice>;

/// The screen of `question`, whose answer goes to `answer`.
pub fn question(page: Page, question: Question, by_file: bool, answer: Answer) -> AnyView {
    match question {
        Question::Seats { incoming, offered, senders } => seats(page, *incoming, offered, senders, by_file, answer),
        Question::Keep { .. } => keep(answer),
        Question::Fork { held, incoming, common } => forked(*held, *incoming, common, answer),
    }
}

/// Who plays here, of the seats the link offers: none ticked where there is a real choice,
/// the one offered ticked where there is one. None ticked is watching.
fn seats(
    page: Page,
    incoming: SavedGame,
    offered: Vec<Seat>,
    senders: Vec<Seat>,
    by_file: bool,
    answer: Answer,
) -> AnyView {
    let lang = use_lang();
    let title = page.offered(&incoming.game).map(|e| e.title);
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
        move || {
            let (t, names) = (travel(lang.get()), names(&incoming, &offered, lang.get()));
            if by_file {
                t.file_for(&names)
            } else {
                t.link_for(&names)
            }
        }
    };
    // The game's history may still ask (an older link, a fork): that replaces this.
    let go = move |mine: bool| move |_| answer.run(Choice::Seats(if mine { chosen.get_untracked() } else { vec![] }));
    view! {
        <fieldset class="ask" aria-labelledby="arrival-title">
            {heading("arrival-title", heading_words)}
            <p>{for_words}</p>
            <p>{word(lang, |l| travel(l).which_here())}</p>
            <BeforeASeat taking=Taking::Arrival when=true />
            {rows}
            <button id="play-here" class="primary" on:click=go(true) disabled=move || chosen.with(Vec::is_empty)>
                {word(lang, |l| shell(l).play_here())}</button>
            <button id="just-watch" on:click=go(false)>{word(lang, |l| travel(l).just_watch())}</button>
            {home(lang)}
        </fieldset>
    }
    .into_any()
}

/// What the person is told of an arrival before the game opens (with `open`), its heading
/// focused: "older than the game here: 2 moves against 4; nothing to do", or a sealed game's
/// blind seat's moves that did not happen, the hidden virus having caught the hero first.
pub fn told(told: Told, open: Callback<()>) -> AnyView {
    let lang = use_lang();
    let [kind, title] = match told {
        Told::Older { .. } => ["older", "older-title"],
        Told::Dropped(_) => ["dropped", "dropped-title"],
    };
    let words = move || match &told {
        Told::Older { theirs, ours } => travel(lang.get()).older_link(*theirs, *ours),
        Told::Dropped(arrived) => arrived.words(lang.get()).unwrap_or_default(),
    };
    view! {
        <div class="ask" role="group" aria-labelledby=title data-arrival=kind>
            {heading(title, words)}
            <button id="open-held" class="primary" on:click=move |_| open.run(())>{word(lang, |l| travel(l).open_the_game())}</button>
            {home(lang)}
        </div>
    }
    .into_any()
}

/// Another device took the seat first: the seat named with its role in the game, and nothing
/// changed here.
pub fn taken(page: Page, game: &str, seat: Seat, name: String) -> AnyView {
    let lang = use_lang();
    let role = page.offered(game).and_then(|entry| setting(entry.id)).map(|setting| setting.seat_role);
    let who = move |lang: Lang| {
        let role = role.map_or("", |role| role(seat, lang));
        match (name.trim(), role) {
            ("", "") => shell(lang).player_n(seat),
            ("", role) => role.to_string(),
            (name, "") => name.to_string(),
            (name, role) => format!("{name} ({role})"),
        }
    };
    view! {
        <div class="ask" role="alert" aria-labelledby="taken-title" data-arrival="taken">
            {heading("taken-title", move || travel(lang.get()).seat_taken(&who(lang.get())))}
            <p>{word(lang, |l| travel(l).taken_first())}</p>
            {home(lang)}
        </div>
    }
    .into_any()
}

/// Both ways, with their moves and who made them; the table plays on the one chosen and the
/// other is kept as a game of its own.
fn forked(held: SavedGame, incoming: SavedGame, common: usize, answer: Answer) -> AnyView {
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
    let choose = move |theirs: bool| move |_| answer.run(Choice::Fork { theirs });
    view! {
        <div class="ask" role="group" aria-labelledby="fork-title" data-arrival="forked">
            {heading("fork-title", move || travel(lang.get()).forked_title().to_string())}
            <p>{move || travel(lang.get()).forked_after(common)}</p>
            <ul class="ways"><li id="way-here">{here_words}</li><li id="way-link">{there_words}</li></ul>
            <button id="play-on-here" class="primary" on:click=choose(false)>{word(lang, |l| travel(l).play_on_here())}</button>
            <button id="play-on-link" on:click=choose(true)>{word(lang, |l| travel(l).play_on_link())}</button>
            <p>{word(lang, |l| travel(l).other_way_kept())}</p>
            {home(lang)}
        </div>
    }
    .into_any()
}

/// Which to keep, when this device holds another game under the arriving one's id.
fn keep(answer: Answer) -> AnyView {
    let lang = use_lang();
    let t = move || shell(lang.get());
    let choose = move |keep: Keep| move |_| answer.run(Choice::Keep(keep));
    view! {
        <div class="ask" role="group" aria-labelledby="ask-title">
            {heading("ask-title", move || t().already_here().to_string())}
            <p>{word(lang, |l| shell(l).which_to_keep())}</p>
            <button id="keep-mine" on:click=choose(Keep::Mine)>{word(lang, |l| shell(l).keep_mine())}</button>
            <button id="keep-theirs" on:click=choose(Keep::Theirs)>{word(lang, |l| shell(l).take_new())}</button>
            <button id="keep-both" class="primary" on:click=choose(Keep::Both)>{word(lang, |l| shell(l).keep_both())}</button>
            {home(lang)}
        </div>
    }
    .into_any()
}
