//! The key to the board: each of its marks drawn as on the board, beside its words.

use leptos::prelude::*;

use lang::Lang;
use text::GameWords;
use ui::key::board_key;
use vaccine_race::VaccineRace;

/// The key, folded under its title at the end of the panel.
pub fn key(lang: Signal<Lang>) -> impl IntoView {
    board_key(&MARKS, <VaccineRace as GameWords>::board_key, lang)
}

/// The board's marks, drawn as on the board (the stones' colours and the pictures are the
/// board's own, `art.svg`), in the order of its words' `board_key`.
static MARKS: [&str; 6] = [
    r#"<rect class="sq plain" x="-16" y="-16" width="32" height="32" rx="5"/>"#,
    r##"<rect class="sq blue" x="-16" y="-16" width="32" height="32" rx="5"/><use href="#vr-coin" x="-13" y="-13" width="26" height="26"/>"##,
    r##"<rect class="sq red" x="-16" y="-16" width="32" height="32" rx="5"/><use href="#vr-back" x="-13" y="-13" width="26" height="26"/>"##,
    r##"<rect class="sq yellow" x="-16" y="-16" width="32" height="32" rx="5"/><use href="#vr-people" x="-13" y="-13" width="26" height="26"/>"##,
    r##"<rect class="sq special" x="-18" y="-16" width="36" height="32" rx="5"/><use href="#vr-virus" x="-17" y="-8" width="16" height="16"/><use href="#vr-vial" x="0" y="-11" width="18" height="22"/>"##,
    r##"<g fill="#0072b2" stroke="#111" stroke-width="2.5" transform="translate(-2 2) scale(.9)"><path d="M-16 15.5a16 4.5 0 0 0 32 0l-1-4c-2-2-6-3-8-4c-2-3-3-7-3-11h-8c0 4-1 8-3 11c-2 1-6 2-8 4z"/><circle cy="-8" r="11.5"/></g><text x="-2" y="0" font-size="16" font-weight="800" text-anchor="middle" fill="#fff">1</text>"##,
];
