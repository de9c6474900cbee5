//! The frame every game's rules page shares: title, introduction, how to play, the rulings
//! this product follows, then the game's own part (its squares, its tiles).
//! Uses nothing of `ui`.

use leptos::prelude::*;

use text::RulesText;

/// The page, from the game's text table in the reader's language.
pub fn rules_page(t: &dyn RulesText, rest: AnyView) -> impl IntoView {
    let items = |list: &'static [&'static str]| list.iter().map(|l| view! { <li>{*l}</li> }).collect_view();
    view! {
        <article class="rules-text">
            <h1>{t.title()}</h1>
            <p>{t.rules_intro()}</p>
            <h2>{t.how_to_play()}</h2>
            <ol>{items(t.how_to_play_steps())}</ol>
            <h2>{t.rulings()}</h2>
            <ul id="rulings">{items(t.rulings_list())}</ul>
            {rest}
        </article>
    }
}
