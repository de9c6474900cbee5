//! What the two maps show besides their paths, as a printed board's world map does: at sea
//! waves, ships and turbines, on land hills, woods and each era's landmarks, and the lands'
//! colours. The pictures are drawn once (`maps.svg`) and placed with `<use>`.

use epidemium::World;

/// The pictures both maps place, each defined once: a stepping space (its rim takes the `color`
/// of the `<use>` that places it), the waves, hills and trees, the landmarks of each era, and
/// what cuts the lands' colours to their coasts (`ep-coasts`, the outlines, is added to them).
pub const PICTURES: &str = include_str!("maps.svg");

/// Pictures by the name of their symbol, each with the points it stands on (its foot): all of
/// them clear of every path, its goal flag and the teleport square, so that a space to tap is
/// never drawn over one, and under the paths, so that no picture ever covers a space or a pawn.
type Pictures = &'static [(&'static str, &'static [(u16, u16)])];

/// The past world: sailing ships, a whale and a compass rose at sea; on land, a castle in Europe,
/// a windmill in North America, pyramids in Africa, a pagoda in Asia, a stepped temple in South
/// America and a great red rock in Australia, among woods and mountains.
const PAST_SEA: Pictures = &[
    (
        "wave",
        &[
            (174, 245),
            (249, 310),
            (240, 420),
            (455, 405),
            (606, 406),
            (706, 231),
            (796, 331),
            (909, 254),
            (935, 405),
            (434, 64),
            (960, 300),
            (142, 170),
            (702, 440),
            (360, 440),
        ],
    ),
    ("ship", &[(416, 104), (745, 300), (930, 190)]),
    ("compass", &[(195, 350)]),
    ("whale", &[(640, 441), (235, 265)]),
];
const PAST_LAND: Pictures = &[
    ("peaks", &[(213, 144), (733, 181), (772, 170), (641, 112)]),
    ("hill", &[(661, 98), (668, 126), (604, 246), (913, 331)]),
    (
        "tree",
        &[
            (249, 133),
            (247, 148),
            (520, 126),
            (570, 119),
            (767, 84),
            (789, 79),
            (802, 68),
            (822, 79),
            (835, 82),
            (854, 66),
            (856, 82),
            (882, 76),
            (903, 74),
            (925, 79),
            (513, 223),
            (527, 221),
            (548, 252),
            (327, 301),
            (796, 187),
            (685, 90),
            (702, 97),
            (726, 96),
        ],
    ),
    ("pine", &[(539, 124), (804, 82), (531, 251), (340, 265), (365, 270)]),
    ("castle", &[(576, 147)]),
    ("mill", &[(278, 152)]),
    ("pyramids", &[(519, 164)]),
    ("pagoda", &[(788, 201)]),
    ("temple", &[(340, 344)]),
    ("rock", &[(900, 310)]),
];

/// The future world: wind turbines at sea and on land; glass domes, a rocket, solar fields,
/// towers and a maglev train among its woods and mountains.
const FUTURE_SEA: Pictures = &[
    (
        "wave",
        &[
            (220, 300),
            (190, 400),
            (420, 330),
            (640, 420),
            (940, 420),
            (930, 260),
            (260, 80),
            (380, 440),
            (180, 230),
            (720, 440),
        ],
    ),
    ("turbine", &[(405, 150), (430, 190), (363, 194), (930, 190), (974, 232)]),
];
const FUTURE_LAND: Pictures = &[
    ("peaks", &[(186, 121), (211, 102)]),
    ("hill", &[(661, 98)]),
    ("pine", &[(323, 271), (520, 237), (545, 243), (784, 199), (215, 146), (229, 145), (231, 160)]),
    ("rocket", &[(300, 132)]),
    ("dome", &[(263, 166), (574, 146), (525, 223), (851, 339)]),
    ("solar", &[(376, 304), (569, 240)]),
    ("maglev", &[(775, 160)]),
    ("towers", &[(715, 205)]),
    ("turbine", &[(236, 124), (268, 144)]),
];

/// The lands' colours, the same in both worlds (the world's stylesheet tones them): ice at the
/// poles, green lowlands and sandy deserts, each a soft patch cut to the coasts: cx, cy, rx, ry.
pub const LANDSCAPES: [(&str, [u16; 4]); 14] = [
    ("ice", [375, 45, 122, 61]),
    ("ice", [200, 40, 270, 43]),
    ("ice", [800, 30, 351, 54]),
    ("green", [540, 120, 81, 38]),
    ("green", [280, 150, 81, 40]),
    ("green", [345, 270, 68, 47]),
    ("green", [540, 245, 68, 40]),
    ("green", [800, 205, 74, 54]),
    ("green", [830, 80, 148, 24]),
    ("sand", [540, 180, 115, 34]),
    ("sand", [630, 185, 38, 24]),
    ("sand", [770, 110, 68, 20]),
    ("sand", [880, 315, 47, 27]),
    ("sand", [215, 175, 34, 16]),
];

/// `<use>`s placing each picture on each of its points.
fn placed(pictures: Pictures) -> String {
    let each = pictures.iter().flat_map(|(name, at)| at.iter().map(move |(x, y)| (name, x, y)));
    each.map(|(name, x, y)| format!(r##"<use href="#ep-{name}" x="{x}" y="{y}"/>"##)).collect()
}

/// The `<use>`s of `world`'s pictures at sea, then of those on land.
pub fn pictures(world: World) -> (String, String) {
    match world {
        World::Past => (placed(PAST_SEA), placed(PAST_LAND)),
        World::Future => (placed(FUTURE_SEA), placed(FUTURE_LAND)),
    }
}
