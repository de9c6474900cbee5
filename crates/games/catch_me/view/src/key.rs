//! The key to the board: one swatch per kind of square on it, drawn as on the grid, with its
//! name, what it is in the city with the sign that tells it apart without colour, and what it
//! does. The rules page shows the same list.

use leptos::prelude::*;

use super::squares::{roof, square_art};
use catch_me::board::Board;
use catch_me::text::text;
use lang::Lang;
use ui::key::folded_key;
use ui::lang::word;

/// The key, folded under its title at the end of the panel.
pub fn key(board: &'static Board, lang: Signal<Lang>) -> impl IntoView {
    folded_key(legend(board, lang), lang)
}

/// One swatch per kind of square on this board, with its name, its picture and what it does.
pub fn legend(board: &'static Board, lang: Signal<Lang>) -> impl IntoView {
    let rows = board
        .key_kinds()
        .into_iter()
        .map(|kind| {
            view! {
                <li><svg class="cm-swatch" viewBox="0 0 30 30" aria-hidden="true">{square_art(kind, 1, roof(0, 0), 0.0, 0.0, 30.0)}</svg>
                <span><strong>{move || text(lang.get()).kind(kind)}</strong> " " {move || text(lang.get()).kind_picture(kind)} " "
                {move || text(lang.get()).kind_effect(kind)}</span></li>
            }
        })
        .collect_view();
    view! {
        <section class="cm-legend" aria-labelledby="cm-legend-title">
            <h2 id="cm-legend-title">{word(lang, |l| text(l).legend())}</h2>
            <ul>{rows}</ul>
        </section>
    }
}
