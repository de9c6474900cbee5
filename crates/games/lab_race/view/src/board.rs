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
use lab_race::board::{BRIDGE, LOOP};
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

/// The board's pictures, each drawn once and placed with `<use>`: a field's tile, a bridge, a
/// house, the virus's focus, the lab, a pawn and a virus (ids `lr-`).
const ART: &str = include_str!("art.svg");

/// How wide the board's wooden frame is: it runs under the outer tiles' edges.
const FRAME: f64 = 8.0;

/// The board that never changes, as SVG markup: the four homes (red's is the virus's focus, the
/// others houses where the pieces wait), the frame round them, the bridges, the fields as tiles
/// (exits in their arm's colour, the loop numbered in the home's margin beside each field) and
/// the lab building. One string rather than a hundred small views keeps the download small.
fn static_board(in_play: &[Colour]) -> String {
    let mut svg = String::with_capacity(16_000);
    svg += ART;
    svg += &format!(r#"<rect class="ground" width="{SIZE}" height="{SIZE}"/>"#);
    for colour in [Colour::Red, Colour::Yellow, Colour::Blue, Colour::Green] {
        svg += &home_markup(colour, in_play);
    }
    svg += &format!(
        r#"<rect class="frame" x="{0}" y="{0}" width="{1}" height="{1}" rx="6" stroke-width="{FRAME}"/>"#,
        FRAME / 2.0,
        SIZE - FRAME
    );
    for arm in [Colour::Red, Colour::Yellow, Colour::Blue, Colour::Green] {
        svg += &bridge_markup(arm);
    }
    for field in (0..Field::LAB.0).map(Field) {
        svg += &field_markup(field);
    }
    let lab = cell(Field::LAB);
    svg + &format!(r##"<use href="#lr-lab" x="{}" y="{}" width="{}" height="{}"/>"##, lab.x, lab.y, lab.w, lab.h)
}

/// A home: red's is the virus's focus, a biohazard zone; the others a house in their colour
/// (grey for a colour nobody plays) with a doorway for each piece waiting.
fn home_markup(colour: Colour, in_play: &[Colour]) -> String {
    let Rect { x, y, w, h } = home(colour);
    let (class, art) = match colour {
        Colour::Red => ("focus".to_string(), "lr-focus"),
        _ if !in_play.contains(&colour) => (format!("{} idle", colour_class(colour)), "lr-house"),
        _ => (colour_class(colour).to_string(), "lr-house"),
    };
    format!(
        r##"<g class="home {class}"><rect class="outer" x="{x}" y="{y}" width="{w}" height="{h}"/><use href="#{art}" x="{x}" y="{y}" width="{w}" height="{h}"/></g>"##
    )
}

/// An arm's bridge to the lab, a walkway with planks and rails: red's turned round the centre.
fn bridge_markup(arm: Colour) -> String {
    let turned = 90 * arm as u16;
    let (cx, cy) = cell(Field::LAB).centre();
    let Rect { x, y, .. } = cell(Field::of(Colour::Red, LOOP));
    format!(
        r##"<use class="bridge {}" href="#lr-bridge" x="{x}" y="{y}" width="{}" height="{CELL}" transform="rotate({turned} {cx} {cy})"/>"##,
        colour_class(arm),
        CELL * f64::from(BRIDGE)
    )
}

/// One field: a raised tile on the loop, tinted by the arm it lies on and in its arm's colour
/// at an exit (a bridge's fields are its planks), and its number.
fn field_markup(field: Field) -> String {
    let Rect { x, y, .. } = cell(field);
    let mut svg = match field.kind() {
        FieldKind::Loop(n) => {
            let tile = |class: &str| {
                format!(
                    r##"<use class="tile{class}" href="#lr-tile" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>"##
                )
            };
            match n % 13 {
                0 => tile(&format!(" exit {}", colour_class(arm(n)))) + &exit_arrow(arm(n)),
                _ => tile(&format!(" {}", colour_class(arm(n)))),
            }
        }
        _ => String::new(),
    };
    svg += &format!(r#"<rect class="field" data-field="" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>"#);
    if let (FieldKind::Loop(n), Some(slot)) = (field.kind(), number_slot(field)) {
        let (cx, cy) = slot.centre();
        // On a small board only a ruler's numbers show (1, 5, 10...), large enough to read.
        let minor = if n == 0 || (n + 1) % 5 == 0 { "" } else { " minor" };
        svg += &format!(r#"<text class="fnum{minor}" data-label="" x="{cx}" y="{}">{}</text>"#, cy + 5.0, n + 1);
    }
    svg
}

/// The arrow on an arm's exit, pointing the way its pieces go round: red's to the right, each
/// next arm's turned a quarter further.
fn exit_arrow(arm: Colour) -> String {
    let exit = cell(Field::exit(arm));
    let (cx, cy) = exit.centre();
    format!(
        r##"<use href="#lr-exit" x="{}" y="{}" width="{CELL}" height="{CELL}" transform="rotate({} {cx} {cy})"/>"##,
        exit.x,
        exit.y,
        90 * arm as u16
    )
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

/// The warning sign in a place's top left corner, beside a pawn's head.
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
                <g aria-hidden="true">{last_move(&ctx)}{viruses(view, ctx.last)}{pieces(view)}{sanitizers(view)}</g>
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
