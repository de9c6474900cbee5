//! The in-app rules: the seed's rules in short, the modes, then the rulings this product
//! follows (the shared ruling's and the ones decided in the engine).

use leptos::prelude::*;

use super::panel::legend;
use super::squares::patterns;
use crate::games::catch_me::text::text;
use crate::games::catch_me::BoardName;
use crate::text::Lang;

pub fn rules(lang: Lang) -> impl IntoView {
    let t = text(lang);
    let items = |list: &'static [&'static str]| list.iter().map(|l| view! { <li>{*l}</li> }).collect_view();
    view! {
        <article class="rules-text">
            <h1>{t.title()}</h1>
            <p>{t.rules_intro()}</p>
            <h2>{t.how_to_play()}</h2>
            <ol>{items(t.how_to_play_steps())}</ol>
            <h2>{t.mode_words(None).0}</h2>
            <p>{t.the_modes()}</p>
            <h2>{t.rulings()}</h2>
            <ul id="rulings">{items(t.rulings_list())}</ul>
            // The squares as the board draws them (the swatches' patterns live here, no board).
            <svg class="visually-hidden" aria-hidden="true">{patterns()}</svg>
            {legend(BoardName::Standard.board(), Signal::stored(lang))}
        </article>
    }
}
