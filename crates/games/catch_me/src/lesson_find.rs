//! Finds the guided game (run by hand): seeds and hero moves where every step of the hero goes
//! toward the safe zone, the virus (the computer at Normal) chases, each taught rule comes up
//! and is told, the virus is first shown within reach of the hero, and the hero wins.
//! `cargo test --release --lib catch_me::lesson_find -- --ignored --nocapture`

use super::board::{Board, Kind, Square};
use super::lesson::{Rule, OPTIONS};
use super::moves::Finish;
use super::state::{Action, CatchMe, Event, Phase, Side, HERO, VIRUS};
use super::text::coordinates;
use engine::rng::bot_rng;
use engine::{Computer, Game, Level, Moment, Teach, Turn};

/// How near (in the virus's steps) the virus is when first shown: within one move's reach.
const REACH: u32 = 3;

fn manhattan(board: &Board, from: Square) -> u32 {
    let (r, c) = board.place(from);
    let to = |s: Square| {
        let (r2, c2) = board.place(s);
        u32::from(r.abs_diff(r2)) + u32::from(c.abs_diff(c2))
    };
    board.all().filter(|&s| board.is_safe(s)).map(to).min().unwrap()
}

pub fn grid(board: &Board, a: Square, b: Square) -> u32 {
    let ((r, c), (r2, c2)) = (board.place(a), board.place(b));
    u32::from(r.abs_diff(r2)) + u32::from(c.abs_diff(c2))
}

/// Steps of the virus from `from` to `to`, through portals, out of the safe zone.
pub fn reach(board: &Board, from: Square, to: Square) -> u32 {
    let mut dist = vec![u32::MAX; board.squares()];
    let mut queue = std::collections::VecDeque::from([from]);
    dist[from.0 as usize] = 0;
    while let Some(at) = queue.pop_front() {
        for &n in board.exits(at) {
            if dist[n.0 as usize] == u32::MAX && !board.is_safe(n) {
                dist[n.0 as usize] = dist[at.0 as usize] + 1;
                queue.push_back(n);
            }
        }
    }
    dist[to.0 as usize]
}

/// Every step goes toward the safe zone, but steps to a portal the move then jumps through to
/// a square nearer the safe zone than the move's start.
pub fn toward(board: &Board, from: Square, finish: &[Square]) -> bool {
    let jump = |a: Square, b: Square| matches!(board.kind(a), Kind::Portal { twin } if twin == b);
    let mut path = vec![from];
    path.extend_from_slice(finish);
    // A jump, or a move's end on a portal (to jump next): its twin is nearer than the start.
    let twin_nearer =
        |a: Square| matches!(board.kind(a), Kind::Portal { twin } if manhattan(board, twin) < manhattan(board, from));
    let last_jump =
        (1..path.len()).rev().find(|&i| jump(path[i - 1], path[i]) || (i == path.len() - 1 && twin_nearer(path[i])));
    let good_jump = last_jump.filter(|&i| twin_nearer(path[i - 1]) || twin_nearer(path[i]));
    (1..path.len())
        .all(|i| manhattan(board, path[i]) < manhattan(board, path[i - 1]) || good_jump.is_some_and(|j| i < j))
}

struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A game and its script so far, with the rules shown to the hero.
#[derive(Clone)]
struct Line {
    game: CatchMe,
    script: Vec<u16>,
    shown: Vec<(usize, Rule)>,
    bad: bool,
}

impl Line {
    fn act(&mut self, action: Action) {
        let legal = self.game.legal_actions();
        let index = legal.iter().position(|a| *a == action).expect("legal");
        let events: Vec<Event> = self.game.apply(&action).expect("legal");
        if let Some(rule) = CatchMe::shows(&events, HERO).filter(|r| self.shown.iter().all(|(_, s)| s != r)) {
            let board = self.game.board();
            let far = rule == Rule::Caught && grid(board, self.game.virus(), self.game.hero()) > REACH;
            let early = rule == Rule::Caught && self.shown.iter().all(|(_, r)| *r != Rule::Quarantine);
            self.bad |= far || early || (rule == Rule::Caught && self.game.outcome().is_some());
            self.shown.push((self.script.len(), rule));
        }
        self.script.push(index as u16);
    }

    /// Plays rolls and the virus's moves until the hero is to step, or the end.
    fn advance(&mut self, seed: u64, at_hero_roll: bool) {
        loop {
            match self.game.phase().clone() {
                Phase::Roll { roller: Side::Hero } if at_hero_roll => return,
                Phase::Roll { .. } => self.act(Action::Roll),
                Phase::Move(mv) if mv.mover == Side::Virus => {
                    let legal = self.game.legal_actions();
                    let plan = CatchMe::plan(
                        &self.game.view(Some(VIRUS)),
                        &legal,
                        VIRUS,
                        Level::Normal,
                        &mut bot_rng(seed, 0),
                    );
                    for a in plan {
                        self.act(a);
                    }
                }
                _ => return,
            }
        }
    }

    /// The hero's ways to finish the move: toward the safe zone, never through the virus, no
    /// purple square on the other side's roll.
    fn hero_finishes(&self) -> Vec<Finish> {
        let Phase::Move(mv) = self.game.phase().clone() else { return vec![] };
        let board = self.game.board();
        let purple_ok = |f: &Finish| mv.on_own_roll() || board.kind(*f.last().unwrap()) != Kind::RollAgain;
        let mut all: Vec<Finish> = self.game.walk(Side::Hero).finishes(&mv);
        // A portal is jumped through as soon as it is reached (never passed up).
        let jumps = |f: &Finish| {
            let mut path = vec![mv.at()];
            path.extend_from_slice(f);
            (0..path.len() - 1).all(|i| !matches!(board.kind(path[i]), Kind::Portal { twin } if twin != path[i + 1] && manhattan(board, twin) < manhattan(board, path[i])))
        };
        all.retain(|f| toward(board, mv.at(), f) && !f.contains(&self.game.virus()) && purple_ok(f) && jumps(f));
        all.sort_by_key(|f| std::cmp::Reverse(reach(board, self.game.virus(), *f.last().unwrap())));
        all
    }

