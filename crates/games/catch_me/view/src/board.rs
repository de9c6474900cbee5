//! The grid drawn from the looking seat's view: one button per square (one tab stop, arrows
//! move between them, Enter or Space acts), the legal next squares and the ends of the move
//! marked, and a tap on an end square walking the engine's shortest legal path there.
//! The attributes the shared browser tests read (`data-place`, `data-can`, `data-field`...) are
//! the board's page contract: docs/board-contract.md.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::marks::target_marks;
use super::panel::panel;
use super::pieces::pieces;
use super::squares::{city_pictures, corner, portal_number, roof, safe_zone, size, square_art, CELL, EDGE};
use super::streets::streets;
use catch_me::board::{Board, Kind, Square};
use catch_me::text::{coordinates, text};
use catch_me::{Action, CatchMe, CatchView, Phase, Side};
use lang::Lang;
use ui::{roving_focus, BoardCtx, BoardParts};

/// Where the person at the screen may take the move in progress: the legal next steps, and
/// each square the move may end on with the engine's shortest legal path there.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Targets {
    pub next: Vec<Square>,
    pub ends: Vec<(Square, Vec<Square>)>,
}

impl Targets {
    /// In a guided game only the script's step is legal: no end square is offered, as a tap
    /// there would walk a path of its own.
    fn of(view: &CatchView, legal: &[Action], coached: bool) -> Self {
        let next: Vec<Square> =
            legal.iter().filter_map(|a| if let Action::Step(s) = a { Some(*s) } else { None }).collect();
        match next.is_empty() {
            true => Targets::default(),
            false => Targets { next, ends: if coached { vec![] } else { view.move_ends() } },
        }
    }

    fn path_to(&self, square: Square) -> Option<&[Square]> {
        self.ends.iter().find(|(end, _)| *end == square).map(|(_, path)| path.as_slice())
    }

    /// What a tap on `square` sends: one step to a next square, else the whole way to an end.
    fn steps_for(&self, square: Square) -> Vec<Square> {
        match self.next.contains(&square) {
            true => vec![square],
            false => self.path_to(square).map(<[Square]>::to_vec).unwrap_or_default(),
        }
    }
}

/// A square's accessible name: its coordinates and kind, then what stands or is marked there.
fn square_name(board: &Board, square: Square, view: &CatchView, targets: &Targets, lang: Lang) -> String {
    let t = text(lang);
    let kind = match board.kind(square) {
        Kind::Portal { twin } => t.portal_to(portal_number(board, square), &coordinates(board, twin)),
        kind => t.kind(kind).to_string(),
    };
    let mut parts = vec![format!("{}, {kind}", coordinates(board, square))];
    if view.hero == square {
        parts.push(t.piece_here(Side::Hero));
    }
    if view.virus.square == square {
        // 0 moves ago: in sight now.
        let ago = view.virus.moves_ago;
        parts.push(if ago == 0 { t.piece_here(Side::Virus) } else { t.seen_here(ago) });
    }
    if let Phase::Move(mv) = &view.phase {
        if mv.path[..mv.path.len() - 1].contains(&square) {
            parts.push(t.this_move().into());
        }
    }
    if matches!(view.phase, Phase::Over { .. }) {
        let steps = view.trail.iter().enumerate().filter(|(_, s)| **s == square);
        parts.extend(steps.map(|(i, _)| t.virus_path_step(i)));
    }
    if targets.next.contains(&square) {
        parts.push(t.next_step().into());
    }
    if let Some(path) = targets.path_to(square) {
        parts.push(t.can_end_here(path.len()));
    }
    parts.join("; ")
}

