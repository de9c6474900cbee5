//! The three cards: Penalty before one's roll, Magic Number after it, Bonus Life when a skip falls.

use super::state::{Cards, Epidemium, Event, Phase, Stop, Thrown};
use engine::Seat;

impl Epidemium {
    /// Seed (Penalty): "far saltare il turno a un altro giocatore che non sia già stato stoppato
    /// dal dado o da un'altra carta penalty card".
    pub fn penalty_targets(&self) -> Vec<Seat> {
        let seat = self.current();
        if self.pieces[seat].hand.penalty == 0 {
            return vec![];
        }
        (0..self.pieces.len()).filter(|&t| t != seat && self.pieces[t].stopped.is_none()).collect()
    }

    /// Ruling (ours): the seed does not limit Penalty cards to one a turn, so a player holding
    /// two may stop two different players before its roll.
    pub(super) fn play_penalty(&mut self, target: Seat, events: &mut Vec<Event>) {
        let seat = self.current();
        self.spend(seat, |cards| &mut cards.penalty);
        events.push(Event::PenaltyPlayed { seat, target });
        if self.pieces[target].hand.bonus_life > 0 {
            self.phase = Phase::BonusLife { seat: target, penalty: true };
        } else {
            self.stop(target, Stop::Penalty, events);
        }
    }

    /// Seed (Magic Number): "aggiungere o togliere il numero che vuole al numero uscito sul
    /// dado". On a teleport throw the changed die matches the other, which makes the double.
    ///
    /// Ruling (ours): the card is offered after every moving roll and after the seventh
    /// teleport throw without a double; the changed face then counts in full, as if rolled.
    pub(super) fn play_magic_number(&mut self, thrown: Thrown, value: u8, events: &mut Vec<Event>) {
        let seat = self.current();
        self.spend(seat, |cards| &mut cards.magic_number);
        let from = match thrown {
            Thrown::Move { face, .. } => face,
            Thrown::Teleport { faces } if faces[0] == value => faces[1],
            Thrown::Teleport { faces } => faces[0],
        };
        events.push(Event::MagicNumber { seat, from, to: value });
        self.settle(changed(thrown, value), events);
    }

    /// The values the Magic Number card may give `thrown`: on a move any face of its die but
    /// the one thrown ("il numero che vuole"), on the teleport either die's face.
    ///
    /// Ruling (ours): only the values that change what the throw does are offered, one for
    /// each outcome (the lowest of those alike): in slow mode every good number moves one dot
    /// alike, a roll past the teleport square stops on it, and a double of either face
    /// teleports alike; a card played for nothing is not offered.
    pub(super) fn magic_values(&self, thrown: Thrown) -> Vec<u8> {
        let values: Vec<u8> = match thrown {
            Thrown::Move { die, face } => (1..=die.sides()).filter(|&v| v != face).collect(),
            Thrown::Teleport { faces } => faces.to_vec(),
        };
        let mut outcomes = vec![self.settled(thrown)];
        let mut new_outcome = |value: &u8| {
            let outcome = self.settled(changed(thrown, *value));
            let new = !outcomes.contains(&outcome);
            if new {
                outcomes.push(outcome);
            }
            new
        };
        values.into_iter().filter(|v| new_outcome(v)).collect()
    }

    /// The game once `thrown` stands, to compare what throws do (no dice are thrown in it).
    fn settled(&self, thrown: Thrown) -> Epidemium {
        let mut after = self.clone();
        after.settle(thrown, &mut vec![]);
        after
    }

    /// Seed (Bonus Life): "Il giocatore può salvarsi utilizzando questa carta" from a Penalty
    /// card or from the roll that makes it skip a turn.
    ///
    /// Ruling (ours): the player hit by a Penalty decides at once, out of turn; then the player
    /// who played it goes on with its turn. A player without a Bonus Life card is not asked.
    pub(super) fn choose_bonus_life(&mut self, seat: Seat, penalty: bool, play: bool, events: &mut Vec<Event>) {
        if play {
            self.spend(seat, |cards| &mut cards.bonus_life);
            events.push(Event::BonusLifePlayed { seat });
        } else {
            self.stop(seat, if penalty { Stop::Penalty } else { Stop::Roll }, events);
        }
        if penalty {
            // The Penalty was played before the current player's roll: its turn goes on.
            self.phase = Phase::Turn;
        } else {
            self.end_turn(events);
        }
    }

    /// A card leaves the hand for the played pile: each card is used once.
    fn spend(&mut self, seat: Seat, kind: fn(&mut Cards) -> &mut u8) {
        let piece = &mut self.pieces[seat];
        *kind(&mut piece.hand) -= 1;
        *kind(&mut piece.played) += 1;
    }
}

/// `thrown` as the Magic Number card changes it to `value` (on the teleport, both dice).
fn changed(thrown: Thrown, value: u8) -> Thrown {
    match thrown {
        Thrown::Move { die, .. } => Thrown::Move { die, face: value },
        Thrown::Teleport { .. } => Thrown::Teleport { faces: [value, value] },
    }
}
