//! The browser entry point: mounts the app shell, replacing the page's own "loading" line.

fn main() {
    console_error_panic_hook::set_once();
    if let Some(loading) = leptos::prelude::document().get_element_by_id("loading") {
        loading.remove();
    }
    leptos::mount::mount_to_body(quarantable::App);
}
