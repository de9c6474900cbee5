//! The last tile in sight: outlined in the colour of the seat that placed it (and the Meeple it
//! put there ringed), and on a screen too small to show the whole board, brought into view when
//! a computer or a player elsewhere placed it, the camera going back to where the person had it
//! once it is their turn again (issue 31).

use std::time::Duration;

use leptos::prelude::*;

use super::callout::piece_at;
use super::lens::Lens;
use crate::games::carcassonne::art::TILE;
use crate::games::carcassonne::camera::Camera;
use crate::games::carcassonne::{Carcassonne, Event};
use crate::table::seats::SeatSetup;
use crate::ui::mark::{moved, mover, outline, INK};
use crate::ui::BoardCtx;

/// How long another seat's tile stays in view once it is the person's turn, before the camera
/// goes back: a computer's last action may hand the turn over at once.
const HOLD: Duration = Duration::from_millis(1200);

/// The tile placed last (never the start tile) and a Meeple put on it by the latest action.
pub fn last_move(ctx: &BoardCtx<Carcassonne>) -> impl IntoView {
    let (view, last, mover) = (ctx.view, ctx.last, mover(ctx, INK));
    move || {
        let mover = mover.get()?;
        let (tile, meeple) = view.with(|v| {
            let tiles = v.board().tiles();
            let tile = tiles.last().filter(|_| tiles.len() > 1).map(|p| (p.x, p.y));
            let put = last.with(|events| {
                events.iter().find_map(|e| if let Event::MeeplePlaced { piece, .. } = *e { Some(piece) } else { None })
            });
            let standing = put.filter(|&piece| v.board().meeples().iter().any(|m| m.piece == piece));
            (tile, standing.map(|piece| piece_at(v, piece)))
        });
        let (x, y) = tile?;
        let at = format!("{x},{y}");
        Some(view! {
            {outline(&mover, (f64::from(x) * TILE, f64::from(y) * TILE), TILE, at.clone())}
            {meeple.map(|spot| moved(&mover, &[spot], 17.0, at))}
        })
    }
}

/// Brings each tile placed by a seat not at this screen into view; once the person here may act
/// again (and `HOLD` later), the camera goes back to where they had it, unless they moved it.
pub fn follow_others(ctx: &BoardCtx<Carcassonne>, lens: Lens) {
    let (last, legal, seats, coached) = (ctx.last, ctx.legal, ctx.seats.clone(), ctx.coached);
    // The person's camera before the first such tile, and the camera showing the latest one.
    let kept = RwSignal::new(None::<(Camera, Camera)>);
    Effect::new(move |_| {
        let placed = last.with(|events| {
            events
                .iter()
                .find_map(|e| if let Event::Placed { seat, x, y, .. } = *e { Some((seat, x, y)) } else { None })
        });
        let Some((_, x, y)) = placed.filter(|(seat, ..)| !seats.get(*seat).is_some_and(SeatSetup::is_here)) else {
            return;
        };
        let before = lens.cam.get_untracked();
        lens.show(x, y);
        let persons = kept.get_untracked().map_or(before, |(persons, _)| persons);
        kept.set(Some((persons, lens.cam.get_untracked())));
    });
    Effect::new(move |_| {
        // A guided game's camera goes to the spot the coach points at instead.
        if coached || legal.with(Vec::is_empty) || kept.with(Option::is_none) {
            return;
        }
        set_timeout(
            move || {
                let Some((persons, shown)) = kept.try_get_untracked().flatten() else { return };
                kept.set(None);
                if lens.cam.get_untracked() == shown {
                    lens.cam.set(persons);
                }
            },
            HOLD,
        );
    });
}
