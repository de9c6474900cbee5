//! The coach of a guided first game (issue 32), by the board: the rule that just came up in a
//! sentence or two, and the learner's next action, which glows where it is on the table
//! (`data-coach-target`); or "Next", where the computer waits until it has been read.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::seated::Handle;
use super::Model;
use crate::app::{navigate, setup};
use crate::table::coach::Coaching;
use crate::table::route::Route;
use crate::text::coach::coach;
use crate::text::Lang;
use crate::ui::GameUi;

/// What the coach says now, with the game's type erased.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    pub step: Coaching<()>,
    /// The rule told, as its rules page names it.
    pub rule: Option<&'static str>,
    /// One or two sentences.
    pub text: String,
}

/// The coach of a guided game: what it says, and the learner's "Next".
#[derive(Clone, Copy)]
pub struct Coach {
    pub said: Memo<Said>,
    /// Opens the setup of a real game with the guided game's people and computer.
    pub real_game: Callback<()>,
    pub hear: Callback<()>,
    /// A tap on something the coach did not point at, until the next step.
    pub oops: RwSignal<bool>,
}

impl Coach {
    /// The coach of the game at `table`, where it is a guided game.
    pub fn of(table: Handle, game: &'static str, lang: RwSignal<Lang>) -> Option<Coach> {
        table.try_untracked(|t| t.guided()).filter(|&guided| guided)?;
        let said = Memo::new(move |_| table.with(|t| t.said(lang.get())));
        let oops = RwSignal::new(false);
        Effect::new(move |_| {
            said.track();
            oops.set(false);
        });
        let real_game = Callback::new(move |_| {
            setup::carry(table.with(|t| t.seats()));
            navigate(&Route::Setup { game: game.into() }, false);
        });
        Some(Coach { said, real_game, hear: Callback::new(move |_| table.with(|t| t.hear())), oops })
    }
}

/// What the coach says at `step`: the rule's words, then the learner's next action (`ask`, by
/// its label) or who moves meanwhile (`who`).
pub fn say<G: GameUi>(step: Coaching<G::Rule>, lang: Lang, ask: Option<String>, who: Option<String>) -> Said {
    let t = coach(lang);
    let rule = match step {
        Coaching::Ask { rule } => rule,
        Coaching::Explain { rule } => Some(rule),
        Coaching::Watch | Coaching::Done => None,
    };
    let words = rule.map(|r| G::rule_words(r, lang));
    let then = match step {
        Coaching::Ask { .. } => ask.map(|label| t.ask(&label)),
        Coaching::Watch => who.map(|who| t.watch(&who)),
        Coaching::Done => Some(t.done(G::title(lang))),
        Coaching::Explain { .. } => None,
    };
    let text = [words.map(|(_, why)| why.to_string()), then].into_iter().flatten().collect::<Vec<_>>().join(" ");
    let step = match step {
        Coaching::Ask { .. } => Coaching::Ask { rule: None },
        Coaching::Explain { .. } => Coaching::Explain { rule: () },
        Coaching::Watch => Coaching::Watch,
        Coaching::Done => Coaching::Done,
    };
    Said { step, rule: words.map(|(name, _)| name), text }
}

/// The coach box, where the last move's line is in a real game: it never covers the board.
#[component]
pub fn CoachBox(model: Model, coach: Coach) -> impl IntoView {
    let t = move || self::coach(model.lang.get());
    let step = move || coach.said.with(|s| s.step);
    let real_game = move |_| coach.real_game.run(());
    watch_for_wrong_taps(coach);
    // Focus goes to what the coach points at, where it fell with the button tapped.
    Effect::new(move |_| {
        coach.said.track();
        super::keys::keep_focus();
    });
    view! {
        <section class="coach" id="coach" aria-label=move || t().coach()
            data-done=move || (step() == Coaching::Done).then_some("true")
            data-step=move || step_name(step())>
            <p class="coach-say" role="status" aria-live="polite" aria-atomic="true" tabindex="0">
                {move || coach.said.with(|s| s.rule).map(|rule| view! { <strong class="coach-rule" data-rule=rule>{rule}</strong> })}
                " " <span id="coach-text">{move || coach.said.with(|s| s.text.clone())}</span>
                {move || coach.oops.get().then(|| view! { " " <em class="coach-oops">{t().oops()}</em> })}
            </p>
            <div class="coach-buttons">
                <Show when=move || matches!(step(), Coaching::Explain { .. })>
                    <button id="coach-next" class="primary" on:click=move |_| coach.hear.run(())>{move || t().next()}</button>
                </Show>
                <Show when=move || step() == Coaching::Done fallback=move || view! {
                    <button id="coach-skip" class="link" on:click=real_game>{move || t().skip()}</button> }>
                    <button id="coach-real" class="primary" on:click=real_game>{move || t().play_real_game()}</button>
                </Show>
            </div>
        </section>
    }
}

/// The step's name on the page, for styles and tests.
fn step_name(step: Coaching<()>) -> &'static str {
    match step {
        Coaching::Ask { .. } => "ask",
        Coaching::Explain { .. } => "explain",
        Coaching::Watch => "watch",
        Coaching::Done => "done",
    }
}

/// A tap on the table that is not on what the coach points at is answered kindly (and does
/// nothing else: the only action allowed is the one pointed at).
fn watch_for_wrong_taps(coach: Coach) {
    // On the press, not the click: a tap on the target acts at once, and by the click's end
    // the next step has taken the target's mark away, which looked like a wrong tap.
    let handle = window_event_listener(leptos::ev::pointerdown, move |e| {
        let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let Some(target) = target else { return };
        let closest = |selector: &str| target.closest(selector).ok().flatten().is_some();
        let asking = coach.said.with_untracked(|s| matches!(s.step, Coaching::Ask { .. }));
        if asking && closest(".table-layout") && !closest("[data-coach-target], .history, .coach, .keys") {
            coach.oops.set(true);
        }
    });
    on_cleanup(move || handle.remove());
}
