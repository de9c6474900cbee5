//! What the browser tests of the boards share: a fresh element in the page to mount a board in.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

pub fn host() -> HtmlElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let host: HtmlElement = document.create_element("div").unwrap().dyn_into().unwrap();
    document.body().unwrap().append_child(&host).unwrap();
    host
}
