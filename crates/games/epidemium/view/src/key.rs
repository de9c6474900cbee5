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

/// The maps' marks, drawn as on the maps (the pawn is the maps' own, `ep-pawn`), in the order of its words' `board_key`.
static MARKS: [&str; 6] = [
    r##"<circle r="17" fill="#0072b2" stroke="#111" stroke-width="2.5"/><path d="M-9 -12 v8 a9 9 0 0 0 18 0 v-8 M0 5 v5 a6 6 0 0 0 12 0" fill="none" stroke="#111" stroke-width="2.5"/><path d="M3 -1V-19H19L15.5 -13L19 -7H3" fill="#fff" stroke="#111" stroke-width="2" stroke-linejoin="round"/><text x="10" y="-9" font-size="10" font-weight="800" text-anchor="middle">1</text>"##,
    r##"<rect x="-17" y="-17" width="34" height="34" rx="4" fill="#5b3fa3" stroke="#111" stroke-width="2.5"/><circle r="10" fill="none" stroke="#fff" stroke-width="2.5"/><circle r="4" fill="none" stroke="#fff" stroke-width="2.5"/>"##,
    r##"<g transform="translate(-9 2) scale(.7)"><ellipse cx="2" cy="11" rx="13.5" ry="4.2" fill-opacity=".3"/><use href="#ep-pawn" fill="#0072b2" stroke="#111" stroke-width="2"/><text y="-0.5" font-size="14" font-weight="800" text-anchor="middle">1</text></g><g transform="translate(9 2) scale(.7)"><ellipse cx="2" cy="11" rx="13.5" ry="4.2" fill-opacity=".3"/><use href="#ep-pawn" fill="#d55e00" stroke="#111" stroke-width="2"/><text y="-0.5" font-size="14" font-weight="800" text-anchor="middle">2</text></g>"##,
    r##"<ellipse cx="-1" cy="12" rx="13.5" ry="4.2" fill-opacity=".3"/><use x="-3" y="1" href="#ep-pawn" fill="#0072b2" stroke="#111" stroke-width="2"/><text x="-3" y="0.5" font-size="14" font-weight="800" text-anchor="middle">1</text><rect x="7" y="-18" width="6" height="12" rx="1" fill="#fff" stroke="#111" stroke-width="1.5"/>"##,
    r##"<ellipse cx="-3" cy="8" rx="13.5" ry="4.2" fill-opacity=".3"/><use x="-5" y="-3" href="#ep-pawn" fill="#0072b2" stroke="#111" stroke-width="2"/><text x="-5" y="-3.5" font-size="14" font-weight="800" text-anchor="middle">1</text><text x="3" y="18" font-size="12" font-weight="800" fill="#111" stroke="#fff" stroke-width="3" paint-order="stroke">zz</text>"##,
    r##"<circle r="16" fill="none" stroke="#111" stroke-width="3" stroke-dasharray="6 4"/>"##,
];
