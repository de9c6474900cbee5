//! The clipboard, where the browser gives one: a game's link, a class's link.
//! May use: nothing of the app.

use leptos::prelude::window;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

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
