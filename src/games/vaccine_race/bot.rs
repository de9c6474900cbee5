//! The computer player. Vaccine Race has one real decision: square 14's shortcut.

use super::squares::GOAL;
use super::state::{Action, Phase, VaccineRace};
use crate::engine::rng::GameRng;
use crate::engine::{Computer, Game, Seat};

impl Computer for VaccineRace {
    fn computer_choice(&self, seat: Seat, _rng: &mut GameRng) -> Action {
        match self.phase() {
            Phase::AnimalTrialChoice if self.should_skip_animal_trials(seat) => Action::SkipAnimalTrials,
            Phase::AnimalTrialChoice => Action::DoAnimalTrials,
            _ => self.legal_actions().into_iter().next().expect("the computer is asked only while the game goes on"),
        }
    }
}

impl VaccineRace {
    /// Skipping jumps 14 squares past the lab-rat gate and two skip squares, at the risk of a
    /// return to 16 on a 1 in Phase I. Measured over random games (see the bench) the jump
    /// pays; a company that is already far ahead does not need the risk.
    fn should_skip_animal_trials(&self, seat: Seat) -> bool {
        let mine = self.pieces()[seat].square;
        let best_rival = (0..self.seats()).filter(|&s| s != seat).map(|s| self.pieces()[s].square).max().unwrap_or(0);
        best_rival + GOAL / 7 > mine
    }
}
