//! The game solved for Normal mode: the hero's chance to win from every position between rolls
//! (hero's square, virus's square, who rolls next) with both sides at their best, found by
//! value iteration. Between rolls nothing else matters: a move's visited squares are forgotten
//! when it ends. The Hard computer players choose by it, and the bench measures fairness with it.

use std::sync::OnceLock;

use super::board::{Board, BoardName, Kind, Square};
use super::moves::Walk;
use super::state::{Move, Side};

/// Value iteration stops when no chance changes by more than this in a sweep.
const SETTLED: f32 = 1e-6;

pub struct Values {
    board: &'static Board,
    /// Per (hero, virus, roller): the hero's chance to win.
    chance: Vec<f32>,
    /// Per (mover, mover's square, other token's square, steps): where the move may end, as a
    /// range of `end_squares`.
    ends: Vec<(u32, u32)>,
    end_squares: Vec<Square>,
}

impl BoardName {
    /// This board solved; worked out once, on first use.
    pub fn values(self) -> &'static Values {
        static SECOND: OnceLock<Values> = OnceLock::new();
        static FIRST: OnceLock<Values> = OnceLock::new();
        #[cfg(test)]
        static RULE_TESTS: OnceLock<Values> = OnceLock::new();
        let cell = match self {
            BoardName::Second => &SECOND,
            BoardName::First => &FIRST,
            #[cfg(test)]
            BoardName::RuleTests => &RULE_TESTS,
        };
        cell.get_or_init(|| Values::solve(self.board()))
    }
}

impl Values {
    fn solve(board: &'static Board) -> Values {
        let mut values =
            Values { board, chance: vec![0.0; board.squares().pow(2) * 2], ends: vec![], end_squares: vec![] };
        values.list_ends();
        while values.sweep() > SETTLED {}
        values
    }

    fn list_ends(&mut self) {
        for mover in [Side::Hero, Side::Virus] {
            for a in self.board.all() {
                for b in self.board.all() {
                    self.list_ends_of(mover, a, b);
                }
            }
        }
    }

    /// The ends of `mover`'s moves of 1, 2 and 3 steps from `a` with the other token on `b`.
    fn list_ends_of(&mut self, mover: Side, a: Square, b: Square) {
        let (hero, virus) = if mover == Side::Hero { (a, b) } else { (b, a) };
        let walk = Walk::of(self.board, mover, hero, Some(virus));
        for steps in 1..=3 {
            let start = self.end_squares.len() as u32;
            let mv = Move { roller: mover, mover, steps, steps_left: steps, path: vec![a] };
            let ends = walk.end_squares(&mv);
            self.end_squares.extend(if ends.is_empty() { vec![a] } else { ends });
            self.ends.push((start, self.end_squares.len() as u32));
        }
    }

    /// Where `mover`, on `at` with the other token on `other`, may end a move of `steps`
    /// (its own square when it cannot move at all).
    pub fn ends(&self, mover: Side, at: Square, other: Square, steps: u8) -> &[Square] {
        let n = self.board.squares();
        let index = ((mover.seat() * n + at.0 as usize) * n + other.0 as usize) * 3 + steps as usize - 1;
        let (start, end) = self.ends[index];
        &self.end_squares[start as usize..end as usize]
    }

    /// The hero's chance to win with the tokens here and `roller` to roll.
    pub fn chance(&self, hero: Square, virus: Square, roller: Side) -> f32 {
        if hero == virus {
            0.0
        } else if self.board.is_safe(hero) {
            1.0
        } else {
            self.chance[self.index(hero, virus, roller)]
        }
    }

    /// The hero's chance once `mover`'s move on `roller`'s roll has ended on `end`.
    pub fn after_move(&self, mover: Side, roller: Side, end: Square, other: Square) -> f32 {
        let again = mover == roller && self.board.kind(end) == Kind::RollAgain;
        let next = if again { roller } else { roller.other() };
        match mover {
            Side::Hero => self.chance(end, other, next),
            Side::Virus => self.chance(other, end, next),
        }
    }

    fn index(&self, hero: Square, virus: Square, roller: Side) -> usize {
        (hero.0 as usize * self.board.squares() + virus.0 as usize) * 2 + roller.seat()
    }

    /// One Gauss-Seidel sweep over every open position; returns the largest change.
    fn sweep(&mut self) -> f32 {
        let mut change: f32 = 0.0;
        for (h, v) in pairs(self.board.squares()) {
            if self.board.is_safe(h) || self.board.is_safe(v) {
                continue;
            }
            for roller in [Side::Hero, Side::Virus] {
                let new = self.expected(h, v, roller);
                let index = self.index(h, v, roller);
                change = change.max((new - self.chance[index]).abs());
                self.chance[index] = new;
            }
        }
        change
    }

    /// The die is fair: 1-3 the roller moves that many, 4-6 the other side moves 1-3.
    fn expected(&self, hero: Square, virus: Square, roller: Side) -> f32 {
        let total: f32 = (1..=3)
            .map(|s| self.best(hero, virus, roller, roller, s) + self.best(hero, virus, roller, roller.other(), s))
            .sum();
        total / 6.0
    }

    /// The hero's chance after `mover` moves `steps` as well as it can for its side.
    fn best(&self, hero: Square, virus: Square, roller: Side, mover: Side, steps: u8) -> f32 {
        let (at, other) = if mover == Side::Hero { (hero, virus) } else { (virus, hero) };
        let chances = self.ends(mover, at, other, steps).iter().map(|&end| self.after_move(mover, roller, end, other));
        match mover {
            Side::Hero => chances.fold(0.0, f32::max),
            Side::Virus => chances.fold(1.0, f32::min),
        }
    }
}

/// Every pair of different squares of a board of `n`.
fn pairs(n: usize) -> impl Iterator<Item = (Square, Square)> {
    (0..n).flat_map(move |a| (0..n).filter(move |&b| b != a).map(move |b| (Square(a as u8), Square(b as u8))))
}
