//! The camera over whole games: it holds still while every spot is in view, zooms out (never in)
//! when the board grows past the view, and the Meeple step shows the whole feature the new
//! tile joins without moving when it is in view (the Carcassonne app: "the camera moves only when
//! you move it; the meeple step shows the whole feature").

use super::art::TILE;
use super::camera::{apart, bounds, feature_tiles, Camera, Covered, EVERYWHERE};
use super::*;
use engine::rng::game_rng;
use engine::Game;

/// The board's box at the sizes the game is played at (1366x768, 1024x768, 768x1024, 390x844,
/// 844x390, 360x640), and what its controls cover.
const BOXES: [(f64, f64); 6] =
    [(960.0, 591.0), (713.0, 591.0), (752.0, 471.0), (374.0, 327.0), (516.0, 323.0), (344.0, 332.0)];
/// The most turns a family's game may move the camera on, in each box, out of those whose spots
/// fit at the smallest tile: a phone's box holds a dozen tiles across, so once the landscape
/// outgrows it, a tile that fits only at its far side moves the view.
const MOST_MOVED: [f64; 6] = [0.2, 0.2, 0.2, 1.0 / 3.0, 1.0 / 3.0, 1.0 / 3.0];
const COVERED: Covered = Covered { right: 56.0, top: 40.0 };

fn spots(game: &Carcassonne) -> Vec<(i8, i8)> {
    let mut spots = vec![];
    for action in game.legal_actions() {
        if let Action::Place { x, y, .. } = action {
            if !spots.contains(&(x, y)) {
                spots.push((x, y));
            }
        }
    }
    spots
}

fn meeple_segments(game: &Carcassonne) -> Vec<u8> {
    game.legal_actions()
        .into_iter()
        .filter_map(|a| if let Action::Meeple(Some(s)) = a { Some(s) } else { None })
        .collect()
}

fn opening(game: &Carcassonne, (width, height): (f64, f64)) -> Camera {
    let tiles = game.board().tiles();
    let b = bounds(tiles.iter().map(|p| (p.x, p.y))).expect("the start tile");
    let last = tiles.last().expect("the start tile");
    Camera::landscape(b, (last.x, last.y), width, height, COVERED)
}

/// What one seeded game did to the camera at one box: the tile's size in pixels at each placing,
/// how many of the turns whose spots all fit at the smallest tile moved it, of how many, and how
/// many Meeple steps moved it.
struct Watched {
    px: Vec<f64>,
    turns_moved: usize,
    turns_fitting: usize,
    meeple_steps_moved: usize,
}

impl Watched {
    /// How many times the tile's size changed.
    fn zooms(&self) -> usize {
        self.px.windows(2).filter(|p| p[1] != p[0]).count()
    }
}

/// How the seats play: at random (a board that sprawls) or as the Normal computer does.
#[derive(Clone, Copy)]
enum Play {
    Random,
    Greedy,
}

/// Plays a seeded random game to its end, the camera kept as the board keeps it: the spots in
/// view at each placing, the features at each Meeple step. Checks at every step that it never
/// zooms in, that a step with everything in view leaves it as it is, and that what it keeps is
/// in view whenever it fits at the smallest tile.
fn watch(players: usize, seed: u64, size: (f64, f64), play: Play) -> Watched {
    let (width, height) = size;
    let mut game = Carcassonne::new(&Options::players(players), seed).unwrap();
    let mut chooser = game_rng(seed ^ 0xca3e);
    let mut cam = opening(&game, size);
    let mut watched = Watched { px: vec![], turns_moved: 0, turns_fitting: 0, meeple_steps_moved: 0 };
    while game.outcome().is_none() {
        let wanted = match game.phase() {
            Phase::PlaceTile { .. } => spots(&game),
            Phase::PlaceMeeple { .. } => feature_tiles(&game, &meeple_segments(&game)),
            _ => vec![],
        };
        let seen = wanted.iter().all(|&(x, y)| cam.shows_free(x, y, width, height, COVERED));
        let placed = bounds(game.board().tiles().iter().map(|p| (p.x, p.y))).unwrap();
        let kept = cam.keeping(&wanted, placed, width, height, COVERED);
        assert!(
            kept.scale >= cam.scale,
            "seed {seed} at {size:?}: the camera zoomed in ({} -> {})",
            cam.scale,
            kept.scale
        );
        if seen {
            assert_eq!(kept, cam, "seed {seed} at {size:?}: everything was in view, yet the camera moved");
        }
        let fits = bounds(wanted.iter().copied()).is_some_and(|(x0, y0, x1, y1)| {
            f64::from(x1 - x0 + 1) * 24.0 <= width - COVERED.right
                && f64::from(y1 - y0 + 1) * 24.0 <= height - COVERED.top
        });
        if fits {
            assert!(
                wanted.iter().all(|&(x, y)| kept.shows_free(x, y, width, height, COVERED)),
                "seed {seed} at {size:?}: {wanted:?} fit, yet are not all in view in {kept:?}"
            );
        }
        match game.phase() {
            Phase::PlaceTile { .. } => {
                watched.px.push(TILE / kept.scale);
                watched.turns_fitting += usize::from(fits);
                watched.turns_moved += usize::from(fits && kept != cam);
            }
            _ => watched.meeple_steps_moved += usize::from(kept != cam),
        }
        cam = kept;
        let action = match play {
            Play::Random => bot::random_choice(&game, &mut chooser),
            Play::Greedy => bot::greedy_choice(&game),
        };
        game.apply(&action).unwrap();
    }
    watched
}

