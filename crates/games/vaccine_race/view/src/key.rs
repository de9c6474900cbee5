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

/// The board's marks, drawn as on the board, in the order of its words' `board_key`.
static MARKS: [&str; 6] = [
    r#"<rect class="sq plain" x="-16" y="-16" width="32" height="32" rx="4"/>"#,
    r#"<rect class="sq blue" x="-16" y="-16" width="32" height="32" rx="4"/>"#,
    r#"<rect class="sq red" x="-16" y="-16" width="32" height="32" rx="4"/>"#,
    r#"<rect class="sq yellow" x="-16" y="-16" width="32" height="32" rx="4"/>"#,
    r#"<rect class="sq special" x="-16" y="-16" width="32" height="32" rx="4"/>"#,
    r##"<circle r="13" fill="#0072b2" stroke="#111" stroke-width="2.5"/><text y="5" font-size="14" font-weight="800" text-anchor="middle" fill="#fff">1</text>"##,
];
