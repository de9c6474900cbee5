//! How a move may go: orthogonal steps and portal jumps, no square twice, the colours changing
//! the range, and the mover using all its steps if it can. The rules, the views and the
//! computer players all ask this one place, so they never disagree about what is legal.

use super::board::{Board, Kind, Square};
use super::state::{Move, Side};

/// Where one side's move may go.
#[derive(Clone, Copy, Debug)]
pub struct Walk<'a> {
    board: &'a Board,
    mover: Side,
    /// The virus's square, where the hero knows it: the hero may not enter or pass it.
    wall: Option<Square>,
    /// The hero's square: the virus catches the hero by entering it.
    prey: Option<Square>,
}

/// One legal way to finish a move: the steps from where the mover stands, in order.
pub type Finish = Vec<Square>;

fn bit(square: Square) -> u128 {
    1 << square.0
}

/// The squares of a set, in order.
fn squares_in(mut set: u128) -> Vec<Square> {
    let mut squares = Vec::with_capacity(set.count_ones() as usize);
    while set != 0 {
        squares.push(Square(set.trailing_zeros() as u8));
        set &= set - 1;
    }
    squares
}

impl<'a> Walk<'a> {
    /// The move of `mover` with the hero on `hero` and the virus on `public_virus` where
    /// everyone knows its square (`CatchMe::public_virus`).
    /// Seed: "The hero cannot pass over a square occupied by the virus." Ruling (ours): where
    /// the virus's square is public the hero may not enter or pass it; where it is hidden the
    /// hero's moves never depend on it, so they cannot give it away, and a hero who steps onto
    /// it is caught (seed: "If the hero occupies the same square as the virus, the game is over
    /// and the virus wins").
    pub fn of(board: &'a Board, mover: Side, hero: Square, public_virus: Option<Square>) -> Self {
        match mover {
            Side::Hero => Self { board, mover, wall: public_virus, prey: None },
            Side::Virus => Self { board, mover, wall: None, prey: Some(hero) },
        }
    }

    /// The steps left after stepping onto `to`. Ruling: passing through a square of the mover's
    /// slowing colour (red for the hero, green for the virus) takes 1 step off what is left;
    /// ending on the speeding colour adds 1.
    /// Ruling (ours): the step is taken off on entering with steps still left; if that leaves
    /// none, the mover stops there, the square having used the step up. The square a move
    /// starts on was not entered, so leaving it costs nothing more. The step green (for the
    /// hero) or red (for the virus) adds is a step like the others: taken if it can be.
    pub fn left_after(&self, to: Square, left: u8) -> u8 {
        let left = left - 1;
        let (slowing, speeding) = match self.mover {
            Side::Hero => (Kind::Red, Kind::Green),
            Side::Virus => (Kind::Green, Kind::Red),
        };
        match self.board.kind(to) {
            kind if kind == slowing && left > 0 => left - 1,
            kind if kind == speeding && left == 0 => 1,
            _ => left,
        }
    }

    /// Seed: "The hero cannot pass over a square occupied by the virus."
    /// Ruling (ours): the virus may not enter the safe zone: it is safe.
    fn may_enter(&self, to: Square, visited: u128) -> bool {
        visited & bit(to) == 0
            && match self.mover {
                Side::Hero => Some(to) != self.wall,
                Side::Virus => !self.board.is_safe(to),
            }
    }

    /// Entering the safe zone (the hero) or the hero's square (the virus) ends the game.
    /// Ruling (ours): it ends the move at once, counted as one that used all its steps.
    fn ends_game(&self, to: Square) -> bool {
        match self.mover {
            Side::Hero => self.board.is_safe(to),
            Side::Virus => Some(to) == self.prey,
        }
    }

    /// Whether the move must stop here: no steps left, or no square to step to. Otherwise
    /// some way on exists, so `next_steps` is not empty.
    pub fn is_over(&self, mv: &Move) -> bool {
        let visited = mv.path.iter().fold(0, |seen, &s| seen | bit(s));
        mv.steps_left == 0 || !self.board.exits(mv.at()).iter().any(|&to| self.may_enter(to, visited))
    }

