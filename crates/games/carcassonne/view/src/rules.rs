//! The in-app rules: how to play here, the rulings this product follows (both languages), and
//! the 24 kinds of tile with how many of each, drawn from the tile list the rules read.

use leptos::prelude::*;

use super::panel::tile_picture;
use carcassonne::art;
use carcassonne::text::covid::covid_text;
use carcassonne::text::text;
use carcassonne::tiles::kinds;
use lang::Lang;
use ui::rules_page;

pub fn rules(lang: Lang) -> impl IntoView {
    let t = text(lang);
    let tiles = kinds()
        .iter()
        .map(|k| view! { <li data-kind=format!("{:?}", k.kind)>{tile_picture(k.kind, 0, "cc-kind")}<span>"×"{k.count}</span></li> })
        .collect_view();
    let gallery = view! {
        <svg class="visually-hidden" aria-hidden="true"><defs inner_html=art::defs() /></svg>
        <h2>{t.the_tiles()}</h2>
        <ul class="cc-kinds">{tiles}</ul>
        <h2>{covid_text(lang).rules_title()}</h2>
        <div class="cc-kinds">{tile_picture(carcassonne::Kind::Covid, 0, "cc-kind")}</div>
        <ul id="covid-rulings">{covid_text(lang).rules_list().iter().map(|l| view! { <li>{*l}</li> }).collect_view()}</ul>
    };
    rules_page(t, gallery.into_any())
}
