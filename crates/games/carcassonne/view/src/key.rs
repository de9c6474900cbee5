//! The key to the board: each of its marks drawn as on the board, beside its words.

use leptos::prelude::*;

use carcassonne::Carcassonne;
use lang::Lang;
use text::GameWords;
use ui::key::board_key;

/// The key, folded under its title at the end of the panel.
pub fn key(lang: Signal<Lang>) -> impl IntoView {
    board_key(&MARKS, <Carcassonne as GameWords>::board_key, lang)
}

/// The board's marks, drawn as on the board, in the order of its words' `board_key`.
static MARKS: [&str; 4] = [
    r##"<rect x="-17" y="-17" width="34" height="34" fill="#ffffff88" stroke="#1d2330" stroke-width="2.5" stroke-dasharray="8 5"/>"##,
    r##"<rect x="-17" y="-17" width="34" height="34" fill="#8cbf5a" stroke="#d1001f" stroke-width="3" stroke-dasharray="10 5"/>"##,
    r##"<rect x="-17" y="-17" width="34" height="34" fill="#8cbf5a"/><circle r="11" fill="#ffffffcc" stroke="#1d2330" stroke-width="2.5"/>"##,
    r##"<rect x="-17" y="-17" width="34" height="34" fill="#8cbf5a"/><rect x="-12" y="-12" width="24" height="24" fill="#c2185b40" stroke="#7a0f3f" stroke-width="2" stroke-dasharray="4 3"/>"##,
];
