//! The computer player. Vaccine Race has one real decision: square 14's shortcut.

use super::state::{Action, Phase, VaccineRace};
use engine::rng::GameRng;
use engine::{Computer, Level, Seat};

impl Computer for VaccineRace {
    /// Every level plays alike: the dice decide everything but the one gamble.
    fn plan(view: &VaccineRace, legal: &[Action], seat: Seat, _level: Level, _rng: &mut GameRng) -> Vec<Action> {
        let action = match view.phase() {
            Phase::AnimalTrialChoice if view.should_skip_animal_trials(seat) => Action::SkipAnimalTrials,
            Phase::AnimalTrialChoice => Action::DoAnimalTrials,
            _ => legal[0].clone(),
        };
        vec![action]
    }
}

impl VaccineRace {
    /// Skipping jumps 14 squares at the risk of a return to 16 on a 1 in Phase I. Measured
    /// (see the bench) it neither helps nor hurts on average: always skipping wins 50.3% of
    /// 2-player games against never skipping. So it is a gamble, and the computer takes it
    /// unless it already leads every rival.
    fn should_skip_animal_trials(&self, seat: Seat) -> bool {
        let mine = self.pieces()[seat].square;
        (0..self.pieces().len()).any(|s| s != seat && self.pieces()[s].square >= mine)
    }
}
