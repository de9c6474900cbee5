//! The last tile in sight: outlined in the colour of the seat that placed it (and the Meeple it
//! put there ringed), and brought into view within the landscape when a computer or a player
//! elsewhere placed it out of view.

use leptos::prelude::*;

use super::callout::piece_at;
use super::lens::Lens;
use carcassonne::art::TILE;
use carcassonne::camera::meeple_drawn;
use carcassonne::{Carcassonne, Event};
use table::seats::SeatSetup;
use ui::mark::{moved, mover, outline, INK};
use ui::BoardCtx;

/// The tile placed last (never the start tile) and a Meeple put on it by the latest action,
/// ringed round the Meeple as drawn at this zoom.
pub fn last_move(ctx: &BoardCtx<Carcassonne>, lens: Lens) -> impl IntoView {
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
        let ringed = meeple.map(|spot| {
            let (cx, cy, size) = meeple_drawn(spot, x, y, lens.scale.get(), lens.least_piece_px());
            moved(&mover, &[(cx, cy)], size / 2.0, at.clone())
        });
        Some(view! {
            {outline(&mover, (f64::from(x) * TILE, f64::from(y) * TILE), TILE, at)}
            {ringed}
        })
    }
}

/// Shows each tile placed by a seat not at this screen where it fell, when it fell out of view,
/// moving the camera as little as the spots do (`Camera::keeping`), never zooming onto it.
pub fn follow_others(ctx: &BoardCtx<Carcassonne>, lens: Lens) {
    let (view, last, seats) = (ctx.view, ctx.last, ctx.seats.clone());
    Effect::new(move |_| {
        let placed = last.with(|events| {
            events
                .iter()
                .find_map(|e| if let Event::Placed { seat, x, y, .. } = *e { Some((seat, x, y)) } else { None })
        });
        if let Some((_, x, y)) = placed.filter(|(seat, ..)| !seats.get(*seat).is_some_and(SeatSetup::is_here)) {
            view.with_untracked(|v| lens.keep(&[(x, y)], v));
        }
    });
}
