//! Computer seats and the game's own turns, played at a pace a person can follow and timed.
//! May use: `model`, `seated`, `snapshot`.

use std::time::Duration;

use leptos::prelude::*;

use super::model::Model;
use super::seated::Handle;
use super::snapshot::Pace;
use table::coach::Coaching;
use table::play::{Actor, ForYou};

/// How long a computer seat or the game's own turn waits before acting, so a person can follow.
const COMPUTER_PACE: Duration = Duration::from_millis(900);
/// The pace while the person asked to skip ahead to their own turn.
const HURRIED_PACE: Duration = Duration::from_millis(40);
/// How long a person's only action (no choice, no roll) stays in view before it plays itself.
const FORCED_BEAT: Duration = Duration::from_millis(800);

/// Lets computer seats and the game's own turns act at a pace a person can follow.
pub fn play_automatic_turns(table: Handle, model: Model) {
    Effect::new(move |_| {
        // The next move waits until the last one has finished on the board; an older copy of
        // the game (played on in another tab) plays no more.
        if model.screen.replay.get().is_some() || model.screen.walking.now() || model.screen.moved_on_elsewhere.get() {
            return;
        }
        // In a guided game the next move waits until the learner has read the coach.
        if model.coach.is_some_and(|c| c.said.with(|s| s.step.holds())) {
            return;
        }
        // Once a lesson's rules are told, it plays itself to its end, the learner's moves too.
        let ahead = model.coach.is_some_and(|c| c.said.with(|s| matches!(s.step, Coaching::Ahead | Coaching::Kept)));
        let (Pace { to_act, for_you, level }, ply, usual) = model.snap.with(|s| (s.pace, s.ply, s.usual));
        match for_you {
            Some(ForYou::Forced) => return play_forced(table, model, ply),
            // The usual action plays when the countdown on its prompt runs out (`choices`).
            Some(ForYou::Usual) if usual.is_some() => return,
            _ => {}
        }
        if !ahead && !matches!(to_act, Actor::Computer(_) | Actor::Game) {
            return model.screen.hurry.set(false);
        }
        let pace = if model.screen.hurry.get() || ahead { HURRIED_PACE } else { COMPUTER_PACE };
        // Timed per level ("computer-move-Hard"); the game's own turns as "computer-move-Game".
        let measure = match level {
            Some(level) => format!("computer-move-{level:?}"),
            None => "computer-move-Game".to_string(),
        };
        set_timeout(
            move || {
                // Someone undid, redid or acted meanwhile: that turn's timer is stale.
                let current = model.snap.try_with_untracked(|s| s.ply == ply).unwrap_or(false);
                if current && model.screen.replay.try_get_untracked() == Some(None) {
                    timed(&measure, || table.try_untracked(|t| t.play_automatic(ply)));
                }
            },
            pace,
        );
    });
}

/// A person's action that is no choice plays itself after a beat in which it is seen.
fn play_forced(table: Handle, model: Model, ply: usize) {
    set_timeout(
        move || {
            // The screen may be gone by then: its signals with it.
            if model.screen.replay.try_get_untracked() == Some(None) {
                table.try_untracked(|t| t.play_for_you(ply));
            }
        },
        FORCED_BEAT,
    );
}

/// Runs `work` between two User Timing marks, so the browser's own tools and the e2e runs
/// can read how long a computer's turn took to think (`performance.getEntriesByName(name)`).
fn timed<T>(name: &str, work: impl FnOnce() -> T) -> T {
    let performance = window().performance();
    let start = format!("{name}-start");
    if let Some(p) = &performance {
        let _ = p.mark(&start);
    }
    let done = work();
    if let Some(p) = &performance {
        let _ = p.measure_with_start_mark(name, &start);
    }
    done
}
