//! The two world maps as SVG: the continents' outlines, each continent's path of dots from its
//! stethoscope (past) or syringe (future) to the world's teleport square. The points are the
//! data of ../maps; the outlines are drawn rough, as on a board game.

use crate::games::epidemium::maps::Map;
use crate::games::epidemium::{Continent, World, TELEPORT};

/// The part of the 1000 x 500 map that holds every path: x, y, width, height.
pub const VIEW: (f64, f64, f64, f64) = (140.0, 72.0, 780.0, 352.0);

/// The continents' rough outlines, in the order of `Continent::ALL`.
const OUTLINES: [&str; 6] = [
    "M472 150 L472 128 L486 89 L528 74 L583 52 L611 66 L611 125 L569 150 L528 144 Z",
    "M611 125 L611 56 L700 40 L778 33 L900 50 L972 69 L940 100 L889 111 L855 160 L833 189 L792 222 L760 215 L722 228 L694 181 L653 181 L625 153 Z",
    "M453 208 L472 153 L528 147 L589 164 L642 217 L611 292 L575 340 L556 347 L533 320 L525 239 L478 236 Z",
    "M41 69 L111 56 L236 42 L319 78 L347 111 L300 150 L278 181 L260 200 L231 200 L208 189 L172 158 L153 117 L83 83 Z",
    "M292 252 L340 248 L403 272 L392 318 L334 385 L306 410 L290 365 L282 290 Z",
    "M814 306 L861 278 L903 278 L931 328 L917 372 L880 400 L850 395 L819 344 Z",
];

/// The drawing of a stethoscope (past) or a syringe (future) at a path's end, centred on 0 0.
fn end_icon(world: World) -> &'static str {
    match world {
        World::Past => {
            r#"<path class="tube" d="M-9 -12 v8 a9 9 0 0 0 18 0 v-8 M0 5 v5 a6 6 0 0 0 12 0"/><circle class="bell" cx="12" cy="8" r="5"/>"#
        }
        World::Future => {
            r#"<g transform="rotate(-35)"><rect class="barrel" x="-5" y="-14" width="10" height="22" rx="2"/><path class="tube" d="M0 8 v9 M-7 -14 h14 M0 -14 v-4"/></g>"#
        }
    }
}

fn points(map: &Map, continent: Continent) -> impl Iterator<Item = (u16, u16)> + '_ {
    (0..=TELEPORT).map(move |spot| map.point(continent, spot))
}

/// One world, as SVG markup: drawn once, never changed. `player_of` gives the hex colour and
/// the number of the seat whose character is from a continent, `None` for a continent nobody
/// plays; the path's end wears both (colour is never the only sign of whose goal it is).
pub fn world_svg(world: World, player_of: &dyn Fn(Continent) -> Option<(&'static str, usize)>) -> String {
    let map = Map::of(world);
    let mut svg = String::with_capacity(8_000);
    svg += r#"<rect class="sea" x="0" y="0" width="1000" height="500"/>"#;
    for outline in OUTLINES {
        svg += &format!(r#"<path class="land" d="{outline}"/>"#);
    }
    for continent in Continent::ALL {
        let player = player_of(continent);
        let idle = if player.is_none() { " idle" } else { "" };
        let line: Vec<String> = points(map, continent).map(|(x, y)| format!("{x} {y}")).collect();
        svg += &format!(r#"<g class="path{idle}"><polyline class="line" points="{}"/>"#, line.join(" "));
        for (x, y) in points(map, continent).skip(1).take(usize::from(TELEPORT) - 1) {
            svg += &format!(r#"<circle class="dot" cx="{x}" cy="{y}" r="6"/>"#);
        }
        let (x, y) = map.point(continent, 0);
        let fill = player.map_or("#bbb", |(colour, _)| colour);
        let number = player.map_or(String::new(), |(_, n)| {
            format!(
                r#"<circle class="goal-badge" cx="14" cy="-14" r="9"/><text class="goal-no" x="14" y="-10">{n}</text>"#
            )
        });
        svg += &format!(
            r#"<g class="end" transform="translate({x},{y})"><circle class="disc" r="17" fill="{fill}"/>{}{number}</g></g>"#,
            end_icon(world)
        );
    }
    let (x, y) = map.teleport;
    svg += &format!(
        r#"<g class="teleport" transform="translate({x},{y})"><rect x="-18" y="-18" width="36" height="36" rx="4"/><circle r="11"/><circle r="5"/></g>"#
    );
    svg
}
