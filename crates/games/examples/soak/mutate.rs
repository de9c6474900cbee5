//! Broken saves made from real ones: random bytes, cuts, flipped bytes and edits of the JSON
//! tree, each drawn from a seeded generator so that a run repeats.

use engine::rng::{GameRng, Rng};
use serde_json::{Number, Value};

/// The real saves, as text and as JSON trees.
pub struct Corpus {
    saves: Vec<(String, Value)>,
}

/// Numbers at the edges of what the reader's integer and float types hold.
const EDGE_NUMBERS: [f64; 10] =
    [-1.0, 128.0, -129.0, 256.0, 65536.0, 4294967296.0, 1.8446744073709552e19, 0.5, 1e300, -1e300];
/// Bytes that move a JSON parser from one state to another.
const JSON_BYTES: &[u8] = b"{}[]:,\"\\0123456789-+.eEtruefalsn ";
/// Nesting depths around serde_json's limit of 128.
const DEPTHS: [usize; 6] = [1, 3, 64, 127, 128, 1000];

impl Corpus {
    pub fn new(texts: &[String]) -> Self {
        let saves = texts.iter().map(|t| (t.clone(), serde_json::from_str(t).expect("a real save is JSON"))).collect();
        Self { saves }
    }

    /// One broken input and the kind of breakage.
    pub fn input(&self, rng: &mut GameRng) -> (&'static str, String) {
        let (text, value) = &self.saves[rng.random_range(0..self.saves.len())];
        match rng.random_range(0..10) {
            0 => ("random bytes", lossy(random_bytes(rng))),
            1 | 2 => ("truncations", lossy(truncated(rng, text.as_bytes()))),
            3 | 4 => ("byte flips", lossy(flipped(rng, text.as_bytes()))),
            _ => ("JSON edits", edited(rng, value).to_string()),
        }
    }
}

/// The reader takes text (browser storage holds strings), so invalid UTF-8 becomes replacement characters.
fn lossy(bytes: Vec<u8>) -> String {
    String::from_utf8_lossy(&bytes).into_owned()
}

fn random_bytes(rng: &mut GameRng) -> Vec<u8> {
    (0..rng.random_range(0..512)).map(|_| rng.random()).collect()
}

/// Cut just before or after a byte of a kind drawn first (a brace, a colon, a comma, a quote,
/// a digit, a letter...), so that cuts inside rare tokens are as frequent as the others.
fn truncated(rng: &mut GameRng, text: &[u8]) -> Vec<u8> {
    let kind = JSON_BYTES[rng.random_range(0..JSON_BYTES.len())];
    let places: Vec<usize> = (0..text.len()).filter(|&i| text[i] == kind).collect();
    let at = match places.len() {
        0 => rng.random_range(0..=text.len()),
        n => places[rng.random_range(0..n)] + rng.random_range(0..=1),
    };
    text[..at].to_vec()
}

fn flipped(rng: &mut GameRng, text: &[u8]) -> Vec<u8> {
    let mut bytes = text.to_vec();
    for _ in 0..rng.random_range(1..=8) {
        let at = rng.random_range(0..bytes.len());
        bytes[at] = if rng.random() { bytes[at] ^ rng.random_range(1..=255u8) } else { random_json_byte(rng) };
    }
    bytes
}

fn random_json_byte(rng: &mut GameRng) -> u8 {
    JSON_BYTES[rng.random_range(0..JSON_BYTES.len())]
}

/// The save's tree with one to three edits.
fn edited(rng: &mut GameRng, save: &Value) -> Value {
    let mut value = save.clone();
    for _ in 0..rng.random_range(1..=3) {
        edit(rng, &mut value);
    }
    value
}

/// One edit of a node drawn among those it applies to (none when no node is of that kind).
fn edit(rng: &mut GameRng, value: &mut Value) {
    match rng.random_range(0..8) {
        0 | 1 => *pick(rng, value) = random_value(rng, 2),
        2 => {
            // A node of the save put elsewhere: a value of the right shape in the wrong place.
            let donor = pick(rng, value).clone();
            *pick(rng, value) = donor;
        }
        3 => {
            if let Some(number) = pick_some(rng, value, Value::is_number) {
                *number = nudged(rng, number);
            }
        }
        4 => {
            if let Some(Value::Object(map)) = pick_some(rng, value, |v| v.as_object().is_some_and(|m| !m.is_empty())) {
                let key = map.keys().nth(rng.random_range(0..map.len())).cloned().unwrap_or_default();
                map.remove(&key);
            }
        }
        5 | 6 => {
            if let Some(Value::Array(items)) = pick_some(rng, value, |v| v.as_array().is_some_and(|a| !a.is_empty())) {
                let at = rng.random_range(0..items.len());
                if rng.random() {
                    items.insert(rng.random_range(0..=items.len()), items[at].clone());
                } else {
                    items.remove(at);
                }
            }
        }
        _ => {
            let node = pick(rng, value);
            *node = nested(rng, node.take());
        }
    }
}

