//! The pieces on the track: each seat a pawn in its colour with a dark rim (visible on every
//! square), its own shape for a head and its number on it, so colour is never the only signal;
//! fanned out where several stand (`stand`), hopping along the way square by square; and the
//! latest move marked.

use leptos::prelude::*;

use engine::{Game, Seat, Turn};
use lang::Lang;
use table::seats::SeatSetup;
use ui::mark::{latest, moved, INK};
use ui::walk::{counted, hop, walk};
use ui::BoardCtx;
use vaccine_race::stand::stand;
use vaccine_race::text::text;
use vaccine_race::track::{Rect, Track};
use vaccine_race::{Event, VaccineRace};

/// A piece walks the squares of a throw (at most 3 dice of 6, or 4 of 4); a square's event that
/// sends it further makes it jump.
const MOST_WALKED: u8 = 18;

/// The head of seat `seat`'s pawn, in the pawn's 40-unit box: round, square, diamond, octagon,
/// triangle, shield, each large enough to carry the seat's number, so that no two seats rely on
/// colour alone. Every head stays inside the box, which `stand` keeps off the squares' numbers.
fn head(seat: Seat) -> AnyView {
    match seat % 6 {
        0 => view! { <circle cy="-8" r="11.5"/> }.into_any(),
        1 => view! { <rect x="-11.5" y="-19.5" width="23" height="23" rx="3"/> }.into_any(),
        2 => view! { <path d="M0-19.5L14-5.5L0 8.5L-14-5.5Z"/> }.into_any(),
        3 => view! { <path d="M-5.5-19.5h11l7 7v10l-7 7h-11l-7-7v-10z"/> }.into_any(),
        4 => view! { <path d="M0-19.5L16 8H-16Z"/> }.into_any(),
        _ => view! { <path d="M0-19.5L14-12L11 5H-11L-14-12Z"/> }.into_any(),
    }
}

/// Where the number sits on the head: lower in the diamond and the triangle, whose middles are
/// low.
fn number_y(seat: Seat) -> &'static str {
    match seat % 6 {
        2 => "1",
        4 => "5.5",
        _ => "-1",
    }
}

/// The pawn's body under its head: a bell on a round base, lit from the top left.
const BODY: &str = "M-16 15.5a16 4.5 0 0 0 32 0l-1-4c-2-2-6-3-8-4c-2-3-3-7-3-11h-8c0 4-1 8-3 11c-2 1-6 2-8 4z";
const SHINE: &str = "M-9 11c-2-3 0-6 3-8";

/// The labels the pieces keep off, in the language shown (the start's and the goal's words).
pub fn labels(track: &Track, lang: Lang) -> Vec<Rect> {
    let t = text(lang);
    track.labels(t.start_label().chars().count(), t.goal_label().chars().count())
}

/// Each piece's spot for the squares the pieces stand on.
fn spots(game: &VaccineRace, track: &Track, lang: Lang) -> Vec<(f64, f64)> {
    let squares: Vec<u8> = game.pieces().iter().map(|p| p.square).collect();
    stand(track, &squares, &labels(track, lang))
}

/// The square each piece is drawn on, walking square by square to where it stands.
pub fn walked(ctx: &BoardCtx<VaccineRace>) -> Vec<Signal<u8>> {
    let view = ctx.view;
    (0..ctx.seats.len())
        .map(|seat| {
            let target = Signal::derive(move || view.with(|g| g.pieces()[seat].square));
            walk(target, |&from, &to| counted(from, to, MOST_WALKED))
        })
        .collect()
}

