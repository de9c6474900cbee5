//! The in-app rules: the game in short, the shared rulings, the characters, the cards, the dice
//! and this game's own rulings, in the frame every game's rules page shares.

use leptos::prelude::*;

use epidemium::text::text;
use epidemium::Continent;
use lang::Lang;
use ui::rules_page;

pub fn rules(lang: Lang) -> impl IntoView {
    let t = text(lang);
    let characters = Continent::ALL
        .map(|c| view! { <li><strong>{t.character(c)}</strong>": "{t.continent(c)}</li> })
        .into_iter()
        .collect_view();
    let cards = [
        (t.bonus_life(), t.bonus_life_help()),
        (t.penalty(), t.penalty_help()),
        (t.magic_number(), t.magic_number_help()),
    ]
    .map(|(name, help)| view! { <li><strong>{name}</strong>": "{help}</li> })
    .into_iter()
    .collect_view();
    let [face, past, future] = t.dice_heads();
    let dice =
        t.dice_rows().iter().map(|[f, p, u]| view! { <tr><td>{*f}</td><td>{*p}</td><td>{*u}</td></tr> }).collect_view();
    let ours = t.our_rulings_list().iter().map(|l| view! { <li>{*l}</li> }).collect_view();
    let rest = view! {
        <h2>{t.the_characters()}</h2>
        <ul>{characters}</ul>
        <h2>{t.the_cards()}</h2>
        <ul>{cards}</ul>
        <h2>{t.the_dice()}</h2>
        <div class="table-scroll" tabindex="0" role="region" aria-label=t.the_dice()>
            <table class="squares"><thead><tr><th>{face}</th><th>{past}</th><th>{future}</th></tr></thead>
            <tbody>{dice}</tbody></table>
        </div>
        <h2>{t.our_rulings()}</h2>
        <p>{t.our_rulings_intro()}</p>
        <ol id="our-rulings">{ours}</ol>
    };
    rules_page(t, rest.into_any())
}