    fn hero_moves(&mut self, finish: &Finish) {
        for &s in finish {
            if self.game.outcome().is_none() {
                self.act(Action::Step(s));
            }
        }
    }

    /// The last action that showed a taught rule before the end, once all are shown.
    fn told(&self) -> Option<usize> {
        let mut last = 0;
        for rule in CatchMe::TAUGHT.iter().filter(|r| CatchMe::moment(**r) != Some(Moment::Win)) {
            last = last.max(self.shown.iter().find(|(_, s)| s == rule)?.0);
        }
        Some(last)
    }
}

/// A winning end from here by depth-first search over the hero's moves.
fn win(line: &Line, seed: u64, depth: usize) -> Option<Line> {
    let mut line = line.clone();
    line.advance(seed, false);
    if let Some(o) = line.game.outcome() {
        return o.winners.contains(&HERO).then_some(line);
    }
    if depth == 0 {
        return None;
    }
    for f in line.hero_finishes() {
        let mut next = line.clone();
        next.hero_moves(&f);
        if let Some(done) = win(&next, seed, depth - 1) {
            return Some(done);
        }
    }
    None
}

fn decisions(line: &Line, upto: usize, seed: u64) -> usize {
    let mut game = CatchMe::new(&OPTIONS, seed).unwrap();
    let mut n = 0;
    for &i in &line.script[..upto] {
        n += usize::from(game.turn() == Turn::Seat(HERO));
        let a = game.legal_actions()[i as usize].clone();
        game.apply(&a).unwrap();
    }
    n
}

fn try_seed(seed: u64, trials: u64, most: usize) -> Option<(usize, usize, Line)> {
    for trial in 0..trials {
        let mut rng = Rng(seed * 7919 + trial * 104729 + 1);
        let mut line = Line { game: CatchMe::new(&OPTIONS, seed).ok()?, script: vec![], shown: vec![], bad: false };
        let ahead = loop {
            line.advance(seed, true);
            if line.bad || line.game.outcome().is_some() {
                break None;
            }
            if matches!(line.game.phase(), Phase::Roll { .. }) {
                if line.told().is_some_and(|t| t + 1 < line.script.len()) {
                    break Some(line.script.len());
                }
                line.act(Action::Roll);
                continue;
            }
            let options = line.hero_finishes();
            if options.is_empty() {
                break None;
            }
            let pick = if rng.below(3) > 0 { rng.below(options.len().min(3)) } else { rng.below(options.len()) };
            line.hero_moves(&options[pick]);
        };
        let Some(ahead) = ahead else { continue };
        if line.shown.iter().any(|(_, r)| CatchMe::LATER.contains(r)) {
            continue;
        }
        let n = decisions(&line, ahead, seed);
        if n > most {
            continue;
        }
        if let Some(end) = win(&line, seed, 8) {
            if end.shown.iter().all(|(_, r)| !CatchMe::LATER.contains(r)) {
                return Some((ahead, n, end));
            }
        }
    }
    None
}

#[test]
#[ignore]
fn find_the_guided_game() {
    let mut found = vec![];
    for seed in 0..6000 {
        if let Some((ahead, n, line)) = try_seed(seed, 100, 22) {
            found.push((n, line.script.len(), seed, ahead, line));
        }
    }
    found.sort_by_key(|f| (f.0, f.1));
    println!("{} found", found.len());
    for (n, len, seed, ahead, line) in found.iter().take(12) {
        println!("SEED {seed} AHEAD {ahead} decisions {n} len {len}\nSCRIPT {:?}", line.script);
        trace(*seed, &line.script);
    }
}

/// Prints a script's actions: who, what, among how many, where the pieces are, the rule shown.
pub fn trace(seed: u64, script: &[u16]) {
    let mut game = CatchMe::new(&OPTIONS, seed).unwrap();
    let board = game.board();
    let mut shown: Vec<Rule> = vec![];
    for (ply, &i) in script.iter().enumerate() {
        let legal = game.legal_actions();
        let who = if game.turn() == Turn::Seat(HERO) { "H" } else { "v" };
        let a = legal[i as usize].clone();
        let what = match &a {
            Action::Step(s) => coordinates(board, *s),
            _ => "roll".into(),
        };
        let alts: Vec<String> = legal
            .iter()
            .map(|a| match a {
                Action::Step(s) => coordinates(board, *s),
                _ => "roll".into(),
            })
            .collect();
        let events = game.apply(&a).unwrap();
        let rule = CatchMe::shows(&events, HERO).filter(|r| !shown.contains(r));
        shown.extend(rule);
        let rolled = events.iter().find_map(|e| match e {
            Event::Rolled { face, .. } => *face,
            Event::Secret(b) => match **b {
                Event::Rolled { face, .. } => face,
                _ => None,
            },
            _ => None,
        });
        println!(
            "{ply:>3} {who} {what:>4} {alts:?} hero {} virus {} {} {}",
            coordinates(board, game.hero()),
            coordinates(board, game.virus()),
            rolled.map_or(String::new(), |f| format!("rolled {f}")),
            rule.map_or(String::new(), |r| format!("{r:?}"))
        );
    }
}
