//! Pieces walk: a piece drawn where the game says it stands would slide straight across the
//! board; drawn through `walk`, it steps along its path a square at a time, paced so that a
//! person can follow a computer's turn, and jumps at once under reduced motion.
//! Uses `sound`.

use std::time::Duration;

use leptos::prelude::*;

use super::sound::{Sound, Speaker};

/// How long a piece stays on each square of its way.
const STEP: Duration = Duration::from_millis(140);

/// How many pieces of a board are walking now: the play screen makes it and provides it as
/// context to its board's `walk`s, and offers a person's choices, and plays the next computer
/// move, only once the moves before them have finished on the board.
#[derive(Clone, Copy)]
pub struct Walking(RwSignal<usize>);

impl Walking {
    /// A count for one screen, provided to the board drawn under it.
    pub fn provide() -> Self {
        let walking = Self(RwSignal::new(0));
        provide_context(walking);
        walking
    }

    /// Whether a piece is still walking (tracked).
    pub fn now(self) -> bool {
        self.0.get() > 0
    }

    /// One more walker, or one fewer; nothing once the screen is gone.
    fn count(self, on: bool) {
        self.0.try_update(|n| *n = if on { *n + 1 } else { n.saturating_sub(1) });
    }
}

/// One walker's share of the screen's `Walking`, given back once, when its walk ends or it is gone.
#[derive(Clone, Copy)]
struct Walker(StoredValue<bool>, Walking);

impl Walker {
    fn set(self, on: bool) {
        if self.0.try_get_value() == Some(!on) {
            self.0.set_value(on);
            self.1.count(on);
        }
    }
}

/// Whether the person asked for less motion: pieces jump and dice lie still.
pub(crate) fn reduced_motion() -> bool {
    window().match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|m| m.matches())
}

/// Where to draw a piece that stands at `target`: the squares of `path(from, to)` in turn (the
/// squares after `from` up to and including `to`; empty for a jump) each `STEP`. A new target
/// while walking walks on from the square shown.
pub fn walk<T>(target: Signal<T>, path: impl Fn(&T, &T) -> Vec<T> + Send + Sync + 'static) -> Signal<T>
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    let shown = RwSignal::new(target.get_untracked());
    // Bumped by every new target, so that the steps of an earlier walk stop.
    let walk_no = StoredValue::new(0u32);
    // The play screen provides the count (`Walking::provide`); a board drawn anywhere else
    // walks on a count of its own that nothing waits for, rather than fail.
    let walking = use_context::<Walking>().unwrap_or_else(|| Walking(RwSignal::new(0)));
    let walker = Walker(StoredValue::new(false), walking);
    // Taken here: the steps after the first are timed, outside the reactive tree.
    let speaker = Speaker::here();
    on_cleanup(move || {
        if walker.0.try_get_value() == Some(true) {
            walking.count(false);
        }
    });
    Effect::new(move |_| {
        let to = target.get();
        let from = shown.get_untracked();
        if from == to {
            return;
        }
        walk_no.update_value(|n| *n += 1);
        let steps = if reduced_motion() { vec![] } else { path(&from, &to) };
        if steps.is_empty() {
            walker.set(false);
            shown.set(to);
            return;
        }
        walker.set(true);
        step_on(Walk { shown, walk_no, walker, this_walk: walk_no.get_value(), speaker }, steps, 0);
    });
    shown.into()
}

/// One walk of one piece: where it is drawn, and which walk of that piece it is.
struct Walk<T: Send + Sync + 'static> {
    shown: RwSignal<T>,
    walk_no: StoredValue<u32>,
    walker: Walker,
    this_walk: u32,
    /// The page's speaker, which sounds each step.
    speaker: Speaker,
}

fn step_on<T: Clone + Send + Sync + 'static>(walk: Walk<T>, steps: Vec<T>, at: usize) {
    if walk.walk_no.try_get_value() != Some(walk.this_walk) {
        return;
    }
    let Some(square) = steps.get(at).cloned() else { return walk.walker.set(false) };
    walk.shown.set(square);
    walk.speaker.play(Sound::Step);
    set_timeout(move || step_on(walk, steps, at + 1), STEP);
}

/// The squares from `from` to `to` on a numbered track, one at a time (backwards too), or none
/// (a jump) when they lie more than `longest` apart: a move by the dice walks, a piece sent far
/// by a square's event jumps.
pub fn counted(from: u8, to: u8, longest: u8) -> Vec<u8> {
    match (from, to) {
        _ if from.abs_diff(to) > longest => vec![],
        _ if to > from => (from + 1..=to).collect(),
        _ => (to..from).rev().collect(),
    }
}

/// The class that makes a walking piece hop (`hop-a` or `hop-b`, CSS `hop-*`): a new name at
/// each square it is shown on restarts the hop, so a piece hops square by square as a pawn is
/// moved by hand; none before its first step, none under reduced motion (the CSS's).
pub fn hop<T>(shown: Signal<T>) -> Signal<&'static str>
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    let hops = Memo::new(move |before: Option<&(T, u32)>| {
        let at = shown.get();
        match before {
            None => (at, 0),
            Some((was, n)) if *was == at => (at, *n),
            Some((_, n)) => (at, n + 1),
        }
    });
    Signal::derive(move || match hops.with(|(_, n)| *n) {
        0 => "",
        n if n % 2 == 1 => "hop-a",
        _ => "hop-b",
    })
}
