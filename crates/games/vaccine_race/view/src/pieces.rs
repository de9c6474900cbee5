//! The pieces on the track: each seat its own shape, its colour with a dark rim (visible on every
//! square) and its number, so colour is never the only signal; fanned out where several stand
//! (`stand`), walking along the way square by square; and the latest move marked.

use leptos::prelude::*;

use engine::{Game, Seat, Turn};
use lang::Lang;
use table::seats::SeatSetup;
use ui::mark::{latest, moved, INK};
use ui::walk::{counted, walk};
use ui::BoardCtx;
use vaccine_race::stand::stand;
use vaccine_race::text::text;
use vaccine_race::track::{Rect, Track};
use vaccine_race::{Event, VaccineRace};

/// A piece walks the squares of a throw (at most 3 dice of 6, or 4 of 4); a square's event that
/// sends it further makes it jump.
const MOST_WALKED: u8 = 18;

/// The shape of seat `seat`'s piece, in a 40-unit box: round, square, diamond, octagon,
/// triangle, shield. Each fills its box, so that none reads smaller than another.
pub fn shape(seat: Seat) -> AnyView {
    match seat % 6 {
        0 => view! { <circle class="body" data-body="" r="20"/> }.into_any(),
        1 => view! { <rect class="body" data-body="" x="-19" y="-19" width="38" height="38" rx="5"/> }.into_any(),
        2 => view! { <path class="body" data-body="" d="M0 -20 L20 0 L0 20 L-20 0 Z"/> }.into_any(),
        3 => view! { <path class="body" data-body="" d="M-8 -20 L8 -20 L20 -8 L20 8 L8 20 L-8 20 L-20 8 L-20 -8 Z"/> }
            .into_any(),
        4 => view! { <path class="body" data-body="" d="M0 -20 L20 19 L-20 19 Z"/> }.into_any(),
        _ => view! { <path class="body" data-body="" d="M0 -20 L20 -6 L14 20 L-14 20 L-20 -6 Z"/> }.into_any(),
    }
}

/// Where the number sits in its shape: lower in the triangle, whose middle is low.
fn number_y(seat: Seat) -> &'static str {
    if seat % 6 == 4 {
        "14"
    } else {
        "7.5"
    }
}

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

pub fn pieces(ctx: &BoardCtx<VaccineRace>, track: Track) -> impl IntoView {
    let (view, lang, seats) = (ctx.view, ctx.lang, &ctx.seats);
    let shown: Vec<Signal<u8>> = (0..seats.len())
        .map(|seat| {
            let target = Signal::derive(move || view.with(|g| g.pieces()[seat].square));
            walk(target, |&from, &to| counted(from, to, MOST_WALKED))
        })
        .collect();
    // Where every piece stands as drawn (some on their way), fanned out together.
    let spots = Memo::new(move |_| {
        let squares: Vec<u8> = shown.iter().map(|s| s.get()).collect();
        stand(&track, &squares, &labels(&track, lang.get()))
    });
    (0..seats.len()).map(|seat| piece(ctx, seat, &seats[seat], spots, track)).collect_view()
}

fn piece(
    ctx: &BoardCtx<VaccineRace>,
    seat: Seat,
    setup: &SeatSetup,
    spots: Memo<Vec<(f64, f64)>>,
    track: Track,
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
            {shape(seat)}
            <text class="mark" class:light=light y=number_y(seat)>{seat + 1}</text>
            <Show when=skipping><g class="zz"><circle cx="12" cy="-7" r="9"/><text x="12" y="-2.2">"z"</text></g></Show>
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
