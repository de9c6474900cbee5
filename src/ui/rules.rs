//! The parts every game's rules page shares: the title, the introduction and how to play.

use leptos::prelude::*;

/// One list item per line.
pub fn items(lines: &'static [&'static str]) -> impl IntoView {
    lines.iter().map(|l| view! { <li>{*l}</li> }).collect_view()
}

/// The page's title, its introduction, and the steps of play under their heading.
pub fn opening(
    title: &'static str,
    intro: &'static str,
    how: &'static str,
    steps: &'static [&'static str],
) -> impl IntoView {
    view! {
        <h1>{title}</h1>
        <p>{intro}</p>
        <h2>{how}</h2>
        <ol>{items(steps)}</ol>
    }
}
