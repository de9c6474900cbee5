//! Legal-action counts (perft, as chess engines count moves) for fixed seeds and move lists,
//! kept in tests/data/carcassonne_perft.json so that a change that breaks placement is caught.
//! Each entry: the game (players, seed), the moves played first (indices into the legal
//! actions at each step), and the number of action sequences of length 1, 2, 3... from there.
//! Placing the tile and placing (or not) a Meeple are one action each; the draws in between
//! come from the seeded generator, so the counts are exact.

use serde::{Deserialize, Serialize};

use super::{Carcassonne, Options};
use engine::Game;

const DATA: &str = include_str!("../tests/data/carcassonne_perft.json");

#[derive(Debug, Serialize, Deserialize)]
struct Entry {
    players: usize,
    seed: u64,
    moves: Vec<usize>,
    counts: Vec<u64>,
}

fn perft(game: &Carcassonne, depth: usize) -> u64 {
    if depth == 0 {
        return 1;
    }
    let actions = game.legal_actions();
    if depth == 1 {
        return actions.len() as u64;
    }
    actions
        .iter()
        .map(|action| {
            let mut next = game.clone();
            next.apply(action).expect("a listed action is legal");
            perft(&next, depth - 1)
        })
        .sum()
}

fn position(players: usize, seed: u64, moves: &[usize]) -> Carcassonne {
    let mut game = Carcassonne::new(&Options::players(players), seed).unwrap();
    for &m in moves {
        let actions = game.legal_actions();
        game.apply(&actions[m % actions.len()]).unwrap();
    }
    game
}

#[test]
fn legal_action_counts_match_the_perft_file() {
    let entries: Vec<Entry> = serde_json::from_str(DATA).expect("the perft file parses");
    assert!(entries.len() >= 8);
    for e in &entries {
        let game = position(e.players, e.seed, &e.moves);
        let counts: Vec<u64> = (1..=e.counts.len()).map(|d| perft(&game, d)).collect();
        assert_eq!(counts, e.counts, "players {} seed {} moves {:?}", e.players, e.seed, e.moves);
    }
}

/// Prints a fresh perft file: `cargo test --lib carcassonne::tests_perft::print -- --ignored
/// --nocapture`. Only for a deliberate rule change; check the differences by hand.
#[test]
#[ignore]
fn print() {
    let mut entries = vec![];
    // Seed 192 is played to where the crossroads is in hand, so that its Meeple places count.
    for (i, seed) in [1u64, 2, 3, 7, 42, 99, 1234, 2024, 192].into_iter().enumerate() {
        let players = 2 + i % 4;
        let moves: Vec<usize> = (0..(i * 9) % 40).map(|k| (k * 7 + i) % 5).collect();
        let game = position(players, seed, &moves);
        let counts = (1..=3).map(|d| perft(&game, d)).collect();
        entries.push(Entry { players, seed, moves, counts });
    }
    let lines: Vec<String> = entries.iter().map(|e| serde_json::to_string(e).unwrap()).collect();
    println!("[\n  {}\n]", lines.join(",\n  "));
}

/// The open positions and their edge masks against the plainest reading of the rule: every
/// empty position next to a tile, every rotation, all four edges matching.
fn brute_force_places(game: &Carcassonne, kind: super::Kind) -> usize {
    use super::tiles::SIDES;
    let board = game.board();
    let mut count = 0;
    for y in -75..=75 {
        for x in -75..=75 {
            if board.tile_at(x, y).is_some() {
                continue;
            }
            let neighbours: Vec<(usize, usize)> = (0..4)
                .filter_map(|side| board.tile_at(x + SIDES[side].0, y + SIDES[side].1).map(|t| (side, t)))
                .collect();
            if neighbours.is_empty() {
                continue;
            }
            count += (0..4u8)
                .filter(|&r| {
                    neighbours.iter().all(|&(side, t)| {
                        let q = board.tiles()[t];
                        kind.info().edge(r, side) == q.kind.info().edge(q.rotation, (side + 2) % 4)
                    })
                })
                .count();
        }
    }
    count
}

#[test]
fn placements_match_a_brute_force_search() {
    use super::Phase;
    for seed in 0..3 {
        engine::harness::play_random::<Carcassonne>(&Options::players(2), seed, 1000, |game| {
            if let Phase::PlaceTile { tile } = game.phase() {
                let listed = game.legal_actions().len();
                let brute = brute_force_places(game, tile);
                if listed != brute {
                    return Err(format!("{tile:?}: {listed} listed, {brute} by brute force"));
                }
            }
            Ok(())
        })
        .unwrap();
    }
}
