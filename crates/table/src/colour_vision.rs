//! "Seat colours far apart (check them for the common colour-vision types)": the seats'
//! colours are told apart by people with typical vision and by people with each of the three
//! common dichromacies, as simulated by Machado, Oliveira and Fernandes (2009, severity 1),
//! measured as CIEDE2000 colour differences.
//!
//! Uses `seats` (its palette); nothing above it.

use super::seats::PALETTE;

type Rgb = [f64; 3];

/// Machado et al. 2009, severity 1.0, on linear sRGB.
const PROTANOPIA: [Rgb; 3] =
    [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]];
const DEUTERANOPIA: [Rgb; 3] =
    [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]];
const TRITANOPIA: [Rgb; 3] =
    [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]];
const TYPICAL: [Rgb; 3] = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];
const VISIONS: [(&str, [Rgb; 3]); 4] =
    [("typical", TYPICAL), ("protanopia", PROTANOPIA), ("deuteranopia", DEUTERANOPIA), ("tritanopia", TRITANOPIA)];

/// Two small pieces side by side are told apart at this CIEDE2000 difference or more (a
/// "just noticeable" difference is about 2; 10 reads as another colour at a glance).
const APART: f64 = 10.0;

fn linear(hex: &str) -> Rgb {
    let channel = |i: usize| {
        let c = f64::from(u8::from_str_radix(&hex[1 + 2 * i..3 + 2 * i], 16).unwrap()) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    [channel(0), channel(1), channel(2)]
}

fn seen(rgb: Rgb, m: &[Rgb; 3]) -> Rgb {
    let row = |r: &Rgb| (r[0] * rgb[0] + r[1] * rgb[1] + r[2] * rgb[2]).clamp(0.0, 1.0);
    [row(&m[0]), row(&m[1]), row(&m[2])]
}

/// CIE L*a*b* (D65) of a linear sRGB colour.
fn lab([r, g, b]: Rgb) -> Rgb {
    let xyz = [
        (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
        0.2126 * r + 0.7152 * g + 0.0722 * b,
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
    ];
    let f = |t: f64| if t > 216.0 / 24389.0 { t.cbrt() } else { (24389.0 / 27.0 * t + 16.0) / 116.0 };
    let [fx, fy, fz] = xyz.map(f);
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIEDE2000 (Sharma, Wu and Dalal 2005).
fn delta_e00(p: Rgb, q: Rgb) -> f64 {
    let (c1, c2) = (p[1].hypot(p[2]), q[1].hypot(q[2]));
    let c_mean7 = ((c1 + c2) / 2.0).powi(7);
    let g = 0.5 * (1.0 - (c_mean7 / (c_mean7 + 25f64.powi(7))).sqrt());
    let (a1, a2) = ((1.0 + g) * p[1], (1.0 + g) * q[1]);
    let (c1, c2) = (a1.hypot(p[2]), a2.hypot(q[2]));
    let hue = |b: f64, a: f64| if a == 0.0 && b == 0.0 { 0.0 } else { b.atan2(a).to_degrees().rem_euclid(360.0) };
    let (h1, h2) = (hue(p[2], a1), hue(q[2], a2));
    let dh = if c1 * c2 == 0.0 {
        0.0
    } else if (h2 - h1).abs() <= 180.0 {
        h2 - h1
    } else if h2 <= h1 {
        h2 - h1 + 360.0
    } else {
        h2 - h1 - 360.0
    };
    let (dl, dc) = (q[0] - p[0], c2 - c1);
    let dh_big = 2.0 * (c1 * c2).sqrt() * (dh / 2.0).to_radians().sin();
    let l_mean = (p[0] + q[0]) / 2.0;
    let c_mean = (c1 + c2) / 2.0;
    let h_mean = if c1 * c2 == 0.0 {
        h1 + h2
    } else if (h1 - h2).abs() <= 180.0 {
        (h1 + h2) / 2.0
    } else if h1 + h2 < 360.0 {
        (h1 + h2 + 360.0) / 2.0
    } else {
        (h1 + h2 - 360.0) / 2.0
    };
    let t = 1.0 - 0.17 * (h_mean - 30.0).to_radians().cos()
        + 0.24 * (2.0 * h_mean).to_radians().cos()
        + 0.32 * (3.0 * h_mean + 6.0).to_radians().cos()
        - 0.20 * (4.0 * h_mean - 63.0).to_radians().cos();
    let sl = 1.0 + 0.015 * (l_mean - 50.0).powi(2) / (20.0 + (l_mean - 50.0).powi(2)).sqrt();
    let (sc, sh) = (1.0 + 0.045 * c_mean, 1.0 + 0.015 * c_mean * t);
    let c_mean7 = c_mean.powi(7);
    let rt = -2.0
        * (c_mean7 / (c_mean7 + 25f64.powi(7))).sqrt()
        * (60.0 * (-((h_mean - 275.0) / 25.0).powi(2)).exp()).to_radians().sin();
    ((dl / sl).powi(2) + (dc / sc).powi(2) + (dh_big / sh).powi(2) + rt * (dc / sc) * (dh_big / sh)).sqrt()
}

/// The closest pair among `colours` as seen with `vision`: its difference and names.
fn closest(colours: &[&str], vision: &[Rgb; 3]) -> (f64, String) {
    let mut worst = (f64::MAX, String::new());
    for (i, a) in colours.iter().enumerate() {
        for b in &colours[i + 1..] {
            let d = delta_e00(lab(seen(linear(a), vision)), lab(seen(linear(b), vision)));
            if d < worst.0 {
                worst = (d, format!("{a} and {b}"));
            }
        }
    }
    worst
}

#[test]
fn ciede2000_matches_the_published_test_pairs() {
    // Sharma, Wu and Dalal's table, pairs 1 and 7.
    assert!((delta_e00([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485]) - 2.0425).abs() < 1e-3);
    assert!((delta_e00([50.0, 0.0, 0.0], [50.0, -1.0, 2.0]) - 2.3669).abs() < 1e-3);
}

#[test]
fn any_two_seat_colours_stay_apart_for_every_common_colour_vision() {
    // Players choose any colour of the palette, so every pair counts, not only the defaults.
    for (name, vision) in &VISIONS {
        let (d, pair) = closest(&PALETTE, vision);
        assert!(d >= APART, "{name}: {pair} differ by only {d:.1} (CIEDE2000)");
    }
}
