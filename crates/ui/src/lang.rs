//! The language shown: one signal for the whole app, remembered across visits (in the saves'
//! storage, or for the session where that is not possible) and mirrored in `<html lang>`.
//! Uses nothing of `ui`.

use leptos::prelude::*;

use lang::Lang;

const KEY: &str = "quarantable.lang";

#[derive(Clone, Copy)]
struct Shown(RwSignal<Lang>);

/// Starts the language: the link's (`?lang=`), else the one chosen last time, else the
/// browser's. Call once, at the app's root.
pub fn provide(from_link: Option<Lang>) -> RwSignal<Lang> {
    let lang = RwSignal::new(from_link.or_else(remembered).unwrap_or_else(browser));
    provide_context(Shown(lang));
    Effect::new(move |_| {
        let lang = lang.get();
        remember(lang);
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", lang.code());
        }
        // The name and description a browser shows when installing the app, where it reads them.
        if let Some(manifest) = document().query_selector("link[rel=manifest]").ok().flatten() {
            let file = if lang == Lang::It { "manifest.it.webmanifest" } else { "manifest.webmanifest" };
            let _ = manifest.set_attribute("href", file);
        }
    });
    lang
}

/// A label in the language shown, that follows it when it changes. Every label is this one
/// closure type, whatever it says, so the app carries one reactive text view for all of them
/// and each label costs only its picking function. `pick` is a plain function:
/// `word(lang, |l| shell(l).undo())`.
pub fn word(
    lang: impl Into<Signal<Lang>>,
    pick: fn(Lang) -> &'static str,
) -> impl Fn() -> &'static str + Copy + Send + Sync {
    said(lang.into(), pick)
}

/// `word`'s closure, made in a function that is not generic, so that it is one type.
fn said(lang: Signal<Lang>, pick: fn(Lang) -> &'static str) -> impl Fn() -> &'static str + Copy + Send + Sync {
    move || pick(lang.get())
}

/// The language shown, for any component.
pub fn use_lang() -> RwSignal<Lang> {
    use_context::<Shown>().map(|s| s.0).unwrap_or_else(|| RwSignal::new(Lang::En))
}

fn browser() -> Lang {
    window().navigator().language().map(|tag| Lang::from_browser(&tag)).unwrap_or_default()
}

fn stores() -> impl Iterator<Item = web_sys::Storage> {
    let local = window().local_storage().ok().flatten();
    let session = window().session_storage().ok().flatten();
    local.into_iter().chain(session)
}

fn remembered() -> Option<Lang> {
    stores().find_map(|s| s.get_item(KEY).ok().flatten()).and_then(|code| Lang::from_code(&code))
}

/// Kept where it can be: localStorage, else sessionStorage (a sandboxed page may have neither).
fn remember(lang: Lang) {
    let _ = stores().find(|s| s.set_item(KEY, lang.code()).is_ok());
}

/// The switch shown on every screen.
#[component]
pub fn LanguageSwitch() -> impl IntoView {
    let lang = use_lang();
    let options = Lang::ALL
        .into_iter()
        .map(|l| view! { <option value=l.code() selected=move || lang.get() == l lang=l.code()>{l.name()}</option> })
        .collect_view();
    view! {
        <label class="lang-switch">
            <span class="visually-hidden">{word(lang, |l| text::shell(l).language())}</span>
            <select id="lang" data-testid="lang"
                on:change=move |ev| lang.set(Lang::from_code(&event_target_value(&ev)).unwrap_or_default())>
                {options}
            </select>
        </label>
    }
}
