//! An end that celebrates the winners on the board with their places, then steps aside: when a
//! game ends on this screen, the board shows the podium (the first three places, in their
//! colours) with confetti for a moment (`STAY`), then it fades and leaves the board and the end
//! panel beside it as they are. A finished game opened again, or replayed, lies still.
//! Decoration only (the announcer and the end panel say it all in words), so it takes no taps.
//! May use: `ending`, `model`.

use std::time::Duration;

use leptos::prelude::*;

use super::ending::{End, Finisher};
use super::model::Model;
use ui::sound::{Sound, Speaker};

/// How long the podium stays on the board (style/main.css `celebrate` lasts as long).
const STAY: Duration = Duration::from_millis(3600);
/// Confetti pieces, each with its own place, delay and colour from the seats.
const CONFETTI: usize = 18;

#[component]
pub fn Celebration(model: Model) -> impl IntoView {
    let shown = RwSignal::new(false);
    let (end, speaker) = (model.slice(|s| s.end.clone()), Speaker::here());
    Effect::new(move |before: Option<bool>| {
        let ended = end.with(|end| end.as_ref().is_some_and(|e| e.stands));
        if before == Some(false) && ended {
            shown.set(true);
            if end.with(won) {
                speaker.play(Sound::Win);
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
    let podium = move || end.with(|end| end.as_ref().map(|e| podium(&e.finishers)).unwrap_or_default());
    let colours = move || {
        end.with(|end| {
            end.as_ref().map(|e| e.finishers.iter().map(|f| f.colour).collect::<Vec<_>>()).unwrap_or_default()
        })
    };
    view! {
        <Show when=move || shown.get() && model.screen.replay.with(Option::is_none)>
            <div class="celebration" aria-hidden="true">
                <Show when=move || end.with(won)>{move || confetti(&colours())}</Show>
                <p class="headline">{move || end.with(|e| e.as_ref().map(|e| e.headline.clone()))}</p>
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
/// a real podium; players sharing a place stand on one step. In a game of two (a duel, or the
/// hero against the virus) only the winner stands on it: the other was beaten, not placed. When
/// the game beat everyone (the virus won), the virus stands on the top step.
fn podium(finishers: &[Finisher]) -> Vec<AnyView> {
    if !finishers.iter().any(|f| f.place == Some(1)) {
        return vec![view! { <li class="step place-1 virus"><span class="names" inner_html=VIRUS></span><span class="number">"1"</span></li> }.into_any()];
    }
    let places: &[usize] = if finishers.len() > 2 { &[2, 1, 3] } else { &[1] };
    places
        .iter()
        .filter_map(|&place| {
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

/// The virus that won: a round body with eight spikes (decoration; the headline says it in
/// words). Drawn from one string, which weighs less in the wasm than an element per spike.
const VIRUS: &str = concat!(
    "<svg class=\"virus-winner\" viewBox=\"0 0 40 40\" width=\"56\" height=\"56\" fill=\"#c0392b\" stroke=\"#111\" stroke-width=\"1.5\">",
    "<path d=\"M33 20L38 20\"/><circle cx=\"38\" cy=\"20\" r=\"2.5\"/><path d=\"M29.2 29.2L32.7 32.7\"/><circle cx=\"32.7\" cy=\"32.7\" r=\"2.5\"/><path d=\"M20 33L20 38\"/><circle cx=\"20\" cy=\"38\" r=\"2.5\"/><path d=\"M10.8 29.2L7.3 32.7\"/><circle cx=\"7.3\" cy=\"32.7\" r=\"2.5\"/><path d=\"M7 20L2 20\"/><circle cx=\"2\" cy=\"20\" r=\"2.5\"/><path d=\"M10.8 10.8L7.3 7.3\"/><circle cx=\"7.3\" cy=\"7.3\" r=\"2.5\"/><path d=\"M20 7L20 2\"/><circle cx=\"20\" cy=\"2\" r=\"2.5\"/><path d=\"M29.2 10.8L32.7 7.3\"/><circle cx=\"32.7\" cy=\"7.3\" r=\"2.5\"/>",
    "<circle cx=\"20\" cy=\"20\" r=\"13\"/></svg>"
);

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
