//! What is on the table: the players' pieces, the viruses, the sanitizers and whose turn it is.

use serde::{Deserialize, Serialize};

use super::board::Field;
use engine::rng::GameRng;
use engine::Seat;

/// The four arms of the cross in clockwise order (ruling, "Board"). Red is the virus's focus;
/// the other three are the player colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    Red,
    Yellow,
    Blue,
    Green,
}

impl Colour {
    /// The player colours, in the order they play after the virus.
    pub const PLAYERS: [Colour; 3] = [Colour::Yellow, Colour::Blue, Colour::Green];
}

/// The special roles of the seed, "freely paired" with the colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// Rolls again after a 5, too.
    BikeCourier,
    /// Sews FFP3 masks that last three laps.
    Seamstress,
    /// Helps the others from three pieces in the lab, but may not pass while one is outside.
    SocialWorker,
}

/// One colour in play and its role, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seating {
    pub colour: Colour,
    pub role: Option<Role>,
}

/// The colours in play (1 to 3, in the order yellow, blue, green) and their roles. Each is one
/// seat; whether a person or the computer plays it, and who holds which, is the table's concern.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub players: Vec<Seating>,
}

impl Options {
    /// The first `count` colours, without roles.
    pub fn colours(count: usize) -> Self {
        Self { players: Colour::PLAYERS.iter().take(count).map(|&colour| Seating { colour, role: None }).collect() }
    }

    /// The first colours, each with the role given.
    pub fn with_roles(roles: &[Option<Role>]) -> Self {
        let players = Colour::PLAYERS.iter().zip(roles).map(|(&colour, &role)| Seating { colour, role }).collect();
        Self { players }
    }
}

impl Default for Options {
    /// The seed's table: three players, one role each.
    fn default() -> Self {
        Self::with_roles(&[Some(Role::BikeCourier), Some(Role::Seamstress), Some(Role::SocialWorker)])
    }
}

/// One piece of a player colour: `index` 0..4 of that colour's four.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PieceId {
    pub colour: Colour,
    pub index: u8,
}

/// Where a piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Spot {
    /// In its home quarantine.
    Home,
    /// On the board, this many fields from its exit (see board.rs).
    Out(u8),
    Lab,
}

/// A mask and how many more fields its wearer may move before it wears out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mask {
    pub fields_left: u8,
}

impl Mask {
    /// Laps left, a lap begun counting as one.
    pub fn laps_left(self) -> u8 {
        self.fields_left.div_ceil(super::board::LOOP)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    pub spot: Spot,
    pub mask: Option<Mask>,
    pub sick: bool,
}

/// One colour in play: its pieces, its free-6 counter and its hand sanitizers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub colour: Colour,
    pub role: Option<Role>,
    pub pieces: [Piece; 4],
    /// The counter in the player's building (ruling, "Free 6"): 3 at the start.
    pub free_six: u8,
    /// Hand sanitizers placed so far, of the 2 each player has for the game.
    pub sanitizers_placed: u8,
}

impl Player {
    pub fn in_lab(&self) -> usize {
        self.pieces.iter().filter(|p| p.spot == Spot::Lab).count()
    }

    /// Whether the free-6 counter applies: ruling, "A turn in which the player has no piece of
    /// its own out to move and rolls no 6 lowers it by 1 ("a piece outside", seed: other
    /// players' pieces that a helper, the social worker too, may move do not count)".
    ///
    /// Ruling (ours): the counter is for a player waiting in home quarantine, one with a piece
    /// at home. A player whose pieces are all in the lab has no counter to lower.
    pub fn waits_at_home(&self) -> bool {
        let at_home = self.pieces.iter().any(|p| p.spot == Spot::Home);
        at_home && !self.pieces.iter().any(|p| matches!(p.spot, Spot::Out(_)))
    }
}

/// A hand sanitizer on a field (of the loop, or of the bridge of the colour that placed it), with
/// the uses it has left (1 or 2; at 0 it is gone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sanitizer {
    pub field: Field,
    pub uses: u8,
    pub placed_by: Colour,
}

/// Why humanity lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LossReason {
    VirusInLab,
    SickInLab,
    TwelveViruses,
}

/// Why humanity won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WinReason {
    AllInLab,
    VirusGone,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    Won(WinReason),
    Lost(LossReason),
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The virus's turn, played by the rules: it rolls.
    Virus,
    /// `seat` rolls; `first` on the turn's first roll. `waiting` on a roll again in a turn that
    /// still counts for the free-6 counter: it began with no piece of its own out and has
    /// rolled no 6 (only the courier's 5 rolls again without one). A save from before has none.
    Roll {
        seat: Seat,
        first: bool,
        #[serde(default)]
        waiting: bool,
    },
    /// `seat` rolled `face` and chooses what to do with it; `again` when it rolls again after.
    Choose {
        seat: Seat,
        face: u8,
        again: bool,
    },
    Over(Ending),
}

impl Phase {
    /// The first roll of `seat`'s turn.
    pub fn turn_of(seat: Seat) -> Self {
        Phase::Roll { seat, first: true, waiting: false }
    }
}

/// A game of Lab Race.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabRace {
    pub(super) players: Vec<Player>,
    /// The fields of the viruses on the board, in no particular order: on their own way (the
    /// loop and the red bridge), or on a player's bridge where a sick piece left one.
    pub(super) viruses: Vec<Field>,
    /// Viruses in the focus (the red area).
    pub(super) focus: u8,
    /// Viruses that reached the lab: any ends the game.
    pub(super) viruses_in_lab: u8,
    pub(super) sanitizers: Vec<Sanitizer>,
    pub(super) phase: Phase,
    pub(super) rng: GameRng,
}

impl LabRace {
    /// The colours in play, by seat.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn seat_of(&self, colour: Colour) -> Option<Seat> {
        self.players.iter().position(|p| p.colour == colour)
    }

    pub fn piece(&self, id: PieceId) -> &Piece {
        &self.players[self.seat_of(id.colour).expect("a colour in play")].pieces[id.index as usize]
    }

    pub(super) fn piece_mut(&mut self, id: PieceId) -> &mut Piece {
        let seat = self.seat_of(id.colour).expect("a colour in play");
        &mut self.players[seat].pieces[id.index as usize]
    }

    /// Every piece in play with its id, in seat order.
    pub fn pieces(&self) -> impl Iterator<Item = (PieceId, &Piece)> + '_ {
        self.players.iter().flat_map(|player| {
            (0..4u8).map(move |index| (PieceId { colour: player.colour, index }, &player.pieces[index as usize]))
        })
    }

    /// The viruses on the board.
    pub fn viruses(&self) -> &[Field] {
        &self.viruses
    }

    /// Viruses waiting in the focus.
    pub fn focus(&self) -> u8 {
        self.focus
    }

    /// Viruses in play: on the board and in the focus (humanity loses at 12).
    pub fn virus_count(&self) -> u8 {
        self.focus + self.viruses.len() as u8
    }

    pub fn viruses_in_lab(&self) -> u8 {
        self.viruses_in_lab
    }

    pub fn sanitizers(&self) -> &[Sanitizer] {
        &self.sanitizers
    }

    pub fn sanitizer_at(&self, field: Field) -> Option<&Sanitizer> {
        self.sanitizers.iter().find(|s| s.field == field)
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The roll waiting for its seat's choice, if any: (seat, face).
    pub fn pending_choice(&self) -> Option<(Seat, u8)> {
        match self.phase {
            Phase::Choose { seat, face, .. } => Some((seat, face)),
            _ => None,
        }
    }
}
