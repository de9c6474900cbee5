//! Parts of the app fetched when first used: each game (`catalogue`), the list of saves and the
//! reading of a game that arrives (`arrive`). Each is a `#[lazy]` function, a split point that
//! the release build (scripts/split-wasm.mjs) moves into a file of its own, so that the home
//! screen, which every first visit waits for, carries none of them.
//! May use: nothing of the app.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use leptos::prelude::*;

use text::shell;
use ui::lang::use_lang;
use ui::lang::word;

/// Starts fetching a part where a person is about to use it (a game's card pointed at, its
/// setup screen), so that it shows at once; a part is fetched once however often asked.
pub fn prefetch<T>(load: impl Future<Output = T> + 'static) {
    leptos::task::spawn_local(async move {
        load.await;
    });
}

/// What shows while a part is coming.
#[derive(Clone, Copy)]
pub enum Meanwhile {
    /// A line that says it is coming: for the screen's point (a game, an arriving game).
    Opening,
    /// Nothing: for what is not (the list of saves below the games).
    Nothing,
}

/// `show(part)` once the part has come (at once when it has come before).
pub fn when_loaded<T>(
    load: impl Future<Output = T> + 'static,
    meanwhile: Meanwhile,
    show: impl Fn(T) -> AnyView + Send + Sync + 'static,
) -> AnyView
where
    T: Clone + Send + Sync + 'static,
{
    let shown = async move {
        let part = load.await;
        Arc::new(move || show(part.clone())) as Shown
    };
    shown_when_ready(Box::pin(shown), meanwhile)
}

/// What shows a part that has come.
type Shown = Arc<dyn Fn() -> AnyView + Send + Sync>;

/// The screen's side of `when_loaded`, the same for every part: one copy of its signal and
/// view in the home screen's file, however many parts wait through it.
fn shown_when_ready(shown: Pin<Box<dyn Future<Output = Shown>>>, meanwhile: Meanwhile) -> AnyView {
    let part = RwSignal::new(None::<Shown>);
    leptos::task::spawn_local(async move {
        // The screen may have been left meanwhile; then nobody waits for it.
        let _ = part.try_set(Some(shown.await));
    });
    let lang = use_lang();
    let waiting = move || match meanwhile {
        Meanwhile::Opening => {
            view! { <p class="starting" role="status">{word(lang, |l| shell(l).opening())}</p> }.into_any()
        }
        Meanwhile::Nothing => ().into_any(),
    };
    (move || part.get().map_or_else(waiting, |show| show())).into_any()
}
