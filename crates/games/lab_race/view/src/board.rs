//! The Ludo cross in SVG: the loop, the homes, the bridges, the lab and the virus's focus, what
//! stands on them, and over it all the places a person taps or reaches with the arrow keys.
//! The attributes the shared browser tests read (`data-place`, `data-can`, `data-field`...) are
//! the board's page contract: docs/board-contract.md.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::dice::die;
use super::key::key;
use super::last::last_move;
use super::panel::{chooser, status};
use super::pieces::{pieces, sanitizers, viruses};
use super::places::{actions_at, colour_class, loss_at, loss_of, place_name, places, Place};
use engine::Loss;
use lab_race::cross::{cell, centre, home, home_inside, home_slot, number_slot, Rect, CELL, CORNER, SIZE};
use lab_race::text::text;
use lab_race::{Action, Colour, Field, FieldKind, LabRace};
use lang::Lang;
use table::play::Refused;
use table::seats::SeatSetup;
use ui::lang::word;
use ui::{action_words, roving_focus, BoardCtx, BoardParts};

/// The parts of the board's context every place and button uses (all of them `Copy`).
#[derive(Clone, Copy)]
pub struct Hands {
    pub view: Signal<LabRace>,
    pub legal: Signal<Vec<Action>>,
    /// The legal actions that lose the game, and how: marked wherever they are offered.
    pub losing: Signal<Vec<(Action, Loss)>>,
    pub act: Callback<Action, Result<(), Refused>>,
    pub lang: Signal<Lang>,
    /// A guided game: a place with the scripted action is marked for the coach.
    pub coached: bool,
    /// Who sits where, for the words of an action.
    pub seats: StoredValue<Vec<SeatSetup>>,
}

