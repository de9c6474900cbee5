//! Keyboard play: a number presses the n-th button (two digits, typed within a beat, where there
//! are ten or more), Space the first, U undoes, Y redoes, W stops a usual action's beat. A held
//! key does not repeat, a key meant for a field, a focused control or an open dialog is theirs,
//! and a key made before the choices it would act on were on screen is dropped (`taps`).
//! May use: `choices`, `model`, `taps`.

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::choices;
use super::model::Model;
use table::choices::Choice;

/// How long a typed digit waits for a second one, where a longer number could follow.
const NEXT_DIGIT_MS: f64 = 700.0;

/// What the screen's keys act on: its choices, and a number typed that may begin a longer one
/// ("1" of "12" among 15 choices), with when it was typed.
#[derive(Clone, Copy)]
struct Keys {
    model: Model,
    choices: Memo<Vec<Choice>>,
    typed: StoredValue<Option<(usize, f64)>>,
}

/// Listens to the keys while the screen is open.
pub fn listen(model: Model) {
    let taps = model.screen.taps;
    let keys = Keys { model, choices: choices::shown(model), typed: StoredValue::new(None) };
    let down = window_event_listener(ev::keydown, move |e| {
        taps.key_down();
        on_key(keys, &e)
    });
    // Focus waits for the key to come up: a Space released on a button would press it.
    let up = window_event_listener(ev::keyup, move |_| taps.key_up());
    on_cleanup(move || {
        down.remove();
        up.remove();
    });
}

fn on_key(keys: Keys, e: &web_sys::KeyboardEvent) {
    let model = keys.model;
    let stale = model.screen.taps.stale(e.time_stamp());
    if e.repeat() || e.ctrl_key() || e.meta_key() || e.alt_key() || not_ours(e) || stale {
        return;
    }
    let number = match e.key().as_str() {
        " " => 1,
        k if k.len() == 1 && ("0"..="9").contains(&k) => match typed(keys, k.parse().unwrap_or(0), e.time_stamp()) {
            Some(number) => number,
            None => return,
        },
        "u" | "U" => return model.commands.undo.run(()),
        "y" | "Y" => return model.commands.redo.run(()),
        // The usual action's beat waits for the person to choose.
        "w" | "W" => return model.screen.choosing.set(Some(ply_now(model))),
        _ => return,
    };
    let (ply, count) = (ply_now(model), keys.choices.with_untracked(Vec::len));
    // A number that could begin a longer one waits a beat for its second digit.
    if number * 10 <= count && e.key() != " " {
        e.prevent_default();
        let stamp = e.time_stamp();
        keys.typed.set_value(Some((number, stamp)));
        let wait = std::time::Duration::from_millis(NEXT_DIGIT_MS as u64);
        // Nothing is pressed once the screen is gone.
        let alone = move || {
            if keys.typed.try_get_value() == Some(Some((number, stamp))) {
                press(keys, ply, number);
            }
        };
        return set_timeout(alone, wait);
    }
    if press(keys, ply, number) {
        e.prevent_default();
    }
}

/// The number typed: a digit, or the second digit of a number begun within the beat; None
/// while it is 0 alone.
fn typed(keys: Keys, digit: usize, at: f64) -> Option<usize> {
    let begun = keys.typed.try_update_value(Option::take).flatten().filter(|&(_, when)| at - when <= NEXT_DIGIT_MS);
    let number = begun.map_or(digit, |(first, _)| first * 10 + digit);
    (number > 0).then_some(number)
}

/// Presses the button numbered `number` (from 1) of the choices in the position `ply`, if the
/// position is still that one and has such a button.
fn press(keys: Keys, ply: usize, number: usize) -> bool {
    keys.typed.set_value(None);
    let choice = keys.choices.with_untracked(|c| number.checked_sub(1).and_then(|i| c.get(i)).cloned());
    let Some(choice) = choice.filter(|_| ply_now(keys.model) == ply) else { return false };
    choices::choose(keys.model, ply, &choice);
    true
}

fn ply_now(model: Model) -> usize {
    model.snap.with_untracked(|s| s.ply)
}

/// Keys meant for a field, a focused control, the board's places or an open dialog are theirs.
fn not_ours(e: &web_sys::KeyboardEvent) -> bool {
    let open_dialog = document().query_selector("dialog[open], #cover").ok().flatten().is_some();
    let Some(target) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return open_dialog };
    let tag = target.tag_name().to_ascii_lowercase();
    let pressing = e.key() == " " && (tag == "button" || target.get_attribute("role").as_deref() == Some("button"));
    open_dialog || matches!(tag.as_str(), "input" | "select" | "textarea") || pressing
}
