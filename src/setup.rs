//! The setup screen: how many players, the game's options, and for each seat a name, a
//! colour and whether a person or the computer (and how well) plays it.
//! May use: `before_a_seat`, `carry`, `catalogue`, `embed`, `entry`, `page`, `problem`, `storage`.

use leptos::lazy;
use leptos::prelude::*;

use super::before_a_seat::BeforeASeat;
use super::carry::Carried;
use super::catalogue::{setting, Setting};
use super::embed::{Notices, Page};
use super::entry::Entry;
use super::page::page_title;
use super::problem::no_such_page;
use super::storage::{lesson_done, Store, TIPS_OFF};
use engine::Level;
use lang::Lang;
use table::keep::seat::Taking;
use table::route::Route;
use table::seats::{Controller, SeatSetup, PALETTE};
use table::travel::on_several_devices;
use text::coach::coach;
use text::shell;
use text::travel::travel;
use ui::lang::use_lang;
use ui::lang::word;
use ui::Chosen;

/// The setup screen, in a part of its own fetched when first needed, so that the home screen
/// carries no game's option words: prefetched as a person points at or touches a game's card,
/// with the game's own part.
#[lazy]
pub fn screen_setup() -> fn(Entry) -> AnyView {
    |entry| match setting(entry.id) {
        Some(setting) => view! { <Setup entry=entry setting=setting /> }.into_any(),
        None => no_such_page(),
    }
}

#[component]
fn Setup(entry: Entry, setting: Setting) -> impl IntoView {
    let (lang, page, store) = (use_lang(), Page::get(), Store::get());
    let t = move || shell(lang.get());
    Effect::new(move |_| page_title(&t().new_game_of((entry.title)(lang.get()))));
    let (handed_seats, handed_choices) = Carried::get().take().unzip();
    let (preset_count, preset_seats) = match handed_seats {
        Some(handed) => carried(page, &entry, handed),
        None => page.preset_seats(&entry),
    };
    let count = RwSignal::new(preset_count);
    let seats = RwSignal::new(preset_seats);
    let chosen = RwSignal::new(handed_choices.flatten().unwrap_or_else(|| page.preset_options(store, &entry)));
    let counts =
        (entry.players.0..=entry.players.1).map(|n| view! { <option value=n.to_string()>{n}</option> }).collect_view();
    // Pieces of one colour could not be told apart on the board.
    let clash = move || seats.with(|s| (1..count.get()).any(|i| s[..i].iter().any(|o| o.colour == s[i].colour)));
    // The game's own code is fetched while the seats are filled in, so Start is at once.
    entry.prefetch();
    let starting = RwSignal::new(false);
    // A secret crosses devices only from its keeper's: the game is set up there.
    let secret_elsewhere = move || {
        let keeper = (setting.secret_keeper)(&chosen.get());
        seats.with(|s| keeper.is_some_and(|k| s.get(k).is_some_and(|s| s.controller == Controller::Elsewhere)))
    };
    let several = move || seats.with(|s| on_several_devices(&s[..count.get().min(s.len())]));
    let start = move |_| {
        starting.set(true);
        let playing: Vec<SeatSetup> = seats.get_untracked()[..count.get_untracked()].to_vec();
        page.start_game(store, &entry, playing, &chosen.get_untracked(), false);
    };
    view! {
        <section class="setup">
            <nav class="bar"><a href="#/">{word(lang, |l| shell(l).home())}</a></nav>
            <h1>{move || t().new_game_of((entry.title)(lang.get()))}</h1>
            <div class="setup-intro">
                <div class="picture" aria-hidden="true" inner_html=entry.picture></div>
                <p class="blurb">{move || (entry.blurb)(lang.get())}</p>
            </div>
            {learn_offer(entry, lang, store)}
            <Notices />
            <label hidden=entry.players.0 == entry.players.1>{word(lang, |l| shell(l).players())} " "
                <select id="players" on:change=move |ev| count.set(event_target_value(&ev).parse().unwrap_or(2))
                    prop:value=move || count.get().to_string()>{counts}</select>
            </label>
            {options_form(entry, setting, chosen, lang, count)}
            <ol class="seats">
                {move || (0..count.get()).map(|seat| seat_row(seat, seats, entry, setting, lang)).collect_view()}
            </ol>
            <label class="tips-switch">
                <input type="checkbox" id="tips" prop:checked=!store.flag(TIPS_OFF)
                    on:change=move |ev| store.set_flag(TIPS_OFF, !event_target_checked(&ev)) />
                " " {word(lang, |l| coach(l).hints_on())}
            </label>
            <Show when=clash><p class="warn" role="alert">{word(lang, |l| shell(l).same_colour())}</p></Show>
            <Show when=secret_elsewhere>
                <p class="warn" role="alert" id="secret-elsewhere">{word(lang, |l| travel(l).secret_stays_on_one_device())}</p>
            </Show>
            <BeforeASeat taking=Taking::Setup when=Signal::derive(several) />
            <button id="start" class="primary" disabled=move || clash() || secret_elsewhere() || starting.get() on:click=start>{word(lang, |l| shell(l).start())}</button>
            <Show when=move || starting.get()><p class="starting" role="status">{word(lang, |l| shell(l).opening())}</p></Show>
        </section>
    }
}

