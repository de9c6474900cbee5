//! Seats that belong to devices. A game played on several devices has no server to
//! say who plays where, so each link says it: every person's seat names the device it belongs
//! to once that device has opened the game, and the link names the device that sent it and the
//! seats it is for. A device takes a seat only when a link offers it one that no device holds;
//! one that holds no seat and is offered none watches.

use crate::link::Envelope;
use crate::save::Sealing;
use crate::seats::{Controller, DeviceId, SeatSetup};
use engine::Seat;

/// What a device does with a game of several devices that reaches it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Welcome {
    /// It plays seats of it already, and the link offers no other: the game goes on here.
    Plays,
    /// The link is for these seats, which no device plays yet: the person says which of them
    /// play here (the others stay for other devices).
    Offer(Vec<Seat>),
    /// It plays no seat, and the link offers none: the board, the log and the replay, no action.
    Watch,
}

/// How a device welcomes `incoming` (with the `held` seats of the same game, if any here),
/// sent as `envelope` says.
pub fn welcome(incoming: &[SeatSetup], held: Option<&[SeatSetup]>, envelope: &Envelope, me: DeviceId) -> Welcome {
    let plays_here = |seat: Seat| {
        incoming[seat].device == Some(me) || held.is_some_and(|h| h.get(seat).is_some_and(SeatSetup::is_here))
    };
    let offered: Vec<Seat> = (0..incoming.len()).filter(|&seat| free(incoming, held, envelope, seat)).collect();
    match ((0..incoming.len()).any(plays_here), offered.is_empty()) {
        (_, false) => Welcome::Offer(offered),
        (true, true) => Welcome::Plays,
        (false, true) => Welcome::Watch,
    }
}

/// Whether `seat` is offered: the link is for it (a link of format 1 does not say: then every
/// person the sender plays elsewhere), it is a person's, and no device holds it, here or there
/// (a binding here older than the link's handing of the seat holds it no more).
fn free(incoming: &[SeatSetup], held: Option<&[SeatSetup]>, envelope: &Envelope, seat: Seat) -> bool {
    let meant = match &envelope.to {
        Some(to) => to.contains(&seat),
        None => incoming[seat].controller == Controller::Elsewhere,
    };
    let handed = incoming[seat].handed;
    let unheld =
        held.and_then(|h| h.get(seat)).is_none_or(|h| (h.device.is_none() && !h.is_here()) || h.handed < handed);
    meant && !incoming[seat].is_computer() && incoming[seat].device.is_none() && unheld
}

/// The seats of an arriving game as this device plays them: a seat bound to this device, or
/// played here before, is a person here; of the seats offered, `mine` are taken here now; a
/// seat bound to another device, or to none yet, is played elsewhere. What a device learns of
/// who plays where is kept: a binding is never undone by a link that does not know it, and
/// gives way only to a later handing of the seat (`SeatSetup::handed`); so is the seat's key
/// and its handing's signature (checked before by `signed::verify`).
pub fn seats_here(incoming: &[SeatSetup], held: Option<&[SeatSetup]>, mine: &[Seat], me: DeviceId) -> Vec<SeatSetup> {
    let seat_here = |seat: Seat, s: &SeatSetup| {
        let before = held.and_then(|h| h.get(seat)).filter(|b| b.handed >= s.handed);
        let newer = before.filter(|b| b.handed > s.handed);
        let here = before.is_some_and(SeatSetup::is_here) || mine.contains(&seat);
        let known = newer.map_or_else(|| before.and_then(|b| b.device).or(s.device), |b| b.device);
        let device = known.or(here.then_some(me));
        let handed = before.map_or(s.handed, |b| b.handed);
        let key = newer.map_or_else(|| before.and_then(|b| b.key).or(s.key), |b| b.key);
        let handover = newer.map_or_else(|| before.and_then(|b| b.handover).or(s.handover), |b| b.handover);
        let controller = match () {
            () if s.is_computer() => Controller::Computer,
            () if here || device == Some(me) => Controller::Person,
            () => Controller::Elsewhere,
        };
        let device = if controller == Controller::Person { Some(me) } else { device };
        let device = device.filter(|_| !s.is_computer());
        SeatSetup { controller, device, handed, key, handover, ..s.clone() }
    };
    incoming.iter().enumerate().map(|(seat, s)| seat_here(seat, s)).collect()
}

/// This device gives `seat` up, for the first device that opens the link made next: a seat of
/// a person here becomes a person elsewhere, on no device and no key yet, handed once more
/// (the link signs the handing: `signed::Signer::hand`).
pub fn given(seats: &[SeatSetup], seat: Seat) -> Vec<SeatSetup> {
    let mut seats = seats.to_vec();
    if let Some(s) = seats.get_mut(seat).filter(|s| s.is_here()) {
        (s.controller, s.device, s.handed) = (Controller::Elsewhere, None, s.handed.saturating_add(1));
        (s.key, s.handover) = (None, None);
    }
    seats
}

/// The seats as a link from this device gives them: its people's seats belong to it.
pub fn bound(seats: &[SeatSetup], me: DeviceId) -> Vec<SeatSetup> {
    let bind = |s: &SeatSetup| SeatSetup { device: if s.is_here() { Some(me) } else { s.device }, ..s.clone() };
    seats.iter().map(bind).collect()
}

/// Whether this device plays none of the game's seats: it watches. The virus's device of a
/// sealed game plays the virus even where its computer does.
pub fn watching(seats: &[SeatSetup], sealing: Option<&Sealing>) -> bool {
    let elsewhere = seats.iter().any(|s| s.controller == Controller::Elsewhere);
    elsewhere && !seats.iter().any(SeatSetup::is_here) && !matches!(sealing, Some(Sealing::Keeper { .. }))
}
