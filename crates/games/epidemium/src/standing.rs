//! Where the pieces are drawn on a map. The dots of a path lie closer together than a piece a
//! finger can find on a phone, so a piece is drawn as wide as the screen needs and, where it
//! would cover another, the two are pushed apart (those on one spot fanned round it), each as
//! near its own spot as that allows; the view joins a piece moved off its spot to that spot.

use engine::glance::{HEADROOM, PHONE_PX, ROOMY_PX};

/// A point on a map, in its units.
pub type Place = (f64, f64);

/// How wide, in px, a piece is drawn on a map shown at `px_per_unit`: about an eighteenth of
/// the map's width, with headroom over a phone's least and no larger than a laptop's needs.
pub fn piece_px(px_per_unit: f64, map_width: f64) -> f64 {
    (map_width * px_per_unit / 18.0).clamp(PHONE_PX * HEADROOM, ROOMY_PX * HEADROOM)
}

/// The least distance between two pieces' middles, as a share of a piece's width: a hair more
/// than touching.
const APART: f64 = 1.04;

/// Rounds of pushing apart; six pieces settle in far fewer.
const ROUNDS: usize = 300;

/// Where pieces standing on `spots` are drawn, each `radius` wide from its middle, all inside
/// `bounds` (x, y, width, height): no two closer than two radii, each pushed no further from
/// its spot than the others make it. The same spots give the same places.
pub fn stand_apart(spots: &[Place], radius: f64, bounds: (f64, f64, f64, f64)) -> Vec<Place> {
    let least = 2.0 * radius * APART;
    let inside = |places: Vec<Place>| places.into_iter().map(|p| kept_inside(p, radius, bounds)).collect::<Vec<_>>();
    let mut places = inside(fanned(spots, least));
    for _ in 0..ROUNDS {
        let mut pushed = false;
        for i in 0..places.len() {
            for j in i + 1..places.len() {
                pushed |= push_apart(&mut places, i, j, least);
            }
        }
        if !pushed {
            break;
        }
        places = inside(places);
    }
    places
}

/// Pieces on one spot start on a ring round it just wide enough that none touches another, the
/// first to the left.
fn fanned(spots: &[Place], least: f64) -> Vec<Place> {
    spots
        .iter()
        .enumerate()
        .map(|(i, &(x, y))| {
            let sharing = spots.iter().filter(|&&s| s == (x, y)).count();
            let before = spots[..i].iter().filter(|&&s| s == (x, y)).count();
            if sharing < 2 {
                return (x, y);
            }
            let ring = least / 2.0 / (std::f64::consts::PI / sharing as f64).sin();
            let angle = std::f64::consts::PI + std::f64::consts::TAU * before as f64 / sharing as f64;
            (x + ring * angle.cos(), y + ring * angle.sin())
        })
        .collect()
}

/// Moves pieces `i` and `j` apart, each half the way, if they stand closer than `least`.
fn push_apart(places: &mut [Place], i: usize, j: usize, least: f64) -> bool {
    let ((xi, yi), (xj, yj)) = (places[i], places[j]);
    let (dx, dy) = (xj - xi, yj - yi);
    let gap = dx.hypot(dy);
    if gap >= least {
        return false;
    }
    // Two pieces on one point (only after being kept inside): one goes right, the other left.
    let (ux, uy) = if gap < 1e-9 { (1.0, 0.0) } else { (dx / gap, dy / gap) };
    let half = (least - gap) / 2.0 + 1e-6;
    places[i] = (xi - ux * half, yi - uy * half);
    places[j] = (xj + ux * half, yj + uy * half);
    true
}

