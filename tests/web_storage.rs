//! Browser check of the platform the saves rely on: localStorage in (headless) Chromium keeps
//! a value, returns it unchanged (including non-ASCII text and JSON), and removes it.
//! Runs with `cargo test --target wasm32-unknown-unknown --features app --test web_storage`
//! (scripts/test.sh) through wasm-bindgen-test-runner and chromedriver.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Storage;

wasm_bindgen_test_configure!(run_in_browser);

fn local_storage() -> Storage {
    web_sys::window()
        .expect("a window: this test runs in the browser")
        .local_storage()
        .expect("localStorage is allowed")
        .expect("localStorage exists")
}

#[wasm_bindgen_test]
fn local_storage_round_trips_a_value() {
    let storage = local_storage();
    let key = "quarantable.test.web_storage";
    let value = r#"{"game":"vaccine-race","rules":1,"seed":42,"actions":[],"note":"Impfstoff – ü, é, 🧪"}"#;

    storage.remove_item(key).unwrap();
    assert_eq!(storage.get_item(key).unwrap(), None, "starts empty");

    storage.set_item(key, value).unwrap();
    assert_eq!(storage.get_item(key).unwrap().as_deref(), Some(value));

    // A second write replaces the first.
    storage.set_item(key, "2").unwrap();
    assert_eq!(storage.get_item(key).unwrap().as_deref(), Some("2"));

    storage.remove_item(key).unwrap();
    assert_eq!(storage.get_item(key).unwrap(), None, "removed");
}
