//! The ruling's figures of a board, from games of the computer at its strongest (Hard) on both
//! sides: how often the hero wins, how many turns the hero gets, and how many games end within
//! three of the hero's rolls. `make bench` prints them over 10,000 games; a test holds the board
//! of new games to them.

use std::fmt;
use std::ops::RangeInclusive;

use super::bot::watched_computer_game;
use super::state::{Action, Options, Phase, Side, HERO};
use engine::{Game, Level};

/// Ruling: "the hero should win 40-60% of Normal games".
pub const HERO_WINS: RangeInclusive<f64> = 0.4..=0.6;
/// Ruling: "the median game has at least 8 hero turns".
pub const FEWEST_MEDIAN_HERO_TURNS: u32 = 8;
/// Ruling: "fewer than 10% end within 3 hero rolls".
pub const SHORT_GAME_ROLLS: u32 = 3;
pub const SHORT_GAMES_UNDER: f64 = 0.1;

/// What one game gives the figures.
#[derive(Clone, Copy, Debug)]
struct Played {
    hero_won: bool,
    /// The hero's turns: a 'Roll Again!' goes on with the same turn.
    hero_turns: u32,
    /// The hero's rolls, each roll again counted.
    hero_rolls: u32,
}

/// The figures of a number of games on one board and mode.
#[derive(Clone, Debug, Default)]
pub struct Figures {
    played: Vec<Played>,
}

impl Figures {
    /// The games of `seeds`, Hard hero against Hard virus, each side deciding from its own view.
    pub fn play(options: &Options, seeds: impl IntoIterator<Item = u64>) -> Figures {
        Figures { played: seeds.into_iter().map(|seed| played(options, seed)).collect() }
    }

    /// These games and `other`'s together.
    pub fn and(mut self, other: Figures) -> Figures {
        self.played.extend(other.played);
        self
    }

    pub fn games(&self) -> usize {
        self.played.len()
    }

    /// The share of the games the hero won, from 0 to 1.
    pub fn hero_win_rate(&self) -> f64 {
        self.share(|p| p.hero_won)
    }

    /// The hero's turns in the middle game (the lower of the two middle ones of an even count).
    pub fn median_hero_turns(&self) -> u32 {
        let mut turns: Vec<u32> = self.played.iter().map(|p| p.hero_turns).collect();
        turns.sort_unstable();
        turns.get(turns.len().saturating_sub(1) / 2).copied().unwrap_or(0)
    }

    /// The share of the games that ended within `SHORT_GAME_ROLLS` of the hero's rolls.
    pub fn short_games(&self) -> f64 {
        self.share(|p| p.hero_rolls <= SHORT_GAME_ROLLS)
    }

    /// Each figure outside the ruling's range, in words: none where the board lasts and is fair.
    pub fn out_of_range(&self) -> Vec<String> {
        let mut faults = vec![];
        if !HERO_WINS.contains(&self.hero_win_rate()) {
            faults.push(format!("the hero wins {:.1}%, not 40-60%", 100.0 * self.hero_win_rate()));
        }
        if self.median_hero_turns() < FEWEST_MEDIAN_HERO_TURNS {
            faults.push(format!("the median game has {} hero turns, fewer than 8", self.median_hero_turns()));
        }
        if self.short_games() >= SHORT_GAMES_UNDER {
            faults.push(format!("{:.1}% of games end within 3 hero rolls, not under 10%", 100.0 * self.short_games()));
        }
        faults
    }

    fn share(&self, counts: impl Fn(&Played) -> bool) -> f64 {
        self.played.iter().filter(|p| counts(p)).count() as f64 / self.games().max(1) as f64
    }
}

impl fmt::Display for Figures {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "over {} games the hero wins {:.1}%, the median game has {} hero turns, {:.1}% end within {SHORT_GAME_ROLLS} hero rolls",
            self.games(),
            100.0 * self.hero_win_rate(),
            self.median_hero_turns(),
            100.0 * self.short_games()
        )
    }
}

/// One game of the Hard computer on both sides, counted as it is played.
fn played(options: &Options, seed: u64) -> Played {
    let (mut hero_turns, mut hero_rolls) = (0, 0);
    let game = watched_computer_game(options, seed, [Level::Hard; 2], |game, action| {
        if *action == Action::Roll && game.phase == (Phase::Roll { roller: Side::Hero }) {
            hero_rolls += 1;
            // After a 'Roll Again!' the turn goes on, holding its squares so far.
            hero_turns += u32::from(game.turn_path.is_empty());
        }
    });
    Played { hero_won: game.outcome().is_some_and(|o| o.winners == [HERO]), hero_turns, hero_rolls }
}
