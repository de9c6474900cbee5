//! The in-app rules: the game in short, the roles, the shared rulings and this game's own.

use leptos::prelude::*;

use crate::games::lab_race::text::text;
use crate::games::lab_race::Role;
use crate::text::Lang;
use crate::ui::rules::{items, opening};

pub fn rules(lang: Lang) -> impl IntoView {
    let t = text(lang);
    let roles = [Role::BikeCourier, Role::Seamstress, Role::SocialWorker]
        .map(|r| view! { <li><strong>{t.role(r)}</strong>": "{t.role_power(r)}</li> });
    view! {
        <article class="rules-text">
            {opening(t.title(), t.rules_intro(), t.how_to_play(), t.how_to_play_steps())}
            <h2>{t.the_roles()}</h2>
            <ul>{roles.into_iter().collect_view()}</ul>
            <h2>{t.rulings()}</h2>
            <ul id="rulings">{items(t.rulings_list())}</ul>
            <h2>{t.our_rulings()}</h2>
            <p>{t.our_rulings_intro()}</p>
            <ol id="our-rulings">{items(t.our_rulings_list())}</ol>
        </article>
    }
}
