//! The end of a game in words: the headline, every player's place and the scores.
//! May use: the app's `game_ui`.

use crate::game_ui::GameUi;
use engine::{Outcome, Seat};
use lang::Lang;
use table::play::Table;
use text::{list, shell};

/// One player at the end: their place (none where the game ranks nobody), name, colour, what
/// the game says of them and their points where the game has points.
#[derive(Clone, Debug, PartialEq)]
pub struct Finisher {
    pub place: Option<usize>,
    pub name: String,
    pub colour: &'static str,
    pub standing: String,
    pub score: Option<i32>,
}

/// The end of the game in words, with every player's place and the final scores where the
/// game has them.
#[derive(Clone, Debug, PartialEq)]
pub struct End {
    pub headline: String,
    /// Every player, first place first.
    pub finishers: Vec<Finisher>,
    pub scores: Vec<(String, i32)>,
    /// The game's score table by kind of points (`GameWords::score_rows`), one number per seat.
    pub rows: Vec<(String, Vec<i32>)>,
    /// Whether the result stands: not on the hero's device of a sealed game whose end waits
    /// for the virus's key or did not check, where no one is placed or celebrated.
    pub stands: bool,
}

impl End {
    /// The end as a sealed game's hero's device shows it before its result stands: `said`
    /// instead of a winner, and no one placed.
    pub fn without_result(self, said: &str) -> End {
        let unplaced = self.finishers.into_iter().map(|f| Finisher { place: None, ..f }).collect();
        End { headline: said.to_string(), finishers: unplaced, stands: false, ..self }
    }
}

/// The end in words: the game's own ("Humanity wins"), else the shell's "X wins!".
pub fn headline<G: GameUi>(outcome: &Outcome, view: &G::View, name: &dyn Fn(Seat) -> String, lang: Lang) -> String {
    let t = shell(lang);
    G::outcome_words(outcome, view, name, lang).unwrap_or_else(|| {
        let winners: Vec<String> = outcome.winners.iter().map(|&s| name(s)).collect();
        match winners.len() {
            0 => t.nobody_wins().to_string(),
            1 => t.wins(&winners[0]),
            _ => t.share_the_win(&list(&winners, lang)),
        }
    })
}

pub fn end<G: GameUi>(
    table: &Table<G>,
    outcome: &Outcome,
    view: &G::View,
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> End {
    End {
        headline: headline::<G>(outcome, view, name, lang),
        finishers: finishers::<G>(table, outcome, view, name, lang),
        scores: outcome.scores.iter().enumerate().map(|(seat, &score)| (name(seat), score)).collect(),
        rows: G::score_rows(view, lang),
        stands: true,
    }
}

/// Every player at the end, ranked by the engine (`Outcome::places`).
fn finishers<G: GameUi>(
    table: &Table<G>,
    outcome: &Outcome,
    view: &G::View,
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> Vec<Finisher> {
    let seats = table.seats().len();
    let places = outcome.places(seats);
    let mut all: Vec<Finisher> = (0..seats)
        .map(|seat| Finisher {
            place: places[seat],
            name: name(seat),
            colour: table.seats()[seat].colour_hex(),
            standing: G::seat_summary(view, seat, lang),
            score: outcome.scores.get(seat).copied(),
        })
        .collect();
    all.sort_by_key(|f| f.place.unwrap_or(usize::MAX));
    all
}
