//! Moves and meetings (ruling, "One piece per field. Meetings, when a mover ends its move on an
//! occupied field"): where a piece or a virus that ends a move on a field ends up, and what the
//! meeting does to whoever stood there.

use super::actions::{Event, MaskWear, Mover};
use super::board::{Field, Occupant, LAB_TRAVELLED};
use super::state::{Colour, LabRace, PieceId, Spot};

impl LabRace {
    /// Moves a piece on the board `steps` fields along its way and settles where it lands.
    ///
    /// Ruling: "A sick unmasked piece that moves leaves a new virus on the field it left (the
    /// virus multiplies), on its bridge too: the seed makes no exception."
    /// Ruling (ours): the virus left enters that field, so on a sanitizer field it is destroyed
    /// at once, using one.
    pub(super) fn move_piece(&mut self, id: PieceId, steps: u8, events: &mut Vec<Event>) {
        let piece = *self.piece(id);
        let Spot::Out(from) = piece.spot else { unreachable!("only a piece on the board moves") };
        let to = (from + steps).min(LAB_TRAVELLED);
        let left = Field::of(id.colour, from);
        events.push(Event::Moved { piece: id, from: left, to: Field::of(id.colour, to) });
        self.wear_mask(id, steps, events);
        self.land_piece(id, to, events);
        if piece.sick && piece.mask.is_none() {
            events.push(Event::VirusLeftBehind { field: left, by: id });
            let (way, at) = left.virus_way();
            self.land_virus(way, at, events);
        }
    }

    /// A person arrives `at` fields along its way (by a move, a step on or leaving home) and
    /// meets whoever stands there. While this runs the piece still stands where it came from.
    ///
    /// Ruling: meetings happen "when a mover ends its move on an occupied field", and a sanitizer
    /// is used by "each piece or virus that enters it ..., also one that then steps on to the
    /// next field". Ruling (ours): passing over a field uses no sanitizer either, and stepping
    /// on after a meeting is moving: it wears the mask by the fields stepped.
    pub(super) fn land_piece(&mut self, id: PieceId, mut at: u8, events: &mut Vec<Event>) {
        loop {
            if at >= LAB_TRAVELLED {
                self.piece_mut(id).spot = Spot::Lab;
                events.push(Event::EnteredLab { mover: Mover::Piece(id) });
                return;
            }
            let field = Field::of(id.colour, at);
            let sanitized = self.use_sanitizer(field, events);
            let next = match self.occupant(field) {
                None => {
                    self.piece_mut(id).spot = Spot::Out(at);
                    return;
                }
                Some(Occupant::Piece(other)) => {
                    if !self.persons_meet(id, other, sanitized, events) {
                        return;
                    }
                    self.next_free(id.colour, at)
                }
                Some(Occupant::Virus(virus)) => {
                    self.viruses.swap_remove(virus);
                    self.piece_mut(id).spot = Spot::Out(at);
                    if self.virus_meets(id, field, events) {
                        self.push_virus_on(field, events);
                    }
                    return;
                }
            };
            self.wear_mask(id, next - at, events);
            events.push(Event::SteppedOn { mover: Mover::Piece(id), from: field, to: Field::of(id.colour, next) });
            at = next;
        }
    }

    /// Two persons meet; true when the mover steps on, false when both went home.
    ///
    /// Ruling (ours): on a sanitizer field "no infection passes", so there nobody falls sick and
    /// no mask wears out; unmasked pieces of different colours still both go home, for social
    /// distancing is broken all the same.
    fn persons_meet(&mut self, mover: PieceId, other: PieceId, sanitized: bool, events: &mut Vec<Event>) -> bool {
        let (a, b) = (*self.piece(mover), *self.piece(other));
        // "Same colour: the mover steps on to the next free field. A sick piece still makes the
        // other sick unless one of them is masked ("a sick person makes the other sick", seed),
        // and a mask that meets a sick piece of its own colour wears out as with any sick piece."
        if mover.colour == other.colour {
            if !sanitized {
                self.sickness_passes(mover, other, events);
            }
            return true;
        }
        if a.mask.is_none() && b.mask.is_none() {
            // "Different colours, neither masked: both go home; if one was sick, both are sick now."
            for id in [mover, other] {
                if !sanitized && (a.sick || b.sick) && !self.piece(id).sick {
                    self.piece_mut(id).sick = true;
                    events.push(Event::FellSick { piece: id });
                }
                self.piece_mut(id).spot = Spot::Home;
                events.push(Event::WentHome { piece: id });
            }
            return false;
        }
        // "One masked: nobody goes home and nobody is infected; a masked piece that met a sick
        // piece loses its mask; the mover steps on to the next free field."
        if !sanitized {
            self.sickness_passes(mover, other, events);
        }
        true
    }