/// Seats handed over by the screen before (`Carried`), with the rest of the game's seats as
/// they default.
fn carried(page: Page, entry: &Entry, mut seats: Vec<SeatSetup>) -> (usize, Vec<SeatSetup>) {
    let count = seats.len().clamp(entry.players.0, entry.players.1);
    let (_, defaults) = page.preset_seats(entry);
    seats.extend(defaults.into_iter().skip(seats.len()));
    (count, seats)
}

/// "Learn to play", offered in words on a first visit to this game's setup; once its lesson
/// was played to its end, the setup says so.
fn learn_offer(entry: Entry, lang: RwSignal<Lang>, store: Store) -> impl IntoView {
    let visited = format!("visited.{}", entry.id);
    let done = store.flag(&lesson_done(entry.id));
    let first = !store.flag(&visited) && !done;
    store.set_flag(&visited, true);
    let c = move || coach(lang.get());
    let href = Route::Learn { game: entry.id.into() }.hash();
    view! {
        <Show when=move || done>
            <p class="lesson-done" id="lesson-done" role="status">{move || c().lesson_done((entry.title)(lang.get()), !entry.options.is_empty())}</p>
        </Show>
        <p class="learn-offer" class:first=first>
            <Show when=move || first>{move || c().learn_offer((entry.title)(lang.get()))} " "</Show>
            <a class="button" class:primary=first id="learn" href=href>{word(lang, |l| coach(l).learn_to_play())}</a>
        </p>
    }
}

/// The choices of the options that apply with `players` players: a hidden option (a seat's
/// that does not play) takes nothing from the others.
fn in_play(setting: Setting, chosen: &Chosen, players: usize) -> Chosen {
    chosen.iter().filter(|(key, _)| (setting.option_shown)(key, players)).copied().collect()
}

/// One group of radio buttons per option the game declares, with its description; an option
/// for a seat that does not play is hidden.
fn options_form(
    entry: Entry,
    setting: Setting,
    chosen: RwSignal<Chosen>,
    lang: RwSignal<Lang>,
    count: RwSignal<usize>,
) -> impl IntoView {
    let words = move |key: &str, choice: Option<&str>| (setting.option_words)(key, choice, lang.get());
    entry
        .options
        .iter()
        .map(|option| {
            let key = option.key;
            let choices = option
                .choices
                .iter()
                .enumerate()
                .map(|(i, &choice)| {
                    let checked = move || chosen.with(|c| c.iter().any(|&(k, v)| k == key && v == choice));
                    let pick =
                        move |_| chosen.update(|c| c.iter_mut().filter(|(k, _)| *k == key).for_each(|e| e.1 = choice));
                    view! {
                        <label class="choice">
                            <input type="radio" name=key value=choice prop:checked=checked on:change=pick
                                disabled=move || !(setting.option_open)(key, choice, &in_play(setting, &chosen.get(), count.get())) />
                            <strong>{move || words(key, Some(choice)).0}</strong>" "
                            {(i == 0).then(|| view! { <em class="standard">{word(lang, |l| shell(l).standard())}</em> " " })}
                            <span>{move || words(key, Some(choice)).1}</span>
                        </label>
                    }
                })
                .collect_view();
            view! {
                <fieldset class="option" data-option=key hidden=move || !(setting.option_shown)(key, count.get())>
                    <legend>{move || words(key, None).0}</legend>
                    <p>{move || words(key, None).1}</p>
                    {choices}
                </fieldset>
            }
        })
        .collect_view()
}

