//! The last move, marked alike on every board: what the latest action moved or placed, in the
//! colour of whoever took it, until the next action. A piece that moved gets a dashed ring where
//! it left, a dotted line along its way and a solid ring where it arrived; a piece or a tile
//! placed, the ring or an outline alone. Each mark is a group carrying `data-last-move`
//! ("moved" or "placed"), `data-mover` (the seat, or "game" for the game's own turn) and
//! `data-at` (where it arrived, in the board's own keys), for the tests. Where a guided game's
//! coach shows how the game is lost, the mark is that loss happening: drawn in alarm red and
//! pulsing, `data-moment-target`.
//!
//! Every line is drawn twice, over a dark halo (`.lm-halo`), so that a light colour shows on a
//! light board; a dark board turns the halo light in the stylesheet.
//! Uses `board` (`BoardCtx`).

use leptos::prelude::*;

use super::BoardCtx;
use engine::{Game, Turn};
use table::seats::SeatSetup;

/// The colour of the game's own turn in a game that has none.
pub const INK: &str = "#1d2330";

/// Who took the latest action, as the marks show it.
#[derive(Clone, Debug, PartialEq)]
pub struct Mover {
    pub colour: &'static str,
    /// `data-mover`: the seat's number, or "game".
    pub key: String,
    /// The number of the action marked, for `data-ply`.
    pub ply: usize,
    /// The coach shows this move as how the game is lost (`BoardCtx::lose_shown`).
    pub loses: bool,
}

impl Mover {
    /// The seat that acted, in its colour, or the game's own turn in `own_colour`; none before
    /// the first action.
    pub fn of(ply: usize, actor: Turn, seats: &[SeatSetup], own_colour: &'static str) -> Option<Mover> {
        match actor {
            Turn::Seat(seat) => {
                Some(Mover { colour: seats.get(seat)?.colour_hex(), key: seat.to_string(), ply, loses: false })
            }
            Turn::Game => Some(Mover { colour: own_colour, key: "game".into(), ply, loses: false }),
            Turn::Over => None,
        }
    }
}

/// Who took the board's latest action, followed; `own_colour` is the game's own turn's (Lab
/// Race's virus), unused by a game without one.
pub fn mover<G: Game>(ctx: &BoardCtx<G>, own_colour: &'static str) -> Signal<Option<Mover>> {
    let (recent, seats, loses) = (ctx.recent, ctx.seats.clone(), ctx.lose_shown);
    Signal::derive(move || {
        let mover =
            recent.with(|steps| steps.last().and_then(|(ply, turn, _)| Mover::of(*ply, *turn, &seats, own_colour)));
        mover.map(|m| Mover { loses: loses.get(), ..m })
    })
}

/// The latest of the board's recent actions (`BoardCtx::recent`) in which `marks` finds what
/// moved or was placed, with its mover: a roll or a pass that moved nothing leaves the move
/// before it marked, until the next person acts.
pub fn latest<G: Game, M: Clone + Send + Sync + 'static>(
    ctx: &BoardCtx<G>,
    own_colour: &'static str,
    marks: impl Fn(&[G::Event]) -> Vec<M> + Send + Sync + 'static,
) -> Signal<Option<(Mover, Vec<M>)>> {
    let (recent, seats, loses) = (ctx.recent, ctx.seats.clone(), ctx.lose_shown);
    Signal::derive(move || {
        let found = recent.with(|steps| {
            steps.iter().rev().find_map(|(ply, turn, events)| {
                let found = marks(events);
                let mover = Mover::of(*ply, *turn, &seats, own_colour)?;
                (!found.is_empty()).then_some((mover, found))
            })
        });
        found.map(|(m, found)| (Mover { loses: loses.get(), ..m }, found))
    })
}

/// A line drawn over its dark halo: `line(true)` draws the halo.
fn twice(line: impl Fn(bool) -> AnyView) -> impl IntoView {
    view! { {line(true)}{line(false)} }
}

fn ring(class: &'static str, (x, y): (f64, f64), radius: f64) -> impl IntoView {
    twice(move |halo| view! { <circle class=class class:lm-halo=halo cx=x cy=y r=radius /> }.into_any())
}

/// What moved along `way` (where it left first, where it arrived last; one point for a piece
/// placed): rings of `radius` round the piece, arrived `at`.
pub fn moved(mover: &Mover, way: &[(f64, f64)], radius: f64, at: String) -> impl IntoView {
    let (first, last) = (way.first().copied(), way.last().copied());
    let walked = way.len() > 1;
    let points = way.iter().map(|(x, y)| format!("{x},{y}")).collect::<Vec<_>>().join(" ");
    let line = move |halo| view! { <polyline class="lm-way" class:lm-halo=halo points=points.clone() /> }.into_any();
    view! {
        <g class="lm-mark" class:lm-loses=mover.loses data-moment-target=mover.loses.then_some("")
            data-last-move=if walked { "moved" } else { "placed" } data-mover=mover.key.clone() data-ply=mover.ply
            data-at=at stroke=mover.colour aria-hidden="true">
            {walked.then(|| twice(line))}
            {first.filter(|_| walked).map(|from| ring("lm-from", from, radius))}
            {last.map(|to| ring("lm-to", to, radius))}
        </g>
    }
}

/// A tile placed: an outline round the square at (x, y), `side` wide.
pub fn outline(mover: &Mover, (x, y): (f64, f64), side: f64, at: String) -> impl IntoView {
    let rect = move |halo| {
        view! { <rect class="lm-to" class:lm-halo=halo x=x + 2.0 y=y + 2.0 width=side - 4.0 height=side - 4.0 rx="4" /> }
            .into_any()
    };
    view! {
        <g class="lm-mark" class:lm-loses=mover.loses data-moment-target=mover.loses.then_some("") data-last-move="placed"
            data-mover=mover.key.clone() data-ply=mover.ply data-at=at stroke=mover.colour aria-hidden="true">
            {twice(rect)}
        </g>
    }
}
