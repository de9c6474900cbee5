//! The ways out a screen's bar offers, unless the page keeps its pupil from them: the way home
//! and the language switch.
//! May use: `embed`.

use leptos::prelude::*;

use super::embed::Page;
use lang::Lang;
use table::embed::Lock;
use text::shell;
use ui::lang::word;
use ui::lang::LanguageSwitch;

/// The language switch, unless the page keeps the language.
pub fn language_switch() -> Option<impl IntoView> {
    (!Page::get().locked(Lock::Lang)).then(|| view! { <LanguageSwitch /> })
}

/// The way home, unless the page keeps its pupil in its game.
pub fn home_link(lang: RwSignal<Lang>) -> Option<impl IntoView> {
    (!Page::get().locked(Lock::Home)).then(|| view! { <a href="#/" class="home">{word(lang, |l| shell(l).home())}</a> })
}
