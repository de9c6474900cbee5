//! The two world maps as data: one text file per world under maps/, read once. The rules need
//! only the length of a path (`DOTS`); the points are for drawing the worlds.

use std::sync::OnceLock;

use super::state::{Continent, World, DOTS};

/// A point on a 1000 x 500 world map, top left 0 0.
pub type Point = (u16, u16);

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
