//! The 0-98 track drawn as a winding road, folded for the board's box, with the pieces on it,
//! and the panel under it: the dice, the card of the square chosen or landed on and the
//! board's key.
//! The attributes the shared browser tests read (`data-place`, `data-can`, `data-field`...) are
//! the board's page contract: docs/board-contract.md.

use leptos::prelude::*;

use super::dice::roll_button;
use super::key::key;
use super::pieces::{last_move, pieces, walked};
use super::squares::{picture, squares, Picked};
use ui::lang::word;
use ui::{on_resize, BoardCtx, BoardParts};
use vaccine_race::squares::event_at;
use vaccine_race::text::text;
use vaccine_race::track::Track;
use vaccine_race::{Event, VaccineRace};

/// The board's pictures, each drawn once and placed by `<use>`: the stones' colours, the
/// landscape, the start's city, the goal's lab and the picture of every kind of square.
const ART: &str = include_str!("art.svg");

/// Whether two folds draw alike: a board resized by a few pixels keeps its drawing.
fn alike(a: &Track, b: &Track) -> bool {
    a.columns == b.columns && (a.piece - b.piece).abs() < 2.0 && (a.number - b.number).abs() < 1.0
}

/// The square the latest move ended on, where it holds an event, once the piece that moved
/// has walked there (`walked`: where each piece is drawn); until then the square shown stays as
/// it was, so that the card turns over as the pawn lands.
fn landed(ctx: &BoardCtx<VaccineRace>, walked: Vec<Signal<u8>>) -> Memo<Option<u8>> {
    let last = ctx.last;
    Memo::new(move |before: Option<&Option<u8>>| {
        let moved = last.with(|events| {
            events.iter().rev().find_map(|e| match *e {
                Event::Moved { seat, to, .. } | Event::SentBack { seat, to, .. } => Some((seat, to)),
                _ => None,
            })
        });
        match moved {
            Some((seat, to)) if walked[seat].get() != to => before.copied().flatten(),
            Some((_, to)) => event_at(to).map(|_| to),
            None => None,
        }
    })
}

/// The panel with the seed's words for the square tapped, else the event square just landed on,
/// else the square under the piece to play: a card with the square's picture, turned over anew
/// for each square shown.
fn square_panel(ctx: &BoardCtx<VaccineRace>, selected: RwSignal<Option<u8>>, walked: Vec<Signal<u8>>) -> impl IntoView {
    let (view, lang, landed) = (ctx.view, ctx.lang, landed(ctx, walked));
    // A new landing shows its card, whatever square was tapped before.
    Effect::new(move |_| {
        if landed.get().is_some() {
            selected.set(None);
        }
    });
    let shown = Memo::new(move |_| {
        selected.get().or(landed.get()).unwrap_or_else(|| view.with(|g| g.pieces()[g.current()].square))
    });
    let words = move |n: u8| {
        let t = text(lang.get());
        match t.square_words(n) {
            Some((title, story)) => (format!("{}: {title}", t.square(n)), story.to_string()),
            None => (t.square(n), t.plain_square().to_string()),
        }
    };
    move || {
        let n = shown.get();
        let pictured = picture(n);
        let card = pictured.map(|href| {
            view! { <svg class="card-pic" viewBox="-50 -50 100 100" aria-hidden="true"><use href=href x="-44" y="-44" width="88" height="88"/></svg> }
        });
        view! {
            <div class="square-info" class:card=pictured.is_some() id="square-info">
                {card}
                <div>
                    <strong>{move || words(n).0}</strong>
                    <p>{move || words(n).1}</p>
                </div>
            </div>
        }
    }
}

/// Follows the size of the board's box, folding the track anew when its drawing would change.
fn fitted(host: NodeRef<leptos::html::Div>) -> RwSignal<Track> {
    let track = RwSignal::new(Track::fitting(900.0, 600.0));
    Effect::new(move |_| {
        let Some(board) = host.get() else { return };
        let measured = board.clone();
        let fit = move || {
            let size = measured.get_bounding_client_rect();
            let fitting = Track::fitting(size.width(), size.height());
            if !alike(&track.get_untracked(), &fitting) {
                track.set(fitting);
            }
        };
        fit();
        on_resize(&board, fit);
    });
    track
}

pub fn board(ctx: BoardCtx<VaccineRace>) -> BoardParts {
    let picked = Picked { selected: RwSignal::new(None), focused: RwSignal::new(0u8) };
    let host = NodeRef::<leptos::html::Div>::new();
    let fold = fitted(host);
    let lang = ctx.lang;
    let walked = walked(&ctx);
    let panel = view! {
        <div class="under-board">
            {roll_button(&ctx)}
            {square_panel(&ctx, picked.selected, walked.clone())}
            {key(lang)}
        </div>
    };
    // Drawn again only when the fold changes.
    let drawn = move || {
        let track = fold.get();
        let (width, height) = track.size();
        view! {
            <svg class="track" viewBox=format!("0 0 {width} {height}")
                role="group" aria-label=word(lang, |l| text(l).track())>
                <defs inner_html=ART></defs>
                {squares(&ctx, picked, track)}
                {last_move(&ctx, track)}
                <g class="pieces">{pieces(&ctx, track, &walked)}</g>
            </svg>
        }
    };
    BoardParts {
        board: view! { <div class="vr-board" node_ref=host>{drawn}</div> }.into_any(),
        panel: panel.into_any(),
    }
}
