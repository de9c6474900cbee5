//! "Share this game" (issue 24): the game's link to copy or send, drawn as a QR code for
//! another device's camera, and the game as a file. What may be shared is the table's call
//! (`table::travel::sharing`): a game keeping a secret is not shared before its end.

use std::time::Duration;

use leptos::html::{Dialog, Input};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use super::Model;
use crate::app::{qr, random_bytes, storage};
use crate::table::travel::{file_name, shared_address, Sharing};
use crate::text::shell;
use crate::text::travel::travel;
use crate::ui::lang::word;

/// The Share button, and the dialog it opens with what may be shared of the game now.
#[component]
pub fn Share(model: Model) -> impl IntoView {
    let dialog = NodeRef::<Dialog>::new();
    let shown = RwSignal::new(None::<Sharing>);
    // The person whose seat this device gave up, for whose new device the link is.
    let given = RwSignal::new(None::<String>);
    let open = move |_| {
        // Made when asked for, not after every move: a link replays the whole game.
        given.set(None);
        shown.set(Some(model.commands.share.run(())));
        if let Some(d) = dialog.get() {
            let _ = d.show_modal();
        }
    };
    let close = move |_| {
        if let Some(d) = dialog.get() {
            d.close();
        }
    };
    view! {
        // Another device's turn: sending this device's move is the one thing to do here (a
        // device that only watches has none to send).
        <Show when=move || model.snap.with(|s| s.elsewhere.is_some()) && !model.meta.watching>
            <button id="send-move" class="primary" aria-haspopup="dialog" on:click=open>{word(model.screen.lang, |l| shell(l).send_move())}</button>
        </Show>
        <button id="share" aria-haspopup="dialog" on:click=open>{word(model.screen.lang, |l| shell(l).share())}</button>
        <dialog class="share" id="share-dialog" node_ref=dialog aria-labelledby="share-title" on:close=move |_| shown.set(None)>
            <h2 id="share-title">{move || title(model, given.get())}</h2>
            {move || given.get().map(|name| view! { <p class="note" data-given>{travel(model.screen.lang.get()).given_to_next(&name)}</p> })}
            {move || shown.get().map(|sharing| contents(model, sharing))}
            {move || given.with(Option::is_none).then(|| give_seats(model, shown, given))}
            <button id="close-share" on:click=close>{word(model.screen.lang, |l| shell(l).close())}</button>
        </dialog>
    }
}

/// The seats played here, each with a button that gives it up for another device and shows
/// the link for it (issue 33).
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

/// "Send to Luca" where the link is for the person elsewhere whose turn it is, or for the new
/// device of the person whose seat this device gave up (issue 33).
fn title(model: Model, given: Option<String>) -> String {
    match given.or_else(|| model.snap.with(|s| s.elsewhere.clone()).filter(|_| !model.meta.watching)) {
        Some(name) => travel(model.screen.lang.get()).send_to(&name),
        _ => shell(model.screen.lang.get()).share_title().to_string(),
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
    let code = qr::drawn({
        let address = address.clone();
        move |draw| {
            match draw(&address) {
            Some(svg) => view! { <div class="qr" id="share-qr" role="img" aria-label=word(model.screen.lang, |l| shell(l).qr_code()) inner_html=svg></div> }.into_any(),
            None => view! { <p class="warn" data-share="no-qr">{word(model.screen.lang, |l| shell(l).too_long_for_qr())}</p> }.into_any(),
        }
        }
    });
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

/// "Save as file": the game as its save's text, downloaded under a name that says what it is;
/// the virus's, as its own backup (issue 46).
/// `id` tells it apart where it is offered twice (this dialog, and a game storage refused).
#[component]
pub fn SaveFile(model: Model, #[prop(default = "save-file")] id: &'static str) -> impl IntoView {
    let save = move |_| {
        let date: String = String::from(js_sys::Date::new_0().to_iso_string()).chars().take(10).collect();
        // The virus's save is sealed under this device's own key: its file opens only here.
        let save = model.commands.export.run(());
        let file = match model.meta.backup {
            Some(backup) => backup(&save, &|| (storage::own_key_made(), random_bytes())),
            None => save,
        };
        download(&file_name(model.meta.game, &date), &file);
    };
    view! { <button id=id on:click=save>{word(model.screen.lang, |l| shell(l).save_file())}</button> }
}

/// Saves `text` as a file named `name` through a link to it, the way a browser downloads.
fn download(name: &str, text: &str) -> Option<()> {
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let anchor: web_sys::HtmlAnchorElement = document().create_element("a").ok()?.dyn_into().ok()?;
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    // The download has started by then; the blob's memory is given back.
    set_timeout(move || drop(web_sys::Url::revoke_object_url(&url)), Duration::from_secs(10));
    Some(())
}

/// Puts `text` on the clipboard; false where the browser has none (it has one only on secure
/// pages) or refuses, and the person is to copy the selected text themselves.
pub async fn copy_text(text: &str) -> bool {
    match write_to_clipboard(text) {
        Some(promise) => JsFuture::from(promise).await.is_ok(),
        None => false,
    }
}

/// `navigator.clipboard.writeText(text)` where there is a clipboard;
/// web-sys has it only among its unstable APIs, hence the look-up by name.
fn write_to_clipboard(text: &str) -> Option<js_sys::Promise> {
    let clipboard = js_sys::Reflect::get(&window().navigator(), &"clipboard".into()).ok().filter(JsValue::is_object)?;
    let write: js_sys::Function = js_sys::Reflect::get(&clipboard, &"writeText".into()).ok()?.dyn_into().ok()?;
    write.call1(&clipboard, &text.into()).ok()?.dyn_into().ok()
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
