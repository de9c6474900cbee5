//! Where the infection lies and how it spreads (seed, "Placing COVID-19 tile", "Spread of
//! Covid"; docs/games/carcassonne.md R13-R18).

use super::SYMBOL_SEGMENTS;
use crate::board::Meeple;
use crate::state::{Action, Carcassonne, Event, Phase};
use crate::tiles::Kind;

impl Carcassonne {
    /// The root pieces of the infected areas (one per token: two tokens may share an area).
    pub fn infected_roots(&self) -> Vec<u16> {
        let Some(covid) = &self.covid else { return vec![] };
        covid.tokens.iter().map(|&t| self.board.areas().find(t)).collect()
    }

    /// The figures outside every infected area before a tile is placed: those the tile may
    /// bring into one. None without the expansion.
    pub(crate) fn healthy_figures(&self) -> Vec<Meeple> {
        if self.covid.is_none() {
            return vec![];
        }
        let infected = self.infected_roots();
        let areas = self.board.areas();
        self.board.meeples().iter().filter(|m| !infected.contains(&areas.find(m.piece))).copied().collect()
    }

    /// After a tile is placed: the COVID tile infects its City then its Field; a tile that
    /// enlarges or joins an infected area makes the infection spread. Figures the tile brought
    /// into an infected area are tested at once. Returns whether the player must now choose
    /// where the infection spreads.
    pub(crate) fn infect_after_placing(&mut self, tile: usize, healthy: &[Meeple], events: &mut Vec<Event>) -> bool {
        if self.covid.is_none() {
            return false;
        }
        if self.board.tiles()[tile].kind == Kind::Covid {
            self.infect_covid_tile(tile, events);
            self.test_entered(healthy, events);
            return false;
        }
        let infected = self.infected_roots();
        let segments = self.board.tiles()[tile].kind.info().segments.len() as u8;
        // A Cloister's neighbours never join its area, so tiles around it enlarge nothing.
        let enlarged = (0..segments).any(|s| infected.contains(&self.board.areas().find(self.board.piece(tile, s))));
        if !enlarged {
            return false;
        }
        self.test_entered(healthy, events);
        if self.spread_targets().is_empty() {
            return false;
        }
        self.phase = Phase::Spread { tile: tile as u8 };
        true
    }

    /// Ruling: "When the COVID tile is placed, its city and then its field get an infection
    /// token."
    pub(super) fn infect_covid_tile(&mut self, tile: usize, events: &mut Vec<Event>) {
        for segment in SYMBOL_SEGMENTS {
            let piece = self.board.piece(tile, segment);
            self.put_token(piece, None, events);
        }
    }

    /// One piece of each uninfected area that touches an infected area on some tile (a Field
    /// beside a City or Road, a Road ending at a City or Cloister, a Cloister in its Field),
    /// in the order of the tiles: where the infection may spread.
    ///
    /// Ruling (ours): footnote 2 names "any feature where a player can place a player figure",
    /// so a completed feature (a closed City or Road, a surrounded Cloister) is no target;
    /// Fields never complete.
    pub fn spread_targets(&self) -> Vec<u16> {
        let open = self.touching_infected(false);
        // These rules enter the spread only with somewhere to go; a spread saved under rules
        // version 2, which offered completed features, is finished as it was begun.
        if open.is_empty() && matches!(self.phase, Phase::Spread { .. }) {
            return self.touching_infected(true);
        }
        open
    }

    /// The uninfected areas touching an infected one, completed ones only if `completed_too`.
    fn touching_infected(&self, completed_too: bool) -> Vec<u16> {
        let infected = self.infected_roots();
        let areas = self.board.areas();
        let mut roots = vec![];
        let mut targets = vec![];
        for (t, placed) in self.board.tiles().iter().enumerate() {
            for &(a, b) in &placed.kind.info().touches {
                let (a, b) = (self.board.piece(t, a), self.board.piece(t, b));
                let (ra, rb) = (areas.find(a), areas.find(b));
                for (from, to, root) in [(ra, b, rb), (rb, a, ra)] {
                    let open = completed_too || !areas.area(root).complete();
                    if infected.contains(&from) && !infected.contains(&root) && open && !roots.contains(&root) {
                        roots.push(root);
                        targets.push(to);
                    }
                }
            }
        }
        targets
    }

    /// The number a choice of the expansion carries on the board and in the list of choices
    /// (the same label in both places), counted from 1 in the order of the choices.
    pub fn covid_choice_number(&self, action: &Action) -> Option<usize> {
        self.covid_actions().iter().position(|a| a == action).map(|i| i + 1)
    }

    /// The legal actions of the expansion's own phases.
    pub(crate) fn covid_actions(&self) -> Vec<Action> {
        match (self.phase, &self.covid) {
            (Phase::Spread { .. }, _) => self.spread_targets().into_iter().map(Action::Spread).collect(),
            (Phase::MoveToken { .. }, Some(covid)) => covid.tokens.iter().map(|&t| Action::MoveToken(t)).collect(),
            _ => vec![],
        }
    }

    /// Seed: "takes an infection token from the general supply and places it on any
    /// uninfected area adjacent to an already-infected area"; with none left, the player
    /// chooses which placed token moves.
    pub(crate) fn spread(&mut self, tile: usize, to: u16, events: &mut Vec<Event>) {
        if self.covid.as_ref().is_some_and(|c| c.supply == 0) {
            self.phase = Phase::MoveToken { tile: tile as u8, to };
            return;
        }
        self.put_token(to, None, events);
        self.after_spread(tile, to, events);
    }

    /// Ruling: "When the 20 tokens are used, the player moves one already placed; an area
    /// whose last token leaves is no longer infected."
    pub(crate) fn move_token(&mut self, tile: usize, from: u16, to: u16, events: &mut Vec<Event>) {
        self.put_token(to, Some(from), events);
        self.after_spread(tile, to, events);
    }

    /// Footnote 3 and example 3b: the figures of the area the infection reached are tested;
    /// then the turn goes on to the Meeple.
    fn after_spread(&mut self, tile: usize, to: u16, events: &mut Vec<Event>) {
        self.test_area(to, events);
        self.offer_meeple(tile, events);
    }

    /// Puts a token on `piece`, from the supply or moved from the piece `from`.
    fn put_token(&mut self, piece: u16, from: Option<u16>, events: &mut Vec<Event>) {
        let Some(covid) = self.covid.as_mut() else { return };
        match from {
            Some(from) => covid.tokens.retain(|&t| t != from),
            None => covid.supply -= 1,
        }
        covid.tokens.push(piece);
        let feature = self.board.areas().area(piece).feature;
        events.push(Event::Infected { seat: self.current, piece, feature, from });
    }
}
