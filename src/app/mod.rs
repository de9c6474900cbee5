//! The browser shell: routes, home, setup, saves. Only built with the `app` feature.

use leptos::prelude::*;

#[component]
pub fn App() -> impl IntoView {
    view! { <main id="app"><h1>"Quarantable"</h1></main> }
}
