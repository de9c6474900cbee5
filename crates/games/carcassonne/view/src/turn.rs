//! The person's turn while it is being made: the spot tapped and the way the tile is turned
//! there, read from the legal actions only (the view never decides where a tile fits).

use leptos::prelude::*;

use carcassonne::{Action, Carcassonne, Phase};
use ui::BoardCtx;

#[derive(Clone, Copy)]
pub struct TurnChoice {
    /// The spot tapped; read through `chosen`, which holds it only while it is still free.
    spot: RwSignal<Option<(i8, i8)>>,
    /// Quarter turns of the tile shown (beside the board, and on the spot once one is chosen).
    pub rotation: RwSignal<u8>,
    /// The spot that holds the board's one tab stop.
    pub focus: RwSignal<usize>,
    legal: Signal<Vec<Action>>,
    act: Callback<Action, Result<(), table::play::Refused>>,
}

/// The spots where the tile fits in some rotation, in the order of the legal actions.
pub fn spots(legal: &[Action]) -> Vec<(i8, i8)> {
    let mut spots: Vec<(i8, i8)> = vec![];
    for action in legal {
        if let Action::Place { x, y, .. } = *action {
            if spots.last() != Some(&(x, y)) && !spots.contains(&(x, y)) {
                spots.push((x, y));
            }
        }
    }
    spots
}

/// The segments of the new tile a Meeple may go on, in the order of the legal actions.
pub fn meeple_targets(legal: &[Action]) -> Vec<u8> {
    legal.iter().filter_map(|a| if let Action::Meeple(Some(s)) = a { Some(*s) } else { None }).collect()
}

fn rotations(legal: &[Action], spot: (i8, i8)) -> Vec<u8> {
    legal
        .iter()
        .filter_map(|a| match *a {
            Action::Place { x, y, rotation } if (x, y) == spot => Some(rotation),
            _ => None,
        })
        .collect()
}

impl TurnChoice {
    pub fn new(ctx: &BoardCtx<Carcassonne>) -> Self {
        let choice = Self {
            spot: RwSignal::new(None),
            rotation: RwSignal::new(0),
            focus: RwSignal::new(0),
            legal: ctx.legal,
            act: ctx.act,
        };
        // A new turn (or undo) starts with no spot chosen: whenever the choices change.
        Effect::new(move |_| {
            choice.legal.track();
            choice.spot.set(None);
            choice.focus.set(0);
        });
        choice
    }

    /// The spot chosen for the tile, while the tile may still go there: a spot chosen in an
    /// earlier turn (taken since) is never shown, nor placed on.
    pub fn chosen(&self) -> Option<(i8, i8)> {
        let spot = self.spot.get()?;
        self.legal.with(|l| !rotations(l, spot).is_empty()).then_some(spot)
    }

    fn chosen_untracked(&self) -> Option<(i8, i8)> {
        untrack(|| self.chosen())
    }

    /// Tapping a spot: the tile goes there turned a way that fits (the way shown if it fits);
    /// tapping the chosen spot again turns it to the next way that fits.
    pub fn tap(&self, spot: (i8, i8)) {
        let fitting = self.legal.with_untracked(|l| rotations(l, spot));
        let Some(&first) = fitting.first() else { return };
        let now = self.rotation.get_untracked();
        let next = if self.chosen_untracked() == Some(spot) {
            fitting.iter().copied().find(|&r| r > now).unwrap_or(first)
        } else if fitting.contains(&now) {
            now
        } else {
            first
        };
        self.spot.set(Some(spot));
        self.rotation.set(next);
    }

    /// Rotate: the next way that fits on the chosen spot, or a quarter turn before one is chosen.
    pub fn rotate(&self) {
        match self.chosen_untracked() {
            Some(spot) => self.tap(spot),
            None => self.rotation.update(|r| *r = (*r + 1) % 4),
        }
    }

    /// Confirm: places the tile shown on the chosen spot.
    pub fn confirm(&self) {
        if let Some((x, y)) = self.chosen_untracked() {
            let _ = self.act.run(Action::Place { x, y, rotation: self.rotation.get_untracked() });
        }
    }

    pub fn placing(view: &Carcassonne, legal: &[Action]) -> bool {
        matches!(view.phase(), Phase::PlaceTile { .. }) && !legal.is_empty()
    }
}
