//! The frame every game's rules page shares: title, introduction, how to play, the rulings
//! this product follows, then the game's own part (its squares, its tiles).

use leptos::prelude::*;

/// A rules page's words, from the game's text tables.
pub struct RulesWords {
    pub title: &'static str,
    pub intro: &'static str,
    pub how_to_play: &'static str,
    pub steps: &'static [&'static str],
    pub rulings: &'static str,
    pub rulings_list: &'static [&'static str],
}

pub fn rules_page(words: RulesWords, rest: AnyView) -> impl IntoView {
    let items = |list: &'static [&'static str]| list.iter().map(|l| view! { <li>{*l}</li> }).collect_view();
    view! {
        <article class="rules-text">
            <h1>{words.title}</h1>
            <p>{words.intro}</p>
            <h2>{words.how_to_play}</h2>
            <ol>{items(words.steps)}</ol>
            <h2>{words.rulings}</h2>
            <ul id="rulings">{items(words.rulings_list)}</ul>
            {rest}
        </article>
    }
}
