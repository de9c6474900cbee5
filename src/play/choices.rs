//! The person's choices as buttons, grouped by kind where they are many (table::choices).
//! Keys 1-9 take the n-th button shown. The usual action (`Game::usual`) plays itself after a
//! countdown drawn on its button and said in words, unless the person stops it to choose.
//! May use: `model`.

use std::time::Duration;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::model::{Model, Screen};
use table::choices::{self, Choice};
use text::shell;
use ui::lang::word;

/// How long the usual action's countdown runs from the frame its prompt is drawn in: long
/// enough to read what will be played and reach "Wait, I'll choose". The bar on its button
/// (style/main.css, `usual-beat`) runs as long.
const USUAL_BEAT: Duration = Duration::from_secs(3);
/// The countdown says the whole seconds left, one at a time.
const SECOND: Duration = Duration::from_secs(1);

/// Presses the n-th button shown (a key or a tap).
pub fn choose(model: Model, at: usize, choice: &Choice) {
    match choice {
        Choice::Action(i, _) => model.commands.press.run((at, *i)),
        Choice::Kind(kind, _) => {
            let position = model.snap.with_untracked(|s| s.position);
            model.screen.open_kind.set(Some((position, kind.clone())))
        }
        Choice::AllKinds => model.screen.open_kind.set(None),
    }
}

/// The choices shown: the person's actions, grouped by kind where they are many, with the kind
/// opened in this position open.
pub fn shown(model: Model) -> Memo<Vec<Choice>> {
    let (offers, position) = (model.slice(|s| s.offers.clone()), model.slice(|s| s.position));
    let open_kind = model.screen.open_kind;
    Memo::new(move |_| {
        let open = Screen::kept(open_kind.get(), position.get());
        offers.with(|offers| choices::shown(offers, open.as_deref()))
    })
}

#[component]
pub fn Choices(model: Model) -> impl IntoView {
    let t = move || shell(model.screen.lang.get());
    let (choices, ply, usual) = (shown(model), model.slice(|s| s.ply), model.slice(|s| s.usual));
    // The usual action's button and its position, once the dice have landed: its countdown is
    // drawn then, and runs from then, so that the whole of it is seen.
    let rolling = model.screen.rolling;
    let beat = Memo::new(move |_| usual.get().filter(|_| !rolling.now()).map(|button| (ply.get(), button)));
    let left = countdown(model, beat);
    // The usual action's button keeps the room of its seconds for the whole position: nothing
    // moves when its countdown starts, or when the person stops it to choose.
    let room = Memo::new(move |before: Option<&Option<(usize, usize)>>| {
        let ply = ply.get();
        usual.get().map(|button| (ply, button)).or_else(|| before.copied().flatten().filter(|&(at, _)| at == ply))
    });
    let warned = model.slice(|s| s.warning.clone());
    let buttons = move || {
        let ply = ply.get();
        choices
            .get()
            .into_iter()
            .enumerate()
            .map(|(n, choice)| {
                let (label, class, data) = match &choice {
                    Choice::Action(i, offer) => (offer.label.clone(), "action", i.to_string()),
                    Choice::Kind(kind, count) => (format!("{kind} ({count})"), "kind", kind.clone()),
                    Choice::AllKinds => (format!("← {}", t().all_choices()), "all-kinds", String::new()),
                };
                let keys = (n < 9).then(|| (n + 1).to_string());
                let (action, kind) = (class == "action", class == "kind");
                let usual = matches!(choice, Choice::Action(i, _) if beat.get().is_some_and(|(_, b)| b == i));
                let room = matches!(choice, Choice::Action(i, _) if room.get().is_some_and(|(_, b)| b == i));
                let card = matches!(&choice, Choice::Action(_, offer) if offer.card);
                let loses = match &choice {
                    Choice::Action(_, offer) => offer.loses,
                    _ => None,
                };
                let mark = loses.map(|loss| view! { " " <span class="loses-mark">{t().loses_mark(loss)}</span> });
                view! {
                    <button class=class class:usual=usual class:card=card data-action=action.then(|| data.clone()) data-kind=kind.then_some(data)
                        data-loses=loses.map(|_| "") data-coach-target=model.coach.is_some().then_some("")
                        aria-keyshortcuts=keys on:click=move |_| choose(model, ply, &choice)>{label}{mark}
                        {room.then(|| view! { <span class="beat-left" aria-hidden="true">{move || beat.get().map(|_| left.get())}</span> })}</button>
                }
            })
            .collect_view()
    };
    view! {
        <div class="actions" role="group" aria-label=word(model.screen.lang, |l| shell(l).actions())>{buttons}</div>
        {move || usual_beat(model, choices, beat, left)}
        {move || warned.get().map(|words| warning(model, words))}
    }
}