/// A piece kept inside the bounds; where they are narrower than a piece (a map drawn very small),
/// in their middle.
fn kept_inside((x, y): Place, radius: f64, (left, top, width, height): (f64, f64, f64, f64)) -> Place {
    let within = |v: f64, from: f64, span: f64| match span > 2.0 * radius {
        true => v.clamp(from + radius, from + span - radius),
        false => from + span / 2.0,
    };
    (within(x, left, width), within(y, top, height))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maps::Map;
    use crate::{Continent, World, TELEPORT};
    use engine::rng::{game_rng, GameRng, Rng};

    const BOUNDS: (f64, f64, f64, f64) = (140.0, 72.0, 780.0, 352.0);

    // A map drawn smaller than a piece (a short phone at the end, when the result takes the
    // panel's room) still places its pieces, in the middle, rather than stopping the game.
    #[test]
    fn pieces_on_a_map_narrower_than_a_piece_stand_in_its_middle() {
        let places = stand_apart(&[(150.0, 80.0)], 30.0, (140.0, 72.0, 40.0, 20.0));
        assert_eq!(places, vec![(160.0, 82.0)]);
    }

    fn apart(a: Place, b: Place) -> f64 {
        (a.0 - b.0).hypot(a.1 - b.1)
    }

    /// Up to six pieces on random spots of a world, some sharing spots.
    fn random_spots(rng: &mut GameRng, world: World) -> Vec<Place> {
        let count = rng.random_range(2..=6);
        (0..count)
            .map(|_| {
                let continent = Continent::ALL[rng.random_range(0..6)];
                let spot = rng.random_range(0..=TELEPORT);
                let (x, y) = Map::of(world).point(continent, spot);
                (f64::from(x), f64::from(y))
            })
            .collect()
    }

    #[test]
    fn a_piece_is_over_24_px_on_a_phone_and_over_32_on_a_laptop() {
        // A phone shows a map about 370 px wide; a laptop 640 px.
        assert!(piece_px(370.0 / 780.0, 780.0) > PHONE_PX);
        assert!(piece_px(640.0 / 780.0, 780.0) > ROOMY_PX);
        assert!(piece_px(3.0, 780.0) <= ROOMY_PX * HEADROOM);
    }

    #[test]
    fn pieces_never_overlap_whatever_spots_they_stand_on() {
        let mut rng = game_rng(34);
        for round in 0..3000 {
            let world = if round % 2 == 0 { World::Past } else { World::Future };
            let spots = random_spots(&mut rng, world);
            // A phone's pieces are some 30 map units wide from the middle, a laptop's some 22.
            let radius = if round % 3 == 0 { 22.0 } else { 31.0 };
            let places = stand_apart(&spots, radius, BOUNDS);
            for (i, &a) in places.iter().enumerate() {
                for &b in &places[i + 1..] {
                    assert!(apart(a, b) >= 2.0 * radius - 0.01, "{spots:?} drawn at {places:?}");
                }
            }
        }
    }

    #[test]
    fn pieces_stay_on_the_map_and_near_their_spots() {
        let mut rng = game_rng(35);
        for _ in 0..3000 {
            let spots = random_spots(&mut rng, World::Past);
            let places = stand_apart(&spots, 31.0, BOUNDS);
            let (x, y, w, h) = BOUNDS;
            for (&spot, &place) in spots.iter().zip(&places) {
                assert!(place.0 >= x + 31.0 - 1e-6 && place.0 <= x + w - 31.0 + 1e-6, "{place:?} off the map");
                assert!(place.1 >= y + 31.0 - 1e-6 && place.1 <= y + h - 31.0 + 1e-6, "{place:?} off the map");
                assert!(apart(spot, place) <= 5.0 * 31.0, "{spot:?} drawn far off at {place:?}");
            }
        }
    }

    #[test]
    fn a_piece_alone_stands_on_its_spot() {
        let spots = [(300.0, 200.0), (600.0, 300.0)];
        assert_eq!(stand_apart(&spots, 30.0, BOUNDS), spots.to_vec());
    }

    #[test]
    fn pieces_on_one_spot_are_fanned_round_it_the_first_to_the_left() {
        let spots = [(500.0, 250.0); 3];
        let places = stand_apart(&spots, 20.0, BOUNDS);
        assert!(places[0].0 < 500.0 && (places[0].1 - 250.0).abs() < 1e-6);
        let middle = places.iter().fold((0.0, 0.0), |m, p| (m.0 + p.0 / 3.0, m.1 + p.1 / 3.0));
        assert!(apart(middle, (500.0, 250.0)) < 1.0, "the fan is centred on the spot");
    }
}
