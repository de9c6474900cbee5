//! Where every player finished, for the end of a game: the winners first, then the others by
//! their points, or where the game has none by how far they got. Equal players share a place
//! and the next place is skipped (1, 2, 2, 4), as a table of results is read.

use crate::engine::{Outcome, Seat};

/// Each seat's place (1 = first), or `None` where the game ranks nobody: no winner and no
/// points (the virus beat everyone), or a player whose progress the game does not measure.
/// `progress` is the game's measure of how far each seat got (higher is further), if any.
pub fn placings(outcome: &Outcome, seats: usize, progress: &[i64]) -> Vec<Option<usize>> {
    let key = |seat: Seat| -> Option<(bool, i64)> {
        let won = outcome.winners.contains(&seat);
        let how_far = outcome.scores.get(seat).map(|&s| i64::from(s)).or_else(|| progress.get(seat).copied());
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_is_first_and_the_others_follow_by_how_far_they_got() {
        let race = Outcome::won_by(vec![2]);
        assert_eq!(placings(&race, 4, &[40, 72, 98, 72]), vec![Some(4), Some(2), Some(1), Some(2)]);
    }

    #[test]
    fn points_rank_the_players_and_equal_points_share_a_place() {
        let scored = Outcome { winners: vec![1, 2], scores: vec![30, 55, 55, 12] };
        assert_eq!(placings(&scored, 4, &[]), vec![Some(3), Some(1), Some(1), Some(4)]);
    }

    #[test]
    fn players_who_win_together_all_come_first() {
        let together = Outcome::won_by(vec![0, 1, 2]);
        assert_eq!(placings(&together, 3, &[]), vec![Some(1); 3]);
    }

    #[test]
    fn nobody_is_ranked_when_the_game_beats_them_all() {
        assert_eq!(placings(&Outcome::won_by(vec![]), 3, &[]), vec![None; 3]);
    }

    #[test]
    fn without_a_measure_only_the_winner_has_a_place() {
        assert_eq!(placings(&Outcome::won_by(vec![1]), 2, &[]), vec![None, Some(1)]);
    }
}