/// The warning before an action that loses the game, tapped once (`Screen::warned`): what it
/// does, the button that plays it all the same and the one to choose again. It takes the
/// focus on the one that plays nothing, so that a second Enter or a held key never loses the
/// game; choosing again gives the focus back to what had it.
fn warning(model: Model, words: String) -> impl IntoView {
    let lang = model.screen.lang;
    let (again, from) = (NodeRef::<leptos::html::Button>::new(), StoredValue::new_local(document().active_element()));
    Effect::new(move |_| {
        if let Some(button) = again.get() {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = button.focus_with_options(&options);
        }
    });
    let choose_again = move |_| {
        model.screen.warned.set(None);
        let Some(back) = from.try_get_value().flatten().filter(|el| el.is_connected()) else { return };
        // The tap may have come from the board, whose places are SVG.
        let _ = match back.dyn_into::<web_sys::HtmlElement>() {
            Ok(html) => html.focus(),
            Err(el) => el.unchecked_into::<web_sys::SvgElement>().focus(),
        };
    };
    view! {
        <div class="loses-warning" id="loses-warning" role="alert">
            <p>{words}</p>
            <button id="loses-confirm" on:click=move |_| model.commands.confirm.run(())>{move || shell(lang.get()).play_it_anyway()}</button>
            <button id="loses-cancel" node_ref=again on:click=choose_again>{move || shell(lang.get()).choose_again()}</button>
        </div>
    }
}

/// The usual action about to play itself, said in words with the seconds left (also on its
/// button, beside the bar that shrinks there), with the button that stops it for the person to
/// choose: a move made for them is never a surprise.
fn usual_beat(
    model: Model,
    choices: Memo<Vec<Choice>>,
    beat: Memo<Option<(usize, usize)>>,
    left: Signal<u64>,
) -> Option<impl IntoView> {
    let (ply, index) = beat.get()?;
    let label = choices.with(|c| {
        c.iter().find_map(|choice| match choice {
            Choice::Action(i, offer) if *i == index => Some(offer.label.clone()),
            _ => None,
        })
    })?;
    let lang = model.screen.lang;
    let said = move || shell(lang.get()).played_for_you(&label, left.get());
    let choose = move |_| model.screen.choosing.set(Some(ply));
    Some(view! {
        <p class="usual-beat" role="status" data-left=move || left.get().to_string()>{said} " "
            <button id="let-me-choose" aria-keyshortcuts="W" on:click=choose>{move || shell(lang.get()).let_me_choose()}</button></p>
    })
}

/// The seconds left before the usual action of the `beat` shown plays, counted from the frame
/// its prompt is drawn in; at none left it plays. A new beat, or none (the person stopped it,
/// acted, or left the position), ends the count before it.
fn countdown(model: Model, beat: Memo<Option<(usize, usize)>>) -> Signal<u64> {
    let left = RwSignal::new(None);
    let count = Count { model, left, run: StoredValue::new(0) };
    Effect::new(move |_| {
        count.run.update_value(|run| *run += 1);
        let Some((ply, _)) = beat.get() else { return left.set(None) };
        left.set(Some(USUAL_BEAT.as_secs()));
        let this = count.run.get_value();
        request_animation_frame(move || count.tick(ply, this));
    });
    Signal::derive(move || left.get().unwrap_or(USUAL_BEAT.as_secs()))
}

/// The usual action's countdown: the seconds left, and which count runs (a tick of an ended
/// one does nothing).
#[derive(Clone, Copy)]
struct Count {
    model: Model,
    left: RwSignal<Option<u64>>,
    run: StoredValue<u32>,
}

impl Count {
    fn tick(self, ply: usize, this: u32) {
        set_timeout(
            move || {
                // The screen may be gone by then: its signals with it.
                if self.run.try_get_value() != Some(this) {
                    return;
                }
                match self.left.try_update(|left| {
                    *left = left.map(|s| s.saturating_sub(1));
                    *left
                }) {
                    Some(Some(0)) => self.model.commands.for_you.run(ply),
                    Some(Some(_)) => self.tick(ply, this),
                    _ => {}
                }
            },
            SECOND,
        );
    }
}
