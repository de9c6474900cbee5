//! Registers the service worker that keeps the app working offline after the first visit.
//! The release build names its worker in `<meta name="quarantable-service-worker">`
//! (scripts/post-build.mjs); the single HTML file and development builds have none.
//! May use: nothing of the app.

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// How long after the start the worker is registered: its install fetches every game's code,
/// which must not compete with the home screen's first load.
const AFTER_START_MS: u32 = 1_500;

/// Registers the worker once the home screen is up, in the background.
pub fn register_soon() {
    gloo_timers::callback::Timeout::new(AFTER_START_MS, register).forget();
}

fn register() {
    let Some(window) = web_sys::window() else { return };
    // Service workers exist only for pages served over http(s), never from file://.
    if !matches!(window.location().protocol().as_deref(), Ok("http:" | "https:")) {
        return;
    }
    let script = window
        .document()
        .and_then(|d| d.query_selector("meta[name=quarantable-service-worker]").ok().flatten())
        .and_then(|meta| meta.get_attribute("content"));
    let Some(script) = script else { return };
    // Reflect, not web-sys: reading `navigator.serviceWorker` throws in a sandboxed iframe
    // without same-origin, and the app must start there all the same.
    let container = Reflect::get(&window, &"navigator".into()).and_then(|n| Reflect::get(&n, &"serviceWorker".into()));
    let Ok(container) = container else { return };
    let Some(register) = Reflect::get(&container, &"register".into()).ok().and_then(|f| f.dyn_into::<Function>().ok())
    else {
        return;
    };
    if let Ok(promise) = register.call1(&container, &script.into()) {
        // Without the worker the app still runs; it just will not work offline.
        let ignore = Closure::new(|_: JsValue| {});
        let _ = promise.unchecked_into::<Promise>().catch(&ignore);
        ignore.forget(); // called at most once, registered once per page
    }
}
