//! The goal card: how you win, how you lose and a turn in three steps, with the game's picture.
//! A lesson opens on it ("Begin"); any table opens it from its bar ("Goal"), and in a lesson
//! under way or over it offers to play the lesson again.
//! May use: `model`, `teaching`.

use leptos::prelude::*;

use super::model::Model;
use super::teaching::CoachAct;
use table::coach::Coaching;
use text::coach::coach;
use ui::lang::word;

/// The card, over the table while it is open: at a lesson's start until "Begin", or opened
/// from the bar until "Back to the game".
#[component]
pub fn GoalCard(model: Model, picture: &'static str) -> impl IntoView {
    let t = move || coach(model.screen.lang.get());
    let at_start = move || model.coach.is_some_and(|c| c.said.with(|s| s.step == Coaching::Goal));
    let goal = Memo::new(move |_| (model.meta.teaching)(model.screen.lang.get()).goal);
    let close = move |_| match model.coach.filter(|_| at_start()) {
        Some(coach) => coach.act.run(CoachAct::Hear),
        None => model.screen.goal_open.set(false),
    };
    let again = move |_| {
        if let Some(coach) = model.coach {
            model.screen.goal_open.set(false);
            coach.act.run(CoachAct::Again);
        }
    };
    view! {
        <Show when=move || at_start() || model.screen.goal_open.get()>
            <section class="goal-card" id="goal-card" role="dialog" aria-labelledby="goal-title">
                <div class="picture" aria-hidden="true" inner_html=picture></div>
                <div class="goal-words">
                    <h2 id="goal-title">{word(model.screen.lang, |l| coach(l).goal())}</h2>
                    <h3>{word(model.screen.lang, |l| coach(l).how_you_win())}</h3>
                    <p id="goal-win">{move || goal.get().win}</p>
                    <h3>{word(model.screen.lang, |l| coach(l).how_you_lose())}</h3>
                    <p id="goal-lose">{move || goal.get().lose}</p>
                    <h3>{word(model.screen.lang, |l| coach(l).a_turn())}</h3>
                    <ol id="goal-turn">{move || goal.get().turn.map(|step| view! { <li>{step}</li> }).collect_view()}</ol>
                    <div class="goal-buttons">
                        <button id="goal-begin" class="primary" on:click=close>
                            {move || if at_start() { t().begin() } else { t().back_to_the_game() }}
                        </button>
                        <Show when=move || model.coach.is_some() && !at_start()>
                            <button id="lesson-again" on:click=again>{move || t().play_lesson_again()}</button>
                        </Show>
                    </div>
                </div>
            </section>
        </Show>
    }
}
