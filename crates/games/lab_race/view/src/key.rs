//! The key to the board: each of its marks drawn as on the board, beside its words.

use leptos::prelude::*;

use lab_race::LabRace;
use lang::Lang;
use text::GameWords;
use ui::key::board_key;

/// The key, folded under its title at the end of the panel.
pub fn key(lang: Signal<Lang>) -> impl IntoView {
    board_key(&MARKS, <LabRace as GameWords>::board_key, lang)
}

/// The board's marks, drawn as on the board, in the order of its words' `board_key`.
static MARKS: [&str; 7] = [
    concat!(
        r##"<rect x="-17" y="-17" width="34" height="34" rx="6" fill="none" stroke="#111" stroke-width="3"/>"##,
        r##"<circle r="10" fill="#f0e442" stroke="#111" stroke-width="2"/>"##
    ),
    concat!(
        r##"<path d="M-17 -7V-17H-7M7 -17H17V-7M17 7V17H7M-7 17H-17V7" fill="none" stroke="#111" stroke-width="4"/>"##,
        r##"<circle r="10" fill="#f0e442" stroke="#111" stroke-width="2"/>"##
    ),
    concat!(
        r##"<rect x="-17" y="-17" width="34" height="34" rx="6" fill="#f0e442" stroke="#6a1b9a" stroke-width="4"/>"##,
        r##"<circle r="9" fill="#6a1b9a" stroke="#fff" stroke-width="2"/><text y="4.5" font-size="13" font-weight="800" text-anchor="middle" fill="#fff">1</text>"##
    ),
    concat!(
        r##"<rect x="-17" y="-17" width="34" height="34" rx="6" fill="#f0e442" stroke="#111" stroke-width="2"/><circle r="9" fill="#fff" stroke="#111" stroke-width="1.5"/>"##,
        r##"<rect x="5" y="-17" width="12" height="12" rx="3" fill="#fff" stroke="#111" stroke-width="1.5"/><text x="11" y="-7.5" font-size="10" font-weight="800" text-anchor="middle">2</text>"##
    ),
    concat!(
        r##"<rect x="-17" y="-17" width="34" height="34" rx="6" fill="#fbe3e2" stroke="#d62728" stroke-width="1.5"/>"##,
        r##"<path d="M0 -16 V-10 M0 16 V10 M-16 0 H-10 M16 0 H10 M-11 -11 L-7 -7 M11 11 L7 7 M-11 11 L-7 7 M11 -11 L7 -7" stroke="#111" stroke-width="3"/><circle r="10" fill="#d62728" stroke="#111" stroke-width="2"/>"##
    ),
    r##"<path d="M0 -14 C5 -6 10 -2 10 4 A10 10 0 0 1 -10 4 C-10 -2 -5 -6 0 -14 Z" fill="#56b4e9" stroke="#0b4f7a" stroke-width="1.5"/><text y="8" font-size="12" font-weight="800" text-anchor="middle">2</text>"##,
    concat!(
        r##"<rect x="-17" y="-17" width="34" height="34" rx="6" fill="none" stroke="#b71c1c" stroke-width="4"/>"##,
        r##"<circle cx="-9" cy="-9" r="7" fill="#b71c1c" stroke="#fff" stroke-width="1.5"/><path d="M-9 -13V-8.5" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/><circle cx="-9" cy="-5.6" r="1.2" fill="#fff"/>"##
    ),
];
