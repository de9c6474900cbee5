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

/// A yellow pawn as on the board: its outline (`rim`), its face, and its `number` in `ink`.
macro_rules! pawn {
    ($rim:literal, $face:literal, $number:literal, $ink:literal) => {
        concat!(
            r##"<use href="#lr-pawn" x="-20" y="-22" width="40" height="42" fill="#f0e442" "##,
            $rim,
            r##"/><circle cy="3" r="9.9" stroke-width="1.5" "##,
            $face,
            r##"/><text y="8" font-size="13" font-weight="800" text-anchor="middle" fill=""##,
            $ink,
            r##"">"##,
            $number,
            "</text>"
        )
    };
}

/// The board's marks, drawn as on the board, in the order of its words' `board_key`.
static MARKS: [&str; 9] = [
    concat!(
        r##"<circle cx="-9" cy="-8" r="8" fill="#f0e442" stroke="#111" stroke-width="1.5"/>"##,
        r##"<rect x="2" y="-15" width="14" height="14" rx="1.5" fill="#0072b2" stroke="#111" stroke-width="1.5"/>"##,
        r##"<path d="M0 1l9 9-9 9-9-9z" fill="#009e73" stroke="#111" stroke-width="1.5"/>"##
    ),
    concat!(
        r##"<rect x="-19" y="-19" width="38" height="38" rx="6" fill="none" stroke="#111" stroke-width="3"/>"##,
        pawn!(r##"stroke="#111" stroke-width="1.5""##, r##"fill="#fff" stroke="#111""##, "1", "#111")
    ),
    concat!(
        r##"<path d="M-19 -9V-19H-9M9 -19H19V-9M19 9V19H9M-9 19H-19V9" fill="none" stroke="#111" stroke-width="4"/>"##,
        pawn!(r##"stroke="#111" stroke-width="1.5""##, r##"fill="#fff" stroke="#111""##, "1", "#111")
    ),
    pawn!(r##"stroke="#6a1b9a" stroke-width="3.5""##, r##"fill="#6a1b9a" stroke="#fff""##, "1", "#fff"),
    concat!(
        pawn!(r##"stroke="#111" stroke-width="1.5""##, r##"fill="#fff" stroke="#111""##, "1", "#111"),
        r##"<rect x="7" y="-20" width="13" height="13" rx="3" fill="#fff" stroke="#111" stroke-width="1.5"/><text x="13.5" y="-9.5" font-size="10" font-weight="800" text-anchor="middle">2</text>"##
    ),
    r##"<use href="#lr-germ" x="-20" y="-20" width="40" height="40"/>"##,
    r##"<path d="M0 -14 C5 -6 10 -2 10 4 A10 10 0 0 1 -10 4 C-10 -2 -5 -6 0 -14 Z" fill="#56b4e9" stroke="#0b4f7a" stroke-width="1.5"/><text y="8" font-size="12" font-weight="800" text-anchor="middle">2</text>"##,
    r##"<use href="#lr-lab" x="-19" y="-19" width="38" height="38"/>"##,
    concat!(
        r##"<rect x="-17" y="-17" width="34" height="34" rx="6" fill="none" stroke="#b71c1c" stroke-width="4"/>"##,
        r##"<circle cx="-9" cy="-9" r="7" fill="#b71c1c" stroke="#fff" stroke-width="1.5"/><path d="M-9 -13V-8.5" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/><circle cx="-9" cy="-5.6" r="1.2" fill="#fff"/>"##
    ),
];
