//! What each seat may know. The engine keeps the truth; in Quarantine and Pandemic the hero (and
//! an onlooker, who knows no more than the hero) sees the virus only where the rules show it.

use super::board::{Board, BoardName, Square};
use super::moves::{Finish, Walk};
use super::state::{CatchMe, Event, Mode, Move, Phase, Side, UnseenMove, VIRUS};
use engine::{Seat, Turn};

/// Where a seat knows the virus to be, or last saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sighting {
    pub square: Square,
    /// The virus's moves since it stood there in sight: 0 where it is in sight now.
    pub moves_ago: usize,
}

/// What one seat may see of a game: the board, the tokens as far as it knows them and the
/// move in progress. The screen and the computer players are made from this alone.
#[derive(Clone, Debug, PartialEq)]
pub struct CatchView {
    pub mode: Mode,
    pub board: BoardName,
    pub hero: Square,
    pub virus: Sighting,
    /// The virus's moves since it was last shown, as far as the hero knows them.
    pub unseen: Vec<UnseenMove>,
    /// A hidden move of the virus is `Phase::UnseenMove` here.
    pub phase: Phase,
    /// Every square the virus stood on, where this seat may know it (else empty).
    pub trail: Vec<Square>,
    /// The virus's square where everyone knows it (`CatchMe::public_virus`): the hero may not
    /// enter or pass it.
    pub public_virus: Option<Square>,
}

pub(super) fn view(game: &CatchMe, seat: Option<Seat>) -> CatchView {
    let over = matches!(game.phase, Phase::Over { .. });
    // The hero's device of a sealed game knows only the hero's view, and the virus's path
    // only once the virus's device has told it at the end.
    let knows_all = match game.is_blind() {
        true => over && !game.trail.is_empty(),
        false => seat == Some(VIRUS) || over,
    };
    if !game.mode.hides_the_virus() || knows_all {
        return CatchView {
            mode: game.mode,
            board: game.board,
            hero: game.hero,
            virus: Sighting { square: game.virus, moves_ago: 0 },
            unseen: vec![],
            phase: game.phase.clone(),
            trail: game.trail.clone(),
            public_virus: game.public_virus(),
        };
    }
    let phase = match &game.phase {
        Phase::Move(mv) if mv.mover == Side::Virus => {
            Phase::UnseenMove { roller: mv.roller, steps: (mv.roller == Side::Hero).then_some(mv.steps) }
        }
        other => other.clone(),
    };
    CatchView {
        mode: game.mode,
        board: game.board,
        hero: game.hero,
        virus: Sighting { square: game.seen, moves_ago: game.unseen.len() },
        unseen: game.unseen.clone(),
        phase,
        trail: vec![],
        public_virus: game.public_virus(),
    }
}

/// The virus sees its own secrets; the hero and onlookers learn that the virus rolled and
/// moves, but not the face, the steps or the squares.
/// Ruling (ours): as across a real table the hero sees the virus roll (each roll, so a second
/// one after a 'Roll Again!' too), but not the face when the virus moves: a face of 4-6 moves
/// the hero, so it is shown, and so are the steps of a virus move on the hero's roll.
pub(super) fn redact(event: &Event, seat: Option<Seat>) -> Option<Event> {
    match event {
        Event::Secret(secret) if seat == Some(VIRUS) => Some((**secret).clone()),
        Event::Secret(secret) => match **secret {
            Event::Rolled { side, .. } => Some(Event::Rolled { side, face: None }),
            Event::MoveStarted { mover, .. } => Some(Event::MoveStarted { mover, steps: None }),
            _ => None,
        },
        public => Some(public.clone()),
    }
}

/// Quarantine's showing of the virus and the end's whole path tell the hero what it could not
/// see before; the virus saw it all along.
pub(super) fn reveals(event: &Event, seat: Seat) -> bool {
    seat != VIRUS && matches!(event, Event::VirusShown { .. } | Event::VirusRevealed { .. })
}

impl CatchView {
    pub fn board(&self) -> &'static Board {
        self.board.board()
    }

    pub fn turn(&self) -> Turn {
        self.phase.turn()
    }

    /// Where the move in progress may go, worked out exactly as the rules do: only a virus in
    /// everyone's sight walls the hero, so the hero's view is enough to list the hero's steps.
    fn walk(&self) -> Option<(Walk<'static>, &Move)> {
        let Phase::Move(mv) = &self.phase else { return None };
        Some((Walk::of(self.board(), mv.mover, self.hero, self.public_virus), mv))
    }

    /// The squares the mover may step to next (to highlight them).
    pub fn next_steps(&self) -> Vec<Square> {
        self.walk().map_or(vec![], |(walk, mv)| walk.next_steps(mv))
    }

    /// Every legal way to finish the move in progress.
    pub fn finishes(&self) -> Vec<Finish> {
        self.walk().map_or(vec![], |(walk, mv)| walk.finishes(mv))
    }

    /// The squares the move in progress may end on, each with its shortest legal path.
    pub fn move_ends(&self) -> Vec<(Square, Finish)> {
        self.walk().map_or(vec![], |(walk, mv)| walk.ends(mv))
    }

    /// The steps to send when the player taps `to` as the end of the move: the shortest
    /// legal path there, or `None` when the move cannot end there.
    pub fn path_to(&self, to: Square) -> Option<Finish> {
        self.walk().and_then(|(walk, mv)| walk.path_to(mv, to))
    }
}