/// A uniformly drawn node, the root included.
fn pick<'a>(rng: &mut GameRng, value: &'a mut Value) -> &'a mut Value {
    pick_some(rng, value, |_| true).expect("the root is a node")
}

/// A uniformly drawn node for which `wanted` holds, if any does.
fn pick_some<'a>(rng: &mut GameRng, value: &'a mut Value, wanted: fn(&Value) -> bool) -> Option<&'a mut Value> {
    let count = count(value, wanted);
    if count == 0 {
        return None;
    }
    nth(value, wanted, &mut rng.random_range(0..count))
}

fn count(value: &Value, wanted: fn(&Value) -> bool) -> usize {
    let below = match value {
        Value::Array(items) => items.iter().map(|v| count(v, wanted)).sum(),
        Value::Object(map) => map.values().map(|v| count(v, wanted)).sum(),
        _ => 0,
    };
    usize::from(wanted(value)) + below
}

/// The node `skip` places on among those `wanted` holds for, in document order.
fn nth<'a>(value: &'a mut Value, wanted: fn(&Value) -> bool, skip: &mut usize) -> Option<&'a mut Value> {
    if wanted(value) {
        if *skip == 0 {
            return Some(value);
        }
        *skip -= 1;
    }
    match value {
        Value::Array(items) => items.iter_mut().find_map(|v| nth(v, wanted, skip)),
        Value::Object(map) => map.values_mut().find_map(|v| nth(v, wanted, skip)),
        _ => None,
    }
}

/// A number moved a little (indices one past the end), negated, or sent to an edge.
fn nudged(rng: &mut GameRng, number: &Value) -> Value {
    let n = number.as_f64().unwrap_or(0.0);
    let new = match rng.random_range(0..4) {
        0 => n + 1.0,
        1 => n - 1.0,
        2 => -n,
        _ => EDGE_NUMBERS[rng.random_range(0..EDGE_NUMBERS.len())],
    };
    float_or_integer(new)
}

/// Whole numbers as JSON integers where they fit, so that they reach integer fields.
fn float_or_integer(n: f64) -> Value {
    if n.fract() == 0.0 && n >= i64::MIN as f64 && n <= u64::MAX as f64 {
        if n < 0.0 {
            return Value::from(n as i64);
        }
        return Value::from(n as u64);
    }
    Number::from_f64(n).map_or(Value::Null, Value::Number)
}

fn random_value(rng: &mut GameRng, depth: u32) -> Value {
    match rng.random_range(0..if depth == 0 { 5 } else { 7 }) {
        0 => Value::Null,
        1 => Value::Bool(rng.random()),
        2 => Value::from(rng.random_range(-3i64..300)),
        3 => float_or_integer(EDGE_NUMBERS[rng.random_range(0..EDGE_NUMBERS.len())]),
        4 => Value::String(random_string(rng)),
        5 => Value::Array((0..rng.random_range(0..4)).map(|_| random_value(rng, depth - 1)).collect()),
        _ => Value::Object(
            (0..rng.random_range(0..3)).map(|_| (random_string(rng), random_value(rng, depth - 1))).collect(),
        ),
    }
}

fn random_string(rng: &mut GameRng) -> String {
    match rng.random_range(0..4) {
        0 => String::new(),
        1 => "\u{0}\u{1F9A0}\"\\".into(),
        2 => "x".repeat(rng.random_range(1..300)),
        _ => (0..rng.random_range(1..12)).map(|_| rng.random_range(b'A'..=b'z') as char).collect(),
    }
}

/// `value` inside arrays or objects, as deep as a depth drawn around the parser's limit.
fn nested(rng: &mut GameRng, value: Value) -> Value {
    let depth = DEPTHS[rng.random_range(0..DEPTHS.len())];
    let in_arrays = rng.random();
    (0..depth).fold(value, |inner, _| {
        if in_arrays {
            Value::Array(vec![inner])
        } else {
            Value::Object([("x".to_string(), inner)].into_iter().collect())
        }
    })
}
