//! The track's geometry and the pieces' spots on it, at the boxes the board gets on a
//! phone, a tablet held either way and a laptop.

use super::squares::{GOAL, PANDEMIC};
use super::stand::{stand, tile};
use super::track::{Rect, Track, GAP, SIDE};

/// The board's box in pixels: a phone (390x844), a tablet upright and sideways, a laptop (1366x768).
const BOXES: [(f64, f64); 4] = [(374.0, 340.0), (752.0, 560.0), (620.0, 600.0), (930.0, 610.0)];
const PHONE: (f64, f64) = BOXES[0];
const LAPTOP: (f64, f64) = BOXES[3];

fn tracks() -> impl Iterator<Item = Track> {
    BOXES.into_iter().map(|(w, h)| Track::fitting(w, h))
}

fn labels(track: &Track) -> Vec<Rect> {
    track.labels("start".len(), "ARRIVO".len())
}

/// Pixels per board unit of `track` in a box of `width` by `height`.
fn scale(track: &Track, (width, height): (f64, f64)) -> f64 {
    let (w, h) = track.size();
    (width / w).min(height / h)
}

#[test]
fn every_square_and_its_number_lie_on_the_board() {
    for track in tracks() {
        for n in PANDEMIC..=GOAL {
            assert!(track.place(n).inside(&track.board()), "square {n} of {track:?}");
            assert!(track.number_tag(n).inside(&track.place(n)), "number {n} of {track:?}");
        }
    }
}

#[test]
fn the_words_on_the_start_and_the_goal_fit_their_places_in_both_languages() {
    for track in tracks() {
        for (n, words) in [(PANDEMIC, ["start", "via"]), (GOAL, ["GOAL", "ARRIVO"])] {
            for word in words {
                assert!(track.word_tag(n, word.len()).inside(&track.place(n)), "{word} on {n} of {track:?}");
            }
        }
    }
}

#[test]
fn no_two_squares_overlap() {
    for track in tracks() {
        for a in PANDEMIC..=GOAL {
            for b in a + 1..=GOAL {
                assert_eq!(track.place(a).overlap(&track.place(b)), 0.0, "squares {a} and {b}");
            }
        }
    }
}

/// Two boxes side by side in a run, or one above the other across the gap at a run's end.
fn joined(a: &Rect, b: &Rect) -> bool {
    let touch = |p: f64, q: f64| (p - q).abs() < 0.01;
    let side_by_side = touch(a.y, b.y) && (touch(a.x + a.width, b.x) || touch(b.x + b.width, a.x));
    let shared_column = a.x.max(b.x) < (a.x + a.width).min(b.x + b.width);
    side_by_side || (shared_column && touch((a.y - b.y).abs(), SIDE + GAP))
}

#[test]
fn consecutive_squares_are_joined_along_the_way() {
    for track in tracks() {
        for n in PANDEMIC..GOAL {
            assert!(joined(&track.place(n), &track.place(n + 1)), "squares {n} and {} of {track:?}", n + 1);
        }
    }
}

#[test]
fn the_way_reads_in_order_from_the_top_left_row_by_row() {
    for track in tracks() {
        assert_eq!((track.place(PANDEMIC).x, track.place(PANDEMIC).y), (0.0, 0.0));
        for n in PANDEMIC..GOAL {
            let (a, b) = (track.place(n), track.place(n + 1));
            let run = (a.y / (SIDE + GAP)).round() as usize;
            if a.y == b.y {
                assert_eq!(b.x > a.x, run % 2 == 0, "square {} goes on the run's way", n + 1);
            } else {
                assert!(b.y > a.y, "a turn goes down the board, at square {n}");
            }
        }
        let way = track.way();
        assert!(way.windows(2).all(|w| (w[0].0 - w[1].0).abs() + (w[0].1 - w[1].1).abs() <= SIDE + GAP + 0.01));
    }
}

#[test]
fn the_start_and_the_goal_are_wider_places_than_a_square() {
    for track in tracks() {
        assert!(track.place(PANDEMIC).width >= 2.0 * SIDE);
        assert!(track.place(GOAL).width >= 2.0 * SIDE);
        assert_eq!(track.place(50).width, SIDE);
    }
}

#[test]
fn an_upright_box_folds_the_way_in_shorter_runs_than_a_wide_one() {
    assert!(Track::fitting(600.0, 900.0).columns < Track::fitting(900.0, 600.0).columns);
}

