//! The in-app rules: the seed's rules in short, then the rulings this product follows.

use leptos::prelude::*;

use lang::Lang;
use ui::rules_page;
use vaccine_race::squares::NAMED_SQUARES;
use vaccine_race::text::text;

pub fn rules(lang: Lang) -> impl IntoView {
    let t = text(lang);
    let table = NAMED_SQUARES
        .iter()
        .map(|s| {
            let (title, story) = t.square_words(s.number).unwrap_or_default();
            let effect = s.event.map(|e| t.event_effect(e)).unwrap_or_default();
            view! { <tr><td>{s.number}</td><td>{title}</td><td>{story}</td><td>{effect}</td></tr> }
        })
        .collect_view();
    let [square, event, story, what] = t.squares_heads();
    let squares = view! {
        <h2>{t.the_squares()}</h2>
        <div class="table-scroll" tabindex="0" role="region" aria-label=t.the_squares()>
            <table class="squares"><thead><tr><th>{square}</th><th>{event}</th><th>{story}</th><th>{what}</th></tr></thead>
            <tbody>{table}</tbody></table>
        </div>
    };
    rules_page(t, squares.into_any())
}
