//! What is on the table: the two tokens, whose roll or move it is, and what the hero has seen.

use serde::{Deserialize, Serialize};

use super::board::{Board, BoardName, Square};
use super::sealed::{Seal, Sealed, Unseen};
use engine::rng::GameRng;
use engine::{Mix, Seat, Turn};

pub const HERO: Seat = 0;
pub const VIRUS: Seat = 1;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Hero,
    Virus,
}

impl Side {
    pub fn seat(self) -> Seat {
        match self {
            Side::Hero => HERO,
            Side::Virus => VIRUS,
        }
    }

    pub fn of(seat: Seat) -> Side {
        if seat == VIRUS {
            Side::Virus
        } else {
            Side::Hero
        }
    }

    pub fn other(self) -> Side {
        match self {
            Side::Hero => Side::Virus,
            Side::Virus => Side::Hero,
        }
    }
}

/// Seed: Normal gameplay, Quarantine (hard) and Pandemic (insane).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// Everything is in sight.
    #[default]
    Normal,
    /// The virus's rolls and moves are hidden; it is shown where it is after every second move.
    Quarantine,
    /// As Quarantine, but the virus is never shown until the game ends.
    Pandemic,
}

impl Mode {
    pub fn hides_the_virus(self) -> bool {
        self != Mode::Normal
    }

    /// After how many of its moves the virus is shown again.
    pub fn shows_the_virus_every(self) -> Option<usize> {
        match self {
            Mode::Normal => Some(1),
            Mode::Quarantine => Some(2),
            Mode::Pandemic => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub mode: Mode,
    pub board: BoardName,
    /// Which device of a game played on two this is, where the hidden virus's secrets never
    /// reach the hero's device (R16); left out of the options' JSON when off, so a game on one
    /// device is written without it.
    #[serde(default, skip_serializing_if = "Sealed::is_off")]
    pub sealed: Sealed,
    /// A sealed game's hero's dice are mixed by both devices for each run of the hero's moves
    /// (`Action::Dice`, R19). Sealed games begun by an earlier build have none: their hero's
    /// rolls come from the seed, under their old rules.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fair_dice: bool,
    /// A hidden virus's 'Roll Again!' is rolled out of the hero's sight and goes on with the
    /// same move: the ruling's "what the hero sees of a hidden virus turn is the same whatever
    /// it rolled". Games begun by an earlier build have it off and replay under their old rules.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unseen_again: bool,
}

/// A new game's options: Normal on the board the game ships, by today's rules.
impl Default for Options {
    fn default() -> Self {
        Options {
            mode: Mode::default(),
            board: BoardName::default(),
            sealed: Sealed::default(),
            fair_dice: false,
            unseen_again: true,
        }
    }
}

/// A move in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Move {
    /// Whose roll set this move going: the 'Roll Again!' bonus is only for a move on one's own roll.
    pub roller: Side,
    pub mover: Side,
    /// The steps the roll gave.
    pub steps: u8,
    pub steps_left: u8,
    /// The squares the mover stood on this turn, its start first, its square last: none may be
    /// entered again (seed: "You cannot revisit a square in the same turn"). After a 'Roll
    /// Again!' the turn goes on, so the earlier moves' squares come first.
    pub path: Vec<Square>,
}

impl Move {
    pub fn at(&self) -> Square {
        *self.path.last().expect("a move starts somewhere")
    }

    pub fn on_own_roll(&self) -> bool {
        self.roller == self.mover
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Roll {
        roller: Side,
    },
    Move(Move),
    /// Only in the hero's view of a hidden game (and in the state of the hero's device of a
    /// sealed one, `Sealed::Blind`): the virus moves out of sight, `steps` known only when the
    /// hero's roll set them.
    UnseenMove {
        roller: Side,
        steps: Option<u8>,
    },
    Over {
        winner: Side,
    },
}

impl Phase {
    /// The roll that set the move in progress going, as the view holding this phase knows it:
    /// who rolled and the face, `None` where the face is hidden (a virus roll that moves the
    /// virus out of the hero's sight). Seed: 1-3 moves the roller, 4-6 the opponent (roll - 3).
    pub fn rolled(&self) -> Option<(Side, Option<u8>)> {
        let face = |roller: Side, mover: Side, steps: u8| if roller == mover { steps } else { steps + 3 };
        match self {
            Phase::Move(mv) => Some((mv.roller, Some(face(mv.roller, mv.mover, mv.steps)))),
            Phase::UnseenMove { roller, steps } => Some((*roller, steps.map(|s| face(*roller, Side::Virus, s)))),
            Phase::Roll { .. } | Phase::Over { .. } => None,
        }
    }

