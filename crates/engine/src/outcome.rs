//! How a finished game ended, and where every player finished (the ranking comes from the
//! engine, as OpenSpiel's per-player returns do, so every game ranks its players the same way):
//! the winners first, then the others by their points, or where the game has none by how far
//! they got. Equal players share a place and the next place is skipped (1, 2, 2, 4), as a table
//! of results is read.
//! Uses nothing of the engine.

use serde::{Deserialize, Serialize};

/// A player's place at the table, counted from 0.
pub type Seat = usize;

/// Who won (several for a shared win or a tie, every seat when the players win together, none
/// when the game beats them all), the final scores where the game has them, and how far each
/// seat got where it has none. The view puts it in the game's own words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winners: Vec<Seat>,
    /// One per seat, or empty for a game without points.
    #[serde(default)]
    pub scores: Vec<i32>,
    /// How far each seat got, higher being further (a race's square), to rank the players who
    /// did not win where the game has no points; empty where it ranks only the winners.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub progress: Vec<i64>,
}

impl Outcome {
    pub fn won_by(winners: Vec<Seat>) -> Self {
        Self { winners, scores: vec![], progress: vec![] }
    }

    /// The others ranked by how far each got (`progress`, one per seat).
    pub fn then_by(self, progress: Vec<i64>) -> Self {
        Self { progress, ..self }
    }

    /// Each of `seats` seats' place (1 = first), or `None` where the game ranks nobody (no
    /// winner and no points: the virus beat everyone) or a seat it has no measure of.
    pub fn places(&self, seats: usize) -> Vec<Option<usize>> {
        let key = |seat: Seat| -> Option<(bool, i64)> {
            let won = self.winners.contains(&seat);
            let how_far = self.scores.get(seat).map(|&s| i64::from(s)).or_else(|| self.progress.get(seat).copied());
            (won || how_far.is_some()).then_some((won, how_far.unwrap_or(i64::MAX)))
        };
        (0..seats)
            .map(|seat| {
                let mine = key(seat)?;
                let ahead = (0..seats).filter_map(key).filter(|other| other > &mine).count();
                Some(ahead + 1)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_is_first_and_the_others_follow_by_how_far_they_got() {
        let race = Outcome::won_by(vec![2]).then_by(vec![40, 72, 98, 72]);
        assert_eq!(race.places(4), vec![Some(4), Some(2), Some(1), Some(2)]);
    }

    #[test]
    fn points_rank_the_players_and_equal_points_share_a_place() {
        let scored = Outcome { winners: vec![1, 2], scores: vec![30, 55, 55, 12], progress: vec![] };
        assert_eq!(scored.places(4), vec![Some(3), Some(1), Some(1), Some(4)]);
    }

    #[test]
    fn players_who_win_together_all_come_first() {
        assert_eq!(Outcome::won_by(vec![0, 1, 2]).places(3), vec![Some(1); 3]);
    }

    #[test]
    fn nobody_is_ranked_when_the_game_beats_them_all() {
        assert_eq!(Outcome::won_by(vec![]).places(3), vec![None; 3]);
    }

    #[test]
    fn without_a_measure_only_the_winner_has_a_place() {
        assert_eq!(Outcome::won_by(vec![1]).places(2), vec![None, Some(1)]);
    }

    #[test]
    fn an_outcome_saved_before_progress_reads_as_ranking_only_the_winners() {
        let old: Outcome = serde_json::from_str(r#"{"winners":[1],"scores":[]}"#).unwrap();
        assert_eq!(old, Outcome::won_by(vec![1]));
    }
}
