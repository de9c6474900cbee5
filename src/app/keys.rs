//! Keyboard play: 1-9 pick the n-th action, Space the first, U undoes, Y redoes.

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::game_ui::GameUi;
use super::play::Table;

pub fn listen<G: GameUi>(table: Table<G>) {
    let handle = window_event_listener(ev::keydown, move |e| on_key(table, &e));
    on_cleanup(move || handle.remove());
}

fn on_key<G: GameUi>(table: Table<G>, e: &web_sys::KeyboardEvent) {
    if e.ctrl_key() || e.meta_key() || e.alt_key() || typing_or_pressing(e) {
        return;
    }
    let pick = match e.key().as_str() {
        " " => Some(0),
        k if k.len() == 1 && ("1"..="9").contains(&k) => Some(k.parse::<usize>().unwrap_or(1) - 1),
        "u" | "U" => return table.undo(),
        "y" | "Y" => return table.redo(),
        _ => None,
    };
    let Some(index) = pick else { return };
    if table.person_to_act().is_none() || table.replay.get_untracked().is_some() {
        return;
    }
    let action = table.session.with_untracked(|s| s.state().legal_actions().into_iter().nth(index));
    if let Some(action) = action {
        e.prevent_default();
        table.act(action);
    }
}

/// Keys meant for a field or a focused button are theirs, not a shortcut.
fn typing_or_pressing(e: &web_sys::KeyboardEvent) -> bool {
    let Some(target) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return false };
    let tag = target.tag_name().to_ascii_lowercase();
    matches!(tag.as_str(), "input" | "select" | "textarea") || (tag == "button" && e.key() == " ")
}
