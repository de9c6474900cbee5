//! "Share this game": the button and its dialog, whose contents (the game's link, its QR code,
//! the game as a file, the seats to give) are a part of their own (`share_part`). What may be
//! shared is the table's call (`table::travel::sharing`): a game keeping a secret is not shared
//! before its end.
//! May use: `model`, `share_part`.

use leptos::html::Dialog;
use leptos::prelude::*;

use super::model::Model;
use super::share_part;
use table::travel::Sharing;
use text::shell;
use text::travel::travel;
use ui::lang::word;

/// The Share button, and the dialog it opens with what may be shared of the game as it stands.
#[component]
pub fn Share(model: Model) -> impl IntoView {
    let dialog = NodeRef::<Dialog>::new();
    let shown = RwSignal::new(None::<Sharing>);
    // The person whose seat this device gave up, for whose new device the link is.
    let given = RwSignal::new(None::<String>);
    let open = move |_| {
        // Made when asked for, not after every move: a link replays the whole game.
        given.set(None);
        shown.set(Some(model.commands.share.run(())));
        if let Some(d) = dialog.get() {
            let _ = d.show_modal();
        }
    };
    let opened = Memo::new(move |_| shown.with(Option::is_some));
    let soon = share_part::prefetcher();
    let close = move |_| {
        if let Some(d) = dialog.get() {
            d.close();
        }
    };
    view! {
        // Another device's turn: sending this device's move is the one thing to do here (a
        // device that only watches has none to send).
        <Show when=move || model.snap.with(|s| s.elsewhere.is_some()) && !model.meta.watching>
            <button id="send-move" class="primary" aria-haspopup="dialog" on:click=open
                on:pointerenter=move |_| soon() on:focus=move |_| soon()>{word(model.screen.lang, |l| shell(l).send_move())}</button>
        </Show>
        <button id="share" aria-haspopup="dialog" on:click=open
            on:pointerenter=move |_| soon() on:focus=move |_| soon()>{word(model.screen.lang, |l| shell(l).share())}</button>
        <dialog class="share" id="share-dialog" node_ref=dialog aria-labelledby="share-title" on:close=move |_| shown.set(None)>
            <h2 id="share-title">{move || title(model, given.get())}</h2>
            {move || given.get().map(|name| view! { <p class="note" data-given>{travel(model.screen.lang.get()).given_to_next(&name)}</p> })}
            // What is shared, once asked for: the part comes when the dialog first opens.
            {move || opened.get().then(|| share_part::contents_of(model, shown, given))}
            <button id="close-share" on:click=close>{word(model.screen.lang, |l| shell(l).close())}</button>
        </dialog>
    }
}

/// "Send to Luca" where the link is for the person elsewhere whose turn it is, or for the new
/// device of the person whose seat this device gave up.
fn title(model: Model, given: Option<String>) -> String {
    match given.or_else(|| model.snap.with(|s| s.elsewhere.clone()).filter(|_| !model.meta.watching)) {
        Some(name) => travel(model.screen.lang.get()).send_to(&name),
        _ => shell(model.screen.lang.get()).share_title().to_string(),
    }
}