// "Turn to turn, the camera keeps its box while every legal spot is in view. It may zoom out
// when the board grows past the view, never in-and-out on every turn." Boards that sprawl (seats
// playing at random) are checked at every step (`watch`); on a family's boards it moves on a
// fifth of the turns at most (a third on a phone), and changes the tile's size six times at
// most in a game.
#[test]
fn over_whole_games_the_camera_never_zooms_in_and_moves_on_few_turns() {
    for (i, &size) in BOXES.iter().enumerate() {
        for seed in 1..=6 {
            let players = 2 + (seed as usize + i) % 4;
            watch(players, seed, size, Play::Random);
            let w = watch(players, seed, size, Play::Greedy);
            assert!(
                w.turns_moved as f64 <= MOST_MOVED[i] * w.turns_fitting as f64,
                "seed {seed} at {size:?}: the camera moved on {} of {} turns",
                w.turns_moved,
                w.turns_fitting
            );
            assert!(w.zooms() <= 6, "seed {seed} at {size:?}: the tile changed size {} times", w.zooms());
        }
    }
}

// "Prefer keeping the tile size big early in the game": after the first 12 turns of a family's
// game (played as the Normal computer plays) a tile is still drawn large on a laptop (it was
// 177 px at the start and 44 px after 12 turns when the board refitted every round), having
// changed size three times at most.
#[test]
fn early_in_the_game_the_tiles_stay_large_and_shrink_in_few_steps() {
    for seed in 1..=8 {
        let w = watch(2 + seed as usize % 4, seed, BOXES[0], Play::Greedy);
        let early = &w.px[..12];
        let steps = early.windows(2).filter(|p| p[1] != p[0]).count();
        assert!(steps <= 3, "seed {seed}: the tile changed size {steps} times in 12 turns: {early:?}");
        assert!(early[11] >= 60.0, "seed {seed}: a tile is {} px after 12 turns", early[11]);
    }
}

// "It never zooms away between placing a tile and the meeple step": over whole games, few
// Meeple steps move the camera at all (only where a feature reaches past the view).
#[test]
fn the_meeple_step_rarely_moves_the_camera_and_then_shows_the_whole_feature() {
    for (i, &size) in BOXES.iter().enumerate() {
        let w = watch(2 + i % 4, 11 + i as u64, size, Play::Random);
        let steps = w.px.len();
        assert!(
            w.meeple_steps_moved * 5 <= steps,
            "{size:?}: {} Meeple steps of {steps} turns moved it",
            w.meeple_steps_moved
        );
    }
}

// Every legal spot in view: the camera stays while each spot lies wholly in the free part of
// the box.
#[test]
fn a_turn_whose_spots_are_all_in_view_keeps_the_camera_as_it_is() {
    let (width, height) = (800.0, 600.0);
    let cam = Camera { cx: 120.0, cy: 40.0, scale: 1.0 };
    let spots = [(-2, -1), (3, 1), (0, 2)];
    assert!(spots.iter().all(|&(x, y)| cam.shows_free(x, y, width, height, COVERED)));
    assert_eq!(cam.keeping(&spots, (-1, -1, 2, 1), width, height, COVERED), cam);
    // A spot under the zoom buttons' column is not in view: the camera moves for it.
    assert!(!cam.shows_free(4, 0, width, height, COVERED), "column 4 reaches under the buttons");
}

