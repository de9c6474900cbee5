//! A key to a board's marks, one tap away: folded under its title at the end of the game's
//! panel, each mark drawn as on the board beside its words in the language shown.
//! Uses `lang`.

use leptos::prelude::*;

use crate::lang::word;
use lang::Lang;
use text::shell;

/// The key: `pictures` are SVG markup of each mark (drawn in the box -20 -20 40 40, styled
/// inline or by the shell's global classes), `words` the game's words for each, in that order
/// (`GameWords::board_key`).
pub fn board_key(
    pictures: &'static [&'static str],
    words: fn(Lang) -> Vec<String>,
    lang: Signal<Lang>,
) -> impl IntoView {
    let rows = pictures
        .iter()
        .enumerate()
        .map(|(i, picture)| {
            view! {
                <li>
                    <svg class="key-swatch" viewBox="-20 -20 40 40" aria-hidden="true" inner_html=*picture></svg>
                    <span>{move || words(lang.get()).into_iter().nth(i).unwrap_or_default()}</span>
                </li>
            }
        })
        .collect_view();
    folded_key(view! { <ul>{rows}</ul> }, lang)
}

/// Any key to the board (a game may draw its own list), folded under the shared title.
pub fn folded_key(key: impl IntoView, lang: Signal<Lang>) -> impl IntoView {
    view! {
        <details class="board-key" id="board-key">
            <summary>{word(lang, |l| shell(l).board_key())}</summary>
            {key}
        </details>
    }
}