#[test]
fn pieces_and_numbers_read_at_a_glance_on_a_phone_and_a_laptop() {
    let (phone, laptop) = (Track::fitting(PHONE.0, PHONE.1), Track::fitting(LAPTOP.0, LAPTOP.1));
    assert!(phone.piece * scale(&phone, PHONE) >= 24.0, "phone piece {}", phone.piece * scale(&phone, PHONE));
    assert!(laptop.piece * scale(&laptop, LAPTOP) >= 32.0, "laptop piece");
    assert!(phone.number * scale(&phone, PHONE) >= 11.0, "phone number");
    assert!(laptop.number * scale(&laptop, LAPTOP) >= 11.0, "laptop number");
}

/// Every piece on the board, apart from the others and off the numbers and words.
fn assert_readable(track: &Track, squares: &[u8]) {
    let labels = labels(track);
    let pieces: Vec<Rect> = stand(track, squares, &labels).into_iter().map(|p| Rect::around(p, track.piece)).collect();
    for (i, piece) in pieces.iter().enumerate() {
        assert!(piece.inside(&track.board()), "piece {i} on {squares:?} off the board of {track:?}");
        for (j, other) in pieces.iter().enumerate().skip(i + 1) {
            assert!(piece.covered(other) <= 0.25, "pieces {i} and {j} on {squares:?} overlap, {track:?}");
        }
        for label in &labels {
            assert!(piece.covered(label) <= 0.25, "piece {i} on {squares:?} covers a label {label:?}, {track:?}");
        }
    }
}

#[test]
fn six_pieces_on_any_one_square_fan_out_apart_and_off_the_numbers() {
    for track in tracks() {
        for n in PANDEMIC..=GOAL {
            for count in 1..=6 {
                assert_readable(&track, &vec![n; count]);
            }
        }
    }
}

#[test]
fn pieces_on_neighbouring_squares_stay_apart() {
    // A small generator of its own: the layouts must not depend on a game's dice.
    let mut seed: u64 = 34;
    let mut next = |below: u64| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) % below
    };
    for track in tracks() {
        for _ in 0..3000 {
            let (players, around) = (2 + next(5) as usize, next(99));
            let squares: Vec<u8> = (0..players).map(|_| (around + next(4)).min(98) as u8).collect();
            assert_readable(&track, &squares);
        }
    }
}

#[test]
fn a_piece_keeps_its_spot_when_another_arrives_on_a_later_square() {
    let track = Track::fitting(LAPTOP.0, LAPTOP.1);
    let labels = labels(&track);
    let alone = stand(&track, &[20, 0], &labels)[0];
    assert_eq!(stand(&track, &[20, 21], &labels)[0], alone);
}

/// How far `piece` reaches past `field`'s edge, as a share of its size.
fn past(piece: &Rect, field: &Rect) -> f64 {
    let left = field.x - piece.x;
    let right = piece.x + piece.width - field.x - field.width;
    let top = field.y - piece.y;
    let bottom = piece.y + piece.height - field.y - field.height;
    left.max(right).max(top).max(bottom).max(0.0) / piece.width
}

#[test]
fn a_lone_piece_stands_on_its_square_at_every_size() {
    // No piece overlaps its square's edge by more than a tenth of its width; a phone's tiles
    // reach down to hold the piece standing under the number.
    for track in tracks() {
        for n in PANDEMIC..=GOAL {
            let piece = Rect::around(stand(&track, &[n], &labels(&track))[0], track.piece);
            assert!(past(&piece, &tile(&track, n)) <= 0.1, "square {n} of {track:?}");
        }
    }
}

#[test]
fn the_tiles_of_two_runs_never_touch() {
    for track in tracks() {
        for a in PANDEMIC..=GOAL {
            for b in a + 1..=GOAL {
                assert_eq!(tile(&track, a).overlap(&tile(&track, b)), 0.0, "tiles {a} and {b}");
            }
        }
    }
}

#[test]
fn the_trees_grow_only_where_the_way_leaves_the_board_empty() {
    for track in tracks() {
        let spare = track.spare();
        assert!(!spare.is_empty(), "{track:?} has cells past the goal");
        for tree in spare {
            let cell = Rect::around(tree, SIDE);
            assert!(cell.inside(&track.board()));
            assert!((PANDEMIC..=GOAL).all(|n| cell.overlap(&track.place(n)) == 0.0), "a tree on a square of {track:?}");
        }
    }
}
