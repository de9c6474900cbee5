//! The Ludo cross (ruling, "Board"): a loop of 52 fields and four arms in clockwise order, red
//! (the virus's focus), yellow, blue and green. Each arm has an exit field on the loop and a bridge
//! of 5 fields from the field before its exit to the lab in the centre.
//!
//! Every field has an index a view can map to its drawing: the loop 0..52 clockwise from the red
//! exit, then the bridges 52..72 (five per arm, red first, each from the loop towards the lab),
//! then the lab (72). A piece's way is counted in fields *travelled* from its own exit: 0..=51 on
//! the loop (51 is the field before its exit: it has gone once round), 52..=56 on its bridge, 57
//! the lab. A virus is kept by its field: on the viruses' way (the loop from the red exit, then
//! the red bridge) its travelled fields are its field index; one a sick piece left on a player's
//! bridge stays on that bridge (`Field::virus_way`).

use serde::{Deserialize, Serialize};

use super::state::{Colour, LabRace, PieceId, Spot};

/// Fields on the loop.
pub const LOOP: u8 = 52;
/// Fields on each bridge.
pub const BRIDGE: u8 = 5;
/// Fields from one arm's exit to the next arm's exit.
pub const ARM_SPACING: u8 = 13;
/// Fields travelled when a piece or a virus enters the lab: "a roll that reaches or passes the
/// lab enters it (no exact roll needed)".
pub const LAB_TRAVELLED: u8 = LOOP + BRIDGE;

/// One field of the board, by its index (see the module comment).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Field(pub u8);

/// Where a field lies, for a view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// On the loop, 0..52 clockwise from the red exit.
    Loop(u8),
    /// On `arm`'s bridge, `step` 0..5 from the loop towards the lab.
    Bridge {
        arm: Colour,
        step: u8,
    },
    Lab,
}

impl Field {
    pub const LAB: Field = Field(LOOP + 4 * BRIDGE);
    /// How many fields there are, the lab included.
    pub const COUNT: usize = Self::LAB.0 as usize + 1;

    /// The exit field of an arm: where its pieces (or the viruses, for red) come out.
    pub fn exit(arm: Colour) -> Field {
        Field(arm as u8 * ARM_SPACING)
    }

    /// The field `travelled` fields along `arm`'s way from its exit.
    pub fn of(arm: Colour, travelled: u8) -> Field {
        match travelled {
            t if t < LOOP => Field((arm as u8 * ARM_SPACING + t) % LOOP),
            t if t < LAB_TRAVELLED => Field(LOOP + arm as u8 * BRIDGE + (t - LOOP)),
            _ => Field::LAB,
        }
    }

    pub fn kind(self) -> FieldKind {
        const ARMS: [Colour; 4] = [Colour::Red, Colour::Yellow, Colour::Blue, Colour::Green];
        match self.0 {
            n if n < LOOP => FieldKind::Loop(n),
            n if n < Field::LAB.0 => {
                FieldKind::Bridge { arm: ARMS[((n - LOOP) / BRIDGE) as usize], step: (n - LOOP) % BRIDGE }
            }
            _ => FieldKind::Lab,
        }
    }

    /// The way a virus on this field goes forward, and how far along it the field lies: a virus
    /// a sick piece left on a player's bridge can only go up that bridge (ruling: "it moves
    /// forward to the next free field of that bridge, into the lab if none is left"); any other
    /// goes the viruses' own way, from the red exit round the loop and up the red bridge.
    pub fn virus_way(self) -> (Colour, u8) {
        let way = match self.kind() {
            FieldKind::Bridge { arm, .. } => arm,
            _ => Colour::Red,
        };
        (way, self.travelled(way).unwrap_or(LAB_TRAVELLED))
    }

    pub fn is_loop(self) -> bool {
        self.0 < LOOP
    }

    /// How far along `arm`'s way this field lies, if it is on that way at all (the lab is not).
    pub fn travelled(self, arm: Colour) -> Option<u8> {
        let start = arm as u8 * ARM_SPACING;
        match self.0 {
            n if n < LOOP => Some((n + LOOP - start) % LOOP),
            n if (LOOP + arm as u8 * BRIDGE..LOOP + (arm as u8 + 1) * BRIDGE).contains(&n) => {
                Some(n - arm as u8 * BRIDGE)
            }
            _ => None,
        }
    }
}

/// Who stands on a field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occupant {
    Piece(PieceId),
    /// The virus at this index of the board's viruses.
    Virus(usize),
}

impl LabRace {
    /// The field a piece stands on; `None` while it is at home.
    pub fn field_of(&self, id: PieceId) -> Option<Field> {
        match self.piece(id).spot {
            Spot::Home => None,
            Spot::Out(travelled) => Some(Field::of(id.colour, travelled)),
            Spot::Lab => Some(Field::LAB),
        }
    }

    /// Who stands on `field` (never the lab, which holds any number).
    pub fn occupant(&self, field: Field) -> Option<Occupant> {
        for player in &self.players {
            let Some(travelled) = field.travelled(player.colour) else { continue };
            if let Some(index) = player.pieces.iter().position(|p| p.spot == Spot::Out(travelled)) {
                return Some(Occupant::Piece(PieceId { colour: player.colour, index: index as u8 }));
            }
        }
        self.viruses.iter().position(|&v| v == field).map(Occupant::Virus)
    }

    /// The first field after `travelled` on `arm`'s way where nobody stands, in fields travelled
    /// (the lab, at worst): where a mover steps on to after a meeting.
    pub(super) fn next_free(&self, arm: Colour, travelled: u8) -> u8 {
        (travelled + 1..LAB_TRAVELLED).find(|&t| self.occupant(Field::of(arm, t)).is_none()).unwrap_or(LAB_TRAVELLED)
    }
}
