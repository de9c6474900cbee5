//! The computer players. Each plans a whole move at once (its steps, in order) from its seat's
//! view: the virus sees everything, the hero of a hidden game only where the virus was shown.
//! Easy wanders, Normal runs or chases by distance, Hard plays by the solved game (`values`)
//! and, as a hidden game's hero, weighs every square where the virus may be (`belief`).

use super::belief::where_the_virus_may_be;
use super::board::{Board, Square};
use super::moves::Finish;
use super::sight::CatchView;
use super::state::{Action, CatchMe, Move, Options, Phase, Side};
use engine::rng::{bot_rng, GameRng, Rng};
use engine::{Computer, Game, Level, Seat, Turn};

impl Computer for CatchMe {
    fn plan(view: &CatchView, legal: &[Action], seat: Seat, level: Level, rng: &mut GameRng) -> Vec<Action> {
        let Phase::Move(mv) = &view.phase else { return legal[..1].to_vec() };
        let finishes = view.finishes();
        let side = Side::of(seat);
        let chosen = match level {
            Level::Easy => wander(view, side, &finishes, rng),
            Level::Normal => closest(view, side, &finishes),
            Level::Hard => best_by_values(view, mv, &finishes),
        };
        match chosen {
            Some(steps) => steps.iter().map(|&s| Action::Step(s)).collect(),
            None => legal[..1].to_vec(),
        }
    }
}

/// Whether a finish wins the game for `side` on the spot.
fn wins(view: &CatchView, side: Side, steps: &[Square]) -> bool {
    match side {
        Side::Hero => steps.last().is_some_and(|&s| view.board().is_safe(s)),
        Side::Virus => steps.contains(&view.hero),
    }
}

/// Easy: any legal way to finish the move, at random; but a win in plain sight is taken.
fn wander<'a>(view: &CatchView, side: Side, finishes: &'a [Finish], rng: &mut GameRng) -> Option<&'a Finish> {
    if let Some(win) = finishes.iter().find(|f| wins(view, side, f)) {
        return Some(win);
    }
    (!finishes.is_empty()).then(|| &finishes[rng.random_range(0..finishes.len())])
}

/// Normal: the hero heads for the safe zone keeping 4 squares from where it last saw the
/// virus; the virus closes in on the hero. A win in sight comes first.
fn closest<'a>(view: &CatchView, side: Side, finishes: &'a [Finish]) -> Option<&'a Finish> {
    let board = view.board();
    let distance = match side {
        Side::Hero => {
            let to_safety = distances(board, board.all().filter(|&s| board.is_safe(s)), true);
            let from_virus = distances(board, [view.virus.square], false);
            (0..board.squares()).map(|s| to_safety[s] + 8 * i32::from(from_virus[s] < 4)).collect()
        }
        Side::Virus => distances(board, [view.hero], false),
    };
    finishes.iter().max_by_key(|steps| {
        let end = steps.last().expect("a finish has steps").0 as usize;
        (wins(view, side, steps), -distance[end])
    })
}

/// Farther than any square of a board.
const UNREACHABLE: i32 = 1_000;

/// Steps from the nearest of `from` to every square, through portals; the virus's walks
/// (`into_safety` false) stay out of the safe zone.
fn distances(board: &Board, from: impl IntoIterator<Item = Square>, into_safety: bool) -> Vec<i32> {
    let mut dist = vec![UNREACHABLE; board.squares()];
    let mut queue: std::collections::VecDeque<Square> = from.into_iter().collect();
    queue.iter().for_each(|s| dist[s.0 as usize] = 0);
    while let Some(at) = queue.pop_front() {
        for &to in board.exits(at) {
            if dist[to.0 as usize] == UNREACHABLE && (into_safety || !board.is_safe(to)) {
                dist[to.0 as usize] = dist[at.0 as usize] + 1;
                queue.push_back(to);
            }
        }
    }
    dist
}

/// Chances closer than this are alike to a player: among the virus's finishes whose chance is
/// within it of the best, Hard closes in (`best_by_values`).
const ALIKE: f32 = 0.005;

/// Hard: the finish with the best chance by the solved game. The hero weighs each square where
/// the virus may be; a finish through such a square is caught there. Among finishes of alike
/// chances the virus takes the one ending nearest the hero: the first best found could hover
/// about one place for many turns, a virus that seems never to move, most of all when hidden.
fn best_by_values<'a>(view: &CatchView, mv: &Move, finishes: &'a [Finish]) -> Option<&'a Finish> {
    let board = view.board();
    let values = view.board.values();
    let virus = if mv.mover == Side::Hero { where_the_virus_may_be(view) } else { vec![] };
    let chance = |steps: &Finish| -> f32 {
        let end = *steps.last().expect("a finish has steps");
        match mv.mover {
            Side::Virus => values.after_move(Side::Virus, mv.roller, end, view.hero),
            Side::Hero => virus
                .iter()
                .filter(|(virus, _)| !steps.contains(virus))
                .map(|&(virus, p)| p * values.after_move(Side::Hero, mv.roller, end, virus))
                .sum(),
        }
    };
    let chances = finishes.iter().map(|f| (f, chance(f)));
    if mv.mover == Side::Hero {
        return chances.max_by(|(_, a), (_, b)| a.total_cmp(b)).map(|(f, _)| f);
    }
    let chances: Vec<(&Finish, f32)> = chances.collect();
    let best = chances.iter().map(|&(_, c)| c).min_by(f32::total_cmp)?;
    let from_hero = distances(board, [view.hero], false);
    let apart = |steps: &Finish| from_hero[steps.last().expect("a finish has steps").0 as usize];
    let alike = chances.into_iter().filter(|&(_, c)| c - best <= ALIKE);
    alike.min_by(|(a, ca), (b, cb)| apart(a).cmp(&apart(b)).then(ca.total_cmp(cb))).map(|(f, _)| f)
}

/// A whole game between two computer players at `levels` (hero's, virus's), each deciding from
/// its own view and keeping to its plan while it stays legal, as the table plays them.
pub fn computer_game(options: &Options, seed: u64, levels: [Level; 2]) -> CatchMe {
    watched_computer_game(options, seed, levels, |_, _| ())
}

/// `computer_game`, showing `watch` each action with the game it is about to change.
pub fn watched_computer_game(
    options: &Options,
    seed: u64,
    levels: [Level; 2],
    mut watch: impl FnMut(&CatchMe, &Action),
) -> CatchMe {
    let mut game = CatchMe::new(options, seed).expect("every board and mode sets up");
    let mut plan: Vec<Action> = vec![];
    let mut ply = 0;
    while let Turn::Seat(seat) = game.turn() {
        let legal = game.legal_actions();
        if plan.last().is_none_or(|next| !legal.contains(next)) {
            plan = CatchMe::plan(&game.view(Some(seat)), &legal, seat, levels[seat], &mut bot_rng(seed, ply));
            plan.reverse();
        }
        let action = plan.pop().expect("a plan has a first action");
        watch(&game, &action);
        game.apply(&action).expect("the computer plays legal actions");
        ply += 1;
    }
    game
}
