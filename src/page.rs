//! The page's address and title: the screen the address names, the way to another screen, and
//! the title a screen gives the page.
//! May use: nothing of the app.

use leptos::prelude::document;

use table::route::Route;

/// The screen the address's hash names.
pub fn current_route() -> Route {
    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    Route::parse(&hash)
}

/// Goes to a screen by setting the URL's hash, so the back button and links work; `replace`
/// puts it in place of the current screen in the history.
pub fn navigate(route: &Route, replace: bool) {
    let Some(window) = web_sys::window() else { return };
    let _ = if replace { window.location().replace(&route.hash()) } else { window.location().set_hash(&route.hash()) };
}

/// Sets the page's title for the screen shown: "<screen> · Quarantable".
pub fn page_title(screen: &str) {
    let title = if screen.is_empty() { "Quarantable".to_string() } else { format!("{screen} · Quarantable") };
    document().set_title(&title);
}
