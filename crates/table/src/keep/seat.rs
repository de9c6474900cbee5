//! Before a seat of a game on several devices is taken here: the device must keep
//! who it is (its id, which binds the seat to it) and the game, or after a reload, or in
//! another tab, it would be another device that only watches, and nothing gives the seat back.
//! Where it cannot, the person is told before they start, with a way that works.

use super::Unsaved;

/// Room a game on several devices is asked to find before it starts: a long game's save
/// with its record, several times a new one's, so that it is not full at the first moves.
pub const ROOM_FOR_A_GAME: usize = 32 * 1024;

/// Where a seat is about to be taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taking {
    /// The setup of a game some of whose seats play on other devices.
    Setup,
    /// A link's welcome, offering seats of a game from another device.
    Arrival,
}

/// The way that works where this device cannot keep the seat, besides making room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Instead {
    /// Every seat on this device, passed round: a game of one device loses no seat.
    OneDevice,
    /// Watch here, and play the seat on a device that can keep it.
    Watch,
}

/// Why this device cannot keep a seat, and what it offers instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unkept {
    pub why: Unsaved,
    /// Whether removing saved games would make room (not where storage is blocked: it frees
    /// nothing there). The list of saves removes them: counting the finished ones here would
    /// put a JSON reader in the home screen's code.
    pub make_room: bool,
    pub instead: Instead,
}

/// Whether a seat may be taken here without being lost: `identity` is whether this device's
/// id is in durable storage, `game` whether a game's room could be written.
pub fn before_a_seat(identity: bool, game: Result<(), Unsaved>, taking: Taking) -> Option<Unkept> {
    if identity && game.is_ok() {
        return None;
    }
    // An id refused while a game fits: the id went to memory when storage was full, and the
    // room came back since; the storage is what is short.
    let why = game.err().unwrap_or(Unsaved::Full);
    let make_room = why == Unsaved::Full;
    let instead = match taking {
        Taking::Setup => Instead::OneDevice,
        Taking::Arrival => Instead::Watch,
    };
    Some(Unkept { why, make_room, instead })
}

#[cfg(test)]
mod tests {
    use super::*;

    // "The device's keys and seats are checked to be stored before a seat is taken (else the
    // person is told, before they start, and offered a way that works)".
    #[test]
    fn a_seat_is_taken_only_where_the_device_keeps_who_it_is_and_the_game() {
        assert_eq!(before_a_seat(true, Ok(()), Taking::Setup), None, "all kept: nothing to say");
        let full = Unkept { why: Unsaved::Full, make_room: true, instead: Instead::OneDevice };
        assert_eq!(before_a_seat(true, Err(Unsaved::Full), Taking::Setup), Some(full), "the game does not fit");
        let lost_id = before_a_seat(false, Ok(()), Taking::Arrival);
        assert_eq!(
            lost_id,
            Some(Unkept { why: Unsaved::Full, make_room: true, instead: Instead::Watch }),
            "only the id"
        );
        let blocked = before_a_seat(false, Err(Unsaved::Blocked), Taking::Arrival).unwrap();
        assert_eq!(
            (blocked.make_room, blocked.instead),
            (false, Instead::Watch),
            "no room to make where nothing is kept"
        );
    }
}
