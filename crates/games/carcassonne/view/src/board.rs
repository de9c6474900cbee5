//! The board: the tiles placed (each drawn once, from the pictures in one `<defs>`), the last
//! one marked in its placer's colour, the Meeples, and on the person's turn the spots where the
//! drawn tile fits, its preview, and the new tile's Meeple targets.
//! The attributes the shared browser tests read (`data-place`, `data-can`, `data-field`...) are
//! the board's page contract: docs/board-contract.md.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::callout::{callout_layer, piece_at};
use super::covid::{infection_layer, spread_layer};
use super::landscape::{edge_layer, keep_in_view, points, spot_list};
use super::last::{follow_others, last_move};
use super::lens::Lens;
use super::panel::panel;
use super::turn::{meeple_targets, TurnChoice};
use carcassonne::art::{self, anchor, TILE};
use carcassonne::board::Placed;
use carcassonne::camera::{feature_tiles, meeple_drawn, spot_towards, TARGET_UNITS};
use carcassonne::text::{meeple_name, off_last, text};
use carcassonne::{Action, Carcassonne, Feature, Phase};
use table::seats::SeatSetup;
use ui::lang::word;
use ui::{roving_focus, BoardCtx, BoardParts};

/// The Meeple's path is this many units tall.
const MEEPLE_PATH_UNITS: f64 = 24.0;
/// The Meeple: head, arms out, legs apart.
const MEEPLE: &str =
    "M0-13a4 4 0 0 1 4 4q0 2-1 3l8 3q2 1 1 4l-6-1 4 11h-6l-4-6-4 6h-6l4-11-6 1q-1-3 1-4l8-3q-1-1-1-3a4 4 0 0 1 4-4z";
/// Light from the top left on every Meeple, whatever its colour: lit there, shaded bottom right.
const MEEPLE_SHADE: &str = concat!(
    "<linearGradient id=\"cc-shade\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">",
    "<stop offset=\"0\" stop-color=\"#fff\" stop-opacity=\".5\"/><stop offset=\".45\" stop-color=\"#fff\" stop-opacity=\"0\"/>",
    "<stop offset=\"1\" stop-color=\"#000\" stop-opacity=\".4\"/></linearGradient>"
);

/// A tile's place on the board: moved to its position and turned about its centre.
fn placing(x: i8, y: i8, rotation: u8) -> String {
    let (left, top) = (f64::from(x) * TILE, f64::from(y) * TILE);
    format!("translate({left} {top}) rotate({} 50 50)", 90 * u16::from(rotation))
}

/// A tile kind's picture, for a tile turned `rotation` quarter turns: its houses, grass,
/// pennants and chapel turned back upright (`.cc-up1` to `.cc-up3` set `--up`, style/carcassonne.css).
pub(super) fn picture(kind: carcassonne::Kind, rotation: u8) -> String {
    format!("<use href=\"#ck-{kind:?}\" class=\"cc-up{}\"/>", rotation % 4)
}

/// A tile; one placed while the board is open settles into its place, its picture
/// moved inside the placed group, whose own transform the animation must not replace.
fn tile(p: Placed, settles: bool) -> impl IntoView {
    view! {
        <g class="cc-tile" transform=placing(p.x, p.y, p.rotation)>
            <g class:cc-settle=settles inner_html=picture(p.kind, p.rotation) />
        </g>
    }
}

/// The place holding the one tab stop: the one last focused, or the last place when there
/// are fewer now (a new turn's list may be shorter), so there is always exactly one.
fn stop(focused: usize, count: usize) -> usize {
    focused.min(count.saturating_sub(1))
}

/// Focuses the first element matching `selector` once the page has drawn it.
pub fn focus_soon(selector: &'static str) {
    request_animation_frame(move || {
        if let Some(el) = document().query_selector(selector).ok().flatten() {
            let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
        }
    });
}

