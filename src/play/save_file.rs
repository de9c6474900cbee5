//! "Save as file": the game as its save's text, downloaded under a name that says what it is;
//! the virus's, as its own backup, which opens only on this device.
//! May use: `model`; the app's `random`, `storage`.

use std::time::Duration;

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use super::model::Model;
use crate::random::random_bytes;
use crate::storage::Store;
use table::travel::file_name;
use text::shell;
use ui::lang::word;

/// The button that saves the game as a file. `id` tells it apart where it is offered twice
/// (the Share dialog, and a game storage refused).
#[component]
pub fn SaveFile(model: Model, #[prop(default = "save-file")] id: &'static str) -> impl IntoView {
    let store = Store::get();
    let save = move |_| {
        let date: String = String::from(js_sys::Date::new_0().to_iso_string()).chars().take(10).collect();
        // The virus's save is sealed under this device's own key: its file opens only here.
        let save = model.commands.export.run(());
        // An older copy of the game (played on in another tab) gives none.
        if save.is_empty() {
            return;
        }
        let file = match model.meta.backup {
            Some(backup) => backup(&save, &|| (store.own_key_made(), random_bytes())),
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
