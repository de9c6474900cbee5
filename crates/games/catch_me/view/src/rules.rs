//! The in-app rules: the seed's rules in short, the rulings this product follows (the shared
//! ruling's and the ones decided in the engine), then the modes and the squares.

use leptos::prelude::*;

use super::key::legend;
use super::squares::city_pictures;
use catch_me::text::text;
use catch_me::BoardName;
use lang::Lang;
use ui::rules_page;

pub fn rules(lang: Lang) -> impl IntoView {
    let t = text(lang);
    let rest = view! {
        <h2>{t.mode_words(None).0}</h2>
        <p>{t.the_modes()}</p>
        // The squares as the board draws them (the swatches' pictures live here: no board).
        <svg class="visually-hidden" aria-hidden="true">{city_pictures()}</svg>
        {legend(BoardName::default().board(), Signal::stored(lang))}
    };
    rules_page(t, rest.into_any())
}
