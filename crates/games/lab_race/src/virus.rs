//! The virus's turn, played by the rules engine as the game's own turn (seed, "Virus movement";
//! ruling, "Virus turn"). "Backmost" and "first" mean least and most fields travelled from the
//! red exit, among the viruses on their own way (`LabRace::viruses_on_their_way`).

use super::actions::{Event, VirusRule};
use super::board::{Field, Occupant, LAB_TRAVELLED, LOOP};
use super::state::{Colour, LabRace, Phase, PieceId, Spot};
use engine::rng::roll;

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
    /// Ruling: only a 6 that brings a virus out of the focus rolls again ("2) on a 6 with a
    /// virus in the focus, one exits and the virus rolls again"; no other step rolls again).
    /// Ruling (ours): a virus coming out lands on the red exit and meets whoever is there; step
    /// 1 looks only at the viruses already on the board.
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
            self.land_virus(Colour::Red, 0, events);
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
        // Ruling: "No virus on the board and no 6: the virus passes." A virus on a player's
        // bridge is "never moved by the virus's turn", so with only those out it passes too.
        events.push(Event::VirusPassed);
    }

    fn move_virus(&mut self, virus: usize, steps: u8, rule: VirusRule, events: &mut Vec<Event>) {
        let from = self.viruses.swap_remove(virus);
        let travelled = from.travelled(Colour::Red).expect("the virus's turn moves only viruses on their way");
        let to = (travelled + steps).min(LAB_TRAVELLED);
        events.push(Event::VirusMoved { from, to: Field::of(Colour::Red, to), rule });
        self.land_virus(Colour::Red, to, events);
    }

    /// The viruses the virus's turn may move, by index, with the fields each has travelled from
    /// the red exit: those on the loop and the red bridge. Ruling: "A virus on a player's bridge
    /// is never moved by the virus's turn (it cannot go round)". Ruling (ours): so it is no
    /// candidate for any step of the order, and is neither the "backmost" nor the "first" virus.
    fn viruses_on_their_way(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        self.viruses.iter().enumerate().filter_map(|(i, v)| Some((i, v.travelled(Colour::Red)?)))
    }

    /// The backmost virus that lands on an unmasked healthy person with `face`. A sanitizer
    /// field does not count: "There is no transmission of infection" there.
    pub fn infecting_virus(&self, face: u8) -> Option<usize> {
        let infects = |field: Field| match self.occupant(field) {
            Some(Occupant::Piece(id)) => {
                let person = self.piece(id);
                !person.sick && person.mask.is_none() && self.sanitizer_at(field).is_none()
            }
            _ => false,
        };
        let infecting = self.viruses_on_their_way().filter(|&(_, t)| infects(Field::of(Colour::Red, t + face)));
        infecting.min_by_key(|&(_, t)| t).map(|(i, _)| i)
    }

    /// Ruling: "if a person stands between the backmost and the first virus, the virus nearest
    /// behind the backmost such person moves". Returns that virus and that person.
    ///
    /// Ruling (ours): only people on the loop count; the players' bridges are off the viruses' way.
    pub fn virus_behind_backmost_person(&self) -> Option<(usize, PieceId)> {
        let back = self.viruses_on_their_way().map(|(_, t)| t).min()?;
        let front = self.viruses_on_their_way().map(|(_, t)| t).max()?;
        let (person, at) = self
            .pieces()
            .filter_map(|(id, piece)| match piece.spot {
                Spot::Out(t) if t < LOOP => Some((id, Field::of(id.colour, t).0)),
                _ => None,
            })
            .filter(|&(_, at)| back < at && at < front)
            .min_by_key(|&(_, at)| at)?;
        let behind = self.viruses_on_their_way().filter(|&(_, t)| t < at).max_by_key(|&(_, t)| t)?;
        Some((behind.0, person))
    }

    /// The virus on its way that has travelled furthest.
    pub fn first_virus(&self) -> Option<usize> {
        self.viruses_on_their_way().max_by_key(|&(_, t)| t).map(|(i, _)| i)
    }
}