/// A Meeple in its seat's colour, lit and shaded and casting a shadow, with the seat's number
/// (colour is never the only signal); a farmer lies down. Drawn no smaller than a glance needs,
/// however far the board is zoomed.
fn meeple(view: Signal<Carcassonne>, seat: usize, piece: u16, seats: &[SeatSetup], lens: Lens) -> impl IntoView {
    let (at, tile, lying) = view.with_untracked(|v| {
        let (tile, segment) = v.board().segment_of(piece);
        let p = v.board().tiles()[tile];
        let lying = p.kind.info().segments.get(segment as usize).is_some_and(|s| s.feature == Feature::Field);
        (piece_at(v, piece), (p.x, p.y), lying)
    });
    let colour = seats.get(seat).map_or("#777", SeatSetup::colour_hex);
    let light = seats.get(seat).is_some_and(|s| s.colour == 5);
    let drawn = move || {
        let (cx, cy, size) = meeple_drawn(at, tile.0, tile.1, lens.cam.get().scale, lens.least_piece_px());
        format!("translate({cx} {cy}) scale({})", size / MEEPLE_PATH_UNITS)
    };
    let turned = if lying { "rotate(-90)" } else { "" };
    view! {
        <g class="cc-meeple" data-piece data-seat=seat transform=drawn aria-hidden="true">
            <path class="cc-shadow" transform=format!("translate(1.5 2) {turned}") d=MEEPLE />
            <path fill=colour transform=turned d=MEEPLE />
            <path class="cc-shade" transform=turned d=MEEPLE />
            <path class="cc-rim" transform=turned d=MEEPLE />
            <text class:light=light y="5">{seat + 1}</text>
        </g>
    }
}

/// The spots where the drawn tile fits: one tab stop, arrow keys between them, a tap or
/// Enter/Space chooses one (and again, turns the tile); Enter on the chosen one places it.
fn spot_layer(ctx: &BoardCtx<Carcassonne>, list: Memo<Vec<(i8, i8)>>, turn: TurnChoice, lens: Lens) -> impl IntoView {
    let (view, lang, coached) = (ctx.view, ctx.lang, ctx.coached);
    let each = move || list.get().into_iter().enumerate().collect::<Vec<_>>();
    let spot = move |(i, (x, y)): (usize, (i8, i8))| {
        let key = move |e: web_sys::KeyboardEvent| {
            let k = e.key();
            let all = list.get_untracked();
            let next = spot_towards(&all, i, &k)
                .or_else(|| roving_focus(&k, i, all.len(), all.len()).filter(|_| k == "Home" || k == "End"));
            if let Some(next) = next {
                e.prevent_default();
                e.stop_propagation();
                turn.focus.set(next);
                lens.show(all[next].0, all[next].1);
                focus_soon("[data-spot][tabindex=\"0\"]");
            } else if k == "Enter" && untrack(|| turn.chosen()) == Some((x, y)) {
                e.prevent_default();
                e.stop_propagation();
                turn.confirm();
                focus_soon(".cc-target, .cc-table");
            } else if k == "Enter" || k == " " {
                e.prevent_default();
                e.stop_propagation();
                turn.tap((x, y));
            }
        };
        let click = move |_| {
            if !lens.dragged.get_value() {
                turn.focus.set(i);
                turn.tap((x, y));
            }
        };
        let chosen = move || turn.chosen() == Some((x, y));
        let name = move || {
            let t = text(lang.get());
            let place = view.with(|v| off_last(t, v, x, y));
            if chosen() {
                t.preview(&place, turn.rotation.get())
            } else {
                t.free_spot(&place)
            }
        };
        view! {
            <g class="cc-spot" class:chosen=chosen role="button" data-spot=format!("{x},{y}") aria-label=name
                data-place=format!("{x},{y}") data-can="" data-chosen=move || chosen().then_some("")
                data-coach-target=move || (coached && !chosen()).then_some("")
                tabindex=move || if stop(turn.focus.get(), list.with(Vec::len)) == i { "0" } else { "-1" }
                on:click=click on:keydown=key
                on:focus=move |_| lens.show_middle(x, y)>
                <rect x=f64::from(x) * TILE + 3.0 y=f64::from(y) * TILE + 3.0 width=TILE - 6.0 height=TILE - 6.0 rx="6" />
            </g>
        }
    };
    view! { <For each=each key=|(i, s)| (*i, *s) children=spot /> }
}

/// The drawn tile on the chosen spot, turned as chosen (taps go through it to the spot).
fn preview(view: Signal<Carcassonne>, turn: TurnChoice) -> impl IntoView {
    move || {
        let (x, y) = turn.chosen()?;
        let Phase::PlaceTile { tile } = view.with(Carcassonne::phase) else { return None };
        Some(view! {
            <g class="cc-preview" transform=placing(x, y, turn.rotation.get()) inner_html=picture(tile, turn.rotation.get()) />
        })
    }
}

