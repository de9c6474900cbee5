//! The log, in words: one line per thing that happened, made from the events of one action. A
//! roll and the move it made read as one line.

use super::state::{Event, Stop};
use super::text::{spot_name, EpidemiumText};
use engine::Seat;
use lang::Lang;
use text::list;

/// The log lines for the events of one action; `name` gives a seat's name. A teleport
/// attempt's throws read as one line.
pub fn narrate(events: &[Event], name: &dyn Fn(Seat) -> String, lang: Lang) -> Vec<String> {
    let text: &dyn EpidemiumText = super::text::text(lang);
    let mut lines = vec![];
    let mut pending_roll: Option<String> = None;
    let thrown = |a: &Event, b: &Event| matches!((a, b), (Event::TeleportThrown { .. }, Event::TeleportThrown { .. }));
    for run in events.chunk_by(thrown) {
        let event = &run[0];
        let line = match event {
            Event::TeleportThrown { seat, .. } => {
                lines.extend(pending_roll.take());
                text.teleport_throws(&name(*seat), &run.iter().filter_map(faces).collect::<Vec<_>>())
            }
            Event::Rolled { seat, die, face } => {
                lines.extend(pending_roll.replace(text.rolled(&name(*seat), *die, *face)));
                continue;
            }
            Event::Moved { world, from, to, .. } if pending_roll.is_some() => {
                let (from, to) = (spot_name(text, *world, *from), spot_name(text, *world, *to));
                text.and_moved(&pending_roll.take().unwrap_or_default(), &from, &to)
            }
            other => {
                lines.extend(pending_roll.take());
                describe(other, name, text, lang)
            }
        };
        lines.push(line);
    }
    lines.extend(pending_roll);
    lines
}

fn describe(event: &Event, name: &dyn Fn(Seat) -> String, text: &dyn EpidemiumText, lang: Lang) -> String {
    let names = |seats: &[Seat]| list(&seats.iter().map(|&s| name(s)).collect::<Vec<_>>(), lang);
    match event {
        Event::OrderRolled { seat, face } => text.order_rolled(&name(*seat), *face),
        Event::OrderTie { seats } => text.order_tie(&names(seats)),
        Event::OrderSettled { order } => {
            text.order_settled(&order.iter().map(|&s| name(s)).collect::<Vec<_>>().join(", "))
        }
        Event::TeleportThrown { seat, faces, .. } => text.teleport_throws(&name(*seat), &[*faces]),
        Event::MagicNumber { seat, from, to } => text.magic_number_played(&name(*seat), *from, *to),
        Event::SteppedBack { seat, world, from, to } => {
            text.stepped_back(&name(*seat), &spot_name(text, *world, *from), &spot_name(text, *world, *to))
        }
        Event::SlowStepNext { seat } => text.slow_step_next(&name(*seat)),
        Event::D4Next { seat } => text.d4_next_turn(&name(*seat)),
        Event::BackToD6 { seat } => text.back_to_d6(&name(*seat)),
        Event::MustSkip { seat, stop } => text.must_skip(&name(*seat), *stop == Stop::Penalty),
        Event::SkipsCancelled { seats } => text.skips_cancelled(&names(seats)),
        Event::PenaltyPlayed { seat, target } => text.penalty_played(&name(*seat), &name(*target)),
        Event::BonusLifePlayed { seat } => text.bonus_life_played(&name(*seat)),
        Event::TurnSkipped { seat } => text.turn_skipped(&name(*seat)),
        Event::ReachedTeleport { seat, .. } => text.reached_teleport(&name(*seat)),
        Event::Teleported { seat, to } => text.teleported(&name(*seat), *to),
        Event::TeleportFailed { seat } => text.teleport_failed(&name(*seat)),
        Event::TeleportRetry { seat } => text.teleport_retry(&name(*seat)),
        Event::SyringeTaken { seat } => text.syringe_taken(&name(*seat)),
        Event::Won { seat } => text.won(&name(*seat)),
        Event::Rolled { seat, die, face } => text.rolled(&name(*seat), *die, *face),
        Event::Moved { seat, world, from, to } => {
            text.moved(&name(*seat), &spot_name(text, *world, *from), &spot_name(text, *world, *to))
        }
    }
}

/// The faces of a teleport throw.
fn faces(event: &Event) -> Option<[u8; 2]> {
    match event {
        Event::TeleportThrown { faces, .. } => Some(*faces),
        _ => None,
    }
}
