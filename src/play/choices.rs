//! The person's choices as buttons, grouped by kind where they are many (table::choices).
//! Keys 1-9 take the n-th button shown.
//! May use: `model`.

use leptos::prelude::*;

use super::model::{Model, Screen};
use table::choices::{self, Choice};
use text::shell;
use ui::lang::word;

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
                let usual = matches!(choice, Choice::Action(i, _) if usual.get() == Some(i));
                let card = matches!(&choice, Choice::Action(_, offer) if offer.card);
                view! {
                    <button class=class class:usual=usual class:card=card data-action=action.then(|| data.clone()) data-kind=kind.then_some(data)
                        data-coach-target=model.coach.is_some().then_some("")
                        aria-keyshortcuts=keys on:click=move |_| choose(model, ply, &choice)>{label}</button>
                }
            })
            .collect_view()
    };
    view! {
        <div class="actions" role="group" aria-label=word(model.screen.lang, |l| shell(l).actions())>{buttons}</div>
        {move || usual_beat(model, choices, usual)}
    }
}

/// The usual action about to play itself, said in words beside its button's countdown, with
/// the button that stops it for the person to choose: a move made for them is never a surprise.
fn usual_beat(model: Model, choices: Memo<Vec<Choice>>, usual: Memo<Option<usize>>) -> Option<impl IntoView> {
    let index = usual.get()?;
    let label = choices.with(|c| {
        c.iter().find_map(|choice| match choice {
            Choice::Action(i, offer) if *i == index => Some(offer.label.clone()),
            _ => None,
        })
    })?;
    let t = shell(model.screen.lang.get());
    let choose = move |_| model.screen.choosing.set(Some(model.snap.with_untracked(|s| s.ply)));
    Some(view! {
        <p class="usual-beat" role="status">{t.played_for_you(&label)} " "
            <button id="let-me-choose" aria-keyshortcuts="W" on:click=choose>{t.let_me_choose()}</button></p>
    })
}
