//! The board: the past world above the future world, each a map with its paths, the pieces on
//! them and, over it all, what a person may tap or reach with the arrow keys (one tab stop for
//! both maps); under them the dice and the cards.
//! The attributes the shared browser tests read (`data-place`, `data-can`, `data-field`...) are
//! the board's page contract: docs/board-contract.md.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::dice::dice;
use super::key::key;
use super::maps::{world_svg, VIEW};
use super::panel::cards;
use super::pieces::{centre, last_move, pieces};
use super::targets::{action_at, targets, Target};
use engine::{Game, Turn};
use epidemium::text::{character_name, marks, spot_name, text};
use epidemium::{Action, Epidemium, World};
use lang::Lang;
use table::play::Refused;
use table::seats::{seat_name, SeatSetup};
use ui::lang::word;
use ui::{action_words, on_resize, roving_focus, BoardCtx, BoardParts};

/// The parts of the board's context every target uses (all of them `Copy`).
#[derive(Clone, Copy)]
struct Hands {
    view: Signal<Epidemium>,
    legal: Signal<Vec<Action>>,
    act: Callback<Action, Result<(), Refused>>,
    lang: Signal<Lang>,
    /// A guided game: a target with the scripted action is marked for the coach.
    coached: bool,
    /// The target with the tab stop, and the one last looked at (a tap that acts on nothing).
    focused: RwSignal<Option<Target>>,
    looked_at: RwSignal<Option<Target>>,
}

fn target_name(view: &Epidemium, target: Target, seats: &[SeatSetup], lang: Lang) -> String {
    let t = text(lang);
    let name = match target {
        Target::Piece(seat) => {
            let piece = &view.pieces()[seat];
            let character = character_name(t, piece.continent);
            let spot = spot_name(t, piece.world, piece.spot);
            let mut words = vec![t.piece_name(&seat_name(seats, seat, lang), &character, piece.world, &spot)];
            words.extend(marks(piece, t));
            words.join(", ")
        }
        Target::Landing { world, spot, .. } => t.landing(&spot_name(t, world, spot)),
    };
    name
}