    /// Calls `finish` with every way the move can go on until it must stop, and the steps it
    /// leaves unused (0 when it ends the game).
    fn each_finish(&self, mv: &Move, finish: &mut impl FnMut(&[Square], u8)) {
        let visited = mv.path.iter().fold(0, |seen, &s| seen | bit(s));
        let mut steps = Vec::with_capacity(16);
        self.explore(mv.at(), mv.steps_left, visited, &mut steps, finish);
    }

    fn explore(
        &self,
        at: Square,
        left: u8,
        visited: u128,
        steps: &mut Vec<Square>,
        finish: &mut impl FnMut(&[Square], u8),
    ) {
        let mut stuck = true;
        for &to in self.board.exits(at).iter().filter(|_| left > 0) {
            if !self.may_enter(to, visited) {
                continue;
            }
            stuck = false;
            steps.push(to);
            if self.ends_game(to) {
                finish(steps, 0);
            } else {
                self.explore(to, self.left_after(to, left), visited | bit(to), steps, finish);
            }
            steps.pop();
        }
        if stuck {
            finish(steps, left);
        }
    }

    /// The legal next steps, in square order. Ruling: "A mover that cannot use all its steps
    /// moves as far as it can": a step is legal when some way on from it leaves as few steps
    /// unused as any way at all. None: the move is over.
    pub fn next_steps(&self, mv: &Move) -> Vec<Square> {
        self.of_best_finishes(mv, <[Square]>::first)
    }

    /// The squares the move may end on, in square order.
    pub fn end_squares(&self, mv: &Move) -> Vec<Square> {
        self.of_best_finishes(mv, <[Square]>::last)
    }

    /// The squares `pick` takes from the finishes that leave the fewest steps unused.
    fn of_best_finishes(&self, mv: &Move, pick: impl Fn(&[Square]) -> Option<&Square>) -> Vec<Square> {
        let (mut fewest, mut set) = (u8::MAX, 0u128);
        self.each_finish(mv, &mut |steps, unused| {
            let Some(&square) = pick(steps) else { return };
            if unused < fewest {
                (fewest, set) = (unused, 0);
            }
            if unused == fewest {
                set |= bit(square);
            }
        });
        squares_in(set)
    }

    /// Every legal way to finish the move, each a list of steps.
    pub fn finishes(&self, mv: &Move) -> Vec<Finish> {
        let mut all: Vec<(Finish, u8)> = vec![];
        self.each_finish(mv, &mut |steps, unused| {
            if !steps.is_empty() {
                all.push((steps.to_vec(), unused));
            }
        });
        let fewest = all.iter().map(|(_, unused)| *unused).min().unwrap_or(0);
        all.into_iter().filter(|(_, unused)| *unused == fewest).map(|(steps, _)| steps).collect()
    }

    /// Each square the move may end on, in square order, with the shortest legal way there
    /// (fewest steps, the first found among equals): what "tap the end square" sends.
    pub fn ends(&self, mv: &Move) -> Vec<(Square, Finish)> {
        let mut ends: Vec<(Square, Finish)> = vec![];
        for steps in self.finishes(mv) {
            let end = *steps.last().expect("a finish has steps");
            match ends.iter_mut().find(|(square, _)| *square == end) {
                Some((_, shortest)) if steps.len() < shortest.len() => *shortest = steps,
                Some(_) => {}
                None => ends.push((end, steps)),
            }
        }
        ends.sort_by_key(|(square, _)| *square);
        ends
    }

    /// The shortest legal way to end the move on `to`, if it may end there.
    pub fn path_to(&self, mv: &Move, to: Square) -> Option<Finish> {
        self.ends(mv).into_iter().find(|(end, _)| *end == to).map(|(_, steps)| steps)
    }
}
