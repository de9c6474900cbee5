//! Issue 34, "an end that celebrates the winners on the board with the placings, then steps
//! aside": when a game ends on this screen, the board shows the podium (the first three places,
//! in their colours) with confetti for a few seconds, then it fades and leaves the board and the
//! end panel beside it as they are. A finished game opened again, or replayed, lies still.
//! Decoration only (the announcer and the end panel say it all in words), so it takes no taps.

use std::time::Duration;

use leptos::prelude::*;

use super::ending::{End, Finisher};
use super::Model;
use crate::ui::sound::{self, Sound};

/// How long the podium stays on the board (style/main.css `celebrate` lasts as long).
const STAY: Duration = Duration::from_millis(3600);
/// Confetti pieces, each with its own place, delay and colour from the seats.
const CONFETTI: usize = 18;

#[component]
pub fn Celebration(model: Model) -> impl IntoView {
    let shown = RwSignal::new(false);
    Effect::new(move |before: Option<bool>| {
        let ended = model.end.with(Option::is_some);
        if before == Some(false) && ended {
            shown.set(true);
            if model.end.with(won) {
                sound::play(Sound::Win);
            }
            set_timeout(
                move || {
                    let _ = shown.try_set(false);
                },
                STAY,
            );
        }
        ended
    });
    let podium = move || model.end.with(|end| end.as_ref().map(|e| podium(&e.finishers)).unwrap_or_default());
    let colours = move || {
        model.end.with(|end| {
            end.as_ref().map(|e| e.finishers.iter().map(|f| f.colour).collect::<Vec<_>>()).unwrap_or_default()
        })
    };
    view! {
        <Show when=move || shown.get() && model.replay.with(Option::is_none)>
            <div class="celebration" aria-hidden="true">
                <Show when=move || model.end.with(won)>{move || confetti(&colours())}</Show>
                <p class="headline">{move || model.end.with(|e| e.as_ref().map(|e| e.headline.clone()))}</p>
                <ol class="podium">{podium}</ol>
            </div>
        </Show>
    }
}

/// Someone won (a game the virus wins celebrates no one).
fn won(end: &Option<End>) -> bool {
    end.as_ref().is_some_and(|e| e.finishers.iter().any(|f| f.place == Some(1)))
}

/// The first three places, second on the left, first in the middle, third on the right, as on
/// a real podium; players sharing a place stand on one step.
fn podium(finishers: &[Finisher]) -> Vec<AnyView> {
    [2, 1, 3]
        .into_iter()
        .filter_map(|place| {
            let here: Vec<&Finisher> = finishers.iter().filter(|f| f.place == Some(place)).collect();
            (!here.is_empty()).then(|| {
                let names = here
                    .iter()
                    .map(|f| view! { <span class="who"><span class="dot" style:background=f.colour></span>{f.name.clone()}</span> })
                    .collect_view();
                view! { <li class=format!("step place-{place}")><span class="names">{names}</span><span class="number">{place}</span></li> }
                    .into_any()
            })
        })
        .collect()
}

fn confetti(colours: &[&'static str]) -> impl IntoView {
    (0..CONFETTI)
        .map(|i| {
            let colour = colours.get(i % colours.len().max(1)).copied().unwrap_or("#f0e442");
            // Spread over the board's width and over half a second, by steps that share no
            // factor with the count, so that no two pieces fall together.
            let (x, delay) = ((i * 37) % 100, (i * 7) % CONFETTI * 30);
            view! { <span class="bit" style:background=colour style:--x=format!("{x}%") style:--delay=format!("{delay}ms")></span> }
        })
        .collect_view()
}
