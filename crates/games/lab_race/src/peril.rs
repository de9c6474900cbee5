//! Which of a player's choices lose the game, so that none is taken without a word: one that
//! ends it at once (ruling: "Humanity loses when a virus or a sick person enters the lab, or
//! when there are 12 viruses"), or one after which a roll of the virus ends it where, without
//! the choice, that roll would not (the virus rolls by itself; any face may come).

use super::actions::{Action, Event};
use super::state::{Ending, LabRace, LossReason, Phase};
use engine::{preview, Loss};

/// How a choice loses the game for humanity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Peril {
    /// The choice itself ends the game.
    AtOnce(LossReason),
    /// After the choice, the virus's roll of any of these faces ends the game, and none of them
    /// would without it; `why` is how the first of them ends it.
    VirusRoll { faces: Vec<u8>, why: LossReason },
}

impl Peril {
    pub fn loss(&self) -> Loss {
        match self {
            Peril::AtOnce(_) => Loss::AtOnce,
            Peril::VirusRoll { .. } => Loss::Next,
        }
    }
}

impl LabRace {
    /// How a legal choice after a roll loses the game, if it does. The virus's roll is taken
    /// as if it came next: the other colours' turns before it may still change the table.
    pub fn peril(&self, action: &Action) -> Option<Peril> {
        if !matches!(self.phase, Phase::Choose { .. }) {
            return None;
        }
        let (_, after) = preview(self, action)?;
        match after.ending() {
            Some(Ending::Lost(why)) => return Some(Peril::AtOnce(why)),
            Some(Ending::Won(_)) => return None,
            None => {}
        }
        let (before, now) = (self.virus_losses(), after.virus_losses());
        let faces: Vec<u8> =
            (1..=6u8).filter(|&f| now[f as usize - 1].is_some() && before[f as usize - 1].is_none()).collect();
        let why = now[usize::from(*faces.first()?) - 1]?;
        Some(Peril::VirusRoll { faces, why })
    }

    /// For each face of the virus's roll, how its move with that face ends the game, if it does.
    fn virus_losses(&self) -> [Option<LossReason>; 6] {
        std::array::from_fn(|i| self.virus_loss(i as u8 + 1))
    }

    /// Ruling: "on a 6 with a virus in the focus, one exits and the virus rolls again": such a
    /// 6 loses when some roll after it does. A virus that comes out stays out, or leaves the
    /// person on the red exit sick or unmasked, so the rolls again come to an end.
    fn virus_loss(&self, face: u8) -> Option<LossReason> {
        let (mut next, mut events) = (self.clone(), Vec::new());
        next.virus_acts(face, &mut events);
        match next.reached_ending() {
            Some(Ending::Lost(why)) => Some(why),
            Some(Ending::Won(_)) => None,
            None if events.contains(&Event::VirusRollsAgain) => (1..=6).find_map(|f| next.virus_loss(f)),
            None => None,
        }
    }
}
