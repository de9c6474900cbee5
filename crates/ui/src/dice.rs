//! The dice drawn, for every game's board: a six-sided die with its pips, a four-sided one as
//! a triangle with its number; and their tumble when thrown.
//! Uses `sound` and `walk`.

use std::time::Duration;

use leptos::prelude::*;

use super::sound::{Sound, Speaker};
use super::walk::reduced_motion;

/// The name the dice's tumble starts with in style/main.css (`die-roll-a`, `die-roll-b`).
const TUMBLE: &str = "die-roll";
/// Dice whose tumble never ends (gone from the page meanwhile) count as landed after this,
/// twice the tumble's length.
const LANDED_AT_LATEST: Duration = Duration::from_millis(1040);

/// Whether a board's dice are tumbling now. The play screen makes it and provides it as
/// context to its board's dice, as it does `walk::Walking`: the countdown of a person's usual
/// action starts once the dice have landed, so that the whole countdown is seen.
#[derive(Clone, Copy)]
pub struct Rolling(RwSignal<bool>);

impl Rolling {
    /// A flag for one screen, provided to the board drawn under it.
    pub fn provide() -> Self {
        let rolling = Self(RwSignal::new(false));
        provide_context(rolling);
        rolling
    }

    /// Whether the dice are still tumbling (tracked).
    pub fn now(self) -> bool {
        self.0.get()
    }
}

/// Pip positions on a 40-unit die face, for 1 to 6.
fn pips(face: u8) -> &'static [(f64, f64)] {
    const L: f64 = 11.0;
    const M: f64 = 20.0;
    const H: f64 = 29.0;
    match face {
        1 => &[(M, M)],
        2 => &[(L, L), (H, H)],
        3 => &[(L, L), (M, M), (H, H)],
        4 => &[(L, L), (H, L), (L, H), (H, H)],
        5 => &[(L, L), (H, L), (M, M), (L, H), (H, H)],
        _ => &[(L, L), (H, L), (L, M), (H, M), (L, H), (H, H)],
    }
}

/// The face of a d6 showing `face` (decorative: the button holding it carries the words).
pub fn d6(face: u8) -> impl IntoView {
    let dots = pips(face).iter().map(|&(x, y)| view! { <circle cx=x cy=y r="3.6"/> }).collect_view();
    view! {
        <svg class="die d6" viewBox="0 0 40 40" aria-hidden="true">
            <rect x="2" y="2" width="36" height="36" rx="6"/>{dots}
        </svg>
    }
}

/// A d4 showing `face` (decorative, as `d6`).
pub fn d4(face: u8) -> impl IntoView {
    view! {
        <svg class="die d4" viewBox="0 0 40 40" aria-hidden="true">
            <path d="M20 3 L37 36 L3 36 Z"/><text x="20" y="30">{face}</text>
        </svg>
    }
}

/// The class that makes a game's dice button tumble once for each new throw: a throw is a new
/// latest action whose events hold a roll (`rolled`). A CSS animation restarts only when its
/// name changes, so the class flips between two names of one motion (style/main.css); none at
/// first, so the dice of a game opened or reloaded lie still. The screen's `Rolling` is on
/// while they tumble (never under reduced motion, where they lie still).
pub fn tumble<E: Send + Sync + 'static>(last: Signal<Vec<E>>, rolled: fn(&E) -> bool) -> Signal<&'static str> {
    let throws = RwSignal::new(0u32);
    let speaker = Speaker::here();
    // A board drawn anywhere but the play screen tumbles on a flag of its own that nothing waits for.
    let rolling = use_context::<Rolling>().unwrap_or_else(|| Rolling(RwSignal::new(false)));
    // The dice have landed when their tumble ends on the page; a new throw's tumble cancels
    // the one before, which then sends no end.
    let ends = window_event_listener(leptos::ev::animationend, move |e| {
        if e.animation_name().starts_with(TUMBLE) {
            let _ = rolling.0.try_set(false);
        }
    });
    on_cleanup(move || {
        ends.remove();
        let _ = rolling.0.try_set(false);
    });
    Effect::new(move |before: Option<()>| {
        let thrown = last.with(|events| events.iter().any(rolled));
        if before.is_some() && thrown {
            throws.update(|n| *n += 1);
            speaker.play(Sound::Die);
            if !reduced_motion() {
                rolling.0.set(true);
                // Should this tumble send no end, the dice count as landed a while after,
                // unless another throw tumbles by then.
                let this = throws.get_untracked();
                let land = move || {
                    if throws.try_get_untracked() == Some(this) {
                        let _ = rolling.0.try_set(false);
                    }
                };
                set_timeout(land, LANDED_AT_LATEST);
            }
        }
    });
    Signal::derive(move || match throws.get() {
        0 => "",
        n if n % 2 == 1 => "roll-a",
        _ => "roll-b",
    })
}
