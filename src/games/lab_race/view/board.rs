//! The Ludo cross in SVG: the loop, the homes, the bridges, the lab and the virus's focus, what
//! stands on them, and over it all the places a person taps or reaches with the arrow keys.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::die::die;
use super::geometry::{cell, centre, home_corner, home_slot, CELL, SIZE};
use super::last::last_move;
use super::panel::{chooser, status, MARKS};
use super::pieces::{pieces, sanitizers, viruses};
use super::places::{actions_at, colour_class, place_name, places, Place};
use crate::games::lab_race::text::text;
use crate::games::lab_race::{Action, Colour, Field, FieldKind, LabRace};
use crate::table::play::Refused;
use crate::text::Lang;
use crate::ui::key::board_key;
use crate::ui::{roving_focus, BoardCtx, BoardParts, GameUi};

/// The parts of the board's context every place and button uses (all of them `Copy`).
#[derive(Clone, Copy)]
pub struct Hands {
    pub view: Signal<LabRace>,
    pub legal: Signal<Vec<Action>>,
    pub act: Callback<Action, Result<(), Refused>>,
    pub lang: Signal<Lang>,
    /// A guided game: a place with the scripted action is marked for the coach.
    pub coached: bool,
}

/// The board that never changes, as SVG markup: the fields (exits and bridges in their arm's
/// colour, the loop numbered), the four corner areas (the focus is red's) and the lab. One
/// string rather than a hundred small views keeps the download small.
fn static_board(in_play: &[Colour]) -> String {
    let mut svg = String::with_capacity(16_000);
    for colour in [Colour::Red, Colour::Yellow, Colour::Blue, Colour::Green] {
        let (x, y) = home_corner(colour);
        let idle = if colour != Colour::Red && !in_play.contains(&colour) { " idle" } else { "" };
        let (side, inset, inner) = (CELL * 6.0, CELL * 0.6, CELL * 4.8);
        svg += &format!(
            r#"<g class="home {}{idle}"><rect class="outer" x="{x}" y="{y}" width="{side}" height="{side}"/><rect class="inner" x="{}" y="{}" width="{inner}" height="{inner}" rx="12"/>"#,
            colour_class(colour),
            x + inset,
            y + inset
        );
        if colour != Colour::Red {
            for (cx, cy) in (0..4).map(|i| home_slot(colour, i)) {
                svg += &format!(r#"<circle class="slot" cx="{cx}" cy="{cy}" r="17"/>"#);
            }
        }
        svg += "</g>";
    }
    for field in (0..Field::LAB.0).map(Field) {
        let (x, y) = cell(field);
        let class = match field.kind() {
            FieldKind::Loop(n) if n % 13 == 0 => format!("field exit {}", colour_class(arm(n))),
            FieldKind::Bridge { arm, .. } => format!("field bridge {}", colour_class(arm)),
            _ => "field".to_string(),
        };
        svg += &format!(r#"<rect class="{class}" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>"#);
        if let FieldKind::Loop(n) = field.kind() {
            svg += &format!(r#"<text class="fnum" x="{}" y="{}">{}</text>"#, x + 3.0, y + 11.0, n + 1);
        }
    }
    let (lab, side) = (CELL * 6.0, CELL * 3.0);
    svg += &format!(r#"<rect class="lab" x="{lab}" y="{lab}" width="{side}" height="{side}"/>"#);
    svg += &format!(r#"<path class="flask" d="M{} {} h10 v10 l10 18 h-30 l10 -18 Z"/>"#, lab + 55.0, lab + 6.0);
    svg
}

fn arm(loop_field: u8) -> Colour {
    [Colour::Red, Colour::Yellow, Colour::Blue, Colour::Green][usize::from(loop_field / 13)]
}

/// Where a place's tap target is drawn: (x, y, width, height).
fn target(place: Place) -> (f64, f64, f64, f64) {
    match place {
        Place::Home(id) => {
            let (x, y) = home_slot(id.colour, id.index);
            (x - 20.0, y - 20.0, 40.0, 40.0)
        }
        Place::Field(field) => {
            let (x, y) = cell(field);
            (x, y, CELL, CELL)
        }
        Place::Focus => (CELL * 0.6, CELL * 0.6, CELL * 4.8, CELL * 4.8),
        Place::Lab => (CELL * 6.0, CELL * 6.0, CELL * 3.0, CELL * 3.0),
    }
}

pub fn focus_place(key: &str) {
    let selector = format!(".lr-board [data-place=\"{key}\"]");
    if let Some(el) = document().query_selector(&selector).ok().flatten() {
        let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

/// What the board remembers between taps: the place with the tab stop, the place whose choices
/// are shown, and the place last looked at.
#[derive(Clone, Copy)]
pub struct Picks {
    pub focused: RwSignal<Option<Place>>,
    pub choosing: RwSignal<Option<Place>>,
    pub looked_at: RwSignal<Option<Place>>,
}

/// A tap or Enter on a place: its one action is taken, several are offered, none shows its name.
fn activate(ctx: Hands, picks: Picks, place: Place) {
    picks.focused.set(Some(place));
    let actions = ctx.view.with_untracked(|v| ctx.legal.with_untracked(|l| actions_at(v, place, l)));
    match actions.as_slice() {
        [] => {
            picks.choosing.set(None);
            picks.looked_at.set(Some(place));
        }
        [one] => {
            picks.looked_at.set(None);
            let _ = ctx.act.run(*one);
        }
        _ => picks.choosing.set(Some(place)),
    }
}

fn place_button(ctx: Hands, picks: Picks, place: Place, all: Memo<Vec<Place>>) -> impl IntoView {
    let (x, y, w, h) = target(place);
    let (view, legal, lang) = (ctx.view, ctx.legal, ctx.lang);
    let name = move || view.with(|v| place_name(v, place, text(lang.get())));
    let can = move || view.with(|v| legal.with(|l| !actions_at(v, place, l).is_empty()));
    // A piece that can go somewhere is marked apart from one that can only receive something
    // (a cure, a mask, a sanitizer under it).
    let moves = move || {
        view.with(|v| {
            legal.with(|l| actions_at(v, place, l).iter().any(|a| matches!(a, Action::Move(_) | Action::TakeOut(_))))
        })
    };
    let tab_stop = move || {
        let focused = picks.focused.get().filter(|f| all.with(|a| a.contains(f)));
        focused.unwrap_or_else(|| all.with(|a| a[0])) == place
    };
    let key = move |e: web_sys::KeyboardEvent| {
        if matches!(e.key().as_str(), "Enter" | " ") {
            e.prevent_default();
            activate(ctx, picks, place);
            return keep_focus_on_the_board(ctx, picks);
        }
        let list = all.get_untracked();
        let here = list.iter().position(|p| *p == place).unwrap_or(0);
        if let Some(next) = roving_focus(&e.key(), here, list.len(), 1) {
            e.prevent_default();
            picks.focused.set(Some(list[next]));
            focus_place(&list[next].key());
        }
    };
    view! {
        <rect class="place" class:can=can class:moves=moves x=x y=y width=w height=h rx="6" role="button" aria-label=name
            data-place=place.key() data-coach-target=move || (ctx.coached && can()).then_some("") tabindex=move || if tab_stop() { "0" } else { "-1" }
            on:click=move |_| activate(ctx, picks, place) on:keydown=key />
    }
}

/// While a place's choices are offered, where each of its moves lands (the engine says where):
/// a marker on that field, itself a button taking the move, and a faint line from the piece.
fn landings(ctx: Hands, picks: Picks) -> impl IntoView {
    let offered = move || {
        let place = picks.choosing.get()?;
        let moves = ctx.view.with(|v| {
            let actions = ctx.legal.with(|l| actions_at(v, place, l));
            actions.into_iter().filter_map(|a| Some((a, v.landing(&a)?))).collect::<Vec<_>>()
        });
        let (x, y, w, h) = target(place);
        let from = (x + w / 2.0, y + h / 2.0);
        Some(moves.into_iter().map(move |(action, field)| landing(ctx, picks, from, action, field)))
    };
    move || offered().map(|marks| view! { <g class="landings">{marks.collect_view()}</g> })
}

fn landing(ctx: Hands, picks: Picks, (fx, fy): (f64, f64), action: Action, field: Field) -> impl IntoView {
    let ((x, y), (tx, ty)) = (cell(field), centre(field));
    let name = move || ctx.view.with(|v| LabRace::action_label(v, &action, ctx.lang.get()));
    let take = move || {
        let _ = ctx.act.run(action);
    };
    let key = move |e: web_sys::KeyboardEvent| {
        if matches!(e.key().as_str(), "Enter" | " ") {
            e.prevent_default();
            take();
            keep_focus_on_the_board(ctx, picks);
        }
    };
    view! {
        <line class="lr-landing-way" x1=fx y1=fy x2=tx y2=ty aria-hidden="true" />
        <g class="lr-landing" role="button" tabindex="0" aria-label=name data-landing=Place::Field(field).key()
            on:click=move |_| take() on:keydown=key>
            <rect x=x + 2.0 y=y + 2.0 width=CELL - 4.0 height=CELL - 4.0 rx="6" />
            <circle cx=tx cy=ty r="6" />
        </g>
    }
}

/// An action taken by key may redraw the place that had the focus: the focus then goes to the
/// die when a roll comes next, else back to the board's tab stop.
fn keep_focus_on_the_board(ctx: Hands, picks: Picks) {
    set_timeout(
        move || {
            let lost = document().active_element().is_none_or(|el| el.tag_name().eq_ignore_ascii_case("body"));
            if !lost {
                return;
            }
            if ctx.legal.with_untracked(|l| l.contains(&Action::Roll)) {
                if let Some(die) = document().get_element_by_id("dice") {
                    let _ = die.unchecked_into::<web_sys::HtmlElement>().focus();
                }
            } else {
                let all = ctx.view.with_untracked(places);
                let stop = picks.focused.get_untracked().filter(|f| all.contains(f)).or(all.first().copied());
                if let Some(place) = stop {
                    focus_place(&place.key());
                }
            }
        },
        std::time::Duration::from_millis(50),
    );
}

pub fn board(ctx: BoardCtx<LabRace>) -> BoardParts {
    let picks = Picks { focused: RwSignal::new(None), choosing: RwSignal::new(None), looked_at: RwSignal::new(None) };
    let view = ctx.view;
    let hands = Hands { view, legal: ctx.legal, act: ctx.act, lang: ctx.lang, coached: ctx.coached };
    let all = Memo::new(move |_| view.with(places));
    let in_play: Vec<Colour> = view.with_untracked(|v| v.players().iter().map(|p| p.colour).collect());
    let lang = ctx.lang;
    let board = view! {
        <div class="lr-board">
            <svg class="cross" viewBox=format!("0 0 {SIZE} {SIZE}") role="group" aria-label=move || text(lang.get()).board()>
                <g aria-hidden="true" inner_html=static_board(&in_play)></g>
                <g aria-hidden="true">{sanitizers(view)}{last_move(&ctx)}{viruses(view)}{pieces(view)}</g>
                // Keyed, so a place that stays keeps its element and the keyboard's focus while the
                // virus and the others play.
                <g class="places"><For each=move || all.get() key=|place| *place let(place)>{place_button(hands, picks, place, all)}</For></g>
                {landings(hands, picks)}
            </svg>
        </div>
    };
    let panel = view! {
        <div class="under-board lr-panel">
            {chooser(hands, picks)}
            {die(&ctx)}
            {status(&ctx, picks)}
            {board_key(&MARKS, |lang| text(lang).board_key(), lang)}
        </div>
    };
    BoardParts { board: board.into_any(), panel: panel.into_any() }
}
