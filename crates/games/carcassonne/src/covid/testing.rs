//! Testing figures (seed, "Testing figure"; docs/games/carcassonne.md R19): every figure that
//! enters an infected area turns one card at once.

use super::{Card, Covid};
use crate::board::Meeple;
use crate::state::{Carcassonne, Event};
use engine::rng::{GameRng, Rng};

impl Covid {
    /// Seed: "The player takes one testing card for each figure from the top of the pile."
    /// and "Once the pile of facedown testing cards runs out, the discarded testing cards are
    /// shuffled to form a new pile." Drawing at random from the pile is turning the top card
    /// of a pile shuffled by the same generator.
    fn turn_card(&mut self, rng: &mut GameRng) -> Option<Card> {
        if self.pile.is_empty() {
            self.pile = std::mem::take(&mut self.discards);
        }
        if self.pile.is_empty() {
            return None;
        }
        let card = self.pile.swap_remove(rng.random_range(0..self.pile.len()));
        self.discards.push(card);
        Some(card)
    }
}

impl Carcassonne {
    /// Seed: "When placing a figure in an infected area, the player is obliged to test it."
    pub(crate) fn test_if_infected(&mut self, piece: u16, events: &mut Vec<Event>) {
        if self.infected(piece) {
            self.test(Meeple { seat: self.current as u8, piece }, events);
        }
    }

    /// Footnote 3: the figures a tile joined to an infected area (they stood outside every
    /// infected area before it) are tested.
    pub(super) fn test_entered(&mut self, healthy: &[Meeple], events: &mut Vec<Event>) {
        for &m in healthy {
            if self.infected(m.piece) {
                self.test(m, events);
            }
        }
    }

    /// Every figure in the area of `piece`, which the infection just reached.
    pub(super) fn test_area(&mut self, piece: u16, events: &mut Vec<Event>) {
        let areas = self.board.areas();
        let root = areas.find(piece);
        let figures: Vec<Meeple> =
            self.board.meeples().iter().filter(|m| areas.find(m.piece) == root).copied().collect();
        for m in figures {
            self.test(m, events);
        }
    }

    /// Seed: "Negative - Figure stays where it is placed, Positive - Figure is removed from
    /// the board and returned to the player's supply, Death - Figure is removed from the game
    /// and cannot be used anymore."
    fn test(&mut self, m: Meeple, events: &mut Vec<Event>) {
        let Some(covid) = self.covid.as_mut() else { return };
        let Some(card) = covid.turn_card(&mut self.rng) else { return };
        let seat = m.seat as usize;
        match card {
            Card::Negative => {}
            Card::Positive => {
                self.board.take_meeple(m);
                self.supply[seat] += 1;
            }
            Card::Death => {
                self.board.take_meeple(m);
                covid.dead[seat] += 1;
            }
        }
        events.push(Event::Tested { seat, piece: m.piece, card });
    }
}
