//! The two world maps as data: one text file per world under maps/, read once. The rules need
//! only the length of a path (`DOTS`); the points are for drawing the worlds.

use std::sync::OnceLock;

use super::state::{Continent, World, DOTS};

/// A point on a 1000 x 500 world map, top left 0 0.
pub type Point = (u16, u16);

/// The least radius of a piece as the view draws it (view/pieces.rs; a small map draws them
/// wider and pushes them apart, `standing`): two spots closer than that piece's width would
/// show one piece as if on the other's spot.
pub const PIECE_RADIUS: f64 = 13.0;
/// How far the spots keep from the teleport square's middle beyond a piece's width: a piece
/// on a dot clears the teleport square (36 units wide), where most pieces meet.
pub const SHARED_ASIDE: f64 = 20.0;

/// One world: its teleport square and, per continent, the path from the continent's end (the
/// stethoscope in the past, the syringe in the future) through its dots to the teleport.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    pub teleport: Point,
    /// In `Continent::ALL` order; each path is the end, then `DOTS` dots towards the teleport.
    paths: Vec<Vec<Point>>,
}

impl Map {
    /// The map of `world`.
    pub fn of(world: World) -> &'static Map {
        static PAST: OnceLock<Map> = OnceLock::new();
        static FUTURE: OnceLock<Map> = OnceLock::new();
        let (cell, text) = match world {
            World::Past => (&PAST, include_str!("maps/past.txt")),
            World::Future => (&FUTURE, include_str!("maps/future.txt")),
        };
        cell.get_or_init(|| Map::parse(text).unwrap_or_else(|e| panic!("map of the {world:?} world: {e}")))
    }

    /// Where a piece of `continent` stands on spot `spot` (0 its continent's end, `DOTS + 1` the
    /// teleport).
    pub fn point(&self, continent: Continent, spot: u8) -> Point {
        self.paths[continent as usize].get(spot as usize).copied().unwrap_or(self.teleport)
    }

    /// The least distance between two spots of different places (ends and dots, on any path),
    /// and between a spot and the teleport square, in px.
    pub fn clearances(&self) -> (f64, f64) {
        let spots: Vec<Point> = self.paths.iter().flatten().copied().collect();
        let apart = |a: Point, b: Point| f64::from(a.0.abs_diff(b.0)).hypot(f64::from(a.1.abs_diff(b.1)));
        let between = spots.iter().enumerate().flat_map(|(i, &a)| spots[i + 1..].iter().map(move |&b| apart(a, b)));
        let teleport = spots.iter().map(|&a| apart(a, self.teleport));
        (between.fold(f64::MAX, f64::min), teleport.fold(f64::MAX, f64::min))
    }

    /// Reads a map: `teleport x y`, then one line per continent, `name x y | x y | ...`.
    pub fn parse(text: &str) -> Result<Map, String> {
        let mut teleport = None;
        let mut paths = vec![None; Continent::ALL.len()];
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
            let (name, rest) = line.split_once(char::is_whitespace).ok_or(format!("no points in {line:?}"))?;
            let points = rest.split('|').map(point).collect::<Result<Vec<_>, _>>()?;
            if name == "teleport" {
                teleport = points.first().copied();
                continue;
            }
            let continent =
                Continent::ALL.iter().position(|c| c.id() == name).ok_or(format!("no continent {name:?}"))?;
            if points.len() != DOTS as usize + 1 {
                return Err(format!("{name}: {} points, not its end and {DOTS} dots", points.len()));
            }
            paths[continent] = Some(points);
        }
        let paths = paths.into_iter().collect::<Option<Vec<_>>>().ok_or("a continent without a path")?;
        Ok(Map { teleport: teleport.ok_or("no teleport square")?, paths })
    }
}

fn point(text: &str) -> Result<Point, String> {
    let mut numbers = text.split_whitespace().map(str::parse::<u16>);
    match (numbers.next(), numbers.next(), numbers.next()) {
        (Some(Ok(x)), Some(Ok(y)), None) if x <= 1000 && y <= 500 => Ok((x, y)),
        _ => Err(format!("not a point: {text:?}")),
    }
}