    /// Two persons who stay on the board meet: with neither masked a sick one makes the other
    /// sick; a mask stops it, and wears out if its wearer met a sick piece (seed: "If the mask
    /// is infected from the outside (the wearer encounters a virus or a sick person), it wears
    /// out immediately, but it doesn't occur infection").
    fn sickness_passes(&mut self, mover: PieceId, other: PieceId, events: &mut Vec<Event>) {
        let (a, b) = (*self.piece(mover), *self.piece(other));
        for (id, piece, met) in [(mover, a, b), (other, b, a)] {
            if piece.mask.is_some() && met.sick {
                self.tear_mask(id, MaskWear::MetSick, events);
            } else if piece.mask.is_none() && met.mask.is_none() && met.sick && !piece.sick {
                self.piece_mut(id).sick = true;
                events.push(Event::FellSick { piece: id });
            }
        }
    }

    /// A virus lands `at` fields along `way` (see `Field::virus_way`: red's, or the player's
    /// bridge a sick piece left it on) by a move, a push or leaving the focus or a sick piece,
    /// and meets whoever stands there.
    ///
    /// Ruling (ours): a virus that lands on another virus steps on to the next free field, as a
    /// piece does on its own colour: viruses are one household.
    pub(super) fn land_virus(&mut self, way: Colour, mut at: u8, events: &mut Vec<Event>) {
        loop {
            if at >= LAB_TRAVELLED {
                self.viruses_in_lab += 1;
                events.push(Event::EnteredLab { mover: Mover::Virus });
                return;
            }
            let field = Field::of(way, at);
            // "a virus that enters it is destroyed for good (it does not go back to the focus)."
            if self.use_sanitizer(field, events) {
                events.push(Event::VirusDestroyed { field });
                return;
            }
            let next = match self.occupant(field) {
                None => {
                    self.viruses.push(field);
                    return;
                }
                Some(Occupant::Virus(_)) => self.next_free(way, at),
                Some(Occupant::Piece(person)) => {
                    if !self.virus_meets(person, field, events) {
                        return;
                    }
                    self.next_free(way, at)
                }
            };
            events.push(Event::SteppedOn { mover: Mover::Virus, from: field, to: Field::of(way, next) });
            at = next;
        }
    }

    /// A person and a virus (already off the board) meet on `field`, whichever moved. True when
    /// the virus moves forward (the person is sick and unmasked); otherwise it is back in the
    /// focus. Ruling: "unmasked healthy person becomes sick and the virus goes back to the focus;
    /// masked person loses the mask, not sick, and the virus goes back to the focus; sick
    /// unmasked person: the virus moves forward to the next free field."
    fn virus_meets(&mut self, person: PieceId, field: Field, events: &mut Vec<Event>) -> bool {
        let piece = *self.piece(person);
        if piece.mask.is_some() {
            self.tear_mask(person, MaskWear::MetVirus, events);
        } else if !piece.sick {
            self.piece_mut(person).sick = true;
            events.push(Event::FellSick { piece: person });
        } else {
            return true;
        }
        self.focus += 1;
        events.push(Event::VirusBackToFocus { from: field });
        false
    }

    /// The virus met on `field` by a sick unmasked mover moves forward to the next free field
    /// of its way: on a player's bridge, "the next free field of that bridge, into the lab if
    /// none is left (humanity loses)".
    fn push_virus_on(&mut self, field: Field, events: &mut Vec<Event>) {
        let (way, at) = field.virus_way();
        let next = self.next_free(way, at);
        events.push(Event::SteppedOn { mover: Mover::Virus, from: field, to: Field::of(way, next) });
        self.land_virus(way, next, events);
    }

    /// A piece or a virus enters `field`: its sanitizer, if any, loses a use (ruling: "each piece
    /// or virus that enters it uses one; at 0 it is gone"). True when there was one.
    fn use_sanitizer(&mut self, field: Field, events: &mut Vec<Event>) -> bool {
        let Some(at) = self.sanitizers.iter().position(|s| s.field == field) else { return false };
        self.sanitizers[at].uses -= 1;
        let uses_left = self.sanitizers[at].uses;
        if uses_left == 0 {
            self.sanitizers.swap_remove(at);
        }
        events.push(Event::SanitizerUsed { field, uses_left });
        true
    }

    /// The wearer moved `fields`: its mask wears out once it has moved its laps.
    ///
    /// Ruling (ours): a mask used up by a move is gone when the piece lands, so it does not
    /// protect at the end of that move.
    fn wear_mask(&mut self, id: PieceId, fields: u8, events: &mut Vec<Event>) {
        let piece = self.piece_mut(id);
        let Some(mask) = &mut piece.mask else { return };
        mask.fields_left = mask.fields_left.saturating_sub(fields);
        if mask.fields_left == 0 {
            piece.mask = None;
            events.push(Event::MaskWornOut { piece: id, why: MaskWear::Laps });
        }
    }

    /// "If the mask is infected from the outside (the wearer encounters a virus or a sick person),
    /// it wears out immediately, but it doesn't occur infection."
    fn tear_mask(&mut self, id: PieceId, why: MaskWear, events: &mut Vec<Event>) {
        self.piece_mut(id).mask = None;
        events.push(Event::MaskWornOut { piece: id, why });
    }
}
