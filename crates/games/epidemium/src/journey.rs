//! The journey: the moving roll and what each face does in each world, the steps along a path,
//! the syringe, the teleport and the way home.

use super::state::{Die, Epidemium, Event, Phase, Piece, Stop, Thrown, World, DOTS, TELEPORT, TELEPORT_THROWS};
use engine::rng::roll;
use engine::Seat;

impl Piece {
    /// How far along the journey the piece is: the dots it moved on and the teleports it made,
    /// from 0 on its stethoscope to `4 * TELEPORT + 2` home with the syringe. The computer
    /// stops the leader by it, and the end ranks the players who did not win by it.
    pub fn journey_made(&self) -> u8 {
        let along = if self.heading_to_teleport() { self.spot } else { TELEPORT - self.spot };
        // The legs behind it, each `TELEPORT` dots long, and the teleports made, a step each.
        let (legs, teleports) = match (self.world, self.syringe) {
            (World::Past, false) => (0, 0),
            (World::Future, false) => (1, 1),
            (World::Future, true) => (2, 1),
            (World::Past, true) => (3, 2),
        };
        legs * TELEPORT + teleports + along
    }
}

impl Epidemium {
    /// Throws the die of the current player's next move (the D4 when a rule says so).
    pub(super) fn roll_to_move(&mut self, events: &mut Vec<Event>) {
        let seat = self.current();
        let die = self.pieces[seat].die();
        let face = roll(&mut self.rng, die.sides());
        events.push(Event::Rolled { seat, die, face });
        self.offer_magic_number(Thrown::Move { die, face }, events);
    }

    /// Ruling: Magic Number is played "after its own roll"; without the card the throw stands.
    fn offer_magic_number(&mut self, thrown: Thrown, events: &mut Vec<Event>) {
        if self.pieces[self.current()].hand.magic_number > 0 {
            self.phase = Phase::Magic(thrown);
        } else {
            self.settle(thrown, events);
        }
    }

    /// What a throw does once it stands.
    pub(super) fn settle(&mut self, thrown: Thrown, events: &mut Vec<Event>) {
        match thrown {
            Thrown::Move { die, face } => self.settle_move(die, face, events),
            Thrown::Teleport { faces } if faces[0] == faces[1] => self.teleport(events),
            Thrown::Teleport { .. } => self.miss_teleport(events),
        }
    }

    /// The seed's table of faces: the world's parity moves; the others skip, switch to the D4
    /// or slow the next move (in slow mode: step back).
    ///
    /// Ruling (ours): slow mode changes only the moves and the 5 / 6; the skip and the D4 faces
    /// keep their meaning. A skipped turn rolls nothing, so a D4 or slow step still to come waits
    /// for the next turn that rolls (the seed's "5 poi 1" example, applied to the D4 as well).
    fn settle_move(&mut self, die: Die, face: u8, events: &mut Vec<Event>) {
        let seat = self.current();
        let world = self.pieces[seat].world;
        let paired = self.last_skip.take().is_some_and(|last| Some(last) == self.opponent(seat).map(|o| (o, world)));
        let piece = &mut self.pieces[seat];
        if world.moves_on(face) {
            // Seed: "si sposterà solo di una casella"; the slow step is spent by this move.
            let steps = if self.slow_mode || piece.slow_step { 1 } else { face };
            piece.slow_step = false;
            piece.d4 = false;
            return self.step_forward(seat, steps, events);
        }
        if face == world.skip_face() {
            if die == Die::D4 {
                // Seed: "sta fermo un turno e dal turno successivo userà il D6".
                piece.d4 = false;
                events.push(Event::BackToD6 { seat });
            }
            self.last_skip = Some((seat, world));
            return self.skip_falls(seat, paired, events);
        }
        if face == world.switch_face() {
            piece.d4 = true;
            events.push(Event::D4Next { seat });
        } else if self.slow_mode {
            self.step_back(seat, events);
        } else {
            // Seed: "la regola viene applicata solo una volta": a flag, it does not stack.
            piece.slow_step = true;
            events.push(Event::SlowStepNext { seat });
        }
        self.end_turn(events);
    }

    /// A skip from the player's own roll. Seed, one against one: "entrambi fanno 1 la regola
    /// non viene applicata"; ruling: both in the same world, one after the other, and "a skip
    /// cancelled by Bonus Life still counts as rolled" (`paired` says so of the roll before).
    ///
    /// Ruling (ours): a Penalty card is no roll and never pairs; a skip from the D4 counts as
    /// one from the D6; a cancelled skip still counts as rolled too, so a third skip number
    /// right after the second is cancelled in turn.
    fn skip_falls(&mut self, seat: Seat, paired: bool, events: &mut Vec<Event>) {
        if paired {
            let other = 1 - seat;
            if self.pieces[other].stopped == Some(Stop::Roll) {
                self.pieces[other].stopped = None;
            }
            events.push(Event::SkipsCancelled { seats: [other, seat] });
            return self.end_turn(events);
        }
        if self.pieces[seat].hand.bonus_life > 0 {
            self.phase = Phase::BonusLife { seat, penalty: false };
            return;
        }
        self.stop(seat, Stop::Roll, events);
        self.end_turn(events);
    }

