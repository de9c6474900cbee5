//! Keyboard play: 1-9 pick the n-th action, Space the first, U undoes, Y redoes. A held key
//! does not repeat, a key meant for a field, a focused control or an open dialog is theirs,
//! and a double click or double tap acts once (its second click is dropped before any
//! handler sees it).

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::Model;

pub fn listen(model: Model) {
    let keys = window_event_listener(ev::keydown, move |e| on_key(model, &e));
    on_cleanup(move || keys.remove());
}

/// Drops the second click of a double click (and of a double tap) before any handler of the
/// page sees it: it was aimed at the position the first click already changed. Once per page.
pub fn drop_double_clicks() {
    let options = web_sys::AddEventListenerOptions::new();
    options.set_capture(true);
    let drop = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::MouseEvent)>::new(|e: web_sys::MouseEvent| {
        if e.detail() > 1 {
            e.stop_immediate_propagation();
            e.prevent_default();
        }
    });
    let _ = window().add_event_listener_with_callback_and_add_event_listener_options(
        "click",
        drop.as_ref().unchecked_ref(),
        &options,
    );
    drop.forget(); // lives as long as the page, registered once
}

fn on_key(model: Model, e: &web_sys::KeyboardEvent) {
    if e.repeat() || e.ctrl_key() || e.meta_key() || e.alt_key() || not_ours(e) {
        return;
    }
    let ply = model.ply.get_untracked();
    let pick = match e.key().as_str() {
        " " => 0,
        k if k.len() == 1 && ("1"..="9").contains(&k) => k.parse::<usize>().unwrap_or(1) - 1,
        "u" | "U" => return model.undo.run(()),
        "y" | "Y" => return model.redo.run(()),
        _ => return,
    };
    if pick < model.buttons.with_untracked(Vec::len) {
        e.prevent_default();
        model.press.run((ply, pick));
    }
}

/// Keys meant for a field, a focused control, the board's places or an open dialog are theirs.
fn not_ours(e: &web_sys::KeyboardEvent) -> bool {
    let open_dialog = document().query_selector("dialog[open], #cover").ok().flatten().is_some();
    let Some(target) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return open_dialog };
    let tag = target.tag_name().to_ascii_lowercase();
    let pressing = e.key() == " " && (tag == "button" || target.get_attribute("role").as_deref() == Some("button"));
    open_dialog || matches!(tag.as_str(), "input" | "select" | "textarea") || pressing
}
