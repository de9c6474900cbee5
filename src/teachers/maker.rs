//! The embed maker: the teacher chooses the game, language, players, computer levels, a lock
//! (and what it locks) and a deal; the page shows the iframe code for a class page, and the same
//! set-up as a link and a QR code for the class's own devices (`table::embed` writes both).
//! May use: the app's `clipboard`, `embed`, `entry`, `random`.

use leptos::html::Textarea;
use leptos::prelude::*;

use crate::clipboard::copy_text;
use crate::embed::Page;
use crate::entry::Entry;
use crate::random::random_u64;
use engine::Level;
use lang::Lang;
use table::embed::{iframe, Embed, Lock, Locks};
use table::qr::qr;
use text::shell;
use text::teachers::teachers;
use ui::lang::use_lang;
use ui::lang::word;

/// The most seats any game has: each keeps its choice while the teacher tries other games.
const SEATS: usize = 6;

/// The teacher's choices, which the code and the link follow.
#[derive(Clone, Copy)]
struct Choices {
    page: Page,
    game: RwSignal<&'static str>,
    lang: RwSignal<Lang>,
    players: RwSignal<usize>,
    /// Per seat: a person (`None`) or the computer at a level.
    seats: RwSignal<[Option<Level>; SEATS]>,
    locked: RwSignal<bool>,
    /// What a pupil may not change on the locked page: all of it at first.
    locks: RwSignal<Locks>,
    same_deal: RwSignal<bool>,
    seed: RwSignal<u64>,
}

impl Choices {
    fn new(lang: Lang, page: Page) -> Choices {
        let first = page.all()[0];
        Choices {
            page,
            game: RwSignal::new(first.id),
            lang: RwSignal::new(lang),
            players: RwSignal::new(first.players.0),
            seats: RwSignal::new([None; SEATS]),
            locked: RwSignal::new(true),
            locks: RwSignal::new(Locks::ALL),
            same_deal: RwSignal::new(true),
            seed: RwSignal::new(short_deal()),
        }
    }

    fn entry(&self) -> Entry {
        self.game_of(self.game.get())
    }

    /// The game of that id, else the first.
    fn game_of(&self, id: &str) -> Entry {
        let all = self.page.all();
        all.iter().find(|e| e.id == id).copied().unwrap_or(all[0])
    }

    fn embed(&self) -> Embed {
        let (players, seats) = (self.players.get(), self.seats.get());
        let computer: Vec<usize> = (0..players).filter(|&seat| seats[seat].is_some()).collect();
        Embed {
            game: Some(self.game.get().into()),
            players: Some(players),
            levels: computer.iter().filter_map(|&seat| seats[seat]).collect(),
            computer,
            locked: self.locked.get(),
            lock: self.locked.get().then(|| self.locks.get()),
            lang: Some(self.lang.get()),
            seed: self.same_deal.get().then(|| self.seed.get()),
            ..Embed::default()
        }
    }

    /// The app's address with these settings: this very page's, so it works in any folder.
    fn link(&self) -> String {
        let here = window().location().href().unwrap_or_default();
        let page = here.split(['?', '#']).next().unwrap_or_default();
        format!("{page}{}", self.embed().query())
    }
}

/// A deal number short enough to say aloud to a class.
fn short_deal() -> u64 {
    1000 + random_u64() % 9000
}

#[component]
pub fn Maker(page: Page) -> impl IntoView {
    let lang = use_lang();
    let choices = Choices::new(lang.get_untracked(), page);
    view! {
        <h2>{word(lang, |l| teachers(l).maker())}</h2>
        <p>{word(lang, |l| teachers(l).maker_help())}</p>
        <div class="maker">
            <form class="maker-choices" on:submit=|ev| ev.prevent_default()>
                {game_and_language(choices)}
                {seats(choices)}
                {lock_and_deal(choices)}
            </form>
            <div class="maker-output">{output(choices)}</div>
        </div>
    }
}

fn game_and_language(choices: Choices) -> impl IntoView {
    let lang = use_lang();
    let games = choices
        .page
        .all()
        .into_iter()
        .map(|e| view! { <option value=e.id>{move || (e.title)(lang.get())}</option> })
        .collect_view();
    let languages = Lang::ALL.map(|l| view! { <option value=l.code()>{l.name()}</option> }).into_iter().collect_view();
    let pick_game = move |ev| {
        let entry = choices.game_of(&event_target_value(&ev));
        choices.game.set(entry.id);
        choices.players.update(|n| *n = (*n).clamp(entry.players.0, entry.players.1));
    };
    let counts = move || {
        let (min, max) = choices.entry().players;
        (min..=max)
            .map(|n| view! { <option value=n.to_string() selected=n == choices.players.get_untracked()>{n}</option> })
            .collect_view()
    };
    view! {
        <label>{word(lang, |l| teachers(l).game())} " "
            <select id="maker-game" on:change=pick_game prop:value=move || choices.game.get()>{games}</select></label>
        <label>{word(lang, |l| teachers(l).language())} " "
            <select id="maker-lang" prop:value=move || choices.lang.get().code()
                on:change=move |ev| choices.lang.set(Lang::from_code(&event_target_value(&ev)).unwrap_or_default())>{languages}</select></label>
        <label>{word(lang, |l| teachers(l).players())} " "
            <select id="maker-players" prop:value=move || choices.players.get().to_string()
                on:change=move |ev| choices.players.set(event_target_value(&ev).parse().unwrap_or(1))>{counts}</select></label>
    }
}