fn focus_square(index: usize) {
    let selector = format!(".cm-board [data-index=\"{index}\"]");
    if let Some(cell) = document().query_selector(&selector).ok().flatten() {
        let _ = cell.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

/// Whether the keyboard's focus is on the grid now.
fn focus_on_grid() -> bool {
    document().active_element().is_some_and(|e| e.closest(".cm-grid").ok().flatten().is_some())
}

/// One square: a button of the grid, drawn once; its marks and name follow the view.
fn cell(square: Square, ctx: &BoardCtx<CatchMe>, targets: Memo<Targets>, focused: RwSignal<usize>) -> impl IntoView {
    let board = ctx.view.with_untracked(|v| v.board());
    let (view, lang, act, coached) = (ctx.view, ctx.lang, ctx.act, ctx.coached);
    let index = usize::from(square.0);
    let (x, y) = corner(board, square);
    let (row, column) = board.place(square);
    let go = move || {
        focused.set(index);
        for step in targets.with_untracked(|t| t.steps_for(square)) {
            if act.run(Action::Step(step)).is_err() {
                break;
            }
        }
    };
    let key = move |e: web_sys::KeyboardEvent| {
        if matches!(e.key().as_str(), "Enter" | " ") {
            e.prevent_default();
            return go();
        }
        if let Some(next) = roving_focus(&e.key(), index, board.squares(), usize::from(board.width)) {
            e.prevent_default();
            focused.set(next);
            focus_square(next);
        }
    };
    let name = move || view.with(|v| targets.with(|t| square_name(board, square, v, t, lang.get())));
    let is_next = move || targets.with(|t| t.next.contains(&square));
    let is_end = move || targets.with(|t| t.path_to(square).is_some());
    view! {
        <g class="cm-cell" class:next=is_next class:end=is_end data-index=index data-square=coordinates(board, square)
            data-place=coordinates(board, square) data-field="" data-can=move || (is_next() || is_end()).then_some("")
            role="button" aria-label=name data-coach-target=move || (coached && is_next()).then_some("") aria-disabled=move || (!is_next() && !is_end()).then_some("true")
            tabindex=move || if focused.get() == index { "0" } else { "-1" }
            on:click=move |_| go() on:keydown=key>
            // The whole square answers a tap, the street round its block too.
            <rect class="cm-hit" x=x y=y width=CELL height=CELL />
            {square_art(board.kind(square), portal_number(board, square), roof(row, column), x, y, CELL)}
            <rect class="cm-focus" x=x + 1.5 y=y + 1.5 width=CELL - 3.0 height=CELL - 3.0 />
        </g>
    }
}

/// The columns' letters under the grid and the rows' numbers beside it.
fn edges(board: &Board) -> impl IntoView {
    let letters = (0..board.width).map(|c| {
        let x = EDGE + (f64::from(c) + 0.5) * CELL;
        view! { <text data-label="" x=x y=f64::from(board.height) * CELL + EDGE / 2.0>{char::from(b'A' + c).to_string()}</text> }
    });
    let numbers = (0..board.height).map(|r| {
        let y = (f64::from(r) + 0.5) * CELL;
        view! { <text data-label="" x=EDGE / 2.0 y=y>{(board.height - r).to_string()}</text> }
    });
    view! { <g class="cm-edges" aria-hidden="true">{letters.collect_view()}{numbers.collect_view()}</g> }
}

pub fn board(ctx: BoardCtx<CatchMe>) -> BoardParts {
    let (view, legal, lang, coached) = (ctx.view, ctx.legal, ctx.lang, ctx.coached);
    let board = view.with_untracked(|v| v.board());
    let targets = Memo::new(move |_| view.with(|v| legal.with(|l| Targets::of(v, l, coached))));
    let focused = RwSignal::new(usize::from(view.with_untracked(|v| v.hero.0)));
    // When a move of the person's begins, the grid's tab stop goes to the piece that moves,
    // unless the keyboard is already on the grid.
    Effect::new(move |_| {
        let mover = view.with(|v| if let Phase::Move(mv) = &v.phase { Some(mv.at()) } else { None });
        if let Some(at) = mover.filter(|_| targets.with(|t| !t.next.is_empty()) && !focus_on_grid()) {
            focused.set(usize::from(at.0));
        }
    });
    let (width, height) = size(board);
    let cells = board.all().map(|s| cell(s, &ctx, targets, focused)).collect_view();
    let grid = view! {
        <div class="cm-board">
            <svg class="cm-grid" viewBox=format!("0 0 {width} {height}") role="group"
                aria-label=move || text(lang.get()).board_name(board.width, board.height)>
                {city_pictures()}
                {edges(board)}
                {streets(board)}
                {safe_zone(board)}
                {cells}
                {target_marks(&ctx, board, targets)}
                {pieces(&ctx, board)}
            </svg>
        </div>
    };
    BoardParts { board: grid.into_any(), panel: panel(&ctx, board).into_any() }
}
