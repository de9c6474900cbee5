//! The key to the board: each of its marks drawn as on the board, beside its words.

use leptos::prelude::*;

use epidemium::Epidemium;
use lang::Lang;
use text::GameWords;
use ui::key::board_key;

/// The key, folded under its title at the end of the panel.
pub fn key(lang: Signal<Lang>) -> impl IntoView {
    board_key(&MARKS, <Epidemium as GameWords>::board_key, lang)
}

/// The maps' marks, drawn as on the maps, in the order of its words' `board_key`.
static MARKS: [&str; 6] = [
    r##"<circle r="17" fill="#2f6fdf" stroke="#111" stroke-width="2.5"/><path d="M-9 -12 v8 a9 9 0 0 0 18 0 v-8 M0 5 v5 a6 6 0 0 0 12 0" fill="none" stroke="#111" stroke-width="2.5"/><circle cx="12" cy="-12" r="7" fill="#fff" stroke="#111" stroke-width="2"/><text x="12" y="-8.5" font-size="10" font-weight="800" text-anchor="middle">1</text>"##,
    r##"<rect x="-17" y="-17" width="34" height="34" rx="4" fill="#5b3fa3" stroke="#111" stroke-width="2.5"/><circle r="10" fill="none" stroke="#fff" stroke-width="2.5"/><circle r="4" fill="none" stroke="#fff" stroke-width="2.5"/>"##,
    r##"<circle cx="-9" r="8" fill="#2f6fdf" stroke="#111" stroke-width="2"/><circle cx="9" r="8" fill="#e66100" stroke="#111" stroke-width="2"/>"##,
    r##"<circle r="12" fill="#2f6fdf" stroke="#111" stroke-width="2.5"/><rect x="7" y="-17" width="6" height="12" rx="1" fill="#fff" stroke="#111" stroke-width="1.5"/>"##,
    r##"<circle r="12" fill="#2f6fdf" stroke="#111" stroke-width="2.5"/><text x="3" y="17" font-size="12" font-weight="800" fill="#111" stroke="#fff" stroke-width="3" paint-order="stroke">zz</text>"##,
    r##"<circle r="16" fill="none" stroke="#111" stroke-width="3" stroke-dasharray="6 4"/>"##,
];
