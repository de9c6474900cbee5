//! Seeded random play up to a position. The chooser is a generator of its own, apart from the
//! game's, so that the dice stay the seed's and the same seed always walks the same way.

use engine::harness::play_random;
use engine::rng::{game_rng, GameRng, Rng};
use engine::{Game, Session, Turn};

/// A random game still going after this many actions is taken to be stuck (as in the soak).
const MAX_ACTIONS: usize = 100_000;
/// How many random games measure a game's typical length: enough for a median that one long
/// or short game does not sway, few enough to keep the run short.
const MEASURED: u64 = 5;

/// Whether a person must choose now: a seat's turn with a real choice, or a roll they tap
/// themselves. A seat's one other action the table plays for them (`Step::forced`), and the
/// game's own turn is nobody's, so a test opening either would not find a person asked.
pub fn decides<G: Game>(state: &G) -> bool {
    let Turn::Seat(_) = state.turn() else { return false };
    match state.legal_actions().as_slice() {
        [] => false,
        [only] => G::rolls(only),
        _ => true,
    }
}

/// The game's own steps and the forced ones, up to the first decision: what the table plays
/// by itself when a game starts.
pub fn to_decision<G: Game>(session: &mut Session<G>) {
    while !decides(session.state()) {
        let Some(only) = session.state().legal_actions().first().cloned() else { return };
        session.apply(only).expect("a legal action applies");
    }
}

/// Random legal actions until `stop` holds at a decision; false if the game ended first.
pub fn play_until<G: Game>(
    session: &mut Session<G>,
    chooser: &mut GameRng,
    stop: impl Fn(&Session<G>) -> bool,
) -> bool {
    while !(decides(session.state()) && stop(session)) {
        let legal = session.state().legal_actions();
        if legal.is_empty() || session.ply() >= MAX_ACTIONS {
            return false;
        }
        let action = legal[chooser.random_range(0..legal.len())].clone();
        session.apply(action).expect("a legal action applies");
    }
    true
}

/// The chooser of the game of `seed`: apart from the game's own generator (`game_rng(seed)`),
/// so that choosing never moves the dice.
pub fn chooser(seed: u64) -> GameRng {
    game_rng(seed ^ 0x0051_7105)
}

/// The median length in actions of a few random games under `options`: a "typical" game as
/// random play has it (the harness's own games, seeds 1 to 5), so no count is guessed per game
/// and a new game gets its own.
pub fn typical_length<G: Game>(options: &G::Options) -> usize {
    let mut lengths: Vec<usize> = (1..=MEASURED)
        .map(|seed| play_random::<G>(options, seed, MAX_ACTIONS, |_| Ok(())).map_or(0, |r| r.actions.len()))
        .collect();
    lengths.sort_unstable();
    lengths[lengths.len() / 2]
}
