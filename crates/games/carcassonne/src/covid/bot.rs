//! The computer players and the expansion: where to spread the infection (towards the
//! opponents' figures), which token to move, and what a figure tested is likely to cost.

use std::borrow::Cow;

use super::{Card, CARDS};
use crate::board::Meeple;
use crate::state::{Action, Carcassonne, Phase};
use engine::rng::Rng;

/// What a figure sent home by a positive test costs: the placement it was is wasted.
const STAKE: f32 = 3.0;
/// What a figure lost to death costs besides: one Meeple fewer for the rest of the game.
const DEATH: f32 = 6.0;

/// The choice of the expansion's own phases, the same at every level; `None` in the others.
pub fn plan(game: &Carcassonne) -> Option<Vec<Action>> {
    let Some(covid) = &game.covid else { return None };
    let seat = game.current;
    let best = match game.phase {
        Phase::Spread { .. } => best_by(game.spread_targets(), |&to| reached(game, to, seat)).map(Action::Spread),
        Phase::MoveToken { .. } => {
            best_by(covid.tokens.clone(), |&from| healed(game, from, seat)).map(Action::MoveToken)
        }
        _ => return None,
    };
    Some(best.into_iter().collect())
}

/// The first of `options` with the highest value.
fn best_by<T>(options: Vec<T>, value: impl Fn(&T) -> f32) -> Option<T> {
    let mut best: Option<(f32, T)> = None;
    for option in options {
        let v = value(&option);
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, option));
        }
    }
    best.map(|(_, option)| option)
}

/// The others' figures the infection would reach in the area of `piece`, less `seat`'s own.
fn reached(game: &Carcassonne, piece: u16, seat: usize) -> f32 {
    let area = game.board.areas().area(piece);
    area.meeples.iter().enumerate().map(|(s, &n)| if s == seat { -(n as f32) } else { n as f32 }).sum()
}

/// What moving the token on `piece` gives `seat`: an area whose last token it is heals, which
/// is good for the figures standing there.
fn healed(game: &Carcassonne, piece: u16, seat: usize) -> f32 {
    let root = game.board.areas().find(piece);
    if game.infected_roots().iter().filter(|&&r| r == root).count() > 1 {
        return 0.0;
    }
    -reached(game, piece, seat)
}

/// A uniformly random choice in the expansion's phases (the random player and playouts).
pub fn random_choice(game: &Carcassonne, rng: &mut impl Rng) -> Action {
    let mut actions = game.covid_actions();
    let pick = rng.random_range(0..actions.len());
    actions.swap_remove(pick)
}

/// The state the greedy plans on: every test comes out negative, so that each plan is
/// valued as if its figures stayed, and `infection_risk` adds what the tests may cost. (The
/// seat's view draws the cards with a fixed stand-in generator: left as it is, every plan
/// would meet the same one arbitrary card.)
pub fn planning_copy(game: &Carcassonne) -> Cow<'_, Carcassonne> {
    if game.covid.is_none() {
        return Cow::Borrowed(game);
    }
    let mut copy = game.clone();
    if let Some(covid) = &mut copy.covid {
        covid.pile = vec![Card::Negative; 30];
    }
    Cow::Owned(copy)
}

/// What a test is expected to cost, worked out once per decision from the position before
/// it: every plan of the turn is then weighed against it by `cost`.
pub struct InfectionRisk {
    seat: usize,
    was_exposed: Vec<Meeple>,
    /// The expected cost of one test, from the cards still in the pile.
    per_test: f32,
}

impl InfectionRisk {
    /// `None` without the expansion: nothing is ever tested.
    pub fn before(game: &Carcassonne) -> Option<Self> {
        let covid = game.covid.as_ref()?;
        // The pile holds what is not discarded (the copy planned on has another pile), or all
        // 30 again once the discards are reshuffled.
        let mut left = CARDS.map(|(card, n)| (n - covid.discards.iter().filter(|&&c| c == card).count()) as f32);
        if left.iter().sum::<f32>() == 0.0 {
            left = CARDS.map(|(_, n)| n as f32);
        }
        let pile: f32 = left.iter().sum();
        let per_test = left[1] / pile * STAKE + left[2] / pile * (STAKE + DEATH);
        Some(Self { seat: game.current, was_exposed: exposed(game), per_test })
    }

    /// What the figures a plan brought into infected areas are expected to cost: the player's
    /// own count against it, the others' for it.
    pub fn cost(&self, after: &Carcassonne) -> f32 {
        exposed(after)
            .into_iter()
            .filter(|m| !self.was_exposed.contains(m))
            .map(|m| if m.seat as usize == self.seat { -self.per_test } else { self.per_test })
            .sum()
    }
}

/// The figures standing in infected areas.
fn exposed(game: &Carcassonne) -> Vec<Meeple> {
    let infected = game.infected_roots();
    let areas = game.board.areas();
    game.board.meeples().iter().filter(|m| infected.contains(&areas.find(m.piece))).copied().collect()
}
