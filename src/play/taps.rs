//! Taps and keys against what the table shows: when the latest choices were put on the page (a
//! tap or key made before them was aimed at the position before, and is dropped), and where the
//! focus goes once they are. A key held down and the latest click are the page's, not one
//! screen's (a key pressed on one table may come up on the next): the App holds them (`Taps`, a
//! context), and each play screen works on them.
//! May use: nothing of the app.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The page's taps and keys, as the tables read them.
#[derive(Clone, Copy)]
pub struct Taps(StoredValue<Times>);

#[derive(Clone, Copy, Default)]
struct Times {
    /// When the latest choices were put on the page, in the time of `performance.now()`, which
    /// events' `timeStamp`s share.
    shown_at: f64,
    /// A key is down, and focus is to move once it is up (`keep_focus`).
    held: bool,
    pending: bool,
    /// When the latest click on the table was made, for the click after it.
    last_click: f64,
}

impl Taps {
    /// Made and provided once, at the app's root, with the listener that drops stale clicks on
    /// the table.
    pub fn provide() {
        let taps = Taps(StoredValue::new(Times::default()));
        taps.drop_stale_clicks();
        provide_context(taps);
    }

    /// The page's taps, for the play screen to take where it is made.
    pub fn get() -> Taps {
        expect_context()
    }

    /// The choices changed (called from an effect, once the page shows them): taps and keys
    /// made from then on act on them.
    pub fn choices_changed(self) {
        let now = window().performance().map(|p| p.now()).unwrap_or(0.0);
        self.0.update_value(|t| t.shown_at = now);
    }

    /// A key went down.
    pub fn key_down(self) {
        self.0.update_value(|t| t.held = true);
    }

    /// A key came up: focus that waited for it moves.
    pub fn key_up(self) {
        let pending = self.0.try_update_value(|t| {
            t.held = false;
            std::mem::take(&mut t.pending)
        });
        if pending == Some(true) {
            focus_if_fallen();
        }
    }

    /// Once a person's choices are shown (or the end), focus that fell to the page (the button
    /// pressed is gone) goes to the first choice, else to the board's place that holds its tab
    /// stop, so that a person playing by keys goes on from there. Focus a person put elsewhere
    /// stays. It waits for a key held to come up: a Space released on a button would press it.
    pub fn keep_focus(self) {
        // The screen may be gone by the next frame.
        request_animation_frame(move || match self.0.try_with_value(|t| t.held) {
            Some(true) => drop(self.0.try_update_value(|t| t.pending = true)),
            Some(false) => focus_if_fallen(),
            None => {}
        });
    }

    /// A tap or key made before the choices it would act on were on screen was aimed at the
    /// position before: it is dropped. One made after them acts, however soon.
    pub fn stale(self, event_time: f64) -> bool {
        event_time < self.0.with_value(|t| t.shown_at)
    }

    /// Drops stale clicks on the table (the board and its panel) before any handler sees them:
    /// one listener for the page, in the capture phase, so that it comes first.
    fn drop_stale_clicks(self) {
        let options = web_sys::AddEventListenerOptions::new();
        options.set_capture(true);
        let drop = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::MouseEvent)>::new(move |e: web_sys::MouseEvent| {
            let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            let on_table = target.and_then(|t| t.closest(".table-layout").ok().flatten()).is_some();
            let Times { shown_at, last_click, .. } = self.0.get_value();
            // The second click of a double click (or tap) whose first changed the choices was
            // aimed at the choices before, however late the browser delivers it.
            let second = e.detail() > 1 && last_click < shown_at;
            self.0.update_value(|t| t.last_click = e.time_stamp());
            if on_table && (self.stale(e.time_stamp()) || second) {
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
}

fn focus_if_fallen() {
    let Some(active) = document().active_element() else { return focus_next() };
    if active.tag_name().eq_ignore_ascii_case("body") || !active.is_connected() {
        focus_next();
    }
}

fn focus_next() {
    // In a guided game, what the coach points at first.
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
