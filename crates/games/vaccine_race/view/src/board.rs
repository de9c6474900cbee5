//! The 0-98 track drawn as a winding road, folded for the board's box, with the pieces on it,
//! and the panel under it: the dice, the words of the square chosen and the board's key.
//! The attributes the shared browser tests read (`data-place`, `data-can`, `data-field`...) are
//! the board's page contract: docs/board-contract.md.

use leptos::prelude::*;

use super::dice::roll_button;
use super::key::key;
use super::pieces::{last_move, pieces};
use super::squares::{squares, Picked};
use lang::Lang;
use ui::lang::word;
use ui::{on_resize, BoardCtx, BoardParts};
use vaccine_race::text::text;
use vaccine_race::track::Track;
use vaccine_race::VaccineRace;

/// Whether two folds draw alike: a board resized by a few pixels keeps its drawing.
fn alike(a: &Track, b: &Track) -> bool {
    a.columns == b.columns && (a.piece - b.piece).abs() < 2.0 && (a.number - b.number).abs() < 1.0
}

/// The panel with the seed's words for the square selected, or under the piece to play.
fn square_panel(view: Signal<VaccineRace>, selected: RwSignal<Option<u8>>, lang: Signal<Lang>) -> impl IntoView {
    let shown = move || selected.get().unwrap_or_else(|| view.with(|g| g.pieces()[g.current()].square));
    let words = move || {
        let (n, t) = (shown(), text(lang.get()));
        match t.square_words(n) {
            Some((title, story)) => (format!("{}: {title}", t.square(n)), story.to_string()),
            None => (t.square(n), t.plain_square().to_string()),
        }
    };
    view! {
        <div class="square-info" id="square-info">
            <strong>{move || words().0}</strong>
            <p>{move || words().1}</p>
        </div>
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
    let panel = view! {
        <div class="under-board">
            {roll_button(&ctx)}
            {square_panel(ctx.view, picked.selected, ctx.lang)}
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
                {squares(&ctx, picked, track)}
                {last_move(&ctx, track)}
                <g class="pieces">{pieces(&ctx, track)}</g>
            </svg>
        }
    };
    BoardParts {
        board: view! { <div class="vr-board" node_ref=host>{drawn}</div> }.into_any(),
        panel: panel.into_any(),
    }
}