// "Or a legal spot would be out of view": where the spots fit at the same scale, the camera
// pans to them without zooming, and shows them all.
#[test]
fn a_spot_out_of_view_pans_the_camera_without_zooming_when_the_spots_fit() {
    let (width, height) = (800.0, 600.0);
    let cam = Camera { cx: 0.0, cy: 0.0, scale: 1.0 };
    let spots = [(2, 0), (6, 1)];
    let kept = cam.keeping(&spots, (-1, -1, 5, 1), width, height, COVERED);
    assert_eq!(kept.scale, cam.scale, "no zoom");
    assert!(spots.iter().all(|&(x, y)| kept.shows_free(x, y, width, height, COVERED)), "{kept:?}");
}

// "It may zoom out when the board grows past the view": out just enough for a tile to spare on
// each side, so that the next turn's spots (one tile further) are in view too.
#[test]
fn spots_past_the_view_zoom_it_out_with_a_tile_to_spare_and_never_in() {
    let (width, height) = (800.0, 600.0);
    let cam = Camera { cx: 50.0, cy: 50.0, scale: 1.0 };
    let spots = [(-6, 0), (6, 0)];
    let kept = cam.keeping(&spots, (-5, 0, 5, 0), width, height, COVERED);
    assert!(kept.scale > cam.scale, "zoomed out");
    let spare = [(-7, 0), (7, 0)];
    assert!(spare.iter().all(|&(x, y)| kept.shows_free(x, y, width, height, COVERED)), "a tile to spare: {kept:?}");
    // Zoomed out by a person further than the spots need: it stays so.
    let far = Camera { scale: 3.0, ..cam };
    assert_eq!(far.keeping(&[(30, 0)], (0, 0, 29, 0), width, height, COVERED).scale, 3.0, "not zoomed in");
}

// Spots too many to show at the smallest tile: the view goes no further out, and moves the
// least that keeps it on them (those beyond are marked at the edge).
#[test]
fn spots_too_many_for_the_smallest_tile_keep_it_and_the_view_within_them() {
    let (width, height) = (344.0, 332.0);
    let cam = Camera { cx: 50.0, cy: 50.0, scale: 2.0 };
    let spots = [(-20, 0), (20, 0)];
    let kept = cam.keeping(&spots, (-19, 0, 19, 0), width, height, COVERED);
    assert!((TILE / kept.scale - 24.0).abs() < 1e-9, "tiles of {} px", TILE / kept.scale);
    // The middle of the free part of the box stays where it was: already on the spots' row.
    let free_middle = |c: Camera| c.cx - COVERED.right * c.scale / 2.0;
    assert!((free_middle(kept) - free_middle(cam)).abs() < 1e-6, "the view moved no more than it had to: {kept:?}");
}

// "The meeple step shows the whole feature the new tile joins": the tiles kept in view are
// those of every area a Meeple may go on.
#[test]
fn the_meeple_step_keeps_in_view_every_tile_of_the_features_a_meeple_may_go_on() {
    let mut game = tests::table(2);
    // A road east from the start tile over two straight roads, the last one the new tile.
    tests::put(&mut game, Kind::U, 1, 0, 1);
    let last = tests::put(&mut game, Kind::U, 2, 0, 1);
    let road = (0..game.board().tiles()[last].kind.info().segments.len() as u8)
        .find(|&s| game.board().tiles()[last].kind.info().segments[s as usize].feature == Feature::Road)
        .unwrap();
    let tiles = feature_tiles(&game, &[road]);
    assert_eq!(tiles.len(), 3, "{tiles:?}");
    for t in [(2, 0), (1, 0), (0, 0)] {
        assert!(tiles.contains(&t), "{t:?} in {tiles:?}");
    }
    // Zoomed in on the new tile alone, the road is out of view: the camera zooms out for it.
    let close = Camera { cx: 250.0, cy: 50.0, scale: 0.5 };
    let kept = close.keeping(&tiles, (0, 0, 2, 0), 390.0, 420.0, COVERED);
    assert!(tiles.iter().all(|&(x, y)| kept.shows_free(x, y, 390.0, 420.0, COVERED)), "{kept:?}");
}

