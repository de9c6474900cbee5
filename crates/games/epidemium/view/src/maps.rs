//! The two world maps as SVG, drawn like a printed board's: the sea with its waves and ships,
//! the continents with their hills, woods and landmarks of the world's era, and over them each
//! continent's path of stepping spaces from its stethoscope (past) or syringe (future) to the
//! world's teleport square. The points are the data of ../maps; the pictures are `scenery`.

use super::scenery::{pictures, LANDSCAPES, PICTURES};
use epidemium::maps::Map;
use epidemium::{Continent, World, TELEPORT};

/// The part of the 1000 x 500 map that holds every path, with the goal flags of its topmost
/// ends: x, y, width, height.
pub const VIEW: (f64, f64, f64, f64) = (140.0, 68.0, 780.0, 356.0);

/// The continents' outlines, in the order of `Continent::ALL`: their coasts traced from a few
/// dozen longitudes and latitudes each (x = (lon + 180) / 0.36, y = (90 - lat) / 0.36), enough
/// for each to be known at a glance, few enough to keep the game's part small.
const OUTLINES: [&str; 6] = [
    // Europe, with Britain and Ireland
    "M475 147 L475 129 L496 129 L488 115 L504 110 L512 103 L524 100 L522 92 L529 90 L529 85 L517 89 L514 81 L533 67 L544 58 L569 53 L586 56 L611 64 L611 119 L606 121 L597 125 L592 122 L583 122 L578 133 L572 138 L567 138 L567 144 L562 149 L558 143 L554 135 L544 135 L551 139 L544 144 L543 139 L533 133 L528 128 L519 129 L508 131 L508 133 L500 142 L499 146 L485 150 Z M485 111 L504 108 L504 103 L499 99 L494 92 L486 87 L483 93 L492 99 L488 101 L488 106 Z M472 107 L483 106 L483 99 L478 97 L472 100 Z",
    // Asia, with Japan, Sumatra and Borneo
    "M611 64 L667 58 L694 47 L722 47 L778 36 L819 47 L861 53 L917 53 L972 56 L1000 61 L1000 69 L978 72 L953 83 L950 94 L933 108 L933 92 L917 86 L892 86 L875 97 L889 111 L889 122 L869 131 L858 136 L858 153 L850 153 L847 142 L836 142 L839 147 L831 153 L839 164 L836 172 L825 183 L806 192 L803 197 L794 194 L803 208 L803 217 L792 225 L786 219 L781 214 L778 228 L786 246 L781 242 L772 228 L772 206 L761 203 L756 189 L747 189 L742 192 L722 208 L722 222 L714 228 L703 203 L700 192 L686 181 L658 181 L656 175 L644 172 L633 167 L639 175 L642 181 L656 178 L664 189 L653 203 L619 214 L608 192 L597 172 L594 164 L600 150 L578 147 L572 139 L583 136 L600 135 L614 136 L611 119 Z M861 164 L867 156 L878 150 L889 136 L893 133 L903 129 L894 124 L889 139 L889 150 L881 154 L864 158 Z M764 235 L772 239 L789 254 L794 267 L783 261 L775 250 Z M803 246 L806 258 L822 261 L828 247 L826 239 L819 236 L811 242 Z",
    // Africa, with Madagascar
    "M483 151 L528 147 L531 158 L556 164 L569 161 L589 162 L594 172 L597 183 L606 200 L619 217 L642 217 L642 222 L631 239 L614 256 L608 267 L611 281 L612 292 L597 306 L599 317 L592 322 L589 331 L575 344 L556 347 L550 339 L542 325 L533 300 L538 283 L533 267 L525 253 L526 239 L517 238 L506 232 L489 236 L478 238 L464 228 L454 217 L451 208 L456 192 L453 192 L464 174 L474 167 L474 158 L483 151 Z M622 319 L621 308 L624 294 L638 283 L640 293 L631 319 Z",
    // North America, with Greenland and Cuba
    "M142 97 L125 89 L111 83 L83 81 L78 78 L56 67 L56 56 L108 57 L144 56 L181 61 L236 61 L239 78 L250 92 L272 103 L281 94 L283 78 L306 81 L319 83 L331 94 L344 106 L336 118 L319 117 L322 125 L314 126 L306 134 L294 138 L289 147 L289 153 L275 164 L278 180 L272 176 L271 168 L264 168 L253 166 L250 169 L239 168 L231 174 L229 189 L236 198 L247 199 L249 192 L258 190 L256 206 L268 208 L268 219 L279 225 L285 228 L278 230 L262 222 L256 213 L244 210 L233 206 L208 196 L206 188 L196 179 L189 169 L182 162 L189 175 L194 186 L189 182 L183 174 L175 160 L164 154 L156 139 L154 131 L156 121 L154 115 L144 108 Z M297 33 L333 22 L417 18 L450 28 L439 47 L439 56 L389 69 L378 83 L361 72 L353 64 L347 53 L317 39 Z M264 189 L272 186 L286 189 L294 194 L285 195 L278 190 Z",
    // South America
    "M285 228 L290 220 L300 217 L301 222 L311 221 L328 220 L333 226 L342 233 L356 236 L361 246 L367 253 L378 257 L392 260 L403 265 L403 275 L392 288 L392 300 L386 311 L376 314 L365 322 L365 329 L353 344 L339 346 L343 351 L339 357 L328 358 L319 364 L324 368 L318 375 L312 379 L318 383 L308 392 L310 396 L307 403 L297 397 L292 389 L294 372 L296 353 L301 333 L305 300 L289 289 L281 272 L275 267 L276 253 L279 247 L285 239 L285 231 Z",
    // Oceania: Australia, New Zealand, New Guinea
    "M817 311 L817 322 L819 344 L828 347 L844 344 L860 338 L875 346 L883 349 L889 356 L906 358 L917 354 L925 336 L925 319 L917 311 L906 301 L904 292 L896 280 L893 286 L893 297 L889 299 L878 292 L881 283 L868 281 L861 286 L858 292 L849 289 L839 297 L833 306 Z M979 346 L985 352 L996 355 L992 360 L986 365 L979 364 L967 379 L962 378 L972 369 L983 361 L981 349 Z M864 253 L883 254 L892 257 L906 265 L918 279 L897 276 L892 275 L883 272 L874 261 L867 257 Z",
];

