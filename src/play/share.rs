//! "Share this game" (issue 24): the button and its dialog, whose contents (the game's link,
//! its QR code, the seats to give) are a part of their own (`share_part`); the game as a file.
//! What may be shared is the table's call (`table::travel::sharing`): a game keeping a secret
//! is not shared before its end.

use std::time::Duration;

use leptos::html::Dialog;
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use super::Model;
use crate::{random_bytes, storage};
use table::travel::{file_name, Sharing};
use text::shell;
use text::travel::travel;
use ui::lang::word;

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
    let opened = Memo::new(move |_| shown.with(Option::is_some));
    let soon = super::share_part::prefetcher();
    let close = move |_| {
        if let Some(d) = dialog.get() {
            d.close();
        }
    };
    view! {
        // Another device's turn: sending this device's move is the one thing to do here (a
        // device that only watches has none to send).
        <Show when=move || model.snap.with(|s| s.elsewhere.is_some()) && !model.meta.watching>
            <button id="send-move" class="primary" aria-haspopup="dialog" on:click=open
                on:pointerenter=move |_| soon() on:focus=move |_| soon()>{word(model.screen.lang, |l| shell(l).send_move())}</button>
        </Show>
        <button id="share" aria-haspopup="dialog" on:click=open
            on:pointerenter=move |_| soon() on:focus=move |_| soon()>{word(model.screen.lang, |l| shell(l).share())}</button>
        <dialog class="share" id="share-dialog" node_ref=dialog aria-labelledby="share-title" on:close=move |_| shown.set(None)>
            <h2 id="share-title">{move || title(model, given.get())}</h2>
            {move || given.get().map(|name| view! { <p class="note" data-given>{travel(model.screen.lang.get()).given_to_next(&name)}</p> })}
            // What is shared, once asked for: the part comes when the dialog first opens.
            {move || opened.get().then(|| super::share_part::contents_of(model, shown, given))}
            <button id="close-share" on:click=close>{word(model.screen.lang, |l| shell(l).close())}</button>
        </dialog>
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