// The new tile's targets are at least 32 px (24 on a phone) and never on top of each other:
// on a tile drawn that large they stand on it; on one drawn smaller, on a loupe of the tile
// beside it, inside the box, off the tile and off the feature where there is room.
#[test]
fn meeple_targets_on_a_small_tile_are_on_a_loupe_beside_it_clear_of_the_feature() {
    let (width, height) = (960.0, 591.0);
    let near = Camera { cx: 50.0, cy: 50.0, scale: 0.5 };
    assert_eq!(near.loupe((0, 0), [&[], &[]], 32.0, width, height, COVERED), None, "a 200 px tile holds its targets");
    let far = Camera { cx: 50.0, cy: 50.0, scale: 2.0 };
    let feature = [(0, 0), (1, 0), (2, 0)];
    let others = [(0, 1), (1, 1), (0, -1)];
    let (x, y, side) =
        far.loupe((0, 0), [&feature, &others], 32.0, width, height, COVERED).expect("a 50 px tile: a loupe");
    assert!((side / far.scale - 32.0 / 22.0 * TILE).abs() < 1e-6, "targets of 32 px: {} px", side / far.scale);
    let overlaps = |(ox, oy): (f64, f64)| x < ox + TILE && ox < x + side && y < oy + TILE && oy < y + side;
    assert!(!overlaps((0.0, 0.0)), "the tile itself is not covered");
    let tile_at = |(tx, ty): (i8, i8)| (f64::from(tx) * TILE, f64::from(ty) * TILE);
    assert!(feature.iter().all(|&t| !overlaps(tile_at(t))), "nor the road");
    assert!(others.iter().all(|&t| !overlaps(tile_at(t))), "nor, where there is room, the other tiles");
    let (left, top) = (far.cx - width * far.scale / 2.0, far.cy - height * far.scale / 2.0);
    assert!(x >= left && x + side <= left + (width - COVERED.right) * far.scale, "inside, left of the buttons");
    assert!(y >= top + COVERED.top * far.scale && y + side <= top + height * far.scale, "inside, below the points");
    // Tiles all round the new one: the loupe goes where the board is empty, not onto them.
    let round: Vec<(i8, i8)> = (-2..=2).flat_map(|x| (-2..=2).map(move |y| (x, y))).filter(|&t| t != (0, 0)).collect();
    let (x, y, side) = far.loupe((0, 0), [&[], &round], 32.0, width, height, COVERED).expect("a loupe");
    assert!(
        round.iter().all(|&t| !(x < tile_at(t).0 + TILE
            && tile_at(t).0 < x + side
            && y < tile_at(t).1 + TILE
            && tile_at(t).1 < y + side)),
        "clear of the board: {x},{y}"
    );
}

// "Markers never sit on top of each other (spread them within the tile/area, or offset)."
#[test]
fn marks_stand_apart_each_as_near_its_anchor_as_it_can() {
    let anchors = [(10.0, 10.0), (12.0, 10.0), (10.0, 12.0), (300.0, 0.0), (11.0, 11.0)];
    let size = 40.0;
    let placed = apart(&anchors, size, EVERYWHERE);
    assert_eq!(placed[0], anchors[0], "the first stays");
    assert_eq!(placed[3], anchors[3], "a lone one stays");
    for (i, a) in placed.iter().enumerate() {
        for b in &placed[i + 1..] {
            assert!((a.0 - b.0).hypot(a.1 - b.1) >= size - 1e-6, "{a:?} and {b:?} overlap");
        }
    }
    for (p, a) in placed.iter().zip(anchors) {
        assert!((p.0 - a.0).hypot(p.1 - a.1) <= 2.0 * size, "{p:?} stays near {a:?}");
    }
    // Places to tap stay in the free part of the view, off the board's buttons: one whose spot
    // lies under them, or beyond the view, is drawn at the nearest point inside.
    let view = (0.0, 0.0, 400.0, 300.0);
    let inside = apart(&[(390.0, 150.0), (390.0, 150.0), (900.0, -50.0)], size, view);
    for &(x, y) in &inside {
        assert!(x - size / 2.0 >= -1e-6 && x + size / 2.0 <= 400.0 + 1e-6, "{x} across");
        assert!(y - size / 2.0 >= -1e-6 && y + size / 2.0 <= 300.0 + 1e-6, "{y} down");
    }
    assert_eq!(inside[0], (380.0, 150.0), "the nearest point inside");
    assert_eq!(inside[2], (380.0, 20.0), "a corner for a spot beyond it");
}
