//! The board as data: a grid of squares read from a text file under boards/, one character a
//! square (the legend is at the top of each file), so more boards can be added as files.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// A square, numbered row by row from the top left: `row * width + column`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Square(pub u8);

/// Moves keep the squares they visited in one `u128`, so a board has at most 128 squares.
pub const MAX_SQUARES: usize = 128;

/// What a square does to a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Plain,
    /// Slows the hero (passing through takes a step off) and speeds the virus (ending on it adds one).
    Red,
    /// Speeds the hero (ending on it adds a step) and slows the virus (passing through takes one off).
    Green,
    /// Purple 'Roll Again!': ending a move made on one's own roll here gives another roll.
    RollAgain,
    /// Stepping from a portal to its twin is one step.
    Portal {
        twin: Square,
    },
    SafeZone,
}

/// The boards the game ships, by name: the name is in the options of every save and link, so
/// a game stays on the board it began on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardName {
    /// The board of new games, laid out so that a game lasts and is fair (docs/games/catch-me.md).
    #[default]
    Second,
    /// The first board, on which most games ended within three of the hero's rolls (a portal
    /// led next to the safe zone). Games begun on it keep it: their options name it "standard".
    #[serde(rename = "standard")]
    First,
    /// A small board laid out so that each rule test reads in one line.
    #[cfg(test)]
    RuleTests,
}

impl BoardName {
    /// The parsed board; each file is read once.
    pub fn board(self) -> &'static Board {
        static SECOND: OnceLock<Board> = OnceLock::new();
        static FIRST: OnceLock<Board> = OnceLock::new();
        #[cfg(test)]
        static RULE_TESTS: OnceLock<Board> = OnceLock::new();
        let (cell, text) = match self {
            BoardName::Second => (&SECOND, include_str!("boards/second.txt")),
            BoardName::First => (&FIRST, include_str!("boards/first.txt")),
            #[cfg(test)]
            BoardName::RuleTests => (&RULE_TESTS, include_str!("boards/rule_tests.txt")),
        };
        cell.get_or_init(|| Board::parse(text).unwrap_or_else(|e| panic!("board {self:?}: {e}")))
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub width: u8,
    pub height: u8,
    kinds: Vec<Kind>,
    pub hero_start: Square,
    pub virus_start: Square,
    /// Per square, where one step leads: the orthogonal neighbours, then the twin of a portal.
    exits: Vec<Vec<Square>>,
}

impl Board {
    /// Reads a board: one line per row, top row first; `#` starts a comment line.
    pub fn parse(text: &str) -> Result<Board, String> {
        let rows: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
        let width = rows.first().map_or(0, |r| r.chars().count());
        if rows.iter().any(|r| r.chars().count() != width) {
            return Err("rows of different lengths".into());
        }
        if width < 2 || rows.len() < 2 || width * rows.len() > MAX_SQUARES {
            return Err(format!("a {width} x {} grid: each side 2 or more, {MAX_SQUARES} squares at most", rows.len()));
        }
        let marks: Vec<char> = rows.iter().flat_map(|r| r.chars()).collect();
        let (hero_start, virus_start) = (only(&marks, 'H')?, only(&marks, 'V')?);
        let kinds = marks.iter().enumerate().map(|(i, &c)| kind_of(c, i, &marks)).collect::<Result<Vec<_>, _>>()?;
        if !kinds.contains(&Kind::SafeZone) {
            return Err("no safe zone".into());
        }
        let (width, height) = (width as u8, rows.len() as u8);
        let mut board = Board { width, height, kinds, hero_start, virus_start, exits: vec![] };
        board.exits = (0..board.squares()).map(|i| board.find_exits(Square(i as u8))).collect();
        Ok(board)
    }

    pub fn squares(&self) -> usize {
        self.kinds.len()
    }

    pub fn all(&self) -> impl Iterator<Item = Square> {
        (0..self.kinds.len() as u8).map(Square)
    }

    pub fn kind(&self, square: Square) -> Kind {
        self.kinds[square.0 as usize]
    }

    /// The key's rows: each kind of square this board has, in the key's order
    /// (a portal stands for every pair); plain squares need no row.
    pub fn key_kinds(&self) -> Vec<Kind> {
        let same = |a: Kind, b: Kind| std::mem::discriminant(&a) == std::mem::discriminant(&b);
        let kinds = [Kind::Red, Kind::Green, Kind::RollAgain, Kind::Portal { twin: Square(0) }, Kind::SafeZone];
        kinds.into_iter().filter(|&kind| self.kinds.iter().any(|&k| same(k, kind))).collect()
    }

    pub fn exits(&self, square: Square) -> &[Square] {
        &self.exits[square.0 as usize]
    }

    pub fn at(&self, row: u8, column: u8) -> Square {
        Square(row * self.width + column)
    }

    /// (row, column)
    pub fn place(&self, square: Square) -> (u8, u8) {
        (square.0 / self.width, square.0 % self.width)
    }

    pub fn is_safe(&self, square: Square) -> bool {
        self.kind(square) == Kind::SafeZone
    }

    fn find_exits(&self, square: Square) -> Vec<Square> {
        let (row, column) = self.place(square);
        let (h, w) = (self.height, self.width);
        let mut exits: Vec<Square> =
            [(row > 0, -(w as i16)), (column > 0, -1), (column + 1 < w, 1), (row + 1 < h, w as i16)]
                .into_iter()
                .filter(|&(inside, _)| inside)
                .map(|(_, offset)| Square((square.0 as i16 + offset) as u8))
                .collect();
        if let Kind::Portal { twin } = self.kind(square) {
            exits.push(twin);
        }
        exits
    }
}

/// The one square marked `mark`.
fn only(marks: &[char], mark: char) -> Result<Square, String> {
    match marks.iter().enumerate().filter(|&(_, &c)| c == mark).map(|(i, _)| i).collect::<Vec<_>>()[..] {
        [i] => Ok(Square(i as u8)),
        _ => Err(format!("'{mark}' must mark exactly one square")),
    }
}

/// The kind of square `index`, marked `c`; a portal digit must mark exactly two squares.
fn kind_of(c: char, index: usize, marks: &[char]) -> Result<Kind, String> {
    Ok(match c {
        '.' | 'H' | 'V' => Kind::Plain,
        'R' => Kind::Red,
        'G' => Kind::Green,
        'P' => Kind::RollAgain,
        'S' => Kind::SafeZone,
        '0'..='9' => {
            let pair: Vec<usize> = (0..marks.len()).filter(|&i| marks[i] == c).collect();
            match pair[..] {
                [a, b] => Kind::Portal { twin: Square(if a == index { b } else { a } as u8) },
                _ => return Err(format!("portal '{c}' must mark exactly two squares")),
            }
        }
        _ => return Err(format!("unknown square '{c}'")),
    })
}
