//! What the Share dialog shows: the link to copy or send, its QR code, the game as a file, the
//! seats to give to another device. A part of its own, fetched when the dialog first opens or its
//! button is pointed at or focused: most games never open the dialog, and their first visit
//! fetches none of it. The QR library comes in the same part, so opening Share fetches one file.
//! May use: `model`, `save_file`; the app's `clipboard`, `lazily`.

use std::future::Future;
use std::pin::Pin;

use leptos::html::Input;
use leptos::lazy;
use leptos::prelude::*;
use wasm_bindgen_futures::JsFuture;

use super::model::Model;
use super::save_file::SaveFile;
use crate::clipboard::copy_text;
use crate::lazily::{prefetch, when_loaded, Meanwhile};
use table::qr::qr;
use table::travel::{shared_address, Sharing};
use text::shell;
use text::travel::travel;
use ui::lang::word;

/// The dialog's contents for what is shared (`shown`) and the seat given up (`given`).
pub type Contents = fn(Model, RwSignal<Option<Sharing>>, RwSignal<Option<String>>) -> AnyView;

#[lazy]
fn part_share() -> Contents {
    |model, shown, given| {
        view! {
            {move || shown.get().map(|sharing| contents(model, sharing))}
            {move || given.with(Option::is_none).then(|| give_seats(model, shown, given))}
        }
        .into_any()
    }
}

/// The way to the part, handed down from the app's root: the play screen, in a game's part,
/// may not name another part's split point (an unsplit build, a board's browser test, could not
/// link it).
#[derive(Clone, Copy)]
struct Loader(fn() -> Pin<Box<dyn Future<Output = Contents>>>);

/// Called once, at the app's root.
pub fn provide() {
    provide_context(Loader(|| Box::pin(part_share())));
}

/// What starts fetching the part where the person is about to open the dialog (its button
/// pointed at or focused).
pub fn prefetcher() -> impl Fn() + Copy + 'static {
    let loader = use_context::<Loader>();
    move || {
        if let Some(Loader(load)) = loader {
            prefetch(load());
        }
    }
}

/// The dialog's contents once the part has come; nothing where the app provides no part.
pub fn contents_of(model: Model, shown: RwSignal<Option<Sharing>>, given: RwSignal<Option<String>>) -> AnyView {
    match use_context::<Loader>() {
        Some(Loader(load)) => when_loaded(load(), Meanwhile::Nothing, move |show: Contents| show(model, shown, given)),
        None => ().into_any(),
    }
}

/// The seats played here, each with a button that gives it up for another device and shows
/// the link for it.
fn give_seats(model: Model, shown: RwSignal<Option<Sharing>>, given: RwSignal<Option<String>>) -> impl IntoView {
    let lang = model.screen.lang;
    let button = move |(seat, name): (usize, String)| {
        let give = {
            let name = name.clone();
            move |_| {
                given.set(Some(name.clone()));
                shown.set(Some(model.commands.give.run(seat)));
            }
        };
        view! { <button data-give-seat=seat.to_string() on:click=give>{move || travel(lang.get()).give_seat(&name)}</button> }
    };
    let givable = model.slice(|s| s.givable.clone());
    move || {
        let seats = givable.get();
        (!seats.is_empty()).then(|| {
            view! {
                <section class="give-seats" aria-labelledby="give-title">
                    <h3 id="give-title">{word(lang, |l| travel(l).give_seats())}</h3>
                    {seats.into_iter().map(button).collect_view()}
                </section>
            }
        })
    }
}

fn contents(model: Model, sharing: Sharing) -> AnyView {
    match sharing {
        Sharing::Secret => view! { <p class="warn" data-share="secret">{word(model.screen.lang, |l| shell(l).share_secret())}</p> }.into_any(),
        Sharing::Link(link) => {
            let address = shared_address(&window().location().href().unwrap_or_default(), &link);
            view! { {link_parts(model, address)} <SaveFile model=model /> }.into_any()
        }
        Sharing::SealedLink(link) => {
            link_parts(model, shared_address(&window().location().href().unwrap_or_default(), &link)).into_any()
        }
        Sharing::Older => view! {
            <p class="warn" data-share="older">{word(model.screen.lang, |l| shell(l).moved_on_elsewhere())}</p>
        }
        .into_any(),
        Sharing::NoLink(why) => view! {
            <p class="warn" data-share="no-link" title=why.to_string()>{word(model.screen.lang, |l| shell(l).no_link())}</p>
            <SaveFile model=model />
        }
        .into_any(),
    }
}

/// The link to copy or send, how long it is, and its QR code where it fits one.
fn link_parts(model: Model, address: String) -> impl IntoView {
    let t = move || shell(model.screen.lang.get());
    let input = NodeRef::<Input>::new();
    let copied = RwSignal::new(None::<bool>);
    let length = address.chars().count();
    let copy = {
        let address = address.clone();
        move |_| {
            let address = address.clone();
            leptos::task::spawn_local(async move {
                let done = copy_text(&address).await;
                // Where the browser refuses, the person copies the selected link themselves.
                if !done {
                    input.get_untracked().inspect(|i| i.select());
                }
                let _ = copied.try_set(Some(done));
            });
        }
    };
    let send = {
        let address = address.clone();
        move |_| send_elsewhere(&address, (model.meta.title)(model.screen.lang.get_untracked()))
    };
    let copied_words = move || copied.get().map(|done| if done { t().copied() } else { t().copy_by_hand() });
    let code = match qr(&address) {
        Some(code) => view! { <div class="qr" id="share-qr" role="img" aria-label=word(model.screen.lang, |l| shell(l).qr_code()) inner_html=code.svg()></div> }.into_any(),
        None => view! { <p class="warn" data-share="no-qr">{word(model.screen.lang, |l| shell(l).too_long_for_qr())}</p> }.into_any(),
    };
    view! {
        <label for="share-link">{word(model.screen.lang, |l| shell(l).share_link())}</label>
        <div class="share-row">
            <input id="share-link" readonly node_ref=input prop:value=address />
            <button id="copy-link" on:click=copy>{word(model.screen.lang, |l| shell(l).copy())}</button>
            {can_send().then(|| view! { <button id="send-link" on:click=send>{word(model.screen.lang, |l| shell(l).share_elsewhere())}</button> })}
        </div>
        <p class="share-length"><span id="link-length">{move || t().link_length(length)}</span> " "
            <span role="status">{copied_words}</span></p>
        {code}
    }
}

/// Whether the device can hand the link to another app (a phone's share sheet).
fn can_send() -> bool {
    js_sys::Reflect::has(&window().navigator(), &"share".into()).unwrap_or(false)
}

fn send_elsewhere(address: &str, title: &str) {
    let data = web_sys::ShareData::new();
    data.set_url(address);
    data.set_title(title);
    let promise = window().navigator().share_with_data(&data);
    // Closing the share sheet rejects it: nothing to say then.
    leptos::task::spawn_local(async move { drop(JsFuture::from(promise).await) });
}
