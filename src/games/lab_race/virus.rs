//! The virus's turn, played by the rules engine as the game's own turn (seed, "Virus movement";
//! ruling, "Virus turn"). "Backmost" and "first" mean least and most fields travelled from the
//! red exit, which for a virus is its field's index.

use super::actions::{Event, VirusRule};
use super::board::{Field, LAB_TRAVELLED, LOOP};
use super::state::{Colour, LabRace, Phase, PieceId, Spot};
use crate::engine::rng::roll;

impl LabRace {
    /// One roll of the virus: the seed's order, each step only when the earlier ones do not apply.
    pub(super) fn virus_turn(&mut self, events: &mut Vec<Event>) {
        let face = roll(&mut self.rng, 6);
        events.push(Event::VirusRolled { face });
        self.phase = Phase::turn_of(0);
        self.virus_acts(face, events);
    }

    /// What the virus does with `face` (the computer players try each face ahead).
    ///
    /// Ruling (ours): only a 6 that brings a virus out of the focus rolls again (the seed says
    /// so of that step alone). A virus coming out lands on the red exit and meets whoever is
    /// there; step 1 looks only at the viruses already on the board.
    pub(super) fn virus_acts(&mut self, face: u8, events: &mut Vec<Event>) {
        // 1) "If it's possible, it'll definitely infect. With multiple options, the backmost
        // virus in line will infect."
        if let Some(virus) = self.infecting_virus(face) {
            return self.move_virus(virus, face, VirusRule::Infects, events);
        }
        // 2) "If it rolls 6, if there is a virus in the focuse, it will exit and will re-throw."
        if face == 6 && self.focus > 0 {
            self.focus -= 1;
            events.push(Event::VirusLeftFocus);
            self.land_virus(0, events);
            self.phase = Phase::Virus;
            return events.push(Event::VirusRollsAgain);
        }
        // 3) "If there is a player between the viruses, the virus behind the backmost player
        // will move."
        if let Some((virus, person)) = self.virus_behind_backmost_person() {
            return self.move_virus(virus, face, VirusRule::BehindBackmostPerson { person }, events);
        }
        // 4) "If there is no player between the viruses, the very first virus will move."
        if let Some(virus) = self.first_virus() {
            return self.move_virus(virus, face, VirusRule::First, events);
        }
        // Ruling: "No virus on the board and no 6: the virus passes."
        events.push(Event::VirusPassed);
    }

    fn move_virus(&mut self, virus: usize, steps: u8, rule: VirusRule, events: &mut Vec<Event>) {
        let from = self.viruses.swap_remove(virus);
        let to = (from.0 + steps).min(LAB_TRAVELLED);
        events.push(Event::VirusMoved { from, to: Field::of(Colour::Red, to), rule });
        self.land_virus(to, events);
    }

    /// The backmost virus that lands on an unmasked healthy person with `face`. A sanitizer
    /// field does not count: "There is no transmission of infection" there.
    pub fn infecting_virus(&self, face: u8) -> Option<usize> {
        let targets = self.pieces().filter_map(|(id, piece)| match piece.spot {
            Spot::Out(t) if t < LOOP && !piece.sick && piece.mask.is_none() => Some(Field::of(id.colour, t)),
            _ => None,
        });
        let reachable = targets.filter(|to| to.0 >= face && self.sanitizer_at(*to).is_none());
        let virus = reachable.filter_map(|to| self.viruses.iter().position(|v| v.0 == to.0 - face));
        virus.min_by_key(|&i| self.viruses[i].0)
    }

    /// Ruling: "if a person stands between the backmost and the first virus, the virus nearest
    /// behind the backmost such person moves". Returns that virus and that person.
    ///
    /// Ruling (ours): only people on the loop count; the players' bridges are off the viruses' way.
    pub fn virus_behind_backmost_person(&self) -> Option<(usize, PieceId)> {
        let back = self.viruses.iter().min()?.0;
        let front = self.viruses.iter().max()?.0;
        let (person, at) = self
            .pieces()
            .filter_map(|(id, piece)| match piece.spot {
                Spot::Out(t) if t < LOOP => Some((id, Field::of(id.colour, t).0)),
                _ => None,
            })
            .filter(|&(_, at)| back < at && at < front)
            .min_by_key(|&(_, at)| at)?;
        let behind = self.viruses.iter().enumerate().filter(|(_, v)| v.0 < at).max_by_key(|(_, v)| v.0)?;
        Some((behind.0, person))
    }

    /// The virus that has travelled furthest.
    pub fn first_virus(&self) -> Option<usize> {
        self.viruses.iter().enumerate().max_by_key(|(_, v)| v.0).map(|(i, _)| i)
    }
}
