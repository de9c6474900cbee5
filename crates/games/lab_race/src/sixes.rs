//! What a 6 may do besides moving (ruling: "take a piece out, heal any sick piece on the board,
//! give a mask to any piece on the board, or place a hand sanitizer on a field where one of its
//! own pieces stands"), and the free 6 of a player waiting at home.

use super::actions::Event;
use super::board::{Field, LOOP};
use super::rules::FREE_SIX_START;
use super::state::{Colour, LabRace, Mask, PieceId, Role, Sanitizer, Spot};
use engine::Seat;

/// Ruling: "Masks last two laps (104 fields moved by the wearer); masks sewn by the seamstress
/// last three."
pub const MASK_LAPS: u8 = 2;
pub const SEAMSTRESS_MASK_LAPS: u8 = 3;
/// Ruling: "each player has 2 for the game. A field with sanitizer holds 2 uses".
pub const SANITIZERS_EACH: u8 = 2;
pub const SANITIZER_USES: u8 = 2;

/// A fresh mask sewn by a player with `role`.
pub fn new_mask(role: Option<Role>) -> Mask {
    let laps = if role == Some(Role::Seamstress) { SEAMSTRESS_MASK_LAPS } else { MASK_LAPS };
    Mask { fields_left: laps * LOOP }
}

impl LabRace {
    /// "A player steps on the exit point of his/her own color and wears a mask when exiting."
    ///
    /// Ruling (ours): the mask a piece leaves home with is sewn at home by its owner, so the
    /// seamstress's pieces leave with three-lap masks, also when a helper takes them out. A piece
    /// leaving onto a taken exit field meets whoever is there as a masked mover.
    pub(super) fn take_out(&mut self, id: PieceId, by: Colour, events: &mut Vec<Event>) {
        let owner = self.seat_of(id.colour).expect("a colour in play");
        self.piece_mut(id).mask = Some(new_mask(self.players[owner].role));
        events.push(Event::TookOut { piece: id, by });
        self.land_piece(id, 0, events);
    }

    pub(super) fn heal(&mut self, id: PieceId, by: Colour, events: &mut Vec<Event>) {
        self.piece_mut(id).sick = false;
        events.push(Event::Healed { piece: id, by });
    }

    /// The seamstress's masks last three laps "whether she gives it to herself or someone else".
    pub(super) fn give_mask(&mut self, id: PieceId, giver: Seat, events: &mut Vec<Event>) {
        let mask = new_mask(self.players[giver].role);
        self.piece_mut(id).mask = Some(mask);
        events.push(Event::MaskGiven { piece: id, by: self.players[giver].colour, fields: mask.fields_left });
    }

    pub(super) fn place_sanitizer(&mut self, field: Field, seat: Seat, events: &mut Vec<Event>) {
        let placed_by = self.players[seat].colour;
        self.players[seat].sanitizers_placed += 1;
        self.sanitizers.push(Sanitizer { field, uses: SANITIZER_USES, placed_by });
        events.push(Event::SanitizerPlaced { field, by: placed_by });
    }

    /// Where `seat` may place a sanitizer: ruling, "on a field where one of its own pieces
    /// stands, on the loop or on its own bridge", while it has one left.
    ///
    /// Ruling (ours): one sanitizer per field.
    pub(super) fn sanitizer_fields(&self, seat: Seat) -> impl Iterator<Item = Field> + '_ {
        let player = &self.players[seat];
        let left = player.sanitizers_placed < SANITIZERS_EACH;
        player
            .pieces
            .iter()
            .filter_map(move |p| match p.spot {
                Spot::Out(t) if left => Some(Field::of(player.colour, t)),
                _ => None,
            })
            .filter(|&field| self.sanitizer_at(field).is_none())
    }

    /// Lowers the counter; "at 0 the roll counts as a 6 and the counter goes back to 3".
    pub(super) fn count_down_free_six(&mut self, seat: Seat, face: u8, events: &mut Vec<Event>) -> u8 {
        let player = &mut self.players[seat];
        player.free_six -= 1;
        events.push(Event::FreeSixCounter { colour: player.colour, left: player.free_six });
        if player.free_six > 0 {
            return face;
        }
        player.free_six = FREE_SIX_START;
        events.push(Event::FreeSix { colour: player.colour });
        6
    }
}