/// The keys of a row of targets on the board: Enter or Space chooses (and the focus goes back
/// to the board), arrows move the one tab stop, found by `stop` once drawn.
pub(super) fn target_keys(
    i: usize,
    count: usize,
    focus: RwSignal<usize>,
    choose: impl Fn() + 'static,
    stop: &'static str,
) -> impl Fn(web_sys::KeyboardEvent) + 'static {
    move |e| {
        if matches!(e.key().as_str(), "Enter" | " ") {
            e.prevent_default();
            choose();
            focus_soon(".cc-table");
        } else if let Some(next) = roving_focus(&e.key(), i, count, 1) {
            e.prevent_default();
            e.stop_propagation();
            focus.set(next);
            focus_soon(stop);
        }
    }
}

/// The loupe of the Meeple step where the new tile is drawn too small for its targets: the tile
/// drawn again beside it (`Camera::loupe`), joined to it by a line, the board still behind.
fn loupe_frame(placed: Placed, loupe: Memo<Option<(f64, f64, f64)>>) -> impl IntoView {
    move || {
        let (x, y, side) = loupe.get()?;
        let (tx, ty) = ((f64::from(placed.x) + 0.5) * TILE, (f64::from(placed.y) + 0.5) * TILE);
        let at = format!("translate({x} {y}) scale({})", side / TILE);
        Some(view! {
            <g class="cc-loupe" aria-hidden="true">
                <line x1=tx y1=ty x2=x + side / 2.0 y2=y + side / 2.0 />
                <g transform=at>
                    <rect x="-4" y="-4" width=TILE + 8.0 height=TILE + 8.0 rx="6" />
                    <g transform=format!("rotate({} 50 50)", 90 * u16::from(placed.rotation)) inner_html=picture(placed.kind, placed.rotation) />
                </g>
            </g>
        })
    }
}

/// The new tile's free features as targets, each named ("road, north"); one tab stop. They stand
/// on the tile, or where it is drawn too small for targets a finger can tell apart, on a loupe
/// beside it, so the camera never moves in to them: the features they join stay in sight.
fn target_layer(ctx: &BoardCtx<Carcassonne>, lens: Lens) -> impl IntoView {
    let (view, legal, lang, act, coached) = (ctx.view, ctx.legal, ctx.lang, ctx.act, ctx.coached);
    let focus = RwSignal::new(0usize);
    let targets = Memo::new(move |_| legal.with(|l| meeple_targets(l)));
    let loupe = Memo::new(move |_| {
        let segments = targets.get();
        let placed = view.with_untracked(|v| v.board().tiles().last().copied()).filter(|_| !segments.is_empty())?;
        let (clear, tiles) = view.with_untracked(|v| {
            (feature_tiles(v, &segments), v.board().tiles().iter().map(|p| (p.x, p.y)).collect::<Vec<_>>())
        });
        lens.loupe((placed.x, placed.y), [&clear, &tiles])
    });
    move || {
        let segments = targets.get();
        let placed = view.with_untracked(|v| v.board().tiles().last().copied())?;
        let count = segments.len();
        let items = segments.into_iter().enumerate().map(|(i, segment)| {
            let (ax, ay) = anchor(placed.kind, segment, placed.rotation);
            let (left, top) = (f64::from(placed.x) * TILE, f64::from(placed.y) * TILE);
            let shown = move || {
                let (x, y, grown) = match loupe.get() {
                    Some((x, y, side)) => (x + ax * side / TILE, y + ay * side / TILE, side / TILE),
                    None => (left + ax, top + ay, 1.0),
                };
                format!("translate({x} {y}) scale({grown})")
            };
            let feature = placed.kind.info().segments[segment as usize].feature;
            let infected = view.with_untracked(|v| v.infected(v.board().piece(v.board().tiles().len() - 1, segment)));
            let choose = move || {
                let _ = act.run(Action::Meeple(Some(segment)));
            };
            let key = target_keys(i, count, focus, choose, ".cc-target[tabindex=\"0\"]");
            let name = move || view.with_untracked(|v| meeple_name(v, segment, lang.get()));
            view! {
                <g class="cc-target" class:infected=infected role="button" data-segment=segment data-feature=format!("{feature:?}").to_ascii_lowercase()
                    data-place=format!("{},{}:{segment}", placed.x, placed.y) data-can=""
                    aria-label=name tabindex=move || if stop(focus.get(), count) == i { "0" } else { "-1" }
                    data-coach-target=coached.then_some("")
                    on:click=move |_| choose() on:keydown=key>
                    <circle transform=shown r=TARGET_UNITS / 2.0 />
                </g>
            }
        });
        Some(view! { {loupe_frame(placed, loupe)} {items.collect_view()} })
    }
}