    /// The other player of a one-against-one game.
    fn opponent(&self, seat: Seat) -> Option<Seat> {
        (self.pieces.len() == 2).then(|| 1 - seat)
    }

    pub(super) fn stop(&mut self, seat: Seat, stop: Stop, events: &mut Vec<Event>) {
        self.pieces[seat].stopped = Some(stop);
        events.push(Event::MustSkip { seat, stop });
    }

    /// Moves on along the path; a roll longer than the way left stops on the teleport square,
    /// the syringe or the stethoscope (ruling: "A roll that would go past ... stops on it").
    ///
    /// Ruling (ours): the syringe is taken on arriving and ends the turn; unlike the teleport
    /// there is no turn to wait there, the next roll already heads back.
    fn step_forward(&mut self, seat: Seat, steps: u8, events: &mut Vec<Event>) {
        let piece = &mut self.pieces[seat];
        let (world, from) = (piece.world, piece.spot);
        let to = if piece.heading_to_teleport() { (from + steps).min(TELEPORT) } else { from.saturating_sub(steps) };
        piece.spot = to;
        events.push(Event::Moved { seat, world, from, to });
        if to == TELEPORT {
            // Seed: "deve aspettare il prossimo turno per poter provare a teletrasportarsi".
            events.push(Event::ReachedTeleport { seat, world });
        } else if to == 0 && world == World::Future {
            piece.syringe = true;
            events.push(Event::SyringeTaken { seat });
        } else if to == 0 {
            self.phase = Phase::Won { winner: seat };
            events.push(Event::Won { seat });
            return;
        }
        self.end_turn(events);
    }

    /// Slow mode: "il giocatore indietreggia di una casella".
    ///
    /// Ruling (ours): a step back never leaves the stretch the piece is on: on the square the
    /// stretch starts from (stethoscope, syringe or the teleport it arrived by) it stays.
    fn step_back(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let piece = &mut self.pieces[seat];
        let from = piece.spot;
        let to = if piece.heading_to_teleport() { from.saturating_sub(1) } else { (from + 1).min(TELEPORT) };
        if to != from {
            piece.spot = to;
            events.push(Event::SteppedBack { seat, world: piece.world, from, to });
        }
    }

    /// A teleport attempt on the teleport square: the 2d6 thrown until a double, seven times
    /// at most (seed: "hanno 7 possibilità per fare in modo che esca lo stesso numero su
    /// entrambi i dadi"), every throw told.
    ///
    /// Ruling (ours): the seven throws are one action, one press, as the throws are the dice's
    /// and no choice comes between them. Magic Number ("anche per il teletrasporto") is offered
    /// once, on the seventh miss: it makes a double there as well as on any earlier throw, and a
    /// double that falls in between saves the card.
    pub(super) fn throw_to_teleport(&mut self, events: &mut Vec<Event>) {
        let seat = self.current();
        // A throw of the 2d6 is a roll between two skip numbers: they no longer pair.
        self.last_skip = None;
        let mut faces = [0; 2];
        for throw in 1..=TELEPORT_THROWS {
            faces = [roll(&mut self.rng, 6), roll(&mut self.rng, 6)];
            events.push(Event::TeleportThrown { seat, faces, throw });
            if faces[0] == faces[1] {
                return self.teleport(events);
            }
        }
        self.offer_magic_number(Thrown::Teleport { faces }, events);
    }

    /// Seed: "Il giocatore si teletrasporta nel mondo passato o futuro sulla casella teletrasporto".
    fn teleport(&mut self, events: &mut Vec<Event>) {
        let seat = self.current();
        let to = self.pieces[seat].world.other();
        self.pieces[seat].world = to;
        self.pieces[seat].second_try = false;
        events.push(Event::Teleported { seat, to });
        self.end_turn(events);
    }

    /// Seed: after 7 throws without a double "torna indietro di una casella". Ruling, one
    /// against one: when the other player is stopped, so that this one has two turns in a row
    /// on the teleport square, seven misses in the first turn leave it there to throw again in
    /// the second ("può ritentare nel secondo turno"); seven more move it back as usual.
    ///
    /// Ruling (ours): the second try is given once: a Penalty card played in the second turn
    /// stops the other player again but gives no third try.
    fn miss_teleport(&mut self, events: &mut Vec<Event>) {
        let seat = self.current();
        let plays_again = self.opponent(seat).is_some_and(|other| self.pieces[other].stopped.is_some());
        let piece = &mut self.pieces[seat];
        if plays_again && !piece.second_try {
            piece.second_try = true;
            events.push(Event::TeleportRetry { seat });
        } else {
            piece.second_try = false;
            piece.spot = DOTS;
            events.push(Event::TeleportFailed { seat });
        }
        self.end_turn(events);
    }
}