/// The board that never changes, as SVG markup: the four homes (the focus is red's), the
/// fields (exits and bridges in their arm's colour, the loop numbered in the home's margin
/// beside each field) and the lab. One string rather than a hundred small views keeps the
/// download small.
fn static_board(in_play: &[Colour]) -> String {
    let mut svg = String::with_capacity(16_000);
    for colour in [Colour::Red, Colour::Yellow, Colour::Blue, Colour::Green] {
        let (outer, inner) = (home(colour), home_inside(colour));
        let idle = if colour != Colour::Red && !in_play.contains(&colour) { " idle" } else { "" };
        svg += &format!(
            r#"<g class="home {}{idle}"><rect class="outer" x="{}" y="{}" width="{}" height="{}"/><rect class="inner" x="{}" y="{}" width="{}" height="{}" rx="12"/>"#,
            colour_class(colour),
            outer.x,
            outer.y,
            outer.w,
            outer.h,
            inner.x,
            inner.y,
            inner.w,
            inner.h
        );
        if colour != Colour::Red {
            for (cx, cy) in (0..4).map(|i| home_slot(colour, i)) {
                svg += &format!(r#"<circle class="slot" cx="{cx}" cy="{cy}" r="19"/>"#);
            }
        }
        svg += "</g>";
    }
    for field in (0..Field::LAB.0).map(Field) {
        svg += &field_markup(field);
    }
    svg + &lab_markup()
}

/// The lab at the cross's centre: a tiled floor with a flask in the middle and the
/// glassware of a lab bench in its corners (test tubes, a microscope, a beaker, a dish); the
/// middle of each side is left for the pieces that arrive (`cross::lab_stack`).
fn lab_markup() -> String {
    const FLOOR: &str = r##"<defs><pattern id="lr-floor" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="#e3f0fd"/><path d="M0 0h10v10h-10zM10 10h10v10h-10z" fill="#cde3f8"/></pattern></defs>"##;
    const FLASK: &str = r#"<path d="M-6 -24v15l-15 25a4 4 0 0 0 3.5 6h35a4 4 0 0 0 3.5-6l-15-25v-15zM-10 -24h20"/><path class="liquid" d="M-13 4h26l7 12a3 3 0 0 1-2.6 4.5h-35.8a3 3 0 0 1-2.6-4.5z"/>"#;
    const TUBES: &str = r#"<rect x="-12" y="-14" width="6" height="22" rx="3"/><rect x="-3" y="-14" width="6" height="22" rx="3"/><rect x="6" y="-14" width="6" height="22" rx="3"/><rect class="liquid" x="-2" y="-2" width="4" height="9" rx="2"/><rect x="-15" y="0" width="30" height="4"/>"#;
    const MICROSCOPE: &str =
        r#"<path d="M-10 13h20M0 13v-6M-7 7h12M2 7l-7-18M-9 -13l7-3M4 1a7 7 0 0 0 0-10" fill="none"/>"#;
    const BEAKER: &str = r#"<path d="M-10 -12h20M-8 -12v21a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3v-21"/><path class="liquid" d="M-8 0h16v9a3 3 0 0 1-3 3h-10a3 3 0 0 1-3-3z"/>"#;
    const DISH: &str = r#"<ellipse rx="14" ry="7"/><circle class="liquid" cx="-4" cy="-1" r="2"/><circle class="liquid" cx="4" cy="1" r="2.5"/>"#;
    let lab = cell(Field::LAB);
    let at = |(col, row): (f64, f64), art: &str| {
        format!(r#"<g transform="translate({} {})">{art}</g>"#, lab.x + CELL * col, lab.y + CELL * row)
    };
    let art =
        [((1.5, 1.5), FLASK), ((0.5, 0.5), TUBES), ((2.5, 0.5), MICROSCOPE), ((0.5, 2.5), BEAKER), ((2.5, 2.5), DISH)];
    let drawn: String = art.into_iter().map(|(place, art)| at(place, art)).collect();
    format!(
        r#"{FLOOR}<rect class="lab" x="{}" y="{}" width="{}" height="{}"/><g class="lab-art">{drawn}</g>"#,
        lab.x, lab.y, lab.w, lab.h
    )
}

/// One field's square in its arm's colour where it is an exit or a bridge, and its number.
fn field_markup(field: Field) -> String {
    let Rect { x, y, .. } = cell(field);
    let class = match field.kind() {
        FieldKind::Loop(n) if n % 13 == 0 => format!("field exit {}", colour_class(arm(n))),
        FieldKind::Bridge { arm, .. } => format!("field bridge {}", colour_class(arm)),
        _ => "field".to_string(),
    };
    let mut svg = format!(r#"<rect class="{class}" data-field="" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>"#);
    if let (FieldKind::Loop(n), Some(slot)) = (field.kind(), number_slot(field)) {
        let (cx, cy) = slot.centre();
        // On a small board only a ruler's numbers show (1, 5, 10...), large enough to read.
        let minor = if n == 0 || (n + 1) % 5 == 0 { "" } else { " minor" };
        svg += &format!(r#"<text class="fnum{minor}" data-label="" x="{cx}" y="{}">{}</text>"#, cy + 5.0, n + 1);
    }
    svg
}

fn arm(loop_field: u8) -> Colour {
    [Colour::Red, Colour::Yellow, Colour::Blue, Colour::Green][usize::from(loop_field / 13)]
}

/// Where a place's tap target is drawn: (x, y, width, height).
fn target(place: Place) -> Rect {
    match place {
        Place::Home(id) => Rect::around(home_slot(id.colour, id.index), CELL),
        Place::Field(field) => cell(field),
        Place::Focus => home_inside(Colour::Red),
        Place::Lab => cell(Field::LAB),
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
    let Rect { x, y, w, h } = target(place);
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
    // A place with a move that loses the game says so before it is tapped: a red frame and a
    // warning sign; the shell asks once more before playing it.
    let loses = move || view.with(|v| ctx.losing.with(|l| loss_at(v, place, l).is_some()));
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
        <rect class="place" class:can=can class:moves=moves class:loses=loses x=x y=y width=w height=h rx="6" role="button" aria-label=name
            data-place=place.key() data-can=move || can().then_some("") data-loses=move || loses().then_some("")
            data-coach-target=move || (ctx.coached && can()).then_some("") tabindex=move || if tab_stop() { "0" } else { "-1" }
            on:click=move |_| activate(ctx, picks, place) on:keydown=key />
        {move || loses().then(|| loses_sign(x, y))}
    }
}

/// The warning sign in a place's top left corner, where a piece's plate has nothing.
fn loses_sign(x: f64, y: f64) -> impl IntoView {
    let (cx, cy) = (x + CORNER / 2.0 + 1.0, y + CORNER / 2.0 + 1.0);
    view! {
        <g class="lr-loses-sign" transform=format!("translate({cx},{cy})") aria-hidden="true">
            <circle r="8"/><path d="M0 -4.5V1"/><circle class="dot" cy="4" r="1.4"/>
        </g>
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
        let from = target(place).centre();
        Some(moves.into_iter().map(move |(action, field)| landing(ctx, picks, from, action, field)))
    };
    move || offered().map(|marks| view! { <g class="landings">{marks.collect_view()}</g> })
}

fn landing(ctx: Hands, picks: Picks, (fx, fy): (f64, f64), action: Action, field: Field) -> impl IntoView {
    let (Rect { x, y, .. }, (tx, ty)) = (cell(field), centre(field));
    let loses = move || ctx.losing.with(|l| loss_of(action, l).is_some());
    let name = move || {
        ctx.seats.with_value(|seats| ctx.view.with(|v| action_words::<LabRace>(v, &action, seats, ctx.lang.get())))
    };
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
        <g class="lr-landing" class:loses=loses role="button" tabindex="0" aria-label=name data-landing=Place::Field(field).key()
            data-place=Place::Field(field).key() data-can="" data-loses=move || loses().then_some("")
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
            // The board may be gone by then.
            let Some(roll) = ctx.legal.try_with_untracked(|l| l.contains(&Action::Roll)) else { return };
            if roll {
                if let Some(die) = document().get_element_by_id("dice") {
                    let _ = die.unchecked_into::<web_sys::HtmlElement>().focus();
                }
            } else {
                let Some(all) = ctx.view.try_with_untracked(places) else { return };
                let stop =
                    picks.focused.try_get_untracked().flatten().filter(|f| all.contains(f)).or(all.first().copied());
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
    let seats = StoredValue::new(ctx.seats.clone());
    let hands =
        Hands { view, legal: ctx.legal, losing: ctx.losing, act: ctx.act, lang: ctx.lang, coached: ctx.coached, seats };
    let all = Memo::new(move |_| view.with(places));
    let in_play: Vec<Colour> = view.with_untracked(|v| v.players().iter().map(|p| p.colour).collect());
    let lang = ctx.lang;
    let board = view! {
        <div class="lr-board">
            <svg class="cross" viewBox=format!("0 0 {SIZE} {SIZE}") role="group" aria-label=word(lang, |l| text(l).board())>
                <g aria-hidden="true" inner_html=static_board(&in_play)></g>
                <g aria-hidden="true">{last_move(&ctx)}{viruses(view)}{pieces(view)}{sanitizers(view)}</g>
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
            {key(lang)}
        </div>
    };
    BoardParts { board: board.into_any(), panel: panel.into_any() }
}