/// One seat: its part in the game (if it has its own), name, colour (unless the game fixes
/// it), a person or the computer.
fn seat_row(
    seat: usize,
    seats: RwSignal<Vec<SeatSetup>>,
    entry: Entry,
    setting: Setting,
    lang: RwSignal<Lang>,
) -> impl IntoView {
    let t = move || shell(lang.get());
    let current = seats.get_untracked()[seat].clone();
    let edit = move |change: Box<dyn FnOnce(&mut SeatSetup)>| seats.update(|s| change(&mut s[seat]));
    // Made afresh whenever their select is shown again.
    let colours = move || {
        let colour = seats.with_untracked(|s| s[seat].colour);
        (0..PALETTE.len())
            .map(|i| view! { <option value=i.to_string() selected=i == colour>{move || t().colour(i)}</option> })
            .collect_view()
    };
    let computer = move || seats.with(|s| s[seat].is_computer());
    let levels = move || {
        let level = seats.with_untracked(|s| s[seat].level);
        Level::ALL
            .into_iter()
            .map(|l| {
                // The level for a first game says so, where it is chosen.
                let words = move || match l {
                    Level::Easy => format!("{}: {}", t().level(l), t().easy_first()),
                    _ => t().level(l).to_string(),
                };
                view! { <option value=format!("{l:?}") selected=l == level>{words}</option> }
            })
            .collect_view()
    };
    view! {
        <li class="seat" data-seat=seat.to_string()>
            <span class="dot" style:background=move || seats.with(|s| s[seat].colour_hex())>{seat + 1}</span>
            <Show when=move || !(setting.seat_role)(seat, lang.get()).is_empty()>
                <strong class="role">{move || (setting.seat_role)(seat, lang.get())}</strong>
            </Show>
            <input class="name" aria-label=move || t().seat_name(seat) prop:value=current.name.clone()
                placeholder=move || seats.with(|s| t().colour(s[seat].colour))
                on:input=move |ev| { let v = event_target_value(&ev); edit(Box::new(move |s| s.name = v)) } />
            <Show when=move || entry.seat_colours.is_empty()>
                <select class="colour" aria-label=move || t().seat_colour(seat)
                    on:change=move |ev| { let v = event_target_value(&ev).parse().unwrap_or(0); edit(Box::new(move |s| s.colour = v)) }>
                    {colours()}
                </select>
            </Show>
            <select class="controller" aria-label=move || t().seat_controller(seat)
                on:change=move |ev| {
                    let c = match event_target_value(&ev).as_str() {
                        "computer" => Controller::Computer,
                        "elsewhere" => Controller::Elsewhere,
                        _ => Controller::Person,
                    };
                    edit(Box::new(move |s| s.controller = c))
                }>
                <option value="person" selected=current.is_here()>{word(lang, |l| shell(l).person())}</option>
                <option value="computer" selected=current.is_computer()>{word(lang, |l| shell(l).computer())}</option>
                <option value="elsewhere" selected=current.controller == Controller::Elsewhere>{word(lang, |l| shell(l).elsewhere())}</option>
            </select>
            <Show when=computer>
                <select class="level" aria-label=move || t().seat_level(seat)
                    on:change=move |ev| {
                        let l = Level::ALL.into_iter().find(|l| format!("{l:?}") == event_target_value(&ev)).unwrap_or_default();
                        edit(Box::new(move |s| s.level = l))
                    }>
                    {levels()}
                </select>
            </Show>
        </li>
    }
}