pub fn board(ctx: BoardCtx<Carcassonne>) -> BoardParts {
    let lens = Lens::new();
    let turn = TurnChoice::new(&ctx);
    let (view, lang) = (ctx.view, ctx.lang);
    let tiles = move || view.with(|v| v.board().tiles().to_vec());
    let meeples =
        move || view.with(|v| v.board().meeples().iter().map(|m| (m.seat as usize, m.piece)).collect::<Vec<_>>());
    let seats = ctx.seats.clone();
    // The tiles drawn when the board opens lie still; those placed afterwards settle.
    let opened = StoredValue::new(false);
    Effect::new(move |_| opened.set_value(true));
    let centre_last = move || {
        if let Some(p) = view.with_untracked(|v| v.board().tiles().last().copied()) {
            lens.centre(p.x, p.y);
        }
    };
    let fit_all = move || view.with_untracked(|v| lens.landscape(v));
    // Opens on the landscape, once the SVG has a size.
    Effect::new(move |done: Option<bool>| {
        if done == Some(true) {
            return true;
        }
        lens.node.track();
        let measured = lens.measure();
        if measured {
            fit_all();
        }
        measured
    });
    follow_others(&ctx, lens);
    let list = spot_list(&ctx);
    keep_in_view(&ctx, list, lens);
    // The end shows the whole landscape again.
    let over = Memo::new(move |_| view.with(|v| matches!(v.phase(), Phase::Over)));
    Effect::new(move |_| {
        if over.get() {
            fit_all();
        }
    });
    // R, C, + and - work wherever the focus is, but not while typing or in a dialog.
    let shortcuts = window_event_listener(leptos::ev::keydown, move |e| {
        let typing = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).is_some_and(|t| {
            matches!(t.tag_name().to_ascii_lowercase().as_str(), "input" | "select" | "textarea")
                || t.closest("dialog").ok().flatten().is_some()
        });
        if typing || e.ctrl_key() || e.meta_key() || e.alt_key() {
            return;
        }
        match e.key().as_str() {
            "r" | "R" => turn.rotate(),
            "c" | "C" => centre_last(),
            "+" | "=" => lens.zoom(1.25),
            "-" | "_" => lens.zoom(0.8),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || shortcuts.remove());
    // With the board itself focused (not a spot): arrows pan, Enter places the tile shown.
    let keys = move |e: web_sys::KeyboardEvent| {
        let on_table = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|t| t.class_list().contains("cc-table"));
        if !on_table {
            return;
        }
        if e.key() == "Enter" {
            turn.confirm();
            e.prevent_default();
        } else if lens.pan_key(&e.key()) {
            e.prevent_default();
        }
    };
    let panel = panel(&ctx, turn).into_any();
    let board = view! {
        <div class="cc-board" on:keydown=keys>
            <div class="cc-stage">
                <svg class="cc-table" node_ref=lens.node viewBox=move || lens.view_box() tabindex="0" role="group"
                    aria-label=word(lang, |l| text(l).board())
                    on:pointerdown=move |e| lens.down(&e) on:pointermove=move |e| lens.moved(&e)
                    on:pointerup=move |e| lens.up(&e) on:pointercancel=move |e| lens.up(&e)
                    on:wheel=move |e| lens.wheel(&e)>
                    <defs inner_html=art::defs() + MEEPLE_SHADE />
                    <For each=tiles key=|p| (p.x, p.y, p.rotation, p.kind) children=move |p| tile(p, opened.get_value()) />
                    {last_move(&ctx, lens)}
                    {infection_layer(view, lens)}
                    {preview(view, turn)}
                    {spot_layer(&ctx, list, turn, lens)}
                    {edge_layer(list, lens)}
                    <For each=meeples key=|m| *m children=move |(seat, piece)| meeple(view, seat, piece, &seats, lens) />
                    {target_layer(&ctx, lens)}
                    {spread_layer(&ctx, lens)}
                    {callout_layer(&ctx)}
                </svg>
                {points(&ctx)}
                <div class="cc-zoom">
                    <button id="cc-zoom-in" aria-label=word(lang, |l| text(l).zoom_in()) on:click=move |_| lens.zoom(1.25)>"+"</button>
                    <button id="cc-zoom-out" aria-label=word(lang, |l| text(l).zoom_out()) on:click=move |_| lens.zoom(0.8)>"−"</button>
                    <button id="cc-centre" aria-label=word(lang, |l| text(l).centre_last()) on:click=move |_| centre_last()>"◎"</button>
                    <button id="cc-fit" aria-label=word(lang, |l| text(l).fit_all()) on:click=move |_| fit_all()>"⤢"</button>
                </div>
            </div>
        </div>
    };
    BoardParts { board: board.into_any(), panel }
}