/// The pawns, drawn on the squares `walked` shows them on.
pub fn pieces(ctx: &BoardCtx<VaccineRace>, track: Track, walked: &[Signal<u8>]) -> impl IntoView {
    let (lang, seats, shown) = (ctx.lang, &ctx.seats, walked.to_vec());
    let hops: Vec<Signal<&'static str>> = shown.iter().map(|&s| hop(s)).collect();
    // Where every piece stands as drawn (some on their way), fanned out together.
    let spots = Memo::new(move |_| {
        let squares: Vec<u8> = shown.iter().map(|s| s.get()).collect();
        stand(&track, &squares, &labels(&track, lang.get()))
    });
    (0..seats.len()).map(|seat| piece(ctx, seat, &seats[seat], spots, track, hops[seat])).collect_view()
}

fn piece(
    ctx: &BoardCtx<VaccineRace>,
    seat: Seat,
    setup: &SeatSetup,
    spots: Memo<Vec<(f64, f64)>>,
    track: Track,
    hopping: Signal<&'static str>,
) -> impl IntoView {
    let view = ctx.view;
    let place = move || {
        let (x, y) = spots.with(|s| s[seat]);
        format!("translate({x}px, {y}px) scale({})", track.piece / 40.0)
    };
    let to_play = move || view.with(|g| g.turn() == Turn::Seat(seat));
    let skipping = move || view.with(|g| g.pieces()[seat].skip_next_turn);
    // The dark colours carry a light number.
    let light = setup.colour >= 5;
    view! {
        <g class="piece" class:to-play=to_play data-seat=seat.to_string() data-piece=(seat + 1).to_string()
            style:transform=place fill=setup.colour_hex() aria-hidden="true">
            // The shadow stays on the ground while the pawn hops over it.
            <ellipse class="ground" cx="1" cy="15.5" rx="20" ry="4.5"/>
            <g class=move || format!("pawn {}", hopping.get()) data-body="">
                <path class="body" d=BODY/>
                <g class="head">{head(seat)}</g>
                <path class="shine" d=SHINE/>
                <text class="mark" class:light=light y=number_y(seat)>{seat + 1}</text>
            </g>
            <Show when=skipping><g class="zz"><circle cx="16" cy="-7.5" r="9"/><text x="16" y="-2.7">"z"</text></g></Show>
        </g>
    }
}

/// The squares each piece went through in the latest action, in order (the squares walked, or
/// only both ends of a jump), from the events the looking seat knows.
fn ways(events: &[Event], game: &VaccineRace) -> Vec<(Seat, Vec<u8>)> {
    let mut ways: Vec<(Seat, Vec<u8>)> = vec![];
    for event in events {
        let (seat, from, to) = match *event {
            Event::Moved { seat, from, to } | Event::SentBack { seat, from, to } => (seat, from, to),
            Event::PhaseOneSetback { seat, from } => (seat, from, game.pieces()[seat].square),
            _ => continue,
        };
        let mut steps = counted(from, to, MOST_WALKED);
        if steps.is_empty() {
            steps.push(to);
        }
        match ways.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, way)) => way.extend(steps),
            None => ways.push((seat, [vec![from], steps].concat())),
        }
    }
    ways
}

/// The latest action's moves, marked in the mover's colour: the way each piece went and a
/// ring round it where it stands.
pub fn last_move(ctx: &BoardCtx<VaccineRace>, track: Track) -> impl IntoView {
    let (view, lang) = (ctx.view, ctx.lang);
    let marked = latest(ctx, INK, move |events| view.with(|g| ways(events, g)));
    let radius = track.piece * 0.62;
    move || {
        let (mover, ways) = marked.get()?;
        let marks = view.with(|g| {
            let spots = spots(g, &track, lang.get());
            ways.into_iter()
                .map(|(seat, way)| {
                    let arrived = way[way.len() - 1];
                    // The way runs through the squares' middles to the piece itself.
                    let mut points: Vec<(f64, f64)> = way.iter().map(|&n| track.middle(n)).collect();
                    points.pop();
                    points.push(spots[seat]);
                    moved(&mover, &points, radius, arrived.to_string())
                })
                .collect_view()
        });
        Some(marks)
    }
}
