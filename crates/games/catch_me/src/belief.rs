//! Where a hidden virus may be, as the hero can work it out from its own view: from the square
//! where the virus was last shown, each of its unseen moves spreads it over the squares that
//! move could have ended on.

use super::board::{Board, Kind, Square};
use super::sight::CatchView;
use super::solved::Values;
use super::state::{Side, UnseenMove};

/// The model of an unseen move: the virus chases as the Hard virus would this often, and
/// otherwise wanders to any square its move could end on.
const CHASES: f32 = 0.75;

/// Each square where the virus may be, with the chance that it is there (they sum to 1).
pub fn where_the_virus_may_be(view: &CatchView) -> Vec<(Square, f32)> {
    let board = view.board();
    let values = view.board.values();
    let mut chance = vec![0.0; board.squares()];
    chance[view.virus.square.0 as usize] = 1.0;
    for unseen in &view.unseen {
        chance = spread(board, values, &chance, unseen);
    }
    // The hero stands where it stands uncaught.
    chance[view.hero.0 as usize] = 0.0;
    let total: f32 = chance.iter().sum();
    if total <= 0.0 {
        // Nothing fits what the hero saw (a virus that wandered off the model): anywhere else.
        let anywhere: Vec<Square> = board.all().filter(|&s| !board.is_safe(s) && s != view.hero).collect();
        return anywhere.iter().map(|&s| (s, 1.0 / anywhere.len() as f32)).collect();
    }
    board.all().filter(|s| chance[s.0 as usize] > 0.0).map(|s| (s, chance[s.0 as usize] / total)).collect()
}

/// The chances after one unseen move; the virus did not catch the hero, so it ended elsewhere.
fn spread(board: &Board, values: &Values, chance: &[f32], unseen: &UnseenMove) -> Vec<f32> {
    // Steps known: the hero's roll of 4-6 moved the virus, which rolls next; else its own 1-3.
    let own: &[(u8, f32)] = &[(1, 1.0 / 3.0), (2, 1.0 / 3.0), (3, 1.0 / 3.0)];
    let (roller, rolls): (Side, &[(u8, f32)]) = match unseen.steps {
        Some(1) => (Side::Hero, &[(1, 1.0)]),
        Some(2) => (Side::Hero, &[(2, 1.0)]),
        Some(_) => (Side::Hero, &[(3, 1.0)]),
        None => (Side::Virus, own),
    };
    let next = moved(values, chance, unseen, roller, rolls);
    if roller == Side::Hero {
        return next;
    }
    // Ruling: on purple, on its own roll, the hidden virus rolls again out of sight, and half
    // the time (1-3) the same move goes on.
    let on_purple = |s: usize| board.kind(Square(s as u8)) == Kind::RollAgain;
    let purple: Vec<f32> = next.iter().enumerate().map(|(s, &p)| if on_purple(s) { p / 2.0 } else { 0.0 }).collect();
    let on = moved(values, &purple, unseen, Side::Virus, own);
    next.iter().zip(&purple).zip(on).map(|((&p, &went), more)| p - went + more).collect()
}

/// The chances after the virus moved by one of `rolls` (steps, odds) from where it may be.
fn moved(values: &Values, chance: &[f32], unseen: &UnseenMove, roller: Side, rolls: &[(u8, f32)]) -> Vec<f32> {
    let mut next = vec![0.0; chance.len()];
    for (from, &p) in chance.iter().enumerate().filter(|(_, &p)| p > 0.0) {
        for &(steps, odds) in rolls {
            let ends: Vec<Square> = values
                .ends(Side::Virus, Square(from as u8), unseen.hero, steps)
                .iter()
                .copied()
                .filter(|&e| e != unseen.hero)
                .collect();
            let after = |e: Square| values.after_move(Side::Virus, roller, e, unseen.hero);
            let best = ends.iter().map(|&e| after(e)).fold(f32::MAX, f32::min);
            let chases: Vec<Square> = ends.iter().copied().filter(|&e| after(e) <= best + 1e-6).collect();
            for &e in &ends {
                next[e.0 as usize] += p * odds * (1.0 - CHASES) / ends.len() as f32;
            }
            for &e in &chases {
                next[e.0 as usize] += p * odds * CHASES / chases.len() as f32;
            }
        }
    }
    next
}