    pub fn turn(&self) -> Turn {
        match self {
            Phase::Roll { roller } => Turn::Seat(roller.seat()),
            Phase::Move(mv) => Turn::Seat(mv.mover.seat()),
            Phase::UnseenMove { .. } => Turn::Seat(VIRUS),
            Phase::Over { .. } => Turn::Over,
        }
    }
}

/// One of the virus's moves since the hero last saw it, as far as the hero knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnseenMove {
    /// Where the hero stood when the virus moved.
    pub hero: Square,
    /// The steps, known when the hero's own roll of 4-6 moved the virus.
    pub steps: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Roll,
    /// One orthogonal step, or the jump from a portal to its twin.
    Step(Square),
    /// On the hero's device of a sealed game: the virus's device's word on what happened out of
    /// the hero's sight (`Unseen`). Never among the legal actions: the hero's device takes it
    /// when it comes (`Game::is_legal` says whether it may).
    Unseen(Box<Unseen>),
    /// On both devices of a sealed game with fair dice: the hero's dice for its run of moves
    /// that starts now, mixed from a value of each device (`Mix`, R19). Never among the
    /// legal actions: the hero's device adds it as the virus's device's value comes.
    Dice(Box<Mix>),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// `face` is `None` in the hero's copy of a virus roll that moved the virus out of sight.
    Rolled {
        side: Side,
        face: Option<u8>,
    },
    /// `steps` is `None` where the hero may not know them.
    MoveStarted {
        mover: Side,
        steps: Option<u8>,
    },
    Stepped {
        mover: Side,
        from: Square,
        to: Square,
        steps_left: u8,
    },
    /// `steps_left` is more than 0 when the mover could not use them all.
    MoveEnded {
        mover: Side,
        at: Square,
        steps_left: u8,
    },
    RollsAgain {
        side: Side,
    },
    /// A hidden virus's roll again, out of everyone's sight but its own: 1-3 moves it on, 4-6
    /// is lost.
    RolledAgainUnseen {
        face: u8,
    },
    /// Quarantine: where the virus is after its second move since it was last shown.
    VirusShown {
        at: Square,
    },
    HeroSafe {
        at: Square,
    },
    HeroCaught {
        at: Square,
    },
    /// At the end of a hidden game: every square the virus stood on, in order.
    VirusRevealed {
        trail: Vec<Square>,
    },
    /// What only the virus may know yet; the hero and onlookers get a blurred copy or nothing.
    Secret(Box<Event>),
}

/// A game of Catch Me If You Can.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CatchMe {
    pub(super) mode: Mode,
    pub(super) board: BoardName,
    pub(super) hero: Square,
    pub(super) virus: Square,
    pub(super) phase: Phase,
    /// Every square the virus has stood on, from its start: revealed when the game ends.
    pub(super) trail: Vec<Square>,
    /// Where the hero last saw the virus, and its moves since.
    pub(super) seen: Square,
    pub(super) unseen: Vec<UnseenMove>,
    /// After a 'Roll Again!', the roller's path so far this turn (`Move::path`), for its next
    /// move; empty otherwise. A save of rules version 1 has none.
    #[serde(default)]
    pub(super) turn_path: Vec<Square>,
    pub(super) rng: GameRng,
    /// Where the game is sealed across two devices: the virus's own dice, or that this state is
    /// the hero's device's and holds only what the hero may know (`Seal`).
    #[serde(default, skip_serializing_if = "Seal::is_off")]
    pub(super) seal: Seal,
    /// Whether the hero's dice are mixed by both devices (`Options::fair_dice`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(super) fair_dice: bool,
    /// Whether a hidden virus rolls again out of sight (`Options::unseen_again`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(super) unseen_again: bool,
    /// The hero's dice for its run of moves, once mixed (`Action::Dice`); gone when the virus
    /// acts, so each run of the hero's rolls waits for a mix of its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) hero_dice: Option<Box<GameRng>>,
}

impl CatchMe {
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Whether the hero's dice are mixed by both devices of a sealed game (R19).
    pub fn fair_dice(&self) -> bool {
        self.fair_dice
    }

    pub fn board(&self) -> &'static Board {
        self.board.board()
    }

    pub fn hero(&self) -> Square {
        self.hero
    }

    /// The virus's true square: the engine's truth, never for the hero's eyes (see `view`). On
    /// the hero's device of a sealed game, where the virus was last shown.
    pub fn virus(&self) -> Square {
        self.virus
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The virus's square where everyone knows it: Normal mode, the start, and Quarantine after
    /// it is shown until it moves again. The last square shown, with no move since, is the
    /// virus's own (a move in progress is not counted yet, but the hero does not move then).
    pub fn public_virus(&self) -> Option<Square> {
        self.unseen.is_empty().then_some(self.seen)
    }

    pub(super) fn square_of(&self, side: Side) -> Square {
        match side {
            Side::Hero => self.hero,
            Side::Virus => self.virus,
        }
    }
}