/// A doctor's pawn, standing on the point 0 0, lit from the top left: a round head (wide enough
/// for the seat's number) on a flared foot, each with its shaded side and its shine. Its body
/// takes the `fill` (the seat's colour) and the outline of the `<use>` that places it, so
/// that the player to play can be drawn with a bolder outline.
const PAWN: &str = r##"<symbol id="ep-pawn" overflow="visible"><path d="M-5 1C-6 6-11 7-12.5 9.5A12.5 3.6 0 0 0 12.5 9.5C11 7 6 6 5 1Z"/><circle cy="-5.5" r="9.5"/><path d="M3 4C5 7 9 8 11 10A12.5 3.6 0 0 1 3 13ZM5 -13A9.5 9.5 0 0 1 -3 3.5A8 8 0 0 0 5 -13Z" fill="#000" fill-opacity=".25" stroke="none"/><ellipse cx="-6.3" cy="-10.8" rx="2.8" ry="1.7" transform="rotate(-40 -6.3 -10.8)" fill="#fff" fill-opacity=".75" stroke="none"/><path d="M-9 9.3C-7 7.5-5.5 6.5-4.5 4" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1.6" stroke-linecap="round"/></symbol>"##;

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

/// The pictures' definitions, once in the page (one id each); the past map holds them.
fn definitions() -> String {
    let coasts = OUTLINES.join(" ");
    format!(r#"<defs>{PAWN}{PICTURES}<path id="ep-coasts" d="{coasts}"/></defs>"#)
}

/// The sea and its pictures, the lands with their shallows, colours and pictures: everything
/// under the paths.
fn sea_and_lands(world: World) -> String {
    let (sea, land) = pictures(world);
    // The sea reaches past the world's edges: a map box of any shape is filled to its sides.
    let mut svg = format!(
        r##"<rect class="sea" x="-1000" y="-500" width="3000" height="1500"/><g class="sea-marks">{sea}</g><use class="shore" href="#ep-coasts"/>"##
    );
    for outline in OUTLINES {
        svg += &format!(r#"<path class="land" d="{outline}"/>"#);
    }
    svg += r#"<g clip-path="url(#ep-on-land)">"#;
    for (kind, [x, y, rx, ry]) in LANDSCAPES {
        svg += &format!(r#"<ellipse class="{kind}" cx="{x}" cy="{y}" rx="{rx}" ry="{ry}" mask="url(#ep-soft)"/>"#);
    }
    svg + &format!(r#"</g><g class="land-marks">{land}</g>"#)
}

/// A played path in its player's colour: the way, its stepping spaces, and its end wearing the
/// player's number on a little flag (colour is never the only sign of whose goal it is, and no
/// goal reads as a pawn).
fn path(world: World, continent: Continent, colour: &str, number: usize) -> String {
    let map = Map::of(world);
    let line: Vec<String> = points(map, continent).map(|(x, y)| format!("{x} {y}")).collect();
    let line = line.join(" ");
    let mut svg = format!(
        r#"<g class="path"><polyline class="casing" points="{line}"/><polyline class="line" points="{line}" stroke="{colour}"/>"#
    );
    for (x, y) in points(map, continent).skip(1).take(usize::from(TELEPORT) - 1) {
        svg += &format!(r##"<use class="dot" href="#ep-space" x="{x}" y="{y}" color="{colour}"/>"##);
    }
    let (x, y) = map.point(continent, 0);
    svg + &format!(
        r#"<g class="end" transform="translate({x},{y})"><circle class="shade" cx="1.5" cy="2.5" r="17"/><circle class="disc" r="17" fill="{colour}"/>{}<path class="goal-badge" d="M6 -7V-24H23L19 -17.5L23 -11H6"/><text class="goal-no" x="13.5" y="-13">{number}</text></g></g>"#,
        end_icon(world)
    )
}

/// One world, as SVG markup: drawn once, never changed. `player_of` gives the hex colour and
/// the number of the seat whose character is from a continent, `None` for a continent nobody
/// plays (its path is not drawn).
pub fn world_svg(world: World, player_of: &dyn Fn(Continent) -> Option<(&'static str, usize)>) -> String {
    let mut svg = match world {
        World::Past => definitions(),
        World::Future => String::new(),
    };
    svg += &sea_and_lands(world);
    // Only the played paths are drawn, each lit in its player's colour: a player finds their
    // own way at a glance, and no unused path crosses it.
    for (continent, (colour, number)) in Continent::ALL.into_iter().filter_map(|c| player_of(c).map(|p| (c, p))) {
        svg += &path(world, continent, colour, number);
    }
    let (x, y) = Map::of(world).teleport;
    svg + &format!(
        r#"<g class="teleport" transform="translate({x},{y})"><rect class="shade" x="-16.5" y="-15.5" width="36" height="36" rx="4"/><rect x="-18" y="-18" width="36" height="36" rx="4"/><circle r="11"/><circle r="5"/></g>"#
    )
}