fn focus_target(key: &str) {
    let selector = format!(".ep-maps [data-target=\"{key}\"]");
    if let Some(el) = document().query_selector(&selector).ok().flatten() {
        let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

fn activate(hands: Hands, target: Target) {
    hands.focused.set(Some(target));
    match hands.view.with_untracked(|v| hands.legal.with_untracked(|l| action_at(v, target, l))) {
        Some(action) => {
            hands.looked_at.set(None);
            let _ = hands.act.run(action);
        }
        None => hands.looked_at.set(Some(target)),
    }
}

/// An action taken by key may remove the target that had the focus: the focus then goes to
/// the dice when a roll comes next, else to the board's tab stop.
fn keep_focus(hands: Hands, all: Memo<Vec<Target>>) {
    set_timeout(
        move || {
            let lost = document().active_element().is_none_or(|el| el.tag_name().eq_ignore_ascii_case("body"));
            if !lost {
                return;
            }
            // The board may be gone by then.
            let Some(roll) = hands.legal.try_with_untracked(|l| l.contains(&Action::Roll)) else { return };
            if roll {
                if let Some(dice) = document().get_element_by_id("dice") {
                    let _ = dice.unchecked_into::<web_sys::HtmlElement>().focus();
                }
            } else if let Some(first) = all.try_with_untracked(|a| a.first().copied()).flatten() {
                focus_target(&first.key());
            }
        },
        std::time::Duration::from_millis(50),
    );
}

fn target_button(
    hands: Hands,
    target: Target,
    all: Memo<Vec<Target>>,
    seats: Vec<SeatSetup>,
    px_per_unit: Signal<f64>,
) -> impl IntoView {
    let (view, legal, lang) = (hands.view, hands.legal, hands.lang);
    let at = move || view.with(|v| centre(v, target, px_per_unit.get()));
    let can = move || view.with(|v| legal.with(|l| action_at(v, target, l).is_some()));
    let name = move || {
        let lang = lang.get();
        let what = view
            .with(|v| legal.with(|l| action_at(v, target, l).map(|a| action_words::<Epidemium>(v, &a, &seats, lang))));
        let who = view.with(|v| target_name(v, target, &seats, lang));
        what.map_or(who.clone(), |what| format!("{who}. {what}"))
    };
    let tab_stop = move || {
        let focused = hands.focused.get().filter(|f| all.with(|a| a.contains(f)));
        focused.or_else(|| all.with(|a| a.first().copied())) == Some(target)
    };
    let key = move |e: web_sys::KeyboardEvent| {
        if matches!(e.key().as_str(), "Enter" | " ") {
            e.prevent_default();
            activate(hands, target);
            return keep_focus(hands, all);
        }
        let list = all.get_untracked();
        let here = list.iter().position(|t| *t == target).unwrap_or(0);
        if let Some(next) = roving_focus(&e.key(), here, list.len(), 1) {
            e.prevent_default();
            hands.focused.set(Some(list[next]));
            focus_target(&list[next].key());
        }
    };
    // However small the map is drawn, a target is 44 px wide, but one that acts never so wide
    // that it overlaps another that acts (a tap always reaches the one under the finger; the
    // panel's buttons list those too close together to tap). Those that act are drawn last,
    // over the others.
    let radius = move || {
        let wanted = (TARGET_PX / 2.0 / px_per_unit.get()).max(24.0);
        view.with(|v| {
            legal.with(|l| {
                let acting = |t: &&Target| action_at(v, **t, l).is_some();
                match acting(&&target) {
                    true => all.with(|a| wanted.min(half_gap(v, target, a.iter().filter(acting), px_per_unit.get()))),
                    false => wanted,
                }
            })
        })
    };
    let landing = matches!(target, Target::Landing { .. });
    view! {
        <circle class="target" class:can=can class:landing=landing cx=move || at().1 cy=move || at().2 r=radius
            role="button" aria-label=name data-target=target.key() data-place=target.key() data-can=move || can().then_some("")
            data-coach-target=move || (hands.coached && can()).then_some("")
            tabindex=move || if tab_stop() { "0" } else { "-1" }
            on:click=move |_| activate(hands, target) on:keydown=key />
    }
}

/// Half the distance from a target to the nearest of `others` on the same map.
fn half_gap<'a>(view: &Epidemium, target: Target, others: impl Iterator<Item = &'a Target>, scale: f64) -> f64 {
    let (world, x, y) = centre(view, target, scale);
    others
        .filter(|&&other| other != target)
        .map(|&other| centre(view, other, scale))
        .filter(|&(w, ..)| w == world)
        .map(|(_, ox, oy)| (ox - x).hypot(oy - y) / 2.0)
        .fold(f64::INFINITY, f64::min)
}

/// A target's width on screen, where it has the room.
const TARGET_PX: f64 = 44.0;

/// A map's SVG, and how many pixels one of its units is drawn, followed as the table resizes.
fn scale_followed() -> (NodeRef<leptos::svg::Svg>, Signal<f64>) {
    let map = NodeRef::<leptos::svg::Svg>::new();
    let px_per_unit = RwSignal::new(1.0);
    Effect::new(move |_| {
        let Some(svg) = map.get() else { return };
        let measured = svg.clone();
        let measure = move || {
            let (_, _, w, h) = VIEW;
            let size = measured.get_bounding_client_rect();
            let scale = (size.width() / w).min(size.height() / h);
            if scale > 0.0 && (scale - px_per_unit.get_untracked()).abs() > 1e-3 {
                px_per_unit.set(scale);
            }
        };
        measure();
        on_resize(&svg, measure);
    });
    (map, px_per_unit.into())
}

fn world_map(ctx: &BoardCtx<Epidemium>, hands: Hands, all: Memo<Vec<Target>>, world: World) -> impl IntoView {
    let (view, lang) = (ctx.view, ctx.lang);
    let (map, px_per_unit) = scale_followed();
    let seats = ctx.seats.clone();
    let colour_of = |continent| {
        let seat = view.with_untracked(|v| v.pieces().iter().position(|p| p.continent == continent));
        seat.map(|s| (seats[s].colour_hex(), s + 1))
    };
    let drawing = world_svg(world, &colour_of);
    let current = move || view.with(|v| v.turn() != Turn::Over && v.pieces()[v.current()].world == world);
    // The targets that act come last, on top: a piece that may roll is never under one that may not.
    let (legal, here_world) = (ctx.legal, move |t: &Target| view.with(|v| t.world_and_point(v).0) == world);
    let here = move || {
        let mut here: Vec<Target> = all.get().into_iter().filter(here_world).collect();
        view.with(|v| legal.with(|l| here.sort_by_key(|t| action_at(v, *t, l).is_some())));
        here
    };
    let (x, y, w, h) = VIEW;
    let caption = move || text(lang.get()).world_caption(world);
    view! {
        <figure class="ep-world" class:current=current data-world=format!("{world:?}").to_ascii_lowercase()>
            <svg node_ref=map viewBox=format!("{x} {y} {w} {h}") role="group" aria-label=caption>
                <g aria-hidden="true" inner_html=drawing></g>
                <g aria-hidden="true">{last_move(ctx, world, px_per_unit)}{pieces(view, &seats, world, px_per_unit)}</g>
                <g class="targets">
                    <For each=here key=|t| *t let(target)>{target_button(hands, target, all, seats.clone(), px_per_unit)}</For>
                </g>
            </svg>
            <figcaption>{caption}</figcaption>
        </figure>
    }
}

/// What the last tap that acted on nothing showed: the name of that piece.
fn looked_at(hands: Hands, seats: Vec<SeatSetup>) -> impl IntoView {
    let words = move || {
        let target = hands.looked_at.get()?;
        let lang = hands.lang.get();
        Some(hands.view.with(|v| target_name(v, target, &seats, lang)))
    };
    view! { <p class="looked" aria-live="polite">{words}</p> }
}

pub fn board(ctx: BoardCtx<Epidemium>) -> BoardParts {
    let (view, legal, lang) = (ctx.view, ctx.legal, ctx.lang);
    let (act, coached) = (ctx.act, ctx.coached);
    let hands = Hands { view, legal, act, lang, coached, focused: RwSignal::new(None), looked_at: RwSignal::new(None) };
    let all = Memo::new(move |_| view.with(|v| legal.with(|l| targets(v, l))));
    Effect::new(move |_| {
        view.track();
        hands.looked_at.set(None);
    });
    let maps = view! {
        <div class="ep-board">
            <div class="ep-maps" role="group" aria-label=word(lang, |l| text(l).maps())>
                {world_map(&ctx, hands, all, World::Past)}
                {world_map(&ctx, hands, all, World::Future)}
            </div>
        </div>
    };
    let panel = view! {
        <div class="under-board ep-panel">
            {dice(&ctx)}
            {looked_at(hands, ctx.seats.clone())}
            {cards(&ctx)}
            {key(lang)}
        </div>
    };
    BoardParts { board: maps.into_any(), panel: panel.into_any() }
}
