//! What the latest action did, beside the board, so that a computer's or the virus's move is
//! never out of sight: after others' turns, each move since this person's last one ("While you
//! waited"), each a button that shows it on the board; back from another device, every move
//! made there. Its height is fixed, so the board never moves: the oldest moves that do not fit
//! are counted in one button that opens the log, never scrolled out of sight.
//! May use: `model`.

use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};

use super::model::Model;
use lang::Lang;
use text::shell;
use ui::lang::word;

#[component]
pub fn LastMove(model: Model) -> impl IntoView {
    let t = move || shell(model.screen.lang.get());
    let live = move || model.screen.replay.get().is_none();
    // Back from another device, and nothing played here yet: every move made there is told.
    let (ply, waited, looking) = (model.slice(|s| s.ply), model.slice(|s| s.waited), model.slice(|s| s.looking));
    let arrived = move || model.meta.since.filter(|&(_, at)| live() && ply.get() == at);
    let waited = move || waited.get().filter(|_| live() && arrived().is_none());
    let upto = move || model.screen.replay.get().unwrap_or_else(|| ply.get());
    let entries = Memo::new(move |_| {
        // Read, not only tracked: a memo that nothing reads is never run.
        let _lines_depend_on = (model.screen.lang.get(), looking.get());
        let from = arrived().map(|(since, _)| since).or_else(waited).unwrap_or(upto().saturating_sub(1));
        let lines = (from..upto()).map(|ply| (ply, model.commands.log_lines.run(ply).join("; ")));
        lines.filter(|(_, line)| !line.is_empty()).collect::<Vec<_>>()
    });
    // Fitted again after every drawing of the moves (the list below asks) and when the window
    // or the language changes.
    let line = NodeRef::<Div>::new();
    let refit = move || {
        let lang = model.screen.lang.get_untracked();
        request_animation_frame(move || {
            // The screen may be gone by the next frame.
            if let Some(line) = line.try_get_untracked().flatten() {
                fit(&line, lang);
            }
        });
    };
    Effect::new(move |_| {
        model.screen.lang.track();
        refit();
    });
    let resized = window_event_listener(leptos::ev::resize, move |_| refit());
    on_cleanup(move || resized.remove());
    let tag = move || match (arrived(), waited()) {
        (Some(_), _) => t().since_your_move(),
        (None, Some(_)) => t().while_you_waited(),
        _ => t().last_move(),
    };
    // The replay, from before those moves, steps through them on the board.
    let show_since = move |_| model.screen.replay.set(arrived().map(|(since, _)| since));
    // One move waited for, shown on the board as it was just after it: words that flow on from
    // the label (a <button> would break the line before a long move), which keys press too.
    let entry = move |(ply, line): (usize, String)| {
        let show = move || model.screen.replay.set(Some(ply + 1));
        let key = move |e: KeyboardEvent| {
            if matches!(e.key().as_str(), "Enter" | " ") {
                e.prevent_default();
                show();
            }
        };
        match waited() {
            Some(_) => view! { <li><span class="link" role="button" tabindex="0" data-ply=ply on:click=move |_| show() on:keydown=key>{line}</span></li> }.into_any(),
            None => view! { <li>{line}</li> }.into_any(),
        }
    };
    view! {
        <div class="last-move" id="last-move" node_ref=line data-waited=move || waited().is_some().then_some("true")>
            <Show when=move || entries.with(|e| !e.is_empty())>
                <span class="last-move-tag">{tag}</span> " "
                <Show when=move || arrived().is_some()>
                    <button id="show-since" class="link" on:click=show_since>{word(model.screen.lang, |l| shell(l).show_on_board())}</button> " "
                </Show>
            </Show>
            <button id="moves-earlier" class="link" hidden on:click=|_| open_log()></button>
            <ol class="moves">{move || {
                refit();
                entries.get().into_iter().map(entry).collect_view()
            }}</ol>
        </div>
    }
}

/// Hides the oldest moves, one at a time, until the rest fit the box, and says how many are
/// hidden; the newest (the one the board shows) always stays, whole: too long alone, it scrolls
/// within the box (which keys then reach), so the board below never moves.
fn fit(line: &Element, lang: Lang) {
    let (Ok(moves), Ok(Some(earlier))) =
        (line.query_selector_all(".moves > li"), line.query_selector("#moves-earlier"))
    else {
        return;
    };
    let item = |at: u32| moves.item(at).and_then(|node| node.dyn_into::<Element>().ok());
    // From every move shown: the box may have grown since it was last fitted.
    (0..moves.length()).filter_map(item).for_each(|shown| drop(shown.remove_attribute("hidden")));
    let _ = earlier.set_attribute("hidden", "");
    let _ = line.remove_attribute("data-scrolls");
    let _ = line.remove_attribute("tabindex");
    let mut hidden = 0;
    while line.scroll_height() > line.client_height() && hidden + 1 < moves.length() {
        if let Some(oldest) = item(hidden) {
            let _ = oldest.set_attribute("hidden", "");
        }
        hidden += 1;
        earlier.set_text_content(Some(&shell(lang).moves_earlier(hidden as usize)));
        let _ = earlier.set_attribute("data-earlier", &hidden.to_string());
        let _ = earlier.remove_attribute("hidden");
    }
    if line.scroll_height() > line.client_height() {
        let _ = line.set_attribute("data-scrolls", "");
        let _ = line.set_attribute("tabindex", "0");
    }
}

/// The log, below the table, brought into view with the keys' focus on it.
fn open_log() {
    if let Some(log) = document().get_element_by_id("log").and_then(|log| log.dyn_into::<web_sys::HtmlElement>().ok()) {
        log.scroll_into_view();
        let _ = log.focus();
    }
}
