//! Keyboard play: a number presses the n-th button (two digits, typed within a beat, where there
//! are ten or more: issue 45), Space the first, U undoes, Y redoes, W stops a usual action's beat. A held key does not repeat, a key meant for a field, a focused control or an open dialog is theirs,
//! and a tap or key made before the choices it would act on were on screen is dropped.

use std::cell::Cell;

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::Model;
use table::choices::Choice;

pub fn listen(model: Model) {
    let choices = super::choices::shown(model);
    let keys = window_event_listener(ev::keydown, move |e| {
        HELD.set(true);
        on_key(model, choices, &e)
    });
    // Focus waits for the key to come up: a Space released on a button would press it.
    let up = window_event_listener(ev::keyup, |_| {
        HELD.set(false);
        if PENDING.replace(false) {
            focus_if_fallen();
        }
    });
    on_cleanup(move || {
        keys.remove();
        up.remove();
    });
}

thread_local! {
    /// When the latest choices were put on the page, in the time of `performance.now()`, which
    /// events' `timeStamp`s share.
    static SHOWN_AT: Cell<f64> = const { Cell::new(0.0) };
    /// A key is down, and focus is to move once it is up (`keep_focus`).
    static HELD: Cell<bool> = const { Cell::new(false) };
    static PENDING: Cell<bool> = const { Cell::new(false) };
    /// When the latest click on the table was made, for the click after it.
    static LAST_CLICK: Cell<f64> = const { Cell::new(0.0) };
    /// A number typed that may begin a longer one ("1" of "12" among 15 choices), and when.
    static TYPED: Cell<Option<(usize, f64)>> = const { Cell::new(None) };
}

/// How long a typed digit waits for a second one, where a longer number could follow.
const NEXT_DIGIT_MS: f64 = 700.0;

/// The choices changed (called from an effect, once the page shows them): taps and keys made
/// from now on act on them.
pub fn choices_changed() {
    SHOWN_AT.set(window().performance().map(|p| p.now()).unwrap_or(0.0));
}

/// Once a person's choices are shown (or the end), focus that fell to the page (the button
/// pressed is gone) goes to the first choice, else to the board's place that holds its tab
/// stop, so that a person playing by keys goes on from there (issue 31). Focus a person put
/// elsewhere stays.
pub fn keep_focus() {
    request_animation_frame(|| match HELD.get() {
        true => PENDING.set(true),
        false => focus_if_fallen(),
    });
}

fn focus_if_fallen() {
    let Some(active) = document().active_element() else { return focus_next() };
    if active.tag_name().eq_ignore_ascii_case("body") || !active.is_connected() {
        focus_next();
    }
}

fn focus_next() {
    // In a guided game, what the coach points at first (issue 32).
    const COACHED: &str = "[data-coach-target]:not([disabled])";
    let next = [
        COACHED,
        "#coach-next",
        "#coach-real",
        "#controls .actions button",
        "#rematch",
        ".board-wrap [tabindex='0']",
        "#controls button:not([disabled])",
    ]
    .into_iter()
    .find_map(|selector| document().query_selector(selector).ok().flatten().map(|e| (selector, e)));
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    // What the coach points at may be a board's place, an SVG element. Another board place is
    // left alone: the choices may not be drawn yet, and would then not take the focus.
    let _ = match next.map(|(selector, e)| (selector, e.dyn_into::<web_sys::HtmlElement>())) {
        Some((_, Ok(html))) => html.focus_with_options(&options),
        Some((COACHED, Err(svg))) => svg.unchecked_into::<web_sys::SvgElement>().focus_with_options(&options),
        _ => Ok(()),
    };
}

/// A tap or key made before the choices it would act on were on screen was aimed at the
/// position before: it is dropped. One made after them acts, however soon.
fn stale(event_time: f64) -> bool {
    event_time < SHOWN_AT.get()
}

/// Drops stale clicks on the table (the board and its panel) before any handler sees them.
/// Once per page.
pub fn drop_stale_taps() {
    let options = web_sys::AddEventListenerOptions::new();
    options.set_capture(true);
    let drop = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::MouseEvent)>::new(|e: web_sys::MouseEvent| {
        let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let on_table = target.and_then(|t| t.closest(".table-layout").ok().flatten()).is_some();
        // The second click of a double click (or tap) whose first changed the choices was aimed
        // at the choices before, however late the browser delivers it (issue 11).
        let second = e.detail() > 1 && LAST_CLICK.get() < SHOWN_AT.get();
        LAST_CLICK.set(e.time_stamp());
        if on_table && (stale(e.time_stamp()) || second) {
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

fn on_key(model: Model, choices: Memo<Vec<Choice>>, e: &web_sys::KeyboardEvent) {
    if e.repeat() || e.ctrl_key() || e.meta_key() || e.alt_key() || not_ours(e) || stale(e.time_stamp()) {
        return;
    }
    let number = match e.key().as_str() {
        " " => 1,
        k if k.len() == 1 && ("0"..="9").contains(&k) => match typed(k.parse().unwrap_or(0), e.time_stamp()) {
            Some(number) => number,
            None => return,
        },
        "u" | "U" => return model.commands.undo.run(()),
        "y" | "Y" => return model.commands.redo.run(()),
        // The usual action's beat waits for the person to choose (issue 45).
        "w" | "W" => return model.screen.choosing.set(Some(ply_now(model))),
        _ => return,
    };
    let (ply, count) = (ply_now(model), choices.with_untracked(Vec::len));
    // A number that could begin a longer one waits a beat for its second digit.
    if number * 10 <= count && e.key() != " " {
        e.prevent_default();
        let stamp = e.time_stamp();
        TYPED.set(Some((number, stamp)));
        let wait = std::time::Duration::from_millis(NEXT_DIGIT_MS as u64);
        let alone = move || {
            if TYPED.get() == Some((number, stamp)) {
                press(model, choices, ply, number);
            }
        };
        return set_timeout(alone, wait);
    }
    if press(model, choices, ply, number) {
        e.prevent_default();
    }
}

/// The number typed: a digit, or the second digit of a number begun within the beat; None
/// while it is 0 alone.
fn typed(digit: usize, at: f64) -> Option<usize> {
    let begun = TYPED.take().filter(|&(_, when)| at - when <= NEXT_DIGIT_MS);
    let number = begun.map_or(digit, |(first, _)| first * 10 + digit);
    (number > 0).then_some(number)
}

/// Presses the button numbered `number` (from 1) of the choices in the position `ply`, if the
/// position is still that one and has such a button.
fn press(model: Model, choices: Memo<Vec<Choice>>, ply: usize, number: usize) -> bool {
    TYPED.set(None);
    let choice = choices.with_untracked(|c| number.checked_sub(1).and_then(|i| c.get(i)).cloned());
    let Some(choice) = choice.filter(|_| ply_now(model) == ply) else { return false };
    super::choices::choose(model, ply, &choice);
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