/// A person or the computer at a level, for each seat that plays.
fn seats(choices: Choices) -> impl IntoView {
    let lang = use_lang();
    let row = move |seat: usize| {
        let s = move || shell(lang.get());
        let levels = Level::ALL.map(|l| {
            let chosen = choices.seats.with_untracked(|seats| seats[seat] == Some(l));
            view! { <option value=format!("{l:?}") selected=chosen>{move || teachers(lang.get()).computer_at(s().level(l))}</option> }
        });
        let pick = move |ev| {
            let value = event_target_value(&ev);
            let level = Level::ALL.into_iter().find(|l| format!("{l:?}") == value);
            choices.seats.update(|seats| seats[seat] = level);
        };
        view! {
            <li data-seat=seat.to_string()>
                <select class="maker-seat" aria-label=move || s().seat_controller(seat) on:change=pick>
                    <option value="person">{word(lang, |l| shell(l).person())}</option>
                    {levels.into_iter().collect_view()}
                </select>
            </li>
        }
    };
    view! {
        <fieldset>
            <legend>{word(lang, |l| teachers(l).who_plays())}</legend>
            <ol class="maker-seats">{move || (0..choices.players.get()).map(row).collect_view()}</ol>
        </fieldset>
    }
}

fn lock_and_deal(choices: Choices) -> impl IntoView {
    let lang = use_lang();
    let t = move || teachers(lang.get());
    let deal_words = move || match choices.same_deal.get() {
        true => t().deal_in_words(choices.seed.get()),
        false => t().new_deal_each_time().into(),
    };
    view! {
        <label class="choice"><input type="checkbox" id="maker-locked" prop:checked=move || choices.locked.get()
            on:change=move |ev| choices.locked.set(event_target_checked(&ev)) />
            <strong>{word(lang, |l| teachers(l).locked())}</strong> " " <span>{word(lang, |l| teachers(l).locked_help())}</span></label>
        {locks(choices)}
        <label class="choice"><input type="checkbox" id="maker-same-deal" prop:checked=move || choices.same_deal.get()
            on:change=move |ev| choices.same_deal.set(event_target_checked(&ev)) />
            <strong>{word(lang, |l| teachers(l).same_deal())}</strong></label>
        <div class="maker-deal" hidden=move || !choices.same_deal.get()>
            <label>{word(lang, |l| teachers(l).deal_number())} " "
                <input id="maker-seed" inputmode="numeric" prop:value=move || choices.seed.get().to_string()
                    on:change=move |ev| choices.seed.set(event_target_value(&ev).trim().parse().unwrap_or_else(|_| short_deal())) /></label>
            <button type="button" id="maker-another" on:click=move |_| choices.seed.set(short_deal())>{word(lang, |l| teachers(l).another_deal())}</button>
        </div>
        <p id="maker-deal-words">{deal_words}</p>
    }
}

/// What a pupil may not change on the locked page, each on its own: a teacher locks what the
/// lesson needs, and leaves the rest.
fn locks(choices: Choices) -> impl IntoView {
    let lang = use_lang();
    let t = move || teachers(lang.get());
    let lock = move |(nth, lock): (usize, Lock)| {
        view! {
            <label class="choice"><input type="checkbox" id=format!("maker-lock-{}", lock.code())
                prop:checked=move || choices.locks.get().has(lock)
                on:change=move |ev| choices.locks.update(|locks| *locks = locks.with(lock, event_target_checked(&ev))) />
                " " {move || t().lock_names()[nth]}</label>
        }
    };
    view! {
        <fieldset class="maker-locks" hidden=move || !choices.locked.get()>
            <legend>{word(lang, |l| teachers(l).locks())}</legend>
            {Lock::ALL.into_iter().enumerate().map(lock).collect_view()}
        </fieldset>
    }
}

/// The iframe code with its Copy button, the class's link and its QR code.
fn output(choices: Choices) -> impl IntoView {
    let lang = use_lang();
    let s = move || shell(lang.get());
    let code = move || iframe((choices.entry().title)(choices.lang.get()), &choices.link());
    let area = NodeRef::<Textarea>::new();
    let copied = RwSignal::new(None::<bool>);
    let copy = move |_| {
        leptos::task::spawn_local(async move {
            let done = copy_text(&code()).await;
            // Where the browser refuses, the teacher copies the selected code themselves.
            if !done {
                area.get_untracked().inspect(|a| a.select());
            }
            let _ = copied.try_set(Some(done));
        });
    };
    let copied_words = move || copied.get().map(|done| if done { s().copied() } else { s().copy_by_hand() });
    let picture = move || qr(&choices.link()).map(|code| code.svg()).unwrap_or_default();
    view! {
        <label for="maker-code">{word(lang, |l| teachers(l).iframe_code())}</label>
        <textarea id="maker-code" readonly rows="6" node_ref=area prop:value=code></textarea>
        <p class="hint">{word(lang, |l| teachers(l).iframe_help())}</p>
        <p><button type="button" id="maker-copy" on:click=copy>{word(lang, |l| shell(l).copy())}</button> " "
            <span role="status">{copied_words}</span></p>
        <h3>{word(lang, |l| teachers(l).class_link())}</h3>
        <p><a id="maker-link" href=move || choices.link()>{move || choices.link()}</a></p>
        <p class="hint">{word(lang, |l| teachers(l).class_link_help())}</p>
        <div class="qr" id="maker-qr" role="img" aria-label=word(lang, |l| shell(l).qr_code()) inner_html=picture></div>
    }
}
