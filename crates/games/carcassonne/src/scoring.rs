//! Scoring (docs/games/carcassonne.md R4-R7): a completed Road 1 per tile, a completed City 2 per
//! tile and Pennant, a completed Cloister 9, scored at once with their Meeples returned; at the end
//! an incomplete Road 1 per tile, City 1 per tile and Pennant, Cloister 1 plus 1 per neighbour, and
//! each Field 3 per completed City it touches. Majorities share: every seat with the most Meeples
//! in an area scores it in full.

use super::board::{Board, Meeple};
use super::state::{Carcassonne, Event, Tally};
use super::tiles::Feature;

/// What an area is worth: completed during play, or incomplete at the end.
pub fn area_points(board: &Board, piece: u16, cities_touched: u32) -> u32 {
    let areas = board.areas();
    let area = areas.area(piece);
    let complete = area.complete();
    match area.feature {
        Feature::Road => areas.tiles(piece),
        Feature::City if complete => 2 * (areas.tiles(piece) + area.pennants as u32),
        Feature::City => areas.tiles(piece) + area.pennants as u32,
        Feature::Cloister => 1 + area.neighbours as u32,
        Feature::Field => 3 * cities_touched,
    }
}

/// For every occupied Field (root piece), the completed Cities (root pieces) it touches, as
/// sorted distinct pairs.
pub fn fields_and_cities(board: &Board) -> Vec<(u16, u16)> {
    let areas = board.areas();
    let mut pairs = vec![];
    for (t, placed) in board.tiles().iter().enumerate() {
        let info = placed.kind.info();
        for &(a, b) in &info.touches {
            let (fa, fb) = (info.segments[a as usize].feature, info.segments[b as usize].feature);
            let (field, city) = match (fa, fb) {
                (Feature::Field, Feature::City) => (a, b),
                (Feature::City, Feature::Field) => (b, a),
                _ => continue,
            };
            let field = areas.find(board.piece(t, field));
            let city = areas.find(board.piece(t, city));
            if areas.area(field).occupied() && areas.area(city).complete() {
                pairs.push((field, city));
            }
        }
    }
    pairs.sort_unstable();
    pairs.dedup();
    pairs
}

/// The distinct areas (root pieces) that hold Meeples, in a fixed order.
fn occupied_areas(board: &Board) -> Vec<u16> {
    let mut roots: Vec<u16> = board.meeples().iter().map(|m| board.areas().find(m.piece)).collect();
    roots.sort_unstable();
    roots.dedup();
    roots
}

impl Carcassonne {
    /// Scores the areas the tile just placed completed, and returns their Meeples.
    pub(super) fn score_completed(&mut self, tile: usize, events: &mut Vec<Event>) {
        let placed = self.board.tiles()[tile];
        // At most 8 segments and 9 Cloisters: kept on the stack, this runs every turn.
        let mut done = [u16::MAX; 17];
        let mut count = 0;
        let mut push = |root: u16| {
            if !done[..count].contains(&root) {
                done[count] = root;
                count += 1;
            }
        };
        for (s, segment) in placed.kind.info().segments.iter().enumerate() {
            // Only Roads and Cities complete by a tile's placing; no need to find the others.
            if !matches!(segment.feature, Feature::City | Feature::Road) {
                continue;
            }
            let piece = self.board.piece(tile, s as u8);
            let area = self.board.areas().area(piece);
            if area.complete() {
                push(self.board.areas().find(piece));
            }
        }
        for cloister in self.board.cloisters_near(placed.x as i32, placed.y as i32) {
            if self.board.areas().area(cloister).complete() {
                push(cloister);
            }
        }
        for &root in &done[..count] {
            if self.board.areas().area(root).occupied() {
                self.award(root, area_points(&self.board, root, 0), false, events);
                for Meeple { seat, piece } in self.board.return_meeples(root) {
                    self.supply[seat as usize] += 1;
                    events.push(Event::MeepleReturned { seat: seat as usize, piece });
                }
            }
        }
    }

    fn award(&mut self, root: u16, points: u32, at_end: bool, events: &mut Vec<Event>) {
        let area = self.board.areas().area(root);
        let seats = area.majority(self.scores.len());
        let kind = Tally::index(area.feature);
        for &s in &seats {
            self.scores[s] += points;
            let tally = &mut self.tally[s];
            if at_end {
                tally.end[kind] += points
            } else {
                tally.during[kind] += points
            }
        }
        events.push(Event::Scored { feature: area.feature, area: root, seats, points });
    }

    /// The end of the game: every area still holding Meeples scores for its majority.
    pub(super) fn end_scoring(&mut self, events: &mut Vec<Event>) {
        for (root, points) in self.end_points() {
            self.award(root, points, true, events);
        }
    }

    /// What each occupied area would score if the game ended now.
    pub fn end_points(&self) -> Vec<(u16, u32)> {
        let pairs = fields_and_cities(&self.board);
        occupied_areas(&self.board)
            .into_iter()
            .map(|root| {
                let cities = pairs.iter().filter(|&&(f, _)| f == root).count() as u32;
                (root, area_points(&self.board, root, cities))
            })
            .filter(|&(_, points)| points > 0)
            .collect()
    }

    /// The scores if the game ended now: what the bots weigh a position by.
    pub fn projected_scores(&self) -> Vec<u32> {
        let mut scores = self.scores.clone();
        for (root, points) in self.end_points() {
            for s in self.board.areas().area(root).majority(scores.len()) {
                scores[s] += points;
            }
        }
        scores
    }
}
