//! The in-app rules: the game in short, the shared rulings, the roles and this game's own
//! rulings, in the frame every game's rules page shares.

use leptos::prelude::*;

use lab_race::text::text;
use lab_race::Role;
use lang::Lang;
use ui::rules_page;

pub fn rules(lang: Lang) -> impl IntoView {
    let t = text(lang);
    let roles = [Role::BikeCourier, Role::Seamstress, Role::SocialWorker]
        .map(|r| view! { <li><strong>{t.role(r)}</strong>": "{t.role_power(r)}</li> });
    let ours = t.our_rulings_list().iter().map(|l| view! { <li>{*l}</li> }).collect_view();
    let rest = view! {
        <h2>{t.the_roles()}</h2>
        <ul>{roles.into_iter().collect_view()}</ul>
        <h2>{t.our_rulings()}</h2>
        <p>{t.our_rulings_intro()}</p>
        <ol id="our-rulings">{ours}</ol>
    };
    rules_page(t, rest.into_any())
}
